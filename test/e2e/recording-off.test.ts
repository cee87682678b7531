/**
 * Recording switched off takes away the Join link (the service gives an unrecorded class no live page):
 * each student's DM that held the button is edited to say so, with one notification pointing to it;
 * switching it back on edits that same DM to carry the link again. Never a second live link DM. A
 * series DM changes only for the classes switched.
 */
import { describe, expect, it } from "vitest";
import type { PostedMessage } from "../../src/slack-standin/index.js";
import { ADA } from "../support/cast.js";
import { type ClassWorld, hoursFromNow, makeClass, type Student } from "../support/school.js";
import { type Harness, harnessPerFile, openByCommand, sentByTheApp, submitForReport } from "./harness.js";
import { connectedSchool, demoStudentsFrom } from "./school.js";

let h: Harness;
let w: ClassWorld;
const moreStudents = demoStudentsFrom("UDEMO");
harnessPerFile(async (started) => {
  h = started;
  w = await connectedSchool(h, { people: [ADA] });
});

type View = Awaited<ReturnType<Harness["standin"]["waitForView"]>>;

const openModal = (subcommand: "students" | "video", classId: number): Promise<View> =>
  openByCommand(h, ADA.slackUserId, `${subcommand} ${classId}`, `class_modal_${subcommand}`);

async function submit(subcommand: "students" | "video", classId: number, answers: Record<string, unknown>) {
  const report = await submitForReport(h, ADA.slackUserId, await openModal(subcommand, classId), answers);
  await sentByTheApp(h);
  return report;
}

const RECORDING = "Recording, live and replay";

function dmsTo(student: Student): PostedMessage[] {
  return h.standin.messagesIn(h.standin.dmChannelOf(student.slackUserId));
}

function joinUrls(message: PostedMessage | undefined): string[] {
  return [...JSON.stringify(message?.blocks ?? []).matchAll(/"url":"([^"]+live_partner\.php[^"]*)"/g)].map(
    (m) => m[1] ?? "",
  );
}

/** The chat.update calls to the student's DM channel since `mark`. */
function editsSince(student: Student, mark: number) {
  const channel = h.standin.dmChannelOf(student.slackUserId);
  return h.standin.calls.filter(
    (c) => c.seq >= mark && c.method === "chat.update" && c.args.channel === channel,
  );
}

function remindersOf(student: Student) {
  const channel = h.standin.dmChannelOf(student.slackUserId);
  return [...h.standin.scheduledMessages.values()].filter((m) => m.channel === channel);
}

describe("recording off, then on again", () => {
  it("one class: the DM loses its Join button and says why, then carries it again; told once each time", async () => {
    const students = await moreStudents(w, 2);
    const classId = (
      await makeClass(w, { minutes: 45, name: "Streamed algebra", beginTime: hoursFromNow(5), record: true })
    ).classId;
    await submit("students", classId, { "Add students": students.map((s) => s.slackUserId) });
    for (const s of students) expect(joinUrls(dmsTo(s)[0])).toHaveLength(1);

    let mark = h.standin.calls.length;
    const report = await submit("video", classId, { [RECORDING]: [] });
    expect(report).toContain("Recording off");
    for (const s of students) {
      const dms = dmsTo(s);
      expect(dms).toHaveLength(2);
      expect(editsSince(s, mark)).toHaveLength(1);
      expect(joinUrls(dms[0])).toEqual([]);
      expect(JSON.stringify(dms[0]?.blocks)).toContain("your Join link no longer works");
      expect(JSON.stringify(dms[0]?.blocks)).toContain("If recording is turned back on");
      expect(dms[1]?.text).toBe(
        "Recording was turned off for Streamed algebra: your Join link no longer works",
      );
      expect(joinUrls(dms[1])).toEqual([]);
      // The reminder waiting in Slack no longer carries the dead link.
      expect(remindersOf(s)).toHaveLength(1);
      expect(JSON.stringify(remindersOf(s)[0])).not.toContain("live_partner.php");
    }

    mark = h.standin.calls.length;
    await submit("video", classId, { [RECORDING]: ["Recording"] });
    for (const s of students) {
      const dms = dmsTo(s);
      // The same DM edited back, plus one notification: no second live link DM.
      expect(dms).toHaveLength(3);
      expect(editsSince(s, mark)).toHaveLength(1);
      expect(joinUrls(dms[0])).toHaveLength(1);
      expect(JSON.stringify(dms[0]?.blocks)).not.toContain("no longer works");
      expect(dms[2]?.text).toBe("Your Join link for Streamed algebra is ready: see the message above");
      expect(dms.slice(1).flatMap(joinUrls)).toEqual([]);
      expect(JSON.stringify(remindersOf(s)[0])).toContain("live_partner.php");
    }
  }, 60_000);

  it("one class of a series: only that date changes in the series DM; on again edits it back", async () => {
    const students = await moreStudents(w, 2);
    const ids: number[] = [];
    for (let week = 0; week < 3; week++) {
      const beginTime = hoursFromNow(30 + week * 24 * 7);
      const cls = await makeClass(w, {
        minutes: 45,
        name: "Weekly stream",
        beginTime,
        record: true,
        seriesId: "series-off",
      });
      ids.push(cls.classId);
    }
    const [first, second] = ids as [number, number, number];
    await submit("students", first, {
      "Add students": students.map((s) => s.slackUserId),
      "Apply to": "series",
    });
    const before = new Map(students.map((s) => [s.uid, JSON.stringify(dmsTo(s)[0]?.blocks)]));

    let mark = h.standin.calls.length;
    await submit("video", second, { [RECORDING]: [], "Apply to": "class" });
    for (const s of students) {
      const dms = dmsTo(s);
      expect(dms).toHaveLength(2);
      expect(editsSince(s, mark)).toHaveLength(1);
      // The next class (still recorded) keeps its Join button.
      expect(joinUrls(dms[0])).toHaveLength(1);
      expect(dms[0]?.text).toContain("3 classes");
      expect(dms[1]?.text).toBe("Recording was turned off for Weekly stream: your Join link no longer works");
      // Only the second class's reminder lost its link.
      const withLink = remindersOf(s).filter((m) => JSON.stringify(m).includes("live_partner.php"));
      expect(remindersOf(s)).toHaveLength(3);
      expect(withLink).toHaveLength(2);
    }

    mark = h.standin.calls.length;
    await submit("video", second, { [RECORDING]: ["Recording"], "Apply to": "class" });
    for (const s of students) {
      const dms = dmsTo(s);
      expect(dms).toHaveLength(3);
      expect(editsSince(s, mark)).toHaveLength(1);
      expect(JSON.stringify(dms[0]?.blocks)).toBe(before.get(s.uid));
      expect(dms[2]?.text).toContain("is ready: see the message above");
      const withLink = remindersOf(s).filter((m) => JSON.stringify(m).includes("live_partner.php"));
      expect(withLink).toHaveLength(3);
    }
  }, 60_000);
});
