/**
 * The teacher's views (issue 20) within Slack's Block Kit limits in every language and with the
 * longest string of each key (`longestT`), with the longest names people can give; and each one in
 * Chinese for a Chinese reader, English by default.
 */
import { describe, expect, it } from "vitest";
import type { ListEntry } from "../../../src/classes/classes-list.js";
import type { AgendaClass } from "../../../src/classes/notices/morning-agenda.js";
import { translator } from "../../../src/i18n/index.js";
import { morningAgendaMessage } from "../../../src/slack/features/agenda/view.js";
import {
  cancelConfirmView,
  cancelRefusedView,
  cancelReportMessage,
  cancelReportView,
} from "../../../src/slack/features/cancel/view.js";
import { folderListingMessage } from "../../../src/slack/features/files/view.js";
import { type ClassSummary, classListMessage } from "../../../src/slack/features/home/class-list.js";
import { homeView } from "../../../src/slack/features/home/view.js";
import { staffReminder } from "../../../src/slack/features/reminders/staff-view.js";
import { seatsReport } from "../../../src/slack/features/seats/report.js";
import { seatsModalView } from "../../../src/slack/features/seats/view.js";
import { videoReport } from "../../../src/slack/features/video/report.js";
import { videoModalView } from "../../../src/slack/features/video/view.js";
import {
  classNoticeView,
  classReportView,
  classWorkingView,
  faceFor,
} from "../../../src/slack/lib/class-modals/frame.js";
import { classPickerView } from "../../../src/slack/lib/class-modals/picker.js";
import { withScope } from "../../../src/slack/lib/class-modals/scope.js";
import { aClassRecord } from "../../support/class-record.js";
import { EVERY_T } from "../../support/i18n.js";
import { messageProblems, viewProblems } from "./view-reader.js";

const en = translator("en");

const LONG = "Ｗ*_<&>".repeat(60);
const zh = translator("zh-CN");

const summary = (i: number): ClassSummary => ({
  classId: 7000 + i,
  name: LONG,
  courseId: 5001,
  teacherUid: "T-ADA",
  courseName: LONG,
  beginTime: 1_900_000_000 + i * 3600,
  endTime: 1_900_002_700 + i * 3600,
  teacherName: LONG,
  teacherSlackUserId: i % 2 ? "U0ANN001" : null,
  seriesId: i % 3 ? "S1" : null,
  seats: 300 + i,
  record: i % 2 === 0,
  live: i % 4 === 0,
  replay: i % 3 === 0,
});

const agendaClass = (i: number): AgendaClass => ({
  cls: summary(i),
  students: i % 5 === 0 ? 0 : 300,
  linked: i % 2 ? 300 : 12,
  recorded: i % 3 !== 0,
  assisting: i % 4 === 0,
});

const record = aClassRecord({ name: LONG, liveUrl: "https://live.example/class/7000" });

const listing = (folders: number) =>
  ({
    ok: true,
    folderId: "9",
    folders: Array.from({ length: folders }, (_, i) => ({
      folderId: String(100 + i),
      folderName: LONG,
      isSystemFolder: i % 2 === 0,
    })),
    files: Array.from({ length: 80 }, (_, i) => ({ id: String(i), fileName: LONG, fileSize: "1.2MB" })),
  }) as const;

describe.each(EVERY_T)("teacher views in %s", (_name, t) => {
  it("/class list: empty in each scope, full, with series and more than it shows", () => {
    for (const scope of ["teaching", "attending", "all"] as const) {
      expect(messageProblems(classListMessage({ scope, classes: [], t }))).toEqual([]);
      const classes = Array.from({ length: 60 }, (_, i) => summary(i));
      const entries = classes.map(
        (cls, i) =>
          (i % 3
            ? {
                kind: "series",
                seriesId: "S1",
                next: cls,
                total: 52,
                toGo: 51,
                everyWeeks: 1 + (i % 4),
                varies: { seats: false, video: false },
              }
            : { kind: "class", cls }) as ListEntry,
      );
      expect(messageProblems(classListMessage({ scope, classes, entries, t }))).toEqual([]);
    }
  });

  it("the teacher's and the admin's Home: classes with buttons, grouped, more to show, recent classes", () => {
    const classes = Array.from({ length: 60 }, (_, i) => summary(i));
    const recent = Array.from({ length: 30 }, (_, i) => ({
      classId: 8000 + i,
      name: LONG,
      courseId: 5001,
      teacherUid: "T-ADA",
      courseName: LONG,
      beginTime: 1_898_990_000 + i,
      endTime: 1_899_000_000 + i,
      teacherName: LONG,
      teacherSlackUserId: null,
      seriesId: null,
      students: i % 3 === 0 ? 0 : 300,
      unrated: i % 2 ? 0 : 299,
    }));
    for (const role of ["teacher", "admin"] as const) {
      for (const shown of [10, 40]) {
        const view = homeView({
          role,
          scope: role === "admin" ? "all" : "teaching",
          classes,
          canSchedule: true,
          agenda: { enabled: shown === 10, minuteOfDay: 450 },
          language: "zh-CN",
          shown,
          now: 1_899_990_000,
          timeZone: "Asia/Shanghai",
          recent,
          t,
        });
        expect(viewProblems(view)).toEqual([]);
      }
    }
  });

  it("the morning agenda: one class, and a day of 60", () => {
    for (const n of [1, 60]) {
      const message = morningAgendaMessage(
        { classes: Array.from({ length: n }, (_, i) => agendaClass(i)) },
        t,
      );
      expect(messageProblems(message)).toEqual([]);
    }
  });

  it("the staff reminder for each count of students and links", () => {
    for (const [students, linked] of [
      [0, 0],
      [1, 0],
      [1, 1],
      [2, 1],
      [300, 300],
      [300, 299],
    ] as const) {
      for (const cls of [record, { ...record, record: false, liveUrl: null }]) {
        expect(messageProblems(staffReminder({ cls, students, linked, staff: [] }, t))).toEqual([]);
      }
    }
  });

  it("/class files: a full folder, a missing name, a folder not listed", () => {
    const path = Array.from({ length: 12 }, (_, i) => ({ id: String(i + 1), name: LONG.slice(0, 40) }));
    expect(messageProblems(folderListingMessage(path, listing(70), LONG, t))).toEqual([]);
    expect(messageProblems(folderListingMessage([], listing(0), undefined, t))).toEqual([]);
    const failed = { ok: false, folderId: "1", why: { reason: "timeout" } } as const;
    expect(messageProblems(folderListingMessage(path, failed, undefined, t))).toEqual([]);
  });
});

describe.each(EVERY_T)("class modals in %s", (_name, t) => {
  const face = { callbackId: "class_modal_seats", titleKey: "classModals.titles.seats" } as const;
  const series = { ...record, seriesId: "S1" };

  it("the picker: no class, a menu of classes and series, a search for many", () => {
    const classes = Array.from({ length: 120 }, (_, i) => ({
      ...record,
      classId: 7000 + i,
      seriesId: i % 2 ? "S1" : null,
      beginTime: 1_900_000_000 + i * 3600,
      endTime: 1_900_002_700 + i * 3600,
    }));
    for (const n of [0, 3, 100, 120]) {
      const view = classPickerView({
        subcommand: "rate",
        title: t("classModals.titles.rate"),
        classes: classes.slice(0, n),
        timeZone: "Asia/Shanghai",
        now: 1_900_010_000,
        t,
      });
      expect(viewProblems(view)).toEqual([]);
    }
  });

  it("the seats and recording modals for a class and a series, opened from the series too", () => {
    for (const word of ["seats", "video"] as const) {
      for (const cls of [record, series]) {
        const view =
          word === "seats"
            ? seatsModalView(faceFor(face, t), cls, 6)
            : videoModalView(
                faceFor({ callbackId: "class_modal_video", titleKey: "classModals.titles.video" }, t),
                cls,
              );
        expect(viewProblems(view)).toEqual([]);
        // The scope words with a long name still fit Slack's option text, opened either way.
        for (const openedOn of ["class", "series"] as const) {
          const facts = { openedOn, name: "A".repeat(200), day: "Tue 1 Dec", remaining: 11 };
          expect(viewProblems(withScope(view, facts, t))).toEqual([]);
        }
      }
    }
  });

  it("the cancel confirmation, refusals and report for many classes", () => {
    const mine = faceFor({ callbackId: "class_modal_cancel", titleKey: "classModals.titles.cancel" }, t);
    for (const students of [0, 1, 300])
      expect(viewProblems(cancelConfirmView(mine, { cls: series, later: 51, students }))).toEqual([]);
    for (const why of ["over", "in-session"] as const)
      expect(viewProblems(cancelRefusedView(mine, record, why))).toEqual([]);
    const classes = Array.from({ length: 52 }, (_, i) => ({
      classId: 7000 + i,
      className: LONG,
      beginTime: 1_900_000_000 + i * 604_800,
      students: 300,
      why: i % 2 ? null : ({ reason: "in-session" } as const),
    }));
    for (const cause of ["teacher", "deleted"] as const) {
      const report = {
        cause,
        by: {},
        alreadyCancelled: false,
        classes,
        unconfirmed: 0,
      } as never;
      expect(messageProblems(cancelReportMessage(report, t))).toEqual([]);
      expect(viewProblems(cancelReportView(mine, report))).toEqual([]);
    }
  });

  it("the working, notice and report views", () => {
    for (const word of ["students", "video", "seats", "labels", "rate", "cancel", "move"] as const) {
      const title = t(`classModals.titles.${word}`);
      expect(viewProblems(classWorkingView(title, LONG, t))).toEqual([]);
      expect(viewProblems(classNoticeView(title, LONG, t))).toEqual([]);
      const report = classReportView({
        title,
        callbackId: "x",
        heading: series,
        summary: LONG,
        lines: Array.from({ length: 300 }, () => LONG),
        t,
      });
      expect(viewProblems(report)).toEqual([]);
    }
  });
});

describe.each(EVERY_T)("class work reports in %s", (_name, t) => {
  const reasons = [
    { reason: "timeout" },
    { reason: "over" },
    { reason: "deleted" },
    { reason: "not-connected" },
    { reason: "no-answer" },
    { reason: "unconfirmed" },
    { reason: "invalid", issues: [{ path: "x", message: LONG }] },
    { reason: "refused", operation: "setClassVideoMultiple", errno: 9999, answered: false },
  ] as const;
  const outcomes = Array.from({ length: 60 }, (_, i) => {
    const base = { classId: 7000 + i, className: LONG, beginTime: 1_900_000_000 + i * 3600 };
    const why = reasons[i % reasons.length];
    return i % 3 === 0 || !why ? { ...base, ok: true as const } : { ...base, ok: false as const, why };
  });

  it("recording & live and seats & HD, for many classes, each way a class can fail", () => {
    expect(
      messageProblems(
        videoReport(
          {
            ok: true,
            classes: outcomes,
            recordingTurnedOn: [],
            settings: { record: false, live: false, replay: false },
            before: outcomes.map((c) => ({ classId: c.classId, record: true, live: true, replay: false })),
            students: 40,
          } as never,
          t,
        ),
      ),
    ).toEqual([]);
    const hd = outcomes.map((c, i) => ({
      classId: c.classId,
      isHd: (i % 3) as 0 | 1 | 2,
      turnedOff: i % 2 ? 2 : null,
      seatsBefore: 8 + (i % 2),
      hdBefore: 0 as const,
    }));
    for (const reducedFrom of [null, 12]) {
      const result = { ok: true, seatNum: 6, reducedFrom, hd, classes: outcomes } as const;
      expect(messageProblems(seatsReport(result as never, t))).toEqual([]);
      const uniform = { ...result, hd: hd.map((h) => ({ ...h, isHd: 0 as const, turnedOff: 2 as const })) };
      expect(messageProblems(seatsReport(uniform as never, t))).toEqual([]);
    }
    const refusedOne = {
      ok: true,
      seatNum: 6,
      reducedFrom: null,
      hd: [],
      classes: outcomes.slice(1, 2),
    } as const;
    expect(messageProblems(seatsReport(refusedOne as never, t))).toEqual([]);
    expect(
      messageProblems(
        seatsReport(
          {
            ok: false,
            field: "access",
            refusal: { kind: "course", courseId: 5, courseName: LONG },
            className: LONG,
          },
          t,
        ),
      ),
    ).toEqual([]);
  });
});

describe("the teacher's views in Chinese", () => {
  it("are written in Chinese for a Chinese reader and in English by default", () => {
    const list = classListMessage({ scope: "teaching", classes: [{ ...summary(0), name: "代数" }], t: zh });
    expect(list.text).toBe("你教或协助的课：1 节即将开始的课");
    expect(JSON.stringify(list.blocks)).toContain("300 个座位 · 录制，直播和回放");
    expect(classListMessage({ t: en, scope: "teaching", classes: [summary(0)] }).text).toBe(
      "Classes you teach or assist: 1 upcoming class",
    );

    const reminder = staffReminder({ cls: record, students: 3, linked: 2, staff: [] }, zh);
    expect(reminder.text).toMatch(
      / 将于 <!date\^1900000000\^\{date_long\} \{time\}\|[^>]*> 开始。3 名学生；2 人已收到进入链接。$/,
    );
    expect(JSON.stringify(reminder.blocks)).toContain("|打开直播页面>");
    expect(staffReminder({ cls: record, students: 3, linked: 2, staff: [] }, en).text).toContain(
      "3 students; 2 have their Join link.",
    );

    const agenda = morningAgendaMessage({ classes: [agendaClass(1), agendaClass(2)] }, zh);
    expect(agenda.text).toMatch(/^你今天的课：2 节，第一节 /);
    // Seats sit in the overflow menu; Rate is offered only once a class has ended.
    expect(JSON.stringify(agenda.blocks)).toContain("座位");
    expect(JSON.stringify(agenda.blocks)).not.toContain("给学生评分");
  });

  it("reports class work in Chinese for a Chinese reader, in English by default", () => {
    const classes = [
      { classId: 1, className: "代数", beginTime: 1_900_000_000, ok: true },
      { classId: 2, className: "代数", beginTime: 1_900_086_400, ok: false, why: { reason: "over" } },
    ] as const;
    const video = videoReport(
      {
        ok: true,
        classes,
        recordingTurnedOn: [1],
        settings: { record: true, live: false, replay: false },
        before: [{ classId: 1, record: false, live: false, replay: false }],
        students: 3,
      } as never,
      zh,
    );
    expect(video.text).toBe("代数：录制已开启。这些课的 3 名学生会收到进入链接");
    expect(JSON.stringify(video.blocks)).toContain("• 现在：录制已开启，直播已关闭，回放已关闭");
    expect(JSON.stringify(video.blocks)).toContain("• 未更改：课程已结束");
    const hd = [{ classId: 1, isHd: 0, turnedOff: 2, seatsBefore: 6, hdBefore: 2 }] as const;
    const seats = seatsReport({ ok: true, seatNum: 4, reducedFrom: null, hd, classes } as never, zh);
    expect(seats.text).toBe(
      "代数 的座位：6 个座位，全高清 → 4 个座位，标清。已关闭全高清：高清需要 1 或 6 个座位；已结束或正在上课的 1 节课保持不变",
    );
    const english = seatsReport({ ok: true, seatNum: 4, reducedFrom: null, hd, classes } as never, en);
    expect(english.text).toBe(
      "Seats on 代数: 6 seats, Full HD → 4 seats, standard video. Full HD turned off: HD needs 1 or 6 seats; 1 class already over or in session was left as it was",
    );
  });
});
