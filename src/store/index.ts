/** The app's persistent state. Everything outside src/store uses these functions; no SQL leaves here. */
export type { Engine } from "./context.js";
export {
  DuplicateError,
  EncryptionKeyError,
  InUseError,
  NotFoundError,
  StoreError,
  ValidationError,
} from "./errors.js";
export {
  DEFAULT_SQLITE_PATH,
  describePostgresUrl,
  isPostgresUrl,
  migrateDatabase,
  type OpenStoreOptions,
  openStore,
  type Store,
  storeOptionsFromEnv,
} from "./open.js";
export type { AgendaPref, AgendaPrefsRepo } from "./repos/agenda-prefs.js";
export type { AdminChangeInput, AuditEntry, AuditRepo, PartnerCallInput } from "./repos/audit.js";
export type { CalendarFeedsRepo, CalendarOrigin } from "./repos/calendar-feeds.js";
export type { ClassCard, ClassCardsRepo, NewClassCard } from "./repos/class-cards.js";
export type {
  ClassEventInput,
  ClassEventRecord,
  ClassEventsRepo,
  ClassEventsStatus,
} from "./repos/class-events.js";
export type {
  ClassesRepo,
  ClassInput,
  ClassRecord,
  LiveInfoInput,
  PullAddresses,
  UpcomingQuery,
} from "./repos/classes.js";
export type { Course, CourseInput, CoursePatch, CourseProblem, CoursesRepo } from "./repos/courses.js";
export type { Enrolment, EnrolmentsRepo } from "./repos/enrolments.js";
export type { ImportDraftsRepo } from "./repos/import-drafts.js";
export type {
  InstallationQueryInput,
  InstallationRecord,
  InstallationsRepo,
  InstallationTenant,
} from "./repos/installations.js";
export { LABEL_NAME_MAX_LENGTH, type Label, type LabelInput, type LabelsRepo } from "./repos/labels.js";
export type { LanguagePrefsRepo } from "./repos/language-prefs.js";
export {
  backoffSeconds,
  defaultOutboxPolicy,
  type EnqueueInput,
  type FailOptions,
  JOB_KIND_PREFIX,
  type OutboxLane,
  type OutboxMessage,
  type OutboxPolicy,
  type OutboxRepo,
  type OutboxState,
} from "./repos/outbox.js";
export {
  type AdminWithoutUid,
  hasUid,
  type ImportOutcome,
  type PeopleRepo,
  type Person,
  type PersonInput,
  type PersonWithUid,
  ROLES,
  type Role,
} from "./repos/people.js";
export type { Rating, RatingInput, RatingsRepo } from "./repos/ratings.js";
export type { Reminder, ReminderInput, RemindersRepo } from "./repos/reminders.js";
export type { SeenRequestsRepo } from "./repos/seen-requests.js";
export type { SendPacingRepo } from "./repos/send-pacing.js";
export type { StudentLink, StudentLinksRepo } from "./repos/student-links.js";
export {
  ERASED_OPERATION,
  type ErasedCounts,
  ON_ERASE,
  type PurgedCounts,
  type TenantsRepo,
} from "./repos/tenants.js";
export type {
  ConnectionInput,
  SchoolConnection,
  Workspace,
  WorkspaceInput,
  WorkspacesRepo,
} from "./repos/workspaces.js";
export type { RunInTransaction, StoreTransaction } from "./store-transaction.js";
