/**
 * Classes and enrolments for the student-side tests, made in the sandbox (so live pages exist) and the
 * store, since the teacher modals that make them are built elsewhere.
 */
import type { Harness } from "./harness.js";
import { WAIT_MS } from "./harness.js";

export const ADMIN = "UADMIN";
export const TEACHER = "UTEACH1";
export const COURSE = 5001;

export interface Student {
  readonly slackUserId: string;
  readonly uid: string;
  readonly name: string;
  readonly account: string;
}

const NAMES = ["张伟", "王芳", "李雷", "Chloé Dubois", "Nguyễn Văn An", "Liam O'Connor"];

/** `n` students, Chinese names among them, each in the directory. */
export async function addStudents(h: Harness, teamId: string, n: number, prefix = "S"): Promise<Student[]> {
  const out: Student[] = [];
  for (let i = 1; i <= n; i++) {
    const base = NAMES[i % NAMES.length] ?? "Student";
    const student = {
      slackUserId: `U${prefix}${String(i).padStart(4, "0")}`,
      uid: `${prefix}-${i}`,
      name: `${base} ${i}`,
      account: `1370000${String(i).padStart(4, "0")}`,
    };
    await h.store.people.upsert(teamId, {
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

/** Connects the workspace (first contact) and registers the teacher and the course. */
export async function setUpSchool(h: Harness): Promise<string> {
  const teamId = h.standin.identity.teamId;
  await h.store.workspaces.upsert({ teamId });
  await h.store.people.upsert(teamId, {
    slackUserId: TEACHER,
    uid: "T-ADA",
    displayName: "Ada Lovelace",
    account: "13800000001",
    role: "teacher",
  });
  const mark = h.standin.calls.length;
  await h.as(ADMIN).command("/class help");
  await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
  await h.store.courses.add(teamId, { courseId: COURSE, name: "Algebra I", teacherUids: ["T-ADA"] });
  return teamId;
}

async function partner(h: Harness, teamId: string) {
  const client = await h.app.partners.forWorkspace(teamId);
  if (!client) throw new Error("the workspace is not connected");
  return client;
}

export interface NewClass {
  readonly name: string;
  readonly beginTime: number;
  readonly record: boolean;
  readonly seriesId?: string;
}

/** Creates the class in the sandbox and records it in the store, as the schedule flow does. */
export async function createClass(h: Harness, teamId: string, c: NewClass): Promise<number> {
  const created = await (await partner(h, teamId)).addCourseClass({
    courseId: COURSE,
    className: c.name,
    beginTime: c.beginTime,
    endTime: c.beginTime + 45 * 60,
    teacherUid: "T-ADA",
    record: c.record ? 1 : 0,
  });
  await h.store.classes.create(teamId, {
    classId: created.classId,
    courseId: COURSE,
    name: c.name,
    beginTime: c.beginTime,
    endTime: c.beginTime + 45 * 60,
    teacherUid: "T-ADA",
    record: c.record,
    liveUrl: created.liveUrl,
    seriesId: c.seriesId ?? null,
    createdBy: TEACHER,
  });
  return created.classId;
}

/** Turns recording on in the sandbox and the store, as the video flow does. */
export async function turnRecordingOn(h: Harness, teamId: string, classId: number): Promise<void> {
  const result = await (await partner(h, teamId)).setClassVideoMultiple({
    courseId: COURSE,
    classJson: [{ classId, record: 1, live: 0, replay: 0 }],
  });
  const entry = result.entries[0];
  if (!entry?.ok) throw new Error(`recording was not switched on: ${entry?.error}`);
  await h.store.classes.updateVideo(teamId, classId, { record: true, live: false, replay: false });
  await h.store.classes.setLiveInfo(teamId, classId, { liveUrl: entry.liveUrl ?? null });
}

export async function enrol(h: Harness, teamId: string, classId: number, students: readonly Student[]) {
  await h.store.enrolments.add(
    teamId,
    classId,
    students.map((s) => ({ uid: s.uid, name: s.name })),
    TEACHER,
  );
}

export const hoursFromNow = (hours: number) => Math.floor(Date.now() / 1000) + hours * 3600;

/** Waits (4 × WAIT_MS at most) until the app's outbox has nothing pending or claimed. */
export async function outboxSettled(h: Harness, state = "settled"): Promise<void> {
  const deadline = Date.now() + 4 * WAIT_MS;
  for (;;) {
    const { pending, claimed } = await h.store.outbox.counts();
    if (pending === 0 && claimed === 0) return;
    if (Date.now() > deadline) throw new Error(`outbox not ${state}: ${pending} pending, ${claimed} claimed`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Wakes the app's outbox worker and waits until it has settled everything queued, so the DMs have
 * landed in the stand-in (and passed its Block Kit checks).
 */
export async function sentByTheApp(h: Harness): Promise<void> {
  h.app.delivery?.wake();
  await outboxSettled(h, "delivered");
}
