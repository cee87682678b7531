/**
 * Every translated view meets Slack's Block Kit limits in every language and with the longest string
 * of each key (`longestT`), with the longest names people can give. Add a view here when it gets `t`.
 */
import { describe, expect, it } from "vitest";
import type { CourseEntry } from "../../../src/classes/admin/courses.js";
import type { PersonEntry } from "../../../src/classes/admin/people.js";
import { DEFAULT_SCHOOL_SETTINGS } from "../../../src/classes/school-settings.js";
import { auditPageView } from "../../../src/slack/views/admin/audit.js";
import { connectionFormView } from "../../../src/slack/views/admin/connection.js";
import { courseFormView } from "../../../src/slack/views/admin/course-form.js";
import { coursesPageView } from "../../../src/slack/views/admin/courses.js";
import { adminHomeView } from "../../../src/slack/views/admin/home.js";
import { labelsPageView } from "../../../src/slack/views/admin/labels.js";
import { adminLoadingView } from "../../../src/slack/views/admin/loading.js";
import { peoplePageView, personOption } from "../../../src/slack/views/admin/people.js";
import { personFormView } from "../../../src/slack/views/admin/person-form.js";
import { settingsFormView } from "../../../src/slack/views/admin/settings.js";
import { homeView } from "../../../src/slack/views/home.js";
import { LIMITS } from "../../../src/slack/views/limits.js";
import { EVERY_T } from "../../support/i18n.js";
import { viewProblems } from "./view-reader.js";

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
  problem: {
    reason: "it has expired there, so it takes no new classes or seat changes",
    during: "changing seats",
    at: AT,
  },
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
        lastTest: { ok: false, reason: LONG_NAME, at: AT },
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
      courseFormView({ course: null, teachers, t }),
      courseFormView({
        course: { courseId: 5, name: LONG_NAME, teacherSlackUserIds: [], defaultFolderId: "77" },
        teachers,
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
          action: LONG_NAME,
          ok: i % 3 === 0,
          meaning: i % 2 ? null : LONG_NAME,
          latencyMs: 120,
        })),
        total: 5000,
        t,
      }),
      auditPageView({ entries: [], t }),
    ];
    for (const view of views) expect(viewProblems(view)).toEqual([]);
    const option = personOption(people[0] as PersonEntry, t);
    expect(option.text.text.length).toBeLessThanOrEqual(LIMITS.optionText);
  });
});
