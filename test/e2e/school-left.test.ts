/**
 * A school leaving, end to end (issue 19, "Leaving"): Slack's signed `app_uninstalled` and
 * `tokens_revoked` events reach the real receiver; the school's reminders still to come are deleted in
 * Slack, everything it stored is erased once (either order), a revoked user token alone erases
 * nothing, and the events never greet or re-create the workspace on its way out.
 */
import { describe, expect, it } from "vitest";
import { ADA } from "../support/cast.js";
import { type ClassWorld, hoursFromNow, makeClass, type Student } from "../support/school.js";
import { until } from "../support/until.js";
import { type Harness, harnessPerFile, openByCommand, sentByTheApp, settled, WAIT_MS } from "./harness.js";
import { connectedSchool } from "./school.js";

let h: Harness;
let w: ClassWorld;
harnessPerFile(async (started) => {
  h = started;
  w = await connectedSchool(h, { people: [ADA] });
});

const student: Student = {
  slackUserId: "ULEAVE1003",
  uid: "S-1003",
  name: "Student 1003",
  account: "13900001003",
};

describe("the school leaves", () => {
  it("a revoked user token erases nothing; the uninstall erases everything once, reminders deleted in Slack", async () => {
    const { teamId } = w;
    await h.store.people.upsert(teamId, { ...student, displayName: student.name, role: "student" });
    const cls = await makeClass(w, { name: "Leaving algebra", beginTime: hoursFromNow(30), record: true });
    const modal = await openByCommand(h, ADA.slackUserId, `students ${cls.classId}`, "class_modal_students");
    const mark = h.standin.calls.length;
    await h.as(ADA.slackUserId).submit(modal, { "Add students": [student.slackUserId] } as never);
    await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.args.channel === ADA.slackUserId,
      WAIT_MS,
    );
    await sentByTheApp(h);
    const channel = h.standin.dmChannelOf(student.slackUserId);
    const reminders = () => [...h.standin.scheduledMessages.values()].filter((m) => m.channel === channel);
    expect(reminders()).toHaveLength(1);

    // A user's token revoked is not the school leaving.
    expect(
      (await h.slack.event({ type: "tokens_revoked", tokens: { oauth: [ADA.slackUserId] } })).status,
    ).toBe(200);
    await settled(h);
    expect(await h.store.tenants.tombstones(teamId)).toEqual([]);
    expect(await h.store.people.getBySlackUser(teamId, ADA.slackUserId)).toBeDefined();

    expect((await h.slack.event({ type: "app_uninstalled" })).status).toBe(200);
    await until("the tombstone", async () =>
      (await h.store.tenants.tombstones(teamId)).length > 0 ? true : undefined,
    );
    // The bot token revoked right after (Slack sends both): nothing more happens.
    await h.slack.event({ type: "tokens_revoked", tokens: { bot: [h.standin.identity.botUserId] } });
    await settled(h);

    expect(reminders()).toEqual([]);
    expect(await h.store.tenants.tombstones(teamId)).toHaveLength(1);
    expect(await h.store.workspaces.get(teamId)).toBeUndefined();
    expect(await h.store.workspaces.getConnection(teamId)).toBeUndefined();
    expect(await h.store.people.list(teamId)).toEqual([]);
    expect(await h.store.classes.get(teamId, cls.classId)).toBeUndefined();
    expect(await h.store.enrolments.listForStudent(teamId, student.uid)).toEqual([]);
    const audit = await h.store.audit.latest(teamId, 10);
    expect(audit.map((a) => a.operation)).toEqual(["workspace.erased"]);

    // Installed again: the school starts clean, its row made again on first contact.
    const again = h.standin.calls.length;
    await h.as(ADA.slackUserId).openHome();
    await h.standin.waitFor(
      "views.publish",
      (c) => c.seq >= again && c.args.user_id === ADA.slackUserId,
      WAIT_MS,
    );
    expect(await h.store.workspaces.get(teamId)).toBeDefined();
    expect(await h.store.classes.listUpcoming(teamId)).toEqual([]);
  }, 90_000);
});
