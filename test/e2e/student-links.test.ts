import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  liveLinkDedupeKey,
  queueLiveLinks,
  queueMissingLiveLinks,
} from "../../src/classes/notices/live-links.js";
import { studentsAdded } from "../../src/classes/notices/student-notices.js";
import { slackNoticeRenderer } from "../../src/slack/tables/notice-renderer.js";
import type { PostedMessage } from "../../src/slack-standin/index.js";
import { ADA } from "../support/cast.js";
import {
  addStudents,
  type ClassWorld,
  enrol,
  hoursFromNow,
  makeClass,
  RECORDED_ONLY,
  type Student,
} from "../support/school.js";
import {
  capturedLog,
  expectNoBlockKitRefusals,
  type Harness,
  sentByTheApp,
  settled,
  startHarness,
  WAIT_MS,
} from "./harness.js";
import { connectedSchool, turnRecordingOn } from "./school.js";

/** How the notices read, without a Slack locale lookup (each reader's choice on Home, else English). */
const slackNotices = { noticeRenderer: slackNoticeRenderer };

let h: Harness;
let w: ClassWorld;
let teamId: string;
const log = capturedLog();
beforeAll(async () => {
  h = await startHarness({ logger: log.logger });
  w = await connectedSchool(h);
  teamId = w.teamId;
}, 60_000);
afterAll(async () => {
  // The links carry a checkCode derived from the SECRET: never in logs, audit summaries or outbox errors.
  const audit = JSON.stringify(await h.store.audit.latest(teamId, 1000));
  const outbox = await h.store.outbox.counts();
  await h?.close();
  for (const text of [log.text(), audit]) {
    expect(text).not.toContain("live_partner.php");
    expect(text).not.toContain("checkCode");
  }
  expect(outbox.dead).toBe(0);
});
afterEach(() => {
  expectNoBlockKitRefusals(h.standin);
});

function dmsTo(student: Student): PostedMessage[] {
  return h.standin.messagesIn(h.standin.dmChannelOf(student.slackUserId));
}

function joinUrls(blocks: unknown): string[] {
  const urls: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === "object") {
      const o = node as Record<string, unknown>;
      if (o.action_id === "join_live" && typeof o.url === "string") urls.push(o.url);
      Object.values(o).forEach(visit);
    }
  };
  visit(blocks);
  return urls;
}

async function open(url: string): Promise<{ status: number; html: string }> {
  const res = await fetch(url);
  const html = (await res.text()).replace(/&#(\d+);/g, (_, code: string) =>
    String.fromCharCode(Number(code)),
  );
  return { status: res.status, html };
}

describe("the live link DM", () => {
  it("50 new students get 50 DMs, each with a personal link the sandbox accepts", async () => {
    const students = await addStudents(h.store, teamId, 50, "A");
    const classId = (
      await makeClass(w, { minutes: 45, name: "Algebra 1", beginTime: hoursFromNow(3), record: true })
    ).classId;
    const input = {
      teamId,
      classIds: [classId],
      studentUids: students.map((s) => s.uid),
      addedBy: ADA.slackUserId,
    };
    // The enrolment and its DMs commit together, as the students modal stores them.
    const queued = await h.store.transaction(async (tx) => {
      await tx.enrolments.add(
        teamId,
        classId,
        students.map((s) => ({ uid: s.uid, name: s.name })),
        ADA.slackUserId,
      );
      return queueLiveLinks(tx, slackNotices, { ...input, requestId: "view-50" });
    });
    expect(queued).toEqual({
      queued: 50,
      alreadyQueued: 0,
      notInDirectory: [],
    });
    // A retried request or a double click queues nothing twice.
    expect(
      (await queueLiveLinks(h.store, slackNotices, { ...input, requestId: "view-50" })).alreadyQueued,
    ).toBe(50);
    await sentByTheApp(h);

    for (const s of students) {
      const dms = dmsTo(s);
      expect(dms).toHaveLength(1);
      const [dm] = dms;
      expect(dm?.text).toContain("Algebra 1");
      const text = JSON.stringify(dm?.blocks);
      expect(text).toContain("Algebra I");
      expect(text).toMatch(/<!date\^\d+\^/);
      expect(text).toContain(`<@${ADA.slackUserId}>`);
      const urls = joinUrls(dm?.blocks);
      expect(urls).toHaveLength(1);
      const link = new URL(urls[0] ?? "");
      expect(link.pathname).toBe("/live_partner.php");
      expect(link.searchParams.get("account")).toBe(s.account);
      expect(link.searchParams.get("nickname")).toBe(s.name);
      // The link is only the button's URL, never in the notification text.
      expect(dm?.text).not.toContain("checkCode");
      const page = await open(link.href);
      expect(page.status).toBe(200);
      expect(page.html).toContain(`chatting as ${s.name}`);
    }
    expect(students.some((s) => /[\u4e00-\u9fff]/.test(s.name))).toBe(true);
    const links = await h.store.studentLinks.listForClass(teamId, classId);
    expect(links.filter((l) => l.linkedAt !== null)).toHaveLength(50);
  }, 120_000);

  it("an enrolment that fails to be stored sends no DM", async () => {
    const students = await addStudents(h.store, teamId, 2, "E");
    const classId = (
      await makeClass(w, { minutes: 45, name: "Biology 1", beginTime: hoursFromNow(4), record: true })
    ).classId;
    const keys: string[] = [];
    const failed = h.store.transaction(async (tx) => {
      await tx.enrolments.add(
        teamId,
        classId,
        students.map((s) => ({ uid: s.uid, name: s.name })),
        ADA.slackUserId,
      );
      for (const e of await tx.enrolments.listForClass(teamId, classId)) {
        keys.push(liveLinkDedupeKey("live-link", classId, e.studentUid, e.addedAt));
      }
      const notice = await studentsAdded(tx, slackNotices, {
        teamId,
        classIds: [classId],
        studentUids: students.map((s) => s.uid),
        addedBy: ADA.slackUserId,
        sendLinks: true,
      });
      expect(notice.queued).toBe(2);
      throw new Error("the partner refused the enrolment");
    });
    await expect(failed).rejects.toThrow("the partner refused");
    await sentByTheApp(h);
    for (const s of students) expect(dmsTo(s)).toEqual([]);
    // Nothing left queued either: a later enrolment of the same students sends their links.
    expect(keys).toHaveLength(students.length);
    for (const key of keys) expect(await h.store.outbox.findByDedupeKey(teamId, key)).toBeUndefined();
    expect(await h.store.enrolments.listForClass(teamId, classId)).toEqual([]);
  }, 60_000);

  it("an unrecorded class says the link will follow; recording on sends the links", async () => {
    const students = await addStudents(h.store, teamId, 3, "B");
    const classId = (
      await makeClass(w, { minutes: 45, name: "Physics 1", beginTime: hoursFromNow(5), record: false })
    ).classId;
    await enrol(w, { classId: classId }, students, RECORDED_ONLY);
    await queueLiveLinks(h.store, slackNotices, {
      teamId,
      classIds: [classId],
      studentUids: students.map((s) => s.uid),
    });
    await sentByTheApp(h);
    for (const s of students) {
      const [dm] = dmsTo(s);
      expect(dm?.text).toContain("link will follow");
      expect(joinUrls(dm?.blocks)).toEqual([]);
    }

    // A fourth student joins after recording is on: they get their link with the enrolment, not twice.
    const [late] = await addStudents(h.store, teamId, 1, "BL");
    await turnRecordingOn(w, classId);
    if (!late) throw new Error("no late student");
    await enrol(w, { classId: classId }, [late], RECORDED_ONLY);
    await queueLiveLinks(h.store, slackNotices, {
      teamId,
      classIds: [classId],
      studentUids: [late.uid],
    });
    const result = await queueMissingLiveLinks(h.store, slackNotices, { teamId, classIds: [classId] });
    expect(result.queued).toBe(3);
    await sentByTheApp(h);
    for (const s of [...students, late]) {
      const withLink = dmsTo(s).filter((m) => joinUrls(m.blocks).length > 0);
      expect(withLink).toHaveLength(1);
      const page = await open(joinUrls(withLink[0]?.blocks)[0] ?? "");
      expect(page.status).toBe(200);
      expect(page.html).toContain(`chatting as ${s.name}`);
    }
    expect((await queueMissingLiveLinks(h.store, slackNotices, { teamId, classIds: [classId] })).queued).toBe(
      0,
    );
  }, 60_000);

  it("a series enrolment sends one DM listing the dates", async () => {
    const [student] = await addStudents(h.store, teamId, 1, "C");
    if (!student) throw new Error("no student");
    const ids: number[] = [];
    for (let week = 0; week < 4; week++) {
      ids.push(
        (
          await makeClass(w, {
            minutes: 45,
            name: "Weekly algebra",
            beginTime: hoursFromNow(24 + week * 24 * 7),
            record: true,
            seriesId: "series-c",
          })
        ).classId,
      );
    }
    for (const id of ids) await enrol(w, { classId: id }, [student], RECORDED_ONLY);
    await queueLiveLinks(h.store, slackNotices, { teamId, classIds: ids, studentUids: [student.uid] });
    await sentByTheApp(h);
    const dms = dmsTo(student);
    expect(dms).toHaveLength(1);
    expect(dms[0]?.text).toContain("4 classes");
    // One Join button: the first class's (the class-end job moves it ahead, test/e2e/series-dm.test.ts).
    const urls = joinUrls(dms[0]?.blocks);
    expect(urls).toHaveLength(1);
    for (const url of urls) expect((await open(url)).status).toBe(200);
  }, 60_000);
});

describe("/class my, /class link and the Home tab", () => {
  let mine: Student;
  let other: Student;
  let myClass: number;
  let otherClass: number;
  beforeAll(async () => {
    [mine, other] = (await addStudents(h.store, teamId, 2, "D")) as [Student, Student];
    myClass = (
      await makeClass(w, { minutes: 45, name: "Geometry", beginTime: hoursFromNow(6), record: true })
    ).classId;
    otherClass = (
      await makeClass(w, { minutes: 45, name: "Secret seminar", beginTime: hoursFromNow(7), record: true })
    ).classId;
    await enrol(w, { classId: myClass }, [mine], RECORDED_ONLY);
    await enrol(w, { classId: otherClass }, [other], RECORDED_ONLY);
  }, 60_000);

  async function reply(userId: string, text: string) {
    const mark = h.standin.calls.length;
    const res = await h.as(userId).command(`/class ${text}`);
    expect(res.status).toBe(200);
    const answer = await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
    return { args: answer.args, all: JSON.stringify(h.standin.calls.slice(mark).map((c) => c.args)) };
  }

  it("/class my lists the caller's classes with their own Join link, privately", async () => {
    const { args } = await reply(mine.slackUserId, "my");
    expect(args.response_type).toBe("ephemeral");
    const urls = joinUrls(args.blocks);
    expect(urls).toHaveLength(1);
    expect(new URL(urls[0] ?? "").searchParams.get("nickname")).toBe(mine.name);
    expect((await open(urls[0] ?? "")).html).toContain(`chatting as ${mine.name}`);
    expect(JSON.stringify(args.blocks)).not.toContain("Secret seminar");
  });

  it("/class link for a class the caller is not in reveals nothing of it", async () => {
    const unknown = await reply(mine.slackUserId, "link no-such-class");
    for (const query of [String(otherClass), "Secret seminar"]) {
      const { args, all } = await reply(mine.slackUserId, `link ${query}`);
      expect(joinUrls(args.blocks)).toEqual([]);
      // The same answer as for a class that does not exist: nothing tells the two apart.
      expect(args.blocks).toEqual(unknown.args.blocks);
      expect(all).not.toContain("live_partner.php");
    }
    const { args } = await reply(mine.slackUserId, `link ${myClass}`);
    expect(joinUrls(args.blocks)).toHaveLength(1);
  });

  it("the student's Home tab shows the same classes with Join buttons", async () => {
    const mark = h.standin.calls.length;
    await h.as(mine.slackUserId).openHome();
    await h.standin.waitFor("views.publish", (c) => c.seq >= mark, WAIT_MS);
    const home = h.standin.homeViewOf(mine.slackUserId);
    const urls = joinUrls(home?.blocks);
    expect(urls).toHaveLength(1);
    expect(JSON.stringify(home?.blocks)).toContain("Geometry");
    expect(JSON.stringify(home?.blocks)).not.toContain("Secret seminar");
  });

  it("a Join click is acknowledged quietly and counted as opened, only for the class's own student", async () => {
    const home = h.standin.homeViewOf(mine.slackUserId);
    if (!home) throw new Error("no home view");
    const clicks = async (userId: string, classId: number) => {
      const mark = h.standin.calls.length;
      const res = await h.as(userId).clickButton(home, "Join live & chat", { value: String(classId) });
      expect(res.status).toBe(200);
      await settled(h);
      // Nothing is said back: no ephemeral, no DM, no modal.
      expect(h.standin.calls.slice(mark).map((c) => c.method)).toEqual([]);
    };
    await clicks(mine.slackUserId, myClass);
    await clicks(other.slackUserId, myClass); // not theirs: not counted
    const links = await h.store.studentLinks.listForClass(teamId, myClass);
    expect(links.find((l) => l.studentUid === mine.uid)?.opens).toBe(1);
    expect(links.find((l) => l.studentUid === other.uid)).toBeUndefined();
  });
});
