/** The students class modal and its durable job. */
import type { FeatureRows } from "../../lib/registration/feature.js";
import { enrolJob } from "./job.js";
import { studentsModal } from "./modal.js";

export const studentsFeature: FeatureRows = { classModals: { students: studentsModal }, jobs: [enrolJob] };
