import type { Generated } from "kysely";

/**
 * Table types as both engines return them. Times are Unix seconds (bigint columns, read back as JS
 * numbers); switches are integers 0/1 on both engines so the code never meets a boolean-vs-integer split;
 * lists and settings are JSON text.
 */
export interface Database {
  workspaces: WorkspacesTable;
  people: PeopleTable;
  courses: CoursesTable;
  course_teachers: CourseTeachersTable;
  classes: ClassesTable;
  enrolments: EnrolmentsTable;
  ratings: RatingsTable;
  reminders: RemindersTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  labels: LabelsTable;
  student_links: StudentLinksTable;
  seen_requests: SeenRequestsTable;
  send_pacing: SendPacingTable;
  installations: InstallationsTable;
  agenda_prefs: AgendaPrefsTable;
  language_prefs: LanguagePrefsTable;
  import_drafts: ImportDraftsTable;
  class_cards: ClassCardsTable;
  calendar_feeds: CalendarFeedsTable;
  class_calendar_origins: ClassCalendarOriginsTable;
  cancelled_enrolments: CancelledEnrolmentsTable;
  calendar_files: CalendarFilesTable;
  outbox_aliases: OutboxAliasesTable;
  class_event_receivers: ClassEventReceiversTable;
  class_events: ClassEventsTable;
}

export interface WorkspacesTable {
  team_id: string;
  name: string | null;
  time_zone: string;
  settings: string;
  partner_base_url: string | null;
  live_base_url: string | null;
  sid: string | null;
  secret_enc: string | null;
  connected_at: number | null;
  connected_by: string | null;
  /** When the school's first admin was greeted (the welcome DM was queued); null: not yet. */
  welcomed_at: number | null;
  /** The Enterprise Grid organisation of the workspace, as last seen; null: none (or not seen yet). */
  enterprise_id: string | null;
  created_at: number;
  updated_at: number;
}

export interface PeopleTable {
  team_id: string;
  slack_user_id: string;
  /** Null for an admin who does not teach. */
  uid: string | null;
  display_name: string;
  account: string | null;
  role: string;
  created_at: number;
  updated_at: number;
}

export interface CoursesTable {
  team_id: string;
  course_id: number;
  name: string;
  default_folder_id: string | null;
  created_at: number;
  updated_at: number;
  /** Why the class service refused the course (its errno), the call that showed it and when; null: none seen. */
  problem_errno?: number | null;
  problem_operation?: string | null;
  problem_at?: number | null;
}

export interface CourseTeachersTable {
  team_id: string;
  course_id: number;
  teacher_uid: string;
}

export interface ClassesTable {
  team_id: string;
  class_id: number;
  course_id: number;
  name: string;
  begin_time: number;
  end_time: number;
  teacher_uid: string;
  assistant_uid: string | null;
  folder_id: string | null;
  seat_num: number;
  is_hd: number;
  record: number;
  live: number;
  replay: number;
  is_auto_onstage: number;
  live_url: string | null;
  lesson_key: string | null;
  pull_rtmp: string | null;
  pull_hls: string | null;
  pull_flv: string | null;
  label_ids: string;
  course_unique_identity: string | null;
  introduce: string | null;
  /** Classes scheduled together as a weekly series share this id; null for a single class. */
  series_id: string | null;
  created_by: string;
  created_at: number;
  updated_at: number;
  deleted: number;
  /** Cancelled through the app (0016_cancelled): when, by whom ("school" when the partner deleted it). */
  cancelled_at: number | null;
  cancelled_by: string | null;
  /** The reason the canceller gave, as typed (0028_move_aliases); null when none was given. */
  cancel_reason?: string | null;
}

export interface EnrolmentsTable {
  team_id: string;
  class_id: number;
  student_uid: string;
  student_name: string;
  added_by: string | null;
  added_at: number;
}

export interface RatingsTable {
  id: Generated<number>;
  team_id: string;
  class_id: number;
  student_uid: string;
  stars: number;
  comment: string;
  rated_by: string;
  rated_at: number;
}

export interface RemindersTable {
  team_id: string;
  class_id: number;
  slack_user_id: string;
  channel_id: string;
  scheduled_message_id: string;
  post_at: number;
  created_at: number;
}

export interface OutboxTable {
  id: Generated<number>;
  team_id: string;
  kind: string;
  dedupe_key: string;
  payload: string;
  state: string;
  attempts: number;
  next_attempt_at: number;
  claimed_by: string | null;
  lease_until: number | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
  completed_at: number | null;
  /** Messages of one enrolment or batch (0007_delivery). */
  group_key: string | null;
  /** Attempts before the row is given up; null: the store's policy (0012_jobs). */
  max_attempts: number | null;
  /** Where Slack put the sent message (0015_sent_refs). */
  sent_channel: string | null;
  sent_ts: string | null;
  /**
   * Unix ms when a post of this message left for Slack whose answer was never read (0029_outbox_posting):
   * it may be in Slack. Null when no attempt can have reached Slack unrecorded.
   */
  posting_since: number | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  team_id: string;
  at: number;
  actor: string;
  kind: string;
  operation: string;
  summary: string;
  errno: number | null;
  latency_ms: number | null;
}

export interface LabelsTable {
  team_id: string;
  label_id: number;
  name: string;
  created_at: number;
  updated_at: number;
}

export interface StudentLinksTable {
  team_id: string;
  class_id: number;
  student_uid: string;
  linked_at: number | null;
  first_opened_at: number | null;
  opens: number;
}

/** Slack requests already taken, until they could no longer be replayed or retried (0011_seen_requests). */
export interface SeenRequestsTable {
  key: string;
  expires_at: number;
}

/** Each workspace's next free chat.postMessage slot, shared by every instance (0013_send_pacing). */
export interface SendPacingTable {
  team_id: string;
  /** Unix milliseconds: the next send in this workspace may go out no sooner. */
  next_slot_ms: number;
}

/**
 * Slack installations (0018_installations): per tenant (user_id '') its latest installation, per user who
 * installed theirs. '' stands for an absent enterprise, team (org-wide install) or user.
 */
export interface InstallationsTable {
  enterprise_id: string;
  team_id: string;
  user_id: string;
  is_enterprise_install: number;
  app_id: string | null;
  bot_user_id: string | null;
  /** Comma-separated, as Slack writes scopes. */
  bot_scopes: string | null;
  user_scopes: string | null;
  /** Unix seconds, as Bolt keeps them. */
  bot_expires_at: number | null;
  user_expires_at: number | null;
  /** The whole installation as JSON, sealed with APP_ENCRYPTION_KEY and bound to the row's key. */
  installation_enc: string;
  installed_at: number;
  updated_at: number;
}

/** A person's morning agenda choice (0019_agenda_prefs); no row means the default. */
export interface AgendaPrefsTable {
  team_id: string;
  slack_user_id: string;
  /** 0/1. */
  enabled: number;
  /** Local time of the agenda, minutes after midnight in the person's zone. */
  minute_of_day: number;
  updated_at: number;
}

/** A person's language choice (0020_language_prefs); no row means automatic, from their Slack locale. */
export interface LanguagePrefsTable {
  team_id: string;
  slack_user_id: string;
  /** "en" or "zh-CN". */
  locale: string;
  updated_at: number;
}

/** One pasted part of a people list being imported in parts (0021_import_drafts). */
export interface ImportDraftsTable {
  team_id: string;
  slack_user_id: string;
  /** Random, one per import form the admin fills in parts. */
  draft_id: string;
  /** 1, 2, … in the order pasted. */
  part: number;
  /** The pasted text, sealed with the store's key (names, accounts and e-mail addresses). */
  text_enc: string;
  created_at: number;
}

/** A class card posted in a channel (0023_class_cards). */
export interface ClassCardsTable {
  id: Generated<number>;
  team_id: string;
  /** The class the card shows; a series card's is the class it was shared from (moves follow it). */
  class_id: number;
  /** Set: the card stands for the whole weekly series. */
  series_id: string | null;
  channel_id: string;
  /** The outbox dedupe key of the card's post (edits name it). */
  post_key: string;
  /** Where Slack put the card; null until it is posted. */
  message_ts: string | null;
  shared_by: string;
  /** The card's language, its sharer's (0025_class_card_locale); null: English. */
  locale: string | null;
  created_at: number;
  updated_at: number;
}

/** A person's calendar feed address (0027_calendar_feeds): the token's SHA-256, and the token sealed. */
export interface CalendarFeedsTable {
  team_id: string;
  slack_user_id: string;
  token_hash: string;
  token_enc: string;
  created_at: number;
}

/** A moved class's calendar event: the UID of the class it was moved from, first of the chain. */
export interface ClassCalendarOriginsTable {
  team_id: string;
  class_id: number;
  origin_class_id: number;
  origin_created_at: number;
}

/** Who was in a class when it was cancelled (their feeds show it cancelled). */
export interface CancelledEnrolmentsTable {
  team_id: string;
  class_id: number;
  student_uid: string;
}

/** A class a person downloaded a calendar file of (a move or cancel then says the file is out of date). */
export interface CalendarFilesTable {
  team_id: string;
  slack_user_id: string;
  class_id: number;
}

/**
 * Another dedupe key naming a message already in the outbox (0028_move_aliases): a moved class's
 * live-link key resolves to the student's DM about the class it was moved from, which the move
 * edited to carry the new link, so later changes of the new class find and edit that one DM.
 */
export interface OutboxAliasesTable {
  team_id: string;
  alias_key: string;
  target_key: string;
  created_at: number;
}

/** A school's class-events address (0030_class_events): the token's SHA-256 and the token sealed. */
export interface ClassEventReceiversTable {
  team_id: string;
  token_hash: string;
  token_enc: string;
  created_at: number;
  /** When the service's `Test` message came (the subscription is then active). */
  tested_at: number | null;
  /** When the admins were told no event came for a week; cleared by the next event. */
  quiet_told_at: number | null;
}

/** A correctly signed message the service pushed, stored before it was answered. */
export interface ClassEventsTable {
  id: Generated<number>;
  team_id: string;
  /** `id:<_id>`, else `sha:<SHA-256 of the body without SafeKey/TimeStamp>`. */
  dedupe_key: string;
  cmd: string;
  class_id: number | null;
  /** The body as JSON text, without its signature. */
  body: string;
  received_at: number;
  processed_at: number | null;
  /** What processing made of it: `applied`, or `ignored:<why>`. */
  outcome: string | null;
}
