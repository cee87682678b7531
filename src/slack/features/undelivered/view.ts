/**
 * The DM a teacher gets when some of the DMs they caused (an enrolment's live links) could not be
 * delivered: who, and why, in the teacher's language. Delivery gives the facts (`UndeliveredSummary`);
 * main.ts passes this as the delivery worker's `summaryWords`, with the teacher's `t`.
 */
import type { RenderedMessage, UndeliveredReason, UndeliveredSummary } from "../../../delivery/index.js";
import type { T } from "../../../i18n/index.js";
import { mention, userText } from "../../lib/blocks/text.js";

const REASON_KEYS = {
  "not-member": "teacher.undelivered.reasons.notMember",
  bot: "teacher.undelivered.reasons.bot",
  deactivated: "teacher.undelivered.reasons.deactivated",
  "no-direct-messages": "teacher.undelivered.reasons.noDirectMessages",
  "not-messageable": "teacher.undelivered.reasons.notMessageable",
  unreachable: "teacher.undelivered.reasons.unreachable",
} as const satisfies Record<UndeliveredReason, string>;

function aboutText(about: UndeliveredSummary["about"], t: T): string {
  // A label stored in English before labels were facts: shown as stored, but it holds a class name
  // someone else typed, stored raw, so it is escaped like any name.
  if (typeof about === "string") return userText(about, 300);
  if (about === null) return t("teacher.undelivered.aboutUnknown");
  const name = userText(about.name, 100);
  if (about.classes > 1) return t("teacher.undelivered.aboutLinks", { name, classes: about.classes });
  return about.link
    ? t("teacher.undelivered.aboutLink", { name })
    : t("teacher.undelivered.aboutMessage", { name });
}

export function undeliveredSummaryMessage(summary: UndeliveredSummary, t: T): RenderedMessage {
  const about = aboutText(summary.about, t);
  const dead = summary.undelivered.length + summary.unlisted;
  const headline =
    dead >= summary.total
      ? summary.total === 1
        ? t("teacher.undelivered.all", { about })
        : t("teacher.undelivered.none", { count: summary.total, about })
      : t("teacher.undelivered.some", { count: summary.total, dead, about });
  const lines = summary.undelivered.map((u) =>
    t("teacher.undelivered.line", {
      student: u.student === null ? t("teacher.undelivered.someone") : mention(u.student),
      reason: t(REASON_KEYS[u.reason]),
    }),
  );
  if (summary.unlisted > 0) lines.push(t("teacher.undelivered.more", { more: summary.unlisted }));
  const text = `${headline}\n${lines.join("\n")}`;
  return { text, blocks: [{ type: "section", text: { type: "mrkdwn", text: text.slice(0, 3000) } }] };
}
