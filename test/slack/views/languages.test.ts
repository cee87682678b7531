/**
 * Every translated view meets Slack's Block Kit limits in every language and with the longest string
 * of each key (`longestT`), with the longest names people can give. Add a view here when it gets `t`.
 */
import { describe, expect, it } from "vitest";
import type { CourseEntry } from "../../../src/classes/admin/courses.js";
import type { PersonEntry } from "../../../src/classes/admin/people.js";
import type { ClassCardFacts } from "../../../src/classes/class-cards.js";
import { CAPABILITIES, ROLES, SUBCOMMANDS, type SubcommandWord } from "../../../src/classes/roles.js";
import type { FieldErrors } from "../../../src/classes/schedule/plan.js";
import type { Prefill } from "../../../src/classes/schedule/prefill.js";
import { DEFAULT_SCHOOL_SETTINGS } from "../../../src/classes/school-settings.js";
import type { ClassLink } from "../../../src/classes/student-links.js";
import { Errno } from "../../../src/partner/index.js";
import { auditPageView } from "../../../src/slack/features/admin/audit/view.js";
import { connectionFormView } from "../../../src/slack/features/admin/connection/view.js";
import { courseFormView } from "../../../src/slack/features/admin/courses/form.js";
import { coursesPageView } from "../../../src/slack/features/admin/courses/view.js";
import {
  sharedFileMessage,
  sharedFileNotAdminMessage,
  sharedFileUnreadableMessage,
} from "../../../src/slack/features/admin/import/file-dm.js";
import { importCheckingView, importReportView } from "../../../src/slack/features/admin/import/report.js";
import { importPageView } from "../../../src/slack/features/admin/import/view.js";
import { labelFormView } from "../../../src/slack/features/admin/labels/form.js";
import { labelsPageView } from "../../../src/slack/features/admin/labels/view.js";
import { adminLoadingView } from "../../../src/slack/features/admin/loading.js";
import { personFormView } from "../../../src/slack/features/admin/people/form.js";
import { peoplePageView, personOption } from "../../../src/slack/features/admin/people/view.js";
import { settingsFormView } from "../../../src/slack/features/admin/settings/view.js";
import { adminHomeView } from "../../../src/slack/features/admin/start-page.js";
import { classEndedMessage, replayMessage } from "../../../src/slack/features/after-class/summary.js";
import {
  addChannelRefusedMessage,
  addChannelStartedMessage,
  cardClosedMessage,
  cardLinkMessage,
  cardNotEnrolledMessage,
  cardNotInChannelMessage,
  cardSharedMessage,
  cardTeacherMessage,
  cardUnknownMessage,
  classCardMessage,
  shareRefusalText,
} from "../../../src/slack/features/cards/view.js";
import { helpMessage, unknownWordMessage } from "../../../src/slack/features/help/view.js";
import { homeView } from "../../../src/slack/features/home/view.js";
import { cancelNoticeMessage, changedDmMessage } from "../../../src/slack/features/link/changed-dm.js";
import { movedDmMessage, movedNoticeMessage } from "../../../src/slack/features/move/moved-dm.js";
import {
  scheduleDoneView,
  scheduleFormView,
  scheduleLoadingView,
  scheduleProgressView,
} from "../../../src/slack/features/schedule/form.js";
import { scheduleFieldProblems } from "../../../src/slack/features/schedule/problems.js";
import { scheduleReadAs } from "../../../src/slack/features/schedule/read-as.js";
import { scheduledLine, scheduleResultMessage } from "../../../src/slack/features/schedule/result.js";
import { noLinkNotice, recordingWarning } from "../../../src/slack/features/unrecorded/view.js";
import {
  calendarActions,
  calendarFileText,
  calendarRefusal,
  calendarWords,
} from "../../../src/slack/lib/blocks/calendar.js";
import { errorMessage } from "../../../src/slack/lib/blocks/error.js";
import { LIMITS } from "../../../src/slack/lib/blocks/limits.js";
import {
  liveLinkMessage,
  myClassesBlocks,
  reminderMessage,
} from "../../../src/slack/lib/blocks/live-link.js";
import { welcomeAdminDm } from "../../../src/slack/lib/welcome/view.js";
import { classRefusalText, refusalMessage } from "../../../src/slack/lib/words/refusal.js";
import { aClassRecord } from "../../support/class-record.js";
import { EVERY_T, TRANSLATORS } from "../../support/i18n.js";
import { messageProblems, shownText, viewProblems } from "./view-reader.js";

const LONG_SCHOOL = "Ｗ".repeat(200);
/** The longest name people can give, with every character mrkdwn escapes. */
const LONG_NAME = `<!channel> *名* & ${"长名字 ".repeat(300)}`;
const AT = 1_800_000_000;

const teachers = Array.from({ length: 30 }, (_, i) => ({ slackUserId: `U0T${i}000`, name: LONG_NAME }));
const courses: CourseEntry[] = Array.from({ length: 45 }, (_, i) => ({
  courseId: 100_000_000 + i,
  name: LONG_NAME,
  defaultFolderId: i % 2 ? String(900_000_000 + i) : null,
  teachers,
  teacherSlackUserIds: [],
  problem: { refusal: "openClass", during: "scheduleSeries", at: AT },
}));
const people: PersonEntry[] = Array.from({ length: 45 }, (_, i) => ({
  slackUserId: `U0P${i}000`,
  name: LONG_NAME,
  uid: "U".repeat(100),
  account: "1".repeat(100),
  role: (["admin", "teacher", "student"] as const)[i % 3] ?? "student",
}));
const labels = Array.from({ length: 45 }, (_, i) => ({ labelId: 1_000_000 + i, name: LONG_NAME }));

describe.each(EVERY_T)("views in %s", (_name, t) => {
  it("Home with the language menu, for each role and each choice", () => {
    for (const role of ["admin", "teacher", "student"] as const) {
      for (const language of ["auto", "en", "zh-CN"] as const) {
        const view = homeView({
          role,
          scope: role === "student" ? "attending" : "teaching",
          classes: [],
          myClasses: [],
          schoolName: LONG_SCHOOL,
          canSchedule: role !== "student",
          agenda: { enabled: true, minuteOfDay: 450 },
          language,
          t,
        });
        expect(viewProblems(view)).toEqual([]);
        const block = view.blocks.find((b) => b.block_id === "home_language") as unknown as {
          accessory: { initial_option: { value: string } };
        };
        expect(block.accessory.initial_option.value).toBe(language);
      }
    }
  });

  it("every admin page and form, full lists and long names", () => {
    const notice = { ok: false, text: LONG_NAME };
    const views = [
      adminLoadingView(t),
      adminHomeView({
        connection: { sid: "9".repeat(60), hasSecret: true },
        courseCount: 1000,
        refusedCourseCount: 999,
        peopleCount: 10_000,
        labelCount: 1000,
        settings: DEFAULT_SCHOOL_SETTINGS,
        schoolName: LONG_SCHOOL,
        timeZoneUnset: true,
        notice,
        t,
      }),
      adminHomeView({ connection: { sid: "1", hasSecret: false }, courseCount: 1, peopleCount: 1, t }),
      connectionFormView({
        baseUrl: "https://partner.example.com",
        sid: "12345",
        hasSecret: true,
        lastTest: { ok: false, failure: { kind: "not-partner", baseUrl: LONG_NAME }, at: AT },
        notice,
        t,
      }),
      connectionFormView({ baseUrl: "", sid: "", hasSecret: false, t }),
      settingsFormView({
        settings: DEFAULT_SCHOOL_SETTINGS,
        name: LONG_SCHOOL,
        timeZoneLabel: "(UTC+08:00) Shanghai — Asia/Shanghai",
        notice,
        t,
      }),
      coursesPageView({ courses, offset: 40, notice, t }),
      coursesPageView({ courses: [], t }),
      courseFormView({ course: null, t }),
      courseFormView({ newForm: { formId: "0123456789abcdef", name: LONG_NAME }, notice, t }),
      courseFormView({
        course: { courseId: 5, name: LONG_NAME, teacherSlackUserIds: [], defaultFolderId: "77" },
        folders: [{ folderId: "1", name: LONG_NAME }],
        notice,
        t,
      }),
      peoplePageView({ people, offset: 0, notice, t }),
      peoplePageView({ people: [], t }),
      personFormView({ person: people[0], notice, t }),
      personFormView({ t }),
      labelsPageView({ labels, offset: 40, notice, t }),
      labelsPageView({ labels: [], t }),
      auditPageView({
        entries: Array.from({ length: 80 }, (_, i) => ({
          at: AT,
          actorSlackUserId: i % 2 ? "UADMIN" : null,
          said: { kind: "change", change: { op: "course.add", name: LONG_NAME } },
          ok: i % 3 === 0,
          why: i % 3 === 0 ? null : ({ kind: "refused", errno: Errno.classInSession } as const),
          latencyMs: 120,
        })),
        total: 5000,
        t,
      }),
      auditPageView({ entries: [], t }),
      labelFormView({
        known: Array.from({ length: 120 }, (_, i) => ({
          labelId: i + 1,
          name: i % 2 ? LONG_NAME : null,
          classNames: i % 3 ? [LONG_NAME, LONG_NAME] : [],
        })),
        notice,
        t,
      }),
      labelFormView({ label: { labelId: 9, name: LONG_NAME }, t }),
      importPageView({ initialText: LONG_NAME, notice, t }),
      importPageView({ draft: { id: "0123456789abcdef", parts: 99, lines: 2000 }, t }),
      importPageView({ draft: { id: "0123456789abcdef", parts: 1, lines: 1, fileName: LONG_NAME }, t }),
      importCheckingView(2000, t),
      importReportView({
        entries: Array.from({ length: 2000 }, (_, i) => ({
          line: i,
          ok: i % 2 === 0,
          said: { kind: "uid-taken" as const, name: LONG_NAME, uid: LONG_NAME },
          ...(i % 5 ? {} : { place: `Part 3, line ${i}` }),
        })),
        separator: ";",
        t,
      }),
    ];
    for (const view of views) expect(viewProblems(view)).toEqual([]);
    const problems = Array.from({ length: 40 }, () => LONG_NAME);
    for (const message of [
      sharedFileMessage(
        {
          fileName: LONG_NAME,
          ready: 2000,
          problems,
          refused: null,
          separator: ";",
          draftId: "0123456789abcdef",
        },
        t,
      ),
      sharedFileMessage(
        { fileName: LONG_NAME, ready: 0, problems, refused: LONG_NAME, separator: ",", draftId: null },
        t,
      ),
      sharedFileNotAdminMessage(t),
      sharedFileUnreadableMessage(LONG_NAME, LONG_NAME, t),
    ])
      expect(viewProblems({ type: "home", blocks: message.blocks ?? [] })).toEqual([]);
    const option = personOption(people[0] as PersonEntry, t);
    expect(option.text.text.length).toBeLessThanOrEqual(LIMITS.optionText);
  });
});

describe.each(EVERY_T)("help, refusals and errors in %s", (_name, t) => {
  const asMessage = (m: { blocks: unknown[] }) => ({ type: "home" as const, blocks: m.blocks }) as never;
  it("help for every role, unknown words, refusals and the failure message", () => {
    const words = Object.keys(SUBCOMMANDS) as SubcommandWord[];
    const messages = [
      ...[...ROLES, null].map((role) => helpMessage({ role, t })),
      unknownWordMessage({ typed: LONG_NAME, suggestion: null, allowed: words, t }),
      ...words.map((w) => unknownWordMessage({ typed: LONG_NAME, suggestion: w, allowed: words, t })),
      ...CAPABILITIES.flatMap((capability) =>
        [...ROLES, null].map((role) => refusalMessage({ capability, role, t })),
      ),
      ...[undefined, 0, 1, 30, 500].map((retryAfterSeconds) =>
        errorMessage({ referenceId: "ABCD2345", retryAfterSeconds, t }),
      ),
    ];
    for (const message of messages) {
      expect(viewProblems(asMessage(message))).toEqual([]);
      expect(message.text.length).toBeLessThanOrEqual(LIMITS.sectionText);
    }
    const refusal = classRefusalText({ kind: "course", courseId: 7, courseName: LONG_NAME }, t);
    expect(refusal.length).toBeLessThanOrEqual(LIMITS.sectionText);
  });
});

/** Every problem the schedule form can show, one per field where the field has several. */
const EVERY_SCHEDULE_PROBLEM: readonly FieldErrors[] = [
  {
    course: { kind: "course-not-allowed" },
    name: { kind: "name-control" },
    date: { kind: "too-far" },
    time: { kind: "too-soon", minutes: 2 },
    duration: { kind: "duration-range", min: 15, max: 1440 },
    teacher: { kind: "teacher-not-allowed", teacher: LONG_NAME, course: LONG_NAME },
    assistant: { kind: "assistant-not-teacher" },
    seats: { kind: "seats-over", max: 4, school: true },
    hd: { kind: "hd-seats" },
    video: { kind: "video-needs-recording" },
    folder: { kind: "choose-folder" },
    intro: { kind: "too-long", max: 1000 },
    weekdays: { kind: "no-weekday" },
    weeks: { kind: "last-too-far", date: { year: 2029, month: 11, day: 26 } },
  },
  {
    course: { kind: "choose-course" },
    name: { kind: "enter-name" },
    date: { kind: "choose-date" },
    time: { kind: "choose-time" },
    duration: { kind: "duration-whole" },
    teacher: { kind: "own-classes-only" },
    assistant: { kind: "assistant-is-teacher" },
    seats: { kind: "seats-none" },
    weeks: { kind: "too-many-classes", max: 100, made: 102 },
  },
  {
    teacher: { kind: "not-a-teacher" },
    seats: { kind: "seats-over", max: 12, school: false },
    weeks: { kind: "weeks-range", max: 100 },
  },
  { teacher: { kind: "choose-teacher" } },
];

/** A loose text's reading: every part and every open choice. */
const LOOSE: Prefill = {
  name: LONG_NAME,
  weekly: true,
  every: [2, 4],
  span: { count: 7, unit: "classes" },
  date: "2027-01-05",
  durationMinutes: 90,
  unsureTime: "5",
};

describe.each(EVERY_T)("schedule views in %s", (_name, t) => {
  it("the form with every problem, the Read-as line, and the working and done views", () => {
    for (const errors of EVERY_SCHEDULE_PROBLEM) {
      const view = scheduleFormView({
        courses: Array.from({ length: 150 }, (_, i) => ({ courseId: i + 1, name: LONG_NAME })),
        folders: Array.from({ length: 200 }, (_, i) => ({ folderId: String(100 + i), name: LONG_NAME })),
        timeZone: "America/Argentina/ComodRivadavia",
        zoneFromProfile: false,
        initial: { name: LONG_NAME, intro: LONG_NAME, weekly: true, weekdays: [0, 1, 2, 3, 4, 5, 6] },
        metadata: { tz: "UTC", profile: false },
        readAs: scheduleReadAs(LOOSE, 2026, t),
        banner: LONG_NAME,
        fieldProblems: scheduleFieldProblems(errors, t),
        t,
      });
      expect(viewProblems(view)).toEqual([]);
    }
    for (const readAs of [
      scheduleReadAs({}, 2026, t),
      scheduleReadAs({ name: "Quiz", date: "2026-11-24", time: "10:45", fromNowMinutes: 120 }, 2026, t),
      scheduleReadAs(
        { weekly: true, every: "weekday", time: "09:00", span: { count: 5, unit: "days" } },
        2026,
        t,
      ),
    ]) {
      expect(readAs.length).toBeGreaterThan(0);
    }
    const line = scheduledLine(
      { beginTime: AT, endTime: AT + 3600, status: "partial", classId: null, problem: LONG_NAME },
      t,
    );
    for (const view of [
      scheduleLoadingView(t),
      scheduleProgressView(1, t),
      scheduleProgressView(100, t),
      scheduleDoneView([t("schedule.done.many", { made: 100 }), t("schedule.done.toTeacher"), line], t),
    ])
      expect(viewProblems(view)).toEqual([]);
  });

  it("the result message of a 100-class series with failures, and of one class", () => {
    for (const weekly of [true, false]) {
      const message = scheduleResultMessage(
        {
          name: LONG_NAME,
          courseName: LONG_NAME,
          teacherSlackUserId: "U0TEACHER",
          assistantSlackUserId: "U0ASSIST",
          createdBy: "U0ADMIN",
          seats: 6,
          isHd: 2,
          record: true,
          live: true,
          replay: true,
          liveUrl: "https://partner.example/live.php?lessonKey=abc",
          weekly,
          classes: Array.from({ length: weekly ? 100 : 1 }, (_, i) => ({
            beginTime: AT + i * 604_800,
            endTime: AT + i * 604_800 + 3600,
            status: i % 3 === 0 ? "failed" : i % 3 === 1 ? "partial" : "created",
            classId: i % 3 === 0 ? null : 5000 + i,
            problem: i % 3 === 2 ? null : LONG_NAME,
          })),
        },
        t,
      );
      expect(viewProblems({ type: "home", blocks: message.blocks ?? [] })).toEqual([]);
      expect(message.text.length).toBeLessThanOrEqual(LIMITS.messageText);
    }
  });
});

describe("the schedule flow reads naturally in Chinese", () => {
  const zh = TRANSLATORS["zh-CN"];
  const en = TRANSLATORS.en;
  const monday: Prefill = {
    name: "Algebra",
    weekly: true,
    every: [1],
    time: "16:00",
    span: { count: 8, unit: "weeks" },
    weeks: 8,
    date: "2026-11-30",
  };

  it("says the Read-as line in the teacher's language, dates by Intl", () => {
    expect(scheduleReadAs(monday, 2026, en)).toBe(
      "Read as: Algebra, Mondays at 16:00 for 8 weeks, starting Mon 30 Nov",
    );
    expect(scheduleReadAs(monday, 2026, zh)).toBe("识别为：Algebra，每周一 16:00，共 8 周，11月30日周一开始");
    expect(scheduleReadAs(LOOSE, 2026, zh)).toBe(
      `识别为：${LONG_NAME}，每周二和周四，共 7 节课，2027年1月5日周二开始，每节 1 小时 30 分钟。` +
        "还需选择：开始时间（“5”是上午还是下午？）和周数（7 节课无法按每周二和周四正好排成整周）。",
    );
    expect(
      scheduleReadAs({ name: "Quiz", date: "2026-11-24", time: "10:45", fromNowMinutes: 120 }, 2026, zh),
    ).toBe("识别为：Quiz，11月24日周二 10:45（2 小时后）");
  });

  it("words each field problem and the weekdays in Chinese", () => {
    expect(
      scheduleFieldProblems(
        { weeks: { kind: "last-too-far", date: { year: 2029, month: 11, day: 26 } } },
        zh,
      ),
    ).toEqual({
      weeks: "最后一节课（2029年11月26日周一）距今将超过 3 年。",
    });
    const form = scheduleFormView({
      courses: [{ courseId: 1, name: "Algebra I" }],
      folders: [],
      timeZone: "Asia/Shanghai",
      zoneFromProfile: true,
      initial: {},
      metadata: { tz: "Asia/Shanghai", profile: true },
      t: zh,
    });
    const text = JSON.stringify(form);
    for (const words of [
      "安排课程",
      "星期一",
      "星期日",
      "台上座位数",
      "录制",
      "直播",
      "回放",
      "不重复",
      "每周",
    ])
      expect(text).toContain(words);
    expect(text).not.toMatch(/Monday|Recording|Weekly/);
  });
});

describe.each(EVERY_T)("class cards in %s", (name, t) => {
  const asMessage = (m: { blocks: unknown[] }) => ({ type: "home" as const, blocks: m.blocks }) as never;
  const cls = {
    classId: 5,
    name: LONG_NAME,
    courseId: 5001,
    teacherUid: "T-ADA",
    courseName: LONG_NAME,
    beginTime: AT,
    endTime: AT + 99 * 3600,
    teacherName: LONG_NAME,
    teacherSlackUserId: null,
    seriesId: "s1",
  };
  const states: ClassCardFacts["state"][] = [
    "open",
    "ended",
    { cancelledBy: "school" },
    { cancelledBy: { name: LONG_NAME } },
  ];
  const series = [
    null,
    { total: 999, ahead: 998, first: AT, last: AT + 1, everyWeeks: 1 },
    { total: 999, ahead: 3, first: AT, last: AT + 1, everyWeeks: 12 },
  ];
  it("the card in each state, and every private answer of a click or a share", () => {
    const messages = [];
    for (const state of states)
      for (const s of series) {
        const facts: ClassCardFacts = { cardId: 2 ** 31, cls, seatNum: 99, series: s, state };
        // The card is rendered by locale; `longest` has none, so it checks Chinese again.
        messages.push(classCardMessage(facts, name === "en" ? "en" : "zh-CN"));
        messages.push(
          cardNotEnrolledMessage(facts, t),
          cardClosedMessage(facts, t),
          cardTeacherMessage(facts, t),
        );
      }
    for (const link of [null, `https://example.com/live?${"a".repeat(2000)}`])
      messages.push(cardLinkMessage({ ...cls, link, account: "1", opens: 0 } as never, t));
    messages.push(
      addChannelStartedMessage(LONG_NAME, t),
      addChannelStartedMessage(null, t),
      addChannelRefusedMessage({ kind: "unknown" }, t),
      addChannelRefusedMessage({ kind: "over" }, t),
      addChannelRefusedMessage(
        { kind: "access", refusal: { kind: "course", courseId: 1, courseName: LONG_NAME } },
        t,
      ),
      cardSharedMessage(LONG_NAME, true, t),
      cardSharedMessage(LONG_NAME, false, t),
      cardNotInChannelMessage(t),
      cardUnknownMessage(t),
    );
    for (const message of messages) {
      expect(viewProblems(asMessage(message))).toEqual([]);
      expect(message.text.length).toBeLessThanOrEqual(LIMITS.sectionText);
    }
    for (const why of [
      { kind: "not-a-channel" as const },
      { kind: "ended" as const, name: LONG_NAME },
      { kind: "access" as const, refusal: { kind: "role" as const, capability: "share" as const } },
    ])
      expect(shareRefusalText(why, t).length).toBeLessThanOrEqual(LIMITS.sectionText);
  });
});

/** The student's world (issue 20): every DM, reminder, list and Home a student reads. */
const WEEK = 7 * 86_400;
const studentClass = (i: number, link: string | null = `https://live.example/j?k=${i}`): ClassLink => ({
  classId: 1000 + i,
  name: LONG_NAME,
  courseId: 5001,
  teacherUid: "T-ADA",
  courseName: LONG_NAME,
  beginTime: AT + i * WEEK,
  endTime: AT + i * WEEK + 2700,
  teacherName: LONG_NAME,
  teacherSlackUserId: i % 2 ? "U0TEACH1" : null,
  seriesId: "s1",
  link,
});
const series = Array.from({ length: 60 }, (_, i) => studentClass(i));
const summary = (i: number) => ({ ...studentClass(i), seriesId: "s1" });
const studentRecord = aClassRecord({ name: LONG_NAME, beginTime: AT, endTime: AT + 2700, record: false });

describe.each(EVERY_T)("the student's views in %s", (_name, t) => {
  it("live link DMs, reminders, /class my, changes, replay and notices fit Slack's limits", () => {
    const names = Array.from({ length: 400 }, () => LONG_NAME);
    const messages = [
      liveLinkMessage([studentClass(0)], { t }),
      liveLinkMessage([studentClass(1, null)], { t }),
      liveLinkMessage(series, { t }),
      liveLinkMessage(series, { now: series[55]?.endTime ?? 0, t }),
      liveLinkMessage(series, { now: series[59]?.endTime ?? 0, t }),
      liveLinkMessage([studentClass(0, null), studentClass(1, null)], { t }),
      reminderMessage(studentClass(1), 15, t),
      reminderMessage(studentClass(2, null), 1, t),
      myClassesBlocks([], undefined, { t }),
      myClassesBlocks([], "algebra", { t }),
      myClassesBlocks(series, undefined, { t }),
      myClassesBlocks(
        Array.from({ length: 60 }, (_, i) => ({ ...studentClass(i), seriesId: null })),
        undefined,
        { t, calendar: true },
      ),
      changedDmMessage(
        { change: "removed", classes: [summary(0)], by: { name: LONG_NAME }, remaining: [] },
        t,
      ),
      changedDmMessage(
        {
          change: "cancelled",
          classes: Array.from({ length: 30 }, (_, i) => summary(i)),
          by: "teacher",
          remaining: series.slice(30),
        },
        t,
      ),
      changedDmMessage({ change: "cancelled", classes: [], by: "admin", remaining: [] }, t),
      movedDmMessage(
        {
          from: summary(0),
          by: { name: LONG_NAME },
          remaining: series.slice(2),
          to: studentClass(1),
          calendarFile: true,
        },
        t,
      ),
      movedDmMessage({ from: summary(0), by: "school", remaining: [], to: studentClass(1) }, t),
      movedDmMessage(
        { from: summary(0), by: "admin", remaining: [], to: { ...studentClass(1), link: null } },
        t,
      ),
      movedNoticeMessage({ from: summary(0), to: summary(1), by: { name: LONG_NAME }, withLink: true }, t),
      cancelNoticeMessage({ classes: [summary(0)], by: "school", edited: false }, t),
      cancelNoticeMessage(
        { classes: [summary(0), summary(1)], by: { name: LONG_NAME }, edited: false, reason: LONG_NAME },
        t,
      ),
      classEndedMessage({ cls: summary(0), joined: names, notJoined: names, rateDays: 14, replay: true }, t),
      classEndedMessage({ cls: summary(0), joined: [], notJoined: ["Ben"], rateDays: 1, replay: false }, t),
      replayMessage(studentClass(1), t),
      recordingWarning(studentRecord, 300, AT - 1200, t),
      recordingWarning(studentRecord, 1, AT - 1200, t),
      noLinkNotice(studentRecord, t),
      calendarRefusal({ kind: "notYours" }, t),
      calendarRefusal({ kind: "gone" }, t),
      calendarRefusal(
        { kind: "access", refusal: { kind: "course", courseId: 5001, courseName: LONG_NAME } },
        t,
      ),
    ];
    for (const message of messages) expect(messageProblems(message)).toEqual([]);
    const actions = calendarActions("cal", 1, "series", t);
    expect(viewProblems({ type: "home", blocks: [actions] })).toEqual([]);
    expect(calendarFileText({ name: LONG_NAME, classes: 60, series: true }, t).length).toBeGreaterThan(0);
    expect(calendarWords(t).withTeacher("Algebra", "Ada")).toContain("Ada");
  });

  it("a student's Home with their classes, empty, and a stranger's", () => {
    for (const myClasses of [series, []]) {
      const view = homeView({ role: "student", scope: "attending", classes: [], myClasses, t });
      expect(viewProblems(view)).toEqual([]);
    }
    expect(viewProblems(homeView({ role: null, scope: "attending", classes: [], t }))).toEqual([]);
  });
});

describe("the student's views read in the reader's language", () => {
  const zh = TRANSLATORS["zh-CN"];
  const en = TRANSLATORS.en;
  it("a calendar file refused for a course not theirs: the refusal in the reader's words, the name escaped", () => {
    const refusal = { kind: "course", courseId: 5001, courseName: "<Algebra>" } as const;
    expect(calendarRefusal({ kind: "access", refusal }, en).text).toContain(
      "You cannot change classes of &lt;Algebra&gt;",
    );
    const chinese = calendarRefusal({ kind: "access", refusal }, zh).text;
    expect(chinese).toContain("&lt;Algebra&gt;");
    expect(chinese).not.toMatch(/You cannot/);
  });
  it("a live link DM and its fallback text: English for one, Chinese for the other", () => {
    const english = liveLinkMessage([studentClass(0)], { t: en });
    const chinese = liveLinkMessage([studentClass(0)], { t: zh });
    expect(english.text).toContain("You are in");
    expect(JSON.stringify(english.blocks)).toContain("Join live & chat");
    expect(chinese.text).toContain("你已加入");
    expect(JSON.stringify(chinese.blocks)).toContain("进入直播和聊天");
    expect(JSON.stringify(chinese.blocks)).toContain("添加到日历");
    expect(JSON.stringify(chinese.blocks)).not.toMatch(/You are|Join live|Add to calendar/);
    // One date shape for every language, with the weekday: Slack words it in the reader's language.
    expect(english.text).toContain("{date_long} {time}");
    expect(chinese.text).toContain("{date_long} {time}");
    expect(chinese.text).not.toContain(" at ");
  });

  it("changes, reminders, lists and Home in Chinese", () => {
    const texts = [
      changedDmMessage({ change: "removed", classes: [summary(0)], by: "teacher", remaining: [] }, zh),
      cancelNoticeMessage({ classes: [summary(0)], by: "school", edited: true }, zh),
      movedDmMessage({ from: summary(0), by: "school", remaining: [], to: studentClass(1) }, zh),
      movedNoticeMessage({ from: summary(0), to: summary(1), by: "school", withLink: false }, zh),
      reminderMessage(studentClass(1), 15, zh),
      myClassesBlocks(series.slice(0, 3), undefined, { t: zh }),
      replayMessage(studentClass(1), zh),
      noLinkNotice(studentRecord, zh),
    ];
    for (const m of texts) {
      expect(`${m.text} ${shownText(m)}`).toMatch(/[\u4e00-\u9fff]/);
      expect(`${m.text} ${shownText(m)}`).not.toMatch(/\b(You|your|the school|starts in|Replay is)\b/);
    }
    const home = shownText(
      homeView({ role: "student", scope: "attending", classes: [], myClasses: [], t: zh }),
    );
    expect(home).toContain("你接下来没有课");
  });
});

describe.each(EVERY_T)("the welcome in %s", (_name, t) => {
  it("the first admin's DM, each step done or not, within Block Kit's limits", () => {
    for (const done of [false, true]) {
      const dm = welcomeAdminDm(t, {
        timeZoneChosen: done,
        connected: !done,
        people: done,
        coursesWithTeachers: done,
      });
      expect(messageProblems(dm)).toEqual([]);
      expect(dm.text.length).toBeLessThanOrEqual(LIMITS.sectionText);
    }
  });
});
