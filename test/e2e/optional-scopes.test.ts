/**
 * Optional scopes (issue 31 §5): a workspace that declined users:read.email when it installed the app
 * is told so in one sentence where the import meets it (the form at open, the field at submit), with
 * how an admin grants it, and the rest of the import works; a workspace that granted everything sees
 * none of it. A `missing_scope` from Slack the app did not expect (its stored scopes out of date) is
 * said on the line, not as a failure, and believed from then on.
 */
import { describe, expect, it } from "vitest";
import { enqueueFile } from "../../src/delivery/index.js";
import { ADA, ADMIN, BEN } from "../support/cast.js";
import { makeClass } from "../support/school.js";
import { until } from "../support/until.js";
import { type Harness, harnessPerFile, updatedView, viewText, WAIT_MS } from "./harness.js";
import {
  DALE,
  HILL,
  type InstalledSchool,
  installedSchool,
  installTeam,
  type TestTeam,
} from "./workspaces.js";

const VALE: TestTeam = { id: "T0VALE", domain: "vale", name: "Vale School" };

type View = Awaited<ReturnType<Harness["standin"]["waitForView"]>>;

let h: Harness;
let hill: InstalledSchool;
let dale: InstalledSchool;
let vale: InstalledSchool;
harnessPerFile({ boot: { oauth: true } }, async (booted) => {
  h = booted;
  hill = await installedSchool(h, HILL, { declinedScopes: ["users:read.email", "files:write"] });
  dale = await installedSchool(h, DALE);
  vale = await installedSchool(h, VALE, { declinedScopes: ["channels:read", "groups:read", "files:read"] });
});

const EMAIL_SENTENCE = "needs the permission to read members' e-mail addresses";
const GRANT = "a workspace admin can grant it by installing the app again";

async function importForm(school: InstalledSchool): Promise<View> {
  const mark = h.standin.calls.length;
  await school.slack.as(ADMIN).command("/class admin");
  const home = await h.standin.waitForView({
    callbackId: "admin_home",
    userId: ADMIN,
    sinceSeq: mark,
    timeoutMs: WAIT_MS,
  });
  const next = h.standin.calls.length;
  await school.slack.as(ADMIN).clickButton(home, "Import", { near: "Import people" });
  return h.standin.waitForView({ callbackId: "admin_import", sinceSeq: next, timeoutMs: WAIT_MS });
}

/** The report shown after a submission (at once, or once "Checking…" is replaced). */
async function submitList(school: InstalledSchool, form: View, list: string) {
  const mark = h.standin.calls.length;
  const sent = await school.slack.as(ADMIN).submit(form, { "People (CSV)": list });
  if (Object.keys(sent.errors).length > 0) return { errors: sent.errors, text: "" };
  const first = updatedView(form, sent.view);
  if (!/Checking/.test(viewText(first))) return { errors: {}, text: viewText(first) };
  const view = await h.standin.waitForView({
    callbackId: "admin_import_report",
    sinceSeq: mark,
    timeoutMs: WAIT_MS,
  });
  return { errors: {}, text: viewText(view) };
}

describe("a workspace that declined the e-mail permission", () => {
  it("the import form says so at open, refuses e-mail lines on the field, and imports by member ID", async () => {
    h.standin.setUserInfo("U0ZED", { real_name: "Zed Zhou", email: "zed@school.example" });
    const form = await importForm(hill);
    const shown = viewText(form);
    expect(shown).toContain(EMAIL_SENTENCE);
    expect(shown).toContain(GRANT);
    // Files are readable there: nothing said about them.
    expect(shown).not.toContain("Reading an uploaded file needs");

    const byEmail = await submitList(
      hill,
      form,
      "name,email,role,uid\nZed Zhou,zed@school.example,student,S-ZED",
    );
    expect(byEmail.errors.import_csv).toContain(EMAIL_SENTENCE);
    expect(byEmail.errors.import_csv).toContain(GRANT);
    // Slack was never asked: the app knew.
    expect(h.standin.callsTo("users.lookupByEmail").filter((c) => c.teamId === HILL.id)).toEqual([]);

    const byId = await submitList(
      hill,
      form,
      "name,slack,role,uid,account\nZed Zhou,U0ZED,student,S-ZED,+8613800000001",
    );
    expect(byId.errors).toEqual({});
    expect(byId.text).not.toContain("❌");
    expect((await h.store.people.getBySlackUser(HILL.id, "U0ZED"))?.uid).toBe("S-ZED");
  });

  it("a workspace that granted everything sees none of it and imports by e-mail", async () => {
    h.standin.setUserInfo("U0YAN", { real_name: "Yan Ye", email: "yan@school.example" });
    const form = await importForm(dale);
    expect(viewText(form)).not.toContain(EMAIL_SENTENCE);
    const report = await submitList(
      dale,
      form,
      "name,email,role,uid\nYan Ye,yan@school.example,student,S-YAN",
    );
    expect(report.errors).toEqual({});
    expect((await h.store.people.getBySlackUser(DALE.id, "U0YAN"))?.uid).toBe("S-YAN");
  });

  it("Slack's missing_scope, unexpected: said on the line, never a failure, and believed next time", async () => {
    // The app's record says the permission was granted (say, before an admin took it back).
    const stored = await h.store.installations.findForTeam(HILL.id);
    if (!stored?.bot) throw new Error("Hill has no installation");
    await h.store.installations.save({
      ...stored,
      bot: { ...stored.bot, scopes: [...stored.bot.scopes, "users:read.email"] },
    });
    h.standin.setUserInfo("U0XIA", { real_name: "Xia Xu", email: "xia@school.example" });
    const form = await importForm(hill);
    expect(viewText(form)).not.toContain(EMAIL_SENTENCE);

    const report = await submitList(
      hill,
      form,
      "name,email,role,uid\nXia Xu,xia@school.example,student,S-XIA",
    );
    const refused = h.standin.callsTo("users.lookupByEmail").filter((c) => c.teamId === HILL.id);
    expect(refused.map((c) => c.response)).toEqual([
      expect.objectContaining({ ok: false, error: "missing_scope", needed: "users:read.email" }),
    ]);
    expect(report.text).toContain("Xia Xu: Slack refused to look this e-mail address up");
    expect(report.text).not.toContain("could not be asked");
    expect(await h.store.people.getBySlackUser(HILL.id, "U0XIA")).toBeUndefined();

    // Slack's `provided` is believed: the form says it at open again.
    expect(viewText(await importForm(hill))).toContain(EMAIL_SENTENCE);
  });
});

describe("a workspace that declined the permission to upload files", () => {
  it("Add to calendar says why there is no file and offers the feed; the class DM itself went out", async () => {
    const cls = await makeClass(hill.world, { name: "Hill algebra", startsIn: 6 * 3600 });
    const mark = h.standin.calls.length;
    await hill.slack.as(ADA.slackUserId).command(`/class students ${cls.classId}`);
    const modal = await h.standin.waitForView({
      callbackId: "class_modal_students",
      userId: ADA.slackUserId,
      sinceSeq: mark,
      timeoutMs: WAIT_MS,
    });
    expect(
      (await hill.slack.as(ADA.slackUserId).submit(modal, { "Add students": [BEN.slackUserId] })).errors,
    ).toEqual({});
    const dm = await h.standin.waitFor(
      "chat.postMessage",
      (c) =>
        c.seq >= mark && c.teamId === HILL.id && c.args.channel === BEN.slackUserId && c.response.ok === true,
      WAIT_MS,
    );
    const message = h.standin.messages.find((m) => m.ts === dm.response.ts);
    if (!message) throw new Error("Ben's DM is not in the stand-in");
    expect(JSON.stringify(message.blocks)).toContain("Add to calendar");

    const clicked = h.standin.calls.length;
    await hill.slack.as(BEN.slackUserId).clickButton(message, "Add to calendar");
    const reply = await h.standin.waitFor("response_url", (c) => c.seq >= clicked, WAIT_MS);
    const said = JSON.stringify(reply.args);
    expect(said).toContain("sending you a file needs the permission to upload files");
    expect(said).toContain("installing the app again");
    // No upload was tried with a token that cannot.
    expect(h.standin.callsTo("files.getUploadURLExternal").filter((c) => c.teamId === HILL.id)).toEqual([]);
  });

  it("a calendar file queued anyway (the app's record out of date) is given up at once, not retried", async () => {
    await enqueueFile(h.store, {
      teamId: HILL.id,
      channel: BEN.slackUserId,
      filename: "class.ics",
      title: "Class",
      content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
      text: "Your calendar file.",
      dedupeKey: "test:declined-upload",
    });
    h.app.delivery?.wake();
    const row = await until("the file row given up", async () => {
      const found = await h.store.outbox.findByDedupeKey(HILL.id, "test:declined-upload");
      return found?.state === "dead" ? found : undefined;
    });
    expect(row.attempts).toBe(1);
    expect(row.lastError).toContain("missing_scope");
  });
});

describe("a workspace that declined the permissions to view channels", () => {
  it("Add everyone in a channel says why nobody came from it, and the students picked one by one are added", async () => {
    const cls = await makeClass(vale.world, { name: "Vale chemistry", startsIn: 8 * 3600 });
    h.standin.setChannelMembers("CVALE", [BEN.slackUserId]);
    const mark = h.standin.calls.length;
    await vale.slack.as(ADA.slackUserId).command(`/class students ${cls.classId}`);
    const modal = await h.standin.waitForView({
      callbackId: "class_modal_students",
      userId: ADA.slackUserId,
      sinceSeq: mark,
      timeoutMs: WAIT_MS,
    });
    // Said at open, on the channel field.
    expect(JSON.stringify(modal.blocks)).toContain(
      "Reading a channel's members needs the permission to view channels",
    );
    const sent = await vale.slack
      .as(ADA.slackUserId)
      .submit(modal, { "Add students": [BEN.slackUserId], "Add everyone in a channel": "CVALE" });
    expect(sent.errors).toEqual({});
    const report = await h.standin.waitFor(
      "chat.postMessage",
      (c) =>
        c.seq >= mark && c.teamId === VALE.id && c.args.channel === ADA.slackUserId && c.response.ok === true,
      WAIT_MS,
    );
    const text = String(report.args.text);
    expect(text).toContain("Nobody was added from <#CVALE>");
    expect(text).toContain("needs the permission to view channels");
    expect(text).toContain("installing the app again");
    // Slack refused the read as Slack does, and the rest of the request was carried out.
    expect(h.standin.callsTo("conversations.members").filter((c) => c.teamId === VALE.id)).toEqual([
      expect.objectContaining({
        response: expect.objectContaining({ error: "missing_scope", needed: "channels:read" }),
      }),
    ]);
    expect(text).toContain("Added to Vale chemistry: Ben Carter");
  });
});

/** The app's bot user in a workspace installed through the stand-in's OAuth. */
const botOf = (team: TestTeam): string => `U0BOT${team.id.slice(1)}`;

describe("/class share in a workspace that declined the permissions to view channels", () => {
  it("the card is posted without the membership check, and the teacher is told why in one sentence", async () => {
    await makeClass(vale.world, { name: "Vale physics", startsIn: 8 * 3600, record: true });
    h.standin.setChannelMembers("CVALESHARE", [ADA.slackUserId, botOf(VALE)]);
    const mark = h.standin.calls.length;
    const res = await vale.slack
      .as(ADA.slackUserId, { channelId: "CVALESHARE" })
      .command("/class share Vale physics");
    expect(res.status).toBe(200);
    const told = await h.standin.waitFor(
      "response_url",
      (c) => c.seq >= mark && JSON.stringify(c.args).includes("being posted in this channel"),
      WAIT_MS,
    );
    const text = JSON.stringify(told.args);
    expect(text).toContain("I could not check that I'm a member of this channel");
    expect(text).toContain("installing the app again");
    // The card itself arrives, in the channel, and the app never asked Slack what it may not read.
    h.app.delivery?.wake();
    await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.args.channel === "CVALESHARE" && c.response.ok === true,
      WAIT_MS,
    );
    expect(
      h.standin.callsTo("conversations.info").filter((c) => c.teamId === VALE.id && c.seq >= mark),
    ).toEqual([]);
  });

  it("a workspace that granted them shares without the sentence", async () => {
    await makeClass(dale.world, { name: "Dale physics", startsIn: 8 * 3600, record: true });
    h.standin.setChannelMembers("CDALESHARE", [ADA.slackUserId, botOf(DALE)]);
    const mark = h.standin.calls.length;
    await dale.slack.as(ADA.slackUserId, { channelId: "CDALESHARE" }).command("/class share Dale physics");
    const told = await h.standin.waitFor(
      "response_url",
      (c) => c.seq >= mark && JSON.stringify(c.args).includes("being posted in this channel"),
      WAIT_MS,
    );
    expect(JSON.stringify(told.args)).not.toContain("could not check");
  });
});

describe("a workspace that declined the permission to read files", () => {
  it("a people list dropped in the app's DM is answered with why it cannot be read; the form says so at open", async () => {
    const file = h.standin.uploadFile({
      userId: ADMIN,
      name: "people.csv",
      content: "name,slack,role\nZed,U0ZED,student",
    });
    const mark = h.standin.calls.length;
    await vale.slack.event({
      type: "message",
      subtype: "file_share",
      channel: h.standin.dmChannelOf(ADMIN),
      channel_type: "im",
      user: ADMIN,
      text: "",
      ts: `${Math.floor(Date.now() / 1000)}.000200`,
      files: [file],
    });
    const answer = await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.teamId === VALE.id && c.args.channel === ADMIN && c.response.ok === true,
      WAIT_MS,
    );
    expect(String(answer.args.text)).toContain("Reading files needs the permission to read files");
    expect(h.standin.callsTo("files.info").filter((c) => c.teamId === VALE.id)).toEqual([
      expect.objectContaining({
        response: expect.objectContaining({ error: "missing_scope", needed: "files:read" }),
      }),
    ]);
    expect(viewText(await importForm(vale))).toContain(
      "Reading an uploaded file needs the permission to read files",
    );
  });
});

describe("the declined permissions, where the installer and the admins see them", () => {
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, " ")
      .replace(/&#39;/g, "'")
      .replace(/\s+/g, " ");

  it("the success page names what will not work, one sentence each, and how to allow it later", async () => {
    const FERN: TestTeam = { id: "T0FERN", domain: "fern", name: "Fern School" };
    const page = text(
      await installTeam(h, FERN, ADMIN, { declinedScopes: ["users:read.email", "groups:read"] }),
    );
    expect(page).toContain("did not allow some permissions");
    expect(page).toContain(EMAIL_SENTENCE);
    expect(page).toContain("Reading a channel's members needs the permission to view channels");
    expect(page).not.toContain("permission to read files");
    expect(page).not.toContain("permission to upload files");
    expect(page).toContain("installs Classroom again from Add to Slack and allows them");
    // In the browser's language.
    const MOSS: TestTeam = { id: "T0MOSS", domain: "moss", name: "Moss School" };
    const zh = text(
      await installTeam(h, MOSS, ADMIN, { declinedScopes: ["files:write"] }, { "accept-language": "zh-CN" }),
    );
    expect(zh).toContain("本工作区没有允许 Classroom 请求的部分权限");
    expect(zh).toContain("上传文件");
  });

  it("a workspace that granted everything: the success page says nothing of permissions", async () => {
    const ROSE: TestTeam = { id: "T0ROSE", domain: "rose", name: "Rose School" };
    const page = text(await installTeam(h, ROSE, ADMIN));
    expect(page).not.toContain("did not allow");
    expect(page).toContain("is installed in Rose School");
  });

  /** The Home `userId` is shown in `school`'s workspace when they open it. */
  async function homeOf(school: InstalledSchool, userId: string): Promise<string> {
    const mark = h.standin.calls.length;
    await school.slack.as(userId).openHome();
    const published = await h.standin.waitFor(
      "views.publish",
      (c) => c.seq >= mark && c.args.user_id === userId && c.teamId === school.team.id,
      WAIT_MS,
    );
    return viewText(published.args.view as { blocks?: unknown });
  }

  it("the admin's Home lists one line per missing permission; a teacher's and a full workspace's say nothing", async () => {
    const said = await homeOf(vale, ADMIN);
    expect(said).toContain("Permissions not granted");
    // channels:read and groups:read stop one feature: one line; files:read another.
    expect(said.match(/Reading a channel's members needs/g)).toHaveLength(1);
    expect(said).toContain("Reading an uploaded file needs the permission to read files");
    expect(said).not.toContain(EMAIL_SENTENCE);
    expect(await homeOf(dale, ADMIN)).not.toContain("Permissions not granted");
    expect(await homeOf(vale, ADA.slackUserId)).not.toContain("Permissions not granted");
  });
});
