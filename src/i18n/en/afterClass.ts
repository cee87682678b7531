/** The teacher's notices about their class: the summary once it ended, the warning of an unrecorded one. */
export const afterClass = {
  rate: "Rate students",
  head_one:
    "*{{name}}* · {{course}} has ended ({{when}}).\n{{joined}} of {{count}} student opened their Join link.",
  head_other:
    "*{{name}}* · {{course}} has ended ({{when}}).\n{{joined}} of {{count}} students opened their Join link.",
  text_one: "{{name}} has ended: {{joined}} of {{count}} student opened their Join link.",
  text_other: "{{name}} has ended: {{joined}} of {{count}} students opened their Join link.",
  joined: "Joined",
  missed: "Did not open their link",
  /** A list's heading and how many it holds. */
  listHeading: "*{{heading}}* ({{count}})",
  moreStudents_one: "…and {{count}} more student.",
  moreStudents_other: "…and {{count}} more students.",
  noteJoined:
    "Joined means the student clicked their Join button in Slack; {{service}} does not tell us who was in the room.",
  noteReplay: "Each student was sent their replay link.",
  noteRate_one: "You can rate the students for {{count}} day.",
  noteRate_other: "You can rate the students for {{count}} days.",
  /** The notes' sentences together, with and without the replay's. */
  notes: "{{joinedNote}} {{rateNote}}",
  notesReplay: "{{joinedNote}} {{replayNote}} {{rateNote}}",
  recordingWarning: {
    text_one:
      "{{name}} starts {{when}} without recording, so {{count}} student has no Join link. Turn recording on before {{until}} to send them their links.",
    text_other:
      "{{name}} starts {{when}} without recording, so {{count}} students have no Join link. Turn recording on before {{until}} to send them their links.",
    line_one:
      ":warning: *{{name}}* starts {{when}} without recording, so {{count}} student has no Join link.\nTurn recording on before {{until}} and each gets theirs; after that {{service}} no longer allows it.",
    line_other:
      ":warning: *{{name}}* starts {{when}} without recording, so {{count}} students have no Join link.\nTurn recording on before {{until}} and each gets theirs; after that {{service}} no longer allows it.",
    button: "Turn recording on",
  },
} as const;
