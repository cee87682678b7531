/**
 * A live link DM Slack refuses for good (the student left the workspace, is a bot, has DMs off) is
 * given up by the running app's outbox worker, and the teacher who added the students gets one
 * summary per enrolment naming who could not be reached, never the links themselves.
 */
import { describe, expect, it } from "vitest";
import { liveLinkDedupeKey, queueLiveLinks } from "../../src/classes/notices/live-links.js";
import { slackNoticeRenderer } from "../../src/slack/views/notice-renderer.js";
import { ADA } from "../support/cast.js";
import { addStudents, type ClassWorld, hoursFromNow, makeClass } from "../support/school.js";
import { type Harness, harnessPerFile, outboxSettled, WAIT_MS } from "./harness.js";
import { connectedSchool } from "./school.js";

let h: Harness;
let w: ClassWorld;
let teamId: string;
harnessPerFile({ checkBlockKit: false }, async (started) => {
  h = started;
  w = await connectedSchool(h);
  teamId = w.teamId;
});

describe("a student who cannot be sent their link", () => {
  it("is given up, and the teacher gets one summary of the enrolment naming them", async () => {
    const students = await addStudents(h.store, teamId, 4, "F");
    const [gone, bot, ...reachable] = students;
    if (!gone || !bot) throw new Error("no students");
    h.standin.failUser(gone.slackUserId, "user_not_found");
    h.standin.failUser(bot.slackUserId, "cannot_dm_bot");
    const classId = (
      await makeClass(w, { minutes: 45, name: "Chemistry 1", beginTime: hoursFromNow(4), record: true })
    ).classId;
    const mark = h.standin.calls.length;
    await h.store.transaction(async (tx) => {
      await tx.enrolments.add(
        teamId,
        classId,
        students.map((s) => ({ uid: s.uid, name: s.name })),
        ADA.slackUserId,
      );
      return queueLiveLinks(tx, slackNoticeRenderer, {
        teamId,
        classIds: [classId],
        studentUids: students.map((s) => s.uid),
        addedBy: ADA.slackUserId,
        requestId: "view-F",
      });
    });
    h.app.delivery?.wake();
    const summary = await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.args.channel === ADA.slackUserId && c.status === 200,
      4 * WAIT_MS,
    );
    await outboxSettled(h);

    const text = String(summary.args.text);
    expect(text).toContain("2 of 4 students could not be sent the live link for Chemistry 1");
    expect(text).toContain(`<@${gone.slackUserId}> is not a member of this Slack workspace`);
    expect(text).toContain(`<@${bot.slackUserId}> is a bot`);
    for (const s of reachable) expect(text).not.toContain(s.slackUserId);
    expect(JSON.stringify(summary.args)).not.toContain("live_partner.php");
    // One summary for the enrolment, however many DMs died.
    const toTeacher = h.standin.calls.filter(
      (c) => c.seq >= mark && c.method === "chat.postMessage" && c.args.channel === ADA.slackUserId,
    );
    expect(toTeacher).toHaveLength(1);

    // The reachable students have their DM; the others are marked dead, with codes only.
    for (const s of reachable) {
      expect(h.standin.messagesIn(h.standin.dmChannelOf(s.slackUserId))).toHaveLength(1);
    }
    const enrolled = await h.store.enrolments.listForClass(teamId, classId);
    for (const s of [gone, bot]) {
      const addedAt = enrolled.find((e) => e.studentUid === s.uid)?.addedAt;
      const key = liveLinkDedupeKey("live-link", classId, s.uid, addedAt);
      const dead = await h.store.outbox.findByDedupeKey(teamId, key);
      expect(dead?.state).toBe("dead");
      expect(dead?.lastError).not.toContain("checkCode");
    }
  }, 90_000);
});
