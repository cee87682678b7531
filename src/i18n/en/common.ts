/** Words shared by every surface: counts and short labels. */
export const common = {
  minutes_one: "{{count}} minute",
  minutes_other: "{{count}} minutes",
  /** A course no longer registered in the app, by its id. */
  courseById: "Course {{courseId}}",
  /** A teacher the directory no longer knows, by their partner UID. */
  teacherByUid: "UID {{uid}}",
} as const;
