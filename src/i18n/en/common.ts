/** Words shared by every surface: counts and short labels. */
export const common = {
  minutes_one: "{{count}} minute",
  minutes_other: "{{count}} minutes",
  /** A course no longer registered in the app, by its id. */
  courseById: "Course {{courseId}}",
  /** A teacher the directory no longer knows, by their partner UID. */
  teacherByUid: "UID {{uid}}",
  /** How often a series meets, read back from its classes: inside a line, and starting one. */
  series: {
    weekly: "weekly series",
    everyOther: "series every other week",
    every_one: "series every {{count}} weeks",
    every_other: "series every {{count}} weeks",
    weeklyHead: "Weekly series",
    everyOtherHead: "Series every other week",
    everyHead_one: "Series every {{count}} weeks",
    everyHead_other: "Series every {{count}} weeks",
    /** With the one weekday it meets on ("every other Tuesday"). */
    everyOtherOn: "series every other {{weekday}}",
    everyOn_one: "series every {{count}} weeks on {{weekday}}",
    everyOn_other: "series every {{count}} weeks on {{weekday}}",
    everyOtherOnHead: "Series every other {{weekday}}",
    everyOnHead_one: "Series every {{count}} weeks on {{weekday}}",
    everyOnHead_other: "Series every {{count}} weeks on {{weekday}}",
  },
  /**
   * Under a DM whose reader lives in another zone than the school's: Slack shows every date in the
   * reader's own zone, which they should know when the teacher speaks of "4 pm".
   */
  yourTime: ":clock4: Dates and times are in your time zone ({{zone}}).",
} as const;
