/**
 * The scripted demo session: boots the sandbox, the Slack stand-in and the real app, then plays what
 * an admin, a teacher and students do, through the same signed requests Slack would send, and prints
 * what each person sees. Later features add their scenes to `scenes` below.
 */

import { AGENDA_DEFAULT_MINUTE } from "../classes/notices/morning-agenda.js";
import { localDateOf, zonedSeconds } from "../classes/schedule/occurrences.js";
import { DEMO_SECRET, DEMO_SID } from "../sandbox/index.js";
import type { UploadedFile } from "../slack-standin/index.js";
import type { ClassRecord } from "../store/index.js";
import { bootStack } from "./boot.js";
import { calendarFeedScenes } from "./calendar-feed-scene.js";
import { Demo, WAIT_MS } from "./stage.js";

export const cast = {
  admin: {
    id: "UADMIN",
    name: "mia",
    real_name: "Mia Admin",
    tz: "Europe/London",
    email: "mia@hill.example",
  },
  teacher: {
    id: "UTEACH1",
    name: "ada",
    real_name: "Ada Lovelace",
    tz: "America/New_York",
    email: "ada@hill.example",
  },
  student: {
    id: "USTUD1",
    name: "ben",
    real_name: "Ben Carter",
    tz: "Europe/Berlin",
    email: "ben@hill.example",
  },
  student2: {
    id: "USTUD3",
    name: "zhangwei",
    real_name: "张伟",
    tz: "Asia/Shanghai",
    email: "zhangwei@hill.example",
  },
  // Her Slack is in Chinese: the app writes to her in Chinese (issue 20), whoever sends.
  student3: {
    id: "USTUD4",
    name: "lina",
    real_name: "李娜",
    tz: "Asia/Shanghai",
    locale: "zh-CN",
    email: "lina@hill.example",
  },
  // A teacher whose Slack is in Chinese types her classes in Chinese.
  teacher2: {
    id: "UTEACH2",
    name: "wangfang",
    real_name: "王芳",
    tz: "Asia/Shanghai",
    locale: "zh-CN",
    email: "wangfang@hill.example",
  },
} as const;

export interface DemoOptions {
  /** Where the transcript goes; default stdout. */
  readonly write?: (text: string) => void;
}

/** 张伟 subscribes to his calendar feed once he is in the weekly series, and sees it follow the move. */
const feed = calendarFeedScenes(cast.student2, "Algebra practice");

/** The scenes, in order. Each takes the demo and plays a short story. */
const scenes: Array<(d: Demo) => Promise<void>> = [
  async function adminConnectsTheSchool(d) {
    d.scene("An admin connects the school");
    const { admin } = cast;
    const home = await d.waitForModal(admin.id, "admin_home", await d.command(admin.id, "admin"));
    const form = await d.click(admin.id, home, "Open", "admin_connection", { near: "School connection" });
    const bad = await d.submit(
      admin.id,
      form,
      {
        "Base URL": "partner.example.com",
        "School ID (SID)": DEMO_SID,
        "School SECRET": DEMO_SECRET,
      },
      "forgets the https:// and saves",
    );
    const saved = await d.submit(
      admin.id,
      bad.view,
      {
        "Base URL": d.stack.sandbox.url,
        "School ID (SID)": DEMO_SID,
        "School SECRET": DEMO_SECRET,
      },
      "fixes the address and saves",
    );
    await d.click(admin.id, saved.view, "Test connection", "admin_connection");
  },

  async function adminImportsPeople(d) {
    d.scene("The admin imports the school's own spreadsheet; ClassIn makes everyone's account");
    const { admin } = cast;
    const home = await d.waitForModal(admin.id, "admin_home", await d.command(admin.id, "admin"));
    const people = await d.click(admin.id, home, "Manage", "admin_people", { near: "People" });
    const form = await d.click(admin.id, people, "Import CSV", "admin_import");
    // Her own sheet, as the school keeps it: names, e-mails, a phone for some, roles. No IDs.
    const csv = [
      "Name,Email,Phone,Role",
      `Ada Lovelace,${cast.teacher.email},,teacher`,
      `Ben Carter,${cast.student.email},13700001001,student`,
      `张伟,${cast.student2.email},13700001003,student`,
      "Nguyễn Văn An,an@hill.example,,pupil",
      `李娜,${cast.student3.email},13700001004,student`,
      `王芳,${cast.teacher2.email},,teacher`,
    ].join("\n");
    const mark = d.stack.standin.calls.length;
    await d.submit(
      admin.id,
      form,
      {
        "People (CSV)": csv,
        "Their agreement": "They agreed to have a ClassIn account made with their phone or e-mail",
      },
      "pastes six people from her spreadsheet (one with a typo in the role), ticks that they agreed, and imports",
    );
    d.say("ClassIn makes (or finds) each person's account; the report arrives in her DM:");
    await d.waitForDm(admin.id, mark, /ClassIn account/);
  },

  async function adminRegistersACourse(d) {
    d.scene("The admin makes a new course at ClassIn and says who may teach it");
    const { admin } = cast;
    const home = await d.waitForModal(admin.id, "admin_home", await d.command(admin.id, "admin"));
    const courses = await d.click(admin.id, home, "Manage", "admin_courses", { near: "Courses" });
    const form = await d.click(admin.id, courses, "New course", "admin_course_form");
    const mark = d.stack.standin.calls.length;
    await d.submit(
      admin.id,
      form,
      {
        Name: "Algebra I",
        "Default folder": "Algebra",
        "Allowed teachers": ["Ada Lovelace", "王芳"],
      },
      "names the course Algebra I, picks its folder and Ada and 王芳 as its teachers, and presses Create",
    );
    await d.waitForModal(admin.id, "admin_courses", mark);
    d.say("Ada is told she may teach it:");
    await d.waitForDm(cast.teacher.id, mark, /Algebra I/);
  },

  async function adminReadsTheAuditLog(d) {
    d.scene("The admin checks the audit log");
    const { admin } = cast;
    const home = await d.waitForModal(admin.id, "admin_home", await d.command(admin.id, "admin"));
    await d.click(admin.id, home, "View", "admin_audit", { near: "Audit log" });
  },

  async function everyoneGetsTheirOwnHelp(d) {
    d.scene("Teachers and students each see what they may do");
    await d.waitForReply(await d.command(cast.teacher.id, "help"));
    await d.waitForReply(await d.command(cast.student.id, "help"));
    d.say(`@${cast.student.name} tries the admin form`);
    await d.waitForReply(await d.command(cast.student.id, "admin"));
  },

  async function teacherSchedulesClasses(d) {
    d.scene("A teacher schedules a class and a weekly series");
    const { teacher } = cast;
    const plays: Array<[string, string]> = [
      ["schedule Algebra tomorrow 5pm 45m", "checks the pre-filled form and presses Schedule"],
      ["schedule Algebra practice every tue thu 15:30 60m for 6 weeks", "presses Schedule for the series"],
    ];
    for (const [text, what] of plays) {
      const opened = await d.command(teacher.id, text);
      const form = await d.waitForModal(teacher.id, "schedule_form", opened);
      // The school's folders fill in a moment later; let that finish before submitting.
      await d.stack.standin.waitFor(
        "views.update",
        (c) => c.seq >= opened && c.args.view_id === form.id && c.args.hash !== undefined,
        WAIT_MS,
      );
      const mark = d.stack.standin.calls.length;
      await d.submit(teacher.id, form, {}, what);
      // The last step of scheduling refreshes the teacher's Home.
      await d.stack.standin.waitFor(
        "views.publish",
        (c) => c.seq >= mark && c.args.user_id === teacher.id,
        WAIT_MS,
      );
      // The result DM is queued in the outbox; the app's worker posts it.
      await d.stack.standin.waitFor(
        "chat.postMessage",
        (c) => c.seq >= mark && c.args.channel === teacher.id,
        WAIT_MS,
      );
      d.showSince(mark);
    }
  },

  async function studentOpensAppHome(d) {
    d.scene("A student opens the app's Home tab");
    const mark = d.stack.standin.calls.length;
    d.say(`@${cast.student2.name} opens the Home tab`);
    await d.stack.as(cast.student2.id).openHome();
    await d.stack.standin.waitFor(
      "views.publish",
      (c) => c.seq >= mark && c.args.user_id === cast.student2.id,
      WAIT_MS,
    );
    d.showSince(mark);
  },

  teacherAddsStudentsAndRecording,
  studentGetsTheLiveLink,
  studentAddsTheClassToTheirCalendar,
  teacherSharesAClassCard,
  theClassEnds,
  teacherRatesAStudent,
  teacherCancelsAnOccurrence,
  feed.studentSubscribes,
  teacherMovesAnOccurrence,
  feed.feedFollowsTheMove,
  teacherGetsTheMorningAgenda,
  studentReadsChinese,
  teacherSchedulesInChinese,
  teacherIsWarnedOfADoubleBooking,
];

/** Ada adds Ben to her class through the students modal, then turns replay on with recording. */
async function teacherAddsStudentsAndRecording(d: Demo): Promise<void> {
  d.scene("A teacher adds a student and sets recording and replay");
  const { teacher, student } = cast;
  const plays: Array<[string, string, Record<string, string | string[]>, string, string]> = [
    [
      "students Algebra",
      "class_modal_students",
      { "Add students": [student.id] },
      "picks Ben and presses Save",
      // The report names the classes (as the modal's scope did), the student, and what it means for him.
      "Added to",
    ],
    [
      "video Algebra",
      "class_modal_video",
      { "Recording, live and replay": ["Recording", "Replay"] },
      "keeps Record on, ticks Replay and presses Save",
      // The report says what changed and what the class has now.
      "now recording on",
    ],
  ];
  for (const [text, callbackId, answers, what, report] of plays) {
    const form = await d.waitForModal(teacher.id, callbackId, await d.command(teacher.id, text));
    const mark = d.stack.standin.calls.length;
    await d.submit(teacher.id, form, answers, what);
    // The work finishes after the form closes; the report arrives as a DM.
    await d.stack.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.args.channel === teacher.id && JSON.stringify(c.args).includes(report),
      WAIT_MS,
    );
    d.showSince(mark);
  }
}

/** The demo's single Algebra class (the students and video scenes' class). */
async function algebraClass(d: Demo): Promise<ClassRecord> {
  const teamId = d.stack.standin.identity.teamId;
  const all = await d.stack.store.classes.listUpcoming(teamId, { now: 0, limit: 1000 });
  const found = all.find((c) => c.name === "Algebra" && c.seriesId === null);
  if (!found) throw new Error("demo: the Algebra class was not scheduled");
  return found;
}

/**
 * The class ends: the stack's clocks (app, partner, Slack) move past its end, and the end-of-class job
 * sends Ada one summary (张伟 clicked Join, Ben did not) and each student their replay link.
 */
async function theClassEnds(d: Demo): Promise<void> {
  d.scene("The class ends: the teacher's summary and the replay links");
  const { standin, clock, app } = d.stack;
  const { teacher, student, student2 } = cast;
  const dm = standin
    .messagesIn(standin.dmChannelOf(student2.id))
    .filter((m) => JSON.stringify(m.blocks ?? []).includes("Join live & chat"))
    .at(-1);
  if (!dm) throw new Error("demo: 张伟 has no live link DM");
  d.say(`@${student2.name} clicks "Join live & chat" in Slack (the app counts the click)`);
  await d.stack.as(student2.id).clickButton(dm, "Join live & chat");
  const cls = await algebraClass(d);
  // The click is counted before the class ends (the app acknowledges first, then records it).
  for (let i = 0; i < 100; i++) {
    const links = await d.stack.store.studentLinks.listForClass(cls.teamId, cls.classId);
    if (links.some((l) => l.opens > 0)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const mark = standin.calls.length;
  d.say("(time passes: the clocks of the app, ClassIn and Slack move past the end of the class)");
  clock.advance(Math.max(0, cls.endTime + 1 - clock.now()));
  app.jobs.wake();
  const ended = (c: { args: Record<string, unknown> }, to: string, text: string) =>
    c.args.channel === to && String(c.args.text).includes(text);
  await standin.waitFor(
    "chat.postMessage",
    (c) => c.seq >= mark && ended(c, teacher.id, "Algebra has ended"),
    WAIT_MS,
  );
  for (const s of [student, student2]) {
    await standin.waitFor("chat.postMessage", (c) => c.seq >= mark && ended(c, s.id, "replay of"), WAIT_MS);
  }
  d.showSince(mark);
}

/** Ada rates Ben from her Home's Recent classes: the class has ended, and the modal says who is rated. */
async function teacherRatesAStudent(d: Demo): Promise<void> {
  d.scene("The teacher rates a student after class, from the Home tab");
  const { teacher, student } = cast;
  const { standin } = d.stack;
  const cls = await algebraClass(d);
  const opened = standin.calls.length;
  d.say(`@${teacher.name} opens the Home tab`);
  await d.stack.as(teacher.id).openHome();
  await standin.waitFor("views.publish", (c) => c.seq >= opened && c.args.user_id === teacher.id, WAIT_MS);
  d.showSince(opened);
  const home = standin.homeViewOf(teacher.id);
  if (!home) throw new Error("demo: Ada has no Home");
  const form = await d.click(teacher.id, home, "Rate students", "class_rate", { value: String(cls.classId) });
  const mark = standin.calls.length;
  await d.submit(
    teacher.id,
    form,
    { [student.real_name]: "5", [`Comment for ${student.real_name}`]: "Great questions today." },
    "gives Ben five stars and a comment, then saves",
  );
  await d.waitForModal(teacher.id, "class_rate_done", mark);
}

/**
 * Ada adds 张伟 to her recorded class through the students modal, with "Send each new student their
 * live link" left ticked: the enrolment and its DM commit together and the app's outbox worker posts it.
 */
async function studentGetsTheLiveLink(d: Demo): Promise<void> {
  d.scene("A student receives the live link and opens it");
  const { standin } = d.stack;
  const { teacher, student2 } = cast;
  const form = await d.waitForModal(
    teacher.id,
    "class_modal_students",
    await d.command(teacher.id, "students Algebra"),
  );
  const mark = standin.calls.length;
  // The class service adds 张伟 but its answers get lost on the way back (three in a row, so the
  // client's own retries lose theirs too): the enrolment job asks again instead of reporting a failure.
  d.stack.sandbox.injectFault({ action: "addClassStudentMultiple", applied: true, http: 500, count: 3 });
  d.say("(behind the scenes: ClassIn adds 张伟, but its next three answers are lost — HTTP 500)");
  await d.submit(
    teacher.id,
    form,
    { "Add students": [student2.id] },
    `picks 张伟, leaves "Send each new student their live link" ticked and presses Save`,
  );
  await standin.waitFor("chat.postMessage", (c) => c.seq >= mark && c.args.channel === student2.id, WAIT_MS);
  await standin.waitFor("chat.postMessage", (c) => c.seq >= mark && c.args.channel === teacher.id, WAIT_MS);
  d.showSince(mark);
  const links = standin.messagesIn(standin.dmChannelOf(cast.student2.id)).length;
  d.say(
    `The job asked again until ClassIn answered: Ada's report says added, 张伟 got ${links === 1 ? "one link" : `${links} messages`}, nothing twice`,
  );
  const dm = standin.messagesIn(standin.dmChannelOf(cast.student2.id)).at(-1);
  const link = /"url":"([^"]+live_partner\.php[^"]*)"/.exec(JSON.stringify(dm?.blocks ?? []))?.[1];
  if (!link) throw new Error("the DM has no Join button");
  d.say(`@${cast.student2.name} clicks "Join live & chat"; the browser opens the live page`);
  const page = await fetch(link);
  const text = (await page.text())
    .replace(/<[^>]+>/g, " ")
    .replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)));
  d.say(`The live page answers ${page.status}: ${text.replace(/\s+/g, " ").trim()}`);
  const reminder = [...standin.scheduledMessages.values()].find(
    (m) => m.channel === standin.dmChannelOf(cast.student2.id),
  );
  if (reminder) d.say(`Slack holds a reminder for 张伟, to arrive 15 minutes before class`);
}

/**
 * 张伟 clicks "Add to calendar" on his live-link DM: a calendar file lands in his DM, in his own zone,
 * with his own Join link inside (not printed here: the link carries his personal check code).
 */
async function studentAddsTheClassToTheirCalendar(d: Demo): Promise<void> {
  d.scene("The student adds the class to their calendar");
  const { standin } = d.stack;
  const { student2 } = cast;
  const channel = standin.dmChannelOf(student2.id);
  const dm = standin
    .messagesIn(channel)
    .filter((m) => JSON.stringify(m.blocks ?? []).includes("Add to calendar"))
    .at(-1);
  if (!dm) throw new Error("demo: 张伟's DM has no Add to calendar button");
  const before = [...standin.appFiles.values()].filter((f) => f.channel === channel).length;
  d.say(`@${student2.name} clicks "Add to calendar" on the message with his link`);
  const res = await d.stack.as(student2.id).clickButton(dm, "Add to calendar");
  if (res.status !== 200) throw new Error(`Add to calendar answered HTTP ${res.status}`);
  const end = Date.now() + WAIT_MS;
  const arrived = (): UploadedFile | undefined =>
    [...standin.appFiles.values()].filter((f) => f.channel === channel)[before];
  for (; !arrived(); await new Promise((r) => setTimeout(r, 50))) {
    if (Date.now() > end) throw new Error("demo: no calendar file came");
  }
  const file = arrived() as UploadedFile;
  // The event's own lines (the file's VTIMEZONE has DTSTART lines of its own).
  const event = file.content.slice(file.content.indexOf("BEGIN:VEVENT")).split(/\r?\n/);
  const field = (name: string) => event.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  const start = /TZID=([^:;]+).*:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})/.exec(field("DTSTART") ?? "");
  d.say(`A file "${file.filename}" arrives in 张伟's DM; his calendar app imports it:`);
  d.say(
    `  ${field("SUMMARY")?.slice("SUMMARY:".length)}, ${start ? `${start[2]}-${start[3]}-${start[4]} ${start[5]}:${start[6]} ${start[1]}` : "(no start)"}`,
  );
  d.say(
    "  its description holds his own Join link; importing it again updates the event instead of adding a copy",
  );
}

/**
 * Ada posts the Algebra class's card in the class channel (#algebra, where the app was invited); 张伟,
 * a student of the class, clicks Join on it and alone sees his own link (not printed: it carries his
 * personal check code); the click counts as opened in Ada's after-class summary.
 */
async function teacherSharesAClassCard(d: Demo): Promise<void> {
  d.scene("A teacher shares a class card in a channel; a student clicks Join");
  const { standin } = d.stack;
  const { teacher, student2 } = cast;
  const channel = "C0ALGEBRA";
  standin.setChannelMembers(channel, [teacher.id, student2.id, standin.identity.botUserId]);
  let mark = standin.calls.length;
  d.say(`@${teacher.name} types  /class share Algebra  in #algebra`);
  const res = await d.stack.as(teacher.id, { channelId: channel }).command("/class share Algebra");
  if (res.status !== 200) throw new Error(`/class share answered HTTP ${res.status}`);
  await standin.waitFor("chat.postMessage", (c) => c.seq >= mark && c.args.channel === channel, WAIT_MS);
  d.showSince(mark);
  const card = standin.messagesIn(channel).find((m) => m.via === "chat.postMessage");
  if (!card) throw new Error("demo: no class card in #algebra");
  mark = standin.calls.length;
  d.say(`@${student2.name} clicks "Join" on the card`);
  await d.stack.as(student2.id).clickButton(card, "Join");
  await standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
  d.showSince(mark);
  d.say("Only 张伟 sees that answer, with his own link on the button; the click counts as opened");
}

/**
 * A holiday: from her Home, Ada adds 张伟 to the whole weekly series (one DM listing its dates), then
 * cancels its next class alone. 张伟's series message is edited in place (that date cancelled, no Join button for it) and
 * 张伟 gets one short notice; nothing arrives twice.
 */
async function teacherCancelsAnOccurrence(d: Demo): Promise<void> {
  d.scene("The teacher cancels one class of the weekly series (a holiday)");
  const { standin, store } = d.stack;
  const { teacher, student2 } = cast;
  const teamId = standin.identity.teamId;
  const series = (await store.classes.listUpcoming(teamId, { limit: 1000 })).filter(
    (c) => c.name === "Algebra practice" && c.seriesId !== null,
  );
  // Ada works from her Home: the series is one entry whose buttons act on this and every later class.
  const opened = standin.calls.length;
  d.say(`@${teacher.name} opens the Home tab`);
  await d.stack.as(teacher.id).openHome();
  await standin.waitFor("views.publish", (c) => c.seq >= opened && c.args.user_id === teacher.id, WAIT_MS);
  const home = () => {
    const view = standin.homeViewOf(teacher.id);
    if (!view) throw new Error("demo: Ada has no Home");
    return view;
  };
  const form = await d.click(teacher.id, home(), "Add students", "class_modal_students", {
    near: "Algebra practice",
  });
  let mark = standin.calls.length;
  await d.submit(
    teacher.id,
    form,
    { "Add students": [student2.id] },
    "picks 张伟 (the modal opened from the series applies to this and all later classes) and presses Save",
  );
  await standin.waitFor("chat.postMessage", (c) => c.seq >= mark && c.args.channel === student2.id, WAIT_MS);
  await standin.waitFor("chat.postMessage", (c) => c.seq >= mark && c.args.channel === teacher.id, WAIT_MS);
  d.say(
    `张伟 gets one message listing the ${series.length} dates, each with its Join button, and a reminder before each`,
  );
  const confirm = await d.click(teacher.id, home(), "Cancel", "class_modal_cancel", {
    near: "Algebra practice",
  });
  mark = standin.calls.length;
  await d.submit(
    teacher.id,
    confirm,
    { "Apply to": "class" },
    `picks "This class" (the next one falls on a holiday) and presses "Cancel the class"`,
  );
  await standin.waitFor("chat.postMessage", (c) => c.seq >= mark && c.args.channel === teacher.id, WAIT_MS);
  await standin.waitFor("chat.update", (c) => c.seq >= mark, WAIT_MS);
  await standin.waitFor("chat.postMessage", (c) => c.seq >= mark && c.args.channel === student2.id, WAIT_MS);
  const dm = standin.dmChannelOf(student2.id);
  await standin.waitFor("chat.update", (c) => c.seq >= mark && c.args.channel === dm, WAIT_MS);
  d.showSince(mark);
  const dms = standin.messagesIn(standin.dmChannelOf(student2.id));
  const seriesDm = dms.find((m) => m.text.includes("cancelled by") && m.text.includes("You are in"));
  d.say(
    `张伟's series message now says the date was cancelled${seriesDm ? " and keeps the other dates" : ""}; the class leaves every list, its students are gone at ClassIn (an empty class stays in its school console)`,
  );
}

/**
 * A school trip: Ada moves the next class of the series a day later, from its Home entry. The class
 * service cannot change a time, so a new class is made with the same students and the old one emptied;
 * 张伟's message about it is edited ("已改期：old → new", with the new Join button) and one short new
 * message points to it.
 */
async function teacherMovesAnOccurrence(d: Demo): Promise<void> {
  d.scene("The teacher moves the next class of the series a day later (a school trip)");
  const { standin } = d.stack;
  // What the earlier scenes queued has gone out first, so this scene shows only its own messages.
  await outboxEmpty(d);
  const { teacher, student2 } = cast;
  const opened = standin.calls.length;
  d.say(`@${teacher.name} opens the Home tab`);
  await d.stack.as(teacher.id).openHome();
  await standin.waitFor("views.publish", (c) => c.seq >= opened && c.args.user_id === teacher.id, WAIT_MS);
  const home = standin.homeViewOf(teacher.id);
  if (!home) throw new Error("demo: Ada has no Home");
  const form = await d.click(teacher.id, home, "Move", "class_modal_move", { near: "Algebra practice" });
  const initial = /"initial_date":"(\d{4}-\d{2}-\d{2})"/.exec(JSON.stringify(form.blocks))?.[1];
  if (!initial) throw new Error("demo: the move form has no date");
  const next = new Date(`${initial}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const mark = standin.calls.length;
  await d.submit(
    teacher.id,
    form,
    { "New date": next.toISOString().slice(0, 10) },
    "picks the next day and presses Move",
  );
  await standin.waitFor("chat.postMessage", (c) => c.seq >= mark && c.args.channel === teacher.id, WAIT_MS);
  // The edits of what 张伟 and Ada already have, then everything the move queued.
  for (const who of [student2.id, teacher.id]) {
    const channel = standin.dmChannelOf(who);
    await standin.waitFor("chat.update", (c) => c.seq >= mark && c.args.channel === channel, WAIT_MS);
  }
  await outboxEmpty(d);
  d.showSince(mark);
  d.say(
    "张伟's message says the class moved, old → new, each date with its weekday in his own time; Ada's own message of the series is edited to the new date",
  );
}

/** Waits until the outbox has sent everything queued so far. */
async function outboxEmpty(d: Demo): Promise<void> {
  for (let settled = false; !settled; ) {
    const counts = await d.stack.store.outbox.counts();
    settled = counts.pending + counts.claimed === 0;
    if (!settled) await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The next morning Ada teaches: at 07:30 in New York (her Slack zone) one DM lists the day's classes with
 * their times, students, links and recording, and the class buttons; Home's menu moves or stops it.
 */
async function teacherGetsTheMorningAgenda(d: Demo): Promise<void> {
  d.scene("The teacher's morning agenda");
  const { standin, clock, app, store } = d.stack;
  const { teacher } = cast;
  const upcoming = await store.classes.listUpcoming(standin.identity.teamId, {
    now: clock.now(),
    limit: 1000,
  });
  const hour = Math.floor(AGENDA_DEFAULT_MINUTE / 60);
  const minute = AGENDA_DEFAULT_MINUTE % 60;
  const morning = upcoming
    .map((c) => zonedSeconds(localDateOf(c.beginTime, teacher.tz), { hour, minute }, teacher.tz))
    .find((t) => t > clock.now());
  if (morning === undefined) throw new Error("demo: Ada has no teaching day ahead");
  const mark = standin.calls.length;
  d.say("(time passes: it is 07:30 in New York, Ada's zone, on her next teaching day)");
  clock.advance(morning - clock.now());
  app.jobs.wake();
  await standin.waitFor(
    "chat.postMessage",
    (c) =>
      c.seq >= mark && c.args.channel === teacher.id && String(c.args.text).startsWith("Your classes today"),
    WAIT_MS,
  );
  d.showOnly(mark, (e) => e.userId === teacher.id && e.lines.some((l) => l.includes("Your classes today")));
  d.say(`(on her Home, the "Morning agenda" menu sets another time or turns it off)`);
}

/**
 * 李娜's Slack is in Chinese: when Ada (whose Slack is in English) adds her to the weekly series, her
 * live link DM, its notification and its buttons are in Chinese; Ada's own report stays in English.
 */
async function studentReadsChinese(d: Demo): Promise<void> {
  d.scene("A Chinese-speaking student gets her live link in Chinese");
  const { standin } = d.stack;
  const { teacher, student3 } = cast;
  d.say(`(李娜's Slack is set to 简体中文; Ada's to English)`);
  const opened = standin.calls.length;
  d.say(`@${teacher.name} opens the Home tab`);
  await d.stack.as(teacher.id).openHome();
  await standin.waitFor("views.publish", (c) => c.seq >= opened && c.args.user_id === teacher.id, WAIT_MS);
  const home = standin.homeViewOf(teacher.id);
  if (!home) throw new Error("demo: Ada has no Home");
  const form = await d.click(teacher.id, home, "Add students", "class_modal_students", {
    near: "Algebra practice",
  });
  const mark = standin.calls.length;
  await d.submit(teacher.id, form, { "Add students": [student3.id] }, "picks 李娜 and presses Save");
  await standin.waitFor("chat.postMessage", (c) => c.seq >= mark && c.args.channel === student3.id, WAIT_MS);
  d.showOnly(mark, (e) => e.userId === student3.id);
  const dm = standin.messagesIn(standin.dmChannelOf(student3.id)).at(-1);
  d.say(
    `Her phone's notification reads: ${dm?.text.replace(/<!date\^\d+\^[^|>]*\|([^>]*)>/g, "$1") ?? "(none)"}`,
  );
}

/**
 * 王芳's Slack is in Chinese: she types her class in Chinese after `/class schedule`; the form opens
 * filled from it, its "Read as" line and her result message in Chinese.
 */
async function teacherSchedulesInChinese(d: Demo): Promise<void> {
  d.scene("A Chinese-speaking teacher types her class in Chinese");
  const { standin } = d.stack;
  const { teacher2 } = cast;
  d.say(`(王芳's Slack is set to 简体中文)`);
  const opened = await d.command(teacher2.id, "schedule 代数复习 明天下午3点 45分钟");
  const form = await d.waitForModal(teacher2.id, "schedule_form", opened);
  await standin.waitFor(
    "views.update",
    (c) => c.seq >= opened && c.args.view_id === form.id && c.args.hash !== undefined,
    WAIT_MS,
  );
  const mark = standin.calls.length;
  await d.submit(teacher2.id, form, {}, "checks the filled form and presses 安排 (Schedule)");
  await standin.waitFor("chat.postMessage", (c) => c.seq >= mark && c.args.channel === teacher2.id, WAIT_MS);
  d.showOnly(mark, (e) => e.userId === teacher2.id);
}

/**
 * Ada tries to schedule an office hour over her own next class; the form warns her (naming the class
 * and its time in her zone) and schedules nothing; she picks the hour after it and it is scheduled.
 */
async function teacherIsWarnedOfADoubleBooking(d: Demo): Promise<void> {
  d.scene("Ada tries to schedule over her own class; the form warns her; she picks another time");
  const { standin, store, clock } = d.stack;
  const { teacher } = cast;
  const teamId = standin.identity.teamId;
  // What the earlier scenes queued has gone out first, so this scene shows only its own messages.
  for (let settled = false; !settled; ) {
    const counts = await store.outbox.counts();
    settled = counts.pending + counts.claimed === 0;
    if (!settled) await new Promise((r) => setTimeout(r, 50));
  }
  const ada = await store.people.getBySlackUser(teamId, teacher.id);
  const next = (await store.classes.listUpcoming(teamId, { limit: 1000 })).find(
    (c) => c.teacherUid === ada?.uid && c.beginTime > clock.now() + 3600,
  );
  if (!next) throw new Error("demo: Ada has no class ahead to clash with");
  const local = (unix: number) => {
    const date = localDateOf(unix, teacher.tz);
    const at = new Intl.DateTimeFormat("en-GB", {
      timeZone: teacher.tz,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(new Date(unix * 1000));
    const day = `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
    return { day, at };
  };
  const busy = local(next.beginTime);
  const after = local(next.endTime);
  const opened = await d.command(teacher.id, "schedule Office hour 30m");
  const form = await d.waitForModal(teacher.id, "schedule_form", opened);
  await standin.waitFor(
    "views.update",
    (c) => c.seq >= opened && c.args.view_id === form.id && c.args.hash !== undefined,
    WAIT_MS,
  );
  const { view: warned } = await d.submit(
    teacher.id,
    form,
    { Date: busy.day, "Start time": busy.at },
    `picks ${busy.day} at ${busy.at} and presses Schedule`,
  );
  const mark = standin.calls.length;
  await d.submit(
    teacher.id,
    warned,
    { Date: after.day, "Start time": after.at },
    `picks ${after.at}, right after that class, and presses Schedule again`,
  );
  await standin.waitFor(
    "chat.postMessage",
    (c) => c.seq >= mark && c.args.channel === teacher.id && String(c.args.text).includes("Office hour"),
    WAIT_MS,
  );
  d.showOnly(mark, (e) => e.userId === teacher.id);
}

export async function runDemo(options: DemoOptions = {}): Promise<void> {
  const write = options.write ?? ((text: string) => void process.stdout.write(text));
  write("Classroom for Slack — demo\n");
  write("Starting the ClassIn sandbox (demo school), a local stand-in for Slack and the app...\n");
  const stack = await bootStack({ seedConnection: false, adminIds: [cast.admin.id] });
  try {
    for (const person of Object.values(cast)) {
      stack.standin.setUserInfo(person.id, {
        name: person.name,
        real_name: person.real_name,
        tz: person.tz,
        email: person.email,
        ...("locale" in person && { locale: person.locale }),
      });
    }
    write(
      `ClassIn sandbox: ${stack.sandbox.url}   Slack stand-in: ${stack.standin.url}   App: ${stack.appUrl}\n`,
    );
    const demo = new Demo(stack, write);
    for (const scene of scenes) await scene(demo);
    write("\nDone. Every request above was a correctly signed Slack request to the real app.\n");
  } finally {
    await stack.close();
  }
}
