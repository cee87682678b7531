/**
 * A notification shows a message's `text`, where Slack's date tokens may fall back to their plain part
 * (phones, screen readers, e-mail digests). The views write that part in UTC, as they do not know the
 * reader; a DM has one reader, so its fallbacks are written again in that person's
 * own zone ("Sat 2026-12-05 04:30 GMT+8", the weekday of that zone's day) just before Slack gets them. The blocks keep `<!date^…>`, which
 * Slack renders in each reader's zone itself.
 */
import type { PostMessage, UpdateMessage } from "../../../delivery/index.js";
import type { T } from "../../../i18n/index.js";
import { isSlackUserId } from "../../../slack-user-id.js";
import { mrkdwn } from "../blocks/text.js";

const DATE_TOKEN = /<!date\^(-?\d+)\^([^|>]*)\|[^>]*>/g;

function zoneFormat(timeZone: string): Intl.DateTimeFormat | null {
  try {
    return new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZoneName: "shortOffset",
    });
  } catch {
    return null;
  }
}

/** "Sat 2026-12-05 04:30 GMT+8": the same shape as the views' UTC fallback, in `timeZone`. */
function inZone(format: Intl.DateTimeFormat, unixSeconds: number): string {
  const parts = Object.fromEntries(
    format.formatToParts(new Date(unixSeconds * 1000)).map((p) => [p.type, p.value]),
  );
  // A zero offset reads as the views' own fallback does: "UTC" (Intl says "GMT" or "GMT+0").
  const offset = /^GMT([+-]0(:00)?)?$/.test(parts.timeZoneName ?? "") ? "UTC" : parts.timeZoneName;
  return `${parts.weekday} ${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} ${offset}`;
}

/** `text` with the plain part of each date token written in `timeZone` (unknown zone: as it was). */
export function datesInZone(text: string, timeZone: string | null): string {
  if (timeZone === null) return text;
  const format = zoneFormat(timeZone);
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
 * `blocks` with the "your time" line added when the reader's clock reads otherwise than the school's
 * at the message's first date (London and UTC agree in winter: no line); unchanged when there is no
 * date, no zone, or no room.
 */
export function withYourTime(
  blocks: readonly unknown[] | undefined,
  firstDate: number,
  readerZone: string,
  schoolZone: string | null,
  t: T,
): readonly unknown[] | undefined {
  if (!blocks || blocks.length >= MESSAGE_BLOCKS_MAX || schoolZone === null) return blocks;
  const reader = wallClock(readerZone, firstDate);
  if (reader === null || reader === wallClock(schoolZone, firstDate)) return blocks;
  if (blocks.some((b) => (b as { block_id?: unknown }).block_id === YOUR_TIME_BLOCK)) return blocks;
  const zone = zoneName(readerZone, firstDate, t("schedule.intl.dates"));
  return [
    ...blocks,
    { type: "context", block_id: YOUR_TIME_BLOCK, elements: [mrkdwn(t("common.yourTime", { zone }))] },
  ];
}

/** The first date token's time in a message (its blocks, else its text), or null. */
function firstDateIn(text: string, blocks: readonly unknown[] | undefined): number | null {
  const found =
    /<!date\^(-?\d+)\^/.exec(blocks ? JSON.stringify(blocks) : text) ?? /<!date\^(-?\d+)\^/.exec(text);
  const unix = found ? Number(found[1]) : Number.NaN;
  return Number.isSafeInteger(unix) ? unix : null;
}

/** A DM's text and blocks finished for its one reader: dates' plain parts in their zone, the note. */
async function forReader<R extends { teamId: string; text: string; blocks?: readonly unknown[] }>(
  request: R,
  reader: string,
  zoneOf: ZoneOf,
  note: YourTimeNote | undefined,
): Promise<R> {
  const first = firstDateIn(request.text, request.blocks);
  if (first === null) return request;
  const zone = await zoneOf(request.teamId, reader).catch(() => null);
  const text = datesInZone(request.text, zone);
  if (zone === null || note === undefined || request.blocks === undefined) return { ...request, text };
  const [school, t] = await Promise.all([
    note.schoolZoneOf(request.teamId).catch(() => null),
    note.wordsOf(request.teamId, reader),
  ]);
  const blocks = withYourTime(request.blocks, first, zone, school, t);
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
