/**
 * A DM's notification text names its dates in the reader's own zone: phones and screen readers may
 * show a date token's plain part, which the views can only write in UTC. Expected times are worked
 * out with @date-fns/tz, not with the Intl formatter the app uses.
 */
import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import type { PostRequest } from "../../src/delivery/index.js";
import { translator } from "../../src/i18n/index.js";
import { slackDate } from "../../src/slack/lib/blocks/text.js";
import { datesInZone, readerDatedPost, withYourTime } from "../../src/slack/lib/locale/reader-dates.js";

// Fri 4 Dec 2026 20:30 UTC (winter in New York) and Wed 1 Jul 2026 12:00 UTC (summer).
const WINTER = Date.UTC(2026, 11, 4, 20, 30) / 1000;
const SUMMER = Date.UTC(2026, 6, 1, 12, 0) / 1000;

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** "Sat 2026-12-05 04:30 GMT+8" (the weekday of the zone's day), worked out independently of the app. */
function expected(unixSeconds: number, zone: string): string {
  const d = new TZDate(unixSeconds * 1000, zone);
  const two = (n: number) => String(n).padStart(2, "0");
  const offsetMinutes = -d.getTimezoneOffset();
  const sign = offsetMinutes < 0 ? "-" : "+";
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  const offset = offsetMinutes === 0 ? "UTC" : `GMT${sign}${hours}${minutes === 0 ? "" : `:${two(minutes)}`}`;
  return `${WEEKDAYS[d.getDay()]} ${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())} ${offset}`;
}

const fallbacks = (text: string) => [...text.matchAll(/<!date\^\d+\^[^|>]*\|([^>]*)>/g)].map((m) => m[1]);

describe("dates in a notification, in the reader's zone", () => {
  it("writes each date token's plain part in the zone, keeping the token Slack renders", () => {
    const text = `Algebra starts ${slackDate(WINTER)}; then ${slackDate(SUMMER)}.`;
    for (const zone of ["Asia/Shanghai", "America/New_York", "Asia/Kathmandu", "Europe/London"]) {
      const out = datesInZone(text, zone);
      expect(fallbacks(out)).toEqual([expected(WINTER, zone), expected(SUMMER, zone)]);
      expect(out.replace(/\|[^>]*>/g, ">")).toBe(text.replace(/\|[^>]*>/g, ">"));
    }
    expect(fallbacks(datesInZone(text, "Asia/Shanghai"))[0]).toBe("Sat 2026-12-05 04:30 GMT+8");
    // The weekday is the reader's: Friday evening in New York is already Saturday in Shanghai.
    expect(fallbacks(datesInZone(text, "America/New_York"))[0]).toBe("Fri 2026-12-04 15:30 GMT-5");
  });

  it("leaves the text as the views wrote it when the zone is unknown or not a zone", () => {
    const text = `Algebra starts ${slackDate(WINTER)}.`;
    expect(datesInZone(text, null)).toBe(text);
    expect(datesInZone(text, "Mars/Olympus")).toBe(text);
    expect(datesInZone("No date here <!here>", "Asia/Shanghai")).toBe("No date here <!here>");
  });

  it("rewrites a DM to a person, not a post in a channel, whose readers have many zones", async () => {
    const sent: PostRequest[] = [];
    const post = readerDatedPost(
      async (request) => {
        sent.push(request);
        return { kind: "sent", ref: { channel: "D1", ts: "1.0" } };
      },
      async (_team, user) => (user === "U0SHANGHAI" ? "Asia/Shanghai" : null),
    );
    const text = `Algebra starts ${slackDate(WINTER)}.`;
    await post({ teamId: "T1", channel: "U0SHANGHAI", text });
    await post({ teamId: "T1", channel: "C0ALGEBRA", text });
    await post({ teamId: "T1", channel: "U0NOZONE", text });
    expect(fallbacks(sent[0]?.text ?? "")).toEqual(["Sat 2026-12-05 04:30 GMT+8"]);
    expect(sent[1]?.text).toBe(text);
    expect(sent[2]?.text).toBe(text);
  });
});

describe("the line that says a DM's times are the reader's", () => {
  const blocks = [{ type: "section", text: { type: "mrkdwn", text: `Algebra ${slackDate(WINTER)}` } }];
  const en = translator("en");
  const said = (out: readonly unknown[] | undefined) =>
    JSON.stringify(out).match(/your time zone/g)?.length ?? 0;

  it("is added once where the reader's clock reads otherwise than the school's, naming their zone", () => {
    const out = withYourTime(blocks, WINTER, "Asia/Tokyo", ["America/Chicago"], en);
    expect(said(out)).toBe(1);
    expect(JSON.stringify(out)).toContain("Japan Standard Time");
    expect(said(withYourTime(out, WINTER, "Asia/Tokyo", ["America/Chicago"], en))).toBe(1);
    expect(
      JSON.stringify(withYourTime(blocks, WINTER, "Asia/Tokyo", ["UTC"], translator("zh-CN"))),
    ).toContain("日本标准时间");
  });

  it("is left out when both clocks read the same then, the school's zone is unknown, or there is no room", () => {
    // London is on UTC in December.
    expect(withYourTime(blocks, WINTER, "Europe/London", ["UTC"], en)).toBe(blocks);
    expect(withYourTime(blocks, WINTER, "America/Chicago", ["America/Chicago"], en)).toBe(blocks);
    expect(withYourTime(blocks, WINTER, "Asia/Tokyo", [null], en)).toBe(blocks);
    const full = Array.from({ length: 50 }, () => blocks[0]);
    expect(withYourTime(full, WINTER, "Asia/Tokyo", ["UTC"], en)).toBe(full);
  });
});

describe("a DM's dates in its reader's language and against its teacher's zone (issue 30)", () => {
  const text = `算法课 ${slackDate(WINTER)}`;
  const blocks = [{ type: "section", text: { type: "mrkdwn", text: `<@U0ADA> ${slackDate(WINTER)}` } }];

  it("writes the fallback's weekday in the message's language, in the reader's zone or UTC", async () => {
    expect(fallbacks(datesInZone(text, "Asia/Shanghai", "zh-CN"))).toEqual(["周六 2026-12-05 04:30 GMT+8"]);
    const sent: PostRequest[] = [];
    const zones: Record<string, string> = { U0SHANGHAI: "Asia/Shanghai" };
    const post = readerDatedPost(
      async (request) => {
        sent.push(request);
        return { kind: "sent" };
      },
      async (_team, user) => zones[user] ?? null,
      { schoolZoneOf: async () => "Asia/Shanghai", wordsOf: async () => translator("zh-CN") },
    );
    await post({ teamId: "T1", channel: "U0SHANGHAI", text });
    await post({ teamId: "T1", channel: "U0NOZONE", text });
    expect(fallbacks(sent[0]?.text ?? "")).toEqual(["周六 2026-12-05 04:30 GMT+8"]);
    expect(fallbacks(sent[1]?.text ?? "")).toEqual(["周五 2026-12-04 20:30 UTC"]);
  });

  it("says the times are the reader's where the teacher's clock differs, though the school's agrees", async () => {
    const sent: PostRequest[] = [];
    const zones: Record<string, string> = { U0TOKYO: "Asia/Tokyo", U0ADA: "America/New_York" };
    const post = readerDatedPost(
      async (request) => {
        sent.push(request);
        return { kind: "sent" };
      },
      async (_team, user) => zones[user] ?? null,
      { schoolZoneOf: async () => "Asia/Tokyo", wordsOf: async () => translator("en") },
    );
    await post({ teamId: "T1", channel: "U0TOKYO", text: "Algebra", blocks });
    expect(JSON.stringify(sent[0]?.blocks)).toContain(
      "Dates and times are in your time zone (Japan Standard Time)",
    );
    zones.U0ADA = "Asia/Tokyo";
    await post({ teamId: "T1", channel: "U0TOKYO", text: "Algebra", blocks });
    expect(sent[1]?.blocks).toBe(blocks);
  });
});
