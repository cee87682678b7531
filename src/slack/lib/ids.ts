/**
 * Identifiers shared by the views that render Block Kit and the listeners that receive Slack's
 * payloads. A listener matching a string typed twice would silently stop firing after a rename;
 * importing these constants makes that a compile error instead.
 */

/** `callback_id` of each admin modal page (view_submission listeners match on these). */
export const CallbackId = {
  adminHome: "admin_home",
  adminConnection: "admin_connection",
  adminCourses: "admin_courses",
  adminCourseForm: "admin_course_form",
  adminPeople: "admin_people",
  adminPersonForm: "admin_person_form",
  adminImport: "admin_import",
  adminImportReport: "admin_import_report",
  /** "Add a channel's members": a channel, a role and the people's agreement to have accounts made. */
  adminChannelMembers: "admin_channel_members",
  /** The per-person report of a registration (accounts made or found at the service). */
  adminRegistrationReport: "admin_registration_report",
  adminAudit: "admin_audit",
  /** The Class events page (issue 32): the school's address for the class service's pushes. */
  adminClassEvents: "admin_class_events",
  adminLabels: "admin_labels",
  adminLabelForm: "admin_label_form",
  /** The labels modal of one class, and its report once saved. */
  classLabels: "class_labels",
  classLabelsReport: "class_labels_report",
  /** One page of the ratings modal of one class, and the page shown once the last one is saved. */
  classRate: "class_rate",
  classRateDone: "class_rate_done",
  /** Shown while a class modal loads or saves (its own id, so waiting for the page skips it). */
  classWorking: "class_working",
  /** A class modal that only tells something: a refusal, "no students yet". */
  classNotice: "class_notice",
  /** The admin modal while its first page loads (opened with the trigger, filled by views.update). */
  adminLoading: "admin_loading",
  /** A modal that only tells something and can be closed. */
  notice: "notice",
  /** The schedule-a-class form (its submission creates the classes). */
  scheduleForm: "schedule_form",
  /** "Scheduling N classes…" and the outcome; nothing to submit. */
  scheduleProgress: "schedule_progress",
  /** Admin: the school settings form (time zone, seat maximum, reminder time). */
  adminSettings: "admin_settings",
} as const;
export type CallbackId = (typeof CallbackId)[keyof typeof CallbackId];

/**
 * Navigation buttons move the admin modal to another page (views.update). Slack wants action_ids
 * unique within a block and a toolbar holds several, so each target page has its own action_id,
 * `admin_nav_<page>`; the button's value is the page too. One listener matches them all with
 * `AdminNavigatePattern`.
 */
export const AdminNavigatePattern = /^admin_nav_/;

export function adminNavigateActionId(page: string): string {
  return `admin_nav_${page}`;
}

/** `action_id` of buttons and other interactive elements outside input blocks. */
export const ActionId = {
  connectionTest: "admin_connection_test",
  /** Replaces the school's class-events address (the old one then answers as forged). */
  classEventsRotate: "admin_class_events_rotate",
  /** Registers a course the school already has at the service, by its id. */
  courseAdd: "admin_course_add",
  /** Makes a new course at the service from its name (addCourse). */
  courseCreate: "admin_course_create",
  /** value: the course id. */
  courseEdit: "admin_course_edit",
  /** value: the course id; the button asks for confirmation first. */
  courseRemove: "admin_course_remove",
  /** value: the first index of the page to show (same for the other paging buttons). */
  coursesPrev: "admin_courses_prev",
  coursesNext: "admin_courses_next",
  personAdd: "admin_person_add",
  /** value: the person's Slack user id. */
  personEdit: "admin_person_edit",
  /** value: the person's Slack user id; the button asks for confirmation first. */
  personRemove: "admin_person_remove",
  peoplePrev: "admin_people_prev",
  peopleNext: "admin_people_next",
  /** The People page's search menu (external select): the picked option's value is a Slack user id. */
  peopleFind: "admin_people_find",
  /** Home and result-message buttons that act on one class. value: the class id. */
  classStudents: "class_students",
  classVideo: "class_video",
  classSeats: "class_seats",
  classLabels: "class_labels",
  classRate: "class_rate",
  /** Opens the confirmation of a cancel (nothing is cancelled before its submit). */
  classCancel: "class_cancel",
  /** Opens the move (reschedule) form. */
  classMove: "class_move",
  /**
   * A class entry's overflow menu (Seats, Labels, Cancel, Add to calendar): selected_option.value is
   * "<button's action_id> <button's value>", and the pick runs that button's handler (tables/class-menu.ts).
   */
  classMenu: "class_menu",
  /** Opens the schedule modal (App Home). */
  scheduleOpen: "schedule_open",
  /** The student's "Join live & chat" URL button; acknowledged quietly. value: the class id. */
  joinLive: "join_live",
  calendarAdd: "calendar_add",
  calendarNewAddress: "calendar_new_address",
  calendarSubscribe: "calendar_subscribe",
  /** The student's "Watch the replay" URL button (after class); acknowledged quietly. value: the class id. */
  replayOpen: "replay_open",
  labelAdd: "admin_label_add",
  /** value: "<draft id>/<file name>" of a people list an admin dropped into the app's DM. */
  importSharedFile: "admin_import_shared_file",
  /** "Fix and import again" on the import report: the lines that failed back in the box. */
  importRetry: "admin_import_retry",
  /** value: the label id. */
  labelEdit: "admin_label_edit",
  /** value: the label id; the button asks for confirmation first. */
  labelRemove: "admin_label_remove",
  labelsPrev: "admin_labels_prev",
  labelsNext: "admin_labels_next",
  /** On pages after the first of the ratings modal: saves the page, shows the one before. */
  ratePrevious: "class_rate_previous",
  /**
   * Opens the admin modal (admins only) on the page its value names ("courses", …; navigationTarget):
   * App Home, the welcome DM's steps, an admin's DM about a refused course.
   */
  openAdmin: "home_open_admin",
  /** "Show more" under the Home's classes: the value is how many entries to show. */
  homeMore: "home_more",
  /** App Home's morning agenda menu: "off" or minutes after local midnight. */
  agendaTime: "home_agenda_time",
  /** App Home's language menu: "auto", "en" or "zh-CN". */
  homeLanguage: "home_language",
  /** A class card's Join button in a channel. value: the card id (what it does is decided from the store). */
  cardJoin: "class_card_join",
  /** A teacher's "Add everyone in this channel", offered privately after they click a card. value: the card id. */
  cardAddChannel: "class_card_add_channel",
  /** Opens the share confirmation for a class (the picker's path); not among the class buttons. */
  classShare: "class_share",
} as const;
export type ActionId = (typeof ActionId)[keyof typeof ActionId];

/**
 * `block_id` of each input block; the same string is the `action_id` of its element, so form state
 * is read as `state.values[id][id]` and errors for `response_action: "errors"` are keyed by it.
 */
export const InputId = {
  connectionBaseUrl: "connection_base_url",
  connectionLiveBaseUrl: "connection_live_base_url",
  connectionSid: "connection_sid",
  connectionSecret: "connection_secret",
  connectionSaveAnyway: "connection_save_anyway",
  courseId: "course_id",
  courseName: "course_name",
  courseDefaultFolder: "course_default_folder",
  courseTeachers: "course_teachers",
  personSlackUser: "person_slack_user",
  personUid: "person_uid",
  personName: "person_name",
  personAccount: "person_account",
  personRole: "person_role",
  /** The admin's tick that the people agreed to have a service account made (registration). */
  registrationConsent: "registration_consent",
  registrationChannel: "registration_channel",
  registrationRole: "registration_role",
  importCsv: "import_csv",
  importFile: "import_file",
  /** "Keep this part and paste the next one" on the import form. */
  importMore: "import_more",
  labelId: "label_id",
  /** A label the school has used, picked by name (KnownLabel). */
  labelKnown: "label_known",
  labelName: "label_name",
  scheduleCourse: "schedule_course",
  scheduleName: "schedule_name",
  scheduleDate: "schedule_date",
  scheduleTime: "schedule_time",
  scheduleDuration: "schedule_duration",
  scheduleTeacher: "schedule_teacher",
  scheduleAssistant: "schedule_assistant",
  scheduleSeats: "schedule_seats",
  scheduleHd: "schedule_hd",
  scheduleVideo: "schedule_video",
  scheduleFolder: "schedule_folder",
  scheduleIntro: "schedule_intro",
  scheduleRepeat: "schedule_repeat",
  scheduleWeekdays: "schedule_weekdays",
  scheduleWeeks: "schedule_weeks",
  /** Every 1-4 weeks (fortnightly: 2). */
  scheduleInterval: "schedule_interval",
  /** The series' last date (optional). */
  scheduleUntil: "schedule_until",
  /** "Schedule anyway", shown only under a double-booking warning. */
  scheduleAnyway: "schedule_anyway",
  settingsName: "settings_name",
  settingsTimeZone: "settings_time_zone",
  settingsSeatMax: "settings_seat_max",
  settingsReminderMinutes: "settings_reminder_minutes",
  settingsRecentClassDays: "settings_recent_class_days",
  settingsPersonalDataDays: "settings_personal_data_days",
} as const;
export type InputId = (typeof InputId)[keyof typeof InputId];

/**
 * `/class files` listing buttons: one per sub-folder plus "Up", each with its own action_id
 * (`files_open_<n>`, unique within its actions block); value: the folder path to show.
 */
export const FilesOpenPattern = /^files_open_/;

export function filesOpenActionId(n: number): string {
  return `files_open_${n}`;
}

/**
 * The ratings modal has two inputs per student; their block ids are these prefixes plus the
 * student's partner UID (the submission says which students were on the page).
 */
export const RateInputPrefix = { stars: "rate_stars_", comment: "rate_comment_" } as const;

/**
 * The class modals of CLASS_MODALS. `callback_id` of students, video and seats is
 * `class_modal_<subcommand>`; labels and rate keep their own (`CallbackId.classLabels`,
 * `CallbackId.classRate`: the rate modal is several pages under one id). One view_submission
 * listener per row matches it.
 */
export function classModalCallbackId(subcommand: string): string {
  return `class_modal_${subcommand}`;
}

/** The class picker at the top of a class modal opened without a class. */
export const ClassPickerIds = {
  /** callback_id of the modal while it shows only the picker; private_metadata = the subcommand. */
  callbackId: "class_picker",
  /** static_select or external_select (options listener) in an actions block; value = class id. */
  select: "class_pick",
} as const;

/** block_id = action_id of the class modals' inputs. */
export const ClassInputId = {
  applyTo: "class_apply_to",
  studentsAdd: "class_students_add",
  /** Shown only after a submission picked people who cannot be added along with students who can. */
  studentsAddAnyway: "class_students_add_anyway",
  studentsChannel: "class_students_channel",
  studentsRemove: "class_students_remove",
  /** "Send each new student their live link": checked unless the teacher unticks it. */
  studentsSendLinks: "class_students_send_links",
  videoSwitches: "class_video_switches",
  /** The cancel's optional reason, shown to the students as typed. */
  cancelReason: "class_cancel_reason",
  seatNum: "class_seat_num",
  seatHd: "class_seat_hd",
  labelsPick: "class_labels_pick",
  labelsRemoveAll: "class_labels_remove_all",
  moveName: "class_move_name",
  moveDate: "class_move_date",
  moveTime: "class_move_time",
  moveDuration: "class_move_duration",
  /** "Move anyway", shown only under a double-booking warning. */
  moveAnyway: "class_move_anyway",
} as const;

/** Slash commands (manifest.yml declares exactly those registered in tables/commands.ts). */
export const CommandName = {
  class: "/class",
} as const;
export type CommandName = (typeof CommandName)[keyof typeof CommandName];

/** Global shortcut callback_ids (manifest.yml declares exactly those registered). */
export const ShortcutId = {
  scheduleClass: "schedule_class",
} as const;
export type ShortcutId = (typeof ShortcutId)[keyof typeof ShortcutId];

/** Bot events the app subscribes to (manifest.yml declares exactly those registered). */
export const EventName = {
  appHomeOpened: "app_home_opened",
  appUninstalled: "app_uninstalled",
  tokensRevoked: "tokens_revoked",
  /** An Enterprise Grid organisation took workspaces out of its org-wide install. */
  teamAccessRevoked: "team_access_revoked",
  /** A message in the app's DM (Slack's subscription name; the event's type is "message"). */
  messageIm: "message.im",
} as const;

/** Events that mean the school left: they carry no user, and must not greet the workspace anew. */
export const LEAVING_EVENTS: ReadonlySet<string> = new Set([
  EventName.appUninstalled,
  EventName.tokensRevoked,
  EventName.teamAccessRevoked,
]);
export type EventName = (typeof EventName)[keyof typeof EventName];
