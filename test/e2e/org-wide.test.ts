/**
 * Enterprise Grid, org-wide install (issue 19): one installation for the whole organisation, keyed by
 * its enterprise id. Each workspace of the organisation is its own school; its work outside a request
 * (the student's DM, the reminder, jobs) goes out with the organisation's token, found through the
 * organisation its requests named. The organisation's installer becomes each school's first admin when
 * the school is first seen, unless it has an admin already. A workspace the organisation takes out of
 * its install (`team_access_revoked`) is erased alone; when the organisation uninstalls, every school
 * it served is erased.
 */

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DmPayload, enqueueDm } from "../../src/delivery/index.js";
import type { AppInstance } from "../../src/demo/boot.js";
import { createSignedClient, type RecordedCall, type SignedClient } from "../../src/slack-standin/index.js";
import { ADA, ADMIN, BEN, CAST } from "../support/cast.js";
import { type ClassWorld, makeClass, seedSchool } from "../support/school.js";
import { until } from "../support/until.js";
import {
  type Harness,
  harnessPerFile,
  PG_URL,
  sentByTheApp,
  settled,
  startHarness,
  viewText,
  WAIT_MS,
} from "./harness.js";

let h: Harness;
const ORG = "E0GRID";
const TWELVE_HOURS = 12 * 3600;
const ELM = { id: "T0ELM", domain: "elm", name: "Elm School" };
const ASH = { id: "T0ASH", domain: "ash", name: "Ash School" };

/** An org admin installs the app org-wide: the install page, Slack's approval and back. */
async function installOrgWide(userId: string, stack: Harness = h): Promise<string> {
  const page = await fetch(`${stack.appUrl}/slack/install`);
  const html = await page.text();
  const cookie = (page.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const addToSlack = /href="([^"]+)"/.exec(html.replace(/&#38;/g, "&"))?.[1] ?? "";
  const state = new URL(addToSlack).searchParams.get("state") ?? "";
  const code = stack.standin.grantInstall({
    enterpriseId: ORG,
    enterpriseName: "Grid District",
    isEnterpriseInstall: true,
    userId,
    expiresInSeconds: TWELVE_HOURS,
  });
  const back = await fetch(`${stack.appUrl}/slack/oauth_redirect?code=${code}&state=${state}`, {
    headers: { cookie },
  });
  expect(back.status).toBe(200);
  return back.text();
}

interface OrgSchool {
  readonly slack: SignedClient;
  readonly world: ClassWorld;
}

/** Signed requests from a workspace of the organisation (to `appUrl`, another instance's). */
const orgClient = (
  team: { id: string; domain: string },
  stack: Harness = h,
  appUrl = stack.appUrl,
): SignedClient =>
  createSignedClient({
    appUrl,
    signingSecret: stack.signingSecret,
    standin: stack.standin,
    team,
    enterprise: { id: ORG, orgWide: true },
  });

/** A workspace of the organisation, first seen through a request; its directory and courses seeded. */
async function orgSchool(team: { id: string; domain: string }): Promise<OrgSchool> {
  const slack = orgClient(team);
  const mark = h.standin.calls.length;
  await slack.as(ADMIN).command("/class help");
  await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
  await seedSchool(h.store, team.id);
  return {
    slack,
    world: { store: h.store, partners: h.app.partners, teamId: team.id, now: () => h.sandbox.now() },
  };
}

const sentTo = (userId: string, mark: number, method = "chat.postMessage") =>
  h.standin.waitFor(
    method,
    (c: RecordedCall) => c.seq >= mark && c.args.channel === userId && c.response.ok === true,
    WAIT_MS,
  );

/** Ada adds Ben to a class of the school in its students modal; answers the mark before it. */
async function enrolBen(school: OrgSchool, classId: number): Promise<number> {
  const mark = h.standin.calls.length;
  await school.slack.as(ADA.slackUserId).command(`/class students ${classId}`);
  const modal = await h.standin.waitForView({
    callbackId: "class_modal_students",
    userId: ADA.slackUserId,
    sinceSeq: mark,
    timeoutMs: WAIT_MS,
  });
  const result = await school.slack.as(ADA.slackUserId).submit(modal, { "Add students": [BEN.slackUserId] });
  expect(result.errors).toEqual({});
  return mark;
}

let elm: OrgSchool;
let ash: OrgSchool;
let successPage: string;
harnessPerFile({ boot: { oauth: true } }, async (booted) => {
  h = booted;
  for (const p of CAST) {
    h.standin.setUserInfo(p.slackUserId, {
      name: p.displayName.split(" ")[0]?.toLowerCase(),
      real_name: p.displayName,
    });
  }
  successPage = await installOrgWide(ADMIN);
  expect(successPage).toContain("Grid District");
  elm = await orgSchool(ELM);
  ash = await orgSchool(ASH);
});

const INSTALLER_LINE = "You installed Classroom, so you are this school's first admin.";

/** `/class admin` as `userId` in `team`: the admin start page's text, or the private refusal's. */
async function classAdmin(team: { id: string; domain: string }, userId: string): Promise<string> {
  const mark = h.standin.calls.length;
  expect((await orgClient(team).as(userId).command("/class admin")).status).toBe(200);
  const answer = await h.standin.waitFor(
    ["views.open", "response_url"],
    (c) => c.seq >= mark && (c.method === "response_url" || c.args.view !== undefined),
    WAIT_MS,
  );
  if (answer.method === "response_url") return `refused: ${String(answer.args.text)}`;
  const page = await h.standin.waitForView({
    callbackId: "admin_home",
    userId,
    sinceSeq: mark,
    timeoutMs: WAIT_MS,
  });
  return viewText(page);
}

/** The welcome DMs queued in the school's outbox, to whom. */
async function welcomedIn(teamId: string): Promise<string[]> {
  const rows = await h.store.outbox.listByDedupePrefix<DmPayload>(teamId, "dm", "welcome:");
  return rows.map((m) => m.payload.channel);
}

const installAudits = (teamId: string) =>
  h.store.audit.latest(teamId, 50, { kind: "admin", operation: "school.installed" });

describe("the organisation's installer becomes each school's first admin", () => {
  const OAK = { id: "T0OAK", domain: "oak" };
  const BIRCH = { id: "T0BIRCH", domain: "birch" };
  const PINE = { id: "T0PINE", domain: "pine" };
  const PINE_ADMIN = "U0PINEADM";

  it("the success page of an org-wide install says so", () => {
    expect(successPage).toContain(
      "You become the first admin of each of your organisation's schools when it first uses Classroom",
    );
    expect(successPage).not.toContain("You are the first admin of your school.");
  });

  it("their first /class admin in a new workspace of the organisation opens the admin settings, as its installer", async () => {
    expect(await h.store.workspaces.get(BIRCH.id)).toBeUndefined();
    const page = await classAdmin(BIRCH, ADMIN);
    expect(page).toContain(INSTALLER_LINE);
    expect((await h.store.people.getBySlackUser(BIRCH.id, ADMIN))?.role).toBe("admin");
    expect((await installAudits(BIRCH.id)).map((e) => e.actor)).toEqual([ADMIN]);
  });

  it("the workspaces first seen in the setup made them admin there too", async () => {
    for (const team of [ELM, ASH]) {
      expect(await classAdmin(team, ADMIN)).toContain(INSTALLER_LINE);
      expect((await installAudits(team.id)).map((e) => e.actor)).toEqual([ADMIN]);
    }
  });

  it("someone else's first request makes the installer admin, not them", async () => {
    expect(await classAdmin(OAK, ADA.slackUserId)).toMatch(/^refused: .*school admin settings/);
    expect((await h.store.people.getBySlackUser(OAK.id, ADA.slackUserId))?.role).toBeUndefined();
    expect(await classAdmin(OAK, ADMIN)).toContain(INSTALLER_LINE);
    // Nor does being in the directory make anyone else admin.
    await seedSchool(h.store, OAK.id);
    expect(await classAdmin(OAK, ADA.slackUserId)).toMatch(/^refused: .*school admin settings/);
  });

  it("a school that already has an admin keeps its own choice", async () => {
    await h.store.workspaces.upsert({ teamId: PINE.id, enterpriseId: ORG });
    await h.store.people.upsert(PINE.id, {
      slackUserId: PINE_ADMIN,
      displayName: "Pine Admin",
      uid: null,
      account: null,
      role: "admin",
    });
    expect(await classAdmin(PINE, ADMIN)).toMatch(/^refused: .*school admin settings/);
    expect(await h.store.people.getBySlackUser(PINE.id, ADMIN)).toBeUndefined();
    expect(await installAudits(PINE.id)).toEqual([]);
    const own = await classAdmin(PINE, PINE_ADMIN);
    expect(own).not.toMatch(/^refused/);
    expect(own).not.toContain("You installed Classroom");
  });

  it("exactly one welcome DM per school to the installer, however often they come back", async () => {
    for (const team of [ELM, ASH, BIRCH, OAK]) {
      await orgClient(team).as(ADMIN).openHome();
      await orgClient(team).as(ADMIN).command("/class help");
    }
    for (const team of [ELM, ASH, BIRCH, OAK]) {
      await until(`the welcome in ${team.id}`, async () => (await welcomedIn(team.id)).length > 0);
    }
    await sentByTheApp(h);
    for (const team of [ELM, ASH, BIRCH, OAK]) expect(await welcomedIn(team.id)).toEqual([ADMIN]);
    // Pine's installer-made admin never was: no welcome to the organisation's installer there.
    expect(await welcomedIn(PINE.id)).not.toContain(ADMIN);
    const posted = h.standin.calls.filter(
      (c) =>
        c.method === "chat.postMessage" &&
        c.args.channel === ADMIN &&
        c.response.ok === true &&
        String(c.args.text).startsWith("Welcome to Classroom"),
    );
    expect(posted).toHaveLength(4);
    expect(new Set(posted.map((c) => c.token))).toEqual(new Set([h.standin.botTokenOf(ORG)]));
  });
});

describe("an org-wide install (Enterprise Grid)", () => {
  it("is stored for the organisation, and each workspace seen is kept with its organisation", async () => {
    const installation = await h.store.installations.find({ enterpriseId: ORG, isEnterpriseInstall: true });
    expect(installation?.bot?.token).toBe(h.standin.botTokenOf(ORG));
    expect(await h.store.installations.findForTeam(ELM.id)).toBeUndefined();
    expect((await h.store.workspaces.get(ELM.id))?.enterpriseId).toBe(ORG);
    expect((await h.store.workspaces.get(ASH.id))?.enterpriseId).toBe(ORG);
    // The organisation is no school of its own.
    expect(await h.store.workspaces.get(ORG)).toBeUndefined();
  });

  it("a class enrolled in a workspace of the organisation: the student's DM and reminder go out with the organisation's token", async () => {
    const token = h.standin.botTokenOf(ORG);
    expect(token).toBeDefined();
    const cls = await makeClass(elm.world, { name: "Elm Algebra", startsIn: 4 * 3600 });
    const mark = await enrolBen(elm, cls.classId);
    const dm = await sentTo(BEN.slackUserId, mark);
    expect(dm.token).toBe(token);
    expect(String(dm.args.text)).toContain("Elm Algebra");
    const reminder = await sentTo(BEN.slackUserId, mark, "chat.scheduleMessage");
    expect(reminder.token).toBe(token);
    expect(await h.store.enrolments.listForClass(ELM.id, cls.classId)).toHaveLength(1);
  });

  it("the organisation's token is renewed once when it expires, under its own row lock", async () => {
    const before = h.standin.botTokenOf(ORG);
    h.clock.advance(TWELVE_HOURS + 60);
    const refreshes = () =>
      h.standin.callsTo("oauth.v2.access").filter((c) => c.args.grant_type === "refresh_token");
    const already = refreshes().length;
    const mark = h.standin.calls.length;
    await Promise.all(
      [ELM.id, ASH.id].map((teamId) =>
        enqueueDm(h.store, {
          teamId,
          channel: BEN.slackUserId,
          text: `Renewed for ${teamId}`,
          dedupeKey: `test:org-renewal:${teamId}`,
        }),
      ),
    );
    h.app.delivery?.wake();
    const elmDm = await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.response.ok === true && c.args.text === `Renewed for ${ELM.id}`,
      WAIT_MS,
    );
    const ashDm = await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.response.ok === true && c.args.text === `Renewed for ${ASH.id}`,
      WAIT_MS,
    );
    const after = h.standin.botTokenOf(ORG);
    expect(after).not.toBe(before);
    expect(elmDm.token).toBe(after);
    expect(ashDm.token).toBe(after);
    expect(refreshes().length - already).toBe(1);
  });

  it("a workspace taken out of the org-wide install (team_access_revoked, as Slack sends it): its school alone is erased, once; the organisation's other schools and its installation stay", async () => {
    const BIRCH = { id: "T0BIRCH", domain: "birch" };
    const OAK = { id: "T0OAK", domain: "oak" };
    expect(await h.store.workspaces.get(BIRCH.id)).toBeDefined();
    expect(await h.store.workspaces.get(OAK.id)).toBeDefined();
    const others = [ELM.id, ASH.id];
    const peopleBefore = await Promise.all(others.map((t) => h.store.people.list(t)));
    // Slack's wrapper names the organisation and no workspace (team_id null), the workspaces that left in
    // the event's team_ids; its documented example authorizes it as a workspace install, not org-wide.
    const revoked = { type: "team_access_revoked", team_ids: [BIRCH.id] };
    expect((await elm.slack.event(revoked, { authorizations: "workspace" })).status).toBe(200);
    const sent = JSON.parse(elm.slack.lastSent()?.rawBody ?? "{}");
    expect(sent).toMatchObject({ team_id: null, enterprise_id: ORG, event: { team_ids: [BIRCH.id] } });
    await until("Birch's tombstone", async () => (await h.store.tenants.tombstones(BIRCH.id)).length > 0);
    // Sent again (Slack retries an event it thinks was lost), authorized org-wide this time: nothing more.
    expect((await elm.slack.event(revoked)).status).toBe(200);
    // With no authorizations at all (the wrapper alone names the organisation): Oak leaves too.
    const oakRevoked = { type: "team_access_revoked", team_ids: [OAK.id] };
    expect((await elm.slack.event(oakRevoked, { authorizations: "none" })).status).toBe(200);
    await until("Oak's tombstone", async () => (await h.store.tenants.tombstones(OAK.id)).length > 0);
    await settled(h);

    for (const team of [BIRCH, OAK]) {
      const tombstones = await h.store.tenants.tombstones(team.id);
      expect(tombstones).toHaveLength(1);
      expect(JSON.parse(tombstones[0]?.summary ?? "{}")).toMatchObject({ cause: "team_access_revoked" });
      expect(await h.store.workspaces.get(team.id)).toBeUndefined();
      expect(await h.store.people.list(team.id)).toEqual([]);
      expect(await h.store.audit.latest(team.id, 10)).toHaveLength(1);
    }
    expect(await h.store.outbox.listByDedupePrefix(BIRCH.id, "dm", "welcome:")).toEqual([]);
    // The organisation's other schools and its installation are untouched, and still answered.
    expect(await Promise.all(others.map((t) => h.store.people.list(t)))).toEqual(peopleBefore);
    for (const t of others) expect(await h.store.tenants.tombstones(t)).toEqual([]);
    expect(await h.store.installations.findForEnterprise(ORG)).toBeDefined();
    const mark = h.standin.calls.length;
    await elm.slack.as(ADMIN).command("/class help");
    await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
  });

  it("uninstalled by the organisation: every school it served is erased (reminders deleted first), then its installation", async () => {
    const cls = await makeClass(ash.world, { name: "Ash Geometry", startsIn: 4 * 3600 });
    const reminder = await sentTo(BEN.slackUserId, await enrolBen(ash, cls.classId), "chat.scheduleMessage");
    expect(reminder.token).toBe(h.standin.botTokenOf(ORG));
    const mark = h.standin.calls.length;
    const res = await elm.slack.event({ type: "app_uninstalled" });
    expect(res.status).toBe(200);
    const deadline = Date.now() + WAIT_MS;
    while (Date.now() < deadline) {
      const left = await h.store.installations.find({ enterpriseId: ORG, isEnterpriseInstall: true });
      if (!left && !(await h.store.workspaces.get(ELM.id)) && !(await h.store.workspaces.get(ASH.id))) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(
      await h.store.installations.find({ enterpriseId: ORG, isEnterpriseInstall: true }),
    ).toBeUndefined();
    for (const team of [ELM, ASH]) {
      expect(await h.store.workspaces.get(team.id)).toBeUndefined();
      expect(await h.store.people.list(team.id)).toEqual([]);
      const [tombstone] = await h.store.tenants.tombstones(team.id);
      expect(JSON.parse(tombstone?.summary ?? "{}")).toMatchObject({ cause: "app_uninstalled" });
    }
    // Ash's reminder still to come was deleted in Slack with the organisation's token before it went.
    const deleted = h.standin
      .callsTo("chat.deleteScheduledMessage")
      .filter((c) => c.seq >= mark && c.args.scheduled_message_id === reminder.response.scheduled_message_id);
    expect(deleted).toHaveLength(1);
    expect(deleted[0]?.response.ok).toBe(true);
  });
});

describe.skipIf(!PG_URL)("two app instances on one PostgreSQL: a new school of the organisation", () => {
  let pg: Harness;
  let other: AppInstance;
  let otherUrl: string;
  beforeAll(async () => {
    pg = await startHarness({ oauth: true, postgresUrl: PG_URL });
    other = await pg.startInstance();
    otherUrl = other.appUrl;
    await installOrgWide(ADMIN, pg);
  }, 60_000);
  afterAll(async () => {
    await pg?.close();
  });

  it("first reached on both at once: the installer is made admin once, audited once, welcomed once", async () => {
    const MAPLE = { id: "T0MAPLE", domain: "maple" };
    const mark = pg.standin.calls.length;
    await Promise.all([
      orgClient(MAPLE, pg).as(ADMIN).command("/class admin"),
      orgClient(MAPLE, pg, otherUrl).as(ADMIN).command("/class admin"),
    ]);
    // Both requests already find them admin: two admin pages open.
    await until(
      "both admin pages",
      () =>
        pg.standin.calls.filter(
          (c) =>
            c.seq >= mark &&
            c.response.ok === true &&
            (c.args.view as { callback_id?: string } | undefined)?.callback_id === "admin_home",
        ).length === 2,
    );
    expect((await pg.store.people.getBySlackUser(MAPLE.id, ADMIN))?.role).toBe("admin");
    const audits = await pg.store.audit.latest(MAPLE.id, 50, {
      kind: "admin",
      operation: "school.installed",
    });
    expect(audits.map((e) => e.actor)).toEqual([ADMIN]);
    await until(
      "the welcome",
      async () => (await pg.store.outbox.listByDedupePrefix(MAPLE.id, "dm", "welcome:")).length > 0,
    );
    pg.app.delivery?.wake();
    await pg.standin.waitFor(
      "chat.postMessage",
      (c) =>
        c.seq >= mark && c.args.channel === ADMIN && String(c.args.text).startsWith("Welcome to Classroom"),
      WAIT_MS,
    );
    await settled(pg, { others: [other.app] });
    expect(await pg.store.outbox.listByDedupePrefix(MAPLE.id, "dm", "welcome:")).toHaveLength(1);
    const welcomes = pg.standin.calls.filter(
      (c) =>
        c.seq >= mark &&
        c.method === "chat.postMessage" &&
        c.args.channel === ADMIN &&
        String(c.args.text).startsWith("Welcome to Classroom"),
    );
    expect(welcomes).toHaveLength(1);
  });
});
