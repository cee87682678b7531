/**
 * Durable delivery to Slack: queue rendered DMs in the outbox (enqueueDm) and the worker that sends them,
 * and the reminders adapter that keeps Slack's scheduled messages in step with a plan. Infrastructure
 * only: who is told what is decided in `src/classes/notices`, how it reads in the Slack features (`src/slack/features/<feature>`).
 */

export {
  CHANNEL_POST_KIND,
  channelPostSender,
  type EnqueueChannelPostInput,
  enqueueChannelPost,
  isChannelId,
} from "./channel-post.js";
export {
  type CheckVerdict,
  DeliveryChecks,
  type DeliveryChecksOptions,
  type HistoryAnswer,
  type HistoryQuery,
  type OutboxKeyHash,
  outboxKeyHasher,
  type ReadHistory,
} from "./delivery-check.js";
export { EDIT_KIND, type EditPayload, type EnqueueEditInput, editSender, enqueueEdit } from "./edits.js";
export {
  type EnqueueFileInput,
  enqueueFile,
  FILE_KIND,
  type FilePayload,
  slackFileSender,
} from "./file-upload.js";
export {
  createJobRunner,
  type EnqueueJobInput,
  enqueueJob,
  GiveUpJob,
  JOB_MAX_ATTEMPTS,
  type JobContext,
  type JobDone,
  type JobHandler,
  type JobPayload,
  type JobRunner,
  type JobRunnerOptions,
  jobKey,
  RetryJob,
} from "./job-runner.js";
export { Pacer, type WorkspaceSlots } from "./pacer.js";
export {
  DM_KIND,
  type DmKind,
  type DmPayload,
  dmDedupeKey,
  type EnqueueDmInput,
  enqueueDm,
  type GroupAbout,
  type RenderedMessage,
} from "./payload.js";
export {
  DEFAULT_SWEEP_INTERVAL_MS,
  type PlanReminders,
  type ReminderPlan,
  Reminders,
  type RemindersOptions,
  type ScheduleOutcome,
  type SweepOutcome,
} from "./reminders.js";
export {
  NO_INSTALLATION_ERROR,
  OUTBOX_EVENT_TYPE,
  PERMANENT_ERRORS,
  type PostMessage,
  type PostOutcome,
  type PostRequest,
  type SentRef,
  type SlackPosterOptions,
  slackHistoryReader,
  slackPoster,
  slackUpdater,
  type TokenFor,
  type UpdateMessage,
  type UpdateRequest,
} from "./slack-post.js";
export {
  type SummaryWording,
  summariseGroupIfSettled,
  summaryDedupeKey,
  type UndeliveredReason,
  type UndeliveredSummary,
} from "./summary.js";
export {
  createDeliveryWorker,
  type DeliveryWorker,
  type DeliveryWorkerOptions,
  type WakeWorker,
} from "./worker.js";
