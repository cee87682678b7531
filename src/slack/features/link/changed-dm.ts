/**
 * What a student's live link DM turns into when classes are taken away from them (a cancel, a
 * removal): the same message, edited (chat.update), saying what happened and by whom, with no Join
 * button for those classes; the classes of a series still ahead keep theirs. Plus the one short new
 * DM of a cancel, so the student is notified (an edit alone makes no sound).
 */

import type { KnownBlock } from "@slack/types";
import type { ClassSummary } from "../../../classes/classes-list.js";
import type { ChangedDm, DmChangedBy } from "../../../classes/notices/renderer.js";
import type { T } from "../../../i18n/index.js";
import { calendarOutOfDate } from "../../lib/blocks/calendar.js";
import { liveLinkMessage } from "../../lib/blocks/live-link.js";
import type { MessageContent } from "../../lib/blocks/message.js";
import { mrkdwn, slackDate, userText } from "../../lib/blocks/text.js";

const BY_KEYS = {
  school: "student.changed.bySchool",
  teacher: "student.changed.byTeacher",
  admin: "student.changed.byAdmin",
} as const;

function byText(by: DmChangedBy, t: T): string {
  return typeof by === "string" ? t(BY_KEYS[by]) : userText(by.name, 80);
}

function dates(classes: readonly ClassSummary[], t: T): string {
  const shown = classes.slice(0, 10).map((c) => slackDate(c.beginTime));
  const list = shown.join(t("student.changed.dateSeparator"));
  return classes.length > shown.length
    ? t("student.changed.datesMore", { dates: list, count: classes.length - shown.length })
    : list;
}

function headline(
  input: Pick<ChangedDm, "change" | "classes" | "by">,
  t: T,
): { text: string; plain: string } {
  const first = input.classes[0];
  const name = first ? userText(first.name, 100) : t("student.changed.yourClass");
  const when = dates(input.classes, t);
  const by = byText(input.by, t);
  if (input.change === "removed") {
    return {
      text: t("student.changed.removed", { name, when, by }),
      plain: t("student.changed.removedText", { name, by }),
    };
  }
  const count = input.classes.length;
  return {
    text:
      count > 1
        ? t("student.changed.cancelledMany", { count, name, when, by })
        : t("student.changed.cancelled", { name, when, by }),
    plain: t("student.changed.cancelledText", { name, when, by }),
  };
}

/** The live link DM after the change; a series keeps its classes still ahead, with their buttons. */
export function changedDmMessage(input: ChangedDm, t: T): MessageContent {
  const head = headline(input, t);
  const blocks: KnownBlock[] = [{ type: "section", block_id: "changed_dm", text: mrkdwn(head.text) }];
  if (input.remaining.length > 0) {
    const still = liveLinkMessage(input.remaining, { t });
    blocks.push(...still.blocks.slice(0, 45));
    return { text: t("student.changed.textWithRest", { head: head.plain, rest: still.text }), blocks };
  }
  return { text: head.plain, blocks };
}

/** The one new DM of a cancel: short, so the notification says it all. */
export function cancelNoticeMessage(
  input: {
    readonly classes: readonly ClassSummary[];
    readonly by: DmChangedBy;
    readonly calendarFile?: boolean;
  },
  t: T,
): MessageContent {
  const head = headline({ ...input, change: "cancelled" }, t);
  return {
    text: head.plain,
    blocks: [
      { type: "section", block_id: "cancel_notice", text: mrkdwn(head.text) },
      ...(input.calendarFile ? calendarOutOfDate(t, null) : []),
    ],
  };
}
