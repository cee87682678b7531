/**
 * Every date a person reads carries its weekday, in their own time (issue 30 §4). A student's phone
 * shows their DM's notification text, where a date token may read as its plain part: it names the
 * class's day and time in the student's own Slack zone, not UTC. Ada adds Ben (New York) and Chloé
 * (Shanghai) to her class through the students modal (Chloé reads Chinese: 周六, not Sat); a student
 * whose Slack has no zone keeps the UTC fallback. The school is in New York: Chloé's DM says once that its times are hers, Ben's does not
 * (his clock reads as the school's), and a move's edit keeps both. Expected times are worked out with
 * @date-fns/tz.
 */
import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { type PostedMessage, renderBlocks } from "../../src/slack-standin/index.js";
import { ADA, BEN, CHLOE, JOSE } from "../support/cast.js";
import { formDatePlus } from "../support/form-date.js";
import { type ClassWorld, makeClass } from "../support/school.js";
import { speaks } from "../support/speaks.js";
import {
  type Harness,
  harnessPerFile,
  openByCommand,
  submitForReport,
  viewText,
  WAIT_MS,
} from "./harness.js";
import { connectedSchool } from "./school.js";

let h: Harness;
let w: ClassWorld;
harnessPerFile(async (started) => {
  h = started;
  w = await connectedSchool(h, { people: [ADA, BEN, CHLOE, JOSE] });
  speaks(h, [
    // Ada teaches in the school's zone: only a reader's own clock differs.
    [ADA, "en-US", "America/New_York"],
    [BEN, "en-US", "America/New_York"],
    [CHLOE, "zh-CN", "Asia/Shanghai"],
    [JOSE, "en-US"],
  ]);
  // The school's teachers schedule in New York's time.
  await h.store.workspaces.upsert({ teamId: w.teamId, timeZone: "America/New_York" });
});

const dmTo = (userId: string): PostedMessage | undefined =>
  h.standin.messagesIn(h.standin.dmChannelOf(userId)).find((m) => m.via === "chat.postMessage");

const fallbacks = (text: string | undefined) =>
  [...(text ?? "").matchAll(/<!date\^\d+\^[^|>]*\|([^>]*)>/g)].map((m) => m[1]);

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** "Sat 2026-12-05 04:30 GMT+8": the reader's day, weekday included, and time. */
function inZone(unixSeconds: number, zone: string): string {
  const d = new TZDate(unixSeconds * 1000, zone);
  const two = (n: number) => String(n).padStart(2, "0");
  const offset = -d.getTimezoneOffset() / 60;
  return `${WEEKDAYS[d.getDay()]} ${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())} GMT${offset < 0 ? "" : "+"}${offset}`;
}

describe("a DM's notification names the class's time in the reader's zone", () => {
  it("New York for Ben, Shanghai for Chloé, UTC for someone whose Slack has no zone", async () => {
    const cls = await makeClass(w, { name: "Algebra review", startsIn: 3 * 86_400, record: true });
    const modal = await openByCommand(h, ADA.slackUserId, "students Algebra review", "class_modal_students");
    const mark = h.standin.calls.length;
    await h.as(ADA.slackUserId).submit(modal, {
      "Add students": [BEN.slackUserId, CHLOE.slackUserId, JOSE.slackUserId],
    });
    for (const student of [BEN, CHLOE, JOSE]) {
      await h.standin.waitFor(
        "chat.postMessage",
        (c) => c.seq >= mark && c.args.channel === student.slackUserId,
        WAIT_MS,
      );
    }
    expect(fallbacks(dmTo(BEN.slackUserId)?.text)).toEqual([inZone(cls.beginTime, "America/New_York")]);
    // Chloé reads Chinese: the weekday is in her language (周三), the rest as Ben's.
    const zhWeekday = new Intl.DateTimeFormat("zh-CN", {
      weekday: "short",
      timeZone: "Asia/Shanghai",
    }).format(new Date(cls.beginTime * 1000));
    expect(fallbacks(dmTo(CHLOE.slackUserId)?.text)).toEqual([
      inZone(cls.beginTime, "Asia/Shanghai").replace(/^\w+/, zhWeekday),
    ]);
    expect(fallbacks(dmTo(CHLOE.slackUserId)?.text)[0]).toMatch(/ GMT\+8$/);
    const utc = new Date(cls.beginTime * 1000).toISOString();
    const utcDay = WEEKDAYS[new Date(cls.beginTime * 1000).getUTCDay()];
    expect(fallbacks(dmTo(JOSE.slackUserId)?.text)).toEqual([
      `${utcDay} ${utc.slice(0, 10)} ${utc.slice(11, 16)} UTC`,
    ]);
  });
});

/** What a person reads of a message: its text and its blocks' words. */
const readText = (m: { text?: unknown; blocks?: unknown } | undefined): string =>
  `${String(m?.text ?? "")}\n${viewText({ blocks: (m?.blocks ?? []) as never })}`;

describe("every date a person reads carries its weekday, in their own time", () => {
  it("the blocks' dates are Slack's long form, which names the day of the week", async () => {
    const cls = await makeClass(w, { name: "Weekday check", startsIn: 4 * 86_400, record: true });
    const modal = await openByCommand(h, ADA.slackUserId, "students Weekday check", "class_modal_students");
    const mark = h.standin.calls.length;
    await h.as(ADA.slackUserId).submit(modal, { "Add students": [BEN.slackUserId] });
    const sent = await h.standin.waitFor(
      "chat.postMessage",
      (c) =>
        c.seq >= mark && c.args.channel === BEN.slackUserId && String(c.args.text).includes("Weekday check"),
      WAIT_MS,
    );
    const tokens = [...JSON.stringify(sent.args.blocks).matchAll(/<!date\^(\d+)\^([^|>]*)\|/g)];
    expect(tokens.length).toBeGreaterThan(0);
    for (const [, , shape] of tokens) expect(shape).toContain("{date_long}");
    // As Ben reads it in New York: "Thursday, December 3rd, 2026 …".
    const day = new Date(cls.beginTime * 1000).toLocaleDateString("en-US", {
      weekday: "long",
      timeZone: "America/New_York",
    });
    const read = renderBlocks(sent.args.blocks as unknown[], { timeZone: "America/New_York" }).join("\n");
    expect(read).toContain(day);
  });

  it("says once that the times are the reader's where the school's clock reads otherwise, and keeps it on the edit", async () => {
    const cls = await makeClass(w, { name: "Zone note", startsIn: 5 * 86_400, record: true });
    const modal = await openByCommand(h, ADA.slackUserId, "students Zone note", "class_modal_students");
    const mark = h.standin.calls.length;
    await h.as(ADA.slackUserId).submit(modal, { "Add students": [BEN.slackUserId, CHLOE.slackUserId] });
    const firstTo = (userId: string) =>
      h.standin.waitFor(
        "chat.postMessage",
        (c) => c.seq >= mark && c.args.channel === userId && String(c.args.text).includes("Zone note"),
        WAIT_MS,
      );
    const chloe = await firstTo(CHLOE.slackUserId);
    const ben = await firstTo(BEN.slackUserId);
    // Chloé reads Shanghai's time in a New York school: told once, in her language, naming her zone.
    expect(readText(chloe.args).match(/日期和时间均按你所在的时区显示/g)).toHaveLength(1);
    expect(readText(chloe.args)).toMatch(/中国标准时间/);
    // Ben's clock reads as the school's: nothing to say.
    expect(readText(ben.args)).not.toMatch(/your time zone/);

    const markMove = h.standin.calls.length;
    const move = await openByCommand(h, ADA.slackUserId, `move ${cls.classId}`, "class_modal_move");
    await submitForReport(h, ADA.slackUserId, move, { "New date": formDatePlus(move, 1) });
    const edit = await h.standin.waitFor(
      "chat.update",
      (c) =>
        c.seq >= markMove &&
        String(c.args.text).includes("Zone note") &&
        c.args.channel === h.standin.dmChannelOf(CHLOE.slackUserId),
      WAIT_MS,
    );
    // The edited DM still says it once, and its notification names the day in Shanghai, in Chinese.
    expect(readText(edit.args).match(/日期和时间均按你所在的时区显示/g)).toHaveLength(1);
    for (const f of fallbacks(String(edit.args.text))) expect(f).toMatch(/^周[一二三四五六日] .* GMT\+8$/);
  });
});
