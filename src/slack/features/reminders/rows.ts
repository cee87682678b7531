/** The teacher's and the assistant's reminder before class. */
import type { FeatureRows } from "../../lib/registration/feature.js";
import { staffReminderJob } from "./staff-job.js";

export const remindersFeature: FeatureRows = { jobs: [staffReminderJob] };
