/** The Slack side of the e2e harness and the demo: Web API stand-in, signed requests, modal filling. */
export {
  LIMITS,
  type LimitViolation,
  type MessageCheck,
  validateMessage,
  validateView,
} from "./block-kit-limits.js";
export {
  type AppResponse,
  type ButtonQuery,
  type FieldAnswer,
  type FillOptions,
  type FoundButton,
  type FoundSelect,
  fillModal,
  findButton,
  findSelect,
  inputLabels,
  type ModalAnswers,
  ModalFillError,
  readSubmitResponse,
  type SubmitResult,
  type ViewStateValues,
} from "./modal-filler.js";
export { type RenderContext, renderBlocks, renderMessage, renderSlackText, renderView } from "./render.js";
export {
  decodeArgs,
  type HistoryLimitOptions,
  type RateLimitOptions,
  type SlackStandin,
  type SlackStandinOptions,
  startSlackStandin,
  type ViewQuery,
} from "./server.js";
export {
  type BlockActionInput,
  createSignedClient,
  type FilledModal,
  type SendOptions,
  type SentRequest,
  type ShortcutInput,
  type SignedClient,
  type SignedClientOptions,
  type SlackActor,
  type SlashCommandInput,
  type SuggestedOption,
  slackSignature,
} from "./signed-client.js";
export {
  formatTranscript,
  type SeenEntry,
  type SeenKind,
  seenBy,
  seenByEveryone,
  type TranscriptOptions,
} from "./transcript.js";
export type {
  JsonObject,
  MillisecondClock,
  PostedMessage,
  RecordedCall,
  ResponseUrlContext,
  ScheduledMessage,
  SlackView,
  UploadedFile,
  UserInfoInput,
} from "./types.js";
export { TRIGGER_LIFETIME_MS, type TriggerContext, type WorkspaceIdentity } from "./web-api.js";
