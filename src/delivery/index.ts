/** Durable DM delivery: queue DMs in the outbox (enqueueDm), and the worker that sends them. */
export { Pacer } from "./pacer.js";
export {
  DM_KIND,
  type DmKind,
  type DmPayload,
  dmDedupeKey,
  type EnqueueDmInput,
  enqueueDm,
} from "./payload.js";
export {
  OUTBOX_EVENT_TYPE,
  PERMANENT_ERRORS,
  type PostMessage,
  type PostOutcome,
  type PostRequest,
  type SlackPosterOptions,
  slackDeliveryCheck,
  slackPoster,
  type WasDelivered,
} from "./slack-post.js";
export { summariseGroupIfSettled, summaryDedupeKey } from "./summary.js";
export { createDeliveryWorker, type DeliveryWorker, type DeliveryWorkerOptions } from "./worker.js";
