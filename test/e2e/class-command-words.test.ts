/**
 * `/class <word> <class> [arguments]` read as a person means it (issue 18, "Commands"): a number that
 * belongs to a class's name is not a seat count, seats keep HD unless the seats forbid it and every
 * seats reply says seats and HD, misspelt words get a suggestion, classes are named by name and day.
 */
import { afterEach, describe, expect, it } from "vitest";
import { ADA } from "../support/cast.js";
import { makeClass } from "../support/school.js";
import { classWorkPerFile, DAY, dmTo, h, now, partnerCalls, sandboxClass, teamId, w } from "./class-work.js";
import { openByCommand, viewText, WAIT_MS } from "./harness.js";

classWorkPerFile();

/** The private answer to `/class <text>` as Ada. */
async function answerTo(text: string): Promise<string> {
  const mark = h.standin.calls.length;
  await h.as(ADA.slackUserId).command(`/class ${text}`);
  const answer = await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
  return JSON.stringify(answer.args);
}

describe("a trailing number is a seat count only when the rest names a class without it", () => {
  it("/class seats Algebra 2 opens the form of the class called Algebra 2; nothing is changed", async () => {
    const algebra2 = await makeClass(w, { name: "Algebra 2", beginTime: now() + 5 * DAY });
    const before = await partnerCalls("modifyClassSeatNum");
    const modal = await openByCommand(h, ADA.slackUserId, "seats Algebra 2", "class_modal_seats");
    expect(viewText(modal)).toContain("Algebra 2");
    expect(JSON.parse(modal.private_metadata ?? "{}")).toMatchObject({ classId: algebra2.classId });
    await new Promise((r) => setTimeout(r, 300));
    expect(await partnerCalls("modifyClassSeatNum")).toBe(before);
    expect(sandboxClass(algebra2.classId)?.seatNum).toBe(6);
  });

  it("a class whose name ends in a number, alone of its name: the form, not 2 seats on it", async () => {
    const chem = await makeClass(w, { name: "Chemistry 3", beginTime: now() + 5 * DAY });
    const before = await partnerCalls("modifyClassSeatNum");
    const modal = await openByCommand(h, ADA.slackUserId, "seats Chemistry 3", "class_modal_seats");
    expect(JSON.parse(modal.private_metadata ?? "{}")).toMatchObject({ classId: chem.classId });
    await new Promise((r) => setTimeout(r, 300));
    expect(await partnerCalls("modifyClassSeatNum")).toBe(before);
  });

  it("/class seats Chemistry 3 4 sets 4 seats on Chemistry 3", async () => {
    const chem = await makeClass(w, { name: "Chemistry 5", beginTime: now() + 5 * DAY });
    const mark = h.standin.calls.length;
    expect(await answerTo("seats Chemistry 5 4")).toContain("4 seats");
    await dmTo(ADA.slackUserId, mark, "Seats");
    expect(sandboxClass(chem.classId)?.seatNum).toBe(4);
  });
});

describe("seats keep HD unless the seats forbid it, and every reply says seats and HD", () => {
  afterEach(() => h.sandbox.clearFaults());

  it("4 seats on a full-HD class: full HD is turned off and the person is told why", async () => {
    const c = await makeClass(w, { name: "Physics", beginTime: now() + 5 * DAY, seatNum: 6, isHd: 2 });
    const mark = h.standin.calls.length;
    const answer = await answerTo("seats Physics 4");
    expect(answer).toContain("4 seats");
    expect(answer).toContain("Full HD turned off: HD needs 1 or 6 seats");
    const dm = JSON.stringify((await dmTo(ADA.slackUserId, mark, "Physics")).args);
    expect(dm).toContain("4 seats");
    expect(dm).toContain("Full HD turned off: HD needs 1 or 6 seats");
    expect(sandboxClass(c.classId)).toMatchObject({ seatNum: 4, isHd: 0 });
    expect(await h.store.classes.get(teamId, c.classId)).toMatchObject({ seatNum: 4, isHd: 0 });
  });

  it("1 seat on a full-HD class keeps full HD, and says so", async () => {
    const c = await makeClass(w, { name: "Biology", beginTime: now() + 5 * DAY, seatNum: 6, isHd: 2 });
    const mark = h.standin.calls.length;
    const answer = await answerTo("seats Biology 1");
    expect(answer).toContain("1 seat, Full HD");
    const dm = JSON.stringify((await dmTo(ADA.slackUserId, mark, "Biology")).args);
    expect(dm).toContain("1 seat, Full HD");
    expect(dm).not.toContain("turned off");
    expect(sandboxClass(c.classId)).toMatchObject({ seatNum: 1, isHd: 2 });
  });

  it("a refused change does not show the new number in its heading", async () => {
    const c = await makeClass(w, { name: "Geology", beginTime: now() + 5 * DAY });
    h.sandbox.injectFault({ action: "modifyClassSeatNum", errno: 140 });
    const mark = h.standin.calls.length;
    await h.as(ADA.slackUserId).command("/class seats Geology 8");
    const dm = (await dmTo(ADA.slackUserId, mark, "Geology")).args as { text: string };
    expect(dm.text).toMatch(/^Seats on Geology not changed/);
    expect(dm.text).not.toContain("8");
    expect(sandboxClass(c.classId)?.seatNum).toBe(6);
  });

  it("a rule refused at once names the class and is not a seat count", async () => {
    await makeClass(w, { name: "Astronomy", beginTime: now() + 5 * DAY });
    const answer = await answerTo("seats Astronomy 4 hd");
    expect(answer).toContain("Seats on *Astronomy* not changed: HD needs 1 or 6 seats.");
  });

  it("the seats form reports seats and HD after the change", async () => {
    const c = await makeClass(w, { name: "Drama", beginTime: now() + 5 * DAY });
    const modal = await openByCommand(h, ADA.slackUserId, "seats Drama", "class_modal_seats");
    const mark = h.standin.calls.length;
    const ok = await h.as(ADA.slackUserId).submit(modal, { "Students on stage": "6", "Video quality": "HD" });
    expect(ok.errors).toEqual({});
    const dm = JSON.stringify((await dmTo(ADA.slackUserId, mark, "Drama")).args);
    expect(dm).toContain("6 seats, HD");
    expect(sandboxClass(c.classId)).toMatchObject({ seatNum: 6, isHd: 1 });
  });
});
