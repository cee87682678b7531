/** What a person is told when they use something from an older version of the app (a stale button). */
export const outdated = {
  title: "Classroom",
  command:
    "This command is from an older version of Classroom, so it no longer works here. Use /class to start again (/class help lists what you can do).",
  form: "This form is from an older version of Classroom, so it no longer works here. Use /class to start again (/class help lists what you can do).",
  shortcut:
    "This shortcut is from an older version of Classroom, so it no longer works here. Use /class to start again (/class help lists what you can do).",
  button:
    "This button is from an older version of Classroom, so it no longer works here. Use /class to start again (/class help lists what you can do).",
} as const;
