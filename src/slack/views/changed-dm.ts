/**
 * What a student's live link DM turns into when classes are taken away from them (a cancel, a
 * removal): the same message, edited (chat.update), saying what happened and by whom, with no Join
 * button for those classes; the classes of a series still ahead keep theirs. Plus the one short new
 * DM of a cancel, so the student is notified (an edit alone makes no sound).
 */
import type { KnownBlock } from "@slack/types";
import type { ClassSummary } from "../../classes/classes-list.js";
import type { ChangedBy, ChangedDm } from "../../classes/notices/renderer.js";
import { liveLinkMessage } from "./live-link.js";
import type { MessageContent } from "./message.js";
import { mrkdwn, plural, slackDate, userText } from "./text.js";

function byText(by: ChangedBy): string {
  return by === "school" ? "the school" : userText(by.name, 80);
}

function dates(classes: readonly ClassSummary[]): string {
  const shown = classes.slice(0, 10).map((c) => slackDate(c.beginTime));
  const more = classes.length > shown.length ? ` and ${plural(classes.length - shown.length, "more")}` : "";
  return `${shown.join(", ")}${more}`;
}

function headline(input: Pick<ChangedDm, "change" | "classes" | "by">): { text: string; plain: string } {
  const first = input.classes[0];
  const name = userText(first?.name ?? "your class", 100);
  const when = dates(input.classes);
  const by = byText(input.by);
  if (input.change === "removed") {
    return {
      text: `:no_entry: You were removed from *${name}* (${when}) by ${by}. Your link to it no longer works.`,
      plain: `You were removed from ${name} by ${by}`,
    };
  }
  const what = input.classes.length > 1 ? `${input.classes.length} classes of *${name}*` : `*${name}*`;
  return {
    text: `:x: ${what} (${when}): cancelled by ${by}. There is nothing to join.`,
    plain: `${name} (${when}): cancelled by ${by}`,
  };
}

/** The live link DM after the change; a series keeps its classes still ahead, with their buttons. */
export function changedDmMessage(input: ChangedDm): MessageContent {
  const head = headline(input);
  const blocks: KnownBlock[] = [{ type: "section", block_id: "changed_dm", text: mrkdwn(head.text) }];
  if (input.remaining.length > 0) {
    const still = liveLinkMessage(input.remaining);
    blocks.push(...still.blocks.slice(0, 45));
    return { text: `${head.plain}. ${still.text}`, blocks };
  }
  return { text: head.plain, blocks };
}

/** The one new DM of a cancel: short, so the notification says it all. */
export function cancelNoticeMessage(input: {
  readonly classes: readonly ClassSummary[];
  readonly by: ChangedBy;
}): MessageContent {
  const head = headline({ ...input, change: "cancelled" });
  return {
    text: head.plain,
    blocks: [{ type: "section", block_id: "cancel_notice", text: mrkdwn(head.text) }],
  };
}
