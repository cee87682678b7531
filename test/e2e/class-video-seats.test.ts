/**
 * Recording & live (for the rest of a series) and seats through Slack, from the buttons and the command
 * line; both run as durable jobs, so an answer the service lost is asked again until known.
 */
import { afterEach, describe, expect, it } from "vitest";
import { ADA, ADMIN } from "../support/cast.js";
import { enrol, makeClass, recordPastClass } from "../support/school.js";
import {
  algebra,
  classWorkPerFile,
  DAY,
  dmTo,
  h,
  now,
  partnerCalls,
  sandboxClass,
  teamId,
  w,
} from "./class-work.js";
import { openByCommand, settled, viewAfter, viewText, WAIT_MS } from "./harness.js";
import { demoStudent } from "./school.js";

classWorkPerFile();

describe("recording and seats", () => {
  it("turns recording on for the rest of a series from the button of a class that is over, named when the form opens", async () => {
    const past = await recordPastClass(h.store, teamId, {
      classId: 990001,
      name: "Geometry",
      beginTime: now() - DAY,
      seriesId: "GEO",
    });
    const next = await makeClass(w, {
      name: "Geometry",
      beginTime: now() + 3 * DAY,
      seriesId: "GEO",
    });
    const mark = h.standin.calls.length;
    const modal = await viewAfter(h, { userId: ADA.slackUserId, callbackId: "class_modal_video" }, () =>
      h.slack.blockAction({
        userId: ADA.slackUserId,
        container: { view: { id: "VHOME", type: "home", blocks: [] } },
        action: { action_id: "class_video", block_id: "home", type: "button", value: String(past.classId) },
      }),
    );
    // Said when the form opens: the class that is over stays as it is, the form is the next class's.
    expect(viewText(modal)).toContain("has ended: its seats, recording and time can no longer change.");
    expect(viewText(modal)).toContain("This form changes the later classes of the series");
    const wrong = await h
      .as(ADA.slackUserId)
      .submit(modal, { "Recording, live and replay": ["Live broadcast"] });
    expect(wrong.errorsByLabel["Recording, live and replay"]).toBe(
      "Live broadcast needs recording to be on.",
    );
    const ok = await h.as(ADA.slackUserId).submit(modal, {
      "Recording, live and replay": ["Recording", "Live broadcast"],
      "Apply to": "series",
    });
    expect(ok.errors).toEqual({});
    const dm = await dmTo(ADA.slackUserId, mark, "Recording");
    expect(JSON.stringify(dm.args)).toContain("Geometry");
    expect(sandboxClass(next.classId)).toMatchObject({ record: 1, live: 1 });
    expect(await h.store.classes.get(teamId, next.classId)).toMatchObject({ record: true, live: true });
    expect((await h.store.classes.get(teamId, next.classId))?.liveUrl).toMatch(/lessonKey=/);
  });

  it("changes seats from the command line as a job: answered at once, the result by DM", async () => {
    await h.store.workspaces.upsert({ teamId, settings: { seatMax: 8 } });
    const mark = h.standin.calls.length;
    await h.as(ADA.slackUserId).command(`/class seats ${algebra.classId} 10`);
    const answer = await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
    expect(JSON.stringify(answer.args)).toContain(
      "Setting *Algebra* to 8 seats, standard video (the school allows at most 8)",
    );
    const dm = await dmTo(ADA.slackUserId, mark, "Seats");
    expect(JSON.stringify(dm.args)).toContain("reduced to the school maximum from 10");
    expect(sandboxClass(algebra.classId)?.seatNum).toBe(8);
    expect((await h.store.classes.get(teamId, algebra.classId))?.seatNum).toBe(8);
    await h.store.workspaces.upsert({ teamId, settings: { seatMax: 12 } });
  });
});

describe("results that say what changed (issue 30 §2)", () => {
  it("recording off for a series names the classes and the students who lose their Join link", async () => {
    const students = await Promise.all([1010, 1011, 1012].map((n) => demoStudent(w, n, "UVID")));
    const series = [];
    for (let i = 0; i < 3; i++) {
      series.push(
        await makeClass(w, {
          name: "Trig",
          beginTime: now() + (4 + 7 * i) * DAY,
          seriesId: "TRIG",
          record: true,
        }),
      );
    }
    // Two students in every class, the third in the last one only: 3 students in all, each counted once.
    for (const c of series) await enrol(w, c, students.slice(0, 2));
    const last = series[2];
    if (!last) throw new Error("no series");
    await enrol(w, last, students.slice(2));
    const first = series[0];
    if (!first) throw new Error("no series");
    const mark = h.standin.calls.length;
    const modal = await openByCommand(h, ADA.slackUserId, `video ${first.classId}`, "class_modal_video");
    const ok = await h.as(ADA.slackUserId).submit(modal, {
      "Recording, live and replay": [],
      "Apply to": "series",
    });
    expect(ok.errors).toEqual({});
    const dm = await dmTo(ADA.slackUserId, mark, "Recording off");
    // The scope in the modal's words, then what it means for people.
    expect(dm.args.text).toMatch(
      /^Recording off for the 3 remaining classes of Trig, from \w{3} \d{1,2} \w{3}: its 3 students no longer have a Join link$/,
    );
    expect(JSON.stringify(dm.args.blocks)).toContain("now recording off, live off, replay off");
    expect(JSON.stringify(dm.args)).not.toMatch(/\bsaved\b/);
    for (const c of series) expect(sandboxClass(c.classId)).toMatchObject({ record: 0 });

    // The same again: nothing changed, and the report says so rather than "saved".
    const mark2 = h.standin.calls.length;
    const again = await openByCommand(h, ADA.slackUserId, `video ${first.classId}`, "class_modal_video");
    await h.as(ADA.slackUserId).submit(again, { "Recording, live and replay": [] });
    const same = await dmTo(ADA.slackUserId, mark2, "nothing changed");
    // Opened on one class of the series (its id), so the scope is that class only, said as the modal did.
    expect(same.args.text).toMatch(
      /^Recording &amp; live for \w{3} \d{1,2} \w{3} only \(1 of 3 classes of Trig\): nothing changed \(recording off, live off, replay off\)$/,
    );
  });
});

describe("a colleague's change told to the teacher (issue 30 §2)", () => {
  it("an admin turns recording on for Ada's class: Ada is told once, by whom and what", async () => {
    const cls = await makeClass(w, { name: "Told class", beginTime: now() + 5 * DAY });
    const mark = h.standin.calls.length;
    const modal = await openByCommand(h, ADMIN, `video ${cls.classId}`, "class_modal_video");
    await h.as(ADMIN).submit(modal, { "Recording, live and replay": ["Recording"] });
    await dmTo(ADMIN, mark, "Recording on");
    const told = await dmTo(ADA.slackUserId, mark, "changed your class");
    expect(String(told.args.text)).toBe(
      "A school admin changed your class Told class: recording on, live off, replay off",
    );
    await settled(h);
    const toAda = h.standin.calls.filter(
      (c) =>
        c.seq >= mark &&
        c.method === "chat.postMessage" &&
        c.args.channel === ADA.slackUserId &&
        String(c.args.text).includes("changed your class"),
    );
    expect(toAda).toHaveLength(1);
  });
});

/** Reports DMed to Ada since `mark` that contain `text`. */
const reportsTo = (mark: number, text: string) =>
  h.standin.calls.filter(
    (c) =>
      c.seq >= mark &&
      c.method === "chat.postMessage" &&
      c.args.channel === ADA.slackUserId &&
      JSON.stringify(c.args).includes(text),
  );

describe("recording and seats as jobs: lost answers, refusals, rules (issue 16 §1)", () => {
  afterEach(() => h.sandbox.clearFaults());

  it("recording: asked again until known; done once at the partner and in the store, reported once as what changed", async () => {
    const c = await makeClass(w, { name: "Lost video", beginTime: now() + 4 * DAY });
    const before = await partnerCalls("setClassVideoMultiple");
    // The client's own retries lose the answer too: only a later attempt of the job can know.
    h.sandbox.injectFault({ action: "setClassVideoMultiple", applied: true, http: 500, count: 3 });
    const modal = await openByCommand(h, ADA.slackUserId, `video ${c.classId}`, "class_modal_video");
    const mark = h.standin.calls.length;
    const ok = await h.as(ADA.slackUserId).submit(modal, { "Recording, live and replay": ["Recording"] });
    expect(ok.errors).toEqual({});
    const dm = await dmTo(ADA.slackUserId, mark, "Recording");
    expect(JSON.stringify(dm.args)).toContain("Recording on for Lost video");
    expect(JSON.stringify(dm.args)).not.toMatch(/not changed|did not confirm/);
    // One call whose answer was lost (its own retries too), then asked once more by the job.
    expect((await partnerCalls("setClassVideoMultiple")) - before).toBe(2);
    expect(sandboxClass(c.classId)).toMatchObject({ record: 1, live: 0 });
    expect(await h.store.classes.get(teamId, c.classId)).toMatchObject({ record: true, live: false });
    await settled(h);
    expect(reportsTo(mark, "Recording")).toHaveLength(1);
  }, 30_000);

  it("seats from the modal: asked again until known; the partner and the store agree, reported once as what changed", async () => {
    const c = await makeClass(w, { name: "Lost seats", beginTime: now() + 4 * DAY });
    const before = await partnerCalls("modifyClassSeatNum");
    h.sandbox.injectFault({ action: "modifyClassSeatNum", applied: true, http: 500, count: 3 });
    const modal = await openByCommand(h, ADA.slackUserId, `seats ${c.classId}`, "class_modal_seats");
    const mark = h.standin.calls.length;
    const ok = await h.as(ADA.slackUserId).submit(modal, { "Students on stage": "4" });
    expect(ok.errors).toEqual({});
    const dm = await dmTo(ADA.slackUserId, mark, "Seats");
    expect(JSON.stringify(dm.args)).toContain("6 seats, standard video → 4 seats, standard video");
    expect(JSON.stringify(dm.args)).not.toMatch(/not changed|did not confirm/);
    expect((await partnerCalls("modifyClassSeatNum")) - before).toBe(2);
    expect(sandboxClass(c.classId)?.seatNum).toBe(4);
    expect((await h.store.classes.get(teamId, c.classId))?.seatNum).toBe(4);
    await settled(h);
    expect(reportsTo(mark, "Seats")).toHaveLength(1);
  }, 30_000);

  it("/class seats with HD on 4 seats is answered at once with the rule; nothing is sent", async () => {
    const before = await partnerCalls("modifyClassSeatNum");
    const mark = h.standin.calls.length;
    await h.as(ADA.slackUserId).command(`/class seats ${algebra.classId} 4 hd`);
    const answer = await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
    expect(JSON.stringify(answer.args)).toContain("Seats on *Algebra* not changed: HD needs 1 or 6 seats.");
    await settled(h);
    expect(await partnerCalls("modifyClassSeatNum")).toBe(before);
    expect(reportsTo(mark, "Seats")).toEqual([]);
  });

  it("a known refusal is reported at once, not asked again", async () => {
    const c = await makeClass(w, { name: "Refused seats", beginTime: now() + 4 * DAY });
    h.sandbox.injectFault({ action: "modifyClassSeatNum", errno: 140 });
    const before = await partnerCalls("modifyClassSeatNum");
    const mark = h.standin.calls.length;
    await h.as(ADA.slackUserId).command(`/class seats ${c.classId} 4`);
    const dm = await dmTo(ADA.slackUserId, mark, "Seats");
    expect(JSON.stringify(dm.args)).toContain("not changed");
    expect((await partnerCalls("modifyClassSeatNum")) - before).toBe(1);
    expect(sandboxClass(c.classId)?.seatNum).not.toBe(4);
  });
});
