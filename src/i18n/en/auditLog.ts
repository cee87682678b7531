/**
 * The audit log's lines, said from the entries' facts (src/classes/admin/audit.ts, audit-change.ts).
 * An admin change written before its operation stored facts shows the description stored with it
 * (English): the log is a record.
 */
export const auditLog = {
  /** A failed entry: what it was doing, and why it failed. */
  failedLine: "{{action}}: {{meaning}}",
  doing: {
    addCourseClass: {
      class: "Scheduling {{name}}",
      classOf: "Scheduling a class of {{course}}",
      aClass: "Scheduling a class",
    },
    addClassStudentMultiple: {
      class: "Adding students to {{name}}",
      classOf: "Adding students to a class of {{course}}",
      aClass: "Adding students to a class",
    },
    delClassStudentMultiple: {
      class: "Removing students from {{name}}",
      classOf: "Removing students from a class of {{course}}",
      aClass: "Removing students from a class",
    },
    modifyClassSeatNum: {
      class: "Changing the seats of {{name}}",
      classOf: "Changing the seats of a class of {{course}}",
      aClass: "Changing the seats of a class",
    },
    updateClassStudentComment: {
      class: "Saving ratings for {{name}}",
      classOf: "Saving ratings for a class of {{course}}",
      aClass: "Saving ratings for a class",
    },
    addCourseClassMultiple: {
      course: "Scheduling a weekly series of classes of {{course}}",
      any: "Scheduling a weekly series of classes",
    },
    setClassVideoMultiple: {
      course: "Changing recording and live for classes of {{course}}",
      any: "Changing recording and live for classes",
    },
    addClassLabels: {
      course: "Setting the labels of classes of {{course}}",
      any: "Setting the labels of classes",
    },
    getCloudList: "Reading the school's cloud folder",
    unknown: "Asking {{service}}",
  },
  meaning: {
    refusedConnection: "{{service}} refused the school's connection details",
    courseUnknown: "the course does not exist at {{service}}",
    courseDeleted: "the course was deleted at {{service}}",
    courseExpired: "the course has expired at {{service}}",
    refusedUnknown: "{{service}} refused it without a reason we know",
    refused: "{{service}} refused it: {{sentence}}",
    transport: "{{service}} could not be reached",
    http: "{{service}}'s address answered with an error",
    response: "{{service}}'s answer could not be read",
    validation: "not sent: the details broke a rule of {{service}}",
    failed: "it failed",
    students_one: "{{service}} refused {{count}} student",
    students_other: "{{service}} refused {{count}} students",
    ratings_one: "{{service}} refused {{count}} rating",
    ratings_other: "{{service}} refused {{count}} ratings",
    classes_one: "{{service}} refused {{count}} class",
    classes_other: "{{service}} refused {{count}} classes",
  },
  change: {
    courseAdd: "Added the course {{name}}",
    courseCreate: "Created the course {{name}} at {{service}}",
    courseEdit: "Edited the course {{name}}",
    courseRemove: "Removed the course {{name}}",
    labelAdd: "Added the label {{name}}",
    labelEdit: "Renamed a label to {{name}}",
    labelRemove: "Removed the label {{name}}",
    cancel: "Cancelled {{name}}",
    cancelReason: "{{said}} (reason: {{reason}})",
    cancelUnnamed: "Cancelled a class",
    cancelMany_one: "Cancelled {{count}} class of {{name}}",
    cancelMany_other: "Cancelled {{count}} classes of {{name}}",
    cancelManyUnnamed_one: "Cancelled {{count}} class of a class",
    cancelManyUnnamed_other: "Cancelled {{count}} classes of a class",
    move: "Moved {{name}} to a new time",
    moveUnnamed: "Moved a class to a new time",
    share: "Shared a card of {{name}} in a channel",
    shareSeries: "Shared a card of the series of {{name}} in a channel",
    connectionSave: "Saved the school connection ({{baseUrl}})",
    connectionSeed: "Connected the school from the app's configuration",
    installed: "Installed the app and became the school's first admin",
    erased: "Erased the school's data",
    /** `count`: the lines refused. */
    peopleImport_one: "Imported people: {{added}} added, {{updated}} updated, {{count}} line refused",
    peopleImport_other: "Imported people: {{added}} added, {{updated}} updated, {{count}} lines refused",
    /** `role`: adminDirectory.roles; `uid`: uid or noUid. */
    personAdd: "Added {{name}} ({{role}}, {{uid}})",
    personEdit: "Edited {{name}} ({{role}}, {{uid}})",
    personRemove: "Removed {{name}} ({{role}}, {{uid}})",
    uid: "UID {{uid}}",
    noUid: "no UID",
    /** `count`: the most seats a class may have. */
    settingsSave_one:
      "Saved the school settings ({{timeZone}}, at most {{count}} seat, reminders {{minutes}} min before)",
    settingsSave_other:
      "Saved the school settings ({{timeZone}}, at most {{count}} seats, reminders {{minutes}} min before)",
    /** Each number is said by its own key below, so each gets its plural. */
    purge: "Deleted personal data older than {{days}}: {{ratings}}, {{links}}",
    purgeDays_one: "{{count}} day",
    purgeDays_other: "{{count}} days",
    purgeRatings_one: "{{count}} rating",
    purgeRatings_other: "{{count}} ratings",
    /** Which students were sent their live link and opened it (the table student_links). */
    purgeLinks_one: "{{count}} live link record",
    purgeLinks_other: "{{count}} live link records",
    settings: "Changed the school's settings",
    other: "Changed something in the school",
  },
} as const;
