/** The line that tells the installer why they are the school's admin (admin modal and Home). */
export const firstAdmin = {
  installer:
    "You installed Classroom in this workspace, so you are the school's first admin. Add more admins under People.",
} as const;
