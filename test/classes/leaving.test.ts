/**
 * A school leaving (issue 19, "Leaving") and the personal data a school keeps only for a while, on
 * both engines with the real job runner: the uninstall and the token revocation, in either order or
 * alone, erase the school once; a crash in the middle (an instance that took the erase and died) is
 * taken over and erases once; another school is untouched; a reinstall starts clean; the daily purge
 * removes only what is older than each school keeps.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  ALL_SCHOOLS,
  ERASE_JOB,
  eraseHandler,
  PURGE_JOB,
  purgeHandler,
  scheduleNextPurge,
  schoolLeft,
  workspacesLeftOrganisation,
} from "../../src/classes/leaving.js";
import { createJobRunner, enqueueDm, type JobRunner } from "../../src/delivery/index.js";
import { ERASED_OPERATION, ON_ERASE, type Store } from "../../src/store/index.js";
import { ENGINES, type Fresh, freshDatabase, manualClock, skipPostgres } from "../store/harness.js";
import { ADA, BEN } from "../support/cast.js";
import { seedSchool } from "../support/school.js";
import { until } from "../support/until.js";

const LEAVING = "T0LEAVING";
const STAYING = "T0STAYING";
const DAY = 86_400;
const SECRET = "s3cretSECRETvalue";

let fresh: Fresh | undefined;
const runners: JobRunner[] = [];
afterEach(async () => {
  for (const r of runners.splice(0)) await r.stop();
  await fresh?.dispose();
  fresh = undefined;
});

const quiet = { info: () => {}, warn: () => {} };

function run(store: Store, clock: () => number): void {
  const r = createJobRunner({
    store,
    handlers: {
      [ERASE_JOB]: eraseHandler({ store, logger: quiet }),
      [PURGE_JOB]: purgeHandler({ store, logger: quiet, now: clock }),
    },
    idleMs: 20,
    retryBaseSeconds: 1,
  });
  runners.push(r);
  r.start();
}

/** A school with everything a school has: connection, people, a class, students, ratings, DMs. */
async function seed(store: Store, teamId: string, endTime: number): Promise<void> {
  await store.workspaces.upsert({ teamId });
  await store.workspaces.setConnection(teamId, {
    partnerBaseUrl: "https://partner.example/",
    sid: "1000001",
    secret: SECRET,
    connectedBy: "UADMIN",
  });
  await seedSchool(store, teamId);
  await store.labels.add(teamId, { labelId: 301, name: "Exam" });
  await store.classes.create(teamId, {
    classId: 300_001,
    courseId: 5001,
    name: "Algebra",
    beginTime: endTime - 3600,
    endTime,
    teacherUid: ADA.uid,
    createdBy: ADA.slackUserId,
  });
  await store.enrolments.add(teamId, 300_001, [{ uid: BEN.uid, name: BEN.displayName }], ADA.slackUserId);
  await store.ratings.add(teamId, {
    classId: 300_001,
    studentUid: BEN.uid,
    stars: 4,
    comment: "Ben asked good questions",
    ratedBy: ADA.slackUserId,
  });
  await store.studentLinks.recordOpen(teamId, 300_001, BEN.uid);
  await store.reminders.set(teamId, {
    classId: 300_001,
    slackUserId: BEN.slackUserId,
    channelId: "DBEN",
    scheduledMessageId: "Q123",
    postAt: endTime + 10 * DAY,
  });
  await enqueueDm(store, {
    teamId,
    channel: BEN.slackUserId,
    text: "You are in Algebra",
    dedupeKey: `dm:${teamId}`,
  });
  // A moved class's key naming that DM (outbox_aliases).
  await store.outbox.addAlias(teamId, `live-link:300002:${BEN.uid}:1`, `dm:${teamId}`);
  await store.audit.recordAdminChange(teamId, {
    actor: "UADMIN",
    operation: "people.import",
    summary: { n: 6 },
  });
  await store.sendPacing.holdUntil(teamId, Date.now() + 1000);
  await store.installations.save({
    team: { id: teamId },
    user: { id: "UADMIN" },
    bot: { token: `xoxb-${teamId}`, userId: "UBOT", id: "BBOT", scopes: ["chat:write"] },
    isEnterpriseInstall: false,
  });
  await store.agendaPrefs.set(teamId, { slackUserId: ADA.slackUserId, enabled: false, minuteOfDay: 450 });
  await store.languagePrefs.set(teamId, BEN.slackUserId, "zh-CN");
  await store.importDrafts.addPart(teamId, "UADMIN", "0123456789abcdef", "UBEN,S-1,Ben,ben,student");
  await store.classCards.create(teamId, {
    classId: 300_001,
    seriesId: null,
    channelId: "CALGEBRA",
    sharedBy: ADA.slackUserId,
  });
  await store.calendarFeeds.setToken(teamId, BEN.slackUserId, `feed-token-of-${teamId}-0123456789abcdef`);
  await store.calendarFeeds.setOrigin(teamId, 300_001, { originClassId: 299_999, originCreatedAt: 1 });
  await store.calendarFeeds.rememberCancelled(teamId, 300_001, [BEN.uid]);
  await store.calendarFeeds.rememberFile(teamId, BEN.slackUserId, [300_001]);
  // A class event the service pushed during the class (issue 32), with a student's login phone.
  await store.classEvents.setToken(teamId, `events-token-of-${teamId}-0123456789abcdef`);
  await store.classEvents.add(teamId, {
    dedupeKey: "id:in-1",
    cmd: "67371107",
    classId: 300_001,
    body: JSON.stringify({ Cmd: "67371107", ClassID: 300_001, UID: 1, LoginMobile: "13900001111" }),
    receivedAt: endTime - 1800,
  });
}

/** Raw SQL with `$1` parameters (in order) on either engine (SQLite's are `?`). */
function raw<T>(f: Fresh, query: string, params: unknown[]): Promise<T[]> {
  return f.raw<T>(f.where.endsWith(".db") ? query.replace(/\$\d+/g, "?") : query, params);
}

/** Rows per table of one team, by raw SQL (not through the repositories under test). */
async function rowsOf(f: Fresh, teamId: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of Object.keys(ON_ERASE)) {
    if (ON_ERASE[table as keyof typeof ON_ERASE] === "expires") continue;
    const [row] = await raw<{ n: number | string }>(
      f,
      `select count(*) as n from ${table} where team_id = $1`,
      [teamId],
    );
    out[table] = Number(row?.n ?? 0);
  }
  return out;
}

describe.each(ENGINES)("a school leaving, on %s", (engine) => {
  it.skipIf(skipPostgres(engine))(
    "both events, in either order, erase it once: a tombstone without personal data, the other school untouched",
    async () => {
      fresh = await freshDatabase(engine);
      const clock = manualClock();
      const store = await fresh.open({ clock });
      await seed(store, LEAVING, clock() + DAY);
      await seed(store, STAYING, clock() + DAY);
      const before = await rowsOf(fresh, STAYING);
      expect(Object.values(await rowsOf(fresh, LEAVING)).every((n) => n > 0)).toBe(true);

      expect(await schoolLeft(store, LEAVING, "tokens_revoked")).toBe(true);
      expect(await schoolLeft(store, LEAVING, "app_uninstalled")).toBe(false);
      run(store, clock);
      await until("the erase", async () => (await store.tenants.tombstones(LEAVING)).length > 0);
      // After the erase: the other event again finds nothing to erase twice.
      await schoolLeft(store, LEAVING, "app_uninstalled");
      await new Promise((r) => setTimeout(r, 300));

      const left = await rowsOf(fresh, LEAVING);
      // Left: the tombstone alone (the erase job's own row goes with the school's outbox).
      expect(left).toEqual({
        ...Object.fromEntries(Object.keys(left).map((t) => [t, 0])),
        audit_log: 1,
      });
      const tombstones = await store.tenants.tombstones(LEAVING);
      expect(tombstones).toHaveLength(1);
      const text = tombstones[0]?.summary ?? "";
      expect(JSON.parse(text)).toMatchObject({ cause: "tokens_revoked", erased: { people: 6, ratings: 1 } });
      for (const personal of [BEN.uid, BEN.slackUserId, BEN.displayName, "Ben asked", SECRET, "Algebra"]) {
        expect(text).not.toContain(personal);
      }
      const [stone] = await raw<{ operation: string }>(
        fresh,
        "select operation from audit_log where team_id = $1",
        [LEAVING],
      );
      expect(stone?.operation).toBe(ERASED_OPERATION);
      expect(await rowsOf(fresh, STAYING)).toEqual(before);
      expect(await store.workspaces.getConnectionSecret(STAYING)).toBe(SECRET);

      // A reinstall starts clean, and leaving again erases again.
      clock.advance(60);
      await store.workspaces.upsert({ teamId: LEAVING });
      expect((await store.people.list(LEAVING)).length).toBe(0);
      expect(await schoolLeft(store, LEAVING, "app_uninstalled")).toBe(true);
      await until("the erase", async () => (await store.tenants.tombstones(LEAVING)).length === 2);
    },
  );

  it.skipIf(skipPostgres(engine))(
    "a crash in the middle: the erase an instance took and never finished is taken over and done once",
    async () => {
      fresh = await freshDatabase(engine);
      const clock = manualClock();
      const store = await fresh.open({ clock });
      await seed(store, LEAVING, clock() + DAY);
      await schoolLeft(store, LEAVING, "app_uninstalled");
      // An instance claims the erase and dies: nobody renews its lease.
      const [taken] = await store.outbox.claim(1, "dead-instance", 1, "jobs");
      expect(taken?.kind).toBe(`job:${ERASE_JOB}`);
      clock.advance(2);
      run(store, clock);
      await until("the erase", async () => (await store.tenants.tombstones(LEAVING)).length > 0);
      expect(await store.tenants.tombstones(LEAVING)).toHaveLength(1);
      expect((await rowsOf(fresh, LEAVING)).people).toBe(0);
    },
  );

  it.skipIf(skipPostgres(engine))(
    "the daily purge keeps each school's personal data only as long as the school says, then queues tomorrow's",
    async () => {
      fresh = await freshDatabase(engine);
      const clock = manualClock();
      const store = await fresh.open({ clock });
      // Both schools had a class 40 days ago; one keeps personal data 30 days, the other the default year.
      await seed(store, LEAVING, clock() - 40 * DAY);
      await seed(store, STAYING, clock() - 40 * DAY);
      await store.workspaces.upsert({ teamId: LEAVING, settings: { personalDataDays: 30 } });
      expect(await scheduleNextPurge(store, clock())).toBe(true);
      expect(await scheduleNextPurge(store, clock())).toBe(false);
      clock.advance(DAY);
      run(store, clock);
      // The purge is audited once both kinds of personal data are gone (ratings go before links).
      await until("the purge", async () =>
        (await store.audit.latest(LEAVING, 10, { kind: "admin" })).some(
          (a) => a.operation === "privacy.purge",
        ),
      );
      expect(await store.ratings.latestForClass(LEAVING, 300_001)).toEqual([]);
      expect(await store.studentLinks.listForClass(LEAVING, 300_001)).toEqual([]);
      expect(await store.ratings.latestForClass(STAYING, 300_001)).toHaveLength(1);
      expect(await store.studentLinks.listForClass(STAYING, 300_001)).toHaveLength(1);
      // The class and its enrolment stay: only the personal data went.
      expect(await store.enrolments.listForClass(LEAVING, 300_001)).toHaveLength(1);
      const audit = await store.audit.latest(LEAVING, 10, { kind: "admin" });
      expect(audit.find((a) => a.operation === "privacy.purge")?.summary).toEqual({
        olderThanDays: 30,
        ratings: 1,
        links: 1,
        events: 1,
      });
      await until("the erase", async () => {
        const next = await raw<{ n: number | string }>(
          fresh as Fresh,
          "select count(*) as n from outbox where team_id = $1 and state = 'pending'",
          [ALL_SCHOOLS],
        );
        return Number(next?.[0]?.n ?? 0) === 1;
      });
    },
  );
});

describe("a workspace taken out of an organisation's org-wide install (team_access_revoked)", () => {
  it("queues the erase of the workspaces the organisation served, not of one with its own install or seen in another organisation", async () => {
    fresh = await freshDatabase("sqlite");
    const store = await fresh.open();
    await store.workspaces.upsert({ teamId: "T0BIRCH", enterpriseId: "E0GRID" });
    await store.workspaces.upsert({ teamId: "T0ELSEWHERE", enterpriseId: "E0OTHER" });
    await store.workspaces.upsert({ teamId: "T0OWN", enterpriseId: "E0GRID" });
    await store.installations.save({
      team: { id: "T0OWN" },
      enterprise: { id: "E0GRID" },
      user: { id: ADA.slackUserId },
      bot: { token: "xoxb-own", scopes: ["chat:write"], id: "B0OWN", userId: "U0OWNBOT" },
      isEnterpriseInstall: false,
    });
    const teams = ["T0BIRCH", "T0ELSEWHERE", "T0OWN", "T0BIRCH"];
    expect(await workspacesLeftOrganisation(store, teams, "E0GRID")).toBe(1);
    expect((await store.outbox.listByDedupePrefix("T0BIRCH", "job:erase", "job:erase:")).length).toBe(1);
    for (const stays of ["T0ELSEWHERE", "T0OWN"]) {
      expect(await store.outbox.listByDedupePrefix(stays, "job:erase", "job:erase:")).toEqual([]);
    }
  });
});
