/** Words shared by every surface: counts and short labels. */
export const common = {
  minutes_one: "{{count}} minute",
  minutes_other: "{{count}} minutes",
  /** A course no longer registered in the app, by its id. */
  courseById: "Course {{courseId}}",
  /** A teacher the directory no longer knows, by their partner UID. */
  teacherByUid: "UID {{uid}}",
  /**
   * Under a DM whose reader lives in another zone than the school's: Slack shows every date in the
   * reader's own zone, which they should know when the teacher speaks of "4 pm".
   */
  yourTime: ":clock4: Dates and times are in your time zone ({{zone}}).",
} as const;
