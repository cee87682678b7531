/** Classes for tests: created in the sandbox through the SDK and recorded in the store, as scheduling does. */
import type { PartnerClients } from "../../src/classes/admin/partner-clients.js";
import type { ClassRecord, Store } from "../../src/store/index.js";

export const ALGEBRA = 5001;
export const PHYSICS = 5002;

/** The directory the class tests share: teachers of the demo school and a few students. */
export async function seedDirectory(store: Store, teamId: string): Promise<void> {
  await store.courses.add(teamId, { courseId: ALGEBRA, name: "Algebra I", teacherUids: ["T-ADA"] });
  await store.courses.add(teamId, { courseId: PHYSICS, name: "Physics", teacherUids: ["T-MARIE"] });
  const people = [
    { slackUserId: "UADA", uid: "T-ADA", displayName: "Ada Lovelace", role: "teacher" as const },
    { slackUserId: "UMARIE", uid: "T-MARIE", displayName: "Marie Curie", role: "teacher" as const },
    { slackUserId: "UBEN", uid: "S-1001", displayName: "Ben Carter", role: "student" as const },
    { slackUserId: "UCHLOE", uid: "S-1002", displayName: "Chloé Dubois", role: "student" as const },
    { slackUserId: "UJOSE", uid: "S-1005", displayName: "José Álvarez", role: "student" as const },
  ];
  for (const p of people) await store.people.upsert(teamId, p);
}

export interface NewClass {
  readonly courseId?: number;
  readonly name: string;
  readonly beginTime: number;
  readonly minutes?: number;
  readonly teacherUid?: string;
  readonly seriesId?: string | null;
  readonly record?: boolean;
}

export async function createClass(
  store: Store,
  partners: PartnerClients,
  teamId: string,
  input: NewClass,
): Promise<ClassRecord> {
  const client = await partners.forWorkspace(teamId);
  if (!client) throw new Error("workspace not connected");
  const courseId = input.courseId ?? ALGEBRA;
  const endTime = input.beginTime + (input.minutes ?? 60) * 60;
  const teacherUid = input.teacherUid ?? (courseId === ALGEBRA ? "T-ADA" : "T-MARIE");
  const created = await client.addCourseClass({
    courseId,
    className: input.name,
    beginTime: input.beginTime,
    endTime,
    teacherUid,
    record: input.record ? 1 : 0,
  });
  return store.classes.create(teamId, {
    classId: created.classId,
    courseId,
    name: input.name,
    beginTime: input.beginTime,
    endTime,
    teacherUid,
    record: input.record ?? false,
    seriesId: input.seriesId ?? null,
    liveUrl: created.liveUrl,
    createdBy: "UADA",
  });
}

/** A class the app knows of that is already over (the sandbox refuses to create one in the past). */
export function recordPastClass(
  store: Store,
  teamId: string,
  input: NewClass & { classId: number },
): Promise<ClassRecord> {
  return store.classes.create(teamId, {
    classId: input.classId,
    courseId: input.courseId ?? ALGEBRA,
    name: input.name,
    beginTime: input.beginTime,
    endTime: input.beginTime + (input.minutes ?? 60) * 60,
    teacherUid: input.teacherUid ?? "T-ADA",
    seriesId: input.seriesId ?? null,
    createdBy: "UADA",
  });
}
