/**
 * Rules known when a form opens are applied when it opens (issue 30 §6), end to end, in English (Ada,
 * Ben) and Chinese (Alan, Chloé): a student's `/class move` is refused as a move; the cancel form's
 * buttons say what each does; the seats and recording forms of a class within the 20-minute freeze
 * say so at once (a series: the frozen class named, the later ones still changeable); rating opens only
 * once the class has ended, and a rating of a class not ended never reaches the service; a teacher's
 * reminder that fell due while the app was down is dropped once the class has begun.
 */
import { describe, expect, it } from "vitest";
import { planStaffReminder } from "../../src/classes/notices/staff-reminders.js";
import { DEMO_SID } from "../../src/sandbox/index.js";
import { classModalMetadata } from "../../src/slack/lib/class-modals/frame.js";
import type { ClassRecord } from "../../src/store/index.js";
import { ADA, ALAN, ALGEBRA, BEN, CHLOE } from "../support/cast.js";
import { type ClassWorld, enrol, makeClass } from "../support/school.js";
import { speaks } from "../support/speaks.js";
import {
  type Harness,
  harnessPerFile,
  moveClocksTo,
  openByCommand,
  privateAnswer,
  sentByTheApp,
  settled,
  viewAfter,
  viewText,
} from "./harness.js";
import { connectedSchool } from "./school.js";

let h: Harness;
let w: ClassWorld;
let teamId: string;

harnessPerFile(async (started) => {
  h = started;
  w = await connectedSchool(h, {
    people: [ADA, ALAN, BEN, CHLOE],
    courses: [{ ...ALGEBRA, teacherUids: [ADA.uid, ALAN.uid] }],
  });
  teamId = w.teamId;
  speaks(h, [
    [{ ...ADA, name: "ada" }, "en-US"],
    [{ ...ALAN, name: "alan" }, "zh-CN"],
    [{ ...BEN, name: "ben" }, "en-US"],
    [{ ...CHLOE, name: "chloe" }, "zh-CN"],
  ]);
});

type View = Awaited<ReturnType<typeof openByCommand>>;

/** The modal as its reader sees it: its blocks, title, submit and close buttons. */
const modalText = (view: View) =>
  viewText(view) + JSON.stringify([view.title, view.submit ?? null, view.close ?? null]);

/** A modal button's words. */
const buttonText = (button: unknown) => (button as { text?: string } | undefined)?.text;

/** A class the app knows, `minutes` from now (the service is never asked about it here). */
let nextId = 991_000;
function storedClass(name: string, beginsIn: number, seriesId: string | null = null): Promise<ClassRecord> {
  nextId += 1;
  const beginTime = h.clock.now() + beginsIn;
  return h.store.classes.create(teamId, {
    classId: nextId,
    courseId: ALGEBRA.courseId,
    name,
    beginTime,
    endTime: beginTime + 3600,
    teacherUid: ADA.uid,
    seriesId,
    createdBy: ADA.slackUserId,
  });
}

const commentsAt = (classId: number) =>
  h.sandbox.state(DEMO_SID).classes.find((c) => c.classId === classId)?.comments ?? [];

describe("rules applied when the form opens", () => {
  it("refuses a student's /class move as a move, in English and in Chinese", async () => {
    const cls = await makeClass(w, { name: "Algebra refuse" });
    const ben = await privateAnswer(h, BEN.slackUserId, `/class move ${cls.classId}`);
    expect(JSON.stringify(ben)).toContain("only teachers and admins can move classes");
    expect(JSON.stringify(ben)).not.toContain("cancel");
    const chloe = await privateAnswer(h, CHLOE.slackUserId, `/class move ${cls.classId}`);
    expect(JSON.stringify(chloe)).toContain("只有老师和管理员可以调整上课时间");
    expect(JSON.stringify(chloe)).not.toContain("取消");
    // Cancel still says cancel.
    const cancel = await privateAnswer(h, BEN.slackUserId, `/class cancel ${cls.classId}`);
    expect(JSON.stringify(cancel)).toContain("only teachers and admins can cancel classes");
  }, 60_000);

  it("labels the cancel form's buttons by what they do: keep or cancel the class", async () => {
    const cls = await makeClass(w, { name: "Algebra keep" });
    const en = await openByCommand(h, ADA.slackUserId, `cancel ${cls.classId}`, "class_modal_cancel");
    expect(buttonText(en.close)).toBe("Keep the class");
    expect(buttonText(en.submit)).toBe("Cancel the class");
    const zh = await openByCommand(h, ALAN.slackUserId, `cancel ${cls.classId}`, "class_modal_cancel");
    expect(buttonText(zh.close)).toBe("保留课节");
    expect(buttonText(zh.submit)).toBe("取消这节课");
    await settled(h);
    expect((await h.store.classes.get(teamId, cls.classId))?.cancelledAt).toBeNull();
  }, 60_000);

  it("says at once that a class 10 minutes from its start can no longer change its seats or recording", async () => {
    const cls = await storedClass("Algebra soon", 10 * 60);
    const mark = h.standin.calls.length;
    for (const word of ["seats", "video"]) {
      const en = await viewAfter(h, { userId: ADA.slackUserId }, () =>
        h.as(ADA.slackUserId).command(`/class ${word} ${cls.classId}`),
      );
      expect(modalText(en)).toContain("starts in less than 20 minutes");
      expect(modalText(en)).toContain("There is nothing left to change here.");
      expect(en.submit).toBeUndefined();
      const zh = await viewAfter(h, { userId: ALAN.slackUserId }, () =>
        h.as(ALAN.slackUserId).command(`/class ${word} ${cls.classId}`),
      );
      expect(modalText(zh)).toContain("距开课已不到 20 分钟");
      expect(zh.submit).toBeUndefined();
    }
    // `/class seats <class> <n>` answers the same, with no job started.
    const answer = await privateAnswer(h, ADA.slackUserId, `/class seats ${cls.classId} 4`);
    expect(JSON.stringify(answer)).toContain("starts in less than 20 minutes");
    await settled(h);
    expect(h.standin.calls.filter((c) => c.seq >= mark && c.method === "chat.postMessage")).toEqual([]);
    expect((await h.store.classes.get(teamId, cls.classId))?.seatNum).toBe(cls.seatNum);
  }, 60_000);

  it("opens a series' seats form on its next changeable class, naming the frozen one", async () => {
    const frozen = await storedClass("Algebra weekly", 10 * 60, "series-freeze");
    const next = await storedClass("Algebra weekly", 7 * 86_400 + 10 * 60, "series-freeze");
    const en = await viewAfter(h, { userId: ADA.slackUserId, callbackId: "class_modal_seats" }, () =>
      h.as(ADA.slackUserId).command(`/class seats ${frozen.classId}`),
    );
    const text = modalText(en);
    expect(text).toContain("*Algebra weekly*");
    expect(text).toContain("starts in less than 20 minutes");
    expect(text).toContain("This form changes the later classes of the series");
    expect(text).toContain(`<!date^${next.beginTime}^{date_long} {time}`);
    expect(buttonText(en.submit)).toBe("Save");
    // The form is the next class's: what it saves can never reach the frozen one.
    expect(classModalMetadata.decode(String(en.private_metadata))).toMatchObject({ classId: next.classId });
    const zh = await viewAfter(h, { userId: ALAN.slackUserId, callbackId: "class_modal_video" }, () =>
      h.as(ALAN.slackUserId).command(`/class video ${frozen.classId}`),
    );
    expect(modalText(zh)).toContain("此表单更改该系列之后的课节");
  }, 60_000);

  it("opens rating only after the class ends, says when before, and sends nothing for a class not ended", async () => {
    const cls = await makeClass(w, { name: "Algebra rated later" });
    const later = await makeClass(w, { name: "Algebra next week", startsIn: 7 * 86_400 });
    await enrol(w, cls, [{ uid: BEN.uid, name: BEN.displayName }]);
    await enrol(w, later, [{ uid: BEN.uid, name: BEN.displayName }]);

    const en = await viewAfter(h, { userId: ADA.slackUserId }, () =>
      h.as(ADA.slackUserId).command(`/class rate ${cls.classId}`),
    );
    expect(modalText(en)).toContain("*Algebra rated later* has not ended yet");
    // When, in the reader's zone with the weekday: Slack's date token with {date_long}.
    expect(modalText(en)).toContain(`<!date^${cls.endTime}^{date_long} {time}`);
    expect(en.submit).toBeUndefined();
    const zh = await viewAfter(h, { userId: ALAN.slackUserId }, () =>
      h.as(ALAN.slackUserId).command(`/class rate ${cls.classId}`),
    );
    expect(modalText(zh)).toContain("还没有结束");

    moveClocksTo(h, cls.endTime + 60);
    const form = await openByCommand(h, ADA.slackUserId, `rate ${cls.classId}`, "class_rate");
    expect(form.submit).toBeDefined();
    // The same page, sent as if for next week's class (a crafted or stale view): refused, nothing sent.
    const crafted = {
      ...form,
      private_metadata: classModalMetadata.encode({ classId: later.classId, page: 0 }),
    };
    await h.as(ADA.slackUserId).submit(crafted, { [BEN.displayName]: "5" } as never);
    await settled(h);
    expect(commentsAt(later.classId)).toEqual([]);
    expect(await h.store.ratings.latestForClass(teamId, later.classId)).toEqual([]);
    // The ended class is rated.
    await viewAfter(h, { userId: ADA.slackUserId, callbackId: "class_rate_done" }, () =>
      h.as(ADA.slackUserId).submit(form, { [BEN.displayName]: "4" } as never),
    );
    expect(commentsAt(cls.classId)).toMatchObject([{ studentUid: BEN.uid, starNum: 4 }]);
  }, 90_000);

  it("drops a teacher's reminder that fell due while the app was down once the class has begun", async () => {
    const onTime = await makeClass(w, { name: "Chem lab on time", startsIn: 2 * 3600 });
    const missed = await makeClass(w, { name: "Chem lab missed", startsIn: 4 * 3600 });
    await planStaffReminder(h.store, onTime, ADA.slackUserId);
    await planStaffReminder(h.store, missed, ADA.slackUserId);
    const dms = () => h.standin.messagesIn(h.standin.dmChannelOf(ADA.slackUserId));
    const reminded = (name: string) => dms().filter((m) => JSON.stringify(m).includes(name));

    moveClocksTo(h, onTime.beginTime - 5 * 60);
    await settled(h);
    await sentByTheApp(h);
    expect(reminded("Chem lab on time")).toHaveLength(1);

    // The app "was down" from then until after the second class began: its reminder is not sent late.
    moveClocksTo(h, missed.beginTime + 10 * 60);
    await settled(h);
    await sentByTheApp(h);
    expect(reminded("Chem lab missed")).toEqual([]);
  }, 60_000);
});
