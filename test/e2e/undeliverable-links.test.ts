/**
 * A live link DM Slack refuses for good (the student left the workspace, is a bot, has DMs off) is
 * given up by the running app's outbox worker, and the teacher who added the students gets one
 * summary per enrolment naming who could not be reached, never the links themselves; in the teacher's
 * language (issue 20): Marie reads Chinese.
 */
import { describe, expect, it } from "vitest";
import { liveLinkDedupeKey, queueLiveLinks } from "../../src/classes/notices/live-links.js";
import { slackNoticeRenderer } from "../../src/slack/tables/notice-renderer.js";
import { ADA, MARIE, PHYSICS } from "../support/cast.js";
import { addStudents, type ClassWorld, hoursFromNow, makeClass } from "../support/school.js";
import { type Harness, harnessPerFile, outboxSettled, WAIT_MS } from "./harness.js";
import { connectedSchool } from "./school.js";

/** How the notices read, without a Slack locale lookup (each reader's choice on Home, else English). */
const slackNotices = { noticeRenderer: slackNoticeRenderer };

let h: Harness;
let w: ClassWorld;
let teamId: string;
harnessPerFile({ checkBlockKit: false }, async (started) => {
  h = started;
  w = await connectedSchool(h);
  teamId = w.teamId;
});

/** The teacher enrols the students and their live links are queued; resolves with the teacher's summary. */
async function enrolAndAwaitSummary(
  classId: number,
  students: readonly { uid: string; name: string }[],
  teacher: string,
  requestId: string,
) {
  const mark = h.standin.calls.length;
  await h.store.transaction(async (tx) => {
    await tx.enrolments.add(
      teamId,
      classId,
      students.map((s) => ({ uid: s.uid, name: s.name })),
      teacher,
    );
    return queueLiveLinks(tx, slackNotices, {
      teamId,
      classIds: [classId],
      studentUids: students.map((s) => s.uid),
      addedBy: teacher,
      requestId,
    });
  });
  h.app.delivery?.wake();
  const summary = await h.standin.waitFor(
    "chat.postMessage",
    (c) => c.seq >= mark && c.args.channel === teacher && c.status === 200,
    4 * WAIT_MS,
  );
  await outboxSettled(h);
  return summary;
}

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
    const summary = await enrolAndAwaitSummary(classId, students, ADA.slackUserId, "view-F");

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

  it("the summary is in the teacher's language: Chinese for a zh-CN teacher", async () => {
    h.standin.setUserInfo(MARIE.slackUserId, {
      name: "marie",
      real_name: MARIE.displayName,
      locale: "zh-CN",
    });
    const students = await addStudents(h.store, teamId, 3, "Z");
    const [gone, off] = students;
    if (!gone || !off) throw new Error("no students");
    h.standin.failUser(gone.slackUserId, "user_not_found");
    h.standin.failUser(off.slackUserId, "messages_tab_disabled");
    const classId = (
      await makeClass(w, {
        minutes: 45,
        name: "物理 1",
        courseId: PHYSICS.courseId,
        teacherUid: MARIE.uid,
        beginTime: hoursFromNow(5),
        record: true,
      })
    ).classId;
    const mark = h.standin.calls.length;
    const summary = await enrolAndAwaitSummary(classId, students, MARIE.slackUserId, "view-Z");
    const text = String(summary.args.text);
    expect(text).toBe(
      [
        "3 名学生中有 2 名没能收到「物理 1」的直播链接：",
        `• <@${gone.slackUserId}> 不是本 Slack 工作区的成员`,
        `• <@${off.slackUserId}> 不接收应用发来的私信`,
      ].join("\n"),
    );
    const toTeacher = h.standin.calls.filter(
      (c) => c.seq >= mark && c.method === "chat.postMessage" && c.args.channel === MARIE.slackUserId,
    );
    expect(toTeacher).toHaveLength(1);
  }, 90_000);
});
