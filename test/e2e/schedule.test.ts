/**
 * A teacher schedules classes from Slack: the modal (command, shortcut, Home button), free-text
 * pre-fill in their own zone, every rule on its field with no partner call, the result DM with its
 * buttons, scheduling by an admin, and the App Home.
 */
import { describe, expect, it } from "vitest";
import { can } from "../../src/classes/roles.js";
import type { SlackView } from "../../src/slack-standin/index.js";
import { ADA, ADMIN, ALAN, ALGEBRA } from "../support/cast.js";
import { seedSchool } from "../support/school.js";
import { openByCommand, viewAfter, viewText, WAIT_MS } from "./harness.js";
import {
  h,
  inTomorrow,
  OTHER,
  openForm,
  STUDENT,
  sandboxClasses,
  schedulePerFile,
  settled,
  TEACHER,
  teamId,
  wallClock,
} from "./schedule.js";

schedulePerFile();

describe("one class", () => {
  it("pre-fills from free text, creates the class once, DMs the teacher with buttons and refreshes Home", async () => {
    const form = await openForm(TEACHER, "Algebra tomorrow 5pm 45m");
    const text = viewText(form);
    expect(text).toContain("America/New_York");
    const fields = JSON.stringify(form.blocks);
    expect(fields).toContain('"initial_value":"Algebra"');
    expect(fields).toContain(`"initial_date":"${inTomorrow()}"`);
    expect(fields).toContain('"initial_time":"17:00"');
    expect(fields).toContain('"initial_value":"45"');

    const mark = h.standin.calls.length;
    const result = await h.as(TEACHER).submit(form, {});
    expect(result.responseAction).toBe("update");
    expect(viewText(result.view as SlackView)).toContain("Scheduling 1 class");
    const dm = await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.args.channel === TEACHER,
      WAIT_MS,
    );
    const done = await settled(mark, form.id as string);
    expect(viewText(done.args.view as SlackView)).toContain("The class is scheduled");

    const [created] = sandboxClasses();
    expect(sandboxClasses()).toHaveLength(1);
    expect(created).toMatchObject({
      className: "Algebra",
      teacherUid: ADA.uid,
      courseId: ALGEBRA.courseId,
      seatNum: 6,
      record: 1,
    });
    expect(wallClock(created?.beginTime as number)).toMatch(/17:00/);
    expect((created?.endTime as number) - (created?.beginTime as number)).toBe(45 * 60);
    const stored = await h.store.classes.get(teamId, created?.classId as number);
    expect(stored?.liveUrl).toMatch(/live\.php\?lessonKey=/);

    const message = JSON.stringify(dm.args.blocks);
    // Three buttons, the rest in the menu; no Rate on a class that has not happened.
    for (const action of ["class_students", "class_video", "class_move"]) {
      expect(message).toContain(`"action_id":"${action}"`);
    }
    for (const pick of ["class_seats", "class_labels", "class_cancel"]) {
      expect(message).toContain(`"value":"${pick} ${created?.classId}"`);
    }
    expect(message).not.toContain("class_rate");
    expect(message).toContain(`"value":"${created?.classId}"`);
    expect(message).toContain("<!date^");
    expect(message).toContain("Live page");

    const home = await h.standin.waitFor(
      "views.publish",
      (c) => c.seq >= mark && c.args.user_id === TEACHER,
      WAIT_MS,
    );
    expect(viewText(home.args.view as SlackView)).toContain("Algebra");
    expect(JSON.stringify(home.args.view)).toContain('"action_id":"schedule_open"');

    // The same form submitted again, and the same request replayed: still one class, one DM.
    const again = h.standin.calls.length;
    await h.as(TEACHER).submit(form, {});
    await settled(again, form.id as string);
    expect(sandboxClasses()).toHaveLength(1);
    expect(h.standin.calls.filter((c) => c.seq >= again && c.method === "chat.postMessage")).toEqual([]);
    await h.app.partners.flushAudit();
    const audit = await h.store.audit.latest(teamId, 50, { kind: "partner" });
    expect(audit.filter((a) => a.operation === "addCourseClass").map((a) => a.actor)).toEqual([TEACHER]);
  });

  it("a double click makes one class", async () => {
    const form = await openForm(TEACHER, "Geometry tomorrow 9am 60m");
    const before = sandboxClasses().length;
    const mark = h.standin.calls.length;
    const [a, b] = await Promise.all([h.as(TEACHER).submit(form, {}), h.as(TEACHER).submit(form, {})]);
    expect([a.responseAction, b.responseAction]).toEqual(["update", "update"]);
    await h.standin.waitFor("chat.postMessage", (c) => c.seq >= mark && c.args.channel === TEACHER, WAIT_MS);
    await h.app.partners.flushAudit();
    expect(sandboxClasses().length).toBe(before + 1);
  });
});

describe("rules", () => {
  it("refuses each broken rule on its own field and calls nobody", async () => {
    const form = await openForm(TEACHER, "Algebra tomorrow 5pm");
    const before = sandboxClasses().length;
    const result = await h.as(TEACHER).submit(form, {
      "Class name": "x".repeat(60),
      "Duration (minutes)": 10,
      "Seats on stage": 7,
      HD: "HD",
      "Recording and entry": ["Live broadcast"],
      Introduction: "y".repeat(1001),
    });
    expect(result.responseAction).toBe("errors");
    expect(Object.keys(result.errorsByLabel).sort()).toEqual(
      ["Class name", "Duration (minutes)", "HD", "Introduction", "Recording and entry"].sort(),
    );
    expect(result.errorsByLabel["Recording and entry"]).toBe("Live broadcast and replay need Recording on.");
    expect(sandboxClasses().length).toBe(before);
  });

  it("refuses a class name holding NUL or another control character on its field, creating nothing at the partner", async () => {
    for (const name of ["Algebra\u0000", "Alg\u001Bebra", "Algebra\u007F"]) {
      const form = await openForm(TEACHER, "Algebra tomorrow 5pm");
      const before = sandboxClasses().length;
      const result = await h.as(TEACHER).submit(form, { "Class name": name });
      expect(result.responseAction).toBe("errors");
      expect(Object.keys(result.errorsByLabel)).toEqual(["Class name"]);
      expect(result.errorsByLabel["Class name"]).toMatch(/control characters/);
      await h.app.partners.flushAudit();
      expect(sandboxClasses().length).toBe(before);
      const stored = await h.store.classes.listUpcoming(teamId);
      expect(stored.map((c) => c.name)).not.toContain(name);
    }
  });

  it("a teacher allowed in no course is told so when the form opens", async () => {
    await seedSchool(h.store, teamId, { people: [ALAN], courses: [] });
    const notice = await openByCommand(h, ALAN.slackUserId, "schedule", "notice");
    expect(viewText(notice)).toContain("not allowed to teach any course yet");
  });

  it("a teacher sees only their courses, and a crafted submit for another course is refused", async () => {
    const mine = await openForm(OTHER);
    expect(viewText(mine)).not.toContain("Algebra I");
    // Marie submits Ada's form (Algebra I, Ada as teacher): refused on the fields, nothing sent.
    const adas = await openForm(TEACHER, "Algebra tomorrow 5pm");
    const before = sandboxClasses().length;
    const crafted = await h.as(OTHER).submit(adas, {});
    expect(crafted.responseAction).toBe("errors");
    expect(Object.keys(crafted.errorsByLabel).sort()).toEqual(["Course", "Teacher"]);
    expect(sandboxClasses().length).toBe(before);
  });
});

// Admins get every teacher capability in the policy change of issue 10 (branch i9).
describe.skipIf(!can("admin", "schedule"))("admins", () => {
  it("an admin schedules for a teacher of the course; the teacher gets the message", async () => {
    const form = await openForm(ADMIN, "Algebra tomorrow 8am 30m");
    const mark = h.standin.calls.length;
    const result = await h.as(ADMIN).submit(form, { Course: "Algebra I", Teacher: TEACHER });
    expect(result.responseAction).toBe("update");
    const dm = await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.args.channel === TEACHER,
      WAIT_MS,
    );
    expect(JSON.stringify(dm.args.blocks)).toContain(`scheduled by <@${ADMIN}>`);
  });

  it("an admin in another zone sees the time as the teacher will", async () => {
    h.standin.setUserInfo(ADMIN, { name: "mia", real_name: "Mia Admin", tz: "Europe/London" });
    const form = await openForm(ADMIN, "Algebra tomorrow 4pm 30m");
    const mark = h.standin.calls.length;
    await h.as(ADMIN).submit(form, { Course: "Algebra I", Teacher: TEACHER });
    const done = await settled(mark, form.id as string);
    // 4 PM in London is 11 AM in New York (or 10/12 around the clock changes).
    expect(viewText(done.args.view as SlackView)).toMatch(
      new RegExp(`4:00 PM your time = \\w+ 1[0-2]:00 AM for <@${TEACHER}> \\(America/New_York\\)`),
    );
  });
});

describe("other ways in", () => {
  it("the Home button and the shortcut open the same form; students are refused", async () => {
    let mark = h.standin.calls.length;
    await h.as(TEACHER).openHome();
    const home = await h.standin.waitFor(
      "views.publish",
      (c) => c.seq >= mark && c.args.user_id === TEACHER,
      WAIT_MS,
    );
    expect(home.args.user_id).toBe(TEACHER);
    await viewAfter(h, { userId: TEACHER, callbackId: "schedule_form" }, () =>
      h.as(TEACHER).clickButton(h.standin.homeViewOf(TEACHER) as SlackView, "Schedule a class"),
    );
    await viewAfter(h, { userId: TEACHER, callbackId: "schedule_form" }, () =>
      h.as(TEACHER).shortcut("schedule_class"),
    );
    mark = h.standin.calls.length;
    await h.as(STUDENT).command("/class schedule");
    const reply = await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
    expect(String(reply.args.text)).toMatch(/teachers and admins can schedule classes/);
  });
});
