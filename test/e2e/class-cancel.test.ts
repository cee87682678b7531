/**
 * Cancel and removal as people live them (issue 17 §3, §4): a teacher cancels one class, one occurrence
 * of a series and then the rest of it; the school deletes a class in the class service and the next
 * call answering 212 cancels it; a teacher removes a student. Each checks the partner (students gone),
 * the store (cancelled, listed nowhere) and what each person sees: the DM they had, edited in place
 * with no Join button, exactly one new notice, never a second copy.
 */
import { describe, expect, it } from "vitest";
import { changeOf } from "../../src/classes/admin/audit-change.js";
import { translator } from "../../src/i18n/index.js";
import { DEMO_SID } from "../../src/sandbox/index.js";
import { saidText } from "../../src/slack/features/admin/audit/view.js";
import type { PostedMessage, SlackView } from "../../src/slack-standin/index.js";
import { ADA, ADMIN } from "../support/cast.js";
import { type ClassWorld, hoursFromNow, makeClass, type Student } from "../support/school.js";
import {
  type Harness,
  harnessPerFile,
  openByCommand,
  sentByTheApp,
  submitForReport,
  viewAfter,
  viewText,
  WAIT_MS,
} from "./harness.js";
import { connectedSchool, demoStudentsFrom } from "./school.js";

let h: Harness;
let w: ClassWorld;
let teamId: string;
/** The demo school's registered students not yet handed out (the partner refuses unknown UIDs). */

const moreStudents = demoStudentsFrom("UCAN");
const demoStudents = (n: number): Promise<Student[]> => moreStudents(w, n);

harnessPerFile(async (started) => {
  h = started;
  w = await connectedSchool(h, { people: [ADA] });
  teamId = w.teamId;
});

type View = Awaited<ReturnType<Harness["standin"]["waitForView"]>>;

const openModal = (subcommand: "students" | "cancel", classId: number): Promise<View> =>
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

function messageText(m: PostedMessage | undefined): string {
  return `${m?.text ?? ""}\n${viewText({ blocks: m?.blocks ?? [] })}`;
}

function partnerStudents(classId: number): string[] {
  return h.sandbox.state(DEMO_SID).classes.find((c) => c.classId === classId)?.students ?? [];
}

function remindersOf(student: Student) {
  const channel = h.standin.dmChannelOf(student.slackUserId);
  return [...h.standin.scheduledMessages.values()].filter((m) => m.channel === channel);
}

async function listedForAnyone(classId: number): Promise<boolean> {
  const all = await h.store.classes.listUpcoming(teamId);
  return all.some((c) => c.classId === classId);
}

describe("cancelling a class", () => {
  it("cancels one class: students removed at the partner, DMs edited without Join, one notice each, once", async () => {
    const students = await demoStudents(2);
    const cls = await makeClass(w, { name: "Algebra drop", beginTime: hoursFromNow(24), record: true });
    await submitAndWaitForReport(await openModal("students", cls.classId), {
      "Add students": students.map((s) => s.slackUserId),
    });
    for (const s of students) {
      expect(dmsTo(s)).toHaveLength(1);
      expect(joinUrls(dmsTo(s)[0])).toHaveLength(1);
      expect(remindersOf(s)).toHaveLength(1);
    }
    expect(partnerStudents(cls.classId).sort()).toEqual(students.map((s) => s.uid).sort());

    const confirm = await openModal("cancel", cls.classId);
    const shown = viewText(confirm);
    expect(shown).toContain("empty class");
    expect(shown).toContain("2 students");
    const markCancel = h.standin.calls.length;
    const report = await submitAndWaitForReport(confirm, {});
    expect(report).toContain("cancelled");
    // Each student's Home and Ada's stop offering the class.
    for (const userId of [...students.map((s) => s.slackUserId), ADA.slackUserId]) {
      const home = await h.standin.waitFor(
        "views.publish",
        (c) => c.seq >= markCancel && c.args.user_id === userId,
        WAIT_MS,
      );
      expect(JSON.stringify(home.args.view)).not.toContain("Algebra drop");
    }
    // A double click: the same request is the same job, already done: nothing more.
    const mark = h.standin.calls.length;
    await h.as(ADA.slackUserId).submit(confirm, {} as never);
    await sentByTheApp(h);
    expect(
      h.standin.calls
        .filter((c) => c.seq >= mark && c.method === "chat.postMessage")
        .map((c) => c.args.channel),
    ).toEqual([]);

    expect(partnerStudents(cls.classId)).toEqual([]);
    const stored = await h.store.classes.get(teamId, cls.classId);
    expect(stored?.cancelledAt).toBeGreaterThan(0);
    expect(stored?.cancelledBy).toBe(ADA.slackUserId);
    expect(await listedForAnyone(cls.classId)).toBe(false);
    for (const s of students) {
      const dms = dmsTo(s);
      expect(dms).toHaveLength(2);
      expect(messageText(dms[0])).toContain("cancelled by Ada Lovelace");
      expect(joinUrls(dms[0])).toEqual([]);
      // The notification points to the edited DM: never the same text twice.
      expect(messageText(dms[1])).toContain("your message about it above now says so");
      expect(messageText(dms[1])).not.toEqual(messageText(dms[0]));
      expect(remindersOf(s)).toEqual([]);
      expect(await h.store.classes.listUpcomingForStudent(teamId, s.uid)).toEqual([]);
    }
    const audit = await h.store.audit.latest(teamId, 20, { kind: "admin" });
    expect(audit.filter((a) => a.operation === "class.cancel")).toHaveLength(1);
    // Opened again: the class is gone.
    const mark2 = h.standin.calls.length;
    await h.as(ADA.slackUserId).command(`/class cancel ${cls.classId}`);
    await h.standin.waitFor("response_url", (c) => c.seq >= mark2, WAIT_MS);
  }, 90_000);

  it("opens from the Cancel button on Home; a student's click is refused", async () => {
    const cls = await makeClass(w, { name: "Home cancel", beginTime: hoursFromNow(40), record: true });
    const mark = h.standin.calls.length;
    await h.as(ADA.slackUserId).openHome();
    await h.standin.waitFor(
      "views.publish",
      (c) => c.seq >= mark && c.args.user_id === ADA.slackUserId,
      WAIT_MS,
    );
    const home = h.standin.homeViewOf(ADA.slackUserId) as SlackView;
    const confirm = await viewAfter(h, { userId: ADA.slackUserId, callbackId: "class_modal_cancel" }, () =>
      h.as(ADA.slackUserId).clickButton(home, "Cancel", { value: `class_cancel ${cls.classId}` }),
    );
    expect(viewText(confirm)).toContain("Home cancel");
    expect(viewText(confirm)).toContain("It has no students yet.");
    const [student] = await demoStudents(1);
    if (!student) throw new Error("no student");
    const mark2 = h.standin.calls.length;
    await h.as(student.slackUserId).clickButton(home, "Cancel", { value: `class_cancel ${cls.classId}` });
    const told = await h.standin.waitFor(
      ["chat.postMessage", "chat.postEphemeral"],
      (x) => x.seq >= mark2 && x.args.channel === student.slackUserId,
      WAIT_MS,
    );
    expect(JSON.stringify(told.args)).toContain("only teachers and admins can cancel classes");
    expect((await h.store.classes.get(teamId, cls.classId))?.cancelledAt).toBeNull();
  }, 60_000);

  it("refuses a class in session before anything is sent", async () => {
    const now = Math.floor(Date.now() / 1000);
    // Known to the app only: nothing may reach the partner for it.
    const cls = await h.store.classes.create(teamId, {
      classId: 990_001,
      courseId: 5001,
      name: "Running now",
      beginTime: now - 600,
      endTime: now + 3000,
      teacherUid: ADA.uid,
      createdBy: ADA.slackUserId,
    });
    const mark = h.standin.calls.length;
    const shown = await viewAfter(h, { userId: ADA.slackUserId }, () =>
      h.as(ADA.slackUserId).command(`/class cancel ${cls.classId}`),
    );
    expect(viewText(shown)).toContain("in session");
    expect(shown.submit).toBeUndefined();
    await sentByTheApp(h);
    expect(h.standin.calls.filter((c) => c.seq >= mark && c.method === "chat.postMessage")).toEqual([]);
    expect((await h.store.classes.get(teamId, cls.classId))?.cancelledAt).toBeNull();
  }, 90_000);

  it("a series: one occurrence, then the rest; the one series DM edited each time, one notice per cancel", async () => {
    const [student] = await demoStudents(1);
    if (!student) throw new Error("no student");
    const seriesId = "series-cancel-e2e";
    const first = hoursFromNow(24);
    const classes = [];
    for (let i = 0; i < 3; i++) {
      classes.push(
        await makeClass(w, {
          name: "Weekly algebra",
          beginTime: first + i * 7 * 86_400,
          seriesId,
          record: true,
        }),
      );
    }
    const [one, two, three] = classes as [(typeof classes)[0], (typeof classes)[0], (typeof classes)[0]];
    await submitAndWaitForReport(await openModal("students", one.classId), {
      "Add students": [student.slackUserId],
      "Apply to": "series",
    });
    expect(dmsTo(student)).toHaveLength(1);
    // One Join button, the next class's (docs/students.md).
    expect(joinUrls(dmsTo(student)[0])).toHaveLength(1);

    // The holiday: the second class alone.
    const skip = await openModal("cancel", two.classId);
    expect(viewText(skip)).toContain("Apply to");
    await submitAndWaitForReport(skip, { "Apply to": "class" });
    expect(partnerStudents(two.classId)).toEqual([]);
    expect(partnerStudents(one.classId)).toEqual([student.uid]);
    let dms = dmsTo(student);
    expect(dms).toHaveLength(2);
    expect(messageText(dms[0])).toContain("cancelled by Ada Lovelace");
    expect(joinUrls(dms[0])).toHaveLength(1);
    expect((await h.store.classes.get(teamId, two.classId))?.cancelledAt).toBeGreaterThan(0);
    expect((await h.store.classes.get(teamId, three.classId))?.cancelledAt).toBeNull();

    // Then the rest of the series from the first class.
    await submitAndWaitForReport(await openModal("cancel", one.classId), {
      "Apply to": "series",
    });
    for (const c of classes) {
      expect(partnerStudents(c.classId)).toEqual([]);
      expect((await h.store.classes.get(teamId, c.classId))?.cancelledAt).toBeGreaterThan(0);
      expect(await listedForAnyone(c.classId)).toBe(false);
    }
    dms = dmsTo(student);
    expect(dms).toHaveLength(3);
    expect(joinUrls(dms[0])).toEqual([]);
    expect(messageText(dms[0])).toContain("cancelled by Ada Lovelace");
    expect(messageText(dms[2])).toContain("2 classes of");
    expect(remindersOf(student)).toEqual([]);
  }, 120_000);

  it("a class deleted in the class service: the next call answering 212 cancels it, students told by the school", async () => {
    const [ben, late] = await demoStudents(2);
    if (!ben || !late) throw new Error("no students");
    const cls = await makeClass(w, { name: "Deleted there", beginTime: hoursFromNow(30), record: true });
    await submitAndWaitForReport(await openModal("students", cls.classId), {
      "Add students": [ben.slackUserId],
    });
    expect(remindersOf(ben)).toHaveLength(1);
    expect(h.sandbox.deleteClass(cls.classId)).toBe(true);

    const mark = h.standin.calls.length;
    await submitAndWaitForReport(await openModal("students", cls.classId), {
      "Add students": [late.slackUserId],
    });
    // The cancel's own report follows the enrolment's.
    await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.args.channel === ADA.slackUserId && String(c.args.text).includes("ClassIn"),
      WAIT_MS,
    );
    await sentByTheApp(h);
    const stored = await h.store.classes.get(teamId, cls.classId);
    expect(stored?.cancelledBy).toBe("school");
    expect(await listedForAnyone(cls.classId)).toBe(false);
    const dms = dmsTo(ben);
    expect(dms).toHaveLength(2);
    expect(messageText(dms[0])).toContain("cancelled by the school");
    expect(joinUrls(dms[0])).toEqual([]);
    expect(messageText(dms[1])).toContain(
      "was cancelled by the school: your message about it above now says so",
    );
    expect(remindersOf(ben)).toEqual([]);
    expect(dmsTo(late)).toEqual([]);
  }, 90_000);
});

describe("a cancel with a reason, by someone other than the teacher", () => {
  it("an admin cancels Ada's class with a reason: the student reads it once, escaped; Ada is told once, by whom", async () => {
    const [student] = await demoStudents(1);
    if (!student) throw new Error("no student");
    const cls = await makeClass(w, { name: "Holiday algebra", beginTime: hoursFromNow(28), record: true });
    await submitAndWaitForReport(await openModal("students", cls.classId), {
      "Add students": [student.slackUserId],
    });
    const adaBefore = h.standin.messagesIn(h.standin.dmChannelOf(ADA.slackUserId)).length;
    const confirm = await openByCommand(h, ADMIN, `cancel ${cls.classId}`, "class_modal_cancel");
    expect(viewText(confirm)).toContain("Reason (optional)");
    await submitForReport(h, ADMIN, confirm, { "Reason (optional)": "school holiday <!channel> & fun" });
    // A double click: the same cancel, nobody told again.
    await h.as(ADMIN).submit(confirm, { "Reason (optional)": "school holiday <!channel> & fun" } as never);
    await sentByTheApp(h);

    const dms = dmsTo(student);
    expect(dms).toHaveLength(2);
    const withReason = dms.filter((m) => messageText(m).includes("Reason: school holiday"));
    // The reason once, in the edited DM, as typed and escaped: no ping reaches anyone.
    expect(withReason).toHaveLength(1);
    expect(withReason[0]).toBe(dms[0]);
    expect(JSON.stringify(dms[0]?.blocks)).toContain("school holiday &lt;!channel&gt; &amp; fun");
    expect(joinUrls(dms[0])).toEqual([]);
    // The notification is not a second copy of the same text.
    expect(messageText(dms[1])).not.toEqual(messageText(dms[0]));
    expect(messageText(dms[1])).toContain("your message about it above now says so");

    const toAda = h.standin.messagesIn(h.standin.dmChannelOf(ADA.slackUserId)).slice(adaBefore);
    const told = toAda.filter((m) => messageText(m).includes("cancelled your class"));
    expect(told).toHaveLength(1);
    expect(messageText(told[0])).toContain("A school admin cancelled your class *Holiday algebra*");
    expect(messageText(told[0])).toContain("Reason: school holiday &lt;!channel&gt; &amp; fun");
    // Her notification says why too, escaped.
    expect(told[0]?.text).toMatch(
      /^A school admin cancelled your class Holiday algebra .*\. Reason: school holiday &lt;!channel&gt; &amp; fun$/,
    );
    // Stored with the cancel, as typed, for what is shown after the fact.
    expect((await h.store.classes.get(teamId, cls.classId))?.cancelReason).toBe(
      "school holiday <!channel> & fun",
    );
    // The audit log says why too (its page escapes the whole line).
    const entry = (await h.store.audit.latest(teamId, 20, { kind: "admin" })).find(
      (a) =>
        a.operation === "class.cancel" &&
        (a.summary as { classIds?: number[] }).classIds?.[0] === cls.classId,
    );
    expect(entry && saidText({ kind: "change", change: changeOf(entry) }, translator("en"))).toBe(
      "Cancelled Holiday algebra (reason: school holiday <!channel> & fun)",
    );
  }, 90_000);

  it("a cancel without a reason stores none", async () => {
    const cls = await makeClass(w, { name: "No reason", beginTime: hoursFromNow(30), record: true });
    await submitAndWaitForReport(await openModal("cancel", cls.classId), { "Reason (optional)": "   " });
    const stored = await h.store.classes.get(teamId, cls.classId);
    expect(stored?.cancelledAt).toBeGreaterThan(0);
    expect(stored?.cancelReason).toBeNull();
  }, 60_000);

  it("Ada's own cancel tells Ada nothing beyond her report", async () => {
    const cls = await makeClass(w, { name: "Own cancel", beginTime: hoursFromNow(29), record: true });
    const before = h.standin.messagesIn(h.standin.dmChannelOf(ADA.slackUserId)).length;
    await submitAndWaitForReport(await openModal("cancel", cls.classId), {});
    const toAda = h.standin.messagesIn(h.standin.dmChannelOf(ADA.slackUserId)).slice(before);
    expect(toAda.filter((m) => messageText(m).includes("cancelled your class"))).toEqual([]);
  }, 60_000);
});

describe("removing a student", () => {
  it("edits their DM (removed by Ada, no Join), cancels their reminder, tells nobody else", async () => {
    const [leaving, staying] = await demoStudents(2);
    if (!leaving || !staying) throw new Error("no students");
    const cls = await makeClass(w, { name: "Algebra", beginTime: hoursFromNow(26), record: true });
    await submitAndWaitForReport(await openModal("students", cls.classId), {
      "Add students": [leaving.slackUserId, staying.slackUserId],
    });
    await submitAndWaitForReport(await openModal("students", cls.classId), {
      "Remove students": [leaving.name],
    });
    expect(partnerStudents(cls.classId)).toEqual([staying.uid]);
    const dms = dmsTo(leaving);
    expect(dms).toHaveLength(1);
    expect(messageText(dms[0])).toContain("You were removed from");
    expect(messageText(dms[0])).toContain("by Ada Lovelace");
    expect(joinUrls(dms[0])).toEqual([]);
    expect(remindersOf(leaving)).toEqual([]);
    expect(dmsTo(staying)).toHaveLength(1);
    expect(joinUrls(dmsTo(staying)[0])).toHaveLength(1);
    expect(remindersOf(staying)).toHaveLength(1);
  }, 90_000);
});

// Last in the file: it deletes the Algebra course at the partner.
describe("a course deleted in the class service", () => {
  it("the first call answering 149 cancels every class of the course still to come, each student told once", async () => {
    const [student] = await demoStudents(1);
    if (!student) throw new Error("no student");
    const seriesId = "series-course-gone";
    const first = hoursFromNow(50);
    const series = [];
    for (let i = 0; i < 2; i++) {
      series.push(
        await makeClass(w, {
          name: "Gone weekly",
          beginTime: first + i * 7 * 86_400,
          seriesId,
          record: true,
        }),
      );
    }
    const single = await makeClass(w, { name: "Gone single", beginTime: hoursFromNow(60), record: true });
    const [one] = series;
    if (!one) throw new Error("no series");
    await submitAndWaitForReport(await openModal("students", one.classId), {
      "Add students": [student.slackUserId],
      "Apply to": "series",
    });
    await submitAndWaitForReport(await openModal("students", single.classId), {
      "Add students": [student.slackUserId],
    });
    expect(dmsTo(student)).toHaveLength(2);
    expect(h.sandbox.deleteCourse(5001)).toBe(true);

    const mark = h.standin.calls.length;
    const seats = await openByCommand(h, ADA.slackUserId, `seats ${single.classId}`, "class_modal_seats");
    await h.as(ADA.slackUserId).submit(seats, { "Students on stage": "4" } as never);
    await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.args.channel === ADA.slackUserId && String(c.args.text).includes("ClassIn"),
      WAIT_MS,
    );
    await sentByTheApp(h);
    for (const c of [...series, single]) {
      const stored = await h.store.classes.get(teamId, c.classId);
      expect(stored?.cancelledBy).toBe("school");
      expect(await listedForAnyone(c.classId)).toBe(false);
    }
    const dms = dmsTo(student);
    // The series DM and the class DM edited in place, and one notice for the three classes.
    expect(dms).toHaveLength(3);
    for (const dm of dms.slice(0, 2)) expect(messageText(dm)).toContain("cancelled by the school");
    expect(messageText(dms[2])).toContain("your message about them above now says so");
    expect(joinUrls(dms[0])).toEqual([]);
    expect(joinUrls(dms[1])).toEqual([]);
    expect(messageText(dms[2])).toContain("3 classes");
    expect(remindersOf(student)).toEqual([]);
    const audit = await h.store.audit.latest(teamId, 50, { kind: "admin" });
    const cancels = audit.filter((a) => a.operation === "class.cancel" && a.summary.cause === "deleted");
    const cancelled = cancels.flatMap((a) => a.summary.classIds as number[]);
    for (const c of [...series, single]) expect(cancelled).toContain(c.classId);
    // The earlier tests' Algebra classes went too: nothing of the course is left to come.
    expect((await h.store.classes.listUpcoming(teamId)).filter((c) => c.courseId === 5001)).toEqual([]);
  }, 120_000);
});
