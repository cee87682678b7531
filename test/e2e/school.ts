/**
 * The school for the e2e tests: the workspace connected by first contact, the cast in the directory
 * (and known to the Slack stand-in by name), and Algebra I and Physics registered.
 */
import { ADMIN, ALGEBRA, CAST } from "../support/cast.js";
import { type ClassWorld, type SchoolOptions, type Student, seedSchool } from "../support/school.js";
import { type Harness, WAIT_MS } from "./harness.js";

export async function connectedSchool(h: Harness, options: SchoolOptions = {}): Promise<ClassWorld> {
  const teamId = h.standin.identity.teamId;
  for (const p of options.people ?? CAST) {
    h.standin.setUserInfo(p.slackUserId, {
      name: p.displayName.split(" ")[0]?.toLowerCase(),
      real_name: p.displayName,
    });
  }
  // First contact creates the workspace and connects it to the sandbox.
  const mark = h.standin.calls.length;
  await h.as(ADMIN).command("/class help");
  await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
  await seedSchool(h.store, teamId, options);
  return { store: h.store, partners: h.app.partners, teamId, now: () => h.sandbox.now() };
}

/** Turns recording on at the partner and in the store, as the video modal does. */
export async function turnRecordingOn(
  w: ClassWorld,
  classId: number,
  courseId = ALGEBRA.courseId,
): Promise<void> {
  const client = await w.partners.forWorkspace(w.teamId);
  if (!client) throw new Error("the workspace is not connected");
  const result = await client.setClassVideoMultiple({
    courseId,
    classJson: [{ classId, record: 1, live: 0, replay: 0 }],
  });
  const entry = result.entries[0];
  if (!entry?.ok) throw new Error(`recording was not switched on: ${entry?.error}`);
  await w.store.classes.updateVideo(w.teamId, classId, { record: true, live: false, replay: false });
  await w.store.classes.setLiveInfo(w.teamId, classId, { liveUrl: entry.liveUrl ?? null });
}

/**
 * Student S-<number> of the demo school (the sandbox knows them) put in the directory as Slack member
 * `<member><number>`; a prefix per test file keeps their DMs apart.
 */
export async function demoStudent(w: ClassWorld, number: number, member = "UDEMO"): Promise<Student> {
  const student = {
    slackUserId: `${member}${number}`,
    uid: `S-${number}`,
    name: `Student ${number}`,
    account: `1390000${number}`,
  };
  await w.store.people.upsert(w.teamId, { ...student, displayName: student.name, role: "student" });
  return student;
}

/** `n` demo-school students not used before in this file (see demoStudent), from S-1003 on. */
export function demoStudentsFrom(member: string): (w: ClassWorld, n: number) => Promise<Student[]> {
  let next = 1003;
  return async (w, n) => {
    const out: Student[] = [];
    for (let i = 0; i < n; i++) out.push(await demoStudent(w, next++, member));
    return out;
  };
}
