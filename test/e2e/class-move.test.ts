/**
 * Moving a class to a new time as people live it (issue 17 §3, issue 30 §4): the partner gets a new
 * class with the same students and the old one emptied; the store lists the new class and not the
 * old; each student has one message about it: their DM edited to "Moved: old → new" (weekday dates)
 * with the new class's Join link, and one pointer DM. A later cancel or second move of the new class
 * edits that same DM; a series DM keeps its other classes; a Chinese reader reads it in Chinese. A
 * double submit moves once; a class 15 minutes from its start is refused on the form with nothing
 * sent; a series occurrence moved alone keeps its series.
 */
import { describe, expect, it } from "vitest";
import { DEMO_SID } from "../../src/sandbox/index.js";
import type { PostedMessage } from "../../src/slack-standin/index.js";
import { ADA } from "../support/cast.js";
import { formDatePlus } from "../support/form-date.js";
import { type ClassWorld, enrol, hoursFromNow, makeClass, type Student } from "../support/school.js";
import { speaks } from "../support/speaks.js";
import {
  type Harness,
  harnessPerFile,
  openByCommand,
  sentByTheApp,
  settled,
  submitForReport,
  viewAfter,
  viewText,
  WAIT_MS,
} from "./harness.js";
import { connectedSchool, demoStudentsFrom } from "./school.js";

let h: Harness;
let w: ClassWorld;
let teamId: string;

const moreStudents = demoStudentsFrom("UMOV");
const demoStudents = (n: number): Promise<Student[]> => moreStudents(w, n);

harnessPerFile(async (started) => {
  h = started;
  w = await connectedSchool(h, { people: [ADA] });
  teamId = w.teamId;
});

type View = Awaited<ReturnType<Harness["standin"]["waitForView"]>>;

const openModal = (subcommand: "students" | "move", classId: number): Promise<View> =>
  openByCommand(h, ADA.slackUserId, `${subcommand} ${classId}`, `class_modal_${subcommand}`);

const submitAndWaitForReport = (view: View, answers: Record<string, unknown>): Promise<string> =>
  submitForReport(h, ADA.slackUserId, view, answers);

function dmsTo(student: Student): PostedMessage[] {
  return h.standin.messagesIn(h.standin.dmChannelOf(student.slackUserId));
}

function joinUrls(message: PostedMessage | undefined): string[] {
  return [...JSON.stringify(message?.blocks ?? []).matchAll(/"url":"([^"]+live_partner\.php[^"]*)"/g)].map(
    (m) => m[1] ?? "",
  );
}

/** Slack calls since `mark` that post or edit a message to the student. */
function sinceTo(mark: number, student: Student) {
  const channels = [student.slackUserId, h.standin.dmChannelOf(student.slackUserId)];
  return h.standin.calls.filter((c) => c.seq >= mark && channels.includes(String(c.args.channel)));
}

function lessonKeyOf(url: string | undefined): string | null {
  return url ? new URL(url).searchParams.get("lessonKey") : null;
}

function messageText(m: PostedMessage | undefined): string {
  return `${m?.text ?? ""}\n${viewText({ blocks: m?.blocks ?? [] })}`;
}

function partnerStudents(classId: number): string[] {
  return h.sandbox.state(DEMO_SID).classes.find((c) => c.classId === classId)?.students ?? [];
}

/**
 * Hours ahead of the classes of the one-message tests: clear of the other tests' classes and of each
 * other's new times (7 hours apart, moved by a day or two), so no move meets Ada's double booking.
 */
const FAR = 700;

/** The class a class was moved to (its move's audit entry). */
async function newClassOf(oldClassId: number): Promise<number> {
  const audit = await movedTo(oldClassId);
  const id = (audit[0]?.summary as { toClassId?: number } | undefined)?.toClassId;
  if (!id) throw new Error(`class ${oldClassId} was not moved`);
  return id;
}

async function movedTo(oldClassId: number) {
  const audit = await h.store.audit.latest(teamId, 50, { kind: "admin" });
  return audit.filter(
    (a) => a.operation === "class.move" && (a.summary as { fromClassId?: number }).fromClassId === oldClassId,
  );
}

describe("moving a class", () => {
  it("moves a class with 2 students: new class with both at the partner, old emptied, one moved DM each, once", async () => {
    const students = await demoStudents(2);
    const cls = await makeClass(w, { name: "Algebra move", beginTime: hoursFromNow(24), record: true });
    await submitAndWaitForReport(await openModal("students", cls.classId), {
      "Add students": students.map((s) => s.slackUserId),
    });
    for (const s of students) expect(dmsTo(s)).toHaveLength(1);

    const form = await openModal("move", cls.classId);
    expect(viewText(form)).toContain("2 students");
    const markMove = h.standin.calls.length;
    const report = await submitAndWaitForReport(form, { "New date": formDatePlus(form, 2) });
    expect(report).toContain("Moved to");
    // Each student's Home shows the class once, at its new time.
    for (const s of students) {
      const home = await h.standin.waitFor(
        "views.publish",
        (c) => c.seq >= markMove && c.args.user_id === s.slackUserId,
        WAIT_MS,
      );
      expect(JSON.stringify(home.args.view).match(/Algebra move/g)).toHaveLength(1);
    }
    // A double submit: the same request is the same job, already done: nothing more.
    const mark = h.standin.calls.length;
    await h.as(ADA.slackUserId).submit(form, { "New date": formDatePlus(form, 2) } as never);
    await sentByTheApp(h);
    expect(h.standin.calls.filter((c) => c.seq >= mark && c.method === "chat.postMessage")).toEqual([]);

    const audit = await movedTo(cls.classId);
    expect(audit).toHaveLength(1);
    const newId = (audit[0]?.summary as { toClassId?: number } | undefined)?.toClassId ?? 0;
    const moved = await h.store.classes.get(teamId, newId);
    // The form works in whole minutes.
    const newBegin = cls.beginTime - (cls.beginTime % 60) + 2 * 86_400;
    expect(moved?.beginTime).toBe(newBegin);
    expect(moved?.endTime).toBe(newBegin + 60 * 60);
    expect(moved?.name).toBe("Algebra move");
    expect(moved?.record).toBe(true);
    expect(partnerStudents(newId).sort()).toEqual(students.map((s) => s.uid).sort());
    expect(partnerStudents(cls.classId)).toEqual([]);
    expect((await h.store.classes.get(teamId, cls.classId))?.cancelledAt).toBeGreaterThan(0);
    const listed = (await h.store.classes.listUpcoming(teamId)).map((c) => c.classId);
    expect(listed).toContain(newId);
    expect(listed).not.toContain(cls.classId);
    for (const s of students) {
      // One message about the class: the DM they had, edited to say moved, old → new (with the
      // weekday), carrying the new class's Join button; and one notification pointing to it.
      const [dm, pointer, ...more] = dmsTo(s);
      expect(more).toEqual([]);
      expect(messageText(dm)).toMatch(/Moved:.*<!date\^\d+\^\{date_long\}[^>]*>.*→.*\{date_long\}/);
      expect(dm?.text).toContain(`was <!date^${cls.beginTime}^`);
      expect(dm?.text).toContain(`now <!date^${newBegin}^`);
      expect(messageText(dm)).not.toContain("You are in");
      expect(joinUrls(dm)).toHaveLength(1);
      expect(lessonKeyOf(joinUrls(dm)[0])).toBe(moved?.lessonKey);
      expect(lessonKeyOf(joinUrls(dm)[0])).not.toBe(cls.lessonKey);
      expect(messageText(pointer)).toContain(
        "your message about it above now has the new time and Join button",
      );
      expect(joinUrls(pointer)).toEqual([]);
      expect(messageText(pointer)).not.toContain("cancelled");
      const toThem = sinceTo(markMove, s);
      expect(toThem.filter((c) => c.method === "chat.postMessage")).toHaveLength(1);
      expect(toThem.filter((c) => c.method === "chat.update")).toHaveLength(1);
      const mine = await h.store.classes.listUpcomingForStudent(teamId, s.uid);
      expect(mine.map((c) => c.classId)).toEqual([newId]);
    }
  }, 120_000);

  it("a move then a cancel of the new class: the one DM edited to cancelled, one pointer each time, no copy", async () => {
    const [student] = await demoStudents(1);
    if (!student) throw new Error("no student");
    const cls = await makeClass(w, { name: "Move then cancel", beginTime: hoursFromNow(FAR), record: true });
    await submitAndWaitForReport(await openModal("students", cls.classId), {
      "Add students": [student.slackUserId],
    });
    const form = await openModal("move", cls.classId);
    await submitAndWaitForReport(form, { "New date": formDatePlus(form, 1) });
    await sentByTheApp(h);
    const newId = await newClassOf(cls.classId);
    const mark = h.standin.calls.length;
    const confirm = await openByCommand(h, ADA.slackUserId, `cancel ${newId}`, "class_modal_cancel");
    await submitAndWaitForReport(confirm, { "Reason (optional)": "school holiday" });
    await sentByTheApp(h);
    await settled(h);
    const [dm, movedPointer, cancelPointer, ...more] = dmsTo(student);
    expect(more).toEqual([]);
    expect(messageText(dm)).toContain("cancelled by Ada");
    expect(messageText(dm)).toContain("Reason: school holiday");
    expect(joinUrls(dm)).toEqual([]);
    expect(messageText(movedPointer)).toContain("was moved by Ada");
    expect(messageText(cancelPointer)).toContain("your message about it above now says so");
    const toThem = sinceTo(mark, student);
    expect(toThem.filter((c) => c.method === "chat.postMessage")).toHaveLength(1);
    expect(toThem.filter((c) => c.method === "chat.update")).toHaveLength(1);
    expect((await h.store.classes.get(teamId, newId))?.cancelReason).toBe("school holiday");
  }, 120_000);

  it("a class moved twice: the same one DM reads from the time first told to the latest, with the latest class's link", async () => {
    const [student] = await demoStudents(1);
    if (!student) throw new Error("no student");
    const cls = await makeClass(w, { name: "Moved twice", beginTime: hoursFromNow(FAR + 7), record: true });
    await submitAndWaitForReport(await openModal("students", cls.classId), {
      "Add students": [student.slackUserId],
    });
    const first = await openModal("move", cls.classId);
    await submitAndWaitForReport(first, { "New date": formDatePlus(first, 1) });
    const middle = await newClassOf(cls.classId);
    const second = await openModal("move", middle);
    await submitAndWaitForReport(second, { "New date": formDatePlus(second, 2) });
    await sentByTheApp(h);
    await settled(h);
    const last = await h.store.classes.get(teamId, await newClassOf(middle));
    const [dm, ...pointers] = dmsTo(student);
    expect(pointers).toHaveLength(2);
    expect(pointers.every((p) => messageText(p).includes("was moved by Ada"))).toBe(true);
    expect(dm?.text).toContain(`now <!date^${last?.beginTime}^`);
    // What the student knew → what is true: from the first time, never the time in between.
    const middleTime = (await h.store.classes.get(teamId, middle))?.beginTime;
    expect(dm?.text).toContain(`was <!date^${cls.beginTime}^`);
    expect(messageText(dm)).toMatch(
      new RegExp(`~[^~]*<!date\\^${cls.beginTime}\\^[^~]*~ → \\*[^*]*<!date\\^${last?.beginTime}\\^`),
    );
    expect(messageText(dm)).not.toContain(`<!date^${middleTime}^`);
    // The second pointer says the same: was the first time.
    expect(messageText(pointers[1])).toContain(`<!date^${cls.beginTime}^`);
    expect(messageText(pointers[1])).not.toContain(`<!date^${middleTime}^`);
    expect(joinUrls(dm)).toHaveLength(1);
    expect(lessonKeyOf(joinUrls(dm)[0])).toBe(last?.lessonKey);
  }, 120_000);

  it("a series DM with one class moved keeps the others and shows the moved one with its new button", async () => {
    const [student] = await demoStudents(1);
    if (!student) throw new Error("no student");
    const seriesId = "series-move-dm";
    const classes = [];
    for (let i = 0; i < 3; i++) {
      classes.push(
        await makeClass(w, {
          name: "Series DM",
          beginTime: hoursFromNow(FAR + 200) + i * 7 * 86_400,
          seriesId,
          record: true,
        }),
      );
    }
    const [one, two] = classes;
    if (!one || !two) throw new Error("no class");
    await submitAndWaitForReport(await openModal("students", one.classId), {
      "Add students": [student.slackUserId],
      "Apply to": "series",
    });
    await sentByTheApp(h);
    expect(dmsTo(student)).toHaveLength(1);
    const form = await openModal("move", two.classId);
    await submitAndWaitForReport(form, { "New date": formDatePlus(form, 1) });
    await sentByTheApp(h);
    await settled(h);
    const moved = await h.store.classes.get(teamId, await newClassOf(two.classId));
    const [dm, pointer, ...more] = dmsTo(student);
    expect(more).toEqual([]);
    expect(messageText(dm)).toContain("Moved:");
    expect(dm?.text).toContain(`now <!date^${moved?.beginTime}^`);
    const keys = joinUrls(dm).map(lessonKeyOf);
    expect(keys).toContain(moved?.lessonKey);
    expect(keys).toContain(one.lessonKey);
    expect(messageText(dm)).toContain(`<!date^${classes[2]?.beginTime}^`);
    expect(messageText(pointer)).toContain("was moved by Ada");
  }, 120_000);

  it("a student with no DM about the class gets the Moved message itself, never 'You are in a class'", async () => {
    const [student] = await demoStudents(1);
    if (!student) throw new Error("no student");
    const cls = await makeClass(w, { name: "No DM yet", beginTime: hoursFromNow(FAR + 14), record: true });
    await enrol(w, cls, [student]);
    const form = await openModal("move", cls.classId);
    await submitAndWaitForReport(form, { "New date": formDatePlus(form, 1) });
    await sentByTheApp(h);
    await settled(h);
    const moved = await h.store.classes.get(teamId, await newClassOf(cls.classId));
    const [dm, ...more] = dmsTo(student);
    expect(more).toEqual([]);
    expect(dm?.text).toMatch(/^Moved: No DM yet, was /);
    expect(messageText(dm)).not.toContain("You are in");
    expect(joinUrls(dm).map(lessonKeyOf)).toEqual([moved?.lessonKey]);
  }, 120_000);

  it("an unrecorded class: the DM says moved and that the link will follow, and its notice says so", async () => {
    const [student] = await demoStudents(1);
    if (!student) throw new Error("no student");
    const cls = await makeClass(w, {
      name: "Not recorded",
      beginTime: hoursFromNow(FAR + 21),
      record: false,
    });
    await submitAndWaitForReport(await openModal("students", cls.classId), {
      "Add students": [student.slackUserId],
    });
    const form = await openModal("move", cls.classId);
    await submitAndWaitForReport(form, { "New date": formDatePlus(form, 1) });
    await sentByTheApp(h);
    await settled(h);
    const [dm, pointer, ...more] = dmsTo(student);
    expect(more).toEqual([]);
    expect(messageText(dm)).toContain("Moved:");
    expect(messageText(dm)).toContain("your link will follow");
    expect(joinUrls(dm)).toEqual([]);
    expect(messageText(pointer)).toContain("now has the new time.");
  }, 120_000);

  it("tells a student whose Slack is in Chinese in Chinese, once", async () => {
    const [student] = await demoStudents(1);
    if (!student) throw new Error("no student");
    speaks(h, [[student.slackUserId, "zh-CN", "Asia/Shanghai"]]);
    const cls = await makeClass(w, { name: "代数", beginTime: hoursFromNow(FAR + 28), record: true });
    await submitAndWaitForReport(await openModal("students", cls.classId), {
      "Add students": [student.slackUserId],
    });
    const form = await openModal("move", cls.classId);
    await submitAndWaitForReport(form, { "New date": formDatePlus(form, 1) });
    await sentByTheApp(h);
    await settled(h);
    const [dm, pointer, ...more] = dmsTo(student);
    expect(more).toEqual([]);
    expect(messageText(dm)).toContain("已改期");
    expect(messageText(dm)).toContain("进入直播和聊天");
    expect(messageText(pointer)).toContain("上面那条关于这节课的消息已更新为新的时间和进入按钮");
    expect(messageText(dm)).not.toMatch(/\b(Moved|You are)\b/);
  }, 120_000);

  it("refuses a class 15 minutes from its start on the form, with nothing sent", async () => {
    const now = Math.floor(Date.now() / 1000);
    const cls = await h.store.classes.create(teamId, {
      classId: 990_101,
      courseId: 5001,
      name: "Starting soon",
      beginTime: now + 15 * 60,
      endTime: now + 75 * 60,
      teacherUid: ADA.uid,
      createdBy: ADA.slackUserId,
    });
    const mark = h.standin.calls.length;
    const shown = await viewAfter(h, { userId: ADA.slackUserId }, () =>
      h.as(ADA.slackUserId).command(`/class move ${cls.classId}`),
    );
    expect(viewText(shown)).toContain("less than 20 minutes");
    expect(shown.submit).toBeUndefined();
    await sentByTheApp(h);
    expect(h.standin.calls.filter((c) => c.seq >= mark && c.method === "chat.postMessage")).toEqual([]);
    expect((await h.store.classes.get(teamId, cls.classId))?.cancelledAt).toBeNull();
    expect(await movedTo(cls.classId)).toEqual([]);
  }, 60_000);

  it("moves one occurrence of a series alone: the new class keeps the series id, the others stay", async () => {
    const [student] = await demoStudents(1);
    if (!student) throw new Error("no student");
    const seriesId = "series-move-e2e";
    const first = hoursFromNow(24);
    const classes = [];
    for (let i = 0; i < 3; i++) {
      classes.push(await makeClass(w, { name: "Weekly move", beginTime: first + i * 7 * 86_400, seriesId }));
    }
    const two = classes[1];
    if (!two) throw new Error("no class");
    await submitAndWaitForReport(await openModal("students", two.classId), {
      "Add students": [student.slackUserId],
    });
    const form = await openModal("move", two.classId);
    await submitAndWaitForReport(form, { "New date": formDatePlus(form, 1) });
    const audit = await movedTo(two.classId);
    expect(audit).toHaveLength(1);
    const newId = (audit[0]?.summary as { toClassId?: number } | undefined)?.toClassId ?? 0;
    expect((await h.store.classes.get(teamId, newId))?.seriesId).toBe(seriesId);
    const series = await h.store.classes.listSeries(teamId, seriesId);
    expect(series.map((c) => c.classId)).toContain(newId);
    expect((await h.store.classes.get(teamId, classes[0]?.classId ?? 0))?.cancelledAt).toBeNull();
    expect(partnerStudents(newId)).toEqual([student.uid]);
  }, 120_000);
  it("keeps the class's labels on the new class", async () => {
    const cls = await makeClass(w, { name: "Labelled move", beginTime: hoursFromNow(28) });
    const client = await w.partners.forWorkspace(teamId);
    await client?.addClassLabels({
      courseId: cls.courseId,
      classList: [{ classId: cls.classId, classLabelId: [301, 302], customColumn: String(cls.classId) }],
    });
    await h.store.classes.setLabels(teamId, cls.classId, [301, 302]);
    const form = await openModal("move", cls.classId);
    const report = await submitAndWaitForReport(form, { "New date": formDatePlus(form, 1) });
    expect(report).toContain("Moved to");
    expect(report).not.toContain("labels were not copied");
    const newId =
      ((await movedTo(cls.classId))[0]?.summary as { toClassId?: number } | undefined)?.toClassId ?? 0;
    const atPartner = h.sandbox.state(DEMO_SID).classes.find((c) => c.classId === newId);
    expect(atPartner?.labels).toEqual([301, 302]);
    expect((await h.store.classes.get(teamId, newId))?.labelIds).toEqual([301, 302]);
  }, 60_000);

  it("is offered on the Home's class entry: Move opens the form for that class", async () => {
    await makeClass(w, { name: "Home move", beginTime: hoursFromNow(30), record: true });
    const mark = h.standin.calls.length;
    await h.as(ADA.slackUserId).openHome();
    await h.standin.waitFor(
      "views.publish",
      (c) => c.seq >= mark && c.args.user_id === ADA.slackUserId,
      WAIT_MS,
    );
    const home = h.standin.homeViewOf(ADA.slackUserId);
    if (!home) throw new Error("no Home");
    const form = await viewAfter(h, { userId: ADA.slackUserId, callbackId: "class_modal_move" }, () =>
      h.as(ADA.slackUserId).clickButton(home, "Move", { near: "Home move" }),
    );
    expect(viewText(form)).toContain("Home move");
  });
});
