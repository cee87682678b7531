/**
 * The double-booking facts (findStaffClashes): who, which existing class, which new occurrence.
 * Overlap is half-open; cancelled classes, the class being moved and the request's own classes
 * (found again on a retry) do not count.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Clash, clashesAmong, findStaffClashes, overlaps } from "../../src/classes/staff-clashes.js";
import { ADA, ALGEBRA, MARIE } from "../support/cast.js";
import { seedSchool } from "../support/school.js";
import { type Setup, setup, TEAM } from "./admin/helpers.js";

const NOW = 1_900_000_000;
const HOUR = 3600;
let s: Setup;
const actor = { teamId: TEAM, userId: ADA.slackUserId, role: "teacher" as const, person: null };

async function stored(
  classId: number,
  beginTime: number,
  minutes: number,
  staff: { teacherUid: string; assistantUid?: string | null; identity?: string },
) {
  return s.store.classes.create(TEAM, {
    classId,
    courseId: ALGEBRA.courseId,
    name: `Class ${classId}`,
    beginTime,
    endTime: beginTime + minutes * 60,
    teacherUid: staff.teacherUid,
    assistantUid: staff.assistantUid ?? null,
    courseUniqueIdentity: staff.identity ?? null,
    createdBy: ADA.slackUserId,
  });
}

const brief = (c: Clash) => [c.who.role, c.who.uid, c.busyAs, c.existing.classId, c.occurrence.beginTime];

beforeEach(async () => {
  s = await setup();
  await seedSchool(s.store, TEAM, { people: [ADA, MARIE], courses: [ALGEBRA] });
});
afterEach(async () => {
  await s.close();
});

describe("overlaps", () => {
  it("is half-open: back to back is no overlap, one minute in is", () => {
    const a = { beginTime: 100, endTime: 200 };
    expect(overlaps(a, { beginTime: 200, endTime: 300 })).toBe(false);
    expect(overlaps(a, { beginTime: 0, endTime: 100 })).toBe(false);
    expect(overlaps(a, { beginTime: 140, endTime: 160 })).toBe(true);
    expect(overlaps(a, { beginTime: 0, endTime: 1000 })).toBe(true);
    expect(overlaps(a, { beginTime: 199, endTime: 260 })).toBe(true);
  });

  it("clashesAmong skips cancelled classes and other people's", () => {
    const base = { deleted: false, cancelledAt: null, assistantUid: null, name: "X", classId: 1 };
    const existing = [
      { ...base, classId: 1, teacherUid: ADA.uid, beginTime: 0, endTime: 100 },
      { ...base, classId: 2, teacherUid: ADA.uid, beginTime: 0, endTime: 100, cancelledAt: 5 },
      { ...base, classId: 3, teacherUid: "T-OTHER", beginTime: 0, endTime: 100 },
    ] as never;
    const who = [{ role: "teacher" as const, uid: ADA.uid, name: null }];
    expect(
      clashesAmong(who, [{ beginTime: 50, endTime: 150 }], existing).map((c) => c.existing.classId),
    ).toEqual([1]);
  });
});

describe("findStaffClashes", () => {
  it("names the teacher's and the assistant's clashes, as teacher or assistant of the other class", async () => {
    await stored(1, NOW, 60, { teacherUid: ADA.uid });
    await stored(2, NOW + 24 * HOUR, 60, { teacherUid: "T-OTHER", assistantUid: MARIE.uid });
    await stored(3, NOW + 2 * HOUR, 60, { teacherUid: ADA.uid });
    const clashes = await findStaffClashes(s, actor, {
      teacherUid: ADA.uid,
      assistantUid: MARIE.uid,
      occurrences: [
        { beginTime: NOW + 24 * HOUR + 1800, endTime: NOW + 25 * HOUR + 1800 },
        { beginTime: NOW + 1800, endTime: NOW + 2 * HOUR },
      ],
    });
    expect(clashes.map(brief)).toEqual([
      ["teacher", ADA.uid, "teacher", 1, NOW + 1800],
      ["assistant", MARIE.uid, "assistant", 2, NOW + 24 * HOUR + 1800],
    ]);
    expect(clashes[0]?.who.name).toBe(ADA.displayName);
    expect(clashes[0]?.existing).toEqual({
      classId: 1,
      name: "Class 1",
      beginTime: NOW,
      endTime: NOW + HOUR,
    });
  });

  it("leaves out cancelled classes, the class being moved and the request's own classes", async () => {
    await stored(1, NOW, 60, { teacherUid: ADA.uid });
    await stored(2, NOW, 60, { teacherUid: ADA.uid });
    await stored(3, NOW, 60, { teacherUid: ADA.uid, identity: "s-mine-00" });
    await s.store.classes.markCancelled(TEAM, 1, ADA.slackUserId);
    const clashes = await findStaffClashes(s, actor, {
      teacherUid: ADA.uid,
      occurrences: [{ beginTime: NOW, endTime: NOW + HOUR }],
      ignoreClassIds: [2],
      ignoreIdentities: ["s-mine-00"],
    });
    expect(clashes).toEqual([]);
  });

  it("nothing to check: no occurrences, no clashes", async () => {
    await stored(1, NOW, 60, { teacherUid: ADA.uid });
    expect(await findStaffClashes(s, actor, { teacherUid: ADA.uid, occurrences: [] })).toEqual([]);
  });
});
