/**
 * Field schemas shared by the operation declarations, and the normalisations that mirror what the
 * service silently does to over-long texts and out-of-range numbers.
 *
 * Lengths count characters (Unicode code points), as the service does: a Chinese character counts as one.
 */
import { z } from "zod";

export function charLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

function cut(text: string, max: number): string {
  return charLength(text) <= max ? text : Array.from(text).slice(0, max).join("");
}

/** What the service stores for a value the SDK would reject; use it to show the user the stored value. */
export const normalize = {
  /** className: longer than 50 characters is cut to 50. */
  className: (text: string): string => cut(text, 50),
  /** customColumn: longer than 50 characters is cut to 50 (and then echoed cut). */
  customColumn: (text: string): string => cut(text, 50),
  /** classIntroduce: longer than 1000 characters is cut to 1000. */
  classIntroduce: (text: string): string => cut(text, 1000),
  /** comment: longer than 1000 characters is cut to 1000. */
  comment: (text: string): string => cut(text, 1000),
  /** starNum: below 0 becomes 0, above 5 becomes 5. */
  starNum: (stars: number): number => Math.min(5, Math.max(0, stars)),
  /** isHd: any number other than 1 or 2 is treated as 0. */
  isHd: (value: number): 0 | 1 | 2 => (value === 1 || value === 2 ? value : 0),
  /** record, live, replay, isAutoOnstage: any number other than 1 is treated as 0. */
  switch01: (value: number): 0 | 1 => (value === 1 ? 1 : 0),
  /** nickname (register): longer than 24 characters is cut to 24. */
  nickname: (text: string): string => cut(text, 24),
  /** courseName (addCourse): longer than 90 characters is cut to 90. */
  courseName: (text: string): string => cut(text, 90),
  /** courseIntroduce (addCourse): longer than 400 characters is cut to 400. */
  courseIntroduce: (text: string): string => cut(text, 400),
  /** seatNum: the overall ceiling is 12 (the school maximum may be lower and is applied by the service). */
  seatNum: (seats: number): number => Math.min(12, seats),
};

/** Positive integer ID; digit strings (from a database or the command line) are accepted and sent as numbers. */
const idError = { error: "must be a positive integer ID" };
export const id = z.union(
  [
    z.number(idError).int(idError).positive(idError),
    z
      .string(idError)
      .regex(/^[1-9]\d{0,15}$/, idError)
      .transform(Number),
  ],
  idError,
);

/** A user ID (UID) of the partner service: sent as text. */
const uidError = { error: "must be a UID: non-empty text without surrounding spaces" };
export const uid = z.union(
  [
    z.string(uidError).regex(/^\S(.*\S)?$/, uidError),
    z
      .number(uidError)
      .int(uidError)
      .nonnegative(uidError)
      .transform((n) => String(n)),
  ],
  uidError,
);

export function text(min: number, max: number, hint: string) {
  const fits = (s: string) => {
    const n = charLength(s);
    return n >= min && n <= max;
  };
  const range = min > 0 ? `${min}-${max} characters` : `at most ${max} characters`;
  return z.string().refine(fits, { error: `must be ${range}${hint}` });
}

export const className = text(1, 50, " (the service cuts longer names; see normalize.className)");
export const customColumn = text(1, 50, " (the service cuts longer values; see normalize.customColumn)");
export const classIntroduce = text(0, 1000, " (the service cuts longer text; see normalize.classIntroduce)");
export const nickname = text(1, 24, " (the service cuts longer nicknames; see normalize.nickname)");
export const courseName = text(1, 90, " (the service cuts longer names; see normalize.courseName)");
export const courseIntroduce = text(0, 400, " (the service cuts longer text; see normalize.courseIntroduce)");
export const courseUniqueIdentity = text(1, 32, " (the service answers 100 otherwise)");
/** "Text under 1000 characters": the spec's bound is strict, so 999 is the longest accepted. */
export const comment = text(
  0,
  999,
  " (under 1000; the service cuts longer text to 1000, see normalize.comment)",
);

export const switch01 = z.literal([0, 1], { error: "must be 0 (off) or 1 (on)" });
export const hd = z.literal([0, 1, 2], { error: "must be 0 (not HD), 1 (HD) or 2 (full HD)" });
export const seatNum = z
  .number()
  .int({ error: "must be a whole number" })
  .min(1, { error: "must be at least 1" })
  .max(12, { error: "must be at most 12 (the overall ceiling)" });
export const starNum = z
  .number()
  .int({ error: "must be a whole number" })
  .min(0, { error: "must be 0-5 (see normalize.starNum)" })
  .max(5, { error: "must be 0-5 (see normalize.starNum)" });

/** Unix seconds; a millisecond value is the most common mistake and the service would misread it. */
export const unixSeconds = z
  .number()
  .int({ error: "must be whole Unix seconds" })
  .nonnegative({ error: "must be Unix seconds" })
  .max(99_999_999_999, { error: "looks like milliseconds; pass Unix seconds" });

export const MIN_CLASS_SECONDS = 15 * 60;
export const MAX_CLASS_SECONDS = 24 * 60 * 60;
/** The service refuses a class starting sooner than this after the call (code 120). */
export const CLASS_START_MIN_LEAD_SECONDS = 60;
/** Seats, recording, live and replay cannot change this close to the start (codes 252 and 348). */
export const SETTINGS_FROZEN_BEFORE_START_SECONDS = 20 * 60;

/** Clock-free rules of a class's times (codes 119 and 165). */
export function classTimeIssues(beginTime: number, endTime: number): { path: string; message: string }[] {
  if (endTime <= beginTime)
    return [{ path: "endTime", message: "must be later than beginTime (service code 119)" }];
  const length = endTime - beginTime;
  if (length < MIN_CLASS_SECONDS || length > MAX_CLASS_SECONDS) {
    return [{ path: "endTime", message: "class length must be 15 minutes to 24 hours (service code 165)" }];
  }
  return [];
}

/** Latest accepted beginTime: three calendar years after now. */
export function latestBeginTime(now: number): number {
  const d = new Date(now * 1000);
  d.setUTCFullYear(d.getUTCFullYear() + 3);
  return Math.floor(d.getTime() / 1000);
}

/** Rules that depend on the current time (codes 120 and 268), checked with the client's clock. */
export function classStartIssues(beginTime: number, now: number): { path: string; message: string }[] {
  if (beginTime < now + CLASS_START_MIN_LEAD_SECONDS) {
    return [{ path: "beginTime", message: "must be at least one minute from now (service code 120)" }];
  }
  if (beginTime > latestBeginTime(now)) {
    return [{ path: "beginTime", message: "must be within 3 years from now (service code 268)" }];
  }
  return [];
}

/** A phone account: `00` + country number + `-` + number, or a mainland number that does not start with 0. */
export const PHONE_ACCOUNT = /^(00[1-9]\d{0,3}-\d{3,15}|[1-9]\d{4,14})$/;
export const PHONE_ACCOUNT_HINT = "must be 00<country>-<number>, or a mainland number not starting with 0";

/** The shortest lead of a course expiry (code 151). */
export const COURSE_EXPIRY_MIN_LEAD_SECONDS = 24 * 60 * 60;

/** Latest accepted course expiryTime: five calendar years after now (code 154). */
export function latestCourseExpiry(now: number): number {
  const d = new Date(now * 1000);
  d.setUTCFullYear(d.getUTCFullYear() + 5);
  return Math.floor(d.getTime() / 1000);
}

/** A course's expiryTime against now (codes 151 and 154); 0 or absent means it never expires. */
export function courseExpiryIssues(
  expiryTime: number | undefined,
  now: number,
): { path: string; message: string }[] {
  if (expiryTime === undefined || expiryTime === 0) return [];
  if (expiryTime < now + COURSE_EXPIRY_MIN_LEAD_SECONDS) {
    return [
      { path: "expiryTime", message: "must be at least a day from now, or 0 for never (service code 151)" },
    ];
  }
  if (expiryTime > latestCourseExpiry(now)) {
    return [{ path: "expiryTime", message: "must be within 5 years from now (service code 154)" }];
  }
  return [];
}

// ---- Response field schemas: lenient about what the real service sends ----
// Field schemas only check the wire types; conversion happens in one transform per object (the
// mappers below), which keeps response parsing cheap (per-field transforms cost ~2x).

/** Text that may arrive as a string, a number, null or not at all. */
export const wireText = z.union([z.string(), z.number()]).nullish();
export type WireText = z.output<typeof wireText>;

/** errno: a number, or a numeric string in some batch entries. */
export const errno = z.union([z.number().int(), z.string().regex(/^-?\d+$/)]);

export const errorInfo = z.object({ errno, error: wireText });

/** The envelope every response carries, as numbers and text. */
export function readErrorInfo(info: z.output<typeof errorInfo>): { errno: number; error: string } {
  return { errno: Number(info.errno), error: text0(info.error) };
}

export function text0(value: WireText): string {
  return value === null || value === undefined ? "" : String(value);
}

/** customColumn echo: absent, null or empty means "not sent". */
export function echo(value: WireText): string | undefined {
  return value === null || value === undefined || value === "" ? undefined : String(value);
}

/**
 * A numeric ID that may arrive as a number or a digit string; anything else (0, "", null, and a
 * number too large to hold exactly, which would name another class) is absent.
 */
export function toId(value: unknown): number | undefined {
  const n = typeof value === "string" && /^[1-9]\d*$/.test(value) ? Number(value) : value;
  return typeof n === "number" && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

export interface LiveInfo {
  readonly RTMP: string;
  readonly HLS: string;
  readonly FLV: string;
}

export interface LiveDetails {
  /** Player page `{base}/live.php?lessonKey=…`; null when the class is not recorded. */
  readonly liveUrl: string | null;
  /** Pull-stream addresses; null while live has never been switched on. */
  readonly liveInfo: LiveInfo | null;
}

const liveInfoWire = z
  .union([z.object({ RTMP: wireText, HLS: wireText, FLV: wireText }), z.array(z.unknown()), z.null()])
  .optional();

/** more_data: empty strings, an empty PHP array or nothing when the class is not recorded. */
export const moreData = z
  .union([z.object({ live_url: wireText, live_info: liveInfoWire }), z.array(z.unknown()), z.null()])
  .optional();

export function liveDetails(m: z.output<typeof moreData>): LiveDetails {
  if (!m || Array.isArray(m)) return { liveUrl: null, liveInfo: null };
  const info = m.live_info && !Array.isArray(m.live_info) ? m.live_info : null;
  const pull = info ? { RTMP: text0(info.RTMP), HLS: text0(info.HLS), FLV: text0(info.FLV) } : null;
  const hasPull = pull !== null && (pull.RTMP !== "" || pull.HLS !== "" || pull.FLV !== "");
  const url = text0(m.live_url);
  return { liveUrl: url === "" ? null : url, liveInfo: hasPull ? pull : null };
}
