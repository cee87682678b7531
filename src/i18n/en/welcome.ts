/** The first-run welcome: the DM to the school's first admin and the Home section for newcomers. */
export const welcome = {
  title: "Welcome to Classroom",
  whatItDoes:
    "Classroom runs your school's live online classes from Slack: teachers schedule classes with `/class schedule`, students get a message with their personal link to join and a reminder before class, and everyone sees their coming classes on the app's Home tab.",
  nextSteps:
    "*What to do next*, as the school's admin:\n" +
    "1. *Connect the school*: `/class admin`, then School connection, with the SID and SECRET of your school's class service.\n" +
    "2. *Import people*: `/class admin`, then Import, to add your teachers and students with their Slack accounts. Only people in the school's directory get messages from Classroom.\n" +
    "3. Then teachers schedule their first class with `/class schedule`.",
  openAdmin: "Open school admin",
  help: "`/class help` lists everything you can do.",
  dmFallback:
    "Welcome to Classroom. Next: connect the school and import people with /class admin. /class help lists everything you can do.",
  homeHelp: "Type `/class help` to see what you can do.",
} as const;
