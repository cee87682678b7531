/**
 * The school every suite starts from, and the one factory for its classes and enrolments: made the way
 * the app makes them, through the partner (the sandbox) first, then recorded in the store.
 */
import type { PartnerClients } from "../../src/classes/admin/partner-clients.js";
import { DEMO_SECRET, DEMO_SID, demoFixture, type FixtureInput } from "../../src/sandbox/index.js";
import type { ClassRecord, CourseInput, PersonInput, Store } from "../../src/store/index.js";
import { ADA, ALGEBRA, CAST, COURSES } from "./cast.js";

export const DEMO_SCHOOL = { sid: DEMO_SID, secret: DEMO_SECRET };

/** What the factories need: a store, the partner clients, the workspace, and the partner's clock. */
export interface ClassWorld {
  readonly store: Store;
  readonly partners: PartnerClients;
  readonly teamId: string;
  /** Unix seconds of the partner's clock. */
  readonly now: () => number;
}

export interface SchoolOptions {
  readonly people?: readonly PersonInput[];
  readonly courses?: readonly CourseInput[];
}

/** Puts the cast in the workspace's directory and registers its courses (those not there yet). */
export async function seedSchool(store: Store, teamId: string, options: SchoolOptions = {}): Promise<void> {
  for (const p of options.people ?? CAST) await store.people.upsert(teamId, p);
  for (const c of options.courses ?? COURSES) {
    if (!(await store.courses.get(teamId, c.courseId))) await store.courses.add(teamId, c);
  }
}

export interface NewClass {
  /** Default Algebra I. */
  readonly courseId?: number;
  readonly name: string;
  /** Unix seconds; default `startsIn` seconds from the partner's now. */
  readonly beginTime?: number;
  /** Seconds from now when `beginTime` is not given; default one day. */
  readonly startsIn?: number;
  /** Default 60. */
  readonly minutes?: number;
  /** Default the course's first teacher in the school. */
  readonly teacherUid?: string;
  readonly seriesId?: string | null;
  readonly record?: boolean;
  /** Seats on stage and HD (default the partner's: 6, not HD). */
  readonly seatNum?: number;
  readonly isHd?: 0 | 1 | 2;
}

function teacherOf(input: NewClass, courseId: number): string {
  return input.teacherUid ?? COURSES.find((c) => c.courseId === courseId)?.teacherUids?.[0] ?? ADA.uid;
}

async function partnerOf(w: ClassWorld) {
  const client = await w.partners.forWorkspace(w.teamId);
  if (!client) throw new Error("workspace not connected");
  return client;
}

/** Creates the class at the partner and records it in the store, as scheduling does. */
export async function makeClass(w: ClassWorld, input: NewClass): Promise<ClassRecord> {
  const courseId = input.courseId ?? ALGEBRA.courseId;
  const beginTime = input.beginTime ?? w.now() + (input.startsIn ?? 86_400);
  const endTime = beginTime + (input.minutes ?? 60) * 60;
  const teacherUid = teacherOf(input, courseId);
  const created = await (await partnerOf(w)).addCourseClass({
    courseId,
    className: input.name,
    beginTime,
    endTime,
    teacherUid,
    record: input.record ? 1 : 0,
    ...(input.seatNum !== undefined && { seatNum: input.seatNum }),
    ...(input.isHd !== undefined && { isHd: input.isHd }),
  });
  return w.store.classes.create(w.teamId, {
    classId: created.classId,
    courseId,
    name: input.name,
    beginTime,
    endTime,
    teacherUid,
    record: input.record ?? false,
    ...(input.seatNum !== undefined && { seatNum: input.seatNum }),
    ...(input.isHd !== undefined && { isHd: input.isHd }),
    seriesId: input.seriesId ?? null,
    liveUrl: created.liveUrl,
    createdBy: ADA.slackUserId,
  });
}

/** A class the app knows of that is already over (the partner refuses to create one in the past). */
export function recordPastClass(
  store: Store,
  teamId: string,
  input: NewClass & { classId: number; beginTime: number },
): Promise<ClassRecord> {
  const courseId = input.courseId ?? ALGEBRA.courseId;
  return store.classes.create(teamId, {
    classId: input.classId,
    courseId,
    name: input.name,
    beginTime: input.beginTime,
    endTime: input.beginTime + (input.minutes ?? 60) * 60,
    teacherUid: teacherOf(input, courseId),
    seriesId: input.seriesId ?? null,
    createdBy: ADA.slackUserId,
  });
}

export interface EnrolOptions {
  /** Also enrol them at the partner (default true); false records them in the store only. */
  readonly atPartner?: boolean;
  /** The Slack user recorded as having added them. */
  readonly addedBy?: string;
}

/** Enrolments as the app recorded them for Ada, without the partner (for students it does not know). */
export const RECORDED_ONLY: EnrolOptions = { atPartner: false, addedBy: ADA.slackUserId };

/** Enrols students at the partner (30 per call) and in the store. */
export async function enrol(
  w: ClassWorld,
  c: { readonly classId: number; readonly courseId?: number },
  students: ReadonlyArray<{ uid: string; name: string }>,
  options: EnrolOptions = {},
): Promise<void> {
  for (let i = 0; i < students.length; i += 30) {
    const chunk = students.slice(i, i + 30).map((s) => ({ uid: s.uid, name: s.name }));
    if (options.atPartner !== false) {
      const result = await (await partnerOf(w)).addClassStudentMultiple({
        courseId: c.courseId ?? ALGEBRA.courseId,
        classId: c.classId,
        identity: 1,
        studentJson: chunk,
      });
      if (!result.ok) throw new Error(`enrolment failed: ${result.failed.map((f) => f.errno).join(",")}`);
    }
    await w.store.enrolments.add(w.teamId, c.classId, chunk, options.addedBy);
  }
}

export interface Student {
  readonly slackUserId: string;
  readonly uid: string;
  readonly name: string;
  readonly account: string;
}

const NAMES = ["张伟", "王芳", "李雷", "Chloé Dubois", "Nguyễn Văn An", "Liam O'Connor"];

/** `n` more students U<prefix>0001… (Chinese names among them), each in the directory. */
export async function addStudents(store: Store, teamId: string, n: number, prefix = "S"): Promise<Student[]> {
  const out: Student[] = [];
  for (let i = 1; i <= n; i++) {
    const base = NAMES[i % NAMES.length] ?? "Student";
    const student = {
      slackUserId: `U${prefix}${String(i).padStart(4, "0")}`,
      uid: `${prefix}-${i}`,
      name: `${base} ${i}`,
      account: `1370000${String(i).padStart(4, "0")}`,
    };
    await store.people.upsert(teamId, {
      slackUserId: student.slackUserId,
      uid: student.uid,
      displayName: student.name,
      account: student.account,
      role: "student",
    });
    out.push(student);
  }
  return out;
}

/** The demo school with `extra` more students S-5001… named "Student 001"…. */
export function schoolWithStudents(extra: number): FixtureInput {
  const school = demoFixture.schools[0];
  if (!school) throw new Error("demo fixture has no school");
  const more = Array.from({ length: extra }, (_, i) => {
    const n = String(i + 1).padStart(3, "0");
    return { uid: `S-5${n}`, name: `Student ${n}`, account: `1390000${n}` };
  });
  return { ...demoFixture, schools: [{ ...school, students: [...(school.students ?? []), ...more] }] };
}

export const hoursFromNow = (hours: number) => Math.floor(Date.now() / 1000) + hours * 3600;
