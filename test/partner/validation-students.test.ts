/** Parameter rules of enrolment (addClassStudentMultiple, delClassStudentMultiple): each refused before any request, on its field. */
import { describe } from "vitest";
import { type Case, partnerPerFile, refusedBeforeAnyRequest } from "./helpers/validation.js";

const partner = partnerPerFile();

const cases: Case[] = [
  [
    "identity must be 1",
    "addClassStudentMultiple",
    { courseId: 1, classId: 2, identity: 2, studentJson: [{ uid: "s", name: "n" }] },
    "identity",
    /159/,
  ],
  [
    "studentJson not empty",
    "addClassStudentMultiple",
    { courseId: 1, classId: 2, studentJson: [] },
    "studentJson",
    /155/,
  ],
  [
    "student name required",
    "addClassStudentMultiple",
    { courseId: 1, classId: 2, studentJson: [{ uid: "s" }] },
    "studentJson.0.name",
    /required/,
  ],
  [
    "isRegister is 0/1",
    "addClassStudentMultiple",
    { courseId: 1, classId: 2, isRegister: 5, studentJson: [{ uid: "s", name: "n" }] },
    "isRegister",
    /0 \(off\) or 1/,
  ],
  [
    "studentUidJson or studentJson",
    "delClassStudentMultiple",
    { courseId: 1, classId: 2 },
    "studentUidJson",
    /studentUidJson \(or studentJson\)/,
  ],
  [
    "studentUidJson at least one",
    "delClassStudentMultiple",
    { courseId: 1, classId: 2, studentUidJson: [] },
    "studentUidJson",
    /at least one/,
  ],
  [
    "student uid required",
    "addClassStudentMultiple",
    { courseId: 1, classId: 2, studentJson: [{ name: "n" }] },
    "studentJson.0.uid",
    /required/,
  ],
  [
    "student customColumn not empty",
    "addClassStudentMultiple",
    { courseId: 1, classId: 2, studentJson: [{ uid: "s", name: "n", customColumn: "" }] },
    "studentJson.0.customColumn",
    /1-50/,
  ],
  [
    "student customColumn at most 50",
    "addClassStudentMultiple",
    { courseId: 1, classId: 2, studentJson: [{ uid: "s", name: "n", customColumn: "学".repeat(51) }] },
    "studentJson.0.customColumn",
    /1-50/,
  ],
  [
    "identity must be 1 (removal)",
    "delClassStudentMultiple",
    { courseId: 1, classId: 2, identity: 0, studentUidJson: ["s"] },
    "identity",
    /159/,
  ],
];

describe("parameter rules: refused before any request", () => {
  refusedBeforeAnyRequest(partner, cases);
});
