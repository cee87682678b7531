/** Every kind of job the Slack app runs, one row each, timed ones included (docs/jobs.md). */
import { cancelJob } from "./cancel.js";
import { enrolJob } from "./enrol.js";
import { labelsJob } from "./labels.js";
import { moveJob } from "./move.js";
import { rateJob } from "./rate.js";
import { scheduleJob } from "./schedule.js";
import { seatsJob } from "./seats.js";
import type { SlackJobRow } from "./slack-job.js";
import { staffReminderJob } from "./staff-reminder.js";
import { noLinkJob, recordingWarningJob } from "./unrecorded.js";
import { videoJob } from "./video.js";

export const JOB_ROWS: readonly SlackJobRow<never>[] = [
  enrolJob,
  scheduleJob,
  videoJob,
  seatsJob,
  labelsJob,
  rateJob,
  recordingWarningJob,
  noLinkJob,
  staffReminderJob,
  cancelJob,
  moveJob,
] as readonly SlackJobRow<never>[];
