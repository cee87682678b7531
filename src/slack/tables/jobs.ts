/** Every kind of job the Slack app runs, one row each, timed ones included (docs/jobs.md). */
import { cancelJob } from "../features/cancel/job.js";
import { labelsJob } from "../features/labels/job.js";
import { moveJob } from "../features/move/job.js";
import { rateJob } from "../features/rate/job.js";
import { staffReminderJob } from "../features/reminders/staff-job.js";
import { scheduleJob } from "../features/schedule/job.js";
import { seatsJob } from "../features/seats/job.js";
import { enrolJob } from "../features/students/job.js";
import { noLinkJob, recordingWarningJob } from "../features/unrecorded/jobs.js";
import { videoJob } from "../features/video/job.js";
import type { SlackJobRow } from "../lib/jobs/slack-job.js";

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
