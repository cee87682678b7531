/** The line that tells the installer why they are the school's admin (admin modal and Home). */
export const firstAdmin = {
  installer: "You installed Classroom, so you are this school's first admin. Add more admins under People.",
} as const;
