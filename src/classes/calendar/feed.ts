/**
 * Each person's own calendar feed (issue 30): GET <PUBLIC_URL>/calendar/<token>.ics, polled by Google
 * Calendar, Outlook and Apple Calendar. The token is the only thing that opens it: 256 random bits,
 * stored as its SHA-256 (and sealed, so its owner can be shown the address again); a new address stops
 * the old one. The feed holds the classes the person teaches, assists or is in, from 30 days back on:
 * one event per class with its own Join link, a stable UID (a moved class keeps the UID of the class
 * it was moved from) and a SEQUENCE that grows with every change (seconds since that first class was
 * made, to its last change); cancelled classes stay as STATUS:CANCELLED; a student removed from a
 * class loses it. Times are in UTC: each calendar shows them in its reader's zone.
 */
import { createHash, randomBytes } from "node:crypto";
import type { ClassRecord } from "../../store/index.js";
import { wasMoved } from "../cancelled-by.js";
import { classSummarizer } from "../classes-list.js";
import type { ClassesDeps } from "../deps.js";
import { linksOfStudent, withUid } from "../student-links.js";
import type { CalendarWords } from "./ics.js";
import { contentLines, escapeText, plainText, safeUri } from "./ics-lines.js";

/** How far back a feed reaches: last month's classes stay visible. */
export const FEED_PAST_SECONDS = 30 * 24 * 3600;
/** At most this many classes in one feed (the latest dropped beyond it). */
export const FEED_MAX_CLASSES = 2000;

/** A new feed token: 256 random bits, URL-safe. */
export function newFeedToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A token as the address carries it: base64url only, so nothing else is even looked up. */
export function isFeedTokenShaped(token: string): boolean {
  return /^[A-Za-z0-9_-]{32,100}$/.test(token);
}

type FeedStore = Pick<
  ClassesDeps["store"],
  "calendarFeeds" | "classes" | "people" | "courses" | "workspaces"
>;

/**
 * The person's feed token, made on their first Subscribe; `renew` replaces it ("New address"), which
 * stops the old address at once.
 */
export async function feedToken(
  store: Pick<FeedStore, "calendarFeeds">,
  who: { readonly teamId: string; readonly userId: string },
  options: { readonly renew?: boolean } = {},
): Promise<string> {
  if (!options.renew) {
    const known = await store.calendarFeeds.tokenOf(who.teamId, who.userId);
    if (known) return known;
  }
  const token = newFeedToken();
  await store.calendarFeeds.setToken(who.teamId, who.userId, token);
  return token;
}

export type Feed =
  | { readonly ok: true; readonly content: string; readonly etag: string }
  | { readonly ok: false };

/** Whose feed a token opens, for the caller to pick the words (the owner's language). */
export async function feedOwner(
  store: Pick<FeedStore, "calendarFeeds">,
  token: string,
): Promise<{ teamId: string; slackUserId: string } | undefined> {
  if (!isFeedTokenShaped(token)) return undefined;
  return store.calendarFeeds.ownerOf(token);
}

/** The feed of a token's owner; `{ ok: false }` for a wrong or replaced token (nothing more said). */
export async function calendarFeed(
  deps: { readonly store: FeedStore; readonly clock: () => number },
  owner: { readonly teamId: string; readonly slackUserId: string },
  words: CalendarWords & { readonly calendarName: string },
): Promise<Feed> {
  const { store } = deps;
  const { teamId } = owner;
  const person = withUid((await store.people.getBySlackUser(teamId, owner.slackUserId)) ?? null);
  const records = person
    ? (
        await store.classes.listForCalendar(
          teamId,
          person.uid,
          deps.clock() - FEED_PAST_SECONDS,
          FEED_MAX_CLASSES,
        )
      )
        // A moved class's event lives on in the class it was moved to.
        .filter((c) => !wasMoved(c))
    : [];
  const [summarize, origins, studentLink] = await Promise.all([
    classSummarizer(store, teamId),
    store.calendarFeeds.origins(
      teamId,
      records.map((c) => c.classId),
    ),
    person ? linksOfStudent(store, teamId, person) : Promise.resolve(() => null),
  ]);
  // Written here rather than with ical-generator: a feed is only UTC events, and 200 of them must be
  // fast (the library took ~80 ms for 200).
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//Classroom for Slack//feed//${escapeText(words.language)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `NAME:${escapeText(words.calendarName)}`,
    `X-WR-CALNAME:${escapeText(words.calendarName)}`,
    // Calendars that honour it poll every 15 minutes.
    "REFRESH-INTERVAL;VALUE=DURATION:PT15M",
    "X-PUBLISHED-TTL:PT15M",
  ];
  for (const c of records) {
    const staff = person !== null && (c.teacherUid === person.uid || c.assistantUid === person.uid);
    const origin = origins.get(c.classId);
    const cancelled = c.cancelledAt !== null && c.cancelledAt !== undefined;
    const link = cancelled ? null : safeUri(staff ? c.liveUrl : studentLink(c));
    const s = summarize(c);
    const who = words.withTeacher(
      s.courseName ?? words.course(s.courseId),
      s.teacherName ?? words.teacher(s.teacherUid),
    );
    lines.push(
      "BEGIN:VEVENT",
      `UID:${eventUid(teamId, origin?.originClassId ?? c.classId)}`,
      `SEQUENCE:${sequenceOf(c, origin?.originCreatedAt)}`,
      // The last change, not the fetch time: the same classes give the same feed (and ETag).
      `DTSTAMP:${utc(c.updatedAt)}`,
      `LAST-MODIFIED:${utc(c.updatedAt)}`,
      `DTSTART:${utc(c.beginTime)}`,
      `DTEND:${utc(c.endTime)}`,
      `SUMMARY:${escapeText(plainText(c.name))}`,
      `DESCRIPTION:${escapeText(plainText(`${who}\n${cancelled ? words.cancelled(c.cancelReason ?? null) : link ? words.join(link) : words.noLink}`))}`,
      `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
      ...(link ? [`URL;VALUE=URI:${link}`] : []),
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  const content = contentLines(lines.join("\r\n"));
  const etag = `"${createHash("sha256").update(content, "utf8").digest("base64url").slice(0, 32)}"`;
  return { ok: true, content, etag };
}

/** A UTC DATE-TIME (RFC 5545 §3.3.5 form 2) of Unix seconds. */
function utc(unix: number): string {
  return new Date(unix * 1000)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The same UID as a single class's downloaded file (ics.ts `uidOf`), so both name one event. */
export function eventUid(teamId: string, classId: number): string {
  return `class-${classId}-${teamId}@classroom-for-slack`.toLowerCase();
}

/** Seconds from the first class of a move chain's creation to this class's last change. */
function sequenceOf(c: ClassRecord, originCreatedAt: number | undefined): number {
  return Math.max(0, Math.min(2 ** 31 - 1, c.updatedAt - (originCreatedAt ?? c.createdAt)));
}
