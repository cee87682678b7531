/** The class modals' frame (heading, Apply to, buttons), the class picker, and the modals' own forms. */
export const classModals = {
  titles: {
    students: "Students",
    video: "Recording & live",
    seats: "Seats & HD",
    labels: "Class labels",
    rate: "Rate students",
    cancel: "Cancel a class",
    move: "Move a class",
  },
  save: "Save",
  cancel: "Cancel",
  close: "Close",
  done: "Done",
  heading: "*{{name}}* · {{when}}",
  /** A class of a series: the modal acts on one class and offers the rest, whatever their rhythm. */
  headingSeries: "*{{name}}* (class of a series) · {{when}}",
  /** The same, naming how the series meets as lists do: "(class of a series every other Tuesday)". */
  headingRhythm: "*{{name}}* (class of a {{series}}) · {{when}}",
  /** How a date reads in a menu option (`<!date>` tokens cannot go there): parts of Intl in `intlLocale`. */
  intlLocale: "en-GB",
  optionWhen: "{{weekday}} {{day}} {{month}} {{hour}}:{{minute}}",
  option: "{{name}} · {{when}}",
  optionEnded: "{{name}} · {{when}} · ended",
  optionSeries_one: "{{label}} · series, {{count}} to go",
  optionSeries_other: "{{label}} · series, {{count}} to go",
  /** A class whose settings can no longer change (20 minutes before its start, in session, ended). */
  locked: {
    frozen:
      "*{{name}}* ({{when}}) starts in less than {{minutes}} minutes: {{service}} no longer takes changes to its seats, recording or time.",
    inSession: "*{{name}}* ({{when}}) is in session: its seats, recording and time can no longer change.",
    over: "*{{name}}* ({{when}}) has ended: its seats, recording and time can no longer change.",
    nothingLeft: "There is nothing left to change here.",
    laterOnly:
      "It stays as it is. This form changes the later classes of the series, from {{next}} (your time).",
  },
  applyTo: "Apply to",
  thisClass: "This class",
  thisAndAll: "This and all later classes of the series",
  thisAndLater_one: "This and the {{count}} later class of the series",
  thisAndLater_other: "This and the {{count}} later classes of the series",
  /** The scope of a change to a class of a series (lib/class-modals/scope.ts): one rule from every door. */
  scope: {
    day: "{{weekday}} {{day}} {{month}}",
    only_one: "Only {{day}} (the last class of {{name}})",
    only_other: "Only {{day}} (1 of {{count}} classes of {{name}})",
    rest_one: "The 1 remaining class of {{name}}, {{day}}",
    rest_other: "The {{count}} remaining classes of {{name}}, from {{day}}",
    openedSeries_one: "Opened on the series *{{name}}*: this changes its 1 remaining class, {{day}}.",
    openedSeries_other:
      "Opened on the series *{{name}}*: this changes its {{count}} remaining classes, from {{day}}. Pick *Only {{day}}* to change that class alone.",
    openedClass_one: "Opened on {{day}}: this changes that class only.",
    openedClass_other:
      "Opened on {{day}}: this changes that class only, not the other {{count}} remaining classes of *{{name}}* unless you pick them.",
  },
  picker: {
    none: "You have no upcoming classes you can change.",
    pick: "Pick a class",
    search: "Type a class name or date",
    which: "Which class?",
    sameName: 'More than one of your classes is called "{{typed}}". Which one?',
    startsWith: 'More than one of your classes starts with "{{typed}}". Which one?',
    noneCalled: 'None of your upcoming classes is called "{{typed}}".',
    noneCalledEnded: 'None of your upcoming classes or recently ended ones is called "{{typed}}".',
    pickFrom: "Type `/class {{word}}` to pick from your classes.",
    closeMatches: "Close matches:\n{{list}}\nType one of these names, or `/class {{word}}` to pick.",
    outOfDate: "That form is out of date. Open it again with /class {{word}}.",
  },
  seats: {
    standard: "Standard",
    hd: "HD",
    fullHd: "Full HD",
    onStage: "Students on stage",
    schoolMax: "Your school allows up to {{max}}.",
    quality: "Video quality",
    qualityHint:
      "HD and Full HD only with 1 or 6 students on stage; with other seats the class's HD is turned off.",
  },
  cancelClass: {
    noStudents: "It has no students yet.",
    students_one:
      "Its {{count}} student will be removed from the class in {{service}} (their personal link stops working), get one message saying it was cancelled, and their reminders are cancelled.",
    students_other:
      "Its {{count}} students will be removed from the class in {{service}} (their personal links stop working), get one message saying it was cancelled, and their reminders are cancelled.",
    submit: "Cancel the class",
    keep: "Keep the class",
    what: "*This cannot be undone.* {{who}} The class leaves Home, lists and pickers.",
    partnerKeeps:
      "{{service}} has no way to delete a class from here: it keeps an *empty class* in the {{service}} school console, which an admin can delete there.",
    reasonLabel: "Reason (optional)",
    reasonHint: "Shown to the students as you type it, in the message that tells them.",
    reasonPlaceholder: "e.g. school holiday",
    over: "*{{name}}* is over: there is nothing to cancel.",
    inSession:
      "*{{name}}* is in session (it began {{time}}): it can no longer be cancelled. Nothing was sent.",
    alreadyCancelled: "This class was already cancelled: nothing more was done.",
    nothing: "Nothing was cancelled.",
    oneCancelled: "The class is cancelled",
    manyCancelled: "{{count}} classes are cancelled",
    deleted: "It was deleted in {{service}}, so the app cancelled it here. ",
    hadNoStudents: "It had no students.",
    told_one: "{{count}} student told; their reminders cancelled.",
    told_other: "{{count}} students told; their reminders cancelled.",
    summary: "{{cause}}{{what}}. {{told}}",
    lineCancelled: "• {{when}}: cancelled",
    lineNotCancelled: "• {{when}}: *not cancelled*, {{why}}",
    theClass: "The class",
    classWord: "Class",
    fallbackName: "Cancel",
    report: "{{name}}: {{summary}}",
    working: "Cancelling *{{name}}*… You will get a report by DM.",
  },
  video: {
    record: "Recording",
    live: "Live broadcast",
    replay: "Replay",
    label: "Recording, live and replay",
    hint: "Live and replay need recording. Frozen in the 20 minutes before class.",
  },
} as const;
