import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { upcomingClassesFor } from "../../src/classes/classes-list.js";
import { canBeTeacher } from "../../src/classes/schedule/plan.js";
import { type Setup, setup, TEAM } from "./admin/helpers.js";

let s: Setup;
const NOW = 1_900_000_000;
beforeEach(async () => {
  s = await setup();
  await s.store.people.upsert(TEAM, {
    slackUserId: "UADA",
    uid: "T-ADA",
    displayName: "Ada",
    role: "teacher",
  });
  await s.store.people.upsert(TEAM, { slackUserId: "UBEN", uid: "S-1", displayName: "Ben", role: "student" });
  await s.store.courses.add(TEAM, { courseId: 5001, name: "Algebra", teacherUids: ["T-ADA"] });
  const make = (classId: number, name: string, begin: number, teacherUid = "T-ADA") =>
    s.store.classes.create(TEAM, {
      classId,
      courseId: 5001,
      name,
      beginTime: begin,
      endTime: begin + 3600,
      teacherUid,
      createdBy: "UADA",
    });
  await make(1, "Past", NOW - 7200);
  await make(2, "Later", NOW + 7200);
  await make(3, "Soon", NOW + 600);
  await make(4, "Someone else's", NOW + 900, "T-GONE");
  await s.store.enrolments.add(TEAM, 2, [{ uid: "S-1", name: "Ben" }], "UADA");
});
afterEach(async () => {
  await s.close();
});

describe("upcomingClassesFor", () => {
  const person = async (id: string) => (await s.store.people.getBySlackUser(TEAM, id)) ?? null;

  it("admins see every upcoming class, soonest first, with names from the directory", async () => {
    const result = await upcomingClassesFor(s.store, { teamId: TEAM, role: "admin", person: null, now: NOW });
    expect(result.scope).toBe("all");
    expect(result.classes.map((c) => [c.name, c.teacherName, c.courseName])).toEqual([
      ["Soon", "Ada", "Algebra"],
      ["Someone else's", "UID T-GONE", "Algebra"],
      ["Later", "Ada", "Algebra"],
    ]);
  });

  it("teachers see what they teach, students what they attend, strangers nothing", async () => {
    const teaching = await upcomingClassesFor(s.store, {
      teamId: TEAM,
      role: "teacher",
      person: await person("UADA"),
      now: NOW,
    });
    expect([teaching.scope, teaching.classes.map((c) => c.name)]).toEqual(["teaching", ["Soon", "Later"]]);
    const attending = await upcomingClassesFor(s.store, {
      teamId: TEAM,
      role: "student",
      person: await person("UBEN"),
      now: NOW,
    });
    expect([attending.scope, attending.classes.map((c) => c.name)]).toEqual(["attending", ["Later"]]);
    const stranger = await upcomingClassesFor(s.store, { teamId: TEAM, role: null, person: null, now: NOW });
    expect(stranger.classes).toEqual([]);
  });
  it("an admin without a UID sees every class; the directory entry without one names nobody", async () => {
    await s.store.people.upsert(TEAM, { slackUserId: "UHEAD", uid: "", displayName: "Head", role: "admin" });
    const head = await person("UHEAD");
    expect(head?.uid).toBeNull();
    expect(canBeTeacher(head)).toBe(false);
    expect(canBeTeacher(await person("UADA"))).toBe(true);
    const all = await upcomingClassesFor(s.store, { teamId: TEAM, role: "admin", person: head, now: NOW });
    expect(all.classes.map((c) => c.teacherName)).toEqual(["Ada", "UID T-GONE", "Ada"]);
  });
});
