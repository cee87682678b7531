/**
 * The "Read as" line at the top of the schedule form: what the free text after `/class schedule`
 * was understood as ("Read as: Algebra, Mondays at 16:00 for 8 weeks, starting Mon 30 Nov";
 * "识别为：Algebra，每周一 16:00，共 8 周，11月30日周一开始"), and what it left for the teacher to
 * choose, so nothing read from it is a silent guess. The text is read as English or Chinese
 * (classes/schedule/prefill.ts); the line is in the teacher's language.
 */
import { parseLocalDate, type Weekday, weekdayOf } from "../../../classes/schedule/occurrences.js";
import type { Prefill, RepeatWords, Span } from "../../../classes/schedule/prefill.js";
import type { T } from "../../../i18n/index.js";
import { dayWords, listWords, minutesInWords, weekdayName } from "../../lib/words/schedule-words.js";

export { minutesInWords } from "../../lib/words/schedule-words.js";

function dayText(t: T, iso: string, thisYear: number): string {
  const date = parseLocalDate(iso);
  return date ? dayWords(t, date, thisYear) : iso;
}

function repeatInWords(t: T, every: RepeatWords | undefined, date: string | undefined): string {
  if (every === "day") return t("schedule.readAs.daily");
  if (every === "weekday") return t("schedule.readAs.schoolDays");
  const first = date ? parseLocalDate(date) : null;
  const days: readonly Weekday[] = every ?? (first ? [weekdayOf(first)] : []);
  if (days.length === 0) return t("schedule.readAs.weekly");
  const style = t("schedule.intl.weekdayInRepeat") === "short" ? "short" : "long";
  const names = days.map((d) => t("schedule.readAs.everyDay", { weekday: weekdayName(t, d, style) }));
  return t("schedule.readAs.everyDays", { days: listWords(t, names) });
}

function spanInWords(t: T, span: Span): string {
  if (span.unit === "classes") return t("schedule.readAs.spanClasses", { count: span.count });
  if (span.unit === "weeks") return t("schedule.readAs.spanWeeks", { count: span.count });
  return t("schedule.readAs.spanDays", { count: span.count });
}

function weeklyParts(t: T, pre: Prefill, thisYear: number): string[] {
  const weekly = repeatInWords(t, pre.every, pre.date);
  const repeat =
    pre.interval && pre.interval > 1
      ? t("schedule.readAs.everyWeeks", { repeat: weekly, count: pre.interval })
      : weekly;
  const span = pre.span ? spanInWords(t, pre.span) : undefined;
  const time = pre.time;
  const parts = [
    time && span
      ? t("schedule.readAs.repeatAtFor", { repeat, time, span })
      : time
        ? t("schedule.readAs.repeatAt", { repeat, time })
        : span
          ? t("schedule.readAs.repeatFor", { repeat, span })
          : t("schedule.readAs.repeat", { repeat }),
  ];
  if (pre.date) parts.push(t("schedule.readAs.starting", { date: dayText(t, pre.date, thisYear) }));
  if (pre.until) parts.push(t("schedule.readAs.until", { date: dayText(t, pre.until, thisYear) }));
  if (pre.durationMinutes) {
    parts.push(t("schedule.readAs.each", { length: minutesInWords(t, pre.durationMinutes) }));
  }
  return parts;
}

function onceParts(t: T, pre: Prefill, thisYear: number): string[] {
  const parts: string[] = [];
  const date = pre.date ? dayText(t, pre.date, thisYear) : undefined;
  const time = pre.time;
  const when =
    date && time
      ? t("schedule.readAs.onDateAt", { date, time })
      : date
        ? t("schedule.readAs.onDate", { date })
        : time
          ? t("schedule.readAs.at", { time })
          : undefined;
  if (when) {
    parts.push(
      pre.fromNowMinutes
        ? t("schedule.readAs.fromNow", { when, length: minutesInWords(t, pre.fromNowMinutes) })
        : when,
    );
  }
  if (pre.durationMinutes) parts.push(minutesInWords(t, pre.durationMinutes));
  return parts;
}

function stillOpen(t: T, pre: Prefill): string[] {
  const open: string[] = [];
  if (!pre.name) open.push(t("schedule.readAs.openName"));
  if (!pre.date) open.push(t("schedule.readAs.openDate"));
  if (!pre.time) {
    open.push(
      pre.unsureTime
        ? t("schedule.readAs.openTimeUnsure", { typed: pre.unsureTime })
        : t("schedule.readAs.openTime"),
    );
  }
  if (pre.weekly && pre.weeks === undefined) {
    // Said with the reason when the text gave a length the form's weeks cannot make exactly.
    open.push(
      pre.span && pre.span.unit !== "weeks"
        ? t("schedule.readAs.openWeeksNotWhole", {
            count: pre.span.count,
            span: spanInWords(t, pre.span),
            repeat: repeatInWords(t, pre.every, pre.date),
          })
        : t("schedule.readAs.openWeeks"),
    );
  }
  return open;
}

/** The line's text (plain: the name is shown as typed), for a form opened from free text. */
export function scheduleReadAs(pre: Prefill, thisYear: number, t: T): string {
  const parts = [
    ...(pre.name ? [pre.name] : []),
    ...(pre.course ? [t("schedule.readAs.course", { course: pre.course })] : []),
    ...(pre.weekly ? weeklyParts(t, pre, thisYear) : onceParts(t, pre, thisYear)),
  ];
  const read =
    parts.length > 0
      ? t("schedule.readAs.read", { parts: parts.join(t("schedule.readAs.separator")) })
      : t("schedule.readAs.nothing");
  const open = stillOpen(t, pre);
  const line = open.length > 0 ? t("schedule.readAs.withOpen", { read, open: listWords(t, open) }) : read;
  // Slips read as the word meant, and words left out of the name, each said rather than guessed.
  const slips = (pre.slips ?? []).map((s) =>
    t("schedule.readAs.didYouMean", { typed: s.typed, meant: s.meant }),
  );
  const unread = pre.notUnderstood?.length
    ? [
        t("schedule.readAs.notUnderstood", {
          words: pre.notUnderstood
            .map((w) => t("schedule.readAs.quoted", { w }))
            .join(t("schedule.readAs.separator")),
        }),
      ]
    : [];
  if (slips.length === 0 && unread.length === 0) return line;
  const ended = open.length > 0 ? line : t("schedule.readAs.sentence", { text: line });
  return [...slips, ...unread].reduce(
    (first, next) => t("schedule.readAs.twoSentences", { first, next }),
    ended,
  );
}
