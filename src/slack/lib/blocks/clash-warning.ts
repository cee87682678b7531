/**
 * The double-booking warning at the top of the schedule and move forms: each clash in the reader's
 * words and zone ("Ada Lovelace already teaches *Physics* on Tue 24 Nov, 17:00–17:45"), the first
 * few named and the rest counted, then the "Schedule anyway" / "Move anyway" checkbox. Modal text
 * cannot hold `<!date>` tokens, so times are written out in the submitter's zone.
 */
import { createHash } from "node:crypto";
import type { InputBlock, KnownBlock, PlainTextOption } from "@slack/types";
import { localDateOf } from "../../../classes/schedule/occurrences.js";
import type { Clash } from "../../../classes/staff-clashes.js";
import type { T } from "../../../i18n/index.js";
import { dayWords } from "../words/schedule-words.js";
import { LIMITS } from "./limits.js";
import { mrkdwn, plainText, truncate, userText } from "./text.js";

/** How many clashes are named before "and N more". */
export const CLASHES_NAMED = 3;
/** The value of the ticked "… anyway" box, before the clashes it accepts. */
const ANYWAY = "anyway";

/** The warning as shown, and which clashes it named (`clashesSeen`). */
export interface ClashWarning {
  readonly text: string;
  readonly seen: string;
}

/**
 * A short fingerprint of a set of clashes. The "… anyway" box carries the one of the clashes it was
 * shown under, so ticking it accepts those and no others: a person who ticks it and then changes the
 * time into another clash is warned again. (Not an authorisation: who may schedule is checked apart.)
 */
export function clashesSeen(clashes: readonly Clash[]): string {
  const keys = clashes.map((c) => `${c.who.uid}|${c.existing.classId}|${c.occurrence.beginTime}`).sort();
  return createHash("sha256").update(keys.join("\n")).digest("hex").slice(0, 16);
}

/** Whether the ticked "… anyway" box was shown under these very clashes. */
export function clashesAccepted(ticked: readonly string[], clashes: readonly Clash[]): boolean {
  return ticked.includes(`${ANYWAY}:${clashesSeen(clashes)}`);
}

/** "17:05" in `timeZone`. */
function wallTime(unixSeconds: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(unixSeconds * 1000));
}

function clashLine(c: Clash, t: T, timeZone: string, thisYear: number): string {
  const when = t("schedule.clash.when", {
    day: dayWords(t, localDateOf(c.existing.beginTime, timeZone), thisYear),
    from: wallTime(c.existing.beginTime, timeZone),
    to: wallTime(c.existing.endTime, timeZone),
  });
  const vars = {
    name: userText(c.who.name ?? c.who.uid, 80),
    class: `*${userText(c.existing.name, 100)}*`,
    when,
  };
  return t(c.busyAs === "teacher" ? "schedule.clash.teaches" : "schedule.clash.assists", vars);
}

/** The warning as mrkdwn: heading, the first clashes, "and N more", what to do. */
export function clashWarningText(
  clashes: readonly Clash[],
  options: {
    readonly t: T;
    readonly timeZone: string;
    readonly now: number;
    readonly action: "schedule" | "move";
  },
): string {
  const { t, timeZone } = options;
  const thisYear = localDateOf(options.now, timeZone).year;
  // One line per person and existing class: a long class met by two new ones is named once.
  const seen = new Set<string>();
  const distinct = clashes.filter((c) => {
    const key = `${c.who.role}:${c.existing.classId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const named = distinct.slice(0, CLASHES_NAMED).map((c) => `• ${clashLine(c, t, timeZone, thisYear)}`);
  const rest = distinct.length - named.length;
  const lines = [
    t("schedule.clash.heading"),
    ...named,
    ...(rest > 0 ? [`• ${t("schedule.clash.more", { count: rest })}`] : []),
    t(options.action === "schedule" ? "schedule.clash.scheduleHint" : "schedule.clash.moveHint"),
  ];
  return truncate(lines.join("\n"), LIMITS.sectionText);
}

/** The warning for the form, in the reader's words, with the fingerprint of what it names. */
export function clashWarning(
  clashes: readonly Clash[],
  options: Parameters<typeof clashWarningText>[1],
): ClashWarning {
  return { text: clashWarningText(clashes, options), seen: clashesSeen(clashes) };
}

/** The warning section and, under it, the unticked "… anyway" box. */
export function clashBlocks(
  warning: ClashWarning,
  t: T,
  ids: { readonly warning: string; readonly anyway: string },
  action: "schedule" | "move",
): KnownBlock[] {
  const anyway: PlainTextOption = {
    text: plainText(
      t(action === "schedule" ? "schedule.clash.scheduleAnyway" : "schedule.clash.moveAnyway"),
      LIMITS.optionText,
    ),
    value: `${ANYWAY}:${warning.seen}`,
  };
  const box: InputBlock = {
    type: "input",
    block_id: ids.anyway,
    optional: true,
    label: plainText(t("schedule.clash.confirmLabel"), LIMITS.inputLabel),
    element: { type: "checkboxes", action_id: ids.anyway, options: [anyway] },
  };
  return [{ type: "section", block_id: ids.warning, text: mrkdwn(warning.text) }, box];
}
