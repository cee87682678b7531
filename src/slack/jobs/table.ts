/** Every kind of job the Slack app starts, one row each (docs/jobs.md). */
import { enrolJob } from "./enrol.js";
import { labelsJob } from "./labels.js";
import { rateJob } from "./rate.js";
import { scheduleJob } from "./schedule.js";
import { seatsJob } from "./seats.js";
import type { SlackJobRow } from "./slack-job.js";
import { videoJob } from "./video.js";

export const JOB_ROWS: readonly SlackJobRow<never>[] = [
  enrolJob,
  scheduleJob,
  videoJob,
  seatsJob,
  labelsJob,
  rateJob,
] as readonly SlackJobRow<never>[];
