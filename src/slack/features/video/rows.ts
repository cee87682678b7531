/** The video class modal and its durable job. */
import type { FeatureRows } from "../../lib/registration/feature.js";
import { videoJob } from "./job.js";
import { videoModal } from "./modal.js";

export const videoFeature: FeatureRows = { classModals: { video: videoModal }, jobs: [videoJob] };
