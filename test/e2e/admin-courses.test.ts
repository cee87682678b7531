/**
 * Courses made from Slack, and a refused course told at once (issue 29, part 3): an admin makes a
 * course at the service from its name (no id typed), a retried submission makes one course, a teacher
 * allowed into a course is told once, and a course the service refuses is told to every admin once,
 * in their language, while each teacher who meets it reads the course and that the admins know.
 */
import { describe, expect, it } from "vitest";
import type { PostedMessage, SlackView } from "../../src/slack-standin/index.js";
import { ADA, ADMIN, ALAN, ALGEBRA, BEN, CAST, MARIE, WANG } from "../support/cast.js";
import { type ClassWorld, makeClass } from "../support/school.js";
import { ADMIN_PROFILE, speaks } from "../support/speaks.js";
import {
  click,
  type Harness,
  harnessPerFile,
  openAdmin,
  openScheduleForm,
  settled,
  updatedView,
  viewText,
  WAIT_MS,
} from "./harness.js";
import { connectedSchool } from "./school.js";

let h: Harness;
let w: ClassWorld;
let teamId: string;
harnessPerFile(async (started) => {
  h = started;
  teamId = h.standin.identity.teamId;
  w = await connectedSchool(h, { people: [...CAST, WANG] });
  speaks(h, [
    [{ ...WANG, name: "wang" }, "zh-CN"],
    [ADMIN_PROFILE, "en-US"],
  ]);
});

async function coursesPage(userId = ADMIN) {
  const home = await openAdmin(h, userId);
  return click(h, userId, home, userId === WANG.slackUserId ? "管理" : "Manage", "admin_courses", {
    near: userId === WANG.slackUserId ? "*课程*" : "Courses",
  });
}

async function newCourseForm() {
  return click(h, ADMIN, await coursesPage(), "New course", "admin_course_form");
}

/** Submits the New course form and resolves with what the job shows in the modal afterwards. */
async function createdView(form: SlackView, answers: Record<string, unknown>): Promise<string> {
  const mark = h.standin.calls.length;
  const sent = await h.as(ADMIN).submit(form, answers as never);
  expect(sent.responseAction).toBe("update");
  expect(viewText(updatedView(form, sent.view))).toContain("at ClassIn…");
  const shown = await h.standin.waitFor(
    "views.update",
    (c) => c.seq >= mark && c.args.view_id === form.id && c.response.ok === true,
    WAIT_MS,
  );
  return viewText(shown.args.view as SlackView);
}

/** The DMs the app sent `userId` whose text contains `part`. */
function dmsTo(userId: string, part: string): PostedMessage[] {
  return h.standin
    .messagesIn(h.standin.dmChannelOf(userId))
    .filter((m) => `${m.text}\n${JSON.stringify(m.blocks ?? [])}`.includes(part));
}

/** A teacher submits the schedule form in `course`; resolves with the modal's text after the job. */
async function schedules(teacher: string, course: string, text: string): Promise<string> {
  const form = await openScheduleForm(h, teacher, text);
  const mark = h.standin.calls.length;
  const sent = await h.as(teacher).submit(form, { Course: course });
  expect(sent.errors).toEqual({});
  // A clash with one of the teacher's classes would bring the form back (no job): times apart.
  expect(viewText(sent.view as SlackView)).toContain("Scheduling 1 class");
  const shown = await h.standin.waitFor(
    "views.update",
    (c) => c.seq >= mark && c.args.view_id === form.id && c.response.ok === true,
    WAIT_MS,
  );
  return viewText(shown.args.view as SlackView);
}

describe("a new course made from Slack", () => {
  it("is made at ClassIn from its name, stored with its id, listed, told to its teacher, and scheduled in", async () => {
    const form = await newCourseForm();
    const shown = viewText(form);
    expect(shown).not.toContain("Course ID");
    expect(shown).toContain("no course ID to look up");

    const result = await createdView(form, {
      Name: "Chemistry",
      "Default folder": "Literature",
      "Allowed teachers": [ADA.slackUserId],
    });
    const stored = (await h.store.courses.list(teamId)).find((c) => c.name === "Chemistry");
    expect(stored).toMatchObject({ defaultFolderId: "103", teacherUids: [ADA.uid] });
    const courseId = stored?.courseId as number;
    expect(courseId).toBeGreaterThan(0);
    expect(result).toContain(`Created the course Chemistry at ClassIn (course ${courseId}).`);
    expect(result).toMatch(
      new RegExp(
        `\\*Chemistry\\* · course ${courseId}\\nDefault: folder Literature · Teachers: Ada Lovelace`,
      ),
    );

    // Ada is told once that she can schedule in it, and how.
    await h.app.partners.flushAudit();
    await settled(h);
    const told = dmsTo(ADA.slackUserId, "You can now schedule classes in");
    expect(told).toHaveLength(1);
    expect(JSON.stringify(told[0]?.blocks)).toContain("/class schedule");
    expect(JSON.stringify(told[0]?.blocks)).toContain("*Chemistry*");

    // The sandbox holds the course: a class is scheduled in it.
    const scheduled = await schedules(ADA.slackUserId, "Chemistry", "Titration tomorrow 5pm");
    expect(scheduled).toContain("The class is scheduled");
    const classes = h.sandbox.state("1000001").classes.filter((c) => c.courseId === courseId);
    expect(classes).toHaveLength(1);
    expect(classes[0]).toMatchObject({ className: "Titration", teacherUid: ADA.uid });
  });

  it("is made once however the submission is retried: a lost answer, Slack sending it twice, 460 being created", async () => {
    const form = await newCourseForm();
    // The service makes the course but its answer is lost: the client asks again with the same identity.
    h.sandbox.injectFault({ action: "addCourse", applied: true, http: 500 });
    const answers = { Name: "Biology", "Allowed teachers": [MARIE.slackUserId] };
    const first = h.as(ADMIN).submit(form, answers);
    const second = h.as(ADMIN).submit(form, answers);
    for (const sent of await Promise.all([first, second])) expect(sent.errors).toEqual({});
    await h.app.partners.flushAudit();
    await settled(h);
    h.sandbox.clearFaults();
    const biology = (await h.store.courses.list(teamId)).filter((c) => c.name === "Biology");
    expect(biology).toHaveLength(1);
    expect(dmsTo(MARIE.slackUserId, "Biology")).toHaveLength(1);

    // The same form once more: the course it made, nothing new; the next course takes the next id,
    // so the service made no second Biology in between.
    const again = await h.as(ADMIN).submit(form, answers);
    expect(viewText(updatedView(form, again.view))).toContain("Biology");
    await settled(h);
    expect((await h.store.courses.list(teamId)).filter((c) => c.name === "Biology")).toHaveLength(1);
    await createdView(await newCourseForm(), { Name: "Geology" });
    const geology = (await h.store.courses.list(teamId)).find((c) => c.name === "Geology");
    expect(geology?.courseId).toBe((biology[0]?.courseId as number) + 1);

    // Made, the connection reset, then 460 "being created" while asked again: the same course.
    h.sandbox.injectFault({ action: "addCourse", applied: true, reset: true });
    h.sandbox.injectFault({ action: "addCourse", errno: 460 });
    const result = await createdView(await newCourseForm(), { Name: "Zoology" });
    h.sandbox.clearFaults();
    const zoology = (await h.store.courses.list(teamId)).filter((c) => c.name === "Zoology");
    expect(zoology).toHaveLength(1);
    expect(result).toContain(`Created the course Zoology at ClassIn (course ${zoology[0]?.courseId}).`);
    await createdView(await newCourseForm(), { Name: "Botany" });
    const botany = (await h.store.courses.list(teamId)).find((c) => c.name === "Botany");
    expect(botany?.courseId).toBe((zoology[0]?.courseId as number) + 1);
  });

  it("refuses on their fields a name too long and people who cannot teach, by name", async () => {
    const form = await newCourseForm();
    // Past the input's max_length (Slack enforces it only in its client): refused on the field.
    const { values } = h.as(ADMIN).fill(form, { Name: "x" });
    const long = await h.slack.viewSubmission(
      form,
      { ...values, course_name: { course_name: { type: "plain_text_input", value: "x".repeat(91) } } },
      ADMIN,
    );
    expect(JSON.parse(long.body).errors).toEqual({ course_name: "At most 90 characters." });
    h.standin.setUserInfo("UOUTSIDER", { name: "olga", real_name: "Olga Outsider" });
    const bad = await h.as(ADMIN).submit(form, {
      Name: "Drama",
      "Allowed teachers": [ADA.slackUserId, BEN.slackUserId, "UOUTSIDER"],
    });
    expect(bad.errorsByLabel).toEqual({
      "Allowed teachers":
        "Ben Carter and Olga Outsider are not teachers in the directory; add them as teachers first, or leave them out.",
    });
    expect((await h.store.courses.list(teamId)).some((c) => c.name === "Drama")).toBe(false);
  });

  it("shows the service's refusal under the field it concerns: a folder that is gone", async () => {
    const form = await newCourseForm();
    h.sandbox.injectFault({ action: "addCourse", errno: 160 });
    const result = await createdView(form, { Name: "Astronomy", "Default folder": "Literature" });
    h.sandbox.clearFaults();
    expect(result).toContain("ClassIn has no such folder for this school; pick another, or none.");
    expect(result).not.toContain("160");
    expect((await h.store.courses.list(teamId)).some((c) => c.name === "Astronomy")).toBe(false);
  });
});

describe("a course ClassIn refuses", () => {
  it("tells each admin once, in their language, and each teacher reads the course and that the admins know", async () => {
    // Registered in the app, expired at the service (the sandbox's 5004), open to Ada and Marie.
    await h.store.courses.add(teamId, {
      courseId: 5004,
      name: "Chemistry 2024",
      teacherUids: [ADA.uid, MARIE.uid],
    });
    const sentence =
      "ClassIn refuses the course Chemistry 2024: it has expired at ClassIn, so it takes no new classes or seat changes. Your school's admins have been told.";
    const ada = await schedules(ADA.slackUserId, "Chemistry 2024", "Lab tomorrow 8am");
    expect(ada).toContain(sentence);
    expect(ada).not.toContain("Fix what is marked");
    await h.app.partners.flushAudit();
    await settled(h);

    const marie = await schedules(MARIE.slackUserId, "Chemistry 2024", "Lab tomorrow 9am");
    expect(marie).toContain(sentence);
    await h.app.partners.flushAudit();
    await settled(h);

    const english = dmsTo(ADMIN, "refuses the course");
    expect(english).toHaveLength(1);
    const said = viewText(english[0] as never);
    expect(said).toContain(
      "*ClassIn refuses the course Chemistry 2024* (course 5004): it has expired at ClassIn",
    );
    expect(said).toContain("scheduling a class");
    const chinese = dmsTo(WANG.slackUserId, "拒绝了课程");
    expect(chinese).toHaveLength(1);
    expect(viewText(chinese[0] as never)).toContain(
      "*ClassIn 拒绝了课程 Chemistry 2024* （课程 5004）：它在 ClassIn 中已过期",
    );
    // Teachers are not told by DM: they read it where they met it.
    expect(dmsTo(ADA.slackUserId, "refuses the course")).toHaveLength(0);

    // The button opens the Courses page, the course flagged there.
    const mark = h.standin.calls.length;
    const clicked = await h.as(ADMIN).clickButton(english[0] as PostedMessage, "Open Courses");
    expect(clicked.status).toBe(200);
    const page = await h.standin.waitForView({
      callbackId: "admin_courses",
      sinceSeq: mark,
      timeoutMs: WAIT_MS,
    });
    const courses = viewText(page);
    expect(courses).toMatch(/Chemistry 2024[\s\S]*ClassIn refuses this course: it has expired at ClassIn/);

    // The click's role is checked again: someone who is not an admin is refused, no page opens.
    const notAdmin = h.standin.calls.length;
    expect(
      (await h.as(ADA.slackUserId).clickButton(english[0] as PostedMessage, "Open Courses")).status,
    ).toBe(200);
    await h.standin.waitFor("response_url", (c) => c.seq >= notAdmin, WAIT_MS);
    await settled(h);
    expect(h.standin.calls.filter((c) => c.seq >= notAdmin && c.method === "views.open")).toEqual([]);
  });
});

describe("a refused course met by a class change", () => {
  it("names the course in the teacher's seats report; once it works again, a new refusal is told again", async () => {
    const cls = await makeClass(w, { name: "Lab seats", beginTime: w.now() + 3 * 86_400 });
    const mark = h.standin.calls.length;
    h.sandbox.injectFault({ action: "modifyClassSeatNum", errno: 153 });
    await h.as(ADA.slackUserId).command(`/class seats ${cls.classId} 4`);
    const report = await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.args.channel === ADA.slackUserId && JSON.stringify(c.args).includes("Seats"),
      WAIT_MS,
    );
    expect(JSON.stringify(report.args)).toContain(
      "ClassIn refuses the course Algebra I: it has expired at ClassIn, so it takes no new classes or seat changes. Your school's admins have been told",
    );
    await h.app.partners.flushAudit();
    await settled(h);
    const told = dmsTo(ADMIN, "refuses the course Algebra I");
    expect(told).toHaveLength(1);
    expect(viewText(told[0] as never)).toContain("changing seats");

    // A class made in the course: it works again, the flag is cleared.
    await makeClass(w, { name: "Works again", beginTime: w.now() + 5 * 86_400 });
    await h.app.partners.flushAudit();
    expect((await h.store.courses.get(teamId, ALGEBRA.courseId))?.problem).toBeNull();
    // A later refusal is a new one: told again.
    h.sandbox.injectFault({ action: "modifyClassSeatNum", errno: 147 });
    await h.as(ADA.slackUserId).command(`/class seats ${cls.classId} 5`);
    await expect
      .poll(async () => (await h.store.courses.get(teamId, ALGEBRA.courseId))?.problem?.errno, {
        timeout: WAIT_MS,
      })
      .toBe(147);
    await h.app.partners.flushAudit();
    await settled(h);
    h.sandbox.clearFaults();
    expect(dmsTo(ADMIN, "refuses the course Algebra I")).toHaveLength(2);
    expect(dmsTo(WANG.slackUserId, "拒绝了课程 Algebra I")).toHaveLength(2);

    // The admin fixes it at ClassIn and saves the course: the flag goes from the Courses page.
    const list = await coursesPage();
    expect(viewText(list)).toContain("ClassIn refuses this course: ClassIn does not know this course ID");
    const edit = await click(h, ADMIN, list, "Edit", "admin_course_form", {
      value: String(ALGEBRA.courseId),
    });
    const saved = await h.as(ADMIN).submit(edit, { Name: "Algebra I" });
    expect(viewText(updatedView(edit, saved.view))).not.toContain("ClassIn does not know this course ID");
    expect((await h.store.courses.get(teamId, ALGEBRA.courseId))?.problem).toBeNull();
  });
});

describe("a teacher allowed into a course", () => {
  it("gets one DM when an admin adds them, none when the course is saved again, in their language", async () => {
    const list = await coursesPage();
    const edit = await click(h, ADMIN, list, "Edit", "admin_course_form", { value: "5002" });
    const saved = await h.as(ADMIN).submit(edit, {
      Name: "Physics",
      "Allowed teachers": [MARIE.slackUserId, ALAN.slackUserId],
    });
    expect(saved.responseAction).toBe("update");
    await settled(h);
    const told = dmsTo(ALAN.slackUserId, "You can now schedule classes in");
    expect(told).toHaveLength(1);
    expect(JSON.stringify(told[0]?.blocks)).toContain("*Physics*");
    // Marie was allowed before: not told again.
    expect(dmsTo(MARIE.slackUserId, "*Physics*")).toHaveLength(0);

    const again = await click(h, ADMIN, await coursesPage(), "Edit", "admin_course_form", { value: "5002" });
    await h.as(ADMIN).submit(again, { Name: "Physics 2" });
    await settled(h);
    expect(dmsTo(ALAN.slackUserId, "You can now schedule classes in")).toHaveLength(1);
  });
});
