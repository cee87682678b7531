/** The seats class modal and its durable job. */
import type { FeatureRows } from "../../lib/registration/feature.js";
import { seatsJob } from "./job.js";
import { seatsModal } from "./modal.js";

export const seatsFeature: FeatureRows = { classModals: { seats: seatsModal }, jobs: [seatsJob] };
