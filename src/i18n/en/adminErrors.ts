/**
 * The admin forms' field errors (src/slack/features/admin/validation.ts), each a sentence by its field; the
 * English ones get their full stop from `fieldErrors` (asSentence), as before.
 */
export const adminErrors = {
  url: {
    enterBase: "Enter the {{service}} address",
    full: "Enter a full address starting with https:// (or http://)",
    scheme: "The address must start with https:// or http://",
    credentials: "Leave user names and passwords out of the address",
    query: "Enter the address without ?query or #fragment",
  },
  sid: {
    enter: "Enter the school ID",
    digits: "The school ID is digits only",
    tooLong: "At most {{max}} digits",
  },
  secret: {
    enter: "Enter the school SECRET",
    spaces: "The SECRET has no spaces; check the pasted value",
    tooLong: "The SECRET is at most {{max}} characters; check the pasted value",
  },
  course: {
    enterId: "Enter the course's ID at {{service}}",
    id: "The course ID is a whole number above 0",
    enterName: "Enter a name",
    nameTooLong: "At most {{max}} characters",
    nameControl: "The name contains control characters (such as line breaks or NUL)",
    folder: "A folder ID is digits only; leave it empty for none",
  },
  person: {
    slackUser: "Choose the person's Slack user",
    role: "Choose admin, teacher or student",
  },
  importLine: "Line {{line}}: {{problem}}",
} as const;
