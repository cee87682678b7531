import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { upcomingClassesFor } from "../../src/classes/classes-list.js";
import { canBeTeacher } from "../../src/classes/schedule/plan.js";
import { ADA, ALGEBRA, BEN } from "../support/cast.js";
import { recordPastClass, seedSchool } from "../support/school.js";
import { type Setup, setup, TEAM } from "./admin/helpers.js";

let s: Setup;
const NOW = 1_900_000_000;
beforeEach(async () => {
  s = await setup();
  await seedSchool(s.store, TEAM, { people: [ADA, BEN], courses: [ALGEBRA] });
  // Classes the app knows of, made without the partner (their ids and times are the test's own).
  const make = (classId: number, name: string, beginTime: number, teacherUid: string = ADA.uid) =>
    recordPastClass(s.store, TEAM, { classId, name, beginTime, teacherUid });
  await make(1, "Past", NOW - 7200);
  await make(2, "Later", NOW + 7200);
  await make(3, "Soon", NOW + 600);
  await make(4, "Someone else's", NOW + 900, "T-GONE");
  await s.store.enrolments.add(TEAM, 2, [{ uid: BEN.uid, name: BEN.displayName }], ADA.slackUserId);
});
afterEach(async () => {
  await s.close();
});

describe("upcomingClassesFor", () => {
  const person = async (id: string) => (await s.store.people.getBySlackUser(TEAM, id)) ?? null;

  it("admins see every upcoming class, soonest first, with names from the directory", async () => {
    const result = await upcomingClassesFor(s.store, { teamId: TEAM, role: "admin", person: null, now: NOW });
    expect(result.scope).toBe("all");
    // A teacher the directory does not know: no name, their UID (the view words it).
    expect(result.classes.map((c) => [c.name, c.teacherName, c.teacherUid, c.courseName])).toEqual([
      ["Soon", ADA.displayName, ADA.uid, ALGEBRA.name],
      ["Someone else's", null, "T-GONE", ALGEBRA.name],
      ["Later", ADA.displayName, ADA.uid, ALGEBRA.name],
    ]);
  });

  it("teachers see what they teach, students what they attend, strangers nothing", async () => {
    const teaching = await upcomingClassesFor(s.store, {
      teamId: TEAM,
      role: "teacher",
      person: await person(ADA.slackUserId),
      now: NOW,
    });
    expect([teaching.scope, teaching.classes.map((c) => c.name)]).toEqual(["teaching", ["Soon", "Later"]]);
    const attending = await upcomingClassesFor(s.store, {
      teamId: TEAM,
      role: "student",
      person: await person(BEN.slackUserId),
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
    expect(canBeTeacher(await person(ADA.slackUserId))).toBe(true);
    const all = await upcomingClassesFor(s.store, { teamId: TEAM, role: "admin", person: head, now: NOW });
    expect(all.classes.map((c) => c.teacherName)).toEqual([ADA.displayName, null, ADA.displayName]);
  });
});
