import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { latestAudit } from "../../../src/classes/admin/audit.js";
import { saveConnection, seedConnection, testConnection } from "../../../src/classes/admin/connection.js";
import { listCourses, removeCourse, saveCourse } from "../../../src/classes/admin/courses.js";
import { importPeople } from "../../../src/classes/admin/import.js";
import { createPartnerClients } from "../../../src/classes/admin/partner-clients.js";
import { removePerson, savePerson } from "../../../src/classes/admin/people.js";
import type { AdminProblem } from "../../../src/classes/admin/problems.js";
import { translator } from "../../../src/i18n/index.js";
import { DEMO_SECRET, DEMO_SID } from "../../../src/sandbox/index.js";
import { saidText } from "../../../src/slack/features/admin/audit/view.js";
import { adminProblemText } from "../../../src/slack/features/admin/problems.js";
import { openStore } from "../../../src/store/index.js";
import { testActor } from "../../support/actor.js";
import { ADA, ADMIN } from "../../support/cast.js";
import { type Setup, setup, TEAM } from "./helpers.js";

let s: Setup;
/** A refusal with its problem in the English admin's words, as the form shows it. */
function english<R extends { ok: boolean; problem?: AdminProblem }>(result: R) {
  return result.problem ? { ...result, message: adminProblemText(result.problem, translator("en")) } : result;
}

const who = testActor(TEAM, ADMIN, "admin");
beforeEach(async () => {
  s = await setup();
});
afterEach(async () => {
  await s.close();
});

/** Ada as an admin types her into the form: the cast's ids, a short name and account of the form's own. */
const ada = { slackUserId: ADA.slackUserId, uid: ADA.uid, name: "Ada", account: "138", role: ADA.role };

describe("school connection", () => {
  it("keeps the stored SECRET when none is given, and audits which fields changed without it", async () => {
    expect(
      english(
        await saveConnection(s, who, {
          baseUrl: s.sandbox.url,
          liveBaseUrl: null,
          sid: DEMO_SID,
          secret: null,
        }),
      ),
    ).toMatchObject({
      ok: false,
      field: "secret",
      message: "Enter the school SECRET",
    });
    await saveConnection(s, who, {
      baseUrl: s.sandbox.url,
      liveBaseUrl: null,
      sid: DEMO_SID,
      secret: DEMO_SECRET,
    });
    const second = await saveConnection(s, who, {
      baseUrl: s.sandbox.url,
      liveBaseUrl: null,
      sid: DEMO_SID,
      secret: null,
    });
    expect(second).toMatchObject({ ok: true, changed: [], test: { ok: true } });
    expect(await s.store.workspaces.getConnectionSecret(TEAM)).toBe(DEMO_SECRET);
    const audit = await s.store.audit.latest(TEAM, 10, { kind: "admin" });
    expect(audit[1]?.summary.changedFields).toEqual(["baseUrl", "sid", "secret"]);
    expect(JSON.stringify(audit)).not.toContain(DEMO_SECRET);
  });

  it("refuses a new base URL, live base URL or SID without the SECRET typed again", async () => {
    const saved = { baseUrl: s.sandbox.url, liveBaseUrl: null, sid: DEMO_SID };
    await saveConnection(s, who, { ...saved, secret: DEMO_SECRET });
    const cases = [
      [{ baseUrl: "http://127.0.0.1:9" }, "base URL"],
      [{ liveBaseUrl: "https://live.example.com" }, "live page base URL"],
      [{ sid: "1000002" }, "SID"],
      [{ baseUrl: "http://127.0.0.1:9", sid: "1000002" }, "base URL and SID"],
    ] as const;
    for (const [change, words] of cases) {
      expect(english(await saveConnection(s, who, { ...saved, ...change, secret: null }))).toMatchObject({
        ok: false,
        field: "secret",
        message: `You changed the ${words}: enter the school SECRET again to save`,
      });
    }
    expect(await s.store.workspaces.getConnection(TEAM)).toMatchObject({
      partnerBaseUrl: s.sandbox.url,
      sid: DEMO_SID,
    });
    const withSecret = await saveConnection(s, who, {
      ...saved,
      liveBaseUrl: "https://live.example.com",
      secret: DEMO_SECRET,
    });
    expect(withSecret).toMatchObject({ ok: true, changed: ["liveBaseUrl", "secret"] });
  });

  it("a SECRET sealed with another encryption key asks to be entered again instead of failing", async () => {
    await saveConnection(s, who, {
      baseUrl: s.sandbox.url,
      liveBaseUrl: null,
      sid: DEMO_SID,
      secret: DEMO_SECRET,
    });
    const store = await openStore({ sqlitePath: s.sqlitePath, encryptionKey: "ab".repeat(32) });
    const partners = createPartnerClients({ store });
    try {
      const other = { store, partners, clock: s.clock };
      const tested = await testConnection(other, who);
      expect(tested).toMatchObject({ ok: false, failure: { kind: "secret-unreadable" } });
      const saved = await saveConnection(other, who, {
        baseUrl: s.sandbox.url,
        liveBaseUrl: null,
        sid: DEMO_SID,
        secret: null,
      });
      expect(english(saved)).toMatchObject({
        ok: false,
        field: "secret",
        message: "The stored SECRET cannot be read any more; enter it again",
      });
    } finally {
      await partners.close();
      await store.close();
    }
  });

  it("seeds a workspace once, never over an admin's connection", async () => {
    const seed = { baseUrl: s.sandbox.url, sid: DEMO_SID, secret: DEMO_SECRET };
    expect(await seedConnection(s, TEAM, seed)).toBe(true);
    expect(await seedConnection(s, TEAM, { ...seed, sid: "999" })).toBe(false);
    expect((await s.store.workspaces.getConnection(TEAM))?.sid).toBe(DEMO_SID);
    expect((await s.store.audit.latest(TEAM, 10)).map((e) => [e.actor, e.operation])).toEqual([
      ["system", "connection.seed"],
    ]);
  });
});

describe("people and courses", () => {
  it("moves an edited person to another Slack user instead of leaving a copy", async () => {
    await savePerson(s, who, { ...ada, editingSlackUserId: null });
    const moved = await savePerson(s, who, {
      ...ada,
      slackUserId: `${ADA.slackUserId}2`,
      editingSlackUserId: ADA.slackUserId,
    });
    expect(moved).toMatchObject({ ok: true, created: false });
    expect((await s.store.people.list(TEAM)).map((p) => p.slackUserId)).toEqual([`${ADA.slackUserId}2`]);
  });

  it("maps allowed teachers between Slack users and partner UIDs", async () => {
    await savePerson(s, who, { ...ada, editingSlackUserId: null });
    const saved = await saveCourse(s, who, {
      courseId: 5001,
      editing: false,
      name: "Algebra",
      defaultFolderId: null,
      teacherSlackUserIds: [ADA.slackUserId],
    });
    expect(saved).toMatchObject({ ok: true, created: true });
    expect((await s.store.courses.get(TEAM, 5001))?.teacherUids).toEqual(["T-ADA"]);
    expect((await listCourses(s, TEAM))[0]?.teachers).toEqual([
      { slackUserId: ADA.slackUserId, name: "Ada" },
    ]);
    const outsider = await saveCourse(s, who, {
      courseId: 5002,
      editing: false,
      name: "Physics",
      defaultFolderId: null,
      teacherSlackUserIds: ["USOMEONE"],
    });
    expect(outsider).toMatchObject({ ok: false, field: "teachers" });
    expect(await s.store.courses.get(TEAM, 5002)).toBeUndefined();
  });

  it("owns the rules about rows, returned as field problems: Slack user, UID owner, course id", async () => {
    await savePerson(s, who, { ...ada, editingSlackUserId: null });
    expect(
      english(await savePerson(s, who, { ...ada, uid: "T-NEW", editingSlackUserId: null })),
    ).toMatchObject({
      ok: false,
      field: "slackUser",
      message: "This Slack user is already in the directory; edit them from the list",
    });
    expect(
      english(
        await savePerson(s, who, { ...ada, slackUserId: "UBEN", name: "Ben", editingSlackUserId: null }),
      ),
    ).toMatchObject({ ok: false, field: "uid", message: "This UID already belongs to Ada" });
    // Editing Ada keeps her own UID.
    expect(
      await savePerson(s, who, { ...ada, name: "Ada L", editingSlackUserId: ADA.slackUserId }),
    ).toMatchObject({
      ok: true,
    });
    const course = { courseId: 5001, editing: false, name: "Algebra", defaultFolderId: null };
    expect(await saveCourse(s, who, { ...course, teacherSlackUserIds: [] })).toMatchObject({ ok: true });
    expect(english(await saveCourse(s, who, { ...course, teacherSlackUserIds: [] }))).toMatchObject({
      ok: false,
      field: "courseId",
      message: "Course 5001 is already registered; edit it from the course list",
    });
    expect(
      english(await saveCourse(s, who, { ...course, courseId: 5002, teacherSlackUserIds: ["UX", "UY"] })),
    ).toMatchObject({
      ok: false,
      field: "teachers",
      message:
        "2 people you picked are not teachers in the directory; add them as teachers first, or leave them out.",
    });
  });

  it("lets an admin who does not teach have no UID; teachers and students need one", async () => {
    const boss = { slackUserId: "UBOSS", uid: "", name: "Boss", account: "", role: "admin" as const };
    const other = { ...boss, slackUserId: "UBOSS2", name: "Boss 2" };
    expect(await savePerson(s, who, { ...boss, editingSlackUserId: null })).toMatchObject({
      ok: true,
      person: { uid: "" },
    });
    // Two admins without a UID do not collide: only UIDs that are set are unique.
    expect(await savePerson(s, who, { ...other, editingSlackUserId: null })).toMatchObject({ ok: true });
    expect((await s.store.people.getBySlackUser(TEAM, "UBOSS"))?.uid).toBeNull();
    const [added] = await latestAudit(s, TEAM, 1);
    expect(added && saidText(added.said, translator("en"))).toBe("Added Boss 2 (Admin, no UID)");
    expect(
      english(await savePerson(s, who, { ...boss, role: "teacher", editingSlackUserId: "UBOSS" })),
    ).toMatchObject({
      ok: false,
      field: "uid",
      message: "A teacher needs a UID; only an admin may have none",
    });
    await expect(
      s.store.people.upsert(TEAM, { slackUserId: "USTU", uid: null, displayName: "Stu", role: "student" }),
    ).rejects.toThrow(/uid/);
    // Nothing that reads a person's UID stumbles on the admin without one.
    expect((await listCourses(s, TEAM)).length).toBe(0);
    expect(await removePerson(s, who, "UBOSS")).toEqual({ ok: true, name: "Boss" });
  });

  it("refuses to remove a course that still has classes, in plain words", async () => {
    await s.store.courses.add(TEAM, { courseId: 5001, name: "Algebra" });
    await s.store.classes.create(TEAM, {
      classId: 1,
      courseId: 5001,
      name: "Fractions",
      beginTime: 2_000_000_000,
      endTime: 2_000_003_600,
      teacherUid: ADA.uid,
      createdBy: ADA.slackUserId,
    });
    expect(english(await removeCourse(s, who, 5001))).toMatchObject({
      ok: false,
      message: "Algebra still has classes scheduled through the app, so it cannot be removed",
    });
    expect(english(await removePerson(s, who, "UNOBODY"))).toMatchObject({
      ok: false,
      message: "That person was already removed",
    });
  });
});

describe("import", () => {
  it("gives one verdict per pasted line, in paste order, store refusals included", async () => {
    await savePerson(s, who, { ...ada, editingSlackUserId: null });
    await savePerson(s, who, {
      slackUserId: "UCY",
      uid: "S-9",
      name: "Cy",
      account: "9",
      role: "student",
      editingSlackUserId: null,
    });
    const result = await importPeople(
      s,
      who,
      [
        "",
        "UB1,S-1,Ben,1,student",
        "UB2,S-2,Cy,2,wizard",
        "UB3,T-ADA,Dee,3,student",
        "UCY,S-9,Cy,9,student",
      ].join("\n"),
    );
    expect(result).toMatchObject({
      ok: true,
      imported: 2,
      failed: 2,
      verdicts: [
        { line: 2, ok: true, said: { kind: "stored", name: "Ben", outcome: "created", role: "student" } },
        {
          line: 3,
          ok: false,
          said: { kind: "parsed", problems: [{ kind: "role-invalid", text: "wizard" }] },
        },
        { line: 4, ok: false, said: { kind: "uid-taken", name: "Dee", uid: "T-ADA" } },
        { line: 5, ok: true, said: { kind: "stored", name: "Cy", outcome: "unchanged", role: "student" } },
      ],
    });
    expect(await importPeople(s, who, "slack_user,uid\nUB1,S-1")).toEqual({
      ok: false,
      refusal: { kind: "header", line: 1, missing: ["name", "account", "role"] },
    });
    const lines = await latestAudit(s, TEAM, 1);
    expect(lines[0] && saidText(lines[0].said, translator("en"))).toBe(
      "Imported people: 1 added, 0 updated, 2 lines refused",
    );
  });
});
