import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { saveConnection } from "../../src/classes/admin/connection.js";
import type { ClassOutcome } from "../../src/classes/apply-to.js";
import { setClassSeats } from "../../src/classes/class-seats.js";
import { setClassVideo } from "../../src/classes/class-video.js";
import { prepareEnrolment, runEnrolment } from "../../src/classes/enrol-students.js";
import { classesActorMayActOn, findClass } from "../../src/classes/find-class.js";
import { translator } from "../../src/i18n/index.js";
import { DEMO_SECRET, DEMO_SID } from "../../src/sandbox/index.js";
import {
  enrolmentRefusalText,
  enrolmentReport,
  studentOutcomeWords,
} from "../../src/slack/features/students/report.js";
import { notDoneLine } from "../../src/slack/lib/words/not-done.js";
import { testActor } from "../support/actor.js";
import { PHYSICS } from "../support/cast.js";
import { type ClassWorld, makeClass, recordPastClass, seedSchool } from "../support/school.js";
import { type Setup, setup, TEAM } from "./admin/helpers.js";

const en = translator("en");

let s: Setup;
let w: ClassWorld;
const ada = testActor(TEAM, "UADA", "teacher", "T-ADA");
const marie = testActor(TEAM, "UMARIE", "teacher", "T-MARIE");
const admin = testActor(TEAM, "UADMIN", "admin", null);
const DAY = 86_400;

beforeEach(async () => {
  s = await setup();
  await saveConnection(s, testActor(TEAM, "UADMIN", "admin"), {
    baseUrl: s.sandbox.url,
    liveBaseUrl: null,
    sid: DEMO_SID,
    secret: DEMO_SECRET,
  });
  await seedSchool(s.store, TEAM);
  w = { store: s.store, partners: s.partners, teamId: TEAM, now };
});
afterEach(async () => s.close());

const now = () => Math.floor(Date.now() / 1000);
/** The report lines the view words from a video or seats result's facts. */
const classLines = (result: { ok: boolean; classes?: readonly ClassOutcome[] }) =>
  (result.classes ?? []).map((c) => (c.ok ? "saved" : notDoneLine(c.why, undefined, en)));
const sandboxClass = (classId: number) =>
  s.sandbox.state(DEMO_SID).classes.find((c) => c.classId === classId);

describe("class picker", () => {
  it("lists only classes of courses the caller may teach, upcoming first; admins see all", async () => {
    const later = await makeClass(w, {
      name: "Algebra",
      beginTime: now() + 3 * DAY,
    });
    const sooner = await makeClass(w, {
      name: "Algebra extra",
      beginTime: now() + DAY,
    });
    const physics = await makeClass(w, {
      courseId: PHYSICS.courseId,
      name: "Physics",
      beginTime: now() + DAY,
    });
    const mine = await classesActorMayActOn(s.store, ada, now());
    expect(mine.map((c) => c.classId)).toEqual([sooner.classId, later.classId]);
    expect((await classesActorMayActOn(s.store, admin, now())).map((c) => c.classId)).toContain(
      physics.classId,
    );
    expect(findClass(mine, String(later.classId))).toMatchObject({
      kind: "found",
      cls: { classId: later.classId },
    });
    expect(findClass(mine, "algebra e")).toMatchObject({ kind: "found", cls: { classId: sooner.classId } });
    expect(findClass(mine, "algebra")).toMatchObject({ kind: "found", cls: { classId: later.classId } });
    expect(findClass(mine, "alg")).toMatchObject({
      kind: "ambiguous",
      matches: [{ classId: sooner.classId }, { classId: later.classId }],
    });
    expect(findClass(mine, "Physics")).toMatchObject({ kind: "unknown", matches: [] });
    expect(findClass(mine, String(physics.classId))).toMatchObject({ kind: "unknown" });
    expect(findClass(mine, "")).toEqual({ kind: "none" });
  });
});

describe("students", () => {
  it("adds and removes students, stores what the service accepted and reports per student", async () => {
    const cls = await makeClass(w, { name: "Algebra", beginTime: now() + DAY });
    const prepared = await prepareEnrolment(s, ada, {
      classId: cls.classId,
      applyTo: "class",
      addSlackUserIds: ["UBEN"],
      channelMemberIds: ["UCHLOE", "UMARIE", "UNOBODY"],
      removeUids: [],
    });
    if (!prepared.ok) throw new Error(JSON.stringify(prepared));
    const report = await runEnrolment(s, ada, prepared.plan);
    expect(report.classes[0]?.students.map((r) => `${r.name}: ${studentOutcomeWords(r, en)}`)).toEqual([
      "Ben Carter: added",
      "Chloé Dubois: added",
    ]);
    expect(report.classes[0]?.newlyAdded).toEqual([
      { uid: "S-1001", slackUserId: "UBEN" },
      { uid: "S-1002", slackUserId: "UCHLOE" },
    ]);
    expect(sandboxClass(cls.classId)?.students).toEqual(["S-1001", "S-1002"]);
    const again = await prepareEnrolment(s, ada, {
      classId: cls.classId,
      applyTo: "class",
      addSlackUserIds: ["UBEN"],
      removeUids: ["S-1002"],
    });
    if (!again.ok) throw new Error(JSON.stringify(again));
    const second = await runEnrolment(s, ada, again.plan);
    expect(second.classes[0]?.students.map((r) => `${r.name}: ${studentOutcomeWords(r, en)}`)).toEqual([
      "Ben Carter: already in this class",
      "Chloé Dubois: removed",
    ]);
    expect(second.classes[0]?.newlyAdded).toEqual([]);
    expect((await s.store.enrolments.listForClass(TEAM, cls.classId)).map((e) => e.studentUid)).toEqual([
      "S-1001",
    ]);
    await s.partners.flushAudit();
    const audit = await s.store.audit.latest(TEAM, 20);
    expect(audit.some((e) => e.operation === "addClassStudentMultiple" && e.actor === "UADA")).toBe(true);
  });

  it("reports per student what the service did when storing a chunk fails, and logs the error name", async () => {
    const cls = await makeClass(w, { name: "Algebra", beginTime: now() + DAY });
    const prepared = await prepareEnrolment(s, ada, {
      classId: cls.classId,
      applyTo: "class",
      addSlackUserIds: ["UBEN", "UCHLOE"],
      removeUids: [],
    });
    if (!prepared.ok) throw new Error(JSON.stringify(prepared));
    const failing: typeof s.store = Object.assign(Object.create(s.store), {
      transaction: async () => {
        throw new TypeError("disk full");
      },
    });
    const logged: unknown[] = [];
    const logger = { error: (o: unknown) => logged.push(o), warn: (o: unknown) => logged.push(o) };
    const report = await runEnrolment({ ...s, store: failing, logger }, ada, prepared.plan);
    expect(report.notSaved).toBe(2);
    expect(report.classes[0]?.students.map((r) => `${r.name}: ${studentOutcomeWords(r, en)}`)).toEqual([
      "Ben Carter: added, but saving it here failed, so this app does not show it yet",
      "Chloé Dubois: added, but saving it here failed, so this app does not show it yet",
    ]);
    expect(report.classes[0]?.newlyAdded).toEqual([]);
    expect(sandboxClass(cls.classId)?.students).toEqual(["S-1001", "S-1002"]);
    expect(logged).toEqual([expect.objectContaining({ err: "TypeError" })]);
    expect(enrolmentReport(report, undefined, en).text).toContain("Saving failed for 2 students");
  });

  it("refuses people outside the directory and non-students without calling the service", async () => {
    const cls = await makeClass(w, { name: "Algebra", beginTime: now() + DAY });
    const result = await prepareEnrolment(s, ada, {
      classId: cls.classId,
      applyTo: "class",
      addSlackUserIds: ["UBEN", "USTRANGER", "UMARIE"],
      removeUids: [],
    });
    expect(result).toEqual({
      ok: false,
      field: "add",
      outsiders: ["USTRANGER"],
      notStudents: [{ name: "Marie Curie", role: "teacher" }],
      others: 1,
    });
    if (result.ok || !("outsiders" in result)) return;
    const picks = { outsiders: ["Sam Stranger"], notStudents: result.notStudents };
    expect(enrolmentRefusalText(result, picks, en)).toBe(
      "Sam Stranger is not in the school directory and Marie Curie is a teacher, not a student, so nobody was added. Tick “Add the other student anyway” below to add the others without them, or take them off the list.",
    );
  });

  it("refuses a teacher acting on another teacher's course", async () => {
    const cls = await makeClass(w, { name: "Algebra", beginTime: now() + DAY });
    const result = await prepareEnrolment(s, marie, {
      classId: cls.classId,
      applyTo: "class",
      addSlackUserIds: ["UBEN"],
      removeUids: [],
    });
    expect(result).toEqual({
      ok: false,
      field: "access",
      refusal: { kind: "course", courseId: cls.courseId, courseName: expect.any(String) },
    });
    const student = testActor(TEAM, "UBEN", "student", "S-1001");
    expect(
      await setClassSeats(s, student, { classId: cls.classId, applyTo: "class", seatNum: 3, isHd: 0 }),
    ).toEqual({ ok: false, field: "access", refusal: { kind: "role", capability: "seats" } });
    expect(sandboxClass(cls.classId)?.seatNum).toBe(6);
  });

  it("applies to the rest of a series, skipping a class that is over", async () => {
    const past = await recordPastClass(s.store, TEAM, {
      classId: 990001,
      name: "Algebra",
      beginTime: now() - 2 * DAY,
      seriesId: "S1",
    });
    const next = await makeClass(w, {
      name: "Algebra",
      beginTime: now() + 5 * DAY,
      seriesId: "S1",
    });
    const after = await makeClass(w, {
      name: "Algebra",
      beginTime: now() + 12 * DAY,
      seriesId: "S1",
    });
    const prepared = await prepareEnrolment(s, ada, {
      classId: past.classId,
      applyTo: "series",
      addSlackUserIds: ["UBEN"],
      removeUids: [],
    });
    if (!prepared.ok) throw new Error(JSON.stringify(prepared));
    const report = await runEnrolment(s, ada, prepared.plan);
    const skipped = (c: (typeof report.classes)[number]) =>
      c.skipped && notDoneLine({ reason: c.skipped }, undefined, en);
    expect(
      report.classes.map((c) => [c.classId, skipped(c), c.students.map((s) => studentOutcomeWords(s, en))]),
    ).toEqual([
      [past.classId, "class is over", []],
      [next.classId, null, ["added"]],
      [after.classId, null, ["added"]],
    ]);
    const video = await setClassVideo(s, ada, {
      classId: next.classId,
      applyTo: "series",
      record: true,
      live: true,
      replay: false,
    });
    expect(video).toMatchObject({ ok: true, recordingTurnedOn: [next.classId, after.classId] });
    const stored = await s.store.classes.get(TEAM, after.classId);
    expect(stored).toMatchObject({ record: true, live: true, replay: false });
    expect(stored?.liveUrl).toMatch(/lessonKey=/);
    expect(sandboxClass(after.classId)).toMatchObject({ record: 1, live: 1 });
  });
});

describe("a class deleted in the class service (212)", () => {
  it("is marked deleted by students, video and seats, and each report says so", async () => {
    const deleted = "this class was deleted in ClassIn";
    const make = (name: string) => makeClass(w, { name, beginTime: now() + DAY });
    const a = await make("Algebra A");
    s.sandbox.deleteClass(a.classId);
    const prepared = await prepareEnrolment(s, ada, {
      classId: a.classId,
      applyTo: "class",
      addSlackUserIds: ["UBEN"],
      removeUids: [],
    });
    if (!prepared.ok) throw new Error(JSON.stringify(prepared));
    const report = await runEnrolment(s, ada, prepared.plan);
    expect(report.classes[0]?.students.map((s) => studentOutcomeWords(s, en))).toEqual([deleted]);
    expect((await s.store.classes.get(TEAM, a.classId))?.deleted).toBe(true);
    expect((await classesActorMayActOn(s.store, ada, now())).map((c) => c.classId)).not.toContain(a.classId);

    const b = await make("Algebra B");
    s.sandbox.deleteClass(b.classId);
    const video = await setClassVideo(s, ada, {
      classId: b.classId,
      applyTo: "class",
      record: true,
      live: false,
      replay: false,
    });
    expect(video).toMatchObject({ ok: true, classes: [{ ok: false }] });
    expect(classLines(video)).toEqual([deleted]);
    expect((await s.store.classes.get(TEAM, b.classId))?.deleted).toBe(true);

    const c = await make("Algebra C");
    s.sandbox.injectFault({ action: "modifyClassSeatNum", errno: 212 });
    const seats = await setClassSeats(s, ada, { classId: c.classId, applyTo: "class", seatNum: 6, isHd: 0 });
    expect(seats).toMatchObject({ ok: true, classes: [{ ok: false }] });
    expect(classLines(seats)).toEqual([deleted]);
    expect((await s.store.classes.get(TEAM, c.classId))?.deleted).toBe(true);
  });
});

describe("recording and seats", () => {
  it("refuses live without recording on the field, explains 252, and stores nothing refused", async () => {
    const cls = await makeClass(w, { name: "Algebra", beginTime: now() + DAY });
    expect(
      await setClassVideo(s, ada, {
        classId: cls.classId,
        applyTo: "class",
        record: false,
        live: true,
        replay: false,
      }),
    ).toEqual({ ok: false, field: "live" });
    s.sandbox.injectFault({ action: "setClassVideoMultiple", errno: 252 });
    const refused = await setClassVideo(s, ada, {
      classId: cls.classId,
      applyTo: "class",
      record: true,
      live: false,
      replay: false,
    });
    expect(refused).toMatchObject({
      ok: true,
      recordingTurnedOn: [],
      classes: [{ ok: false }],
    });
    expect(classLines(refused)).toEqual(["recording can't change in the 20 minutes before class"]);
    expect((await s.store.classes.get(TEAM, cls.classId))?.record).toBe(false);
  });

  it("reports per class when one class of a series is inside the 20 minutes and the rest succeed", async () => {
    const soon = await makeClass(w, {
      name: "Weekly",
      beginTime: now() + 600,
      seriesId: "weekly",
    });
    const next = await makeClass(w, {
      name: "Weekly",
      beginTime: now() + 7 * DAY,
      seriesId: "weekly",
    });
    const after = await makeClass(w, {
      name: "Weekly",
      beginTime: now() + 14 * DAY,
      seriesId: "weekly",
    });
    const result = await setClassVideo(s, ada, {
      classId: soon.classId,
      applyTo: "series",
      record: true,
      live: false,
      replay: false,
    });
    expect(result).toMatchObject({
      ok: true,
      recordingTurnedOn: [next.classId, after.classId],
      classes: [
        { classId: soon.classId, ok: false },
        { classId: next.classId, ok: true },
        { classId: after.classId, ok: true },
      ],
    });
    expect(classLines(result)).toEqual([
      "recording can't change in the 20 minutes before class",
      "saved",
      "saved",
    ]);
    expect((await s.store.classes.get(TEAM, soon.classId))?.record).toBe(false);
    expect((await s.store.classes.get(TEAM, next.classId))?.record).toBe(true);
    expect(sandboxClass(after.classId)?.record).toBe(1);
  });

  it("explains 251 and 253 in plain words and stores nothing", async () => {
    const cls = await makeClass(w, { name: "Algebra", beginTime: now() + DAY });
    const turnOn = {
      classId: cls.classId,
      applyTo: "class",
      record: true,
      live: true,
      replay: false,
    } as const;
    s.sandbox.injectFault({ action: "setClassVideoMultiple", errno: 251 });
    const refused251 = await setClassVideo(s, ada, turnOn);
    expect(refused251).toMatchObject({ ok: true, classes: [{ ok: false }] });
    expect(classLines(refused251)).toEqual(["live broadcast and replay need recording to be on"]);
    s.sandbox.injectFault({ action: "setClassVideoMultiple", errno: 253 });
    const refused253 = await setClassVideo(s, ada, turnOn);
    expect(refused253).toMatchObject({ ok: true, classes: [{ ok: false }] });
    expect(classLines(refused253)).toEqual(["ClassIn's video service had a problem; try again in a moment"]);
    expect((await s.store.classes.get(TEAM, cls.classId))?.record).toBe(false);
  });

  it("explains seats refused with 140 (in session) and 145 (over), changing nothing", async () => {
    const cls = await makeClass(w, { name: "Algebra", beginTime: now() + DAY });
    const request = { classId: cls.classId, applyTo: "class", seatNum: 1, isHd: 0 } as const;
    s.sandbox.injectFault({ action: "modifyClassSeatNum", errno: 140 });
    const refused140 = await setClassSeats(s, ada, request);
    expect(refused140).toMatchObject({ ok: true, classes: [{ ok: false }] });
    expect(classLines(refused140)).toEqual(["class is in session"]);
    s.sandbox.injectFault({ action: "modifyClassSeatNum", errno: 145 });
    const refused145 = await setClassSeats(s, ada, request);
    expect(refused145).toMatchObject({ ok: true, classes: [{ ok: false }] });
    expect(classLines(refused145)).toEqual(["class is over"]);
    const stored = await s.store.classes.get(TEAM, cls.classId);
    expect(stored?.seatNum).not.toBe(1);
    expect(sandboxClass(cls.classId)?.seatNum).not.toBe(1);
  });

  it("a lost answer (applied, then HTTP 500 / reset / garbled) is unconfirmed, not failed; asked again it is saved", async () => {
    for (const lost of [{ http: 500 }, { reset: true }, { malformed: true }] as const) {
      const cls = await makeClass(w, { name: "Algebra", beginTime: now() + DAY });
      const seats = { classId: cls.classId, applyTo: "class", seatNum: 3, isHd: 0 } as const;
      s.sandbox.injectFault({ action: "modifyClassSeatNum", applied: true, count: 0, ...lost });
      const unknown = await setClassSeats(s, ada, seats);
      s.sandbox.clearFaults();
      expect(unknown).toMatchObject({ ok: true, classes: [{ ok: false, why: { reason: "unconfirmed" } }] });
      // The service did it; the store waits until it is known.
      expect(sandboxClass(cls.classId)?.seatNum).toBe(3);
      expect((await s.store.classes.get(TEAM, cls.classId))?.seatNum).not.toBe(3);
      expect(classLines(await setClassSeats(s, ada, seats))).toEqual(["saved"]);
      expect((await s.store.classes.get(TEAM, cls.classId))?.seatNum).toBe(3);

      const video = {
        classId: cls.classId,
        applyTo: "class",
        record: true,
        live: false,
        replay: false,
      } as const;
      s.sandbox.injectFault({ action: "setClassVideoMultiple", applied: true, count: 0, ...lost });
      const unknownVideo = await setClassVideo(s, ada, video);
      s.sandbox.clearFaults();
      expect(classLines(unknownVideo)).toEqual([notDoneLine({ reason: "unconfirmed" }, undefined, en)]);
      expect((await s.store.classes.get(TEAM, cls.classId))?.record).toBe(false);
      expect(classLines(await setClassVideo(s, ada, video))).toEqual(["saved"]);
      expect((await s.store.classes.get(TEAM, cls.classId))?.record).toBe(true);
    }
  }, 30_000);

  it("reduces seats to the school maximum and allows HD only with 1 or 6 seats", async () => {
    const cls = await makeClass(w, { name: "Algebra", beginTime: now() + DAY });
    await s.store.workspaces.upsert({ teamId: TEAM, settings: { seatMax: 8 } });
    expect(
      await setClassSeats(s, ada, { classId: cls.classId, applyTo: "class", seatNum: 4, isHd: 1 }),
    ).toMatchObject({ ok: false, field: "hd" });
    const result = await setClassSeats(s, ada, {
      classId: cls.classId,
      applyTo: "class",
      seatNum: 10,
      isHd: 0,
    });
    expect(result).toMatchObject({
      ok: true,
      seatNum: 8,
      reducedFrom: 10,
      classes: [{ ok: true }],
    });
    expect(classLines(result)).toEqual(["saved"]);
    expect(sandboxClass(cls.classId)?.seatNum).toBe(8);
    expect((await s.store.classes.get(TEAM, cls.classId))?.seatNum).toBe(8);
    s.sandbox.injectFault({ action: "modifyClassSeatNum", errno: 348 });
    const frozen = await setClassSeats(s, ada, {
      classId: cls.classId,
      applyTo: "class",
      seatNum: 6,
      isHd: 1,
    });
    expect(frozen).toMatchObject({
      ok: true,
      classes: [{ ok: false }],
    });
    expect(classLines(frozen)).toEqual(["seats can't change in the 20 minutes before class"]);
    expect((await s.store.classes.get(TEAM, cls.classId))?.isHd).toBe(0);
  });
});
