/**
 * A series every other week reads so wherever the teacher meets it (issue 30): scheduled through the
 * form from "Algebra every other Tuesday 4pm until <date>", the teacher's message says "series every
 * other Tuesday", and `/class list`, Home, the class card, a student's `/class my` say "every other week",
 * the class modals' heading "(class of a series every other Tuesday)"; in Chinese, 隔周 (the teacher's
 * message 隔周星期四系列课). The stack's clock
 * is a Sunday, 12:00 in New York (Ada's zone); Ada's only course is Algebra I.
 */
import { TZDate } from "@date-fns/tz";
import { beforeAll, describe, expect, it } from "vitest";
import type { SlackView } from "../../src/slack-standin/index.js";
import { openByCommand, privateAnswer, publishedHome, sentByTheApp, viewText, WAIT_MS } from "./harness.js";
import { h, NY, openForm, STUDENT, schedulePerFile, TEACHER, teamId } from "./schedule.js";

schedulePerFile();

const DAY = 86_400;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
let sunday = 0;

beforeAll(() => {
  let t = Math.ceil((h.clock.now() + 60) / DAY) * DAY + 17 * 3600;
  while (new Date(t * 1000).getUTCDay() !== 0) t += DAY;
  sunday = h.clock.advance(t - h.clock.now());
});

/** What `/class <text>` answers the teacher privately. */
async function answerTo(text: string): Promise<string> {
  const mark = h.standin.calls.length;
  await h.as(TEACHER).command(`/class ${text}`);
  await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
  const last = h.standin.messages.filter((m) => m.ephemeralTo === TEACHER).at(-1);
  return viewText({ blocks: (last?.blocks ?? []) as never });
}

describe("a series every other week says so (issue 30)", () => {
  it("the teacher's message, /class list and Home; then /class list in Chinese", async () => {
    // Five weeks on: the Tuesdays of weeks 1, 3 and 5.
    const z = new TZDate((sunday + 33 * DAY) * 1000, NY);
    const form = await openForm(
      TEACHER,
      `Algebra every other Tuesday 4pm until ${MONTHS[z.getMonth()]} ${z.getDate()}`,
    );
    const mark = h.standin.calls.length;
    const result = await h.as(TEACHER).submit(form, {});
    expect(viewText(result.view as SlackView)).toContain("Scheduling 3 classes");
    const dm = await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.args.channel === TEACHER,
      WAIT_MS,
    );
    expect(JSON.stringify(dm.args)).toContain(
      "*Algebra* · Algebra I: series every other Tuesday, 3 classes scheduled",
    );
    expect(JSON.stringify(dm.args)).not.toContain("weekly");

    const list = await answerTo("list");
    expect(list).toContain("every other week");
    expect(list).not.toContain("weekly");
    const home = viewText(await publishedHome(h, TEACHER));
    expect(home).toContain("every other week");
    expect(home).not.toContain("weekly");

    // The class modals' heading names the rhythm as the lists do.
    const seats = await openByCommand(h, TEACHER, "seats Algebra", "class_modal_seats");
    expect(viewText(seats as SlackView)).toContain("(class of a series every other Tuesday)");

    // Ben added to the series: his `/class my` says the series meets every other week.
    const students = await openByCommand(h, TEACHER, "students Algebra", "class_modal_students");
    expect(viewText(students as SlackView)).toContain("(class of a series every other Tuesday)");
    const markAdd = h.standin.calls.length;
    await h.as(TEACHER).submit(students, { "Add students": [STUDENT] });
    await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= markAdd && c.args.channel === STUDENT,
      WAIT_MS,
    );
    const my = await privateAnswer(h, STUDENT, "/class my");
    expect(viewText({ blocks: (my.blocks ?? []) as never })).toContain("every other week");

    // The card shared in a channel says it too.
    const channel = "CRHYTHM1";
    h.standin.setChannelMembers(channel, [TEACHER, STUDENT, h.standin.identity.botUserId]);
    await h.as(TEACHER, { channelId: channel }).command("/class share Algebra");
    await h.standin.waitFor("chat.postMessage", (c) => c.args.channel === channel, WAIT_MS);
    await sentByTheApp(h);
    const card = h.standin
      .messagesIn(channel)
      .find((m) => m.ephemeralTo === undefined && JSON.stringify(m.blocks).includes("Algebra"));
    expect(viewText({ blocks: (card?.blocks ?? []) as never })).toContain("every other week");

    await h.store.languagePrefs.set(teamId, TEACHER, "zh-CN");
    expect(await answerTo("list")).toContain("隔周系列课");
    const zh = await openByCommand(h, TEACHER, "seats Algebra", "class_modal_seats");
    expect(viewText(zh as SlackView)).toContain("（隔周星期二系列课中的一节）");
  });

  it("the teacher's message in Chinese names the rhythm with its weekday (隔周星期四系列课)", async () => {
    await h.store.languagePrefs.set(teamId, TEACHER, "zh-CN");
    const z = new TZDate((sunday + 33 * DAY) * 1000, NY);
    const form = await openForm(
      TEACHER,
      `Geometry every other Thursday 4pm until ${MONTHS[z.getMonth()]} ${z.getDate()}`,
    );
    const mark = h.standin.calls.length;
    await h.as(TEACHER).submit(form, {});
    const dm = await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.args.channel === TEACHER && JSON.stringify(c.args).includes("Geometry"),
      WAIT_MS,
    );
    expect(JSON.stringify(dm.args)).toContain("隔周星期四系列课");
    expect(JSON.stringify(dm.args)).not.toContain("every other");
  });
});
