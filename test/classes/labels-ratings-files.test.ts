/**
 * The labels, ratings and files use cases against the partner sandbox and a real store: what the
 * partner ends up holding, what the store keeps, and what the teacher is told for each entry.
 */

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeLabel, saveLabel } from "../../src/classes/admin/labels.js";
import { createPartnerClients } from "../../src/classes/admin/partner-clients.js";
import type { ClassesDeps } from "../../src/classes/deps.js";
import { listCloudFolder, parseFolderId } from "../../src/classes/files.js";
import { setClassLabels } from "../../src/classes/labels.js";
import { ratingRoster, saveRatings } from "../../src/classes/ratings.js";
import { translator } from "../../src/i18n/index.js";
import { DEMO_SECRET, DEMO_SID, demoFixture, type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { folderNotListedText } from "../../src/slack/features/files/view.js";
import { labelsOutcomeText } from "../../src/slack/features/labels/view.js";
import { outcomeLines } from "../../src/slack/features/rate/view.js";
import { openStore, type Store } from "../../src/store/index.js";
import { testActor } from "../support/actor.js";
import { type ClassWorld, enrol, makeClass, seedSchool } from "../support/school.js";

const en = translator("en");

const TEAM = "T0CLASS";
const ADA = testActor(TEAM, "UADA", "teacher", "T-ADA");
const BEN = testActor(TEAM, "UBEN", "student", "S-1001");

const school = demoFixture.schools[0];
if (!school) throw new Error("no demo school");
const fixture = {
  ...demoFixture,
  schools: [school, { sid: "2000002", secret: "other-secret", rootFolderId: "900", labels: [901] }],
};

let dir: string;
let store: Store;
let sandbox: Sandbox;
let deps: ClassesDeps & { store: Store };
let offset = 0;
let world: ClassWorld;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "classroom-classwork-"));
  store = await openStore({ sqlitePath: join(dir, "db.sqlite") });
  sandbox = await startSandbox({ host: "127.0.0.1", fixture });
  const partners = createPartnerClients({ store, retry: { retries: 0 } });
  const clock = () => Math.floor(Date.now() / 1000) + offset;
  deps = { store, partners, clock };
  world = { store, partners, teamId: TEAM, now: () => Math.floor(Date.now() / 1000) };
  await store.workspaces.upsert({ teamId: TEAM });
  await store.workspaces.setConnection(TEAM, {
    partnerBaseUrl: sandbox.url,
    sid: DEMO_SID,
    secret: DEMO_SECRET,
  });
  await seedSchool(store, TEAM);
  for (const [labelId, name] of [
    [301, "Homework"],
    [302, "Revision"],
    [303, "Exam"],
  ] as const) {
    await saveLabel(deps, testActor(TEAM, "UADMIN", "admin"), { labelId, name, editing: false });
  }
}, 60_000);
afterAll(async () => {
  await deps?.partners.close();
  await sandbox?.close();
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

const partnerClass = (classId: number) => sandbox.state(DEMO_SID).classes.find((c) => c.classId === classId);

describe("labels", () => {
  it("admins keep the list; a duplicate id is refused on the field and removal is audited", async () => {
    const dup = await saveLabel(deps, testActor(TEAM, "UADMIN", "admin"), {
      labelId: 301,
      name: "x",
      editing: false,
    });
    expect(dup).toMatchObject({ ok: false, field: "labelId" });
    await saveLabel(deps, testActor(TEAM, "UADMIN", "admin"), { labelId: 309, name: "Temp", editing: false });
    expect(await removeLabel(deps, testActor(TEAM, "UADMIN", "admin"), 309)).toEqual({
      ok: true,
      name: "Temp",
    });
    const audit = await store.audit.latest(TEAM, 5);
    expect(audit.map((a) => a.operation)).toContain("label.remove");
  });

  it("sets a class's labels at the partner and in the store, then removes them all", async () => {
    const c = await makeClass(world, { courseId: 5001, name: "Algebra labels" });
    const set = await setClassLabels(deps, ADA, {
      classId: c.classId,
      labelIds: [301, 302],
      applyTo: "class",
    });
    expect(set).toMatchObject({ ok: true, classes: [{ classId: c.classId, ok: true }] });
    expect(set.ok && set.classes.map((x) => labelsOutcomeText(x, ["Label"], en))).toEqual([
      "labels set: Label",
    ]);
    expect(partnerClass(c.classId)?.labels).toEqual([301, 302]);
    expect((await store.classes.get(TEAM, c.classId))?.labelIds).toEqual([301, 302]);

    const cleared = await setClassLabels(deps, ADA, { classId: c.classId, labelIds: [], applyTo: "class" });
    expect(cleared).toMatchObject({ ok: true, classes: [{ ok: true }] });
    expect(cleared.ok && cleared.classes.map((x) => labelsOutcomeText(x, [], en))).toEqual([
      "all labels removed",
    ]);
    expect(partnerClass(c.classId)?.labels).toEqual([]);
    expect((await store.classes.get(TEAM, c.classId))?.labelIds).toEqual([]);
  });

  it("applies to the later classes of a series in one call, skipping classes that are over or in session", async () => {
    const a = await makeClass(world, { courseId: 5001, name: "Series 1", startsIn: 86_400, seriesId: "S1" });
    const b = await makeClass(world, {
      courseId: 5001,
      name: "Series 2",
      startsIn: 2 * 86_400,
      seriesId: "S1",
    });
    const c = await makeClass(world, {
      courseId: 5001,
      name: "Series 3",
      startsIn: 3 * 86_400 - 600,
      seriesId: "S1",
    });
    const d = await makeClass(world, {
      courseId: 5001,
      name: "Series 4",
      startsIn: 4 * 86_400,
      seriesId: "S1",
    });
    const labelCalls = async () => {
      await deps.partners.flushAudit();
      return (await store.audit.latest(TEAM, 500)).filter(
        (e) => e.operation === "addClassLabels" && e.actor === "UADA",
      ).length;
    };
    const before = await labelCalls();
    offset = 3 * 86_400; // a and b are over, c is in session, d is ahead
    try {
      const r = await setClassLabels(deps, ADA, { classId: a.classId, labelIds: [303], applyTo: "series" });
      expect(r.ok && r.classes.map((x) => [x.className, x.ok, labelsOutcomeText(x, ["Label"], en)])).toEqual([
        ["Series 1", true, "labels set: Label"],
        ["Series 2", false, "skipped: the class is over"],
        ["Series 3", false, "skipped: the class is in session"],
        ["Series 4", true, "labels set: Label"],
      ]);
    } finally {
      offset = 0;
    }
    expect(partnerClass(b.classId)?.labels).toEqual([]);
    expect(partnerClass(c.classId)?.labels).toEqual([]);
    expect(partnerClass(d.classId)?.labels).toEqual([303]);
    expect((await labelCalls()) - before).toBe(1);
  });

  it("explains labels the partner does not know (358) or that belong to another school (359)", async () => {
    const c = await makeClass(world, { courseId: 5001, name: "Algebra bad labels" });
    await saveLabel(deps, testActor(TEAM, "UADMIN", "admin"), { labelId: 777, name: "Gone", editing: false });
    await saveLabel(deps, testActor(TEAM, "UADMIN", "admin"), {
      labelId: 901,
      name: "Theirs",
      editing: false,
    });
    const gone = await setClassLabels(deps, ADA, { classId: c.classId, labelIds: [777], applyTo: "class" });
    expect(gone.ok && gone.classes.map((x) => labelsOutcomeText(x, ["Gone"], en))[0]).toMatch(
      /^no labels changed: Gone no longer exists at ClassIn/,
    );
    const theirs = await setClassLabels(deps, ADA, { classId: c.classId, labelIds: [901], applyTo: "class" });
    expect(theirs.ok && theirs.classes.map((x) => labelsOutcomeText(x, ["Theirs"], en))[0]).toMatch(
      /^no labels changed: Theirs belongs to another school/,
    );
    expect((await store.classes.get(TEAM, c.classId))?.labelIds).toEqual([]);
  });

  it("explains 357 (too many labels at the class service) and stores nothing", async () => {
    const c = await makeClass(world, { courseId: 5001, name: "Algebra full of labels" });
    sandbox.injectFault({ action: "addClassLabels", errno: 357 });
    const full = await setClassLabels(deps, ADA, { classId: c.classId, labelIds: [301], applyTo: "class" });
    expect(full).toMatchObject({ ok: true, classes: [{ ok: false }] });
    expect(full.ok && full.classes.map((x) => labelsOutcomeText(x, ["Label"], en))).toEqual([
      expect.stringMatching(/as many labels as ClassIn allows/),
    ]);
    expect((await store.classes.get(TEAM, c.classId))?.labelIds).toEqual([]);
  });

  it("marks a class deleted in the class service (212) as deleted and says so", async () => {
    const c = await makeClass(world, { courseId: 5001, name: "Algebra deleted" });
    sandbox.deleteClass(c.classId);
    const result = await setClassLabels(deps, ADA, { classId: c.classId, labelIds: [301], applyTo: "class" });
    expect(result).toMatchObject({ ok: true, classes: [{ ok: false }] });
    expect(result.ok && result.classes.map((x) => labelsOutcomeText(x, ["Label"], en))).toEqual([
      "this class was deleted in ClassIn",
    ]);
    expect((await store.classes.get(TEAM, c.classId))?.deleted).toBe(true);
  });

  it("refuses a student and a teacher of another course without calling the partner", async () => {
    const c = await makeClass(world, { courseId: 5002, name: "Physics", teacherUid: "T-MARIE" });
    expect(
      await setClassLabels(deps, ADA, { classId: c.classId, labelIds: [301], applyTo: "class" }),
    ).toEqual({
      ok: false,
      field: "class",
      refused: { kind: "access", refusal: { kind: "course", courseId: 5002, courseName: "Physics" } },
    });
    expect(
      await setClassLabels(deps, BEN, { classId: c.classId, labelIds: [301], applyTo: "class" }),
    ).toMatchObject({
      ok: false,
    });
    expect(partnerClass(c.classId)?.labels).toEqual([]);
  });
});

/** Ratings are given once the class has ended: saved two days on (the classes start tomorrow). */
async function ratedAfterEnd(request: Parameters<typeof saveRatings>[2]) {
  offset = 2 * 86_400;
  try {
    return await saveRatings(deps, ADA, request);
  } finally {
    offset = 0;
  }
}

describe("ratings", () => {
  it("saves changed ratings in one call, reports each student, and pre-fills them next time", async () => {
    const c = await makeClass(world, { courseId: 5001, name: "Algebra rated" });
    await enrol(world, c, [
      { uid: "S-1001", name: "Ben Carter" },
      { uid: "S-1002", name: "Chloé Dubois" },
    ]);
    const first = await ratedAfterEnd({
      classId: c.classId,
      entries: [
        { studentUid: "S-1001", stars: 5, comment: "Great work" },
        { studentUid: "S-1002", stars: null, comment: "" },
      ],
    });
    expect(first).toEqual({
      ok: true,
      outcomes: [{ studentUid: "S-1001", name: "Ben Carter", ok: true }],
      callFailed: null,
    });
    expect(first.ok && "outcomes" in first && outcomeLines(first.outcomes, en)).toEqual([
      "Ben Carter: saved",
    ]);
    expect(partnerClass(c.classId)?.comments).toEqual([
      { studentUid: "S-1001", starNum: 5, comment: "Great work" },
    ]);
    const roster = await ratingRoster(deps, c);
    expect(roster.map((r) => [r.name, r.stars, r.comment])).toEqual([
      ["Ben Carter", 5, "Great work"],
      ["Chloé Dubois", null, ""],
    ]);
    // Unchanged: nothing to send.
    expect(
      await ratedAfterEnd({
        classId: c.classId,
        entries: [{ studentUid: "S-1001", stars: 5, comment: "Great work" }],
      }),
    ).toEqual({
      ok: true,
      outcomes: [],
      callFailed: null,
    });
  });

  it("a lost answer is unconfirmed (not failed) for labels and ratings; asked again, the store follows the partner", async () => {
    const c = await makeClass(world, { courseId: 5001, name: "Algebra lost" });
    await enrol(world, c, [{ uid: "S-1001", name: "Ben Carter" }]);
    const labels = { classId: c.classId, labelIds: [303], applyTo: "class" } as const;
    sandbox.injectFault({ action: "addClassLabels", applied: true, http: 500 });
    const lostLabels = await setClassLabels(deps, ADA, labels);
    expect(lostLabels).toMatchObject({ ok: true, classes: [{ ok: false, why: { reason: "unconfirmed" } }] });
    expect(partnerClass(c.classId)?.labels).toEqual([303]);
    expect((await store.classes.get(TEAM, c.classId))?.labelIds).toEqual([]);
    expect(await setClassLabels(deps, ADA, labels)).toMatchObject({ ok: true, classes: [{ ok: true }] });
    expect((await store.classes.get(TEAM, c.classId))?.labelIds).toEqual([303]);

    const rating = { classId: c.classId, entries: [{ studentUid: "S-1001", stars: 4, comment: "Steady" }] };
    sandbox.injectFault({ action: "updateClassStudentComment", applied: true, reset: true });
    const lostRating = await ratedAfterEnd(rating);
    expect(lostRating).toEqual({
      ok: true,
      outcomes: [{ studentUid: "S-1001", name: "Ben Carter", ok: false, why: { reason: "unconfirmed" } }],
      callFailed: null,
    });
    expect(await store.ratings.latestForClass(TEAM, c.classId)).toEqual([]);
    expect(await ratedAfterEnd(rating)).toMatchObject({ ok: true, outcomes: [{ ok: true }] });
    expect(partnerClass(c.classId)?.comments).toEqual([
      { studentUid: "S-1001", starNum: 4, comment: "Steady" },
    ]);
    expect((await ratingRoster(deps, c)).map((r) => [r.stars, r.comment])).toEqual([[4, "Steady"]]);
  });

  it("says 'not in this class' for a student the partner no longer has in the class", async () => {
    const c = await makeClass(world, { courseId: 5001, name: "Algebra drift" });
    await enrol(world, c, [{ uid: "S-1003", name: "张伟" }]);
    // Enrolled in the store only, as after a change made in the vendor's console.
    await store.enrolments.add(TEAM, c.classId, [{ uid: "S-1004", name: "Cleo" }]);
    const r = await ratedAfterEnd({
      classId: c.classId,
      entries: [
        { studentUid: "S-1003", stars: 4, comment: "" },
        { studentUid: "S-1004", stars: 3, comment: "ok" },
      ],
    });
    expect(r.ok && "outcomes" in r && outcomeLines(r.outcomes, en)).toEqual([
      "张伟: saved",
      "Cleo: not in this class",
    ]);
    expect((await store.ratings.latestForClass(TEAM, c.classId)).map((x) => x.studentUid)).toEqual([
      "S-1003",
    ]);
  });

  it("refuses a comment without stars and a too long comment before any call", async () => {
    const c = await makeClass(world, { courseId: 5001, name: "Algebra checks" });
    await enrol(world, c, [{ uid: "S-1005", name: "Dan" }]);
    const r = await ratedAfterEnd({
      classId: c.classId,
      entries: [{ studentUid: "S-1005", stars: null, comment: "hm" }],
    });
    expect(r).toMatchObject({ ok: false, problems: [{ studentUid: "S-1005", field: "stars" }] });
    const long = await ratedAfterEnd({
      classId: c.classId,
      entries: [{ studentUid: "S-1005", stars: 1, comment: "x".repeat(1000) }],
    });
    expect(long).toMatchObject({ ok: false, problems: [{ field: "comment" }] });
    expect(partnerClass(c.classId)?.comments).toEqual([]);
  });

  it("refuses to rate a class that has not ended, or is in session, with nothing sent", async () => {
    const c = await makeClass(world, { courseId: 5001, name: "Algebra ahead" });
    await enrol(world, c, [{ uid: "S-1006", name: "Eve" }]);
    const rating = { classId: c.classId, entries: [{ studentUid: "S-1006", stars: 5, comment: "" }] };
    expect(await saveRatings(deps, ADA, rating)).toEqual({
      ok: false,
      refused: { why: "not-ended", className: "Algebra ahead", endTime: c.endTime },
    });
    offset = 86_400 + 30 * 60; // in session
    try {
      expect(await saveRatings(deps, ADA, rating)).toMatchObject({
        ok: false,
        refused: { why: "not-ended" },
      });
    } finally {
      offset = 0;
    }
    expect(partnerClass(c.classId)?.comments).toEqual([]);
    expect(await store.ratings.latestForClass(TEAM, c.classId)).toEqual([]);
    const r = await ratedAfterEnd(rating);
    expect(r).toMatchObject({ ok: true, outcomes: [{ ok: true }] });
    expect(r.ok && "outcomes" in r && outcomeLines(r.outcomes, en)).toEqual(["Eve: saved"]);
  });
});

describe("files", () => {
  it("lists the top level and a sub-folder with sizes", async () => {
    const top = await listCloudFolder(deps, testActor(TEAM, "UADA", "admin"), null);
    expect(top.ok && top.folders.map((f) => f.folderName)).toEqual(
      expect.arrayContaining(["Algebra", "Physics", "Literature"]),
    );
    const algebra = await listCloudFolder(deps, testActor(TEAM, "UADA", "admin"), "101");
    expect(algebra.ok && algebra.files).toEqual([
      { id: "9002", fileName: "Linear equations.pptx", fileSize: "2.4MB" },
    ]);
  });

  it("explains 193 and 194 in plain words", async () => {
    const missing = await listCloudFolder(deps, testActor(TEAM, "UADA", "admin"), "4242");
    expect(missing).toMatchObject({ ok: false });
    expect(!missing.ok && folderNotListedText(missing, en)).toMatch(/^Folder 4242 does not exist/);
    const foreign = await listCloudFolder(deps, testActor(TEAM, "UADA", "admin"), "900");
    expect(foreign).toMatchObject({ ok: false });
    expect(!foreign.ok && folderNotListedText(foreign, en)).toMatch(/another school's cloud disk/);
  });

  it("reads folder ids as whole numbers only", () => {
    expect(parseFolderId("")).toBeNull();
    expect(parseFolderId(" 101 ")).toBe("101");
    expect(parseFolderId("1; drop")).toBeUndefined();
  });
});
