import { WebClient } from "@slack/web-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reminderPlanner } from "../../src/classes/notices/reminders.js";
import { Reminders } from "../../src/delivery/index.js";
import { slackNoticeRenderer } from "../../src/slack/tables/notice-renderer.js";
import {
  addStudents,
  type ClassWorld,
  enrol,
  hoursFromNow,
  makeClass,
  RECORDED_ONLY,
  type Student,
} from "../support/school.js";
import { capturedLog, expectNoBlockKitRefusals, type Harness, startHarness } from "./harness.js";
import { connectedSchool, turnRecordingOn } from "./school.js";

/** How the notices read, without a Slack locale lookup (each reader's choice on Home, else English). */
const slackNotices = { noticeRenderer: slackNoticeRenderer };

let h: Harness;
let w: ClassWorld;
let teamId: string;
const log = capturedLog();
/** The stand-in's clock runs ahead of real time by this much (ms), so tests can move Slack's "now". */
let slackAhead = 0;
beforeAll(async () => {
  h = await startHarness({
    logger: log.logger,
    standin: { clock: () => Date.now() + slackAhead },
  });
  w = await connectedSchool(h);
  teamId = w.teamId;
}, 60_000);
afterAll(async () => {
  await h?.close();
  // Everything logged while scheduling, cancelling and sweeping: no link, no checkCode.
  expect(log.text()).not.toContain("live_partner.php");
  expect(log.text()).not.toContain("checkCode");
});

const DAY = 24 * 3600;

function scheduledFor(s: Student) {
  return [...h.standin.scheduledMessages.values()].filter(
    (m) => m.channel === h.standin.dmChannelOf(s.slackUserId),
  );
}

function joinUrl(blocks: unknown): string | undefined {
  const text = JSON.stringify(blocks);
  return /"url":"([^"]+)"/.exec(text)?.[1];
}

describe("reminders", () => {
  it("each student gets a reminder 15 minutes before class with their Join link; a removed student's is cancelled", async () => {
    const students = await addStudents(h.store, teamId, 3, "R");
    const begin = hoursFromNow(4);
    const classId = (await makeClass(w, { minutes: 45, name: "Reminded", beginTime: begin, record: true }))
      .classId;
    await enrol(w, { classId: classId }, students, RECORDED_ONLY);
    const outcome = await h.app.reminders.scheduleReminders(teamId, classId);
    expect(outcome).toMatchObject({ scheduled: 3, failed: 0, deferred: 0 });
    // A second call (a retry) keeps them.
    expect((await h.app.reminders.scheduleReminders(teamId, classId)).kept).toBe(3);
    for (const s of students) {
      const [m] = scheduledFor(s);
      expect(scheduledFor(s)).toHaveLength(1);
      expect(m?.postAt).toBe(begin - 15 * 60);
      const url = joinUrl(m?.blocks);
      expect(url).toBeDefined();
      const res = await fetch(url ?? "");
      expect(res.status).toBe(200);
    }
    expectNoBlockKitRefusals(h.standin);
    // Slack never posts a scheduled message that carries metadata (its documented bug): none does.
    const scheduling = h.standin.callsTo("chat.scheduleMessage");
    expect(scheduling.length).toBeGreaterThanOrEqual(3);
    for (const call of scheduling) expect(call.args).not.toHaveProperty("metadata");

    const [gone, ...staying] = students as [Student, ...Student[]];
    await h.store.enrolments.remove(teamId, classId, [gone.uid]);
    expect(await h.app.reminders.cancelReminders(teamId, classId, [gone.uid])).toBe(1);
    expect(scheduledFor(gone)).toEqual([]);
    for (const s of staying) expect(scheduledFor(s)).toHaveLength(1);
    expect(await h.store.reminders.get(teamId, classId, gone.slackUserId)).toBeUndefined();

    // A removal the flow forgot to report is found by the sweep; a deleted class loses every reminder.
    const [second] = staying;
    if (!second) throw new Error("no student");
    await h.store.enrolments.remove(teamId, classId, [second.uid]);
    await h.app.reminders.sweep();
    expect(scheduledFor(second)).toEqual([]);
    await h.store.classes.markDeleted(teamId, classId);
    await h.app.reminders.sweep();
    for (const s of students) expect(scheduledFor(s)).toEqual([]);
    expect(await h.store.reminders.listForClass(teamId, classId)).toEqual([]);
  }, 60_000);

  it("the school's reminderMinutes setting moves the reminder; recording on replaces it with the link", async () => {
    await h.store.workspaces.upsert({ teamId, settings: { reminderMinutes: 30 } });
    const [s] = await addStudents(h.store, teamId, 1, "M");
    if (!s) throw new Error("no student");
    const begin = hoursFromNow(5);
    const classId = (await makeClass(w, { minutes: 45, name: "Unrecorded", beginTime: begin, record: false }))
      .classId;
    await enrol(w, { classId: classId }, [s], RECORDED_ONLY);
    await h.app.reminders.scheduleReminders(teamId, classId);
    const [before] = scheduledFor(s);
    expect(before?.postAt).toBe(begin - 30 * 60);
    expect(joinUrl(before?.blocks)).toBeUndefined();
    await turnRecordingOn(w, classId);
    await h.app.reminders.scheduleReminders(teamId, classId, undefined, { replace: true });
    const after = scheduledFor(s);
    expect(after).toHaveLength(1);
    expect(joinUrl(after[0]?.blocks)).toContain("live_partner.php");
    await h.store.workspaces.upsert({ teamId, settings: {} });
  }, 60_000);

  it("stays within 120 days and 30 per 5 minutes per channel; the sweep places the rest later", async () => {
    const [s] = await addStudents(h.store, teamId, 1, "W");
    if (!s) throw new Error("no student");
    const ids: number[] = [];
    // 40 daily classes from tomorrow, and one 130 days away.
    for (let d = 1; d <= 40; d++) {
      ids.push(
        (
          await makeClass(w, {
            minutes: 45,
            name: `Daily ${d}`,
            beginTime: hoursFromNow(d * 24),
            record: true,
          })
        ).classId,
      );
    }
    const farBegin = hoursFromNow(130 * 24);
    const far = (await makeClass(w, { minutes: 45, name: "Far away", beginTime: farBegin, record: true }))
      .classId;
    for (const id of [...ids, far]) await enrol(w, { classId: id }, [s], RECORDED_ONLY);

    let clockOffset = 0;
    const reminders = new Reminders({
      store: h.store,
      plan: reminderPlanner(slackNotices),
      slack: new WebClient(h.standin.botToken, { slackApiUrl: h.standin.url, rejectRateLimitedCalls: true }),
      clock: () => Math.floor(Date.now() / 1000) + clockOffset,
      logger: h.app.logger,
    });
    const first = await reminders.sweep();
    expect(first.deferred).toBe(10); // the far class is not even looked at yet
    expect(scheduledFor(s)).toHaveLength(30);
    // The app never made Slack refuse: it counted the channel's calls itself.
    expect(h.standin.calls.filter((c) => c.response.error === "restricted_too_many")).toEqual([]);

    // Five minutes later the next ten fit; the far class only once it is within 120 days.
    clockOffset = 5 * 60 + 1;
    slackAhead = clockOffset * 1000;
    await reminders.sweep();
    expect(scheduledFor(s)).toHaveLength(40);
    expect(await h.store.reminders.get(teamId, far, s.slackUserId)).toBeUndefined();

    clockOffset = 11 * DAY;
    slackAhead = clockOffset * 1000;
    await reminders.sweep();
    expect((await h.store.reminders.get(teamId, far, s.slackUserId))?.postAt).toBe(farBegin - 15 * 60);
    await reminders.stop();
  }, 120_000);
});
