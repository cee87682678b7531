/**
 * A notification shows a message's `text`, where Slack's date tokens may fall back to their plain part
 * (phones, screen readers, e-mail digests). The views write that part in UTC, as they do not know the
 * reader; a DM has one reader, so its fallbacks are written again in that person's
 * own zone ("2026-12-05 04:30 GMT+8") just before Slack gets them. The blocks keep `<!date^…>`, which
 * Slack renders in each reader's zone itself.
 */
import type { PostMessage } from "../../../delivery/index.js";
import { isSlackUserId } from "../../../slack-user-id.js";

const DATE_TOKEN = /<!date\^(-?\d+)\^([^|>]*)\|[^>]*>/g;

function zoneFormat(timeZone: string): Intl.DateTimeFormat | null {
  try {
    return new Intl.DateTimeFormat("en-US", {
      timeZone,
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

/** "2026-12-05 04:30 GMT+8": the same shape as the views' UTC fallback, in `timeZone`. */
function inZone(format: Intl.DateTimeFormat, unixSeconds: number): string {
  const parts = Object.fromEntries(
    format.formatToParts(new Date(unixSeconds * 1000)).map((p) => [p.type, p.value]),
  );
  // A zero offset reads as the views' own fallback does: "UTC" (Intl says "GMT" or "GMT+0").
  const offset = /^GMT([+-]0(:00)?)?$/.test(parts.timeZoneName ?? "") ? "UTC" : parts.timeZoneName;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} ${offset}`;
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

/** A DM poster whose texts are finished for their one reader (a channel's many readers keep UTC). */
export function readerDatedPost(post: PostMessage, zoneOf: ZoneOf): PostMessage {
  return async (request) => {
    if (!isSlackUserId(request.channel) || !request.text.includes("<!date^")) return post(request);
    const zone = await zoneOf(request.teamId, request.channel).catch(() => null);
    return post({ ...request, text: datesInZone(request.text, zone) });
  };
}
