/**
 * The partner's student batches, once for every use case that adds or removes students of a class
 * (enrolments, cancels, moves) or calls the service for several classes at once: how many students
 * go in one call, how many calls run at once, the one call that adds or removes a chunk of students
 * (its entries mapped per student, its failure as facts), and which answers mean the class is gone.
 */
import { Errno, outcomeUnknown, type PartnerClient, PartnerError } from "../partner/index.js";
import type { ClassRecord } from "../store/index.js";
import { type NotDone, partnerFailureOf, refusal } from "./partner-failure.js";

/** The vendor recommends at most 30 students per call (docs/partner-rules.md, "Batches"). */
export const STUDENTS_PER_CALL = 30;
/** Partner calls in flight at once for one piece of work (an enrolment, a cancel, a move, seats). */
export const PARTNER_CALLS_AT_ONCE = 6;
/** `identity` 1 = student (the only value the student operations accept). */
const STUDENT_IDENTITY = 1;

/** `items` cut into lists of at most `size`, in order. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function errnoOf(errOrErrno: unknown): unknown {
  return errOrErrno instanceof PartnerError ? errOrErrno.errno : errOrErrno;
}

/**
 * 212 class deleted, 149 course deleted: the class is gone at the partner (deleted in the class
 * service, not through this app). For a thrown partner failure or a batch entry's errno.
 */
export function isClassGone(errOrErrno: unknown): boolean {
  const errno = errnoOf(errOrErrno);
  return errno === Errno.classDeleted || errno === Errno.courseDeleted;
}

/** 149: the course is gone at the partner, and with it every class of the course. */
export function isCourseGone(errOrErrno: unknown): boolean {
  return errnoOf(errOrErrno) === Errno.courseDeleted;
}

/**
 * The service already had it so: the student was in the class (add), or was not (remove). Exported
 * for the report's words (the Slack layer does not import the partner SDK).
 */
export const ALREADY = { add: Errno.studentExists, remove: Errno.studentNotInClass } as const;

export type StudentChange = "add" | "remove";

/** The students of a call: an addition names each (the service shows the name), a removal needs the UID. */
export type StudentsOf<C extends StudentChange> = C extends "add"
  ? readonly { readonly uid: string; readonly name: string }[]
  : readonly { readonly uid: string }[];

/** One student's entry of an answered call: done (`ok`), or the service's errno for them. */
export interface StudentEntry {
  readonly ok: boolean;
  readonly errno: number;
  readonly userMessage?: string;
}

/** What one call for a chunk of students came to. */
export type StudentBatch =
  | {
      readonly answered: true;
      readonly operation: "addClassStudentMultiple" | "delClassStudentMultiple";
      /** One per student asked, in order; undefined where the answer held no entry for them. */
      readonly entries: readonly (StudentEntry | undefined)[];
      /** More than 1: the request was sent again after a lost answer, so "already so" may be ours. */
      readonly attempts: number;
    }
  | {
      readonly answered: false;
      /** "deleted" (the class or course is gone), "unconfirmed" (the answer was lost), or the failure. */
      readonly why: NotDone;
      /** The thrown failure, for `markClassDeleted` when the class is gone. */
      readonly error: unknown;
    };

/** Adds or removes one chunk of students (at most STUDENTS_PER_CALL) of a class: one partner call. */
export async function studentBatch<C extends StudentChange>(
  client: PartnerClient,
  cls: Pick<ClassRecord, "courseId" | "classId">,
  change: C,
  students: StudentsOf<C>,
): Promise<StudentBatch> {
  const operation = change === "add" ? "addClassStudentMultiple" : "delClassStudentMultiple";
  try {
    const res =
      change === "add"
        ? await client.addClassStudentMultiple({
            courseId: cls.courseId,
            classId: cls.classId,
            identity: STUDENT_IDENTITY,
            studentJson: (students as StudentsOf<"add">).map((s) => ({ uid: s.uid, name: s.name })),
          })
        : await client.delClassStudentMultiple({
            courseId: cls.courseId,
            classId: cls.classId,
            identity: STUDENT_IDENTITY,
            studentUidJson: students.map((s) => s.uid),
          });
    return {
      answered: true,
      operation,
      entries: students.map((_, i) => res.entries[i]),
      attempts: res.attempts,
    };
  } catch (err) {
    const why: NotDone = isClassGone(err)
      ? { reason: "deleted" }
      : outcomeUnknown(err)
        ? { reason: "unconfirmed" }
        : (partnerFailureOf(err) ?? { reason: "unexpected" });
    return { answered: false, why, error: err };
  }
}

/**
 * Makes a chunk of students so at the partner, as a cancel and a move need it: null when every one of
 * them is in the class (add) or out of it (remove), including those the service already had so (an
 * earlier attempt's work); a class gone at the partner has nobody in it, which is what a removal wants.
 */
export async function studentsSo<C extends StudentChange>(
  client: PartnerClient,
  cls: Pick<ClassRecord, "courseId" | "classId">,
  change: C,
  students: StudentsOf<C>,
): Promise<NotDone | null> {
  const res = await studentBatch(client, cls, change, students);
  if (!res.answered) return change === "remove" && res.why.reason === "deleted" ? null : res.why;
  for (const entry of res.entries) {
    if (!entry) return { reason: "no-answer" };
    if (entry.ok || entry.errno === ALREADY[change]) continue;
    if (change === "remove" && isClassGone(entry.errno)) continue;
    return refusal(res.operation, entry);
  }
  return null;
}
