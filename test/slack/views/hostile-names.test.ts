/**
 * Names people type (classes, courses, students, labels) are shown as typed in every class modal,
 * class message and Home entry: never as markup (`*bold*` stays inside our own bold, `<!here>` and
 * `<@U123>` never ping), never flipping the text after them (RTL override), and never breaking
 * Slack's limits (300 characters).
 */

import { describe, expect, it } from "vitest";
import type { ClassLink } from "../../../src/classes/student-links.js";
import { translator } from "../../../src/i18n/index.js";
import { folderListingMessage } from "../../../src/slack/features/files/view.js";
import type { ClassSummary } from "../../../src/slack/features/home/class-list.js";
import { classListMessage } from "../../../src/slack/features/home/class-list.js";
import { homeView } from "../../../src/slack/features/home/view.js";
import { classLabelsReportView, classLabelsView } from "../../../src/slack/features/labels/view.js";
import { rateDoneView, ratePageView } from "../../../src/slack/features/rate/view.js";
import { scheduleResultMessage } from "../../../src/slack/features/schedule/result.js";
import { seatsReport } from "../../../src/slack/features/seats/report.js";
import { seatsModalView } from "../../../src/slack/features/seats/view.js";
import { enrolmentReport } from "../../../src/slack/features/students/report.js";
import { studentsModalView } from "../../../src/slack/features/students/view.js";
import { videoReport } from "../../../src/slack/features/video/report.js";
import { videoModalView } from "../../../src/slack/features/video/view.js";
import {
  liveLinkMessage,
  myClassesBlocks,
  reminderMessage,
} from "../../../src/slack/lib/blocks/live-link.js";
import { escapeMrkdwn } from "../../../src/slack/lib/blocks/text.js";
import { refusalMessage } from "../../../src/slack/lib/class-modals/access.js";
import {
  classNoticeView,
  classReportView,
  classWorkingView,
} from "../../../src/slack/lib/class-modals/frame.js";
import { classPickerView } from "../../../src/slack/lib/class-modals/picker.js";
import type { ClassRecord, Enrolment } from "../../../src/store/index.js";
import { ADA } from "../../support/cast.js";
import { aClassRecord } from "../../support/class-record.js";
import { messageProblems, viewProblems } from "./view-reader.js";

const en = translator("en");

const RTL = "\u202E";
const ZERO_WIDTH = ["\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF"];
const HOSTILE_NAMES = [
  "*Exam* <!here>",
  "~Exam~ <!subteam^S1> <!date^1900000000^{date}|soon>",
  "Z\u200Ber\u200Co\u2060w\uFEFFidth <http://x|y>",
  "<@U123> says hi",
  `${RTL}evil txet`,
  `${"Ж".repeat(290)} <!here>`,
  "<!channel> & <https://evil.test|click> _it_ ~s~ `c`",
];

const face = { title: "Students", callbackId: "class_modal_students", t: en };

function classRecord(name: string, i = 0): ClassRecord {
  return aClassRecord({
    classId: 7000 + i,
    name,
    beginTime: 1_900_000_000 + i * 3600,
    endTime: 1_900_002_700 + i * 3600,
    seriesId: "S1",
  });
}

function scheduleResult(name: string, weekly: boolean) {
  return scheduleResultMessage(
    {
      name,
      courseName: name,
      teacherSlackUserId: ADA.slackUserId,
      createdBy: "UADMIN",
      seats: 6,
      isHd: 0,
      record: true,
      live: false,
      replay: false,
      liveUrl: null,
      weekly,
      classes: [
        { beginTime: 1_900_000_000, endTime: 1_900_002_700, status: "created", classId: 9, problem: null },
        { beginTime: 1_900_600_000, endTime: 1_900_602_700, status: "failed", classId: null, problem: name },
      ],
    },
    en,
  );
}

/** Every text Slack renders, with whether it is mrkdwn. */
function rendered(value: unknown, out: { mrkdwn: boolean; text: string }[] = []) {
  if (Array.isArray(value)) for (const v of value) rendered(v, out);
  else if (value && typeof value === "object") {
    const o = value as Record<string, unknown>;
    if ((o.type === "mrkdwn" || o.type === "plain_text") && typeof o.text === "string") {
      out.push({ mrkdwn: o.type === "mrkdwn", text: o.text });
    } else for (const v of Object.values(o)) rendered(v, out);
  }
  return out;
}

const MARKUP = [
  "<!here>",
  "<!channel>",
  "<@U123>",
  "<https://evil.test|click>",
  "<!subteam^S1>",
  "<!date^1900000000^{date}|soon>",
  "<http://x|y>",
  "*Exam*",
  "~Exam~",
  "_it_",
  "~s~",
  "`c`",
];

/** Nothing a name brought in acts as markup or turns the text around, in blocks or fallback text. */
function expectHarmless(surface: unknown, fallback?: string): void {
  const texts = rendered(surface);
  if (fallback !== undefined) texts.push({ mrkdwn: true, text: fallback });
  for (const { mrkdwn, text } of texts) {
    expect(text).not.toContain(RTL);
    for (const zw of ZERO_WIDTH) expect(text).not.toContain(zw);
    if (!mrkdwn) continue;
    for (const markup of MARKUP) expect(text).not.toContain(markup);
  }
}

describe.each(HOSTILE_NAMES)("a name like %j", (name) => {
  const cls = classRecord(name);
  const classes = Array.from({ length: 3 }, (_, i) => classRecord(name, i));

  it("every class modal shows it escaped, inside Slack's limits", () => {
    const enrolled = [{ studentUid: "S-1", studentName: name }] as Enrolment[];
    const students = [{ uid: "S-1", name, stars: 3, comment: name }];
    const heading = cls;
    const views = [
      studentsModalView(face, cls, enrolled),
      videoModalView(face, cls),
      seatsModalView(face, cls, 12),
      classLabelsView(face, {
        classId: cls.classId,
        heading,
        labels: [{ labelId: 1, name }],
        selected: [1],
        laterInSeries: 2,
      }),
      classLabelsReportView(face, {
        heading,
        labelNames: [name],
        classes: [
          {
            classId: 1,
            className: name,
            beginTime: 1_900_000_000,
            ok: false,
            why: { reason: "refused", operation: "addClassLabels", errno: 9999, answered: false },
          },
        ],
      }),
      ratePageView(face, {
        classId: cls.classId,
        heading,
        students,
        page: 0,
        notice: { ok: false, lines: [name] },
      }),
      rateDoneView(face, { heading, outcomes: [{ studentUid: "S-1", name, ok: true }] }),
      classPickerView({
        t: en,
        subcommand: "students",
        title: face.title,
        classes,
        timeZone: "Europe/Berlin",
      }),
      classNoticeView(face.title, escapeMrkdwn(`You cannot change classes of ${name}.`), en),
      classWorkingView(face.title, "Saving…", en),
      classReportView({ t: en, title: face.title, callbackId: "x", heading, summary: "done", lines: [] }),
    ];
    for (const view of views) {
      expect(viewProblems(view)).toEqual([]);
      expectHarmless(view);
    }
  });

  it("the class messages and the Home entries show it escaped, inside Slack's limits", () => {
    const outcome = {
      classId: cls.classId,
      className: name,
      beginTime: cls.beginTime,
      ok: false,
      why: { reason: "refused", operation: "setClassVideoMultiple", errno: 9999, answered: false },
    } as const;
    const named = {
      classId: 1,
      name,
      courseId: 5001,
      courseName: name,
      teacherUid: name,
      beginTime: 1_900_000_000,
      endTime: 1_900_002_700,
      teacherName: name,
    };
    const summary: ClassSummary = {
      ...named,
      teacherSlackUserId: "U0ANN001",
      seriesId: null,
      seats: 6,
      record: true,
      live: false,
      replay: false,
    };
    const link: ClassLink = {
      ...named,
      teacherSlackUserId: ADA.slackUserId,
      seriesId: null,
      link: "https://live.example/live_partner.php?lessonKey=k&checkCode=c",
    };
    const messages = [
      enrolmentReport(
        {
          classes: [
            {
              classId: cls.classId,
              className: name,
              beginTime: cls.beginTime,
              skipped: null,
              students: [{ uid: "S-1", name, change: "add", notSaved: false, ok: true }],
              newlyAdded: [],
            },
          ],
          notSaved: 0,
          unconfirmed: 0,
        },
        undefined,
        en,
      ),
      videoReport(
        {
          ok: true,
          classes: [outcome],
          recordingTurnedOn: [],
          settings: { record: false, live: false, replay: false },
          before: [],
          students: 0,
        },
        en,
      ),
      seatsReport({ ok: true, seatNum: 6, reducedFrom: null, hd: [], classes: [outcome] }, en),
      classListMessage({ t: en, classes: [summary], scope: "teaching" }),
      liveLinkMessage([link], { t: en }),
      myClassesBlocks([link], undefined, { t: en }),
      reminderMessage(link, 15, en),
      scheduleResult(name, false),
      // Refusals naming a class are plain text in the block; their fallback is escaped.
      videoReport(
        { ok: false, field: "access", refusal: { kind: "course", courseId: 5, courseName: name } },
        en,
      ),
      seatsReport(
        {
          ok: false,
          field: "access",
          refusal: { kind: "course", courseId: 5, courseName: name },
          className: name,
        },
        en,
      ),
      refusalMessage(`You cannot change classes of ${name}`),
      folderListingMessage(
        [],
        {
          ok: false,
          folderId: "1",
          why: { reason: "refused", operation: "getCloudList", errno: 9999, answered: false },
        },
        undefined,
        en,
      ),
    ];
    for (const message of [...messages, scheduleResult(name, true)]) {
      expect(messageProblems(message)).toEqual([]);
      expectHarmless(message.blocks, message.text);
    }
    for (const view of [
      homeView({ t: en, role: "teacher", scope: "teaching", classes: [summary], canSchedule: true }),
      homeView({ t: en, role: "student", scope: "attending", classes: [], myClasses: [link] }),
    ]) {
      expect(viewProblems(view)).toEqual([]);
      expectHarmless(view);
    }
  });
});
