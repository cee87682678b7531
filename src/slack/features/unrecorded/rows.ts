/** An unrecorded class: the teacher warned before it, the students told there is no link. */
import type { FeatureRows } from "../../lib/registration/feature.js";
import { noLinkJob, recordingWarningJob } from "./jobs.js";

export const unrecordedFeature: FeatureRows = { jobs: [recordingWarningJob, noLinkJob] };
