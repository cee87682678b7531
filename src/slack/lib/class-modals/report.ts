/** The per-class, per-entry report a class modal posts when its work is done. */
import type { KnownBlock } from "@slack/types";
import type { ChangeScope } from "../../../classes/apply-to.js";
import type { T } from "../../../i18n/index.js";
import { LIMITS } from "../blocks/limits.js";
import type { MessageContent } from "../blocks/message.js";
import { escapeMrkdwn, mrkdwn, packLines, slackDate, truncate } from "../blocks/text.js";
import { dayLabel } from "./scope.js";

export interface ReportSection {
  readonly className: string;
  readonly beginTime: number;
  /** Plain-word lines: "Ben Carter: added", or the reason the class was skipped. */
  readonly lines: readonly string[];
}

export function classWorkReport(title: string, sections: readonly ReportSection[], t: T): MessageContent {
  // A title naming hundreds of people is cut: Slack refuses a section or a text past its limit.
  const heading = escapedWithin(title, LIMITS.sectionText - 2);
  const lines: string[] = [];
  for (const s of sections) {
    lines.push(t("reports.classLine", { name: escapeMrkdwn(s.className), when: slackDate(s.beginTime) }));
    for (const l of s.lines) lines.push(`• ${escapeMrkdwn(l)}`);
  }
  const chunks = packLines(lines, LIMITS.sectionText);
  const room = LIMITS.messageBlocks - 1;
  const blocks: KnownBlock[] = [{ type: "section", text: mrkdwn(`*${heading}*`) }];
  for (const chunk of chunks.slice(0, room)) blocks.push({ type: "section", text: mrkdwn(chunk) });
  if (chunks.length > room) blocks[blocks.length - 1] = { type: "section", text: mrkdwn(t("reports.more")) };
  // The title names people (the students report): escaped in the notification text as in the blocks.
  return { text: heading, blocks };
}

/** `text` escaped, cut first so that the escaped text fits `max` (escaping lengthens `<`, `&`, `>`). */
function escapedWithin(text: string, max: number): string {
  let room = max;
  for (;;) {
    const escaped = escapeMrkdwn(truncate(text, room));
    if (escaped.length <= max) return escaped;
    room = Math.floor(room * 0.9);
  }
}

/** The scope a change was asked for, and the reader's zone its day is said in. */
export interface ScopeSaid {
  readonly scope: ChangeScope | undefined;
  readonly zone: string;
}

/**
 * The scope sentence every result repeats, in the words of the modal's "Apply to" (scope.ts): "Tue 1
 * Dec only (1 of 11 classes of Algebra)", "the 11 remaining classes of Algebra, from Tue 1 Dec", "3 of
 * the 11 remaining classes of …" when fewer were changed, or the class's name when it is not of a
 * series. `classes`: the classes the sentence is about (those changed, or all when none were).
 * Without the scope's facts: "Algebra", or "12 classes of Algebra practice".
 */
export function scopeOf(classes: readonly { readonly className: string }[], t: T, said?: ScopeSaid): string {
  const scope = said?.scope;
  if (scope && said) {
    const name = scope.name;
    if (scope.remaining === null) return t("reports.seats.oneClass", { name });
    const day = dayLabel(scope.beginTime, said.zone, t);
    const count = scope.remaining;
    if (scope.applyTo === "class") return t("reports.scope.only", { day, name, count });
    if (classes.length >= count) return t("reports.scope.rest", { day, name, count });
    return t("reports.scope.restSome", { day, name, count, done: classes.length });
  }
  const first = classes[0]?.className ?? "the class";
  if (classes.length === 1) return t("reports.seats.oneClass", { name: first });
  const same = classes.every((c) => c.className === first);
  return same
    ? t("reports.seats.classesOf", { count: classes.length, name: first })
    : t("reports.seats.classes", { count: classes.length });
}
