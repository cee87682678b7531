/**
 * A student's phone shows their DM's notification text, where a date token may read as its plain
 * part: it names the class's time in the student's own Slack zone, not UTC. Ada adds Ben (New York)
 * and Chloé (Shanghai) to her class through the students modal; a student whose Slack has no zone
 * keeps the UTC fallback. Expected times are worked out with @date-fns/tz.
 */
import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import type { PostedMessage } from "../../src/slack-standin/index.js";
import { ADA, BEN, CHLOE, JOSE } from "../support/cast.js";
import { type ClassWorld, makeClass } from "../support/school.js";
import { speaks } from "../support/speaks.js";
import { type Harness, harnessPerFile, openByCommand, WAIT_MS } from "./harness.js";
import { connectedSchool } from "./school.js";

let h: Harness;
let w: ClassWorld;
harnessPerFile(async (started) => {
  h = started;
  w = await connectedSchool(h, { people: [ADA, BEN, CHLOE, JOSE] });
  speaks(h, [
    [BEN, "en-US", "America/New_York"],
    [CHLOE, "zh-CN", "Asia/Shanghai"],
    [JOSE, "en-US"],
  ]);
});

const dmTo = (userId: string): PostedMessage | undefined =>
  h.standin.messagesIn(h.standin.dmChannelOf(userId)).find((m) => m.via === "chat.postMessage");

const fallbacks = (text: string | undefined) =>
  [...(text ?? "").matchAll(/<!date\^\d+\^[^|>]*\|([^>]*)>/g)].map((m) => m[1]);

function inZone(unixSeconds: number, zone: string): string {
  const d = new TZDate(unixSeconds * 1000, zone);
  const two = (n: number) => String(n).padStart(2, "0");
  const offset = -d.getTimezoneOffset() / 60;
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())} GMT${offset < 0 ? "" : "+"}${offset}`;
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
    expect(fallbacks(dmTo(CHLOE.slackUserId)?.text)).toEqual([inZone(cls.beginTime, "Asia/Shanghai")]);
    expect(fallbacks(dmTo(CHLOE.slackUserId)?.text)[0]).toMatch(/ GMT\+8$/);
    const utc = new Date(cls.beginTime * 1000).toISOString();
    expect(fallbacks(dmTo(JOSE.slackUserId)?.text)).toEqual([`${utc.slice(0, 10)} ${utc.slice(11, 16)} UTC`]);
  });
});
