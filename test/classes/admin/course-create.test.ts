/**
 * A new course made at the service: a run that dies after the service made the course (a crash
 * before the store write) is resumed by a run that gets the same course and stores it once; a
 * course of another form is another course; refusals are facts on their fields.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedConnection } from "../../../src/classes/admin/connection.js";
import { createCourse, newCourseIdentity } from "../../../src/classes/admin/course-create.js";
import { DEMO_SECRET, DEMO_SID } from "../../../src/sandbox/index.js";
import { testActor } from "../../support/actor.js";
import { ADA, BEN } from "../../support/cast.js";
import { type Setup, setup, TEAM } from "./helpers.js";

let s: Setup;
beforeEach(async () => {
  s = await setup();
  await s.store.people.upsert(TEAM, ADA);
  await s.store.people.upsert(TEAM, BEN);
  await seedConnection(s, TEAM, { baseUrl: s.sandbox.url, sid: DEMO_SID, secret: DEMO_SECRET });
});
afterEach(() => s.close());

const admin = testActor(TEAM, "UADMIN", "admin");
const request = {
  formId: "00112233aabbccdd",
  name: "Chemistry",
  defaultFolderId: null,
  teacherSlackUserIds: [ADA.slackUserId],
};

describe("a new course", () => {
  it("resumed after the service made it but before it was stored: the same course, stored once", async () => {
    // The first run's call reached the service, then the process died.
    const client = await s.partners.forWorkspace(TEAM);
    const made = await client?.addCourse({
      courseName: "Chemistry",
      courseUniqueIdentity: newCourseIdentity(TEAM, request.formId),
    });
    const resumed = await createCourse(s, admin, request, "job1");
    expect(resumed).toMatchObject({ ok: true, existed: false, course: { courseId: made?.courseId } });
    expect(await createCourse(s, admin, request, "job1")).toMatchObject({ ok: true, existed: true });
    expect((await s.store.courses.list(TEAM)).map((c) => [c.courseId, c.name, c.teacherUids])).toEqual([
      [made?.courseId, "Chemistry", [ADA.uid]],
    ]);
    const other = await createCourse(s, admin, { ...request, formId: "ffeeddccbbaa9988" }, "job2");
    expect(other.ok && other.course.courseId).not.toBe(made?.courseId);
  });

  it("refuses, as facts on their fields, a student as a teacher, a folder the school lacks, a non-admin", async () => {
    expect(await createCourse(s, admin, { ...request, teacherSlackUserIds: [BEN.slackUserId] }, "j")).toEqual(
      {
        ok: false,
        field: "teachers",
        problem: { kind: "not-teachers", people: [{ slackUserId: BEN.slackUserId, name: BEN.displayName }] },
      },
    );
    expect(
      await createCourse(s, admin, { ...request, formId: "0000000000000001", defaultFolderId: "999" }, "j"),
    ).toEqual({
      ok: false,
      field: "folder",
      problem: { kind: "no-folder" },
    });
    const teacher = testActor(TEAM, ADA.slackUserId, "teacher", ADA.uid);
    expect(await createCourse(s, teacher, request, "j")).toMatchObject({
      ok: false,
      problem: { kind: "not-admin" },
    });
    expect(await s.store.courses.list(TEAM)).toEqual([]);
  });
});
