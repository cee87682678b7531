/**
 * `/class <word> <class> [arguments]` read as a person means it (issue 18, "Commands"): a number that
 * belongs to a class's name is not a seat count, seats keep HD unless the seats forbid it and every
 * seats reply says seats and HD, misspelt words get a suggestion, classes are named by name and day.
 */
import { afterEach, describe, expect, it } from "vitest";
import { ADA, BEN } from "../support/cast.js";
import { makeClass } from "../support/school.js";
import { classWorkPerFile, DAY, dmTo, h, now, partnerCalls, sandboxClass, teamId, w } from "./class-work.js";
import { openByCommand, settled, viewText, WAIT_MS } from "./harness.js";

classWorkPerFile();

/** The private answer to `/class <text>` as Ada (or `userId`). */
async function answerTo(text: string, userId: string = ADA.slackUserId): Promise<string> {
  const mark = h.standin.calls.length;
  await h.as(userId).command(`/class ${text}`);
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
    await settled(h);
    expect(await partnerCalls("modifyClassSeatNum")).toBe(before);
    expect(sandboxClass(algebra2.classId)?.seatNum).toBe(6);
  });

  it("a class whose name ends in a number, alone of its name: the form, not 2 seats on it", async () => {
    const chem = await makeClass(w, { name: "Chemistry 3", beginTime: now() + 5 * DAY });
    const before = await partnerCalls("modifyClassSeatNum");
    const modal = await openByCommand(h, ADA.slackUserId, "seats Chemistry 3", "class_modal_seats");
    expect(JSON.parse(modal.private_metadata ?? "{}")).toMatchObject({ classId: chem.classId });
    await settled(h);
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

  it("the seats form on a full-HD class set to 4 seats does as the command: HD off, and says why", async () => {
    const c = await makeClass(w, { name: "Ballet", beginTime: now() + 5 * DAY, seatNum: 6, isHd: 2 });
    const modal = await openByCommand(h, ADA.slackUserId, "seats Ballet", "class_modal_seats");
    const mark = h.standin.calls.length;
    // The video quality is left where the form starts it: the class's own Full HD.
    const ok = await h.as(ADA.slackUserId).submit(modal, { "Students on stage": "4" });
    expect(ok.errors).toEqual({});
    const dm = JSON.stringify((await dmTo(ADA.slackUserId, mark, "Ballet")).args);
    expect(dm).toContain("4 seats, standard video");
    expect(dm).toContain("Full HD turned off: HD needs 1 or 6 seats");
    expect(sandboxClass(c.classId)).toMatchObject({ seatNum: 4, isHd: 0 });
  });

  it("the seats form refuses an HD picked with 4 seats on its field, in a full sentence", async () => {
    const c = await makeClass(w, { name: "Opera", beginTime: now() + 5 * DAY });
    const modal = await openByCommand(h, ADA.slackUserId, "seats Opera", "class_modal_seats");
    const before = await partnerCalls("modifyClassSeatNum");
    const wrong = await h
      .as(ADA.slackUserId)
      .submit(modal, { "Students on stage": "4", "Video quality": "Full HD" });
    expect(wrong.errorsByLabel["Video quality"]).toBe("HD needs 1 or 6 seats.");
    expect(await partnerCalls("modifyClassSeatNum")).toBe(before);
    expect(sandboxClass(c.classId)).toMatchObject({ isHd: 0 });
  });
});

describe("a word /class does not know gets the word meant, not the whole help", () => {
  it("a misspelt word: did you mean, among the words the caller may use", async () => {
    const answer = await answerTo("shedule Algebra tomorrow 5pm");
    expect(answer).toContain("I didn't understand `shedule`. Did you mean `/class schedule`?");
    expect(answer).not.toContain("Here is what you can do");
    expect(await answerTo("lsit")).toContain("Did you mean `/class list`?");
  });

  it("edit and reschedule point to /class move; cancel and move exist", async () => {
    expect(await answerTo("reschedule Algebra")).toContain("Did you mean `/class move`?");
    expect(await answerTo("edit")).toContain("Did you mean `/class move`?");
    expect(await answerTo("delete Algebra")).toContain("Did you mean `/class cancel`?");
    await openByCommand(h, ADA.slackUserId, "move Algebra 2", "class_modal_move");
    await openByCommand(h, ADA.slackUserId, "cancel Algebra 2", "class_modal_cancel");
  });

  it("a student is never pointed to a teacher's word", async () => {
    const answer = await answerTo("shedule", BEN.slackUserId);
    expect(answer).not.toContain("/class schedule");
    expect(answer).toContain("I didn't understand `shedule`");
    expect(answer).toContain("`/class my`");
    expect(await answerTo("mi", BEN.slackUserId)).toContain("Did you mean `/class my`?");
  });
});

describe("help says what really happens", () => {
  it("/class my is answered privately here, as its help line says; no line promises a DM", async () => {
    const help = await answerTo("help", BEN.slackUserId);
    expect(help).toContain("shown only to you here");
    expect(help).not.toMatch(/by DM/);
    const mark = h.standin.calls.length;
    await h.as(BEN.slackUserId).command("/class my");
    const answer = await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
    expect(answer.args).toMatchObject({ response_type: "ephemeral" });
    await settled(h);
    expect(
      h.standin.calls.filter(
        (c) => c.seq >= mark && c.method === "chat.postMessage" && c.args.channel === BEN.slackUserId,
      ),
    ).toEqual([]);
    const teacherHelp = await answerTo("help");
    expect(teacherHelp).toContain("HD is kept when the seats allow it");
    expect(teacherHelp).toContain("Algebra tomorrow");
  });
});

describe("a class is named by its name and a day, never by an id", () => {
  it("two classes with one name open the picker of those two; a day picks one", async () => {
    // The file's Algebra is two days ahead; this one is tomorrow.
    const tomorrow = await makeClass(w, { name: "Algebra", beginTime: now() + DAY });
    const picker = await openByCommand(h, ADA.slackUserId, "video Algebra", "class_picker");
    const text = viewText(picker);
    expect(text).toContain('More than one of your classes is called "Algebra"');
    expect(text).not.toMatch(/\bid\b|type the class/i);
    const options = JSON.stringify(picker.blocks).match(/Algebra ·/g) ?? [];
    expect(options).toHaveLength(2);
    const byWord = await openByCommand(h, ADA.slackUserId, "video Algebra tomorrow", "class_modal_video");
    expect(JSON.parse(byWord.private_metadata ?? "{}")).toMatchObject({ classId: tomorrow.classId });
    const inTwoDays = new Date((now() + 2 * DAY) * 1000);
    const weekday = inTwoDays.toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });
    const byWeekday = await openByCommand(
      h,
      ADA.slackUserId,
      `video Algebra ${weekday}`,
      "class_modal_video",
    );
    expect(JSON.parse(byWeekday.private_metadata ?? "{}")).not.toMatchObject({ classId: tomorrow.classId });
    const monthDay = inTwoDays.toLocaleDateString("en-US", {
      month: "short",
      day: "numeric",
      timeZone: "UTC",
    });
    const byDate = await openByCommand(h, ADA.slackUserId, `seats Algebra ${monthDay}`, "class_modal_seats");
    expect(JSON.parse(byDate.private_metadata ?? "{}")).not.toMatchObject({ classId: tomorrow.classId });
    // A day and a seat count: the seats of the class that day.
    const mark = h.standin.calls.length;
    expect(await answerTo("seats Algebra tomorrow 3")).toContain("3 seats");
    await dmTo(ADA.slackUserId, mark, "Algebra");
    expect(sandboxClass(tomorrow.classId)?.seatNum).toBe(3);
  });

  it("a folder is named by its path of names, and nothing asks for a folder id", async () => {
    const week = await answerTo("files Algebra/Week 1");
    expect(week).toContain("Worksheet 1.pdf");
    const wrong = await answerTo("files Algebar");
    expect(wrong).toContain('No folder here is called \\"Algebar\\"');
    expect(wrong).not.toMatch(/folder id|whole number/i);
  });
});
