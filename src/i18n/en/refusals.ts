/**
 * Refusals (a capability the role lacks, a class the person may not change) and the failure message
 * of any listener or job. One whole sentence per capability: the roles named differ, and so does the
 * word order of the action in other languages.
 */
export const refusals = {
  /**
   * The workspace's token was lost (an interrupted token exchange): said to anyone who uses the app
   * there, through the request's own answer (no token needed). `{{link}}` is the Add to Slack link.
   */
  tokenLost:
    "Classroom has lost its access to this workspace and cannot do anything here until a workspace admin installs it again: {{link}}",
  tokenLostNoLink:
    "Classroom has lost its access to this workspace and cannot do anything here until a workspace admin installs it again (Add to Slack).",
  onlyRoles: {
    schedule:
      "Sorry, only teachers and admins can schedule classes. Ask an admin of your school if you need this.",
    students:
      "Sorry, only teachers and admins can add or remove students. Ask an admin of your school if you need this.",
    video:
      "Sorry, only teachers and admins can change recording, live and replay. Ask an admin of your school if you need this.",
    seats: "Sorry, only teachers and admins can change seats. Ask an admin of your school if you need this.",
    labels:
      "Sorry, only teachers and admins can change class labels. Ask an admin of your school if you need this.",
    rate: "Sorry, only teachers and admins can rate students. Ask an admin of your school if you need this.",
    cancel:
      "Sorry, only teachers and admins can cancel classes. Ask an admin of your school if you need this.",
    move: "Sorry, only teachers and admins can move classes. Ask an admin of your school if you need this.",
    share:
      "Sorry, only teachers and admins can share class cards in channels. Ask an admin of your school if you need this.",
    files:
      "Sorry, only teachers and admins can browse the school's files. Ask an admin of your school if you need this.",
    list: "Sorry, only admins, teachers and students can list classes. Ask an admin of your school if you need this.",
    listAll:
      "Sorry, only admins can see every class of the school. Ask an admin of your school if you need this.",
    my: "Sorry, only students can get a student live link. Ask an admin of your school if you need this.",
    admin:
      "Sorry, only admins can open the school admin settings. Ask an admin of your school if you need this.",
    help: "Sorry, only admins, teachers and students can get help. Ask an admin of your school if you need this.",
  },
  notInDirectory: {
    schedule:
      "Sorry, you are not in the school directory yet, so you cannot schedule classes. Ask an admin of your school to add you.",
    students:
      "Sorry, you are not in the school directory yet, so you cannot add or remove students. Ask an admin of your school to add you.",
    video:
      "Sorry, you are not in the school directory yet, so you cannot change recording, live and replay. Ask an admin of your school to add you.",
    seats:
      "Sorry, you are not in the school directory yet, so you cannot change seats. Ask an admin of your school to add you.",
    labels:
      "Sorry, you are not in the school directory yet, so you cannot change class labels. Ask an admin of your school to add you.",
    rate: "Sorry, you are not in the school directory yet, so you cannot rate students. Ask an admin of your school to add you.",
    cancel:
      "Sorry, you are not in the school directory yet, so you cannot cancel classes. Ask an admin of your school to add you.",
    move: "Sorry, you are not in the school directory yet, so you cannot move classes. Ask an admin of your school to add you.",
    share:
      "Sorry, you are not in the school directory yet, so you cannot share class cards in channels. Ask an admin of your school to add you.",
    files:
      "Sorry, you are not in the school directory yet, so you cannot browse the school's files. Ask an admin of your school to add you.",
    list: "Sorry, you are not in the school directory yet, so you cannot list classes. Ask an admin of your school to add you.",
    listAll:
      "Sorry, you are not in the school directory yet, so you cannot see every class of the school. Ask an admin of your school to add you.",
    my: "Sorry, you are not in the school directory yet, so you cannot get a student live link. Ask an admin of your school to add you.",
    admin:
      "Sorry, you are not in the school directory yet, so you cannot open the school admin settings. Ask an admin of your school to add you.",
    help: "Sorry, you are not in the school directory yet, so you cannot get help. Ask an admin of your school to add you.",
  },
  access: {
    noClass: "There is no class {{classId}}.",
    notYourCourse: "You cannot change classes of {{course}}.",
    notYourCourseId: "You cannot change classes of course {{courseId}}.",
  },
  error: {
    title: "Something went wrong",
    text: "Sorry, something went wrong on our side and this did not finish. Please try again in a moment. If it keeps happening, give an admin of your school the reference {{reference}}.",
    block:
      ":warning: Sorry, something went wrong on our side and this did not finish. Please try again in a moment.\nIf it keeps happening, give an admin of your school the reference `{{reference}}`.",
    busySecond: "Slack is busy right now and this did not finish. Please try again in a second.",
    busySeconds_one: "Slack is busy right now and this did not finish. Please try again in {{count}} second.",
    busySeconds_other:
      "Slack is busy right now and this did not finish. Please try again in {{count}} seconds.",
    busyMinutes: "Slack is busy right now and this did not finish. Please try again in a few minutes.",
    busyBlock: ":hourglass: {{text}}\n(Reference `{{reference}}` if you need to tell an admin.)",
  },
} as const;
