/** The per-class, per-entry report a class modal posts when its work is done. */
import type { KnownBlock } from "@slack/types";
import type { T } from "../../../i18n/index.js";
import { LIMITS } from "../blocks/limits.js";
import type { MessageContent } from "../blocks/message.js";
import { escapeMrkdwn, mrkdwn, packLines, slackDate, truncate } from "../blocks/text.js";

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

/** "Algebra", or "12 classes of Algebra practice" (the classes a change was asked for). */
export function scopeOf(classes: readonly { readonly className: string }[], t: T): string {
  const first = classes[0]?.className ?? "the class";
  if (classes.length === 1) return t("reports.seats.oneClass", { name: first });
  const same = classes.every((c) => c.className === first);
  return same
    ? t("reports.seats.classesOf", { count: classes.length, name: first })
    : t("reports.seats.classes", { count: classes.length });
}
