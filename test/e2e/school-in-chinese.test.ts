/**
 * A whole school week in Chinese (issue 20), end to end: every person's Slack is in zh-CN — the admin,
 * the teacher, her assistant and the students — and a broad week is driven through the real signed
 * requests: the admin's modal and Home, a class scheduled by the form and a weekly series by free
 * text, students added (one already in), seats and recording, a class card and a student's Join,
 * list, my, help, an unknown word, files, every Home, reminders and the morning agenda, a cancel of
 * one class of the series, a move, the class's end (the teacher's summary, the replay DMs) and rating.
 *
 * Then everything the app sent to Slack — and every ack it answered a submission with — is read for
 * English left: a run of three or more English words once the people's own text (their names, the
 * class and course names, the school's files), mrkdwn tokens, command names and "Classroom" are out.
 * What is still English is named below in KNOWN_LEFT, surface by surface: the test wants exactly that
 * list, so the list shrinks as translation lands and a new English string fails the test.
 */
import { describe, expect, it } from "vitest";
import { ALL_SCHOOLS } from "../../src/classes/leaving.js";
import { type LocalDate, localDateOf, zonedSeconds } from "../../src/classes/schedule/occurrences.js";
import { demoFixture } from "../../src/sandbox/index.js";
import { ActionId, ClassInputId, InputId, RateInputPrefix } from "../../src/slack/lib/ids.js";
import type { JsonObject, SlackView } from "../../src/slack-standin/index.js";
import type { ClassRecord } from "../../src/store/index.js";
import { ADA, ADMIN, ALAN, BEN, CHLOE, JOSE, PHYSICS } from "../support/cast.js";
import type { SaidText } from "../support/english-left.js";
import type { ClassWorld } from "../support/school.js";
import {
  expectEnglishLeft,
  type KnownEnglish,
  markersStuckToWideText,
  sentToSlack,
} from "../support/slack-said.js";
import { until } from "../support/until.js";
import {
  ASSISTANT,
  COURSE,
  chineseSchool,
  DAY,
  inChinese,
  STUDENTS,
  schoolActions,
  TEACHER,
  ZONE,
} from "./chinese-school.js";
import {
  type Harness,
  harnessPerFile,
  moveClocksTo,
  openAdmin,
  openByCommand,
  openScheduleForm,
  publishedHome,
  sentByTheApp,
  settled,
  updatedView,
  viewAfter,
  WAIT_MS,
} from "./harness.js";

const [XIAOMING, XIAOHONG, XIAOGANG] = STUDENTS;
const SINGLE = "几何复习";
const SERIES = "每周代数";
const CHANNEL = "CZHCLASS";
const CHANNEL_2 = "CZHLAB";
const UNRECORDED = "化学实验";
/** A class the service makes without recording (errno 280), and a label the school defines. */
const PARTLY = "生物实验";
const LABEL = "作业";
const DELETED_COURSE_CLASS = "力学";
/** Someone in the workspace but not in the school's directory. */
const OUTSIDER = "UZHOUTSIDER";
/** A teacher of the other course, so lists and pickers have someone else's classes too. */
const PHYSICS_TEACHER = {
  slackUserId: "UMARIE",
  uid: "T-MARIE",
  displayName: "居老师",
  role: "teacher" as const,
};

/**
 * English the app still sends a Chinese reader, surface by surface, while translation lands: the test
 * wants exactly these runs found (method + run), so a new English string fails it, and so does a
 * translated one left on the list (take it off). Empty now: the week is all Chinese; an English run a
 * change brings is listed here (with its surface) until it is translated.
 */
const KNOWN_LEFT: readonly KnownEnglish[] = [];

/** Text that is the people's own (names, class, course, label and file names), never the app's. */
function peoplesText(): string[] {
  const fixture: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object")
      for (const [k, v] of Object.entries(node)) {
        if (k === "name" && typeof v === "string") fixture.push(v, v.replace(/\.[a-z]+$/, ""));
        else walk(v);
      }
  };
  walk(demoFixture);
  return [
    ...fixture,
    ...[TEACHER, ASSISTANT, ...STUDENTS].map((p) => p.displayName),
    ...[ADA, ALAN, BEN, CHLOE, JOSE].map((p) => p.displayName),
    COURSE.name,
    PHYSICS.name,
    SINGLE,
    SERIES,
    UNRECORDED,
    PARTLY,
    LABEL,
    DELETED_COURSE_CLASS,
    "名单.csv",
    "被拒的课",
    "朋友.csv",
    // The admin's import form shows a made-up person in its example line (the role word is the
    // format's own keyword, read by the import in every language).
    "Ann Lee",
    // A pasted slack_user value the import report quotes back as typed.
    "not-a-user",
    ZONE,
  ];
}

let h: Harness;
let w: ClassWorld;
/** What the app answered in the HTTP response itself (a submission's view or errors, a command's reply). */
const acks: SaidText[] = [];

harnessPerFile(async (started) => {
  h = started;
  w = await chineseSchool(h, {
    people: [TEACHER, ASSISTANT, ...STUDENTS, PHYSICS_TEACHER],
    courses: [COURSE, PHYSICS],
    channel: CHANNEL,
    acks,
  });
});

type View = SlackView;

/** The steps both Chinese-school stories take, on this file's harness and school. */
const school = schoolActions(
  () => h,
  () => w,
);

/** `/class <text>` as `userId`, and whatever it answers them with: a reply or a modal. */
async function answered(userId: string, text: string): Promise<void> {
  const mark = h.standin.calls.length;
  const res = await h.as(userId).command(`/class ${text}`);
  expect(res.status).toBe(200);
  await h.standin.waitFor(["response_url", "views.open"], (c) => c.seq >= mark, WAIT_MS);
  await settled(h);
}

const home = (userId: string) => publishedHome(h, userId);

const isoDate = (d: LocalDate) =>
  `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
const at = (date: LocalDate, hour: number, minute = 0) => zonedSeconds(date, { hour, minute }, ZONE);

let single: ClassRecord;

describe("a school week in Chinese", () => {
  it("the admin opens /class admin, each of its pages, and Home", async () => {
    const start = await openAdmin(h, ADMIN);
    const pages: string[] = [];
    JSON.stringify(start.blocks, (k, v) => {
      if (k === "action_id" && typeof v === "string" && v.startsWith("admin_nav_")) pages.push(v);
      return v;
    });
    expect(pages.length).toBeGreaterThan(0);
    /** Each page as the modal shows it, without the pause the forms below wait for. */
    const look = (id: string, actionId: string) => school.adminStep(id, actionId, undefined, false);
    const forms = [
      ActionId.courseAdd,
      ActionId.courseEdit,
      ActionId.personAdd,
      ActionId.personEdit,
      ActionId.labelAdd,
    ];
    for (const page of [...new Set(pages)]) {
      const modal = await openAdmin(h, ADMIN);
      await look(modal.id, page);
      // Each page's own forms too (add and edit), as an admin opens them.
      const shown = JSON.stringify((h.standin.views.get(modal.id) as View).blocks);
      for (const form of forms.filter((f) => shown.includes(`"${f}"`))) {
        const again = await openAdmin(h, ADMIN);
        await look(again.id, page);
        await look(again.id, form);
      }
    }
    await home(ADMIN);
  }, 120_000);

  it("the teacher schedules a class by the form and a weekly series by free text", async () => {
    const form = await openScheduleForm(h, TEACHER.slackUserId);
    const tomorrow = localDateOf(h.clock.now() + DAY, ZONE);
    const day = `${tomorrow.year}-${String(tomorrow.month).padStart(2, "0")}-${String(tomorrow.day).padStart(2, "0")}`;
    // A field error first, in the teacher's language.
    const refused = await h.as(TEACHER.slackUserId).submit(form, {
      [InputId.scheduleName]: "x".repeat(60),
      [InputId.scheduleDate]: day,
      [InputId.scheduleTime]: "17:00",
    });
    expect(refused.responseAction).toBe("errors");
    await school.submittedAndTold(TEACHER.slackUserId, form, {
      [InputId.scheduleName]: SINGLE,
      [InputId.scheduleDate]: day,
      [InputId.scheduleTime]: "17:00",
      [InputId.scheduleDuration]: 45,
      [InputId.scheduleAssistant]: ASSISTANT.slackUserId,
      [InputId.scheduleVideo]: ["record", "replay"],
    });
    const [cls] = await school.classNamed(SINGLE);
    if (!cls) throw new Error("the class was not scheduled");
    single = cls;

    const series = await openScheduleForm(h, TEACHER.slackUserId, `${SERIES} Mondays 4pm for 3 weeks`);
    await school.submittedAndTold(TEACHER.slackUserId, series, {});
    expect(await school.classNamed(SERIES)).toHaveLength(3);
  }, 60_000);

  it("adds students (one already in), sets seats and recording", async () => {
    await school.modalSaved(TEACHER.slackUserId, `students ${SINGLE}`, "class_modal_students", {
      [ClassInputId.studentsAdd]: [XIAOMING.slackUserId],
    });
    await school.modalSaved(TEACHER.slackUserId, `students ${SINGLE}`, "class_modal_students", {
      [ClassInputId.studentsAdd]: STUDENTS.map((s) => s.slackUserId),
    });
    await school.modalSaved(TEACHER.slackUserId, `students ${SERIES}`, "class_modal_students", {
      [ClassInputId.studentsAdd]: [XIAOMING.slackUserId],
    });

    await school.command(TEACHER.slackUserId, `seats ${SINGLE} 6 hd`);
    h.app.jobs.wake();
    await school.modalSaved(TEACHER.slackUserId, `video ${SINGLE}`, "class_modal_video", {
      [ClassInputId.videoSwitches]: ["record", "live", "replay"],
    });
    h.app.jobs.wake();
    await sentByTheApp(h);
    await until("the students' live link DMs", async () =>
      STUDENTS.every((s) => school.dmsTo(s.slackUserId).length > 0) ? true : undefined,
    );
  }, 90_000);

  it("shares a class card; a student joins from it, the teacher is offered the channel", async () => {
    await school.command(TEACHER.slackUserId, `share ${SINGLE}`, CHANNEL);
    await school.command(TEACHER.slackUserId, `share ${SERIES}`, CHANNEL);
    const card = await school.cardIn(CHANNEL);
    await school.pressAnswered(XIAOMING.slackUserId, card, ActionId.cardJoin);
    await school.pressAnswered(TEACHER.slackUserId, card, ActionId.cardJoin);

    // The student's own DM: Join, and the calendar file.
    const [dm] = school.dmsTo(XIAOMING.slackUserId);
    if (!dm) throw new Error("no live link DM");
    await school.press(XIAOMING.slackUserId, dm, ActionId.joinLive);
    if (JSON.stringify(dm.blocks).includes(ActionId.calendarAdd)) {
      const mark = h.standin.calls.length;
      await school.press(XIAOMING.slackUserId, dm, ActionId.calendarAdd);
      await h.standin.waitFor("files.completeUploadExternal", (c) => c.seq >= mark, WAIT_MS);
    }
  }, 60_000);

  it("answers list, my, help, an unknown word and files; shows every Home", async () => {
    for (const who of [TEACHER.slackUserId, XIAOMING.slackUserId, ADMIN]) {
      await school.command(who, "list");
      await school.command(who, "help");
      await school.command(who, "shedule");
    }
    await school.command(XIAOMING.slackUserId, "my");
    await school.command(XIAOMING.slackUserId, "frobnicate");
    await school.command(XIAOMING.slackUserId, "schedule");
    await school.command(TEACHER.slackUserId, "files");
    const listing = h.standin.messages.filter((m) => m.ephemeralTo === TEACHER.slackUserId).at(-1);
    if (listing && JSON.stringify(listing.blocks).includes("files_open_")) {
      const mark = h.standin.calls.length;
      await school.press(TEACHER.slackUserId, listing as never, /^files_open_/);
      await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
    }
    await school.command(TEACHER.slackUserId, "video 不存在的课");
    await viewAfter(h, { userId: TEACHER.slackUserId }, () =>
      h.as(TEACHER.slackUserId).command(`/class labels ${SINGLE}`),
    );
    for (const who of [TEACHER, ASSISTANT, ...STUDENTS]) await home(who.slackUserId);
  }, 90_000);

  it("cancels one class of the series and moves the single class", async () => {
    const [firstWeekly] = (await school.classNamed(SERIES)).sort((a, b) => a.beginTime - b.beginTime);
    if (!firstWeekly) throw new Error("no series");
    const cancel = await openByCommand(
      h,
      TEACHER.slackUserId,
      `cancel ${firstWeekly.classId}`,
      "class_modal_cancel",
    );
    await school.submittedAndTold(TEACHER.slackUserId, cancel, {});
    await sentByTheApp(h);

    const move = await openByCommand(h, TEACHER.slackUserId, `move ${single.classId}`, "class_modal_move");
    const date = localDateOf(single.beginTime + DAY, ZONE);
    await school.submittedAndTold(TEACHER.slackUserId, move, {
      [ClassInputId.moveDate]: `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`,
    });
    await sentByTheApp(h);
    const [moved] = await school.classNamed(SINGLE);
    if (!moved || moved.classId === single.classId) throw new Error("the class was not moved");
    single = moved;
  }, 60_000);

  it("reminds, sends the morning agenda, ends the class and rates it", async () => {
    await h.app.reminders.sweep();
    const day = localDateOf(single.beginTime, ZONE);
    const sweep = at(day, 7, 30);
    if (sweep > h.clock.now()) {
      moveClocksTo(h, sweep);
      const next = `job:agenda:${Math.floor(h.clock.now() / 900) + 1}`;
      await until(
        "the agenda sweep",
        async () => (await h.store.outbox.findByDedupeKey(ALL_SCHOOLS, next)) ?? undefined,
      );
      await sentByTheApp(h);
    }
    // The staff reminders before class, then its end: the teacher's summary and the replay DMs.
    moveClocksTo(h, single.beginTime - 5 * 60);
    await sentByTheApp(h);
    const before = school.dmsTo(TEACHER.slackUserId).length;
    moveClocksTo(h, single.endTime + 1);
    const summary = await until("the teacher's summary", async () =>
      school
        .dmsTo(TEACHER.slackUserId)
        .slice(before)
        .find((m) => JSON.stringify(m.blocks).includes(`"${ActionId.classRate}"`)),
    );
    await sentByTheApp(h);
    const rate = await viewAfter(h, { userId: TEACHER.slackUserId, callbackId: "class_rate" }, () =>
      school.press(TEACHER.slackUserId, summary, ActionId.classRate),
    );
    const refused = await h
      .as(TEACHER.slackUserId)
      .submit(rate, { [`${RateInputPrefix.comment}${XIAOMING.uid}`]: "很好" } as never);
    expect(refused.responseAction).toBe("errors");
    await viewAfter(h, { userId: TEACHER.slackUserId, callbackId: "class_rate_done" }, () =>
      h.as(TEACHER.slackUserId).submit(rate, {
        [`${RateInputPrefix.stars}${XIAOMING.uid}`]: "5",
        [`${RateInputPrefix.comment}${XIAOMING.uid}`]: "很好",
      } as never),
    );
    await viewAfter(h, { userId: TEACHER.slackUserId }, () =>
      h.as(TEACHER.slackUserId).command("/class rate"),
    );
    await sentByTheApp(h);
  }, 120_000);

  it("shows the teacher's recent classes; someone outside the directory is told where they stand", async () => {
    await home(TEACHER.slackUserId);
    inChinese(h, OUTSIDER, "赵外人", "outsider");
    await home(OUTSIDER);
    await school.command(OUTSIDER, "help");
    await school.command(OUTSIDER, "my");
    await school.command(OUTSIDER, "list");
  }, 60_000);

  it("an unrecorded class, someone outside the directory, a removal and the channel's students", async () => {
    const form = await openScheduleForm(h, TEACHER.slackUserId, `${UNRECORDED} tomorrow 3pm 30m`);
    await school.submittedAndTold(TEACHER.slackUserId, form, { [InputId.scheduleVideo]: [] });
    const [lab] = await school.classNamed(UNRECORDED);
    if (!lab) throw new Error("the unrecorded class was not scheduled");

    // Someone outside the directory among the students: asked first, refused on the field.
    inChinese(h, OUTSIDER, "赵外人", "outsider");
    const students = await openByCommand(
      h,
      TEACHER.slackUserId,
      `students ${lab.classId}`,
      "class_modal_students",
    );
    const add = { [ClassInputId.studentsAdd]: [XIAOHONG.slackUserId, XIAOGANG.slackUserId, OUTSIDER] };
    const asked = await h.as(TEACHER.slackUserId).submit(students, add as never);
    expect(asked.responseAction).toBe("update");
    const asking = updatedView(students, asked.view);
    expect((await h.as(TEACHER.slackUserId).submit(asking, add as never)).responseAction).toBe("errors");
    await school.modalSaved(TEACHER.slackUserId, `students ${lab.classId}`, "class_modal_students", {
      [ClassInputId.studentsAdd]: [XIAOHONG.slackUserId, XIAOGANG.slackUserId],
    });
    await school.modalSaved(TEACHER.slackUserId, `students ${lab.classId}`, "class_modal_students", {
      [ClassInputId.studentsRemove]: [XIAOGANG.uid],
    });
    await school.command(XIAOHONG.slackUserId, `link ${UNRECORDED}`);

    // Recording on: the students get their links now.
    await school.modalSaved(TEACHER.slackUserId, `video ${lab.classId}`, "class_modal_video", {
      [ClassInputId.videoSwitches]: ["record"],
    });
    h.app.jobs.wake();
    await sentByTheApp(h);

    // A channel without the app is refused; in one with it, the teacher adds the channel's students.
    await school.command(TEACHER.slackUserId, `share ${lab.classId}`, "CZHNOAPP");
    h.standin.setChannelMembers(CHANNEL_2, [
      TEACHER.slackUserId,
      XIAOMING.slackUserId,
      h.standin.identity.botUserId,
    ]);
    await school.command(TEACHER.slackUserId, `share ${lab.classId}`, CHANNEL_2);
    const card = await school.cardIn(CHANNEL_2);
    await school.pressAnswered(TEACHER.slackUserId, card, ActionId.cardJoin);
    const offer = h.standin
      .messagesIn(CHANNEL_2)
      .find(
        (m) =>
          m.ephemeralTo === TEACHER.slackUserId && JSON.stringify(m.blocks).includes(ActionId.cardAddChannel),
      );
    if (!offer) throw new Error("no offer to add the channel");
    const mark = h.standin.calls.length;
    await school.press(TEACHER.slackUserId, offer, ActionId.cardAddChannel);
    await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.args.channel === TEACHER.slackUserId,
      WAIT_MS * 2,
    );
    await sentByTheApp(h);
  }, 120_000);

  it("cancels the rest of the series", async () => {
    const [next] = (await school.classNamed(SERIES)).sort((a, b) => a.beginTime - b.beginTime);
    if (!next) throw new Error("nothing left of the series");
    const cancel = await openByCommand(
      h,
      TEACHER.slackUserId,
      `cancel ${next.classId}`,
      "class_modal_cancel",
    );
    await school.submittedAndTold(TEACHER.slackUserId, cancel, { [ClassInputId.applyTo]: "series" });
    await sentByTheApp(h);
  }, 60_000);

  it("the admin tests the connection, adds a person with mistakes, imports a list with a bad line", async () => {
    const connection = await openAdmin(h, ADMIN);
    await school.adminStep(connection.id, "admin_nav_connection");
    await school.adminStep(connection.id, ActionId.connectionTest);

    const people = await openAdmin(h, ADMIN);
    await school.adminStep(people.id, "admin_nav_people");
    await school.adminStep(people.id, ActionId.personAdd);
    const form = h.standin.views.get(people.id) as View;
    const bad = await h.as(ADMIN).submit(form, {
      [InputId.personSlackUser]: "UNEWPERSON",
      [InputId.personUid]: "T NEW",
      [InputId.personName]: "新老师",
      [InputId.personAccount]: "138 0000",
      [InputId.personRole]: "teacher",
    } as never);
    expect(bad.responseAction).toBe("errors");

    const paste = [
      "slack_user,uid,name,account,role",
      "UNEW2,S-1003,张伟,13700000003,student",
      "UNEW3,S-1004,王芳,13700000004,boss",
      "not-a-user,S-1006,无名,13700000006,student",
    ].join("\n");
    for (const id of ["UNEW2", "UNEW3"]) inChinese(h, id);
    const list = await openAdmin(h, ADMIN);
    await school.adminStep(list.id, "admin_nav_people");
    const importing = JSON.stringify((h.standin.views.get(list.id) as View).blocks).match(
      /"(admin_nav_import[^"]*)"/,
    )?.[1];
    await school.adminStep(list.id, importing ?? "admin_nav_import");
    const mark = h.standin.calls.length;
    const result = await h.as(ADMIN).submit(
      h.standin.views.get(list.id) as View,
      {
        [InputId.importCsv]: paste,
      } as never,
    );
    expect(result.responseAction).toBe("update");
    if (JSON.stringify(result.view).includes("admin_import_report") === false)
      await h.standin.waitForView({ callbackId: "admin_import_report", sinceSeq: mark, timeoutMs: WAIT_MS });

    // A people list dropped into the app's DM: summed up with an Import button, which imports it; a
    // student's drop is refused.
    inChinese(h, "UNEW4");
    await school.dropFile(ADMIN, "名单.csv", "UNEW4,S-1007,李四,13700000007,student");
    const summary = school.dmsTo(ADMIN).at(-1);
    if (!summary) throw new Error("no summary of the dropped list");
    const form2 = await viewAfter(h, { userId: ADMIN, callbackId: "admin_import" }, () =>
      school.press(ADMIN, summary, ActionId.importSharedFile),
    );
    const importing2 = h.standin.calls.length;
    const sent = await h.as(ADMIN).submit(form2, {});
    expect(sent.errors).toEqual({});
    if (!JSON.stringify(sent.view ?? {}).includes("admin_import_report"))
      await h.standin.waitForView({
        callbackId: "admin_import_report",
        sinceSeq: importing2,
        timeoutMs: WAIT_MS,
      });
    await until("the dropped list imported", async () =>
      (await h.store.people.getBySlackUser(w.teamId, "UNEW4")) ? true : undefined,
    );
    await school.dropFile(XIAOMING.slackUserId, "朋友.csv", "UFRIEND1,S-1008,朋友,13800000008,student");
  }, 90_000);

  it("the admin saves settings, a label, a course and removes a person; the teacher labels a class", async () => {
    const saved = async (view: View, answers: Record<string, unknown>) => {
      const result = await h.as(ADMIN).submit(view, answers as never);
      expect(result.errors).toEqual({});
      await settled(h);
    };
    await saved(await school.adminPage("admin_nav_settings"), {
      [InputId.settingsReminderMinutes]: 20,
      [InputId.settingsSeatMax]: 10,
    });
    await saved(await school.adminPage("admin_nav_labels", ActionId.labelAdd), {
      [InputId.labelId]: "301",
      [InputId.labelName]: LABEL,
    });
    await saved(await school.adminPage("admin_nav_courses", ActionId.courseEdit), {});
    const people = await school.adminPage("admin_nav_people");
    const removing = h.standin.calls.length;
    await school.press(ADMIN, people, ActionId.personRemove, "UNEW4");
    await h.standin.waitFor("views.update", (c) => c.seq >= removing, WAIT_MS);

    const [lab] = await school.classNamed(UNRECORDED);
    if (!lab) throw new Error("no class to label");
    await school.modalSaved(TEACHER.slackUserId, `labels ${lab.classId}`, "class_labels", {
      [ClassInputId.labelsPick]: [LABEL],
    });
    h.app.jobs.wake();
    await sentByTheApp(h);

    // The service makes a class but cannot turn recording on: the result says what was not done.
    h.sandbox.injectFault({ action: "addCourseClass", errno: 280 });
    const form = await openScheduleForm(h, TEACHER.slackUserId, `${PARTLY} tomorrow 1pm`);
    const mark = h.standin.calls.length;
    await school.submitted(TEACHER.slackUserId, form, {});
    await h.standin.waitFor(
      ["chat.postMessage", "views.update"],
      (c) => c.seq >= mark && JSON.stringify(c.args).includes(PARTLY),
      WAIT_MS,
    );
    await settled(h);
    h.sandbox.clearFaults();
    await sentByTheApp(h);
  }, 120_000);

  it("a course the class service deleted: the teacher is refused, the admin's Courses page flags it", async () => {
    h.sandbox.deleteCourse(PHYSICS.courseId);
    const form = await openScheduleForm(
      h,
      PHYSICS_TEACHER.slackUserId,
      `${DELETED_COURSE_CLASS} tomorrow 2pm`,
    );
    const mark = h.standin.calls.length;
    await school.submitted(PHYSICS_TEACHER.slackUserId, form, {});
    await h.standin.waitFor(
      "views.update",
      (c) => c.seq >= mark && JSON.stringify(c.args.view).includes("schedule_banner"),
      WAIT_MS,
    );
    const modal = await openAdmin(h, ADMIN);
    const shown = h.standin.calls.length;
    await school.press(ADMIN, modal, "admin_nav_courses");
    await h.standin.waitFor(
      "views.update",
      (c) => c.seq >= shown && (c.args.view as JsonObject).callback_id === "admin_courses",
      WAIT_MS,
    );
  }, 60_000);

  it("refuses what breaks a rule, on its field or in a reply, and says what the service refused", async () => {
    const [lab] = await school.classNamed(UNRECORDED);
    if (!lab) throw new Error("no unrecorded class");
    // The shortcut opens the schedule form; a seat count of 0 is refused on its field.
    const form = await viewAfter(h, { userId: TEACHER.slackUserId, callbackId: "schedule_form" }, () =>
      h.as(TEACHER.slackUserId).shortcut("schedule_class"),
    );
    await h.standin.waitFor(
      "views.update",
      (c) => c.args.view_id === form.id && c.args.hash !== undefined,
      WAIT_MS,
    );
    const tomorrow = localDateOf(h.clock.now() + DAY, ZONE);
    const refused = await h.as(TEACHER.slackUserId).submit(
      h.standin.views.get(form.id) as View,
      {
        [InputId.scheduleName]: "座位为零",
        [InputId.scheduleDate]: isoDate(tomorrow),
        [InputId.scheduleTime]: "09:00",
        [InputId.scheduleSeats]: 0,
        [InputId.scheduleHd]: "全高清",
      } as never,
    );
    expect(refused.responseAction).toBe("errors");
    // Live without recording, on the recording modal's field.
    const video = await openByCommand(h, TEACHER.slackUserId, `video ${lab.classId}`, "class_modal_video");
    const live = await h
      .as(TEACHER.slackUserId)
      .submit(video, { [ClassInputId.videoSwitches]: ["live"] } as never);
    expect(live.responseAction).toBe("errors");
    // HD with 4 seats, refused at once; then a seat count the service refuses, reported by DM.
    await school.command(TEACHER.slackUserId, `seats ${lab.classId} 4 hd`);
    h.sandbox.injectFault({ action: "modifyClassSeatNum", errno: 140 });
    const mark = h.standin.calls.length;
    await school.command(TEACHER.slackUserId, `seats ${lab.classId} 8`);
    h.app.jobs.wake();
    await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.args.channel === TEACHER.slackUserId,
      WAIT_MS,
    );
    h.sandbox.clearFaults();
    // The service refuses: the cloud folder, a class to schedule, students to add (each in its words).
    h.sandbox.injectFault({ action: "getCloudList", errno: 160 });
    await school.command(TEACHER.slackUserId, "files");
    await school.command(TEACHER.slackUserId, "files 4242");
    h.sandbox.injectFault({ action: "addCourseClass", errno: 136 });
    const refusedForm = await openScheduleForm(h, TEACHER.slackUserId, "被拒的课 tomorrow 11am");
    const scheduling = h.standin.calls.length;
    await school.submitted(TEACHER.slackUserId, refusedForm, {});
    // Nothing was made: the form comes back with the service's refusal on it.
    await h.standin.waitFor(
      "views.update",
      (c) => c.seq >= scheduling && JSON.stringify(c.args.view).includes("schedule_banner"),
      WAIT_MS,
    );
    h.sandbox.clearFaults();
    h.sandbox.injectFault({ action: "addClassStudentMultiple", errno: 129 });
    await school.modalSaved(TEACHER.slackUserId, `students ${lab.classId}`, "class_modal_students", {
      [ClassInputId.studentsAdd]: [XIAOGANG.slackUserId],
    });
    h.sandbox.clearFaults();
    // A student may not browse files; the class that ended can be neither moved nor cancelled.
    await school.command(XIAOMING.slackUserId, "files");
    await answered(TEACHER.slackUserId, `move ${single.classId}`);
    await answered(TEACHER.slackUserId, `cancel ${single.classId}`);
    // A rating the service refuses: the page says so.
    const rate = await openByCommand(h, TEACHER.slackUserId, `rate ${single.classId}`, "class_rate");
    h.sandbox.injectFault({ action: "updateClassStudentComment", http: 403 });
    await h.as(TEACHER.slackUserId).submit(rate, {
      [`${RateInputPrefix.stars}${XIAOHONG.uid}`]: "4",
    } as never);
    await settled(h);
    h.sandbox.clearFaults();
    await sentByTheApp(h);
  }, 90_000);

  it("two weeks on, the class can no longer be rated", async () => {
    moveClocksTo(h, single.endTime + 15 * DAY);
    await sentByTheApp(h);
    await answered(TEACHER.slackUserId, `rate ${single.classId}`);
    await home(TEACHER.slackUserId);
  }, 90_000);

  it("set bold and code apart from Chinese text everywhere, so Slack renders them", () => {
    expect(markersStuckToWideText([...sentToSlack(h.standin), ...acks])).toEqual([]);
  });

  it("sent nothing in English but what KNOWN_LEFT names", () => {
    const said = [...sentToSlack(h.standin), ...acks];
    expect(said.some((x) => x.method === "file content")).toBe(true);
    // The week reached every surface it is meant to read (so a broken step cannot pass unread).
    expectEnglishLeft(said, peoplesText(), KNOWN_LEFT, SURFACES);
  });
});

/** Blocks the week must have shown someone: one or more per surface it drives. */
const SURFACES = [
  // The admin's modal pages and forms, and their Home.
  ["area_audit", "audit_0", "connection_sid", "course_0", "course_name", "person_0", "person_role"],
  ["import_csv", "label_name", "settings_time_zone", "home_admin", "welcome_header"],
  // Scheduling: the form, its Read-as line, the working and done views, the result message.
  ["schedule_name", "schedule_read_as", "schedule_progress", "schedule_done", "schedule_result"],
  // The class modals, their reports, the live link DMs and the calendar file's message.
  ["class_students_add", "class_video_switches", "report_0", "live_link_class", "live_link_calendar"],
  // The card, its Join answers; help, unknown words, refusals, lists, files and Homes.
  ["class_card", "card_teacher_actions", "help_commands", "help_unknown_word", "refusal"],
  ["class_list_heading", "my_class_0", "files_where", "home_intro", "home_agenda", "home_class_buttons_0"],
  // The morning agenda, reminders, cancel, move, the end of class and rating.
  ["agenda_header", "reminder_class", "staff_reminder", "cancel_what", "cancel_report", "cancel_notice"],
  [
    "home_stranger",
    "home_recent_0",
    "changed_dm",
    "move_what",
    "move_report",
    "moved_dm",
    "after_class_head",
    "replay_class",
    "rate_page",
  ],
].flat();
