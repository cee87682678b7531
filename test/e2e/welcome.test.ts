/**
 * The first run in a workspace (issue 19): the installer is greeted once in the Messages tab with what
 * to do next (connect the school, import people) and `/class help`, however often they open the app;
 * a reinstall after the school left greets again; everyone else with nothing on Home yet sees a short
 * welcome there, until they have a class.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DmPayload } from "../../src/delivery/index.js";
import { ADA, ADMIN, BEN } from "../support/cast.js";
import { type ClassWorld, enrol, makeClass, RECORDED_ONLY } from "../support/school.js";
import { until } from "../support/until.js";
import { type Harness, sentByTheApp, settled, startHarness, viewText, WAIT_MS } from "./harness.js";
import { installApp, type Team, teamClient } from "./oauth-install.js";
import { connectedSchool } from "./school.js";

/** The welcome DMs queued in the team's outbox (whether or not Slack took them yet). */
async function welcomesQueued(h: Harness, teamId: string) {
  return h.store.outbox.listByDedupePrefix<DmPayload>(teamId, "dm", "welcome:");
}

const welcomesPosted = (h: Harness, userId: string) =>
  h.standin.calls.filter(
    (c) =>
      c.method === "chat.postMessage" &&
      c.args.channel === userId &&
      String(c.args.text).startsWith("Welcome to Classroom"),
  );

describe("OAuth mode: the installer is welcomed once", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ oauth: true });
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  const GLEN: Team = { id: "T0GLEN", name: "Glen School", domain: "glen" };
  const INSTALLER = "U0GLENADM";

  it("install -> one welcome DM to the installer, none more after opening the Messages and Home tabs", async () => {
    expect((await installApp(h, GLEN, INSTALLER)).status).toBe(200);
    const [welcome, ...more] = await welcomesQueued(h, GLEN.id);
    expect(more).toEqual([]);
    expect(welcome?.payload.channel).toBe(INSTALLER);
    const text = JSON.stringify(welcome?.payload.blocks);
    expect(text).toContain("Connect the school");
    expect(text).toContain("Import people");
    expect(text).toContain("/class help");

    const glen = teamClient(h, GLEN).as(INSTALLER);
    const mark = h.standin.calls.length;
    expect(
      (
        await teamClient(h, GLEN).event({
          type: "app_home_opened",
          user: INSTALLER,
          channel: h.standin.dmChannelOf(INSTALLER),
          tab: "messages",
        })
      ).status,
    ).toBe(200);
    expect((await glen.openHome()).status).toBe(200);
    await h.standin.waitFor("views.publish", (c) => c.seq >= mark && c.args.user_id === INSTALLER, WAIT_MS);
    await settled(h);
    expect(await welcomesQueued(h, GLEN.id)).toHaveLength(1);
    // Sent with Glen's own bot token, once.
    await sentByTheApp(h);
    const posted = welcomesPosted(h, INSTALLER);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.teamId).toBe(GLEN.id);
  });

  it("an installer whose Slack speaks Chinese is welcomed in Chinese", async () => {
    const LING: Team = { id: "T0LING", name: "Ling School", domain: "ling" };
    h.standin.setUserInfo("U0LINGADM", { name: "ling", real_name: "Ling", locale: "zh-CN" });
    expect((await installApp(h, LING, "U0LINGADM")).status).toBe(200);
    const [welcome] = await welcomesQueued(h, LING.id);
    expect(welcome?.payload.text).toContain("欢迎使用 Classroom");
    expect(JSON.stringify(welcome?.payload.blocks)).toContain("/class admin");
  });

  it("a reinstall after the school left greets the installer again", async () => {
    expect((await teamClient(h, GLEN).event({ type: "app_uninstalled" })).status).toBe(200);
    await until("the erase", async () => (await h.store.tenants.tombstones(GLEN.id)).length > 0);
    expect(await welcomesQueued(h, GLEN.id)).toEqual([]);
    expect((await installApp(h, GLEN, INSTALLER)).status).toBe(200);
    const again = await welcomesQueued(h, GLEN.id);
    expect(again.map((m) => m.payload.channel)).toEqual([INSTALLER]);
  });
});

describe("single-workspace mode: the first admin to open the app is welcomed once", () => {
  let h: Harness;
  let w: ClassWorld;
  beforeAll(async () => {
    h = await startHarness();
    w = await connectedSchool(h, { people: [ADA, BEN] });
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  it("opening the Messages tab, then Home twice: exactly one welcome DM, with the next steps and /class help", async () => {
    const mark = h.standin.calls.length;
    await h.slack.event({
      type: "app_home_opened",
      user: ADMIN,
      channel: h.standin.dmChannelOf(ADMIN),
      tab: "messages",
    });
    const posted = await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.args.channel === ADMIN,
      WAIT_MS,
    );
    expect(String(posted.args.text)).toContain("connect the school and import people");
    expect(JSON.stringify(posted.args.blocks)).toContain("/class help");
    await h.as(ADMIN).openHome();
    await h.as(ADMIN).openHome();
    await sentByTheApp(h);
    await settled(h);
    expect(welcomesPosted(h, ADMIN)).toHaveLength(1);
    // A teacher opening the app later is not the school's first admin: no welcome DM.
    await h.as(ADA.slackUserId).openHome();
    await sentByTheApp(h);
    expect(welcomesPosted(h, ADA.slackUserId)).toEqual([]);
  });

  async function homeOf(userId: string): Promise<string> {
    const mark = h.standin.calls.length;
    await h.as(userId).openHome();
    const published = await h.standin.waitFor(
      "views.publish",
      (c) => c.seq >= mark && c.args.user_id === userId,
      WAIT_MS,
    );
    return viewText(published.args.view as { blocks?: unknown });
  }

  it("a student's Home shows the welcome until they have a class", async () => {
    const before = await homeOf(BEN.slackUserId);
    expect(before).toContain("Welcome to Classroom");
    expect(before).toContain("/class help");
    const cls = await makeClass(w, { name: "Welcome algebra", record: true });
    await enrol(w, cls, [{ uid: BEN.uid, name: BEN.displayName }], RECORDED_ONLY);
    const after = await homeOf(BEN.slackUserId);
    expect(after).toContain("Welcome algebra");
    expect(after).not.toContain("Welcome to Classroom");
  });

  it("a newcomer whose Slack speaks Chinese sees the welcome in Chinese", async () => {
    h.standin.setUserInfo("U0XIN", { name: "xin", real_name: "Xin", locale: "zh-CN" });
    const home = await homeOf("U0XIN");
    expect(home).toContain("欢迎使用 Classroom");
    expect(home).toContain("/class help");
  });

  it("someone not in the directory sees the welcome and whom to ask", async () => {
    const home = await homeOf("U0NEWCOMER");
    expect(home).toContain("Welcome to Classroom");
    expect(home).toContain("not in the school directory");
    // No DM to anyone the school did not put in its directory.
    await sentByTheApp(h);
    expect(
      h.standin.calls.filter((c) => c.method === "chat.postMessage" && c.args.channel === "U0NEWCOMER"),
    ).toEqual([]);
  });
});
