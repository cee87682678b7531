/**
 * The morning agenda within Slack's limits: a day of 60 classes with the longest names still posts
 * (the first 20 with their buttons, the rest counted), and a Home with the agenda menu and the most
 * classes "Show more" reaches still publishes.
 */

import { describe, expect, it } from "vitest";
import type { AgendaClass } from "../../../src/classes/notices/morning-agenda.js";
import { translator } from "../../../src/i18n/index.js";
import { AGENDA_CLASSES_SHOWN, morningAgendaMessage } from "../../../src/slack/features/agenda/view.js";
import { HOME_CLASSES_MAX, homeView } from "../../../src/slack/features/home/view.js";
import { messageProblems, viewProblems } from "./view-reader.js";

const en = translator("en");

const long = (n: number) => "Ü*_~`<&>".repeat(n);

function agendaClass(i: number): AgendaClass {
  return {
    cls: {
      classId: 7000 + i,
      name: long(40),
      courseId: 5001,
      teacherUid: "T-ADA",
      courseName: long(30),
      beginTime: 1_900_000_000 + i * 1200,
      endTime: 1_900_001_200 + i * 1200,
      teacherName: long(10),
      teacherSlackUserId: null,
      seriesId: i % 2 ? "series" : null,
    },
    students: 300,
    linked: 299,
    recorded: i % 3 !== 0,
    assisting: i % 4 === 0,
  };
}

describe("the morning agenda's Block Kit", () => {
  it("posts a day of 60 classes: 20 with their buttons, the rest counted", () => {
    const message = morningAgendaMessage(
      { classes: Array.from({ length: 60 }, (_, i) => agendaClass(i)) },
      en,
    );
    expect(messageProblems(message)).toEqual([]);
    const text = JSON.stringify(message.blocks);
    expect(text.match(/"action_id":"class_students"/g)).toHaveLength(AGENDA_CLASSES_SHOWN);
    expect(text).toContain("…and 40 more classes");
    expect(message.text).toContain("60 classes");
  });

  it("posts a day of one class", () => {
    const message = morningAgendaMessage({ classes: [agendaClass(1)] }, en);
    expect(messageProblems(message)).toEqual([]);
    expect(message.text).toMatch(/^Your classes today: 1 class,/);
  });

  it("a full Home with the agenda menu still publishes", () => {
    const classes = Array.from({ length: HOME_CLASSES_MAX + 5 }, (_, i) => ({
      ...agendaClass(i).cls,
      seats: 6,
      record: true,
      live: false,
      replay: false,
    }));
    const view = homeView({
      t: en,
      role: "admin",
      scope: "all",
      classes,
      canSchedule: true,
      shown: HOME_CLASSES_MAX,
      timeZone: "Asia/Shanghai",
      now: 1_899_990_000,
      agenda: { enabled: false, minuteOfDay: 540 },
    });
    expect(viewProblems(view)).toEqual([]);
    expect(JSON.stringify(view)).toContain('"action_id":"home_agenda_time"');
  });
});
