/**
 * The error table of the partner API (the partner API reference, "Errors"), transcribed as data:
 * code, the documented meaning, the operations documented to return it, and the SDK's category for it.
 * The one table of errnos: the words a person reads are the app's catalogues' (`partnerErrors`), held to
 * these codes by test/i18n/partner-errors.test.ts.
 */

import type { OperationName } from "./operations.js";

/** How the app may react to a code (the SDK's own classification, not the spec's). */
export type ErrorCategory =
  | "success"
  | "authentication"
  | "invalid_input"
  | "state"
  | "not_found"
  | "conflict"
  | "not_allowed"
  | "failed"
  | "transient"
  | "partial_success"
  | "unknown";

export interface DocumentedCode {
  readonly meaning: string;
  readonly category: ErrorCategory;
  readonly operations: readonly OperationName[] | "all";
}

export const documentedCodes: Readonly<Record<number, DocumentedCode>> = {
  1: { category: "success", meaning: "Success", operations: "all" },
  100: { category: "invalid_input", meaning: "Parameters missing or invalid", operations: "all" },
  102: {
    category: "authentication",
    meaning: "No permission (security verification failed)",
    operations: "all",
  },
  104: {
    category: "transient",
    meaning: "Operation failed, unknown error",
    operations: [
      "modifyClassSeatNum",
      "addCourseClassMultiple",
      "addClassLabels",
      "setClassVideoMultiple",
      "addCourseClass",
      "updateClassStudentComment",
      "addCourse",
    ],
  },
  113: {
    category: "not_found",
    meaning: "Phone number not registered",
    operations: ["addClassStudentMultiple", "delClassStudentMultiple"],
  },
  114: {
    category: "transient",
    meaning: "Server exception",
    operations: [
      "addCourseClassMultiple",
      "addClassStudentMultiple",
      "setClassVideoMultiple",
      "addCourseClass",
      "delClassStudentMultiple",
      "register",
      "addCourse",
    ],
  },
  119: {
    category: "invalid_input",
    meaning: "End time must be later than begin time",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  120: {
    category: "invalid_input",
    meaning: "Class must start at least one minute after creation (wording of the condition is loose)",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  125: {
    category: "invalid_input",
    meaning: "Student phone number illegal",
    operations: ["addClassStudentMultiple"],
  },
  128: {
    category: "not_allowed",
    meaning: "Institution account cannot be added as student",
    operations: ["addClassStudentMultiple"],
  },
  129: {
    category: "not_allowed",
    meaning: "Teacher account cannot be added as student",
    operations: ["addClassStudentMultiple"],
  },
  131: {
    category: "failed",
    meaning: "Registration failed",
    operations: ["addClassStudentMultiple", "register"],
  },
  133: {
    category: "invalid_input",
    meaning: "Duplicate unique identity inside the submitted classJson",
    operations: ["addCourseClassMultiple"],
  },
  136: {
    category: "not_allowed",
    meaning: "Account is not a teacher of the school",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  140: {
    category: "state",
    meaning: "Class is in session, cannot edit or delete",
    operations: ["modifyClassSeatNum"],
  },
  142: {
    category: "not_found",
    meaning: "Course has no such class",
    operations: [
      "modifyClassSeatNum",
      "addClassStudentMultiple",
      "addClassLabels",
      "setClassVideoMultiple",
      "delClassStudentMultiple",
    ],
  },
  143: {
    category: "not_found",
    meaning: "No information about the class (or phone number illegal in C)",
    operations: [
      "modifyClassSeatNum",
      "addClassStudentMultiple",
      "addClassLabels",
      "setClassVideoMultiple",
      "delClassStudentMultiple",
    ],
  },
  144: {
    category: "not_found",
    meaning:
      "Course not found for the school (in A: no class under the school; in C: no information about the class)",
    operations: [
      "modifyClassSeatNum",
      "addCourseClassMultiple",
      "addClassStudentMultiple",
      "addClassLabels",
      "setClassVideoMultiple",
      "delClassStudentMultiple",
    ],
  },
  145: {
    category: "state",
    meaning: "Class is over",
    operations: ["modifyClassSeatNum", "addClassStudentMultiple", "delClassStudentMultiple"],
  },
  147: {
    category: "not_found",
    meaning: "No such course information",
    operations: ["modifyClassSeatNum", "addCourseClassMultiple", "addClassLabels", "addCourseClass"],
  },
  149: {
    category: "not_found",
    meaning: "Course deleted",
    operations: [
      "modifyClassSeatNum",
      "addCourseClassMultiple",
      "addClassLabels",
      "setClassVideoMultiple",
      "addCourseClass",
    ],
  },
  153: {
    category: "state",
    meaning: "Course expired",
    operations: ["modifyClassSeatNum", "addCourseClassMultiple", "addCourseClass"],
  },
  155: {
    category: "invalid_input",
    meaning: "Submitted array is empty",
    operations: [
      "addCourseClassMultiple",
      "addClassStudentMultiple",
      "addClassLabels",
      "setClassVideoMultiple",
      "delClassStudentMultiple",
    ],
  },
  157: {
    category: "not_allowed",
    meaning: "Number of students exceeds the class capacity",
    operations: ["addClassStudentMultiple"],
  },
  158: {
    category: "failed",
    meaning: "Adding students to the class failed",
    operations: ["addClassStudentMultiple"],
  },
  159: {
    category: "invalid_input",
    meaning: "Only students (identity 1) are supported",
    operations: ["addClassStudentMultiple", "delClassStudentMultiple"],
  },
  160: {
    category: "state",
    meaning: "No cloud disk directory under the organization",
    operations: ["addCourseClassMultiple", "addCourseClass", "addCourse"],
  },
  164: {
    category: "conflict",
    meaning: "Same phone number already in the course",
    operations: ["addClassStudentMultiple"],
  },
  165: {
    category: "invalid_input",
    meaning: "Class length must be between 15 minutes and 24 hours",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  166: {
    category: "conflict",
    meaning: "A student with the same phone number already exists",
    operations: ["addClassStudentMultiple"],
  },
  167: {
    category: "not_found",
    meaning: "No student with that phone number (H); student not in the class (I)",
    operations: ["delClassStudentMultiple", "updateClassStudentComment"],
  },
  171: {
    category: "failed",
    meaning: "Removing students from the class failed",
    operations: ["delClassStudentMultiple"],
  },
  172: {
    category: "not_allowed",
    meaning: "A student of the course cannot be added as teacher",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  173: {
    category: "not_allowed",
    meaning: "An auditor of the course cannot be added as teacher",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  193: { category: "not_found", meaning: "Folder does not exist", operations: ["getCloudList"] },
  194: {
    category: "not_allowed",
    meaning: "Folder does not belong to the institution",
    operations: ["getCloudList"],
  },
  212: {
    category: "not_found",
    meaning: "Class deleted",
    operations: [
      "addClassStudentMultiple",
      "addClassLabels",
      "setClassVideoMultiple",
      "delClassStudentMultiple",
    ],
  },
  220: {
    category: "failed",
    meaning: "Client-side class creation failed",
    operations: ["addCourseClassMultiple"],
  },
  228: {
    category: "not_found",
    meaning: "No such student under the institution",
    operations: ["updateClassStudentComment"],
  },
  233: { category: "not_found", meaning: "No such class", operations: ["updateClassStudentComment"] },
  251: {
    category: "invalid_input",
    meaning: "Live or playback requires recording to be open",
    operations: ["setClassVideoMultiple"],
  },
  252: {
    category: "state",
    meaning: "Recording/live state can be changed only outside the 20 minutes before class (wording loose)",
    operations: ["setClassVideoMultiple"],
  },
  253: {
    category: "transient",
    meaning: "Video service problem, retry later",
    operations: ["setClassVideoMultiple"],
  },
  259: {
    category: "invalid_input",
    meaning: "On-stage count exceeds the maximum",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  268: {
    category: "invalid_input",
    meaning: "Class start must be within 3 years",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  280: {
    category: "partial_success",
    meaning: "Class created, recording parameter error, recording not opened",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  281: {
    category: "partial_success",
    meaning: "Class created, video service problem, recording not opened",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  288: {
    category: "invalid_input",
    meaning: "Account illegal",
    operations: ["addClassStudentMultiple", "register"],
  },
  318: {
    category: "not_allowed",
    meaning: "Assistant does not exist / is not a teacher of the institution",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  319: {
    category: "not_allowed",
    meaning: "A student of the course cannot be assistant",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  320: {
    category: "not_allowed",
    meaning: "An auditor of the course cannot be assistant",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  322: {
    category: "not_allowed",
    meaning: "The class teacher cannot be assistant",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  323: {
    category: "failed",
    meaning: "Assistant purchase of the class failed",
    operations: ["addCourseClass"],
  },
  324: {
    category: "failed",
    meaning: "Adding teacher to the class teacher list failed",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  326: {
    category: "failed",
    meaning: "Adding assistant to the class list failed",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  330: {
    category: "invalid_input",
    meaning: "Assistant account format incorrect",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  332: {
    category: "not_allowed",
    meaning: "Course teacher or assistant cannot be added as student or auditor",
    operations: ["addClassStudentMultiple"],
  },
  333: {
    category: "not_allowed",
    meaning: "Head teacher cannot be added as course student",
    operations: ["addClassStudentMultiple"],
  },
  348: {
    category: "state",
    meaning: "On-stage count cannot be changed within 20 minutes before class",
    operations: ["modifyClassSeatNum"],
  },
  349: {
    category: "failed",
    meaning: "Editing the on-stage count failed",
    operations: ["modifyClassSeatNum"],
  },
  357: { category: "not_allowed", meaning: "Label limit exceeded", operations: ["addClassLabels"] },
  358: {
    category: "not_found",
    meaning: "Labels do not exist or were deleted",
    operations: ["addClassLabels"],
  },
  359: {
    category: "not_allowed",
    meaning: "Some labels do not belong to the school",
    operations: ["addClassLabels"],
  },
  369: {
    category: "state",
    meaning: "Open-class type does not support the operation",
    operations: [
      "modifyClassSeatNum",
      "addCourseClassMultiple",
      "addClassStudentMultiple",
      "addClassLabels",
      "setClassVideoMultiple",
      "addCourseClass",
      "delClassStudentMultiple",
      "updateClassStudentComment",
    ],
  },
  387: {
    category: "state",
    meaning: "Teacher is suspended",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  388: {
    category: "state",
    meaning: "Assistant is suspended",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  398: {
    category: "conflict",
    meaning: "Unique identity already exists",
    operations: ["addCourseClassMultiple", "addCourseClass", "addCourse"],
  },
  400: {
    category: "invalid_input",
    meaning: "Request data not valid",
    operations: [
      "addCourseClassMultiple",
      "addCourseClass",
      "delClassStudentMultiple",
      "updateClassStudentComment",
      "addCourse",
    ],
  },
  800: {
    category: "state",
    meaning: "Teacher is out of use",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  804: {
    category: "state",
    meaning: "Assistant is out of use",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  824: {
    category: "partial_success",
    meaning: "Class added, setting of the class introduction failed",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  103: {
    category: "failed",
    meaning: "Course creation refused (the contract lists the code without a meaning)",
    operations: ["addCourse"],
  },
  134: {
    category: "invalid_input",
    meaning: "Phone number not valid",
    operations: ["register"],
  },
  135: {
    category: "success",
    meaning: "Phone number already registered: data is the existing account's UID",
    operations: ["register"],
  },
  137: {
    category: "invalid_input",
    meaning: "Password length not valid (6-20 characters)",
    operations: ["register"],
  },
  151: {
    category: "invalid_input",
    meaning: "Course expiry must be at least a day ahead",
    operations: ["addCourse"],
  },
  154: {
    category: "invalid_input",
    meaning: "Course expiry must be within 5 years",
    operations: ["addCourse"],
  },
  224: {
    category: "invalid_input",
    meaning: "Profile picture not accepted",
    operations: ["register"],
  },
  260: {
    category: "failed",
    meaning: "Head teacher not set",
    operations: ["addCourse"],
  },
  331: {
    category: "not_allowed",
    meaning: "Head teacher account problem (the sandbox: not a teacher of the school)",
    operations: ["addCourse"],
  },
  334: {
    category: "not_allowed",
    meaning: "Head teacher account problem",
    operations: ["addCourse"],
  },
  340: {
    category: "partial_success",
    meaning: "Registered, the profile picture failed",
    operations: ["register"],
  },
  341: {
    category: "invalid_input",
    meaning: "Profile picture not accepted",
    operations: ["register"],
  },
  342: {
    category: "invalid_input",
    meaning: "Profile picture not accepted",
    operations: ["register"],
  },
  371: {
    category: "state",
    meaning: "Classroom setting problem",
    operations: ["addCourse"],
  },
  373: {
    category: "state",
    meaning: "Classroom setting problem",
    operations: ["addCourse"],
  },
  389: {
    category: "state",
    meaning: "Head teacher account problem (the sandbox: suspended)",
    operations: ["addCourse"],
  },
  460: {
    category: "transient",
    meaning:
      "Course with this unique identity is being created by another request: retry with the same identity",
    operations: ["addCourse"],
  },
  461: {
    category: "success",
    meaning: "E-mail already registered: data is the existing account's UID",
    operations: ["register"],
  },
  805: {
    category: "state",
    meaning: "Head teacher account problem (the sandbox: out of use)",
    operations: ["addCourse"],
  },
  820: {
    category: "partial_success",
    meaning: "Registered, adding as the school's student failed",
    operations: ["register"],
  },
  821: {
    category: "partial_success",
    meaning: "Registered, adding as the school's teacher failed",
    operations: ["register"],
  },
  845: {
    category: "not_allowed",
    meaning: "The school's limit of active teachers is reached",
    operations: ["register"],
  },
  883: {
    category: "not_allowed",
    meaning: "Head teacher account problem",
    operations: ["addCourse"],
  },
  101003002: {
    category: "transient",
    meaning: "Duplicate request: the same request came within 5 seconds",
    operations: ["register"],
  },
};
