/**
 * The student's world: the live link DM, the reminder, `/class my` and `/class link`, the DMs after a
 * change (cancel, removal), the replay DM, the "no Join link" notice, calendar files and their Home.
 */
export const student = {
  /** Slack's date token format for when a class starts, to follow "starts" ("tomorrow at 17:00"). */
  join: "Join live & chat",
  length: " ({{minutes}} min)",
  classLine: "*{{name}}* · {{course}}\n{{when}}{{length}} · {{teacher}}",
  noPageYet: "_No live page yet: your link will follow when recording is on._",
  linkWillFollow:
    "This class is not recorded yet, so it has no live page. Your link will follow as soon as your teacher turns recording on.",
  liveLink: {
    inClass: "You are in a class:\n{{line}}",
    text: "You are in {{name}}, which starts {{when}}.",
    textLater: "You are in {{name}}, which starts {{when}}. Your live link will follow.",
    seriesOver_one: "All {{count}} class of *{{name}}* · {{course}} with {{teacher}} are over.",
    seriesOver_other: "All {{count}} classes of *{{name}}* · {{course}} with {{teacher}} are over.",
    series_one: "You are in *{{count}} class* of *{{name}}* · {{course}} with {{teacher}}:",
    series_other: "You are in *{{count}} classes* of *{{name}}* · {{course}} with {{teacher}}:",
    dateDone: ":white_check_mark: ~{{line}}~ done",
    dateNext: "*Next:* {{line}}",
    moreDates_one: "…and {{count}} more date. `/class my` lists your next classes.",
    moreDates_other: "…and {{count}} more dates. `/class my` lists your next classes.",
    textOver_one: "All {{count}} class of {{name}} are over.",
    textOver_other: "All {{count}} classes of {{name}} are over.",
    textNext: "Your next class of {{name}} starts {{when}}.",
    textSeries_one: "You are in {{count}} class of {{name}}, the first starting {{when}}.",
    textSeries_other: "You are in {{count}} classes of {{name}}, the first starting {{when}}.",
    textSeriesLater_one:
      "You are in {{count}} class of {{name}}, the first starting {{when}}. Links for classes not yet recorded will follow.",
    textSeriesLater_other:
      "You are in {{count}} classes of {{name}}, the first starting {{when}}. Links for classes not yet recorded will follow.",
  },
  reminder: {
    line_one: ":alarm_clock: *{{name}}* starts {{time}} (in {{count}} minute) · {{teacher}}",
    line_other: ":alarm_clock: *{{name}}* starts {{time}} (in {{count}} minutes) · {{teacher}}",
    text_one: "{{name}} starts in {{count}} minute.",
    text_other: "{{name}} starts in {{count}} minutes.",
  },
  my: {
    empty: "You have no upcoming classes. You will get a message when a teacher adds you to one.",
    noMatch: "None of your upcoming classes matches that. `/class my` lists them.",
    heading: "*Your classes*",
    seriesLine_one: "{{line}}\n{{series}}: {{count}} more class after this one",
    seriesLine_other: "{{line}}\n{{series}}: {{count}} more classes after this one",
    more_one: "…and {{count}} more class.",
    more_other: "…and {{count}} more classes.",
    text_one: "You have {{count}} upcoming class.",
    text_other: "You have {{count}} upcoming classes.",
  },
  changed: {
    bySchool: "the school",
    byTeacher: "your teacher",
    byAdmin: "a school admin",
    yourClass: "your class",
    /** Between the dates of a list ("Mon 17:00, Tue 17:00"). */
    dateSeparator: ", ",
    datesMore_one: "{{dates}} and {{count}} more",
    datesMore_other: "{{dates}} and {{count}} more",
    removed:
      ":no_entry: You were removed from *{{name}}* ({{when}}) by {{by}}. Your link to it no longer works.",
    removedText: "You were removed from {{name}} by {{by}}",
    cancelled: ":x: *{{name}}* ({{when}}): cancelled by {{by}}. There is nothing to join.",
    cancelledMany_one:
      ":x: {{count}} class of *{{name}}* ({{when}}): cancelled by {{by}}. There is nothing to join.",
    cancelledMany_other:
      ":x: {{count}} classes of *{{name}}* ({{when}}): cancelled by {{by}}. There is nothing to join.",
    cancelledText: "{{name}} ({{when}}): cancelled by {{by}}",
    /** A moved class's dates: with the weekday (Slack's date tokens, shown in the reader's zone). */
    moved: ":arrow_right: *Moved:* ~{{was}}~ → *{{when}}* (by {{by}})\n*{{name}}* · {{course}} · {{teacher}}",
    movedText: "Moved: {{name}}, was {{was}}, now {{when}}",
    /** The move's notification when the student's DM about the class was edited to say it all. */
    movedSeeAbove:
      ":bell: *{{name}}* was moved by {{by}} to *{{when}}* (was {{was}}): your message about it above now has the new time and Join button.",
    movedSeeAboveLater:
      ":bell: *{{name}}* was moved by {{by}} to *{{when}}* (was {{was}}): your message about it above now has the new time.",
    movedSeeAboveText: "{{name}} was moved to {{when}}: see the message above",
    /** A cancel's reason, as the teacher typed it. */
    reason: "Reason: {{reason}}",
    /** The cancel's notification when the DM with the link was edited to say it all. */
    cancelledSeeAbove:
      ":bell: *{{name}}* ({{when}}) was cancelled by {{by}}: your message about it above now says so.",
    cancelledSeeAboveMany_one:
      ":bell: {{count}} class of *{{name}}* ({{when}}) was cancelled by {{by}}: your message about it above now says so.",
    cancelledSeeAboveMany_other:
      ":bell: {{count}} classes of *{{name}}* ({{when}}) were cancelled by {{by}}: your message about them above now says so.",
    cancelledSeeAboveText: "{{name}} ({{when}}) was cancelled by {{by}}: see the message above",
    /** The edited DM's notification: what happened, then what the classes still ahead say. */
    textWithRest: "{{head}}. {{rest}}",
  },
  /** The notification of a "link will follow" DM edited to carry the Join button. */
  linkReady: {
    one: ":bell: Your Join link for *{{name}}* ({{when}}) is ready: your message about it above now has the Join button.",
    many_one:
      ":bell: Your Join link for {{count}} class of *{{name}}* (from {{when}}) is ready: your message about it above now has the Join button.",
    many_other:
      ":bell: Your Join links for {{count}} classes of *{{name}}* (from {{when}}) are ready: your message about them above now has the Join button.",
    text: "Your Join link for {{name}} is ready: see the message above",
  },
  /** Recording switched off after students had their Join link: their DM edited, one notification. */
  recordingOff: {
    note: "Recording was turned off for this class, so it will not be streamed and your Join link no longer works. Join through the class app as usual. If recording is turned back on, your link will be here again.",
    dmText: "{{name}}, which starts {{when}}, is no longer recorded: your Join link no longer works.",
    one: ":bell: Recording was turned off for *{{name}}* ({{when}}): your Join link no longer works. Your message about it above now says so; if recording is turned back on, the link will be there again.",
    many_one:
      ":bell: Recording was turned off for {{count}} class of *{{name}}* (from {{when}}): your Join link to it no longer works. Your message about it above now says so; if recording is turned back on, the link will be there again.",
    many_other:
      ":bell: Recording was turned off for {{count}} classes of *{{name}}* (from {{when}}): your Join links to them no longer work. Your message about them above now says so; if recording is turned back on, the links will be there again.",
    text: "Recording was turned off for {{name}}: your Join link no longer works",
  },
  /** A single class's live link DM once the class is over. */
  ended: {
    line: ":checkered_flag: *{{name}}* · {{course}} has ended.\n{{when}}{{length}} · {{teacher}}",
    replay: "The replay is available: the button opens it.",
    text: "{{name}} has ended.",
    textReplay: "{{name}} has ended; its replay is available.",
  },
  replay: {
    button: "Watch the replay",
    line: ":film_frames: *Replay is available:* *{{name}}* · {{course}}\n{{when}} · {{teacher}}",
    text: "The replay of {{name}} is available.",
  },
  noLink: {
    line: "There will be no Join link for *{{name}}* ({{when}}): the class is not recorded. Join it through the class app as usual, or ask your teacher.",
    text: "There will be no Join link for {{name}}: the class is not recorded.",
  },
  calendar: {
    button: "Add to calendar",
    file: "Your calendar file for {{name}}: open it to add it to your calendar. Importing it again updates the events instead of adding copies.",
    fileSeries_one:
      "Your calendar file for {{count}} class of {{name}}: open it to add it to your calendar. Importing it again updates the events instead of adding copies.",
    fileSeries_other:
      "Your calendar file for {{count}} classes of {{name}}: open it to add it to your calendar. Importing it again updates the events instead of adding copies.",
    refused: "No calendar file: {{reason}}",
    /** The workspace declined files:write (an optional scope): the file cannot be sent; Subscribe still works. */
    noUploadPermission:
      "No calendar file: sending you a file needs the permission to upload files, which this workspace has not granted the app; a workspace admin can grant it by installing the app again (Add to Slack) and allowing it.",
    notYours: "That class is not one of yours.",
    gone: "That class was cancelled or no longer exists.",
    /** The event's description in the calendar file (plain text, not mrkdwn). */
    withTeacher: "{{course}} with {{teacher}}",
    joinLine: "Join: {{link}}",
    noLink: "Your Join link will follow in Slack (the class is not recorded yet).",
    /** A cancelled class's event in a subscribed calendar (plain text), with the reason as typed. */
    cancelled: "Cancelled.",
    cancelledReason: "Cancelled: {{reason}}",
    /** The calendar file's language (its PRODID, RFC 5545): an ISO 639 code in capitals. */
    fileLanguage: "EN",
    /** The name a subscribed calendar shows for a person's feed. */
    feedName: "My classes",
    subscribe:
      "*Subscribe* to all your classes, kept up to date: <{{webcal}}|Subscribe in your calendar app> or copy this address: `{{https}}`\nGoogle Calendar: Other calendars → From URL; Outlook: Add calendar → Subscribe from web; Apple Calendar: File → New Calendar Subscription. The address is yours alone: anyone who has it sees your classes and their Join links.",
    subscribeButton: "Subscribe to my calendar",
    newAddress: "New address",
    newAddressDone:
      "Your calendar has a new address; the old one no longer works. Subscribe again with it in your calendar app.",
    subscribeNotSetUpAdmin:
      "Subscribing to a calendar is not set up: set PUBLIC_URL to the https address where people reach this app (and run it in HTTP mode), then restart it.",
    subscribeNotSetUp: "Subscribing to a calendar is not set up for your school yet: use the file instead.",
    outOfDate:
      "The calendar file you downloaded still shows the old time: *Add to calendar* gives a new one, and Subscribe keeps your calendar up to date by itself.",
    outOfDateCancelled:
      "The calendar file you downloaded still shows this class: delete it from your calendar, or subscribe (*Add to calendar* on any class) to keep your calendar up to date by itself.",
  },
  home: {
    stranger:
      "You are not in the school directory yet, so there are no classes to show. Ask an admin of your school to add you.",
    introAdmin:
      "You manage this school's classes in Slack, and may schedule and run classes in every course. `/class help` lists every command.",
    introTeacher: "Your upcoming classes. `/class help` lists what you can do.",
    introStudent: "Your upcoming classes. You get a message with your live link when a teacher adds you.",
  },
} as const;
