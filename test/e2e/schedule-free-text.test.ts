/**
 * `/class schedule <free text>` end to end (issue 18): the signed command in, the modal opened with
 * the fields the teacher meant already filled and one "Read as" line saying what was understood, in
 * the teacher's own zone (Ada is in New York), and the classes the untouched form then makes.
 * The stack's clock is moved to a Tuesday, 08:45 in New York, so "now" is known.
 */
import { TZDate } from "@date-fns/tz";
import { beforeAll, describe, expect, it } from "vitest";
import type { SlackView } from "../../src/slack-standin/index.js";
import { viewText, WAIT_MS } from "./harness.js";
import { h, NY, openForm, sandboxClasses, schedulePerFile, TEACHER, wallClock } from "./schedule.js";

schedulePerFile();

const DAY = 86_400;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** Tuesday 08:45 in New York (13:45 UTC), the form's "now"; a week that stays in one year. */
let tuesday = 0;

beforeAll(() => {
  let t = Math.ceil((h.clock.now() + 60) / DAY) * DAY + (13 * 60 + 45) * 60;
  const sameYear = (u: number) =>
    new Date(u * 1000).getUTCFullYear() === new Date((u + 8 * DAY) * 1000).getUTCFullYear();
  while (new Date(t * 1000).getUTCDay() !== 2 || !sameYear(t)) t += DAY;
  tuesday = h.clock.advance(t - h.clock.now());
});

/** The New York date `days` after the Tuesday, as the form holds it and as the Read-as line says it. */
function nyDay(days: number): { iso: string; said: string } {
  const z = new TZDate((tuesday + days * DAY) * 1000, NY);
  const iso = `${z.getFullYear()}-${String(z.getMonth() + 1).padStart(2, "0")}-${String(z.getDate()).padStart(2, "0")}`;
  return { iso, said: `${DAYS[z.getDay()]} ${z.getDate()} ${MONTHS[z.getMonth()]}` };
}

type Block = { block_id?: string; type?: string; element?: Record<string, unknown>; elements?: unknown[] };
const blocks = (form: SlackView) => (form.blocks ?? []) as Block[];
const element = (form: SlackView, blockId: string) =>
  blocks(form).find((b) => b.block_id === blockId)?.element ?? {};
const readAs = (form: SlackView) =>
  blocks(form)
    .filter((b) => b.block_id === "schedule_read_as")
    .map((b) => viewText({ blocks: [b] }));

async function madeBy(form: SlackView, count: number) {
  const before = sandboxClasses().length;
  const mark = h.standin.calls.length;
  const result = await h.as(TEACHER).submit(form, {});
  expect(viewText(result.view as SlackView)).toContain(`Scheduling ${count} classes`);
  await h.standin.waitFor("chat.postMessage", (c) => c.seq >= mark && c.args.channel === TEACHER, WAIT_MS);
  return sandboxClasses().slice(before);
}

describe("free text pre-fills the schedule form", () => {
  it("'Quiz in 2 hours': one class today two hours from now, with the default length", async () => {
    // First, while the clock is still within seconds of 08:45:00 (the form rounds to the minute).
    const form = await openForm(TEACHER, "Quiz in 2 hours");
    expect(readAs(form)).toEqual([`Read as: Quiz, course Algebra I, ${nyDay(0).said} at 10:45 (in 2 hours)`]);
    expect(element(form, "schedule_date").initial_date).toBe(nyDay(0).iso);
    expect(element(form, "schedule_time").initial_time).toBe("10:45");
    expect(element(form, "schedule_duration").initial_value).toBe("60");
    expect(element(form, "schedule_repeat").initial_option).toMatchObject({ value: "none" });
  });

  it("'Algebra Mondays 4pm for 8 weeks': a weekly Monday series at 16:00, 8 classes, said at the top", async () => {
    const form = await openForm(TEACHER, "Algebra Mondays 4pm for 8 weeks");
    const monday = nyDay(6);
    expect(readAs(form)).toEqual([
      `Read as: Algebra, course Algebra I, Mondays at 16:00 for 8 weeks, starting ${monday.said}`,
    ]);
    expect(blocks(form)[0]?.block_id).toBe("schedule_read_as");
    expect(element(form, "schedule_name").initial_value).toBe("Algebra");
    expect(element(form, "schedule_date").initial_date).toBe(monday.iso);
    expect(element(form, "schedule_time").initial_time).toBe("16:00");
    expect(element(form, "schedule_repeat").initial_option).toMatchObject({ value: "weekly" });
    expect(element(form, "schedule_weekdays").initial_options).toEqual([
      expect.objectContaining({ value: "1" }),
    ]);
    expect(element(form, "schedule_weeks").initial_value).toBe("8");

    const made = await madeBy(form, 8);
    expect(made).toHaveLength(8);
    expect(new Set(made.map((c) => wallClock(c.beginTime)))).toEqual(new Set(["Mon 16:00"]));
    const first = new TZDate(Math.min(...made.map((c) => c.beginTime)) * 1000, NY);
    expect(
      [first.getFullYear(), first.getMonth() + 1, first.getDate()]
        .map((n) => String(n).padStart(2, "0"))
        .join("-"),
    ).toBe(monday.iso);
  });

  it("'Algebra daily 9am for 5 days': five classes on five days in a row at 09:00", async () => {
    const form = await openForm(TEACHER, "Algebra daily 9am for 5 days");
    expect(readAs(form)).toEqual([
      `Read as: Algebra, course Algebra I, daily at 09:00 for 5 days, starting ${nyDay(0).said}`,
    ]);
    const made = await madeBy(form, 5);
    expect(made.map((c) => wallClock(c.beginTime)).sort()).toEqual(
      ["Tue 09:00", "Wed 09:00", "Thu 09:00", "Fri 09:00", "Sat 09:00"].sort(),
    );
  });

  it("'Geometry on Dec 3 at 3:30pm for 2 hours' and 'Algebra tomorrow at 5pm for 45 minutes': the name alone", async () => {
    const geometry = await openForm(TEACHER, "Geometry on Dec 3 at 3:30pm for 2 hours");
    expect(element(geometry, "schedule_name").initial_value).toBe("Geometry");
    expect(element(geometry, "schedule_date").initial_date).toMatch(/^\d{4}-12-03$/);
    expect(element(geometry, "schedule_time").initial_time).toBe("15:30");
    expect(element(geometry, "schedule_duration").initial_value).toBe("120");
    expect(readAs(geometry)[0]).toMatch(
      /^Read as: Geometry, course Algebra I, \w{3} 3 Dec( \d{4})? at 15:30, 2 hours$/,
    );

    const algebra = await openForm(TEACHER, "Algebra tomorrow at 5pm for 45 minutes");
    expect(element(algebra, "schedule_name").initial_value).toBe("Algebra");
    expect(element(algebra, "schedule_date").initial_date).toBe(nyDay(1).iso);
    expect(element(algebra, "schedule_time").initial_time).toBe("17:00");
    expect(element(algebra, "schedule_duration").initial_value).toBe("45");
    expect(readAs(algebra)).toEqual([
      `Read as: Algebra, course Algebra I, ${nyDay(1).said} at 17:00, 45 minutes`,
    ]);
  });

  it("'中午12点到晚上12点' is a 12-hour class; a class longer than a day is refused on Duration, as in English", async () => {
    const noonToMidnight = await openForm(TEACHER, "数学 明天中午12点到晚上12点");
    expect(element(noonToMidnight, "schedule_name").initial_value).toBe("数学");
    expect(element(noonToMidnight, "schedule_time").initial_time).toBe("12:00");
    expect(element(noonToMidnight, "schedule_duration").initial_value).toBe("720");
    for (const text of ["Algebra tomorrow 9am for 25 hours", "代数 明天上午9点 25小时"]) {
      const form = await openForm(TEACHER, text);
      expect(element(form, "schedule_duration").initial_value).toBe("1500");
      const before = sandboxClasses().length;
      const result = await h.as(TEACHER).submit(form, {});
      expect(result.responseAction).toBe("errors");
      expect(result.errorsByLabel).toEqual({
        "Duration (minutes)": "A class lasts from 15 minutes to 24 hours (1440 minutes).",
      });
      expect(sandboxClasses().length).toBe(before);
    }
  });

  it("says what is still to choose, and shows no Read-as line without free text", async () => {
    const loose = await openForm(TEACHER, "Tutoring Tuesdays and Thursdays 4pm for 7 classes");
    expect(element(loose, "schedule_weeks").initial_value).toBeUndefined();
    expect(readAs(loose)[0]).toContain("Still to choose: the number of weeks");
    const plain = await openForm(TEACHER);
    expect(readAs(plain)).toEqual([]);
  });
});
