/** What class work reports to the teacher who asked: per class lines, why something was not done. */
export const reports = {
  notDone: {
    over: "class is over",
    inSession: "class is in session",
    deleted: "this class was deleted in {{service}}",
    notConnected:
      "This school is not connected to {{service}} yet. An admin can connect it with /class admin.",
    notEnrolled: "not in this class",
    unconfirmed: "{{service}} did not confirm it; check the class before trying again",
    noAnswerClass: "{{service}} did not answer for this class",
    noAnswerStudent: "{{service}} did not answer for this student",
  },
  line: {
    timeout: "{{service}} did not answer in time; try again",
    unreachable: "{{service}} could not be reached; try again",
    http: "{{service}} had a problem; try again later",
    unreadable: "{{service}} gave an answer we could not read",
    invalid: "the request was not valid for {{service}}",
  },
  sentence: {
    unreachable: "{{service}} could not be reached. Please try again in a minute.",
    answeredWithError:
      "{{service}} answered with an error. Please try again later; if it persists, an admin should test the school connection.",
    invalid: "{{service}}'s rules refuse the value given for {{fields}}; check it and try again.",
    invalidRequest: "{{service}}'s rules refuse this request; check it and try again.",
  },
  /** The schedule form's words for a failure: its advice is to press Schedule again. */
  schedule: {
    again:
      "{{service}} did not answer properly. Nothing was lost: press Schedule again to retry (classes already made are not made twice).",
    invalid: "{{service}} would refuse these values; check the form.",
  },
  /** A field of the class service's requests, named in a refusal of its value ("the value given for …"). */
  invalidFields: {
    className: "the class name",
    beginTime: "the start time",
    endTime: "the end time",
    classIntroduce: "the class description",
    seatNum: "the seats",
    isHd: "HD",
    record: "recording",
    live: "live broadcast",
    replay: "replay",
    comment: "the comment",
    starNum: "the stars",
    customColumn: "the note sent with it",
    classLabelId: "the labels",
    name: "the name",
  },
  invalidFieldsJoin: ", ",
  classLine: "*{{name}}* · {{when}}",
  more: "…and more (see the class)",
  savedWithOff: "{{what}} ({{off}})",
  notChanged: "not changed: {{why}}",
  /** The scope sentence every result repeats, as the modal's "Apply to" words it (class-modals/report.ts). */
  scope: {
    only_one: "{{day}} only (the last class of {{name}})",
    only_other: "{{day}} only (1 of {{count}} classes of {{name}})",
    rest_one: "the 1 remaining class of {{name}}, {{day}}",
    rest_other: "the {{count}} remaining classes of {{name}}, from {{day}}",
    restSome_one: "{{done}} of the 1 remaining class of {{name}}, {{day}}",
    restSome_other: "{{done}} of the {{count}} remaining classes of {{name}}, from {{day}}",
  },
  video: {
    /** "Recording off for 12 classes of Algebra". */
    title: "{{what}} for {{scope}}",
    titleWith: "{{what}} for {{scope}}: {{consequence}}",
    unchangedTitle: "Recording & live for {{scope}}: nothing changed ({{now}})",
    notChangedTitle: "Recording & live for {{scope}} not changed",
    linksGone_one: "its {{count}} student no longer has a Join link",
    linksGone_other: "its {{count}} students no longer have a Join link",
    linksSent_one: "its {{count}} student gets a Join link",
    linksSent_other: "its {{count}} students get a Join link",
    now: "now {{now}}",
    join: ", ",
    on: { record: "recording on", live: "live on", replay: "replay on" },
    off: { record: "recording off", live: "live off", replay: "replay off" },
  },
  seats: {
    seats_one: "{{count}} seat",
    seats_other: "{{count}} seats",
    standard: "standard video",
    hd: "HD",
    fullHd: "Full HD",
    /** "4 seats, standard video", "1 seat, Full HD". */
    seatsAndHd: "{{seats}}, {{hd}}",
    hdRule: "HD needs {{seats}} seats",
    or: " or ",
    hdOff: "{{level}} turned off: {{rule}}",
    oneClass: "{{name}}",
    classesOf: "{{count}} classes of {{name}}",
    classes: "{{count}} classes",
    title: "Seats on {{scope}}: {{what}}",
    titleReduced: "Seats on {{scope}}: {{what}} (reduced to the school maximum from {{from}})",
    titleOff: "{{title}}. {{off}}",
    titleLeft_one: "{{title}}; {{count}} class already over or in session was left as it was",
    titleLeft_other: "{{title}}; {{count}} classes already over or in session were left as they were",
    /** "8 seats, HD → 6 seats, HD". */
    fromTo: "{{from}} → {{to}}",
    already: "{{what}} (already)",
    notChangedTitle: "Seats on {{scope}} not changed",
    refusedOne: "Seats on {{name}} not changed: {{why}}",
    refused: "Seats not changed: {{why}}",
    command: {
      rule: "Seats on {{name}} not changed: {{problem}}",
      what: "{{what}} ({{off}})",
      reduced: "{{what}} (the school allows at most {{max}})",
      one: "Setting {{name}} to {{what}}… I will send you the result here.",
      oneOfSeries_one:
        "Setting {{name}} on {{when}} only (the last class of the series) to {{what}}… I will send you the result here.",
      oneOfSeries_other:
        "Setting {{name}} on {{when}} only (1 of its {{count}} remaining classes) to {{what}}… I will send you the result here.",
      series_one:
        "Setting {{count}} class of {{name}} (this one and every later one) to {{what}}.{{left}} I will send you the result here.",
      series_other:
        "Setting {{count}} classes of {{name}} (this one and every later one) to {{what}}.{{left}} I will send you the result here.",
      over_one: " {{count}} class already over is left as it was.",
      over_other: " {{count}} classes already over are left as they were.",
    },
  },
} as const;
