/** `/class help`, the words `/class` does not know, and the subcommands' short descriptions. */
export const help = {
  intro: {
    admin: "You are an *admin* of this school. Here is what you can do:",
    teacher: "You are a *teacher* of this school. Here is what you can do:",
    student: "You are a *student* of this school. Here is what you can do:",
    stranger:
      "You are not in the school directory yet, so the class commands are not available to you. Ask an admin of your school to add you.",
  },
  fallback: "Classroom commands you can use",
  line: "• `{{usage}}`: {{what}}",
  usage: "`{{usage}}`: {{what}}",
  tip: "Name a class by its name, with a day when names repeat (`Algebra tomorrow`, `Algebra Thursday`, `Algebra Dec 3`), or leave out `[class]` to pick from your upcoming classes. Every answer here is shown only to you.",
  what: {
    schedule: "schedule a class or a weekly series (e.g. `Algebra tomorrow 5pm 45m`)",
    students: "add or remove students, and send them their live links",
    video: "switch recording, live broadcast and replay",
    seats:
      "change the seats on stage and the video quality; with a number alone, HD is kept when the seats allow it (1 or 6)",
    labels: "pick the class labels",
    rate: "rate students after class (stars and a comment)",
    cancel:
      "cancel a class, or it and the rest of its series; its students are told (`/class move [class]` gives a class a new time)",
    share:
      "post a card of a class (or a series) in this channel with a *Join* button: each student gets their own link privately; the card is updated when the class changes. The app must be a member of the channel (`/invite @Classroom`)",
    files:
      "browse the school's cloud folder, privately here; name a folder by its path of names (`Algebra/Week 1`) or click through",
    list: "your upcoming classes",
    listAll: "every upcoming class of the school",
    my: "your next classes with their Join buttons, shown only to you here (also `/class link [class]`)",
    admin: "school connection, settings, courses, people, import, labels and audit log",
    help: "this help",
    move: "give a class a new time",
    link: "the Join button of one of your classes, only to you",
  },
  unknown: {
    suggest: "I didn't understand {{typed}}. Did you mean `/class {{word}}`?",
    words: "I didn't understand {{typed}}. You can use {{words}}; `/class help` says what each does.",
    /** Between the command names of a list. */
    separator: ", ",
  },
} as const;
