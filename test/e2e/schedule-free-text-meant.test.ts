/**
 * Free text read as meant, or said not understood (issue 30 §7), end to end: `/class schedule <text>`
 * signed in, the form opened filled and its "Read as" line, the classes the untouched form makes
 * (until a date; every other week), slips said as "did you mean", words not understood said apart
 * from the name, 下周一 on a Sunday, and `/class move <class> to <when>` opening the move form filled.
 * The stack's clock is a Sunday, 12:00 in New York (Ada's zone); Ada's only course is Algebra I.
 */
import { TZDate } from "@date-fns/tz";
import { beforeAll, describe, expect, it } from "vitest";
import type { SlackView } from "../../src/slack-standin/index.js";
import { openByCommand, viewText, WAIT_MS } from "./harness.js";
import { h, NY, openForm, sandboxClasses, schedulePerFile, TEACHER, wallClock } from "./schedule.js";

schedulePerFile();

const DAY = 86_400;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** Sunday 12:00 in New York (17:00 UTC), with the 4 weeks after it in one year. */
let sunday = 0;

beforeAll(() => {
  let t = Math.ceil((h.clock.now() + 60) / DAY) * DAY + 17 * 3600;
  const sameYear = (u: number) =>
    new Date(u * 1000).getUTCFullYear() === new Date((u + 40 * DAY) * 1000).getUTCFullYear();
  while (new Date(t * 1000).getUTCDay() !== 0 || !sameYear(t)) t += DAY;
  sunday = h.clock.advance(t - h.clock.now());
});

/** The New York date `days` after the Sunday: as the form holds it, said, and as typed ("Dec 23"). */
function nyDay(days: number): { iso: string; said: string; typed: string } {
  const z = new TZDate((sunday + days * DAY) * 1000, NY);
  const iso = `${z.getFullYear()}-${String(z.getMonth() + 1).padStart(2, "0")}-${String(z.getDate()).padStart(2, "0")}`;
  const month = MONTHS[z.getMonth()];
  return { iso, said: `${DAYS[z.getDay()]} ${z.getDate()} ${month}`, typed: `${month} ${z.getDate()}` };
}

type Block = { block_id?: string; element?: Record<string, unknown> };
const blocks = (form: SlackView) => (form.blocks ?? []) as Block[];
const element = (form: SlackView, blockId: string) =>
  blocks(form).find((b) => b.block_id === blockId)?.element ?? {};
const readAs = (form: SlackView) =>
  blocks(form)
    .filter((b) => b.block_id === "schedule_read_as")
    .map((b) => viewText({ blocks: [b] }))
    .join("\n");

async function madeBy(form: SlackView, count: number) {
  const before = sandboxClasses().length;
  const mark = h.standin.calls.length;
  const result = await h.as(TEACHER).submit(form, {});
  expect(viewText(result.view as SlackView)).toContain(`Scheduling ${count} classes`);
  const dm = await h.standin.waitFor(
    "chat.postMessage",
    (c) => c.seq >= mark && c.args.channel === TEACHER,
    WAIT_MS,
  );
  return { made: sandboxClasses().slice(before), dm: JSON.stringify(dm.args) };
}

describe("free text read as meant (issue 30)", () => {
  it("'Algebra Mondays and Wednesdays 4-5pm until <Wed of the 4th week>': Mon+Wed 16:00-17:00 until that day", async () => {
    const last = nyDay(24);
    const form = await openForm(TEACHER, `Algebra Mondays and Wednesdays 4-5pm until ${last.typed}`);
    expect(readAs(form)).toBe(
      `Read as: Algebra, course Algebra I, Mondays and Wednesdays at 16:00, starting ${nyDay(1).said}, until ${last.said}, 1 hour each`,
    );
    expect(element(form, "schedule_name").initial_value).toBe("Algebra");
    expect(element(form, "schedule_course").initial_option).toMatchObject({ value: expect.any(String) });
    expect(element(form, "schedule_time").initial_time).toBe("16:00");
    expect(element(form, "schedule_duration").initial_value).toBe("60");
    expect(element(form, "schedule_until").initial_date).toBe(last.iso);
    const { made } = await madeBy(form, 8);
    expect(made.map((c) => wallClock(c.beginTime)).sort()).toEqual(
      [
        "Mon 16:00",
        "Mon 16:00",
        "Mon 16:00",
        "Mon 16:00",
        "Wed 16:00",
        "Wed 16:00",
        "Wed 16:00",
        "Wed 16:00",
      ].sort(),
    );
    expect(new Set(made.map((c) => c.endTime - c.beginTime))).toEqual(new Set([3600]));
    expect(Math.max(...made.map((c) => c.beginTime))).toBeLessThan(sunday + 25 * DAY);
    expect(new Set(made.map((c) => c.className))).toEqual(new Set(["Algebra"]));
  });

  it("'Algebra every other Tuesday 5pm for 6 weeks': three classes two weeks apart, and the message says so", async () => {
    const form = await openForm(TEACHER, "Algebra every other Tuesday 5pm for 6 weeks");
    expect(readAs(form)).toContain("Tuesdays every 2 weeks at 17:00 for 6 weeks");
    expect(element(form, "schedule_interval").initial_option).toMatchObject({ value: "2" });
    const { made, dm } = await madeBy(form, 3);
    const begins = made.map((c) => c.beginTime).sort((a, b) => a - b);
    expect(begins.map((b) => wallClock(b))).toEqual(["Tue 17:00", "Tue 17:00", "Tue 17:00"]);
    expect(((begins[1] as number) - (begins[0] as number)) / DAY).toBe(14);
    expect(dm).toContain("series every other Tuesday, 3 classes scheduled");
  });

  it("'until Christmas' sets the last date; 'fortnightly' every 2 weeks", async () => {
    const form = await openForm(TEACHER, "Algebra Tuesdays 5pm until Christmas");
    const z = new TZDate(sunday * 1000, NY);
    const year = z.getMonth() === 11 && z.getDate() > 25 ? z.getFullYear() + 1 : z.getFullYear();
    expect(element(form, "schedule_until").initial_date).toBe(`${year}-12-25`);
    expect(element(form, "schedule_name").initial_value).toBe("Algebra");
    const fortnightly = await openForm(TEACHER, "Art fortnightly Friday 3pm");
    expect(element(fortnightly, "schedule_interval").initial_option).toMatchObject({ value: "2" });
    expect(element(fortnightly, "schedule_name").initial_value).toBe("Art");
  });

  it("'Algebra tomorow 5pm': read as tomorrow with a did-you-mean; words not understood are said, not named", async () => {
    const form = await openForm(TEACHER, "Algebra tomorow 5pm with the lab kit");
    expect(element(form, "schedule_name").initial_value).toBe("Algebra");
    expect(element(form, "schedule_date").initial_date).toBe(nyDay(1).iso);
    expect(element(form, "schedule_time").initial_time).toBe("17:00");
    expect(readAs(form)).toBe(
      `Read as: Algebra, course Algebra I, ${nyDay(1).said} at 17:00. Did you mean "tomorrow" for "tomorow"? Read so. Not understood: "with the lab kit".`,
    );
  });

  it("'algebra revision 4pm-5:30pm tomorrow': the course matched by a word, start and end read", async () => {
    const form = await openForm(TEACHER, "algebra revision 4pm-5:30pm tomorrow");
    expect(element(form, "schedule_name").initial_value).toBe("algebra revision");
    expect(element(form, "schedule_duration").initial_value).toBe("90");
    expect(readAs(form)).toContain("course Algebra I");
  });

  it("on a Sunday 下周一 is the next day, as 'next Monday' is; 隔周二 is every other Tuesday", async () => {
    const zh = await openForm(TEACHER, "数学 下周一 下午4点");
    const en = await openForm(TEACHER, "Algebra next Monday 4pm");
    expect(element(zh, "schedule_date").initial_date).toBe(nyDay(1).iso);
    expect(element(en, "schedule_date").initial_date).toBe(nyDay(1).iso);
    const other = await openForm(TEACHER, "数学 隔周二 下午4点到5点");
    expect(element(other, "schedule_interval").initial_option).toMatchObject({ value: "2" });
    expect(element(other, "schedule_date").initial_date).toBe(nyDay(2).iso);
    expect(element(other, "schedule_duration").initial_value).toBe("60");
  });

  it("'/class move Algebra Monday to Friday 4pm' opens the move form of Monday's class at the new time", async () => {
    const form = await openByCommand(h, TEACHER, "move Algebra Monday to Friday 4pm", "class_modal_move");
    const moveBlocks = (form.blocks ?? []) as Block[];
    const el = (id: string) => moveBlocks.find((b) => b.block_id === id)?.element ?? {};
    expect(el("class_move_date").initial_date).toBe(nyDay(5).iso);
    expect(el("class_move_time").initial_time).toBe("16:00");
    expect(el("class_move_name").initial_value).toBe("Algebra");
  });
});
