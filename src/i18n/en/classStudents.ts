/** The students modal: its form, the "add anyway" question, its field errors and the per-person report. */
export const classStudents = {
  add: "Add students",
  channel: "Add everyone in a channel",
  channelHint: "Its members who are students in the school directory.",
  remove: "Remove students",
  removeSearch_one: "Type a name to search the class's {{count}} student.",
  removeSearch_other: "Type a name to search the class's {{count}} students.",
  liveLink: "Live link",
  sendLinks: "Send each new student their live link",
  sendLinksHint: "A DM with their Join button; for an unrecorded class, that the link will follow.",
  others: "The others",
  question: "⚠️ {{question}}",
  /** Names in a sentence: "Ben, Chloé and 张伟"; past ten, "… and 290 more". */
  names: {
    separator: ", ",
    two: "{{first}} and {{last}}",
    more: "{{names}} and {{count}} more",
  },
  /** Who Slack gave no name for, after the named ones ("and one other person you picked"). */
  unnamed: {
    one: "one person you picked",
    oneOther: "one other person you picked",
    many: "{{count}} people you picked",
    manyOther: "{{count}} other people you picked",
  },
  outsidersOne: "{{who}} is not in the school directory",
  outsidersMany: "{{who}} are not in the school directory",
  notStudent: {
    admin: "{{name}} is an admin, not a student",
    teacher: "{{name}} is a teacher, not a student",
    student: "{{name}} is a student, not a student",
  },
  role: { admin: "admin", teacher: "teacher", student: "student" },
  withRole: "{{name}} ({{role}})",
  notStudents: "{{names}} are not students",
  bothFacts: "{{first}} and {{second}}",
  them: "them",
  addOther_one: "Add the other student anyway",
  addOther_other: "Add the {{count}} others anyway",
  tickAnyway: "Tick “{{option}}” below to add the others without {{who}}, or take {{who}} off the list.",
  studentsOnly: "Pick students only.",
  adminCanAdd: "An admin can add {{who}} to the school directory in /class admin → People.",
  askFirst: "{{facts}}, so nobody was added yet. {{advice}}",
  refused: "{{facts}}, so nobody was added. {{advice}}",
  leftOut: {
    outsider: "{{name}} was not added: not in the school directory.",
    unnamed: "A person you picked was not added: not in the school directory.",
    admin: "{{name}} was not added: an admin, not a student.",
    teacher: "{{name}} was not added: a teacher, not a student.",
    student: "{{name}} was not added: a student, not a student.",
  },
  pickChannel: "Pick a channel from the list.",
  pickSome: "Pick students to add or remove.",
  notInClass: "UID {{uid}} is not a student of this class.",
  channelNoPermissionHint:
    "Reading a channel's members needs the permission to view channels, which this workspace has not granted the app; a workspace admin can grant it by installing the app again (Add to Slack) and allowing it.",
  channelNoPermission:
    "Nobody was added from {{channel}}: reading a channel's members needs the permission to view channels, which this workspace has not granted the app; a workspace admin can grant it by installing the app again (Add to Slack) and allowing it. Until then, pick the students one by one.",
  channelUnread:
    "Could not read the members of {{channel}}, so nobody was added from it. Invite the app to the channel, or pick the students one by one.",
  report: {
    /** What changed, for which classes, and what it means for the students (issue 30 §2). */
    added: "Added to {{scope}}: {{names}}",
    addedLinks_one: "Added to {{scope}}: {{names}} — they got a DM with their personal link",
    addedLinks_other: "Added to {{scope}}: {{names}} — each got a DM with their personal link",
    addedLater_one:
      "Added to {{scope}}: {{names}} — they were told, and their Join link follows once recording is on",
    addedLater_other:
      "Added to {{scope}}: {{names}} — each was told, and their Join link follows once recording is on",
    addedQuiet: "Added to {{scope}}: {{names}} — no DM was sent (sending their links was unticked)",
    removed_one: "Removed {{names}} from {{scope}}: their link stopped working and they were told",
    removed_other: "Removed {{names}} from {{scope}}: their links stopped working and they were told",
    addedSome_one: "{{name}} added to {{done}} of {{count}} class",
    addedSome_other: "{{name}} added to {{done}} of {{count}} classes",
    removedSome_one: "{{name}} removed from {{done}} of {{count}} class",
    removedSome_other: "{{name}} removed from {{done}} of {{count}} classes",
    separator: "; ",
    nothing: "Students: nothing changed",
    title: "{{headlines}}.",
    titleNotSaved_one:
      "{{headlines}}. Saving failed for {{count}} student: {{service}} has the change, this app does not show it yet; run the same change again to save it.",
    titleNotSaved_other:
      "{{headlines}}. Saving failed for {{count}} students: {{service}} has the change, this app does not show it yet; run the same change again to save it.",
    withLeftOut: "{{title}} {{leftOut}}",
    skipped: "skipped: {{why}}",
    line: "{{name}}: {{outcome}}",
  },
  outcome: {
    added: "added",
    removed: "removed",
    notAdded: "not added: {{why}}",
    notRemoved: "not removed: {{why}}",
    notSaved: "{{outcome}}, but saving it here failed, so this app does not show it yet",
    serviceSays: "{{service}} says {{outcome}}, but saving it here failed, so this app does not show it yet",
  },
} as const;
