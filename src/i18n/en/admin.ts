/** The school admin's modal (`/class admin`): its frame, start page, connection, settings and audit log. */
export const admin = {
  title: "School admin",
  /** The admin's section on their App Home. */
  homeSection: {
    notConnected: "*School admin*\nThe school is not connected yet: add its SID and SECRET.",
    connected: "*School admin*\nSchool connection, courses, people, import and audit log.",
    open: "Open school admin",
    /** The optional permissions the workspace has not granted: each one's sentence follows, one a line. */
    declined:
      "*Permissions not granted*\nThis workspace has not granted the app some permissions; everything else works.",
  },
  close: "Close",
  save: "Save",
  backHome: "← Admin home",
  back: "← Back",
  loading: "Loading the school settings…",
  paging: {
    showing: "Showing {{shown}} of {{total}} {{noun}} ({{first}}–{{last}}).",
    previous: "← Previous",
    next: "Next →",
    nouns: { courses: "courses", people: "people", labels: "labels" },
  },
  partnerId: {
    course: {
      label: "Course ID",
      saved: "Course ID *{{id}}*. To use another course ID, register it as another course.",
    },
    label: {
      label: "Label ID",
      saved: "Label ID *{{id}}*. To use another label ID, add it as a new label.",
    },
  },
  list: {
    edit: "Edit",
    remove: "Remove",
    /** A removal's confirmation: the buttons say what is removed and what is kept. */
    removeIt: { courses: "Remove the course", people: "Remove the person", labels: "Remove the label" },
    keepIt: { courses: "Keep the course", people: "Keep the person", labels: "Keep the label" },
    removed: "Removed {{name}}.",
  },
  home: {
    askZone: {
      text: "*Which time zone is your school in?*\nPeople whose Slack profile has no time zone see class times in {{zone}} until you set it.",
      button: "Set time zone",
    },
    connection: {
      title: "School connection",
      none: "Not set up yet: add the school's SID and SECRET.",
      noSecretNamed: "*{{school}}*: the SECRET is missing.",
      noSecretId: "School {{sid}}: the SECRET is missing.",
      connectedNamed: "Connected as *{{school}}*.",
      connectedId:
        "Connected as school {{sid}}. Give the school a name in School settings to show it instead of this ID.",
      button: "Open",
    },
    settings: {
      title: "School settings",
      detail:
        "Time zone {{zone}}, at most {{seats}} on stage, reminders {{minutes}} min before class, classes rateable {{rateable}} after. Ratings, comments and link opens are kept {{kept}} after each class, then deleted.",
      seats_one: "{{count}} seat",
      seats_other: "{{count}} seats",
      days_one: "{{count}} day",
      days_other: "{{count}} days",
      button: "Edit",
    },
    courses: {
      title: "Courses",
      detail_one: "{{count}} course registered.",
      detail_other: "{{count}} courses registered.",
      refused_one:
        "{{count}} course registered, {{refused}} refused by {{service}}: see why on the Courses page.",
      refused_other:
        "{{count}} courses registered, {{refused}} refused by {{service}}: see why on the Courses page.",
    },
    people: {
      title: "People",
      detail_one: "{{count}} person in the directory.",
      detail_other: "{{count}} people in the directory.",
    },
    import: {
      title: "Import people",
      detail: "Paste a list (CSV) to add or update many people at once.",
      button: "Import",
    },
    audit: {
      title: "Audit log",
      detail: "Every change and every call to {{service}}, newest first.",
      button: "View",
    },
    labels: {
      title: "Labels",
      detail_one: "{{count}} label teachers can put on classes.",
      detail_other: "{{count}} labels teachers can put on classes.",
    },
    manage: "Manage",
  },
  connection: {
    title: "School connection",
    savedWorks: "School connection saved and tested: {{service}} accepts it.",
    savedRefused:
      "School connection saved, but {{service}} refused it (see below). Teachers are blocked until it works: fix it and save again.",
    baseUrl: {
      label: "Base URL",
      hint: "The {{service}} address your school uses, starting with https://",
    },
    liveBaseUrl: {
      label: "Live page base URL",
      hint: "Where students' live links point. Leave empty to use the base URL.",
    },
    sid: {
      label: "School ID (SID)",
      hint: "Digits only: your school's ID, shown in your {{service}} school console.",
    },
    secret: {
      label: "School SECRET",
      stored: "•••• stored",
      paste: "Paste the SECRET",
      hintStored: "Leave empty to keep the current secret. It is never shown again.",
      hintNew:
        "In your {{service}} school console, on its page of keys for connecting other apps. It is stored encrypted and never shown again.",
    },
    saveAnyway: {
      label: "If the test fails",
      hint: "Saving tests the connection first; a connection {{service}} refuses is not saved unless this is ticked.",
      option: "Save anyway, even if {{service}} refuses it",
      confirmTitle: "Save a failing connection?",
      confirmText:
        "Teachers will be blocked: while {{service}} refuses the connection, no class can be scheduled or changed and students get no links.",
      confirm: "Save anyway",
      deny: "Go back",
    },
    test: "Test connection",
    untested: "Not tested yet. *Test connection* asks {{service}} for the school's cloud folder.",
    works: "✅ Connection works: {{service}} answered. Checked {{when}}.",
    failed: "⚠️ Connection failed: {{reason}}. Checked {{when}}.",
  },
  settings: {
    title: "School settings",
    savedNothing: "School settings saved (nothing changed).",
    saved: "School settings saved: {{changed}} changed.",
    /** Between the changed settings' names. */
    separator: ", ",
    changed: {
      name: "school name",
      timeZone: "time zone",
      seatMax: "seat maximum",
      reminderMinutes: "reminder time",
      recentClassDays: "days classes stay rateable",
      personalDataDays: "days personal data is kept",
    },
    name: {
      label: "School name",
      placeholder: "Lincoln High School",
      hint: "What admin pages and everyone's Home call the school, instead of its ID at {{service}}.",
    },
    timeZone: {
      label: "School time zone",
      placeholder: "Type a city, e.g. New York",
      hint: "Type a city or a zone name to find it. Used for people whose Slack profile has no time zone. Default {{zone}}.",
    },
    seatMax: {
      label: "Most seats on stage",
      hint: "The most students a class may have on stage, 1 to {{max}}. Default {{default}}.",
    },
    reminder: {
      label: "Reminder before class (minutes)",
      hint: "How long before class students get their reminder, 1 to {{max}} minutes. Default {{default}}.",
    },
    rateable: {
      label: "Classes stay rateable (days)",
      hint: "How many days after a class ended it shows under Recent classes and can still be rated, 1 to {{max}}. Default {{default}}.",
    },
    keep: {
      label: "Keep ratings and link opens (days)",
      hint: "How many days after a class its ratings, comments and link opens are kept; a daily job deletes them after that, {{min}} to {{max}}. Default {{default}}.",
    },
  },
  audit: {
    title: "Audit log",
    empty: "Nothing has been recorded yet.",
    showing: "Showing the latest {{shown}} of {{total}} entries.",
    theApp: "the app",
    failed: "it failed",
    ms: "{{ms}} ms",
  },
} as const;
