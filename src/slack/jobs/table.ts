/** Every kind of job the Slack app starts, one row each (docs/jobs.md). */
import { enrolJob } from "./enrol.js";
import { scheduleJob } from "./schedule.js";
import type { SlackJobRow } from "./slack-job.js";

export const JOB_ROWS: readonly SlackJobRow<never>[] = [
  enrolJob,
  scheduleJob,
] as readonly SlackJobRow<never>[];
