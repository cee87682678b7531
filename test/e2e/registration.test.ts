/**
 * People's ClassIn accounts made by the app (issue 29, section 2): the Add person form without a UID
 * and with the people's agreement registers the person at the sandbox and stores the UID; without the
 * agreement nothing is registered and the form says where a UID comes from; a channel's members are
 * added as students (an existing account reused, a bot and a Slack Connect member left out); a
 * 101003002 answer is asked again once the clock has moved 5 seconds, never reported as a failure.
 */
import { describe, expect, it } from "vitest";
import { initialPassword } from "../../src/classes/admin/registration.js";
import { ADMIN, BEN } from "../support/cast.js";
import { until } from "../support/until.js";
import {
  click,
  type Harness,
  harnessPerFile,
  moveClocksTo,
  openAdmin,
  sentByTheApp,
  settled,
  updatedView,
  viewText,
  WAIT_MS,
} from "./harness.js";
import { connectedSchool } from "./school.js";

let h: Harness;
let teamId: string;
harnessPerFile(async (started) => {
  h = started;
  teamId = h.standin.identity.teamId;
  await connectedSchool(h);
});

/** The register calls the app made at the sandbox as the admin (each is audited with its answer). */
async function registerCalls(): Promise<{ errno: number | null; params: Record<string, unknown> }[]> {
  await h.app.partners.flushAudit();
  return (await h.store.audit.latest(teamId, 1000, { kind: "partner", operation: "register" }))
    .filter((e) => e.actor === ADMIN)
    .map((e) => ({ errno: e.errno, params: (e.summary.params ?? {}) as Record<string, unknown> }));
}

/** The register calls made since `before` of them had been (newest first). */
async function callsSince(before: number) {
  const all = await registerCalls();
  return all.slice(0, all.length - before);
}

async function peoplePage() {
  return click(h, ADMIN, await openAdmin(h, ADMIN), "Manage", "admin_people", { near: "People" });
}

/** The report the job shows in the modal (the working view came with the submission's answer). */
function reportAfter(mark: number) {
  return h.standin.waitForView({
    callbackId: "admin_registration_report",
    sinceSeq: mark,
    timeoutMs: WAIT_MS,
  });
}

function dmsToAdmin(mark: number) {
  return h.standin.calls.filter(
    (c) => c.seq >= mark && c.method === "chat.postMessage" && c.args.channel === ADMIN,
  );
}

describe("Add person without a UID", () => {
  it("registers the person with their Slack e-mail once they agreed, and stores the UID", async () => {
    h.standin.setUserInfo("UREG1", { real_name: "Rita Reyes", email: "rita@school.test" });
    const form = await click(h, ADMIN, await peoplePage(), "Add person", "admin_person_form");
    expect(viewText(form)).toContain("may suspend the school's right to register");
    const before = (await registerCalls()).length;
    const mark = h.standin.calls.length;
    const sent = await h.as(ADMIN).submit(form, {
      "Slack user": "UREG1",
      Name: "Rita Reyes",
      Role: "Student",
      "Their agreement": true,
    });
    expect(sent.responseAction).toBe("update");
    expect(viewText(updatedView(form, sent.view))).toContain("Getting a ClassIn account for Rita Reyes");

    const report = viewText(await reportAfter(mark));
    expect(report).toContain("ClassIn account for Rita Reyes");
    expect(report).toContain("New ClassIn accounts (1):* Rita Reyes");
    expect(report).toContain("“Forgot password” in ClassIn");
    const rita = await h.store.people.getBySlackUser(teamId, "UREG1");
    expect(rita).toMatchObject({ role: "student", account: "rita@school.test", displayName: "Rita Reyes" });
    expect(rita?.uid).toMatch(/^\d+$/);

    const calls = await callsSince(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.params).toMatchObject({
      email: "rita@school.test",
      addToSchoolMember: 1,
      nickname: "Rita Reyes",
    });
    // The initial password went to the service once and nowhere else: hidden in the audit.
    expect(["[hidden]", "[redacted]"]).toContain(calls[0]?.params.password);
    await sentByTheApp(h);
    await settled(h);
    const dms = dmsToAdmin(mark);
    expect(dms).toHaveLength(1);
    expect(String(dms[0]?.args.text)).toContain("Rita Reyes");
  });

  it("registers with the phone in the Account field, sent as the service wants it; refuses one it cannot make valid", async () => {
    h.standin.setUserInfo("UREG4", { real_name: "Uma Ueda" });
    const form = await click(h, ADMIN, await peoplePage(), "Add person", "admin_person_form");
    const before = (await registerCalls()).length;
    const bad = await h.as(ADMIN).submit(form, {
      "Slack user": "UREG4",
      Name: "Uma Ueda",
      Account: "555-0100",
      Role: "Teacher",
      "Their agreement": true,
    });
    expect(bad.responseAction).toBe("errors");
    expect(bad.errorsByLabel.Account).toContain("needs its country code");
    const mark = h.standin.calls.length;
    const sent = await h.as(ADMIN).submit(form, {
      "Slack user": "UREG4",
      Name: "Uma Ueda",
      Account: "+86 138 0000 0009",
      Role: "Teacher",
      "Their agreement": true,
    });
    expect(sent.responseAction).toBe("update");
    expect(viewText(await reportAfter(mark))).toContain("New ClassIn accounts (1):* Uma Ueda");
    expect(await h.store.people.getBySlackUser(teamId, "UREG4")).toMatchObject({
      account: "13800000009",
      role: "teacher",
    });
    const calls = await callsSince(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.params).toMatchObject({ telephone: "13800000009", addToSchoolMember: 2 });
    await sentByTheApp(h);
    await settled(h);
  });

  it("registers nobody without the agreement: the UID field says where a UID comes from", async () => {
    h.standin.setUserInfo("UREG2", { real_name: "Sam Soto", email: "sam@school.test" });
    const form = await click(h, ADMIN, await peoplePage(), "Add person", "admin_person_form");
    const before = (await registerCalls()).length;
    const sent = await h.as(ADMIN).submit(form, { "Slack user": "UREG2", Name: "Sam Soto", Role: "Student" });
    expect(sent.responseAction).toBe("errors");
    const error = Object.values(sent.errorsByLabel).join(" ");
    expect(error).toContain("Needs a UID");
    expect(error).toContain("ClassIn school console");
    await settled(h);
    expect(await registerCalls()).toHaveLength(before);
    expect(await h.store.people.getBySlackUser(teamId, "UREG2")).toBeUndefined();
  });

  it("asks again 5 seconds after the service answered 101003002, and reports no failure", async () => {
    h.standin.setUserInfo("UREG3", { real_name: "Tao Tran", email: "tao@school.test" });
    const form = await click(h, ADMIN, await peoplePage(), "Add person", "admin_person_form");
    const before = (await registerCalls()).length;
    h.sandbox.injectFault({ action: "register", errno: 101003002 });
    const mark = h.standin.calls.length;
    const sent = await h.as(ADMIN).submit(form, {
      "Slack user": "UREG3",
      Name: "Tao Tran",
      Role: "Teacher",
      "Their agreement": true,
    });
    expect(sent.responseAction).toBe("update");
    // The job waits for the service's window: nothing stored, nothing reported yet.
    await until("the first register call", async () => (await callsSince(before)).length === 1);
    await settled(h, { retriesLater: true });
    expect((await callsSince(before)).map((c) => c.errno)).toEqual([101003002]);
    expect(await h.store.people.getBySlackUser(teamId, "UREG3")).toBeUndefined();
    expect(dmsToAdmin(mark)).toHaveLength(0);

    moveClocksTo(h, h.clock.now() + 5);
    const report = viewText(await reportAfter(mark));
    expect(report).toContain("New ClassIn accounts (1):* Tao Tran");
    expect(report).not.toContain("Need your attention");
    expect(await h.store.people.getBySlackUser(teamId, "UREG3")).toMatchObject({ role: "teacher" });
    const calls = await registerCalls();
    expect(calls.length - before).toBe(2);
    expect(calls[0]?.errno).toBe(1);
    expect(calls[0]?.params).toMatchObject({ addToSchoolMember: 2 });
    await sentByTheApp(h);
    await settled(h);
    expect(dmsToAdmin(mark)).toHaveLength(1);
  });
});

describe("Add a channel's members", () => {
  it("adds the channel's people as students: a new account, an existing one reused; bots and Slack Connect left out", async () => {
    // Someone who already has a ClassIn account with their e-mail (made at the service before).
    const client = await h.app.partners.forWorkspace(teamId);
    const earlier = await client?.register({ email: "omar@school.test", password: initialPassword() });
    h.standin.setUserInfo("UCH1", { real_name: "Nia Novak", email: "nia@school.test" });
    h.standin.setUserInfo("UCH2", { real_name: "Omar Ortiz", email: "Omar@School.test" });
    h.standin.setUserInfo("UCHBOT", { real_name: "Standup Bot", is_bot: true });
    h.standin.setUserInfo("UCHEXT", {
      real_name: "Xena Exter",
      email: "xena@other.test",
      team_id: "T0OTHER",
    });
    h.standin.setUserInfo("UCHOLD", { real_name: "Gone Person", email: "gone@school.test", deleted: true });
    h.standin.setChannelMembers("C0CLASS7", [
      h.standin.identity.botUserId,
      "UCH1",
      "UCH2",
      "UCHBOT",
      "UCHEXT",
      "UCHOLD",
      BEN.slackUserId,
    ]);
    const page = await click(
      h,
      ADMIN,
      await peoplePage(),
      "Add a channel's members",
      "admin_channel_members",
    );
    const before = (await registerCalls()).length;
    const mark = h.standin.calls.length;
    const sent = await h.as(ADMIN).submit(page, {
      Channel: "C0CLASS7",
      "Add them as": "Students",
      "Their agreement": true,
    });
    expect(sent.responseAction).toBe("update");

    const report = viewText(await reportAfter(mark));
    expect(report).toContain("New ClassIn accounts (1):* Nia Novak");
    expect(report).toContain("Existing ClassIn accounts used (1):* Omar Ortiz");
    expect(report).toContain("Already had a UID, kept as they were (1):* Ben Carter");
    expect(report).toMatch(/Standup Bot: a bot/);
    expect(report).toMatch(/Xena Exter: a member of another organisation/);
    expect(report).toMatch(/Gone Person: deactivated/);
    expect(report).toContain("“Forgot password”");

    expect(await h.store.people.getBySlackUser(teamId, "UCH2")).toMatchObject({
      uid: earlier?.uid,
      role: "student",
      account: "Omar@School.test",
    });
    expect((await h.store.people.getBySlackUser(teamId, "UCH1"))?.uid).toMatch(/^\d+$/);
    for (const left of ["UCHBOT", "UCHEXT", "UCHOLD"]) {
      expect(await h.store.people.getBySlackUser(teamId, left)).toBeUndefined();
    }
    expect(await h.store.people.getBySlackUser(teamId, BEN.slackUserId)).toMatchObject({ uid: BEN.uid });
    const calls = await callsSince(before);
    expect(calls.map((c) => c.errno).sort()).toEqual([1, 461]);
    await sentByTheApp(h);
    await settled(h);
    expect(dmsToAdmin(mark)).toHaveLength(1);
  });

  it("without the agreement registers nobody and lists who needs a UID", async () => {
    h.standin.setUserInfo("UCH9", { real_name: "Pia Park", email: "pia@school.test" });
    h.standin.setChannelMembers("C0CLASS8", [h.standin.identity.botUserId, "UCH9"]);
    const page = await click(
      h,
      ADMIN,
      await peoplePage(),
      "Add a channel's members",
      "admin_channel_members",
    );
    const before = (await registerCalls()).length;
    const mark = h.standin.calls.length;
    await h.as(ADMIN).submit(page, { Channel: "C0CLASS8", "Add them as": "Teachers" });
    const report = viewText(await reportAfter(mark));
    expect(report).toContain("Need a UID (1):* Pia Park");
    expect(report).toContain("ClassIn school console");
    await settled(h);
    expect(await registerCalls()).toHaveLength(before);
    expect(await h.store.people.getBySlackUser(teamId, "UCH9")).toBeUndefined();
  });
});
