/** The partner API SDK: the public surface other areas import. */
export {
  type CallInfo,
  type CallOptions,
  defaultRetry,
  PartnerClient,
  type PartnerClientOptions,
  type RetryOptions,
} from "./client.js";
export { type CreateClassParam, createClassParamOfErrno, Errno, type NamedErrno } from "./errnos.js";
export { type DocumentedCode, documentedCodes } from "./error-table.js";
export {
  type CatalogueEntry,
  classCreatedErrnos,
  describeErrno,
  type ErrorCategory,
  errorCatalogue,
  outcomeUnknown,
  PartnerError,
  PartnerHttpError,
  PartnerLiveLinkError,
  PartnerResponseError,
  PartnerSdkError,
  PartnerTransportError,
  PartnerValidationError,
  retryableErrnos,
  type TransportFailure,
  type ValidationIssue,
} from "./errors.js";
export {
  CLASS_START_MIN_LEAD_SECONDS,
  charLength,
  classStartIssues,
  classTimeIssues,
  type LiveDetails,
  type LiveInfo,
  latestBeginTime,
  MAX_CLASS_SECONDS,
  MIN_CLASS_SECONDS,
  normalize,
  SETTINGS_FROZEN_BEFORE_START_SECONDS,
} from "./fields.js";
export {
  cutCharacters,
  LIVE_LINK_ACCOUNT_MAX,
  LIVE_LINK_NICKNAME_MAX,
  parseLessonKey,
  type StudentLiveLinkInput,
  studentLiveLink,
} from "./live-link.js";
export {
  type AnyOperation,
  type BatchEntry,
  type BatchOperationName,
  type BatchResult,
  type CloudFile,
  type CloudFolder,
  type EndpointFile,
  type EntryOf,
  type OperationName,
  operationNames,
  operations,
  type ParamsOf,
  type ResultOf,
  type SentParamsOf,
} from "./operations.js";
export { authFields, type Clock, checkCode, md5Utf8, safeKey, systemClock } from "./signing.js";
export { type CheckResult, checkParams } from "./validate.js";
