/** The cancel class modal and its durable job. */
import type { FeatureRows } from "../../lib/registration/feature.js";
import { cancelJob } from "./job.js";
import { cancelModal } from "./modal.js";

export const cancelFeature: FeatureRows = { classModals: { cancel: cancelModal }, jobs: [cancelJob] };
