/**
 * The students, rate, move and labels modals (issue 20) within Slack's Block Kit limits in every
 * language and with the longest string of each key (`longestT`), with the longest names people can
 * give; and each one in Chinese for a Chinese reader, English by default.
 */
import { describe, expect, it } from "vitest";
import type { EnrolmentReport, StudentOutcome } from "../../../src/classes/enrol-students.js";
import { translator } from "../../../src/i18n/index.js";
import {
  classLabelsReportView,
  classLabelsView,
  labelsOutcomeText,
  labelsProblemText,
  labelsRefusalText,
} from "../../../src/slack/features/labels/view.js";
import {
  moveFormView,
  moveRefusedNotice,
  moveReportMessage,
  moveReportView,
} from "../../../src/slack/features/move/view.js";
import {
  type RateStudent,
  rateDoneView,
  ratePageView,
  ratingProblemText,
  ratingRefusalText,
} from "../../../src/slack/features/rate/view.js";
import { seatsReport } from "../../../src/slack/features/seats/report.js";
import {
  addAnywayOption,
  addAnywayQuestion,
  enrolmentRefusalText,
  enrolmentReport,
} from "../../../src/slack/features/students/report.js";
import { studentsModalView } from "../../../src/slack/features/students/view.js";
import { LIMITS } from "../../../src/slack/lib/blocks/limits.js";
import { changeRefusedText } from "../../../src/slack/lib/class-modals/change-refusal.js";
import { faceFor } from "../../../src/slack/lib/class-modals/frame.js";
import type { NamedPicks } from "../../../src/slack/lib/jobs/enrol-request.js";
import type { Enrolment } from "../../../src/store/index.js";
import { aClassRecord } from "../../support/class-record.js";
import { EVERY_T } from "../../support/i18n.js";
import { messageProblems, viewProblems } from "./view-reader.js";

const LONG = "Ｗ*_<&>".repeat(60);
const zh = translator("zh-CN");
const en = translator("en");

const record = aClassRecord({ name: LONG, liveUrl: "https://live.example/class/7000" });
const series = { ...record, seriesId: "S1" };
const face = { callbackId: "class_modal_students", titleKey: "classModals.titles.students" } as const;

const enrolled = (n: number): Enrolment[] =>
  Array.from({ length: n }, (_, i) => ({
    teamId: "T1",
    classId: 7000,
    studentUid: `S-${i}`,
    studentName: LONG,
    addedBy: "UADA",
    addedAt: 0,
  })) as unknown as Enrolment[];

const picks = (outsiders: number, notStudents: number): NamedPicks => ({
  outsiders: Array.from({ length: outsiders }, (_, i) => (i % 2 ? null : LONG)),
  notStudents: Array.from({ length: notStudents }, (_, i) => ({
    name: LONG,
    role: (["admin", "teacher", "student"] as const)[i % 3] ?? "teacher",
  })),
});

const reasons = [
  { reason: "timeout" },
  { reason: "over" },
  { reason: "no-answer" },
  { reason: "unconfirmed" },
  { reason: "refused", operation: "addClassStudentMultiple", errno: 166 },
  { reason: "refused", operation: "delClassStudentMultiple", errno: 167 },
  { reason: "refused", operation: "addClassStudentMultiple", errno: 9999, answered: false },
] as const;

function outcome(i: number, change: "add" | "remove"): StudentOutcome {
  const base = { uid: `S-${i}`, name: `${LONG}${i}`, change, notSaved: i % 7 === 0 };
  const why = reasons[i % reasons.length];
  return i % 4 === 0 || !why ? { ...base, ok: true } : { ...base, ok: false, why, callFailed: i % 2 === 0 };
}

const enrolment = (classes: number, students: number): EnrolmentReport => ({
  classes: Array.from({ length: classes }, (_, c) => ({
    classId: 7000 + c,
    className: LONG,
    beginTime: 1_900_000_000 + c * 604_800,
    skipped: c === 1 ? "over" : null,
    students: Array.from({ length: students }, (_, i) => outcome(i + c, i % 3 ? "add" : "remove")),
    newlyAdded: [],
  })),
  notSaved: 3,
  unconfirmed: 0,
});

describe.each(EVERY_T)("the students modal in %s", (_name, t) => {
  const mine = faceFor(face, t);

  it("the form for a class and a series, with few and many students, asking to add anyway", () => {
    for (const cls of [record, series]) {
      for (const n of [0, 3, LIMITS.options + 1]) {
        expect(viewProblems(studentsModalView(mine, cls, enrolled(n)))).toEqual([]);
        const ask = { question: addAnywayQuestion(picks(30, 30), 1, t), option: addAnywayOption(300, t) };
        expect(viewProblems(studentsModalView(mine, cls, enrolled(n), ask))).toEqual([]);
      }
    }
  });

  it("the refusal names everyone it can in a sentence", () => {
    for (const [o, n] of [
      [1, 0],
      [2, 0],
      [0, 1],
      [0, 3],
      [3, 3],
      [300, 300],
    ] as const) {
      for (const others of [0, 1, 5]) {
        const text = enrolmentRefusalText(
          { ok: false, field: "add", outsiders: [], notStudents: [], others },
          picks(o, n),
          t,
        );
        expect(text).not.toContain("{{");
      }
    }
  });

  it("the report DM: one class, a series with a class skipped, hundreds of students, some left out", () => {
    for (const [classes, students] of [
      [1, 1],
      [1, 30],
      [52, 60],
    ] as const) {
      for (const leftOut of [undefined, picks(30, 30)]) {
        expect(messageProblems(enrolmentReport(enrolment(classes, students), leftOut, t))).toEqual([]);
      }
    }
  });
});

const rateStudents = (n: number): RateStudent[] =>
  Array.from({ length: n }, (_, i) => ({
    uid: `S-${i}`,
    name: LONG,
    stars: i % 3 ? null : i % 6,
    comment: i % 2 ? "" : LONG.repeat(3),
  }));

describe.each(EVERY_T)("the rate modal in %s", (_name, t) => {
  const mine = faceFor({ callbackId: "class_rate", titleKey: "classModals.titles.rate" }, t);

  it("every page of one and of many students, with the saved page's results on top", () => {
    for (const n of [1, 45, 200]) {
      for (const page of [0, 1, 4]) {
        const notice = { ok: page % 2 === 0, lines: Array.from({ length: 60 }, () => LONG) };
        const input = { classId: 7000, heading: series, students: rateStudents(n), page, notice };
        expect(viewProblems(ratePageView(mine, input))).toEqual([]);
      }
    }
  });

  it("the closing report, each way a rating is not saved, the problems and refusals", () => {
    const why = [
      { reason: "timeout" },
      { reason: "not-enrolled" },
      { reason: "refused", operation: "updateClassStudentComment", errno: 167 },
      { reason: "refused", operation: "updateClassStudentComment", errno: 9999, answered: false },
    ] as const;
    const outcomes = Array.from({ length: 200 }, (_, i) => {
      const base = { studentUid: `S-${i}`, name: LONG };
      const w = why[i % 5];
      return w ? { ...base, ok: false as const, why: w } : { ...base, ok: true as const };
    });
    for (const n of [0, 200])
      expect(viewProblems(rateDoneView(mine, { heading: series, outcomes: outcomes.slice(0, n) }))).toEqual(
        [],
      );
    for (const kind of ["stars-range", "stars-needed", "comment-long"] as const)
      expect(ratingProblemText({ studentUid: "S-1", field: "stars", kind }, LONG, t).length).toBeLessThan(
        2000,
      );
    expect(ratingRefusalText({ why: "closed", className: LONG, days: 14 }, "", t)).not.toContain("{{");
  });
});

describe.each(EVERY_T)("the move modal in %s", (_name, t) => {
  const mine = faceFor({ callbackId: "class_modal_move", titleKey: "classModals.titles.move" }, t);
  const from = { ...record, classId: 7000, courseName: LONG, teacherName: LONG } as never;
  const refusals = [
    { why: "gone" },
    { why: "locked", locked: "over" },
    { why: "locked", locked: "in-session" },
    { why: "locked", locked: "frozen" },
    { why: "new-time", problem: "too-soon" },
    { why: "new-time", problem: "no-duration" },
    { why: "access", refusal: { kind: "course", courseId: 5001, courseName: LONG } },
  ] as const;

  it("the form for no, one and hundreds of students, and each refusal", () => {
    const fields = { name: LONG, date: "2030-03-17", time: "17:00", duration: 45, timeZone: "Asia/Shanghai" };
    for (const students of [0, 1, 300])
      expect(viewProblems(moveFormView(mine, { cls: record, students, fields }))).toEqual([]);
    for (const refused of refusals) expect(moveRefusedNotice(LONG, refused, t)).not.toContain("{{");
  });

  it("the report DM and view, each way a move ends", () => {
    const base = {
      from,
      to: null,
      students: 0,
      why: null,
      unconfirmed: 0,
      refused: null,
      alreadyDone: false,
    };
    const reports = [
      ...refusals.map((refused) => ({ ...base, refused })),
      { ...base, alreadyDone: true },
      { ...base, alreadyDone: true, to: record },
      { ...base, why: { reason: "timeout" } },
      { ...base, why: { reason: "unconfirmed" }, to: record },
      { ...base, to: record, students: 300 },
      { ...base, to: record, students: 1, labelsNotCopied: { reason: "http" } },
      { ...base, from: null },
    ] as never[];
    for (const report of reports) {
      expect(messageProblems(moveReportMessage(report, t))).toEqual([]);
      expect(viewProblems(moveReportView(mine, report))).toEqual([]);
    }
  });
});

describe.each(EVERY_T)("the labels modal in %s", (_name, t) => {
  const mine = faceFor({ callbackId: "class_labels", titleKey: "classModals.titles.labels" }, t);
  const labels = Array.from({ length: 120 }, (_, i) => ({ labelId: 300 + i, name: LONG }));

  it("the form for a class and a series, with more labels than a menu holds", () => {
    for (const n of [1, 100, 120]) {
      const input = {
        classId: 7000,
        heading: series,
        labels: labels.slice(0, n),
        selected: [300, 301],
        laterInSeries: 51,
      };
      expect(viewProblems(classLabelsView(mine, input))).toEqual([]);
    }
    for (const kind of ["pick-one", "untick", "just-removed", "too-many"] as const)
      expect(labelsProblemText({ field: "labels", kind }, t)).not.toContain("{{");
    for (const refused of [
      { kind: "unknown", labelIds: [1, 2, 3] },
      { kind: "too-many" },
      { kind: "not-connected" },
      { kind: "access", refusal: { kind: "role", capability: "labels" } },
    ] as const)
      expect(labelsRefusalText(refused, t)).not.toContain("{{");
  });

  it("the report for 52 classes, each way a class can fail, with many long label names", () => {
    const why = [
      { reason: "over" },
      { reason: "in-session" },
      { reason: "deleted" },
      { reason: "timeout" },
      { reason: "refused", operation: "addClassLabels", errno: 358 },
      { reason: "refused", operation: "addClassLabels", errno: 359 },
      { reason: "refused", operation: "addClassLabels", errno: 357 },
    ] as const;
    const classes = Array.from({ length: 52 }, (_, i) => {
      const base = { classId: 7000 + i, className: LONG, beginTime: 1_900_000_000 + i * 604_800 };
      const w = why[i % 8];
      return w ? { ...base, ok: false as const, why: w } : { ...base, ok: true as const };
    });
    for (const names of [[], [LONG], Array.from({ length: 10 }, () => LONG)]) {
      for (const n of [1, 52]) {
        const input = { heading: series, labelNames: names, classes: classes.slice(0, n) };
        expect(viewProblems(classLabelsReportView(mine, input))).toEqual([]);
      }
    }
  });
});

describe("the students modal in Chinese", () => {
  it("is written in Chinese for a Chinese reader and in English by default", () => {
    const form = JSON.stringify(studentsModalView(faceFor(face, zh), record, enrolled(2)));
    for (const words of ["添加学生", "移除学生", "给每位新学生发送他们的进入链接"])
      expect(form).toContain(words);
    expect(JSON.stringify(studentsModalView(faceFor(face, en), record, enrolled(2)))).toContain(
      "Add students",
    );

    const stranger: NamedPicks = { outsiders: ["Dan Smith"], notStudents: [] };
    expect(addAnywayQuestion(stranger, 2, zh)).toBe(
      "Dan Smith 不在学校名录中，所以还没有添加任何人。勾选下方的“仍然添加其他 2 人”即可不含 Dan Smith 添加其他人，或者把 Dan Smith 从名单中去掉。",
    );
    expect(addAnywayQuestion(stranger, 2, en)).toBe(
      "Dan Smith is not in the school directory, so nobody was added yet. Tick “Add the 2 others anyway” below to add the others without Dan Smith, or take Dan Smith off the list.",
    );
  });

  it("reports each person by name, escaped, in the teacher's words", () => {
    const report: EnrolmentReport = {
      classes: [
        {
          classId: 1,
          className: "代数",
          beginTime: 1_900_000_000,
          skipped: null,
          students: [
            { uid: "S-2", name: "Chloé *Dubois*", change: "add", notSaved: false, ok: true },
            {
              uid: "S-1",
              name: "Ben <Carter>",
              change: "add",
              notSaved: false,
              ok: false,
              why: { reason: "refused", operation: "addClassStudentMultiple", errno: 166 },
              callFailed: false,
            },
          ],
          newlyAdded: [],
        },
      ],
      notSaved: 0,
      unconfirmed: 0,
      // One class of a series of 11 (Tue 1 Dec 2026, 09:00 in Shanghai), as the modal offered it.
      scope: { applyTo: "class", name: "代数", beginTime: 1796086800, remaining: 11 },
    };
    const options = { zone: "Asia/Shanghai", sendLinks: true };
    const chinese = enrolmentReport(report, undefined, zh, options);
    // What changed, for which classes (the modal's scope words), and what it means for the student.
    expect(chinese.text).toBe(
      "已添加到 仅 12月1日（周二）（代数 共 11 节中的 1 节）：Chloé ∗Dubois∗——已私信发送各自的个人链接。",
    );
    expect(enrolmentReport(report, undefined, en, options).text).toBe(
      "Added to Tue 1 Dec only (1 of 11 classes of 代数): Chloé ∗Dubois∗ — they got a DM with their personal link.",
    );
    expect(JSON.stringify(chinese.blocks)).toContain("Ben &lt;Carter&gt;：已经在这节课中");
    const english = enrolmentReport(report, undefined, en);
    expect(JSON.stringify(english.blocks)).toContain("Ben &lt;Carter&gt;: already in this class");
  });
});

describe("the rate modal in Chinese", () => {
  it("is written in Chinese for a Chinese reader and in English by default", () => {
    const students = [{ uid: "S-1", name: "Ben *Carter*", stars: 4, comment: "" }];
    const input = { classId: 7000, heading: { ...record, name: "代数" }, students, page: 0 };
    const zhView = JSON.stringify(
      ratePageView(faceFor({ callbackId: "class_rate", titleKey: "classModals.titles.rate" }, zh), input),
    );
    for (const words of ["给学生评分", "共 1 名学生，已评 1 名", "给 Ben *Carter* 的评语", "星级", "保存"])
      expect(zhView).toContain(words);
    const enView = JSON.stringify(
      ratePageView({ t: en, title: "Rate students", callbackId: "class_rate" }, input),
    );
    expect(enView).toContain("1 student, 1 rated so far (shown as given) · Save saves the ratings.");
    expect(ratingRefusalText({ why: "closed", className: "代数 <b>", days: 14 }, "", zh)).toBe(
      "代数 &lt;b&gt; 已结束超过 14 天。课程结束后 14 天内可以评分（学校设置），所以这节课已不能再评分。",
    );
  });
});

describe("the move modal in Chinese", () => {
  it("reports in Chinese for a Chinese reader and in English by default", () => {
    const report = {
      from: { ...record, name: "代数" },
      to: { ...record, name: "代数" },
      students: 2,
      why: null,
      unconfirmed: 0,
      refused: null,
      alreadyDone: false,
    } as never;
    expect(moveReportMessage(report, zh).text).toMatch(
      /^\*代数\* ：已调整到 <!date\^1900000000\^.*>。2 名学生已随课调整并收到通知。$/,
    );
    expect(moveReportMessage(report, en).text).toMatch(
      /^\*代数\*: Moved to <!date\^1900000000\^.*>\. 2 students moved and told\.$/,
    );
    expect(moveRefusedNotice("代数", { why: "locked", locked: "frozen" }, zh)).toBe(
      "*代数* ：距开课已不到 20 分钟：ClassIn 不再接受对它的更改。请改为取消这节课。没有发送任何内容。",
    );
  });
});

describe("the labels modal in Chinese", () => {
  it("words the outcomes in Chinese for a Chinese reader and in English by default", () => {
    const base = { classId: 1, className: "代数", beginTime: 1_900_000_000 };
    const missing = {
      ...base,
      ok: false,
      why: { reason: "refused", operation: "addClassLabels", errno: 358 },
    } as const;
    expect(labelsOutcomeText(missing, ["作业"], zh)).toBe(
      "没有更改任何标签：作业 在 ClassIn 中已不存在；管理员应在 /class admin 的标签列表中将其移除",
    );
    expect(labelsOutcomeText(missing, ["Homework"], en)).toBe(
      "no labels changed: Homework no longer exists at ClassIn; an admin should remove it from the Labels list in /class admin",
    );
    expect(labelsOutcomeText({ ...base, ok: true }, ["作业", "考试"], zh)).toBe("已设置标签：作业、考试");
  });
});

describe("the seats and recording rules in Chinese", () => {
  it("are worded for a Chinese reader and in English by default", () => {
    const hd = { field: "hd", reducedTo: 4 } as const;
    expect(changeRefusedText(hd, zh)).toBe("高清需要 1 或 6 个座位（学校最多允许 4 个座位）。");
    expect(changeRefusedText(hd, en)).toBe("HD needs 1 or 6 seats (the school allows at most 4 seats).");
    expect(changeRefusedText({ field: "hd" }, zh)).toBe("高清需要 1 或 6 个座位。");
    expect(changeRefusedText({ field: "hd" }, en)).toBe("HD needs 1 or 6 seats.");
    const access = {
      field: "access",
      refusal: { kind: "course", courseId: 5002, courseName: "Physics" },
    } as const;
    expect(changeRefusedText(access, en)).toBe("You cannot change classes of Physics.");
    expect(changeRefusedText(access, zh)).toBe("你不能更改「Physics」的课程。");
    expect(changeRefusedText({ field: "seats" }, zh)).toBe("座位数必须是 1 到 12 之间的整数。");
    expect(changeRefusedText({ field: "seats" }, en)).toBe("Seats must be a whole number from 1 to 12.");
    expect(changeRefusedText({ field: "live" }, en)).toBe("Live broadcast needs recording to be on.");
    expect(changeRefusedText({ field: "replay" }, zh)).toBe("回放需要先开启录制。");
  });
});

describe("the class service's answers about a class in Chinese", () => {
  it("says why seats were not changed in the teacher's words", () => {
    const refused = (errno: number) =>
      ({
        ok: true,
        seatNum: 4,
        reducedFrom: null,
        hd: [],
        classes: [
          {
            classId: 1,
            className: "代数",
            beginTime: 1_900_000_000,
            ok: false,
            why: { reason: "refused", operation: "modifyClassSeatNum", errno },
          },
        ],
      }) as never;
    expect(seatsReport(refused(140), zh).text).toBe("代数 的座位未更改：课程正在进行");
    expect(seatsReport(refused(348), zh).text).toBe("代数 的座位未更改：上课前 20 分钟内不能更改座位");
    expect(seatsReport(refused(348), en).text).toBe(
      "Seats on 代数 not changed: seats can't change in the 20 minutes before class",
    );
  });
});
