/**
 * Enterprise Grid, org-wide install (issue 19): one installation for the whole organisation, keyed by
 * its enterprise id. Each workspace of the organisation is its own school; its work outside a request
 * (the student's DM, the reminder, jobs) goes out with the organisation's token, found through the
 * organisation its requests named. When the organisation uninstalls, every school it served is erased.
 */
import { describe, expect, it } from "vitest";
import { enqueueDm } from "../../src/delivery/index.js";
import { createSignedClient, type RecordedCall, type SignedClient } from "../../src/slack-standin/index.js";
import { ADA, ADMIN, BEN, CAST } from "../support/cast.js";
import { type ClassWorld, makeClass, seedSchool } from "../support/school.js";
import { type Harness, harnessPerFile, WAIT_MS } from "./harness.js";

let h: Harness;
const ORG = "E0GRID";
const TWELVE_HOURS = 12 * 3600;
const ELM = { id: "T0ELM", domain: "elm", name: "Elm School" };
const ASH = { id: "T0ASH", domain: "ash", name: "Ash School" };

/** An org admin installs the app org-wide: the install page, Slack's approval and back. */
async function installOrgWide(userId: string): Promise<string> {
  const page = await fetch(`${h.appUrl}/slack/install`);
  const html = await page.text();
  const cookie = (page.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const addToSlack = /href="([^"]+)"/.exec(html.replace(/&#38;/g, "&"))?.[1] ?? "";
  const state = new URL(addToSlack).searchParams.get("state") ?? "";
  const code = h.standin.grantInstall({
    enterpriseId: ORG,
    enterpriseName: "Grid District",
    isEnterpriseInstall: true,
    userId,
    expiresInSeconds: TWELVE_HOURS,
  });
  const back = await fetch(`${h.appUrl}/slack/oauth_redirect?code=${code}&state=${state}`, {
    headers: { cookie },
  });
  expect(back.status).toBe(200);
  return back.text();
}

interface OrgSchool {
  readonly slack: SignedClient;
  readonly world: ClassWorld;
}

/** A workspace of the organisation, first seen through a request; its directory and courses seeded. */
async function orgSchool(team: { id: string; domain: string }): Promise<OrgSchool> {
  const slack = createSignedClient({
    appUrl: h.appUrl,
    signingSecret: h.signingSecret,
    standin: h.standin,
    team,
    enterprise: { id: ORG, orgWide: true },
  });
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
harnessPerFile({ boot: { oauth: true } }, async (booted) => {
  h = booted;
  for (const p of CAST) {
    h.standin.setUserInfo(p.slackUserId, {
      name: p.displayName.split(" ")[0]?.toLowerCase(),
      real_name: p.displayName,
    });
  }
  expect(await installOrgWide(ADMIN)).toContain("Grid District");
  elm = await orgSchool(ELM);
  ash = await orgSchool(ASH);
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
