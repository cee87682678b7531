/** The App Home tab. */
export const home = {
  header: "Classroom",
  headerSchool: "Classroom · {{school}}",
  language: {
    heading: "*Language*\nMessages and screens from this app to you.",
    automatic: "Automatic (from Slack)",
    english: "English",
    chinese: "简体中文",
  },
} as const;
