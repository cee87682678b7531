/**
 * Rating students end to end: 70 students over two pages, each page saved with one partner call
 * when the teacher moves on, every rating at the partner and in the store; pre-filled next time;
 * problems on their fields; refusals for students and teachers of other courses.
 */
import { describe, expect, it } from "vitest";
import { DEMO_SID } from "../../src/sandbox/index.js";
import type { ClassRecord } from "../../src/store/index.js";
import { ADA, ALAN, BEN } from "../support/cast.js";
import { type ClassWorld, DEMO_SCHOOL, enrol, makeClass, schoolWithStudents } from "../support/school.js";
import {
  type Harness,
  harnessPerFile,
  moveClocksTo,
  openByCommand,
  settled,
  viewAfter,
  viewText,
  WAIT_MS,
} from "./harness.js";
import { connectedSchool } from "./school.js";

const STUDENTS = Array.from({ length: 70 }, (_, i) => {
  const n = String(i + 1).padStart(3, "0");
  return { uid: `S-5${n}`, name: `Student ${n}` };
});

let h: Harness;
let w: ClassWorld;
harnessPerFile({ boot: { fixture: schoolWithStudents(70), school: DEMO_SCHOOL } }, async (started) => {
  h = started;
  w = await connectedSchool(h);
});

const partnerComments = (classId: number) =>
  h.sandbox.state(DEMO_SID).classes.find((c) => c.classId === classId)?.comments ?? [];

/** Rated once it has ended (the form says when before): the clocks are moved past its end first. */
const openRate = (userId: string, c: ClassRecord, callbackId = "class_rate") => {
  moveClocksTo(h, c.endTime + 60);
  return openByCommand(h, userId, `rate ${c.classId}`, callbackId);
};

type View = Awaited<ReturnType<typeof openRate>>;

async function submitPage(userId: string, view: View, answers: Record<string, string>, next = "class_rate") {
  return viewAfter(h, { userId, callbackId: next }, async () => {
    const result = await h.as(userId).submit(view, answers);
    expect(result.responseAction).toBe("update");
  });
}

function starsFor(i: number) {
  return i % 6;
}

async function commentCalls(): Promise<number> {
  await h.app.partners.flushAudit();
  return (await h.store.audit.latest(w.teamId, 500)).filter(
    (e) => e.operation === "updateClassStudentComment",
  ).length;
}

describe("/class rate", () => {
  it("rates 70 students over two pages, one partner call per page, every rating stored", async () => {
    const c = await makeClass(w, { courseId: 5001, name: "Big algebra" });
    await enrol(w, c, STUDENTS);
    const calls = await commentCalls();
    const page1 = await openRate(ADA.slackUserId, c);
    expect(viewText(page1)).toContain("Page 1 of 2");
    const onPage = (view: View) => STUDENTS.filter((s) => viewText(view).includes(`Comment for ${s.name}`));
    const first = onPage(page1);
    expect(first.length).toBeGreaterThan(30);
    const answers = (list: typeof STUDENTS) =>
      Object.fromEntries(
        list.flatMap((s) => {
          const i = STUDENTS.indexOf(s);
          return [
            [s.name, String(starsFor(i))],
            [`Comment for ${s.name}`, `Note ${i + 1}`],
          ];
        }),
      );
    const page2 = await submitPage(ADA.slackUserId, page1, answers(first));
    expect(viewText(page2)).toContain("Page 2 of 2");
    expect(viewText(page2)).toContain("Page 1 saved.");
    expect(viewText(page2)).toContain("Student 001: saved");
    const second = onPage(page2);
    expect(first.length + second.length).toBe(70);
    const done = await submitPage(ADA.slackUserId, page2, answers(second), "class_rate_done");
    expect(viewText(done)).toContain("Ratings saved. Last page:");
    expect(viewText(done)).toContain("Student 070: saved");

    const comments = partnerComments(c.classId);
    expect(comments).toHaveLength(70);
    for (const [i, s] of STUDENTS.entries()) {
      expect(comments.find((x) => x.studentUid === s.uid)).toEqual({
        studentUid: s.uid,
        starNum: starsFor(i),
        comment: `Note ${i + 1}`,
      });
    }
    expect(await h.store.ratings.latestForClass(w.teamId, c.classId)).toHaveLength(70);
    expect((await commentCalls()) - calls).toBe(2);

    // Opening again shows what was given.
    const again = await openRate(ADA.slackUserId, c);
    const block = (again.blocks as Array<{ block_id?: string; element?: { initial_value?: string } }>).find(
      (b) => b.block_id === "rate_comment_S-5001",
    );
    expect(block?.element?.initial_value).toBe("Note 1");
  });

  it("goes back a page with Previous, saving the page it leaves", async () => {
    const c = await makeClass(w, { courseId: 5001, name: "Back and forth" });
    await enrol(w, c, STUDENTS);
    const page1 = await openRate(ADA.slackUserId, c);
    const page2 = await submitPage(ADA.slackUserId, page1, {});
    expect(viewText(page2)).toContain("Page 1: nothing changed.");
    const last = STUDENTS[69];
    if (!last) throw new Error("no student 70");
    const back = await viewAfter(h, { userId: ADA.slackUserId, callbackId: "class_rate" }, () =>
      h.as(ADA.slackUserId).clickButton(page2, "← Previous page", {
        answers: { [last.name]: "4", [`Comment for ${last.name}`]: "Back again" },
      }),
    );
    expect(viewText(back)).toContain("Page 1 of 2");
    expect(viewText(back)).toContain(`${last.name}: saved`);
    expect(partnerComments(c.classId)).toEqual([{ studentUid: last.uid, starNum: 4, comment: "Back again" }]);
  });

  it("shows a comment without stars on its field and saves nothing", async () => {
    const c = await makeClass(w, { courseId: 5001, name: "Small algebra" });
    await enrol(w, c, [{ uid: "S-1002", name: "Chloé Dubois" }]);
    const view = await openRate(ADA.slackUserId, c);
    expect(viewText(view)).toContain("1 student, 0 rated so far");
    expect(viewText(view)).not.toContain("Page 1 of");
    const r = await h.as(ADA.slackUserId).submit(view, { "Comment for Chloé Dubois": "Lovely" });
    expect(r.responseAction).toBe("errors");
    expect(r.errorsByLabel["Chloé Dubois"]).toMatch(/Pick stars/);
    expect(partnerComments(c.classId)).toEqual([]);
    const done = await submitPage(
      ADA.slackUserId,
      view,
      { "Chloé Dubois": "5", "Comment for Chloé Dubois": "Lovely" },
      "class_rate_done",
    );
    expect(viewText(done)).toContain("Chloé Dubois: saved");
  });

  it("keeps what was typed when the partner call fails, and saves it on the next try", async () => {
    const c = await makeClass(w, { courseId: 5001, name: "Flaky algebra" });
    await enrol(w, c, [{ uid: "S-1004", name: "Dan Brown" }]);
    const view = await openRate(ADA.slackUserId, c);
    // A refusal the service certainly did not apply (a lost answer is asked again instead: below).
    h.sandbox.injectFault({ action: "updateClassStudentComment", http: 403 });
    const back = await submitPage(ADA.slackUserId, view, {
      "Dan Brown": "3",
      "Comment for Dan Brown": "Keep me",
    });
    expect(viewText(back)).toContain("Not saved:");
    const comment = (back.blocks as Array<{ block_id?: string; element?: { initial_value?: string } }>).find(
      (b) => b.block_id === "rate_comment_S-1004",
    );
    expect(comment?.element?.initial_value).toBe("Keep me");
    expect(partnerComments(c.classId)).toEqual([]);
    const done = await submitPage(ADA.slackUserId, back, {}, "class_rate_done");
    expect(viewText(done)).toContain("Dan Brown: saved");
    expect(viewText(done)).toContain("Ratings saved:");
    expect(viewText(done)).not.toContain("page");
    expect(partnerComments(c.classId)).toEqual([{ studentUid: "S-1004", starNum: 3, comment: "Keep me" }]);
  });

  it("an answer the service lost is asked again until known: saved once, reported once as saved", async () => {
    const c = await makeClass(w, { courseId: 5001, name: "Lost ratings" });
    await enrol(w, c, [{ uid: "S-1006", name: "Fay Green" }]);
    const view = await openRate(ADA.slackUserId, c);
    const before = await commentCalls();
    // The client's own retries lose the answer too: only a later attempt of the job can know.
    h.sandbox.injectFault({ action: "updateClassStudentComment", applied: true, http: 500, count: 3 });
    try {
      const mark = h.standin.calls.length;
      const done = await submitPage(
        ADA.slackUserId,
        view,
        { "Fay Green": "4", "Comment for Fay Green": "Steady" },
        "class_rate_done",
      );
      expect(viewText(done)).toContain("Fay Green: saved");
      expect(viewText(done)).not.toContain("did not confirm");
      expect((await commentCalls()) - before).toBe(2);
      expect(partnerComments(c.classId)).toEqual([{ studentUid: "S-1006", starNum: 4, comment: "Steady" }]);
      expect(await h.store.ratings.latestForClass(w.teamId, c.classId)).toMatchObject([
        { studentUid: "S-1006", stars: 4, comment: "Steady" },
      ]);
      await settled(h);
      const results = h.standin.calls.filter(
        (x) =>
          x.seq >= mark && x.method === "views.update" && JSON.stringify(x.args).includes("class_rate_done"),
      );
      expect(results).toHaveLength(1);
    } finally {
      h.sandbox.clearFaults();
    }
  }, 30_000);

  it("a double click of Save is one job: one partner call", async () => {
    const c = await makeClass(w, { courseId: 5001, name: "Double algebra" });
    await enrol(w, c, [{ uid: "S-1007", name: "Gus Hall" }]);
    const view = await openRate(ADA.slackUserId, c);
    const before = await commentCalls();
    const mark = h.standin.calls.length;
    const answers = { "Gus Hall": "2" };
    const [one, two] = await Promise.all([
      h.as(ADA.slackUserId).submit(view, answers),
      h.as(ADA.slackUserId).submit(view, answers),
    ]);
    expect([one.responseAction, two.responseAction]).toEqual(["update", "update"]);
    await h.standin.waitForView({
      userId: ADA.slackUserId,
      callbackId: "class_rate_done",
      sinceSeq: mark,
      timeoutMs: WAIT_MS,
    });
    await settled(h);
    expect((await commentCalls()) - before).toBe(1);
  });

  it("says so when the class has no students instead of opening an empty form", async () => {
    const c = await makeClass(w, { courseId: 5001, name: "Empty algebra" });
    const notice = await openRate(ADA.slackUserId, c, "class_notice");
    expect(viewText(notice)).toContain("has no students yet");
  });

  it("refuses a student and a teacher of another course, on open and on a crafted submit", async () => {
    const c = await makeClass(w, { courseId: 5001, name: "Guarded algebra" });
    await enrol(w, c, [{ uid: "S-1003", name: "张伟" }]);
    expect(await notFoundFor(ALAN.slackUserId, "rate", c)).toContain("None of your upcoming classes");
    const adas = await openRate(ADA.slackUserId, c);
    const crafted = await h.as(ALAN.slackUserId).submit(adas, { 张伟: "1", "Comment for 张伟": "hijacked" });
    expect(viewText(crafted.view ?? {})).toContain("cannot change classes of Algebra I");
    const mark = h.standin.calls.length;
    const student = await h.as(BEN.slackUserId).submit(adas, { 张伟: "0" });
    expect(student.responseAction).toBeUndefined();
    await h.standin.waitFor(["chat.postMessage", "chat.postEphemeral"], (x) => x.seq >= mark, WAIT_MS);
    expect(partnerComments(c.classId)).toEqual([]);
    expect(await h.store.ratings.latestForClass(w.teamId, c.classId)).toEqual([]);
  });

  it("refuses a student who clicks a crafted Rate students button; no modal opens", async () => {
    const c = await makeClass(w, { courseId: 5001, name: "Button algebra" });
    await enrol(w, c, [{ uid: "S-1005", name: "Eve" }]);
    const home = {
      type: "home",
      id: "VHOMERATE",
      blocks: [
        {
          type: "actions",
          block_id: "class_actions",
          elements: [
            {
              type: "button",
              action_id: "class_rate",
              text: { type: "plain_text", text: "Rate students" },
              value: String(c.classId),
            },
          ],
        },
      ],
    };
    const mark = h.standin.calls.length;
    await h.as(BEN.slackUserId).clickButton(home, "Rate students");
    const told = await h.standin.waitFor(
      ["chat.postMessage", "chat.postEphemeral"],
      (x) => x.seq >= mark,
      WAIT_MS,
    );
    expect(JSON.stringify(told.args)).toContain("only teachers and admins can rate students");
    expect(h.standin.calls.filter((x) => x.seq >= mark && x.method === "views.open")).toEqual([]);
    // The teacher's own click, once the class has ended, opens the first page.
    moveClocksTo(h, c.endTime + 60);
    const page = await viewAfter(h, { userId: ADA.slackUserId, callbackId: "class_rate" }, () =>
      h.as(ADA.slackUserId).clickButton(home, "Rate students"),
    );
    expect(viewText(page)).toContain("Comment for Eve");
  });
});

/** A teacher of another course does not find the class: `/class <sub> <id>` answers privately. */
async function notFoundFor(userId: string, sub: string, c: ClassRecord): Promise<string> {
  const mark = h.standin.calls.length;
  await h.as(userId).command(`/class ${sub} ${c.classId}`);
  const answer = await h.standin.waitFor("response_url", (x) => x.seq >= mark, WAIT_MS);
  return JSON.stringify(answer.args);
}
