/**
 * Why an admin's change was refused (src/classes/admin/problems.ts): each as the form shows it by its
 * field, or as the list's notice. English field errors get their full stop from `fieldErrors`.
 */
export const adminProblems = {
  secretMissing: "Enter the school SECRET",
  secretAgain: "You changed the {{fields}}: enter the school SECRET again to save",
  fields: {
    baseUrl: "base URL",
    liveBaseUrl: "live page base URL",
    sid: "SID",
    /** A list of two, and the last of a longer one. */
    two: "{{first}} and {{last}}",
    separator: ", ",
  },
  secretUnreadable: "The stored SECRET cannot be read any more; enter it again",
  connectionRefused: "{{service}} refused this connection: {{reason}}. Fix it, or tick “Save anyway” below",
  failure: {
    keysRefused: "the SID or SECRET is wrong: {{service}} refused them",
    refused: "{{service}} refused it: {{message}}",
    timeout: "{{service}} at {{url}} did not answer in time",
    unreachable: "{{service}} at {{url}} could not be reached; check the base URL",
    unreachableCode: "{{service}} at {{url}} could not be reached ({{code}}); check the base URL",
    http: "{{url}} answered HTTP {{status}}, not {{service}}; check the base URL",
    notPartner: "{{url}} answered, but not like {{service}}; check the base URL",
    unusable: "the stored connection is not usable; save it again",
    notRun: "the test could not run",
    secretUnreadable:
      "the stored SECRET cannot be read with this app's encryption key; enter the SECRET again and save",
    notSaved: "no connection is saved yet; fill in the form and save it first",
  },
  uidNeeded: {
    admin: "A admin needs a UID; only an admin may have none",
    teacher: "A teacher needs a UID; only an admin may have none",
    student: "A student needs a UID; only an admin may have none",
  },
  slackUserListed: "This Slack user is already in the directory; edit them from the list",
  uidTaken: "This UID already belongs to {{owner}}",
  uidTakenOther: "This UID already belongs to another person in the directory",
  lastAdmin:
    "{{name}} is the school's last admin: make someone else admin first, so the school always has one",
  personGone: "That person was already removed",
  courseListed: "Course {{courseId}} is already registered; edit it from the course list",
  courseGone: "Course {{courseId}} was already removed",
  courseInUse: "{{name}} still has classes scheduled through the app, so it cannot be removed",
  labelNameControl: "The name contains control characters (such as line breaks or NUL)",
  labelListed: "Label {{labelId}} is already in the list; edit it there",
  labelGone: "Label {{labelId}} was already removed",
  /** A pasted line the parser refused; a line's problems follow one another. */
  parse: {
    /** A line's next problem after those before it. */
    followedBy: "{{first}} {{next}}",
    /** The member IDs a slack_user value may be, as examples. */
    examples: "U0123ABCD or <@U0123ABCD>",
    quoteOpen: 'A quoted value is not closed: a " is missing.',
    quoteText: "There is text after a closing quote; put the whole value in the quotes.",
    width_one: "This line has {{count}} value; it needs {{width}} ({{columns}}).",
    width_other: "This line has {{count}} values; it needs {{width}} ({{columns}}).",
    slackEmpty: "The slack_user value is empty; give a member ID, a mention or an e-mail address.",
    slackInvalid:
      'The slack_user value "{{text}}" is not a Slack member ID, mention or e-mail address (like {{examples}} or ann@school.org).',
    roleEmpty: "The role is empty; give admin, teacher or student.",
    roleInvalid: 'The role "{{text}}" must be admin, teacher or student.',
    duplicateUid_one: "The {{service}} UID {{key}} is also on line {{lines}}.",
    duplicateUid_other: "The {{service}} UID {{key}} is also on lines {{lines}}.",
    duplicateMember_one: "The Slack member {{key}} is also on line {{lines}}.",
    duplicateMember_other: "The Slack member {{key}} is also on lines {{lines}}.",
  },
  /** An import line the importer judged. */
  importLine: {
    noEmail: "{{name}}: no member of this Slack workspace has the e-mail address {{email}}",
    notMember: "{{name}}: {{id}} is not a member of this Slack workspace (or was deactivated)",
    slackUnreachable: "{{name}}: Slack could not be asked about this member just now; import this line again",
    sameMember: "{{name}}: the same Slack member is also on line {{lines}}",
    emailNeedsSlack: "{{name}}: e-mail addresses need Slack to look them up",
    lastAdmin: "{{name}}: not changed, the school would have no admin left; make someone else admin first",
    uidTaken: "{{name}}: UID {{uid}} already belongs to another Slack user in this workspace",
    notSaved: "{{name}}: could not be saved; import this line again",
    created: {
      admin: "{{name}} added as admin",
      teacher: "{{name}} added as teacher",
      student: "{{name}} added as student",
    },
    updated: {
      admin: "{{name}} updated as admin",
      teacher: "{{name}} updated as teacher",
      student: "{{name}} updated as student",
    },
    unchanged: {
      admin: "{{name}} already up to date as admin",
      teacher: "{{name}} already up to date as teacher",
      student: "{{name}} already up to date as student",
    },
  },
  person: {
    uidEmpty: "The {{service}} UID is empty; teachers and students need one.",
    uidTooLong: "The {{service}} UID is longer than {{max}} characters.",
    uidSpaces: "The {{service}} UID must not contain spaces.",
    nameEmpty: "The name is empty.",
    nameTooLong: "The name is longer than {{max}} characters.",
    nameControl: "The name contains control characters (such as line breaks or NUL).",
    accountEmpty: "The account is empty; students need one for their live link.",
    accountTooLong: "The account is longer than {{max}} characters.",
    accountSpaces: "The account must not contain spaces.",
  },
  settings: {
    nameControl: "The school name contains control characters (such as line breaks or NUL)",
    nameTooLong: "Use at most {{max}} characters for the school name",
    enter: {
      seatMax: "Enter the seat maximum",
      reminderMinutes: "Enter the reminder time",
      recentClassDays: "Enter the number of days",
      personalDataDays: "Enter the number of days personal data is kept",
    },
    whole: {
      seatMax: "The seat maximum must be a whole number from {{min}} to {{max}}",
      reminderMinutes: "The reminder time must be a whole number from {{min}} to {{max}}",
      recentClassDays: "The number of days must be a whole number from {{min}} to {{max}}",
      personalDataDays:
        "The number of days personal data is kept must be a whole number from {{min}} to {{max}}",
    },
    zoneMissing: "Pick the school's time zone, e.g. type New York or Berlin",
    zoneNotListed: "Pick the school's time zone from the list: type a city to find it",
  },
} as const;
