/**
 * The error table of the partner API (the partner API reference, "Errors"), transcribed as data:
 * code, the documented meaning, and the operations documented to return it.
 */

import type { OperationName } from "./operations.js";

export interface DocumentedCode {
  readonly meaning: string;
  readonly operations: readonly OperationName[] | "all";
}

export const documentedCodes: Readonly<Record<number, DocumentedCode>> = {
  1: { meaning: "Success", operations: "all" },
  100: { meaning: "Parameters missing or invalid", operations: "all" },
  102: { meaning: "No permission (security verification failed)", operations: "all" },
  104: {
    meaning: "Operation failed, unknown error",
    operations: [
      "modifyClassSeatNum",
      "addCourseClassMultiple",
      "addClassLabels",
      "setClassVideoMultiple",
      "addCourseClass",
      "updateClassStudentComment",
    ],
  },
  113: {
    meaning: "Phone number not registered",
    operations: ["addClassStudentMultiple", "delClassStudentMultiple"],
  },
  114: {
    meaning: "Server exception",
    operations: [
      "addCourseClassMultiple",
      "addClassStudentMultiple",
      "setClassVideoMultiple",
      "addCourseClass",
      "delClassStudentMultiple",
    ],
  },
  119: {
    meaning: "End time must be later than begin time",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  120: {
    meaning: "Class must start at least one minute after creation (wording of the condition is loose)",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  125: { meaning: "Student phone number illegal", operations: ["addClassStudentMultiple"] },
  128: { meaning: "Institution account cannot be added as student", operations: ["addClassStudentMultiple"] },
  129: { meaning: "Teacher account cannot be added as student", operations: ["addClassStudentMultiple"] },
  131: { meaning: "Registration failed", operations: ["addClassStudentMultiple"] },
  133: {
    meaning: "Duplicate unique identity inside the submitted classJson",
    operations: ["addCourseClassMultiple"],
  },
  136: {
    meaning: "Account is not a teacher of the school",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  140: { meaning: "Class is in session, cannot edit or delete", operations: ["modifyClassSeatNum"] },
  142: {
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
    meaning: "Class is over",
    operations: ["modifyClassSeatNum", "addClassStudentMultiple", "delClassStudentMultiple"],
  },
  147: {
    meaning: "No such course information",
    operations: ["modifyClassSeatNum", "addCourseClassMultiple", "addClassLabels", "addCourseClass"],
  },
  149: {
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
    meaning: "Course expired",
    operations: ["modifyClassSeatNum", "addCourseClassMultiple", "addCourseClass"],
  },
  155: {
    meaning: "Submitted array is empty",
    operations: [
      "addCourseClassMultiple",
      "addClassStudentMultiple",
      "addClassLabels",
      "setClassVideoMultiple",
      "delClassStudentMultiple",
    ],
  },
  157: { meaning: "Number of students exceeds the class capacity", operations: ["addClassStudentMultiple"] },
  158: { meaning: "Adding students to the class failed", operations: ["addClassStudentMultiple"] },
  159: {
    meaning: "Only students (identity 1) are supported",
    operations: ["addClassStudentMultiple", "delClassStudentMultiple"],
  },
  160: {
    meaning: "No cloud disk directory under the organization",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  164: { meaning: "Same phone number already in the course", operations: ["addClassStudentMultiple"] },
  165: {
    meaning: "Class length must be between 15 minutes and 24 hours",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  166: {
    meaning: "A student with the same phone number already exists",
    operations: ["addClassStudentMultiple"],
  },
  167: {
    meaning: "No student with that phone number (H); student not in the class (I)",
    operations: ["delClassStudentMultiple", "updateClassStudentComment"],
  },
  171: { meaning: "Removing students from the class failed", operations: ["delClassStudentMultiple"] },
  172: {
    meaning: "A student of the course cannot be added as teacher",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  173: {
    meaning: "An auditor of the course cannot be added as teacher",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  193: { meaning: "Folder does not exist", operations: ["getCloudList"] },
  194: { meaning: "Folder does not belong to the institution", operations: ["getCloudList"] },
  212: {
    meaning: "Class deleted",
    operations: [
      "addClassStudentMultiple",
      "addClassLabels",
      "setClassVideoMultiple",
      "delClassStudentMultiple",
    ],
  },
  220: { meaning: "Client-side class creation failed", operations: ["addCourseClassMultiple"] },
  228: { meaning: "No such student under the institution", operations: ["updateClassStudentComment"] },
  233: { meaning: "No such class", operations: ["updateClassStudentComment"] },
  251: { meaning: "Live or playback requires recording to be open", operations: ["setClassVideoMultiple"] },
  252: {
    meaning: "Recording/live state can be changed only outside the 20 minutes before class (wording loose)",
    operations: ["setClassVideoMultiple"],
  },
  253: { meaning: "Video service problem, retry later", operations: ["setClassVideoMultiple"] },
  259: {
    meaning: "On-stage count exceeds the maximum",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  268: {
    meaning: "Class start must be within 3 years",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  280: {
    meaning: "Class created, recording parameter error, recording not opened",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  281: {
    meaning: "Class created, video service problem, recording not opened",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  288: { meaning: "Account illegal", operations: ["addClassStudentMultiple"] },
  318: {
    meaning: "Assistant does not exist / is not a teacher of the institution",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  319: {
    meaning: "A student of the course cannot be assistant",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  320: {
    meaning: "An auditor of the course cannot be assistant",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  322: {
    meaning: "The class teacher cannot be assistant",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  323: { meaning: "Assistant purchase of the class failed", operations: ["addCourseClass"] },
  324: {
    meaning: "Adding teacher to the class teacher list failed",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  326: {
    meaning: "Adding assistant to the class list failed",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  330: {
    meaning: "Assistant account format incorrect",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  332: {
    meaning: "Course teacher or assistant cannot be added as student or auditor",
    operations: ["addClassStudentMultiple"],
  },
  333: { meaning: "Head teacher cannot be added as course student", operations: ["addClassStudentMultiple"] },
  348: {
    meaning: "On-stage count cannot be changed within 20 minutes before class",
    operations: ["modifyClassSeatNum"],
  },
  349: { meaning: "Editing the on-stage count failed", operations: ["modifyClassSeatNum"] },
  357: { meaning: "Label limit exceeded", operations: ["addClassLabels"] },
  358: { meaning: "Labels do not exist or were deleted", operations: ["addClassLabels"] },
  359: { meaning: "Some labels do not belong to the school", operations: ["addClassLabels"] },
  369: {
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
  387: { meaning: "Teacher is suspended", operations: ["addCourseClassMultiple", "addCourseClass"] },
  388: { meaning: "Assistant is suspended", operations: ["addCourseClassMultiple", "addCourseClass"] },
  398: {
    meaning: "Unique identity already exists",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
  400: {
    meaning: "Request data not valid",
    operations: [
      "addCourseClassMultiple",
      "addCourseClass",
      "delClassStudentMultiple",
      "updateClassStudentComment",
    ],
  },
  800: { meaning: "Teacher is out of use", operations: ["addCourseClassMultiple", "addCourseClass"] },
  804: { meaning: "Assistant is out of use", operations: ["addCourseClassMultiple", "addCourseClass"] },
  824: {
    meaning: "Class added, setting of the class introduction failed",
    operations: ["addCourseClassMultiple", "addCourseClass"],
  },
};
