/**
 * The teacher's scheduling message stays true (issue 30 §2): after a move and a cancel of classes of
 * her series, the one message she got when it was scheduled is edited in place (chat.update on that
 * message, once per change), listing the class at its new time and the cancelled one struck; no new
 * message repeats it.
 */
import { describe, expect, it } from "vitest";
import type { PostedMessage } from "../../src/slack-standin/index.js";
import { ADMIN } from "../support/cast.js";
import { formDatePlus } from "../support/form-date.js";
import { openByCommand, settled, submitForReport, viewAfter, viewText, WAIT_MS } from "./harness.js";
import { h, OTHER, openForm, STUDENT, schedulePerFile, TEACHER, teamId } from "./schedule.js";

schedulePerFile();

function text(m: PostedMessage | undefined): string {
  return `${m?.text ?? ""}\n${viewText({ blocks: m?.blocks ?? [] })}`;
}

/** chat.update calls that edited the message at `ts`. */
const editsOf = (ts: string) =>
  h.standin.calls.filter((c) => c.method === "chat.update" && c.args.ts === ts && c.response.ok === true);

describe("the teacher's series message", () => {
  it("is edited after a move and after a cancel, once each, and lists the classes as they are", async () => {
    const form = await openForm(TEACHER, "Algebra every wed 15:00 45m for 3 weeks");
    const mark = h.standin.calls.length;
    await h.as(TEACHER).submit(form, {});
    await h.standin.waitFor(
      "chat.postMessage",
      (c) =>
        c.seq >= mark && c.args.channel === TEACHER && String(c.args.text).includes("3 classes scheduled"),
      WAIT_MS,
    );
    const dmChannel = h.standin.dmChannelOf(TEACHER);
    const message = () =>
      h.standin.messagesIn(dmChannel).find((m) => m.blocks.some((b) => b.block_id === "schedule_result"));
    const ts = message()?.ts ?? "";
    expect(ts).not.toBe("");
    const series = (await h.store.classes.listUpcoming(teamId)).filter((c) => c.name === "Algebra");
    expect(series).toHaveLength(3);
    const [, second, third] = series;
    if (!second || !third) throw new Error("no series");

    const move = await openByCommand(h, TEACHER, `move ${second.classId}`, "class_modal_move");
    await submitForReport(h, TEACHER, move, { "New date": formDatePlus(move, 1) });
    expect(editsOf(ts)).toHaveLength(1);
    const moved = (await h.store.classes.listSeries(teamId, second.seriesId ?? "")).find(
      (c) => c.beginTime > second.beginTime && c.beginTime < third.beginTime,
    );
    expect(moved).toBeDefined();
    expect(text(message())).toContain(`<!date^${moved?.beginTime}^`);
    expect(text(message())).not.toContain(`<!date^${second.beginTime}^`);

    const cancel = await openByCommand(h, TEACHER, `cancel ${third.classId}`, "class_modal_cancel");
    await submitForReport(h, TEACHER, cancel, { "Reason (optional)": "school holiday <b>" });
    expect(editsOf(ts)).toHaveLength(2);
    const now = text(message());
    // The reason is stored with the cancel and shown with the struck class, escaped.
    expect(now).toMatch(
      new RegExp(`~[^~]*<!date\\^${third.beginTime}\\^[^~]*~ cancelled: school holiday &lt;b&gt;`),
    );
    expect((await h.store.classes.get(teamId, third.classId))?.cancelReason).toBe("school holiday <b>");
    expect(now).toContain("2 classes scheduled");
    // Seats and recording of the rest of the series: the message says what they are now.
    const first = series[0];
    if (!first) throw new Error("no series");
    const seats = await openByCommand(h, TEACHER, `seats ${first.classId}`, "class_modal_seats");
    await submitForReport(h, TEACHER, seats, {
      "Students on stage": "4",
      "Apply to": "series",
    });
    expect(editsOf(ts)).toHaveLength(3);
    expect(text(message())).toContain("4 seats");
    // Still one scheduling message: the edits replaced it, nothing repeated it.
    expect(
      h.standin.messagesIn(dmChannel).filter((m) => m.blocks.some((b) => b.block_id === "schedule_result")),
    ).toHaveLength(1);
  }, 120_000);
});

/** chat.update calls that edited `person`'s message at `ts` (each DM channel numbers its own messages). */
const editsIn = (person: string, ts: string) =>
  editsOf(ts).filter((c) => [person, h.standin.dmChannelOf(person)].includes(String(c.args.channel)));

describe("the teacher's and the assistant's message after students and labels change", () => {
  it("a student added edits both once (its count); an admin's labels edit both and tell each once, who and what", async () => {
    await h.store.labels.add(teamId, { labelId: 301, name: "Homework" });
    await h.store.labels.add(teamId, { labelId: 303, name: "Exam prep" });
    const form = await openForm(TEACHER, "Geometry tomorrow 17:00 45m");
    const mark = h.standin.calls.length;
    expect((await h.as(TEACHER).submit(form, { Assistant: OTHER })).errors).toEqual({});
    for (const person of [TEACHER, OTHER]) {
      await h.standin.waitFor(
        "chat.postMessage",
        (c) => c.seq >= mark && c.args.channel === person && String(c.args.text).includes("Geometry"),
        WAIT_MS,
      );
    }
    const messageOf = (person: string) =>
      h.standin
        .messagesIn(h.standin.dmChannelOf(person))
        .find((m) => m.blocks.some((b) => b.block_id === "schedule_result") && text(m).includes("Geometry"));
    const teacherTs = messageOf(TEACHER)?.ts ?? "";
    const assistantTs = messageOf(OTHER)?.ts ?? "";
    expect(teacherTs).not.toBe("");
    expect(assistantTs).not.toBe("");
    const cls = (await h.store.classes.listUpcoming(teamId)).find((c) => c.name === "Geometry");
    if (!cls) throw new Error("no class");

    // Ada adds Ben: her message and Marie's say 1 student, each edited once; Marie is told it was Ada.
    const students = await openByCommand(h, TEACHER, `students ${cls.classId}`, "class_modal_students");
    expect((await h.as(TEACHER).submit(students, { "Add students": [STUDENT] })).errors).toEqual({});
    await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.args.channel === TEACHER && String(c.args.text).startsWith("Added to Geometry: Ben Carter"),
      WAIT_MS,
    );
    await settled(h);
    expect(editsIn(TEACHER, teacherTs)).toHaveLength(1);
    expect(editsIn(OTHER, assistantTs)).toHaveLength(1);
    expect(text(messageOf(TEACHER))).toContain("1 student");
    expect(text(messageOf(OTHER))).toContain("1 student");
    const toldMarie = h.standin
      .messagesIn(h.standin.dmChannelOf(OTHER))
      .filter((m) => m.blocks.some((b) => b.block_id === "staff_change"));
    expect(toldMarie.map((m) => m.text)).toEqual([
      "Ada Lovelace changed your class Geometry: added Ben Carter",
    ]);
    // Ada made the change herself: her report says it, no notice.
    const staffNotices = () =>
      h.standin
        .messagesIn(h.standin.dmChannelOf(TEACHER))
        .filter((m) => m.blocks.some((b) => b.block_id === "staff_change"));
    expect(staffNotices()).toHaveLength(0);

    // An admin sets the labels: both messages show them, and Ada is told once, by whom and which.
    const labels = await openByCommand(h, ADMIN, `labels ${cls.classId}`, "class_labels");
    const report = await viewAfter(h, { userId: ADMIN, callbackId: "class_labels_report" }, () =>
      h.as(ADMIN).submit(labels, { Labels: ["Homework", "Exam prep"] }),
    );
    expect(viewText(report)).toContain("Labels on Geometry: Homework, Exam prep added.");
    await settled(h);
    expect(editsIn(TEACHER, teacherTs)).toHaveLength(2);
    expect(editsIn(OTHER, assistantTs)).toHaveLength(2);
    expect(text(messageOf(TEACHER))).toContain("Labels: Homework, Exam prep");
    expect(staffNotices().map((m) => m.text)).toEqual([
      "A school admin changed your class Geometry: labels: Homework, Exam prep added",
    ]);
  }, 60_000);
});

describe("the teacher's message of a single class moved twice", () => {
  it("is edited by each move (found by the class it was scheduled as) and shows the latest time only", async () => {
    const form = await openForm(TEACHER, "Optics tomorrow 09:00 45m");
    const mark = h.standin.calls.length;
    await h.as(TEACHER).submit(form, {});
    await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.args.channel === TEACHER && String(c.args.text).startsWith("Optics"),
      WAIT_MS,
    );
    const dmChannel = h.standin.dmChannelOf(TEACHER);
    const message = () =>
      h.standin
        .messagesIn(dmChannel)
        .find((m) => m.blocks.some((b) => b.block_id === "schedule_result") && m.text.startsWith("Optics"));
    const ts = message()?.ts ?? "";
    expect(ts).not.toBe("");
    const [scheduled] = (await h.store.classes.listUpcoming(teamId)).filter((c) => c.name === "Optics");
    if (!scheduled) throw new Error("no class");
    const movedFrom = async (classId: number) =>
      (await h.store.classes.listUpcoming(teamId)).find((c) => c.name === "Optics" && c.classId !== classId);

    const first = await openByCommand(h, TEACHER, `move ${scheduled.classId}`, "class_modal_move");
    await submitForReport(h, TEACHER, first, { "New date": formDatePlus(first, 1) });
    const middle = await movedFrom(scheduled.classId);
    if (!middle) throw new Error("not moved");
    expect(editsOf(ts)).toHaveLength(1);

    const second = await openByCommand(h, TEACHER, `move ${middle.classId}`, "class_modal_move");
    await submitForReport(h, TEACHER, second, { "New date": formDatePlus(second, 1) });
    const last = await movedFrom(middle.classId);
    if (!last) throw new Error("not moved again");
    expect(editsOf(ts)).toHaveLength(2);
    const now = text(message());
    expect(now).toContain(`<!date^${last.beginTime}^`);
    expect(now).not.toContain(`<!date^${middle.beginTime}^`);
    expect(now).not.toContain(`<!date^${scheduled.beginTime}^`);
    await settled(h);
  }, 90_000);
});
