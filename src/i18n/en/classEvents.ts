/** The Class events admin page (issue 32 §1): the school's address for the class service's pushes. */
export const classEvents = {
  title: "Class events",
  home: {
    title: "Class events",
    waiting:
      "Not connected: who was in each class, recordings and help requests come from {{service}}'s own events.",
    connected: "Connected: {{service}} sent its test at {{when}}.",
    button: "Set up",
  },
  intro:
    "{{service}} can tell this app what happens in each class: who entered and left, recordings, help requests. It sends them to an address that is this school's alone.",
  noUrl:
    "⚠️ There is no address to give yet: set PUBLIC_URL to the address at which people and services reach this app (for example https://classroom.example.org) and restart it. In Socket Mode the app opens no HTTP port and cannot receive events: run it in HTTP mode.",
  noSid: "⚠️ Connect the school first (School connection): {{service}} names the school by its SID.",
  address: "*This school's address*\n`{{address}}`\nKeep it private: anyone who has it can knock on it.",
  steps:
    "*To set it up*, write to {{service}}'s support and ask them to:\n1. push the class events (data subscription) of school SID *{{sid}}*\n2. to the address above\n3. with these message types: {{cmds}}\n4. and to send their error alerts to an e-mail address someone at the school reads.\nOnce they turn it on, {{service}} sends a test message: this page then says it is connected.",
  waiting: "*Not connected yet*: {{service}} has not sent its test message.",
  connected: "*Connected*: {{service}} sent its test at {{when}}.",
  lastEvent: "Last event: {{when}}.",
  lastDay: "In the last 24 hours: {{counts}}.",
  lastDayNone: "No event in the last 24 hours.",
  rotate: "New address",
  rotateConfirm: {
    title: "Make a new address?",
    text: "The current address stops working at once: {{service}}'s events are refused until its support has the new one.",
    confirm: "Make a new address",
    deny: "Keep this one",
  },
  rotated:
    "This school has a new address; the old one no longer works. Give the new one to {{service}}'s support, or its events stop arriving.",
  /** The admins' DM when events stopped for a week while classes were held. */
  quiet: {
    text: "No class events from {{service}} for a week",
    body_one:
      "*No class events from {{service}} for a week.* The last came {{when}}; since then {{count}} class was held. Attendance and live alerts need them: check that {{service}}'s support has this school's current address (Class events page), and look for their error e-mails.",
    body_other:
      "*No class events from {{service}} for a week.* The last came {{when}}; since then {{count}} classes were held. Attendance and live alerts need them: check that {{service}}'s support has this school's current address (Class events page), and look for their error e-mails.",
    button: "Open Class events",
  },
} as const;
