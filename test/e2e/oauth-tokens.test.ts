/**
 * OAuth mode, work outside a Slack request (issue 19): the outbox worker, reminders and jobs use the
 * bot token of the workspace the work is for, renewed first when it expired (token rotation), and
 * work for a workspace without an installation is given up once, with a log line.
 */
import { describe, expect, it } from "vitest";
import { enqueueDm, NO_INSTALLATION_ERROR } from "../../src/delivery/index.js";
import type { RecordedCall } from "../../src/slack-standin/index.js";
import { ADA, BEN } from "../support/cast.js";
import { makeClass } from "../support/school.js";
import { capturedLog, type Harness, harnessPerFile, WAIT_MS } from "./harness.js";
import { DALE, HILL, type InstalledSchool, installedSchool } from "./workspaces.js";

const log = capturedLog();
let h: Harness;
let hill: InstalledSchool;
let dale: InstalledSchool;
const TWELVE_HOURS = 12 * 3600;
harnessPerFile({ boot: { oauth: true, logger: log.logger } }, async (booted) => {
  h = booted;
  hill = await installedSchool(h, HILL, { expiresInSeconds: TWELVE_HOURS });
  dale = await installedSchool(h, DALE, { expiresInSeconds: TWELVE_HOURS });
});

const refreshesOf = (teamId: string) =>
  h.standin
    .callsTo("oauth.v2.access")
    .filter((c) => c.args.grant_type === "refresh_token" && c.teamId === teamId);

/** Ada adds Ben to the school's class in its own students modal. */
async function addBen(school: InstalledSchool, classId: number): Promise<number> {
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

/** Ada cancels the class in the cancel modal. */
async function cancelClass(school: InstalledSchool, classId: number): Promise<number> {
  const mark = h.standin.calls.length;
  await school.slack.as(ADA.slackUserId).command(`/class cancel ${classId}`);
  const confirm = await h.standin.waitForView({
    callbackId: "class_modal_cancel",
    userId: ADA.slackUserId,
    sinceSeq: mark,
    timeoutMs: WAIT_MS,
  });
  const submitted = h.standin.calls.length;
  const result = await school.slack.as(ADA.slackUserId).submit(confirm, {});
  expect(result.errors).toEqual({});
  return submitted;
}

const sentTo = (userId: string, teamId: string, mark: number, method = "chat.postMessage") =>
  h.standin.waitFor(
    method,
    (c: RecordedCall) =>
      c.seq >= mark && c.args.channel === userId && c.teamId === teamId && c.response.ok === true,
    WAIT_MS,
  );

describe("each workspace's own bot token outside requests", () => {
  it("a class in each school: the student's DM, the teacher's report and the reminder go out with that school's token", async () => {
    for (const school of [hill, dale]) {
      const cls = await makeClass(school.world, { name: `Algebra ${school.team.name}`, startsIn: 4 * 3600 });
      const mark = await addBen(school, cls.classId);
      const token = h.standin.botTokenOf(school.team.id);
      // The student's DM and the teacher's report: the outbox worker.
      const student = await sentTo(BEN.slackUserId, school.team.id, mark);
      expect(student.token).toBe(token);
      expect((await sentTo(ADA.slackUserId, school.team.id, mark)).token).toBe(token);
      // The reminder 15 minutes before class, held by Slack.
      const reminder = await sentTo(BEN.slackUserId, school.team.id, mark, "chat.scheduleMessage");
      expect(reminder.token).toBe(token);
      expect(Number(reminder.args.post_at)).toBe(cls.beginTime - 15 * 60);

      // Cancelled: a job (its answer in the modal), Ben's DM edited, his reminder deleted, Ada's report.
      const cancel = await cancelClass(school, cls.classId);
      const shown = await h.standin.waitFor(
        "views.update",
        (c) => c.seq >= cancel && c.response.ok === true && c.teamId === school.team.id,
        WAIT_MS,
      );
      expect(shown.token).toBe(token);
      const edited = await h.standin.waitFor(
        "chat.update",
        (c) => c.seq >= cancel && c.response.ok === true && c.args.ts === student.response.ts,
        WAIT_MS,
      );
      expect(edited.token).toBe(token);
      const deleted = await h.standin.waitFor(
        "chat.deleteScheduledMessage",
        (c) => c.seq >= cancel && c.args.scheduled_message_id === reminder.response.scheduled_message_id,
        WAIT_MS,
      );
      expect(deleted).toMatchObject({ token, response: { ok: true } });
      expect((await sentTo(ADA.slackUserId, school.team.id, cancel)).token).toBe(token);
    }
    // Nothing of either school went out with the other's token (or with no token at all).
    for (const call of h.standin.calls) {
      if (call.method === "oauth.v2.access" || call.method === "response_url") continue;
      expect(call.response.error, `${call.method} was refused`).not.toBe("invalid_auth");
      expect(call.response.error, `${call.method} was refused`).not.toBe("not_authed");
    }
    expect(h.standin.botTokenOf(HILL.id)).not.toBe(h.standin.botTokenOf(DALE.id));
  });

  it("an expired token is renewed once, and the DM still goes out with the new one", async () => {
    const before = h.standin.botTokenOf(HILL.id);
    h.clock.advance(TWELVE_HOURS + 60);
    const mark = h.standin.calls.length;
    await enqueueDm(h.store, {
      teamId: HILL.id,
      channel: BEN.slackUserId,
      text: "Your class moved.",
      dedupeKey: "test:expired-token",
    });
    h.app.delivery?.wake();
    const dm = await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.args.text === "Your class moved.",
      WAIT_MS,
    );
    expect(dm.response.ok).toBe(true);
    expect(dm.teamId).toBe(HILL.id);
    expect(dm.token).not.toBe(before);
    expect(dm.token).toBe(h.standin.botTokenOf(HILL.id));
    expect(refreshesOf(HILL.id)).toHaveLength(1);
    expect(refreshesOf(HILL.id)[0]?.response.ok).toBe(true);
    // No call was made with the expired token.
    expect(h.standin.calls.filter((c) => c.seq >= mark && c.token === before)).toEqual([]);
  });

  it("a DM for a workspace without an installation is given up at once with a log line, not retried", async () => {
    await enqueueDm(h.store, {
      teamId: "T0GONE",
      channel: BEN.slackUserId,
      text: "Nobody can send this.",
      dedupeKey: "test:no-installation",
    });
    h.app.delivery?.wake();
    await expect
      .poll(async () => (await h.store.outbox.findByDedupeKey("T0GONE", "test:no-installation"))?.state, {
        timeout: WAIT_MS,
      })
      .toBe("dead");
    const row = await h.store.outbox.findByDedupeKey("T0GONE", "test:no-installation");
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBe(NO_INSTALLATION_ERROR);
    expect(h.standin.calls.filter((c) => c.args.text === "Nobody can send this.")).toEqual([]);
    expect(log.text()).toContain("no installation");
  });
});
