/** The schedule form, its result message and the teacher Home stay inside Slack's limits with hostile data. */

import { describe, expect, it } from "vitest";
import type { UpcomingClass } from "../../../src/classes/classes-list.js";
import { translator } from "../../../src/i18n/index.js";
import { homeView } from "../../../src/slack/features/home/view.js";
import { scheduleFormView, scheduleProgressView } from "../../../src/slack/features/schedule/form.js";
import { scheduleResultMessage } from "../../../src/slack/features/schedule/result.js";
import { ADA } from "../../support/cast.js";
import { messageProblems, viewProblems } from "./view-reader.js";

const en = translator("en");

const long = (n: number) => "<@U1> *é*".repeat(n);

describe("schedule views", () => {
  it("the form holds 150 courses, 200 folders, long names and every problem shown", () => {
    const view = scheduleFormView({
      t: en,
      courses: Array.from({ length: 150 }, (_, i) => ({ courseId: i + 1, name: long(20) })),
      folders: Array.from({ length: 200 }, (_, i) => ({ folderId: String(100 + i), name: long(20) })),
      timeZone: "America/New_York",
      zoneFromProfile: false,
      initial: {
        name: long(100),
        intro: long(500),
        weekly: true,
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        weeks: "10",
      },
      metadata: { tz: "America/New_York", profile: false },
      banner: long(1000),
      fieldProblems: { teacher: long(300), seats: long(10), date: "soon" },
    });
    expect(viewProblems(view)).toEqual([]);
    expect(viewProblems(scheduleProgressView(100, en))).toEqual([]);
  });

  it("the course menu is a static select up to 100 courses and searches as you type past that", () => {
    const formWith = (n: number, courseId?: string) =>
      scheduleFormView({
        t: en,
        courses: Array.from({ length: n }, (_, i) => ({ courseId: 7000 + i, name: `Course ${i}` })),
        folders: [],
        timeZone: "UTC",
        zoneFromProfile: true,
        initial: courseId ? { courseId } : {},
        metadata: { tz: "UTC", profile: true },
      });
    const courseMenu = (view: ReturnType<typeof formWith>) =>
      (view.blocks as { block_id?: string; element?: Record<string, unknown> }[]).find(
        (b) => b.block_id === "schedule_course",
      )?.element;

    const hundred = courseMenu(formWith(100));
    expect(hundred).toMatchObject({ type: "static_select", action_id: "schedule_course" });
    expect(hundred?.options).toHaveLength(100);

    const many = formWith(101, "7100");
    expect(viewProblems(many)).toEqual([]);
    const menu = courseMenu(many);
    expect(menu).toMatchObject({
      type: "external_select",
      action_id: "schedule_course",
      min_query_length: 0,
      initial_option: { text: { type: "plain_text", text: "Course 100" }, value: "7100" },
    });
    expect(menu).not.toHaveProperty("options");
    expect(courseMenu(formWith(101))).not.toHaveProperty("initial_option");
  });

  it("a 100-class series result with failures fits one message, with the class buttons", () => {
    const message = scheduleResultMessage(
      {
        name: long(10),
        courseName: long(10),
        teacherSlackUserId: ADA.slackUserId,
        createdBy: "UADMIN",
        seats: 6,
        isHd: 2,
        record: true,
        live: true,
        replay: true,
        liveUrl: "https://partner.example/live.php?lessonKey=abc",
        weekly: true,
        classes: Array.from({ length: 100 }, (_, i) => ({
          beginTime: 1_900_000_000 + i * 604_800,
          endTime: 1_900_003_600 + i * 604_800,
          status: i % 3 === 0 ? ("failed" as const) : ("created" as const),
          classId: i % 3 === 0 ? null : 1000 + i,
          problem: i % 3 === 0 ? long(50) : null,
        })),
      },
      en,
    );
    expect(messageProblems(message)).toEqual([]);
    // The class buttons: three and the menu; Rate waits until a class has ended.
    expect(JSON.stringify(message.blocks)).toContain('"action_id":"class_menu"');
    expect(JSON.stringify(message.blocks)).not.toContain('"action_id":"class_rate"');
  });

  it("Home shows 20 classes with buttons and the Schedule button, whatever the number of classes", () => {
    const classes: UpcomingClass[] = Array.from({ length: 60 }, (_, i) => ({
      classId: i + 1,
      name: long(30),
      courseId: 5001,
      teacherUid: "T-ADA",
      courseName: long(30),
      beginTime: 1_900_000_000 + i * 3600,
      endTime: 1_900_003_600 + i * 3600,
      teacherName: long(10),
      teacherSlackUserId: null,
      seriesId: null,
      seats: 6,
      record: true,
      live: false,
      replay: false,
    }));
    const view = homeView({ t: en, role: "teacher", scope: "teaching", classes, canSchedule: true });
    expect(viewProblems(view)).toEqual([]);
    const text = JSON.stringify(view);
    expect(text.match(/"action_id":"class_students"/g)).toHaveLength(20);
    expect(text).toContain('"action_id":"schedule_open"');
  });
});
