/**
 * The first run in a workspace (issue 19): the installer is greeted once in the Messages tab with what
 * to do next and `/class help`, however often they open the app; a reinstall after the school left
 * greets again; everyone else with nothing on Home yet sees a short welcome there, until they have a
 * class. Issue 29: the steps are the school's time zone, the ClassIn connection, people, courses and
 * allowed teachers, then `/class schedule`, in both languages; each has a button that opens its admin
 * page, and a step the school has done already reads as done.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DmPayload } from "../../src/delivery/index.js";
import type { PostedMessage } from "../../src/slack-standin/index.js";
import { ADA, ADMIN, BEN } from "../support/cast.js";
import { type ClassWorld, enrol, makeClass, RECORDED_ONLY } from "../support/school.js";
import { until } from "../support/until.js";
import { type Harness, sentByTheApp, settled, startHarness, viewText, WAIT_MS } from "./harness.js";
import { installApp, type Team, teamClient } from "./oauth-install.js";
import { connectedSchool } from "./school.js";

type Block = {
  block_id?: string;
  text?: { text?: string };
  accessory?: { text?: { text?: string }; style?: string };
};

/** The welcome's steps as a person reads them, in order: what each says, its button, whether it is the next one. */
function stepsOf(blocks: unknown): { id: string; text: string; button?: string; primary: boolean }[] {
  return ((blocks ?? []) as Block[])
    .filter((b) => b.block_id?.startsWith("welcome_step_"))
    .map((b) => ({
      id: String(b.block_id).replace("welcome_step_", ""),
      text: b.text?.text ?? "",
      ...(b.accessory?.text?.text === undefined ? {} : { button: b.accessory.text.text }),
      primary: b.accessory?.style === "primary",
    }));
}

const ORDER = ["timeZone", "connection", "people", "courses", "schedule"];

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
    // A new school: every step still to do, in the order they depend on each other, the zone first.
    const steps = stepsOf(welcome?.payload.blocks);
    expect(steps.map((s) => s.id)).toEqual(ORDER);
    expect(steps.map((s) => s.button)).toEqual([
      "Set the time zone",
      "Connect ClassIn",
      "Open People",
      "Open Courses",
      undefined,
    ]);
    expect(steps.map((s) => s.primary)).toEqual([true, false, false, false, false]);
    expect(text).not.toContain("Done already");
    expect(steps[1]?.text).toContain("SID and SECRET, both shown in your ClassIn school console");
    expect(steps[2]?.text).toContain("import the school's own list");
    expect(steps[2]?.text).toContain("ClassIn account");
    expect(steps[3]?.text).toContain("pick the teachers allowed to teach in it");
    expect(steps[4]?.text).toContain("`/class schedule`");
    expect(text).toContain("/class help");
    expect(text).not.toMatch(/partner|class service|API/i);

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
    expect(welcome?.payload.text).toContain("连接 ClassIn");
    expect(JSON.stringify(welcome?.payload.blocks)).toContain("/class admin");
    const steps = stepsOf(welcome?.payload.blocks);
    expect(steps.map((s) => s.id)).toEqual(ORDER);
    expect(steps.map((s) => s.button)).toEqual([
      "设置时区",
      "连接 ClassIn",
      "打开人员",
      "打开课程",
      undefined,
    ]);
    expect(steps[0]?.text).toContain("学校时区");
    expect(steps[1]?.text).toContain("你的 ClassIn 学校后台");
    expect(steps[3]?.text).toContain("课程和允许的老师");
    expect(steps[4]?.text).toContain("/class schedule");
    expect(JSON.stringify(welcome?.payload.blocks)).not.toMatch(/合作方|课堂服务|接口|partner|API/);
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
    expect(String(posted.args.text)).toContain("set the school's time zone, connect ClassIn, add people");
    expect(JSON.stringify(posted.args.blocks)).toContain("/class help");
    // This school is connected, has people and courses with their teachers; its zone is still the
    // default: the zone is the step left, and the others read as done.
    const steps = stepsOf(posted.args.blocks);
    expect(steps.map((s) => s.id)).toEqual(ORDER);
    expect(steps.map((s) => s.text.includes("✅ Done already."))).toEqual([false, true, true, true, false]);
    expect(steps.map((s) => s.primary)).toEqual([true, false, false, false, false]);
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

  it("each step's button opens its page of the admin modal; the buttons are the admin's only", async () => {
    const [dm] = h.standin
      .messagesIn(h.standin.dmChannelOf(ADMIN))
      .filter((m: PostedMessage) => String(m.text).startsWith("Welcome to Classroom"));
    expect(dm).toBeDefined();
    const opened = async (userId: string, button: string) => {
      const mark = h.standin.calls.length;
      expect((await h.as(userId).clickButton(dm as PostedMessage, button)).status).toBe(200);
      await settled(h);
      return h.standin.calls.filter(
        (c) => c.seq >= mark && (c.method === "views.open" || c.method === "views.update"),
      );
    };
    const callbackOf = async (button: string) => {
      const calls = await opened(ADMIN, button);
      return (calls.at(-1)?.args.view as { callback_id?: string } | undefined)?.callback_id;
    };
    expect(await callbackOf("Set the time zone")).toBe("admin_settings");
    expect(await callbackOf("Connect ClassIn")).toBe("admin_connection");
    expect(await callbackOf("Open People")).toBe("admin_people");
    expect(await callbackOf("Open Courses")).toBe("admin_courses");
    // A teacher who got hold of the message opens no admin page.
    const teacher = await opened(ADA.slackUserId, "Open People");
    expect(teacher.map((c) => (c.args.view as { callback_id?: string }).callback_id)).not.toContain(
      "admin_people",
    );
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
