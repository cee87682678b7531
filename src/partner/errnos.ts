/**
 * The errnos code acts on, by name: outside `partner/` (and the sandbox that plays the service) no
 * errno is written as a bare number. error-table.ts holds every documented code with its meaning.
 */
export const Errno = {
  ok: 1,
  /** Security verification failed: the SID or SECRET is wrong. */
  noPermission: 102,
  unknownFailure: 104,
  serverException: 114,
  classInSession: 140,
  classOver: 145,
  /** The course is not known to the class service. */
  courseUnknown: 147,
  /** The course was deleted in the class service (its classes with it). */
  courseDeleted: 149,
  /** The course expired: no class creation or seat change. */
  courseExpired: 153,
  /** The school has no cloud folder yet (the keys were accepted); addCourse: no such folder. */
  noCloudFolder: 160,
  /** A student with the same phone number is already there: on add, "already in this class". */
  studentExists: 166,
  studentNotInClass: 167,
  folderMissing: 193,
  folderNotSchool: 194,
  /** The class was deleted in the class service. */
  classDeleted: 212,
  studentUnknown: 228,
  noSuchClass: 233,
  liveNeedsRecording: 251,
  videoLocked: 252,
  videoServiceProblem: 253,
  /** Class created; recording not opened (recording parameters). */
  createdRecordingOff: 280,
  /** Class created; recording not opened (video service problem). */
  createdVideoServiceDown: 281,
  seatsLocked: 348,
  tooManyLabels: 357,
  labelsMissing: 358,
  labelsNotSchool: 359,
  /** register: the phone number has an account; `data` is its UID (an answer, not a failure). */
  phoneRegistered: 135,
  /** register: the e-mail address has an account; `data` is its UID (an answer, not a failure). */
  emailRegistered: 461,
  /** addCourse: another request is creating the course of this unique identity; retry with it. */
  courseBeingCreated: 460,
  /** addCourse: the unique identity belongs to a course that was deleted. */
  courseIdentityDeleted: 398,
  /** The same request came within 5 seconds of the first (register). */
  duplicateRequest: 101003002,
  /** register: the account was made (or found); its profile picture could not be saved. */
  registeredPictureFailed: 340,
  /** register: the account was made (or found); adding it as the school's student failed. */
  registeredNotStudent: 820,
  /** register: the account was made (or found); adding it as the school's teacher failed. */
  registeredNotTeacher: 821,
  /** register: the school's limit of active teachers is reached. */
  teacherLimit: 845,
  /** A class of an open-class course: most operations are refused. */
  openClassType: 369,
  /** Class created; its introduction could not be saved. */
  createdIntroNotSaved: 824,
} as const;

export type NamedErrno = (typeof Errno)[keyof typeof Errno];

/**
 * The class-creation parameter a refusal is about (addCourseClass / addCourseClassMultiple), so a
 * form can show the service's answer on the field it concerns.
 */
export type CreateClassParam =
  | "teacherUid"
  | "assistantUid"
  | "beginTime"
  | "endTime"
  | "seatNum"
  | "folderId";

export const createClassParamOfErrno: Readonly<Record<number, CreateClassParam>> = {
  136: "teacherUid",
  172: "teacherUid",
  173: "teacherUid",
  387: "teacherUid",
  800: "teacherUid",
  318: "assistantUid",
  319: "assistantUid",
  320: "assistantUid",
  322: "assistantUid",
  330: "assistantUid",
  388: "assistantUid",
  804: "assistantUid",
  119: "endTime",
  165: "endTime",
  120: "beginTime",
  268: "beginTime",
  259: "seatNum",
  160: "folderId",
};
