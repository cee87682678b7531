/**
 * A notification shows a message's `text`, where Slack's date tokens may fall back to their plain part
 * (phones, screen readers, e-mail digests). The views write that part in UTC, as they do not know the
 * reader; a DM has one reader, so its fallbacks are written again in that person's
 * own zone ("Sat 2026-12-05 04:30 GMT+8", the weekday of that zone's day) just before Slack gets them. The blocks keep `<!date^…>`, which
 * Slack renders in each reader's zone itself.
 */
import type { KnownBlock } from "@slack/types";
import type { PostMessage, UpdateMessage } from "../../../delivery/index.js";
import type { T } from "../../../i18n/index.js";
import { isSlackUserId } from "../../../slack-user-id.js";
import { mrkdwn } from "../blocks/text.js";

const DATE_TOKEN = /<!date\^(-?\d+)\^([^|>]*)\|[^>]*>/g;

const FALLBACK_LOCALE = "en-US";

/** The date and offset parts (digits, the same in every language) and the weekday in the reader's. */
interface FallbackFormat {
  readonly parts: Intl.DateTimeFormat;
  readonly weekday: Intl.DateTimeFormat;
}

function fallbackFormat(timeZone: string, locale: string): FallbackFormat | null {
  try {
    return {
      parts: new Intl.DateTimeFormat(FALLBACK_LOCALE, {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
        timeZoneName: "shortOffset",
      }),
      // The one place a fallback's weekday is worded: "Sat" in English, "周六" in Chinese.
      weekday: new Intl.DateTimeFormat(locale, { timeZone, weekday: "short" }),
    };
  } catch {
    return null;
  }
}

/** "Sat 2026-12-05 04:30 GMT+8" (周六 in Chinese): the views' UTC fallback's shape, in `timeZone`. */
function inZone(format: FallbackFormat, unixSeconds: number): string {
  const at = new Date(unixSeconds * 1000);
  const parts = Object.fromEntries(format.parts.formatToParts(at).map((p) => [p.type, p.value]));
  // A zero offset reads as the views' own fallback does: "UTC" (Intl says "GMT" or "GMT+0").
  const offset = /^GMT([+-]0(:00)?)?$/.test(parts.timeZoneName ?? "") ? "UTC" : parts.timeZoneName;
  return `${format.weekday.format(at)} ${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} ${offset}`;
}

/**
 * `text` with the plain part of each date token written in `timeZone`, its weekday in `locale` (the
 * message's language; default English); unknown zone: as it was.
 */
export function datesInZone(text: string, timeZone: string | null, locale = FALLBACK_LOCALE): string {
  if (timeZone === null) return text;
  const format = fallbackFormat(timeZone, locale);
  if (!format) return text;
  return text.replace(DATE_TOKEN, (token, seconds: string, shape: string) => {
    const unix = Number(seconds);
    if (!Number.isSafeInteger(unix) || Math.abs(unix) > 8.64e12) return token;
    return `<!date^${seconds}^${shape}|${inZone(format, unix)}>`;
  });
}

/** Where a person's zone comes from (main.ts: their Slack profile, cached). */
export type ZoneOf = (teamId: string, slackUserId: string) => Promise<string | null>;

/**
 * What the "your time" line needs besides the reader's zone: the school's zone (the one its teachers
 * schedule in, school settings) and the reader's words. Both are read when a DM leaves, not when it
 * is written: notices are written inside transactions and know no zone (docs/slack-app.md, "Dates").
 */
export interface YourTimeNote {
  schoolZoneOf(teamId: string): Promise<string | null>;
  wordsOf(teamId: string, slackUserId: string): Promise<T>;
}

/** The block that says the dates are the reader's, once per message. */
export const YOUR_TIME_BLOCK = "your_time";

/** A message holds at most 50 blocks; the line is left out rather than refused. */
const MESSAGE_BLOCKS_MAX = 50;

const wallFormats = new Map<string, Intl.DateTimeFormat | null>();

/** "2026-12-05 04:30": the wall clock of `timeZone` at `unixSeconds` (null: not a zone). */
function wallClock(timeZone: string, unixSeconds: number): string | null {
  let format = wallFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat("en-GB", { timeZone, dateStyle: "short", timeStyle: "short" });
    } catch {
      format = null;
    }
    if (wallFormats.size > 1000) wallFormats.clear();
    wallFormats.set(timeZone, format);
  }
  return format ? format.format(new Date(unixSeconds * 1000)) : null;
}

/** "Japan Standard Time" / "日本标准时间": the zone as the reader's language names it, else its id. */
function zoneName(timeZone: string, unixSeconds: number, locale: string): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "long" }).formatToParts(
      new Date(unixSeconds * 1000),
    );
    return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * Whether the reader's clock reads otherwise than any of these zones' (the school's, the class's
 * teacher's) at `at`: London and UTC agree in winter, so no line between them. Unknown zones count not.
 */
function clockDiffers(readerZone: string, others: readonly (string | null)[], at: number): boolean {
  const reader = wallClock(readerZone, at);
  if (reader === null) return false;
  return others.some((zone) => zone !== null && zone !== readerZone && wallClock(zone, at) !== reader);
}

/**
 * The "your time" line ("Dates and times are in your time zone (Japan Standard Time)") for a reader in
 * `readerZone`, when their clock reads otherwise than the school's or the teacher's at `at`; null
 * otherwise. DMs get it as they leave, Home and the class modals as they are built.
 */
export function yourTimeBlock(
  at: number,
  readerZone: string | null,
  others: readonly (string | null)[],
  t: T,
): KnownBlock | null {
  if (readerZone === null || !clockDiffers(readerZone, others, at)) return null;
  const zone = zoneName(readerZone, at, t("schedule.intl.dates"));
  return { type: "context", block_id: YOUR_TIME_BLOCK, elements: [mrkdwn(t("common.yourTime", { zone }))] };
}

/**
 * `blocks` with the "your time" line added when the reader's clock reads otherwise than the school's
 * (or the teacher's) at the message's first date; unchanged when there is no date, no zone, or no room.
 */
export function withYourTime(
  blocks: readonly unknown[] | undefined,
  firstDate: number,
  readerZone: string,
  others: readonly (string | null)[],
  t: T,
): readonly unknown[] | undefined {
  if (!blocks || blocks.length >= MESSAGE_BLOCKS_MAX) return blocks;
  if (blocks.some((b) => (b as { block_id?: unknown }).block_id === YOUR_TIME_BLOCK)) return blocks;
  const line = yourTimeBlock(firstDate, readerZone, others, t);
  return line ? [...blocks, line] : blocks;
}

/** The first date token's time in a message (its blocks, else its text), or null. */
function firstDateIn(text: string, blocks: readonly unknown[] | undefined): number | null {
  const found =
    /<!date\^(-?\d+)\^/.exec(blocks ? JSON.stringify(blocks) : text) ?? /<!date\^(-?\d+)\^/.exec(text);
  const unix = found ? Number(found[1]) : Number.NaN;
  return Number.isSafeInteger(unix) ? unix : null;
}

/**
 * Whose class a DM is about: the first person it mentions other than its reader (a student's DM names
 * its class's teacher before anyone else); null when it mentions nobody else.
 */
function teacherIn(blocks: readonly unknown[], reader: string): string | null {
  for (const [, id] of JSON.stringify(blocks).matchAll(/<@([UW][A-Z0-9]{2,30})>/g)) {
    if (id !== reader) return id ?? null;
  }
  return null;
}

/**
 * A DM's text and blocks finished for its one reader: dates' plain parts in their zone and language
 * (unknown zone: UTC, as the views wrote it, with the weekday in their language), and the "your time"
 * line when their clock differs from the school's or the class's teacher's.
 */
async function forReader<R extends { teamId: string; text: string; blocks?: readonly unknown[] }>(
  request: R,
  reader: string,
  zoneOf: ZoneOf,
  note: YourTimeNote | undefined,
): Promise<R> {
  const first = firstDateIn(request.text, request.blocks);
  if (first === null) return request;
  const [zone, t] = await Promise.all([
    zoneOf(request.teamId, reader).catch(() => null),
    note?.wordsOf(request.teamId, reader).catch(() => undefined),
  ]);
  const locale = t?.("schedule.intl.dates");
  const text = datesInZone(request.text, zone ?? (locale === undefined ? null : "UTC"), locale);
  if (zone === null || note === undefined || t === undefined || request.blocks === undefined) {
    return { ...request, text };
  }
  const teacher = teacherIn(request.blocks, reader);
  const others = await Promise.all([
    note.schoolZoneOf(request.teamId).catch(() => null),
    teacher === null ? null : zoneOf(request.teamId, teacher).catch(() => null),
  ]);
  const blocks = withYourTime(request.blocks, first, zone, others, t);
  return { ...request, text, ...(blocks === undefined ? {} : { blocks }) };
}

/** A DM poster whose texts are finished for their one reader (a channel's many readers keep UTC). */
export function readerDatedPost(post: PostMessage, zoneOf: ZoneOf, note?: YourTimeNote): PostMessage {
  return async (request) => {
    if (!isSlackUserId(request.channel)) return post(request);
    return post(await forReader(request, request.channel, zoneOf, note));
  };
}

/** The same for the edits of a DM: an edited message keeps reading in its reader's time. */
export function readerDatedUpdate(update: UpdateMessage, zoneOf: ZoneOf, note?: YourTimeNote): UpdateMessage {
  return async (request) => {
    if (request.recipient === undefined || !isSlackUserId(request.recipient)) return update(request);
    return update(await forReader(request, request.recipient, zoneOf, note));
  };
}
