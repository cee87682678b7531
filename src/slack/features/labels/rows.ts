/** The labels class modal and its durable job. */
import type { FeatureRows } from "../../lib/registration/feature.js";
import { labelsJob } from "./job.js";
import { labelsModal } from "./modal.js";

export const labelsFeature: FeatureRows = { classModals: { labels: labelsModal }, jobs: [labelsJob] };
