/**
 * A student's one DM for a series (issue 17 §1), end to end with the stack's clock moved: added to a
 * series of 3 classes through the students modal, the student gets one DM listing the dates with one
 * Join button, for class 1; when class 1 ends the class-end job edits that same message (same ts, no new
 * DM) so its button opens class 2's personal link; after the last class the DM says the series is over
 * and has no Join button. Clicking the button counts the Join for the class it names.
 */
import { describe, expect, it } from "vitest";
import { scheduleClassEnded } from "../../src/classes/notices/class-ended.js";
import type { PostedMessage } from "../../src/slack-standin/index.js";
import type { ClassRecord } from "../../src/store/index.js";
import { ADA } from "../support/cast.js";
import { type ClassWorld, makeClass, type Student } from "../support/school.js";
import { until } from "../support/until.js";
import {
  type Harness,
  harnessPerFile,
  moveClocksTo,
  openByCommand,
  sentByTheApp,
  WAIT_MS,
} from "./harness.js";
import { connectedSchool, demoStudent as demoStudentOf } from "./school.js";

let h: Harness;
let w: ClassWorld;
harnessPerFile(async (started) => {
  h = started;
  w = await connectedSchool(h, { people: [ADA] });
});

const DAY = 86_400;

/** A student of the demo school (the partner refuses unknown UIDs), in the directory. */

const demoStudent = (number: number): Promise<Student> => demoStudentOf(w, number, "UDEMO");

/** The DMs the app itself posted to the student (not the reminders Slack posts for it). */
const postedTo = (s: Student): PostedMessage[] =>
  h.standin.messagesIn(h.standin.dmChannelOf(s.slackUserId)).filter((m) => m.via === "chat.postMessage");

function joinButtons(message: PostedMessage | undefined): { url: string; value: string }[] {
  const found: { url: string; value: string }[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === "object") {
      const o = node as Record<string, unknown>;
      if (o.action_id === "join_live") found.push({ url: String(o.url), value: String(o.value) });
      Object.values(o).forEach(visit);
    }
  };
  visit(message?.blocks ?? []);
  return found;
}

async function liveSandboxAccepts(url: string, student: Student): Promise<void> {
  const res = await fetch(url);
  const html = (await res.text()).replace(/&#(\d+);/g, (_, code: string) =>
    String.fromCharCode(Number(code)),
  );
  expect(res.status).toBe(200);
  expect(html).toContain(`chatting as ${student.name}`);
}

const moveTo = (unix: number): void => moveClocksTo(h, unix);

describe("one DM per series, pointing at the next class", () => {
  it("the Join button moves to the next class after each class ends; after the last, none", async () => {
    const students = [await demoStudent(1003), await demoStudent(1004)];
    const start = h.clock.now() + 2 * 3600;
    const classes: ClassRecord[] = [];
    for (let i = 0; i < 3; i++) {
      const cls = await makeClass(w, {
        minutes: 45,
        name: "Weekly physics",
        beginTime: start + i * DAY,
        record: true,
        seriesId: "series-dm",
      });
      await scheduleClassEnded(h.store, cls);
      classes.push(cls);
    }
    const modal = await openByCommand(
      h,
      ADA.slackUserId,
      `students ${classes[0]?.classId}`,
      "class_modal_students",
    );
    const mark = h.standin.calls.length;
    const result = await h.as(ADA.slackUserId).submit(modal, {
      "Add students": students.map((s) => s.slackUserId),
      "Apply to": "series",
    } as never);
    expect(result.errors).toEqual({});
    await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.args.channel === ADA.slackUserId,
      WAIT_MS,
    );
    await sentByTheApp(h);

    const [first] = postedTo(students[0] as Student);
    for (const s of students) {
      const dms = postedTo(s);
      expect(dms).toHaveLength(1);
      expect(dms[0]?.text).toContain("3 classes");
      const buttons = joinButtons(dms[0]);
      expect(buttons).toHaveLength(1);
      expect(buttons[0]?.value).toBe(String(classes[0]?.classId));
      await liveSandboxAccepts(buttons[0]?.url ?? "", s);
    }

    // Class 1 ends: the same message now points at class 2, and nothing new was posted.
    moveTo((classes[0]?.endTime ?? 0) + 60);
    for (const s of students) {
      const edited = await until("the DM pointing at class 2", () => {
        const dm = postedTo(s)[0];
        return joinButtons(dm)[0]?.value === String(classes[1]?.classId) ? dm : undefined;
      });
      expect(postedTo(s)).toHaveLength(1);
      if (s === students[0]) expect(edited.ts).toBe(first?.ts);
      const buttons = joinButtons(edited);
      expect(buttons).toHaveLength(1);
      await liveSandboxAccepts(buttons[0]?.url ?? "", s);
      expect(JSON.stringify(edited.blocks)).toContain("done");
    }

    // The click counts for the class the button names (class 2), as a student enrolled in it.
    const clicked = joinButtons(postedTo(students[0] as Student)[0])[0];
    const dm = postedTo(students[0] as Student)[0] as PostedMessage;
    await h.as((students[0] as Student).slackUserId).clickButton(dm, "Join live & chat");
    await until("the click counted", async () => {
      const links = await h.store.studentLinks.listForClass(w.teamId, Number(clicked?.value));
      return links.find((l) => l.studentUid === students[0]?.uid && l.opens > 0);
    });

    // Class 2 ends, then class 3: the button for class 3, then none.
    moveTo((classes[1]?.endTime ?? 0) + 60);
    await until("the DM pointing at class 3", () =>
      joinButtons(postedTo(students[1] as Student)[0])[0]?.value === String(classes[2]?.classId)
        ? true
        : undefined,
    );
    moveTo((classes[2]?.endTime ?? 0) + 60);
    for (const s of students) {
      const over = await until("the series over", () => {
        const last = postedTo(s)[0];
        return last?.text.includes("are over") ? last : undefined;
      });
      expect(joinButtons(over)).toEqual([]);
      expect(postedTo(s)).toHaveLength(1);
      expect(over.ts).toBe(
        h.standin.messagesIn(h.standin.dmChannelOf(s.slackUserId)).find((m) => m.via === "chat.postMessage")
          ?.ts,
      );
    }
  }, 90_000);
});

describe("a series DM after a cancel", () => {
  it("keeps saying which class was cancelled and by whom when a later class ends", async () => {
    const student = await demoStudent(1005);
    const start = h.clock.now() + 2 * 3600;
    const classes: ClassRecord[] = [];
    for (let i = 0; i < 3; i++) {
      const cls = await makeClass(w, {
        minutes: 45,
        name: "Weekly chemistry",
        beginTime: start + i * DAY,
        record: true,
        seriesId: "series-dm-cancel",
      });
      await scheduleClassEnded(h.store, cls);
      classes.push(cls);
    }
    const [one, two, three] = classes as [ClassRecord, ClassRecord, ClassRecord];
    const submitAndWait = async (view: Awaited<ReturnType<typeof openByCommand>>, answers: object) => {
      const mark = h.standin.calls.length;
      const result = await h.as(ADA.slackUserId).submit(view, answers as never);
      expect(result.errors).toEqual({});
      await h.standin.waitFor(
        "chat.postMessage",
        (c) => c.seq >= mark && c.args.channel === ADA.slackUserId,
        WAIT_MS,
      );
      await sentByTheApp(h);
    };
    await submitAndWait(
      await openByCommand(h, ADA.slackUserId, `students ${one.classId}`, "class_modal_students"),
      { "Add students": [student.slackUserId], "Apply to": "series" },
    );
    await submitAndWait(
      await openByCommand(h, ADA.slackUserId, `cancel ${two.classId}`, "class_modal_cancel"),
      {
        "Apply to": "class",
      },
    );
    const [dm] = postedTo(student);
    expect(JSON.stringify(dm?.blocks)).toContain("cancelled by Ada Lovelace");

    moveTo(one.endTime + 60);
    const edited = await until("the DM pointing at class 3", () => {
      const m = postedTo(student)[0];
      return joinButtons(m)[0]?.value === String(three.classId) ? m : undefined;
    });
    expect(edited.ts).toBe(dm?.ts);
    expect(JSON.stringify(edited.blocks)).toContain("cancelled by Ada Lovelace");
    expect(joinButtons(edited)).toHaveLength(1);
    // The DM and the cancel's one notice: nothing more.
    expect(postedTo(student)).toHaveLength(2);
  }, 90_000);
});
