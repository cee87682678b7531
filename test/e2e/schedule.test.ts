/**
 * A teacher schedules classes from Slack: the modal (command, shortcut, Home button), free-text
 * pre-fill in their own zone, every rule on its field with no partner call, a weekly series across
 * a daylight-saving change, double submits and partner faults without duplicates or lost classes,
 * the result DM with its buttons, and the App Home.
 */
import { TZDate } from "@date-fns/tz";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { can } from "../../src/classes/roles.js";
import { DEMO_SID } from "../../src/sandbox/index.js";
import type { SlackView } from "../../src/slack-standin/index.js";
import { ADA, ADMIN, ALAN, ALGEBRA, BEN, MARIE } from "../support/cast.js";
import { seedSchool } from "../support/school.js";
import {
  expectNoBlockKitRefusals,
  type Harness,
  openByCommand,
  openScheduleForm,
  startHarness,
  viewAfter,
  viewText,
  WAIT_MS,
} from "./harness.js";

const TEACHER = ADA.slackUserId;
const OTHER = MARIE.slackUserId;
const STUDENT = BEN.slackUserId;
const NY = "America/New_York";

let h: Harness;
let teamId: string;
beforeAll(async () => {
  // A short partner timeout so a hanging service is given up on (and retried) within the test.
  h = await startHarness({ partnerTimeoutMs: 1500 });
  teamId = h.standin.identity.teamId;
  await h.store.workspaces.upsert({ teamId });
  h.standin.setUserInfo(TEACHER, { name: "ada", real_name: ADA.displayName, tz: NY });
  h.standin.setUserInfo(OTHER, { name: "marie", real_name: MARIE.displayName, tz: "Europe/London" });
  await seedSchool(h.store, teamId, { people: [ADA, MARIE, BEN] });
}, 60_000);
afterAll(async () => {
  await h?.close();
});
afterEach(() => {
  h.sandbox.clearFaults();
  expectNoBlockKitRefusals(h.standin);
});

const sandboxClasses = () => h.sandbox.state(DEMO_SID).classes;

const openForm = (userId: string, text = "") => openScheduleForm(h, userId, text);

/** Waits for the background work of a submission: the teacher's DM, or the modal shown again. */
async function settled(mark: number, viewId: string) {
  return h.standin.waitFor(
    ["views.update"],
    (c) => c.seq >= mark && c.args.view_id === viewId && c.response.ok === true,
    WAIT_MS,
  );
}

function inTomorrow(): string {
  const z = new TZDate(Date.now() + 86_400_000, NY);
  return `${z.getFullYear()}-${String(z.getMonth() + 1).padStart(2, "0")}-${String(z.getDate()).padStart(2, "0")}`;
}

function wallClock(unix: number): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: NY,
    hour: "2-digit",
    minute: "2-digit",
    weekday: "short",
  }).format(new Date(unix * 1000));
}

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
    for (const action of ["class_students", "class_video", "class_seats", "class_labels", "class_rate"]) {
      expect(message).toContain(`"action_id":"${action}"`);
    }
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
    expect(result.errorsByLabel["Recording and entry"]).toBe("Live broadcast and replay need Recording on");
    expect(sandboxClasses().length).toBe(before);
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

describe("more courses than a menu holds", () => {
  const GRACE = "UGRACE";
  const MANY = Array.from({ length: 101 }, (_, i) => 7000 + i);

  /** A signed block_suggestion for the course menu of `view`, as Slack sends it while the person types. */
  async function suggest(userId: string, view: SlackView, value: string) {
    const payload = {
      type: "block_suggestion",
      user: { id: userId, team_id: teamId },
      team: { id: teamId },
      api_app_id: h.standin.identity.appId,
      action_id: "schedule_course",
      block_id: "schedule_course",
      value,
      view,
      container: { type: "view", view_id: view.id },
    };
    const res = await h.slack.send(
      `payload=${encodeURIComponent(JSON.stringify(payload))}`,
      "application/x-www-form-urlencoded",
    );
    expect(res.status).toBe(200);
    return (
      (JSON.parse(res.body || "{}") as { options?: { text: { text: string }; value: string }[] }).options ??
      []
    ).map((o) => [o.text.text, o.value]);
  }

  it("searches the caller's own courses as they type, and the submission checks the course again", async () => {
    await h.store.people.upsert(teamId, {
      slackUserId: GRACE,
      uid: "T-GRACE",
      displayName: "Grace Hopper",
      role: "teacher",
    });
    for (const courseId of MANY) {
      await h.store.courses.add(teamId, {
        courseId,
        name: `Compilers ${String(courseId - 7000).padStart(3, "0")}`,
        defaultFolderId: null,
        teacherUids: ["T-GRACE"],
      });
    }
    try {
      const form = await openForm(GRACE);
      const menu = (form.blocks as { block_id?: string; element?: Record<string, unknown> }[]).find(
        (b) => b.block_id === "schedule_course",
      )?.element;
      expect(menu).toMatchObject({ type: "external_select", action_id: "schedule_course" });

      expect(await suggest(GRACE, form, "compilers 042")).toEqual([["Compilers 042", "7042"]]);
      expect(await suggest(GRACE, form, "COMPILERS 10")).toEqual([["Compilers 100", "7100"]]);
      expect(await suggest(GRACE, form, " 10 ")).toEqual([
        ["Compilers 010", "7010"],
        ["Compilers 100", "7100"],
      ]);
      const all = await suggest(GRACE, form, "");
      expect(all).toHaveLength(100);
      expect(all.map(([name]) => name)).not.toContain("Algebra I");
      expect(await suggest(GRACE, form, "algebra")).toEqual([]);
      // Another teacher typing in the same menu sees only their own courses.
      expect(await suggest(TEACHER, form, "")).toEqual([["Algebra I", "5001"]]);
      expect(await suggest(TEACHER, form, "compilers")).toEqual([]);

      // A crafted submission naming a course Grace may not use is refused on the Course field.
      const before = sandboxClasses().length;
      const { values } = h.as(GRACE).fill(
        form,
        {
          "Class name": "Parsing",
          "Duration (minutes)": 45,
        },
        { partial: true },
      );
      const crafted = {
        ...values,
        schedule_course: {
          schedule_course: {
            type: "external_select",
            selected_option: { text: { type: "plain_text", text: "Algebra I" }, value: "5001" },
          },
        },
      };
      const res = await h.slack.viewSubmission(form, crafted, GRACE);
      const answer = JSON.parse(res.body) as { response_action?: string; errors?: Record<string, string> };
      expect(answer.response_action).toBe("errors");
      expect(answer.errors?.schedule_course).toMatch(/not allowed to teach this course/);
      expect(sandboxClasses().length).toBe(before);
      // Her own course, chosen from the search, passes the course check.
      const own = await h.slack.viewSubmission(
        form,
        {
          ...values,
          schedule_course: {
            schedule_course: {
              type: "external_select",
              selected_option: { text: { type: "plain_text", text: "Compilers 042" }, value: "7042" },
            },
          },
        },
        GRACE,
      );
      expect((JSON.parse(own.body) as { errors?: Record<string, string> }).errors ?? {}).not.toHaveProperty(
        "schedule_course",
      );
    } finally {
      for (const courseId of MANY) await h.store.courses.remove(teamId, courseId);
    }
  });
});

describe("a weekly series", () => {
  it("schedules 10 weeks across a daylight-saving change at the same wall-clock time, in one DM", async () => {
    // The first Monday whose 10 weeks contain a New York clock change.
    let start = new TZDate(Date.now() + 2 * 86_400_000, NY);
    while (
      start.getDay() !== 1 ||
      start.getTimezoneOffset() === new TZDate(start.getTime() + 63 * 86_400_000, NY).getTimezoneOffset()
    ) {
      start = new TZDate(start.getTime() + 86_400_000, NY);
    }
    const date = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, "0")}-${String(start.getDate()).padStart(2, "0")}`;
    const form = await openForm(TEACHER, "Calculus every mon 17:00 90m for 10 weeks");
    const before = sandboxClasses().length;
    const mark = h.standin.calls.length;
    const result = await h.as(TEACHER).submit(form, { Date: date });
    expect(viewText(result.view as SlackView)).toContain("Scheduling 10 classes");
    const dm = await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.args.channel === TEACHER,
      WAIT_MS,
    );
    const made = sandboxClasses().slice(before);
    expect(made).toHaveLength(10);
    expect(new Set(made.map((c) => wallClock(c.beginTime)))).toEqual(new Set(["Mon 17:00"]));
    const offsets = new Set(made.map((c) => new TZDate(c.beginTime * 1000, NY).getTimezoneOffset()));
    expect(offsets.size).toBe(2);
    const stored = await Promise.all(made.map((c) => h.store.classes.get(teamId, c.classId)));
    const series = new Set(stored.map((c) => c?.seriesId));
    expect(series.size).toBe(1);
    expect([...series][0]).toMatch(/^series-/);
    expect(String(dm.args.text)).toContain("10 classes scheduled");
  });
});

describe("partner faults", () => {
  for (const [what, fault] of [
    ["errno 114 on every attempt", { errno: 114 }],
    ["HTTP 500 on every attempt", { http: 500 }],
  ] as const) {
    it(`${what}: a clear message, the form again, and a safe retry with no duplicate`, async () => {
      h.sandbox.injectFault({ action: "addCourseClass", count: 0, ...fault });
      const form = await openForm(TEACHER, "Statistics tomorrow 3pm 30m");
      const before = sandboxClasses().length;
      const mark = h.standin.calls.length;
      const result = await h.as(TEACHER).submit(form, {});
      expect(result.responseAction).toBe("update");
      const shown = await settled(mark, form.id as string);
      const text = viewText(shown.args.view as SlackView);
      expect(text).toContain("Nothing was scheduled");
      expect(text).not.toMatch(/errno|\b114\b|\b500\b/);
      expect(sandboxClasses().length).toBe(before);

      h.sandbox.clearFaults();
      const retry = h.standin.calls.length;
      await h.as(TEACHER).submit({ ...form, ...(shown.args.view as object), id: form.id } as SlackView, {});
      await h.standin.waitFor(
        "chat.postMessage",
        (c) => c.seq >= retry && c.args.channel === TEACHER,
        WAIT_MS,
      );
      expect(sandboxClasses().length).toBe(before + 1);
    });
  }

  it("a call that hangs past the timeout is retried with the same identity: one class", async () => {
    h.sandbox.injectFault({ action: "addCourseClass", hang: true, count: 1 });
    const form = await openForm(TEACHER, "Biology tomorrow 4pm 30m");
    const before = sandboxClasses().length;
    const mark = h.standin.calls.length;
    const result = await h.as(TEACHER).submit(form, {});
    expect(result.responseAction).toBe("update");
    await h.standin.waitFor("chat.postMessage", (c) => c.seq >= mark && c.args.channel === TEACHER, WAIT_MS);
    expect(sandboxClasses().length).toBe(before + 1);
  });

  it("a suspended teacher is reported under the Teacher field", async () => {
    await h.store.people.upsert(teamId, {
      slackUserId: "URENE",
      uid: "T-RENE",
      displayName: "René",
      role: "teacher",
    });
    await h.store.courses.edit(teamId, ALGEBRA.courseId, { teacherUids: [ADA.uid, "T-RENE"] });
    h.standin.setUserInfo("URENE", { name: "rene", real_name: "René", tz: NY });
    const form = await openForm("URENE", "Algebra tomorrow 5pm");
    const mark = h.standin.calls.length;
    await h.as("URENE").submit(form, {});
    const shown = await settled(mark, form.id as string);
    const blocks = (shown.args.view as SlackView).blocks as { block_id?: string }[];
    const at = blocks.findIndex((b) => b.block_id === "schedule_teacher");
    expect(blocks[at + 1]?.block_id).toBe("schedule_teacher_problem");
    expect(viewText(shown.args.view as SlackView)).toContain("The teacher's account is suspended.");
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
