/** The rate class modal and its durable job. */
import type { FeatureRows } from "../../lib/registration/feature.js";
import { rateJob } from "./job.js";
import { rateModal } from "./modal.js";

export const rateFeature: FeatureRows = { classModals: { rate: rateModal }, jobs: [rateJob] };
