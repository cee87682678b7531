/** The first-run welcome: the DM to the school's first admin and the Home section for newcomers. */
export const welcome = {
  title: "Welcome to Classroom",
  whatItDoes:
    "Classroom runs your school's live online classes from Slack: teachers schedule classes with `/class schedule`, students get a message with their personal link to join and a reminder before class, and everyone sees their coming classes on the app's Home tab.",
  nextSteps:
    "*What to do next*, as the school's admin, in this order. Each button opens the page in `/class admin`.",
  steps: {
    timeZone: {
      text: '*{{n}}. The school\'s time zone*: times are shown in it to anyone whose Slack profile has no time zone. Type your city, region or offset to find it ("Beijing", "Eastern", "UTC+8").',
      button: "Set the time zone",
    },
    connection: {
      text: "*{{n}}. Connect {{service}}*: enter the school's SID and SECRET, both shown in your {{service}} school console (the SECRET is on its page of keys for connecting other apps). Until then no class can be scheduled.",
      button: "Connect {{service}}",
    },
    people: {
      text: "*{{n}}. People*: import the school's own list (a spreadsheet with names, e-mails and roles) or add people one by one. Classroom can make each person's {{service}} account, once they have agreed. Only people in the school's directory get messages from Classroom.",
      button: "Open People",
    },
    courses: {
      text: "*{{n}}. Courses and allowed teachers*: add each {{service}} course and pick the teachers allowed to teach in it.",
      button: "Open Courses",
    },
    schedule:
      "*{{n}}. The first class*: teachers schedule it with `/class schedule`; students get their link to join and a reminder.",
  },
  stepDone: "✅ Done already.",
  openAdmin: "Open school admin",
  help: "`/class help` lists everything you can do.",
  dmFallback:
    "Welcome to Classroom. Next, in /class admin: set the school's time zone, connect {{service}}, add people, then courses and their allowed teachers. Then teachers schedule classes with /class schedule.",
  homeHelp: "Type `/class help` to see what you can do.",
} as const;
