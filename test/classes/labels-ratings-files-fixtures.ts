/**
 * Classes and students for tests of the class surfaces, made the way the app will make them: through
 * the partner (the sandbox) first, then recorded in the store. The schedule and students modals are
 * built elsewhere; these helpers stand in for them.
 */
import type { PartnerClients } from "../../src/classes/admin/partner-clients.js";
import { DEMO_SECRET, DEMO_SID, demoFixture, type FixtureInput } from "../../src/sandbox/index.js";
import type { ClassRecord, Store } from "../../src/store/index.js";

export interface ClassWorld {
  readonly store: Store;
  readonly partners: PartnerClients;
  readonly teamId: string;
  /** Unix seconds of the partner's clock. */
  readonly now: () => number;
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

export const DEMO_SCHOOL = { sid: DEMO_SID, secret: DEMO_SECRET };

/** Registers a course in the store unless it is there. */
export async function ensureCourse(
  w: ClassWorld,
  courseId: number,
  name: string,
  teacherUids: string[],
): Promise<void> {
  if (!(await w.store.courses.get(w.teamId, courseId))) {
    await w.store.courses.add(w.teamId, { courseId, name, teacherUids });
  }
}

export interface NewClass {
  readonly courseId: number;
  readonly name: string;
  /** Seconds from now; default one day. */
  readonly startsIn?: number;
  readonly teacherUid?: string;
  readonly seriesId?: string;
}

export async function makeClass(w: ClassWorld, input: NewClass): Promise<ClassRecord> {
  const client = await w.partners.forWorkspace(w.teamId);
  if (!client) throw new Error("workspace not connected");
  const beginTime = w.now() + (input.startsIn ?? 86_400);
  const endTime = beginTime + 3600;
  const teacherUid = input.teacherUid ?? "T-ADA";
  const created = await client.addCourseClass({
    courseId: input.courseId,
    className: input.name,
    beginTime,
    endTime,
    teacherUid,
  });
  return w.store.classes.create(w.teamId, {
    classId: created.classId,
    courseId: input.courseId,
    name: input.name,
    beginTime,
    endTime,
    teacherUid,
    createdBy: "UTEST",
    ...(input.seriesId ? { seriesId: input.seriesId } : {}),
  });
}

/** Enrols students at the partner (30 per call) and in the store. */
export async function enrol(
  w: ClassWorld,
  c: ClassRecord,
  students: ReadonlyArray<{ uid: string; name: string }>,
): Promise<void> {
  const client = await w.partners.forWorkspace(w.teamId);
  if (!client) throw new Error("workspace not connected");
  for (let i = 0; i < students.length; i += 30) {
    const chunk = students.slice(i, i + 30);
    const result = await client.addClassStudentMultiple({
      courseId: c.courseId,
      classId: c.classId,
      identity: 1,
      studentJson: chunk.map((s) => ({ uid: s.uid, name: s.name })),
    });
    if (!result.ok) throw new Error(`enrolment failed: ${result.failed.map((f) => f.errno).join(",")}`);
    await w.store.enrolments.add(w.teamId, c.classId, chunk);
  }
}
