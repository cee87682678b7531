/**
 * The OAuth install, success and failure web pages (src/slack/oauth.ts). HTML, not mrkdwn: the markup
 * is the app's own, and every value is HTML-escaped by the page before it goes in.
 */
export const install = {
  addTitle: "Add {{app}} to Slack",
  what: "{{app}} runs your school's live online classes from Slack: teachers schedule classes with <code>/class schedule</code>, students and teachers get their personal class links as direct messages with a reminder before class, and everyone sees their coming classes on the app's Home tab.",
  firstAdminNote: "The person who installs {{app}} becomes the first admin of the school in this workspace.",
  addButton: "Add to Slack",
  yourWorkspace: "your workspace",
  installedTitle: "{{app}} is installed",
  installedHeading: "{{app}} is installed in {{team}}",
  firstAdmin: "You are the first admin of your school.",
  notFirstAdmin: "Your school's admins can give you a role with <code>/class admin</code>.",
  orgFirstAdmin:
    "You become the first admin of each of your organisation's schools when it first uses {{app}}, unless that school already has an admin.",
  next: "Next: open {{app}} in Slack. Its welcome message lists the first steps in <code>/class admin</code>: the school's time zone, the {{service}} connection, your teachers and students, then courses.",
  help: "<code>/class help</code> lists everything the app does.",
  open: "Open {{app}} in Slack",
  /** The optional permissions the installer declined: each one's sentence follows as a list. */
  /** files:write declined, as an admin reads it (the student's own sentence speaks to the student). */
  declinedCalendarFiles:
    "Calendar files: sending people a calendar file needs the permission to upload files, which this workspace has not granted the app; people can still subscribe to their calendar feed from their Home.",
  declinedHeading:
    "This workspace did not allow some permissions {{app}} asks for. Everything else works; until they are allowed:",
  declinedHow:
    'To allow them later, a workspace admin installs {{app}} again from <a href="{{installPath}}">Add to Slack</a> and allows them.',
  failedTitle: "{{app}} was not installed",
  failedWhy: "Slack did not complete the installation ({{code}}).",
  unknownError: "unknown error",
  failedAgain:
    'Start again from <a href="{{installPath}}">the install page</a> in the same browser, within ten minutes. If Slack says an admin must approve the app, ask a workspace admin to install it or approve the request.',
} as const;
