/**
 * Class cards in channels (`/class share`). The card is in the language of the person who shared it
 * (many read it); what a click answers privately is in the clicker's.
 */
export const cards = {
  header: "*{{name}}* · {{course}}",
  /** A class's start and length, as the card and the private link show it. */
  whenMinutes: "{{when}} ({{minutes}} min)",
  series_one: "{{series}}: {{count}} class, {{first}} to {{last}}",
  series_other: "{{series}}: {{count}} classes, {{first}} to {{last}}",
  seriesAhead_one: "{{series}}: {{count}} class, {{first}} to {{last}} · {{ahead}} to go",
  seriesAhead_other: "{{series}}: {{count}} classes, {{first}} to {{last}} · {{ahead}} to go",
  next: "Next: {{when}}",
  teacher_one: "Teacher: {{teacher}} · {{count}} seat on stage",
  teacher_other: "Teacher: {{teacher}} · {{count}} seats on stage",
  join: "Join",
  note: "Students of the class get their own link privately when they click Join.",
  /** Slack's date format for "starts …": Slack words the date, the rest is ours. */
  starts: "{{name}} starts {{when}}.",
  ended: ":checkered_flag: Ended",
  endedText: "{{name}}: ended.",
  cancelledBy: ":x: Cancelled by {{by}}",
  cancelledByText: "{{name}}: cancelled by {{by}}.",
  cancelledBySchool: ":x: Cancelled by the school",
  cancelledBySchoolText: "{{name}}: cancelled by the school.",
  link: {
    line: "*{{name}}* · {{when}} · {{teacher}}",
    later:
      "This class is not recorded yet, so it has no live page. Your link will come by DM as soon as your teacher turns recording on.",
    text: "Your own link to {{name}}, only for you.",
    button: "Join live & chat",
    yours: "Your own link, only for you: it lets you chat without signing in again.",
  },
  notEnrolled:
    "You are not a student of *{{name}}* yet. Ask its teacher, {{teacher}}, to add you; you then get your own link by DM.",
  closedEnded: "*{{name}}* has ended.",
  closedCancelled: "*{{name}}* was cancelled: there is nothing to join.",
  unknown: "That class card is no longer known.",
  over: "That class is over or was cancelled.",
  teacher: {
    text: "You teach {{name}}. Add the students in this channel?",
    offer:
      "You teach *{{name}}*. Add everyone in this channel who is a student in the school directory? Each gets their own link by DM, and you get the result per person.",
    button: "Add everyone in this channel",
    confirmTitle: "Add the channel's students?",
    confirmClass:
      "Every member of this channel who is a student in the school directory is added to *{{name}}*.",
    confirmSeries:
      "Every member of this channel who is a student in the school directory is added to *{{name}}* and its later classes.",
    confirm: "Add them",
    deny: "Cancel",
  },
  adding: "Adding the students in this channel to *{{name}}*. You get the result per person by DM.",
  addingUnnamed: "Adding the students in this channel to *the class*. You get the result per person by DM.",
  shared: "The card of *{{name}}* is being posted in this channel. It is edited when the class changes.",
  sharedSeries:
    "The card of *{{name}}* (the whole series) is being posted in this channel. It is edited when the class changes.",
  notInChannel:
    "I can't post in this channel because I'm not a member of it. Type /invite @Classroom in this channel, then try again.",
  /** Posted without the check (the workspace declined channels:read / groups:read): why, and what to do. */
  membershipUnchecked:
    "I could not check that I'm a member of this channel: that needs the permission to view channels, which this workspace has not granted the app (a workspace admin can grant it by installing the app again and allowing it). If the card does not appear, type /invite @Classroom here and share it again.",
  notAChannel: "A class card can only be posted in a channel.",
  alreadyEnded: "{{name}} has already ended.",
  share: {
    title: "Share a class",
    submit: "Post the card",
    close: "Cancel",
    where:
      "A card of this class is posted in {{channel}} with a *Join* button: each student of the class gets their own link privately, anyone else is told to ask the teacher. The card is updated when the class changes.",
    noChannel: "Type `/class share` in the channel where the card should go.",
  },
} as const;
