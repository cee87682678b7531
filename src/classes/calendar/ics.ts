/**
 * A calendar file (RFC 5545) of one class or a weekly series, built with ical-generator. A series is one
 * VEVENT with an RRULE (weekly on its weekdays, COUNT of its dates) and an EXDATE per cancelled date,
 * in the IANA zone it was read in (with its VTIMEZONE), plus one override per date (RECURRENCE-ID) that
 * carries that date's own Join link, since each class has its own personal link. A series whose dates
 * no weekly rule reproduces in that zone (a moved date) becomes one VEVENT per class. UIDs are stable
 * (team + class or series), so importing the file again updates the events instead of adding copies.
 * Every value is escaped and the lines folded by `contentLines` (ics-lines.ts).
 */
import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalEventRepeatingFreq, ICalWeekday } from "ical-generator";
import { contentLines, escapeText, plainText, safeUri } from "./ics-lines.js";

export interface CalendarClass {
  readonly classId: number;
  readonly name: string;
  readonly courseId: number;
  /** Null: a course no longer registered (named by its id, in the reader's words). */
  readonly courseName: string | null;
  readonly teacherUid: string;
  /** Null: a teacher the directory no longer knows (named by their UID). */
  readonly teacherName: string | null;
  /** Unix seconds. */
  readonly beginTime: number;
  readonly endTime: number;
  /** The person's own Join link; null while there is none yet. */
  readonly link: string | null;
}

export interface CalendarInput {
  readonly teamId: string;
  /** The series id, or null for one class. */
  readonly seriesId: string | null;
  /** Date order, at least one. */
  readonly classes: readonly CalendarClass[];
  /** Cancelled dates of the series between its first and last class (Unix seconds of their start). */
  readonly cancelled: readonly number[];
  /** IANA zone the dates are written in. */
  readonly timeZone: string;
  /** The events' descriptions in the reader's language (slack/lib/blocks/calendar.ts `calendarWords`). */
  readonly words: CalendarWords;
}

/** What an event's description says, in the reader's language (plain text, as the file holds it). */
export interface CalendarWords {
  /** "Algebra with Ada": the course and its teacher. */
  withTeacher(course: string, teacher: string): string;
  /** A course no longer registered, by its id: "Course 5001". */
  course(courseId: number): string;
  /** A teacher the directory no longer knows, by their UID. */
  teacher(uid: string): string;
  /** The language of the file's PRODID (RFC 5545 §3.7.3): "EN", "ZH". */
  readonly language: string;
  /** "Join: <link>". */
  join(link: string): string;
  /** The line that stands for a link not there yet. */
  readonly noLink: string;
  /** The line of a cancelled class's event: "Cancelled", with the canceller's reason when given. */
  cancelled(reason: string | null): string;
}

const WEEKDAYS = [
  ICalWeekday.SU,
  ICalWeekday.MO,
  ICalWeekday.TU,
  ICalWeekday.WE,
  ICalWeekday.TH,
  ICalWeekday.FR,
  ICalWeekday.SA,
] as const;

function description(c: CalendarClass, words: CalendarWords): string {
  const who = words.withTeacher(
    c.courseName ?? words.course(c.courseId),
    c.teacherName ?? words.teacher(c.teacherUid),
  );
  const link = safeUri(c.link);
  return plainText(`${who}\n${link ? words.join(link) : words.noLink}`);
}

export function uidOf(input: Pick<CalendarInput, "teamId" | "seriesId">, classId: number): string {
  const what = input.seriesId === null ? `class-${classId}` : `series-${input.seriesId}`;
  return `${what}-${input.teamId}@classroom-for-slack`.toLowerCase();
}

const at = (unix: number, zone: string) => new TZDate(unix * 1000, zone);

/**
 * The weekly rule that gives exactly these dates (live and cancelled, in order) in `zone`: the same
 * local time and length each time, on a set of weekdays, no date of those weekdays skipped. Null when
 * there is none.
 */
export function weeklyRule(
  starts: readonly number[],
  minutes: number,
  zone: string,
  lengths: readonly number[],
): { weekdays: number[] } | null {
  if (starts.length < 2 || lengths.some((l) => l !== minutes)) return null;
  const local = starts.map((s) => at(s, zone));
  const first = local[0] as TZDate;
  const hh = first.getHours();
  const mm = first.getMinutes();
  const ss = first.getSeconds();
  if (local.some((d) => d.getHours() !== hh || d.getMinutes() !== mm || d.getSeconds() !== ss)) return null;
  const weekdays = [...new Set(local.map((d) => d.getDay()))].sort();
  // Walk the days from the first date: every day on one of the weekdays is the next date.
  let day = new TZDate(first.getFullYear(), first.getMonth(), first.getDate(), hh, mm, ss, zone);
  for (const expected of starts) {
    while (!weekdays.includes(day.getDay())) {
      day = new TZDate(day.getFullYear(), day.getMonth(), day.getDate() + 1, hh, mm, ss, zone);
    }
    if (Math.floor(day.getTime() / 1000) !== expected) return null;
    day = new TZDate(day.getFullYear(), day.getMonth(), day.getDate() + 1, hh, mm, ss, zone);
  }
  return { weekdays };
}

export function calendarText(input: CalendarInput): string {
  const first = input.classes[0];
  if (!first) throw new TypeError("calendarText needs at least one class");
  const zone = input.timeZone;
  const { words } = input;
  const cal = ical({
    // The file's language is its reader's (the descriptions are in it).
    prodId: { company: "Classroom for Slack", product: "classes", language: words.language },
    // ical-generator writes NAME / X-WR-CALNAME as given: escaped here (a CR LF would start a line).
    name: escapeText(first.name),
  });
  cal.timezone({ name: zone, generator: getVtimezoneComponent });
  const event = (c: CalendarClass, uid: string) => ({
    id: uid,
    start: at(c.beginTime, zone),
    end: at(c.endTime, zone),
    timezone: zone,
    summary: plainText(c.name),
    description: description(c, words),
    ...(safeUri(c.link) ? { url: safeUri(c.link) as string } : {}),
  });
  const minutes = (first.endTime - first.beginTime) / 60;
  const starts = [...input.classes.map((c) => c.beginTime), ...input.cancelled].sort((a, b) => a - b);
  const lengths = input.classes.map((c) => (c.endTime - c.beginTime) / 60);
  const rule = input.seriesId === null ? null : weeklyRule(starts, minutes, zone, lengths);
  if (rule === null) {
    for (const c of input.classes) cal.createEvent(event(c, uidOf({ ...input, seriesId: null }, c.classId)));
    return contentLines(cal.toString());
  }
  const uid = uidOf(input, first.classId);
  const ruleStart = starts[0] as number;
  cal.createEvent({
    ...event({ ...first, beginTime: ruleStart, endTime: ruleStart + minutes * 60 }, uid),
    repeating: {
      freq: ICalEventRepeatingFreq.WEEKLY,
      count: starts.length,
      byDay: rule.weekdays.map((d) => WEEKDAYS[d] as ICalWeekday),
      ...(input.cancelled.length > 0 ? { exclude: input.cancelled.map((s) => at(s, zone)) } : {}),
    },
  });
  // Each date's own link: an override of that date (same UID, RECURRENCE-ID).
  for (const c of input.classes) {
    cal.createEvent({ ...event(c, uid), recurrenceId: at(c.beginTime, zone) });
  }
  return contentLines(cal.toString());
}
