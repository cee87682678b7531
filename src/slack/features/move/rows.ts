/** The move class modal and its durable job. */
import type { FeatureRows } from "../../lib/registration/feature.js";
import { moveJob } from "./job.js";
import { moveModal } from "./modal.js";

export const moveFeature: FeatureRows = { classModals: { move: moveModal }, jobs: [moveJob] };
