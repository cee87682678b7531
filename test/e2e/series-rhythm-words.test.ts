/**
 * A series every other week reads so wherever the teacher meets it (issue 30): scheduled through the
 * form from "Algebra every other Tuesday 4pm until <date>", the teacher's message says "series every
 * other Tuesday", and `/class list` and Home say "every other week"; in Chinese, 隔周. The stack's clock
 * is a Sunday, 12:00 in New York (Ada's zone); Ada's only course is Algebra I.
 */
import { TZDate } from "@date-fns/tz";
import { beforeAll, describe, expect, it } from "vitest";
import type { SlackView } from "../../src/slack-standin/index.js";
import { publishedHome, viewText, WAIT_MS } from "./harness.js";
import { h, NY, openForm, schedulePerFile, TEACHER, teamId } from "./schedule.js";

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

    await h.store.languagePrefs.set(teamId, TEACHER, "zh-CN");
    expect(await answerTo("list")).toContain("隔周系列课");
  });
});
