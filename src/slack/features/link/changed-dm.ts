/**
 * What a student's live link DM turns into when classes are taken away from them (a cancel, a
 * removal): the same message, edited (chat.update), saying what happened and by whom, with no Join
 * button for those classes; the classes of a series still ahead keep theirs. Plus the one short new
 * DM of a cancel, so the student is notified (an edit alone makes no sound).
 */

import type { KnownBlock } from "@slack/types";
import type { ClassSummary } from "../../../classes/classes-list.js";
import type { CancelNotice, ChangedDm, DmChangedBy } from "../../../classes/notices/renderer.js";
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

/** A cancel's reason as typed, escaped (people's text shown to others): one line, or nothing. */
function reasonLine(reason: string | undefined, t: T): string {
  return reason === undefined || reason.trim() === ""
    ? ""
    : `\n${t("student.changed.reason", { reason: userText(reason, 300) })}`;
}

/** The live link DM after the change; a series keeps its classes still ahead, with their buttons. */
export function changedDmMessage(input: ChangedDm, t: T): MessageContent {
  const head = headline(input, t);
  const reason = input.change === "cancelled" ? reasonLine(input.reason, t) : "";
  const blocks: KnownBlock[] = [
    { type: "section", block_id: "changed_dm", text: mrkdwn(`${head.text}${reason}`) },
  ];
  if (input.remaining.length > 0) {
    const still = liveLinkMessage(input.remaining, { t });
    blocks.push(...still.blocks.slice(0, 45));
    return { text: t("student.changed.textWithRest", { head: head.plain, rest: still.text }), blocks };
  }
  return { text: head.plain, blocks };
}

/**
 * The one new DM of a cancel, so the student is notified (an edit makes no sound): when their DM with
 * the link was edited to say it all, a short pointer to it (never the same text twice); otherwise the
 * whole of it, with the reason.
 */
export function cancelNoticeMessage(input: CancelNotice, t: T): MessageContent {
  if (input.edited) {
    const first = input.classes[0];
    const name = first ? userText(first.name, 100) : t("student.changed.yourClass");
    const when = dates(input.classes, t);
    const by = byText(input.by, t);
    return {
      text: t("student.changed.cancelledSeeAboveText", { name, when, by }),
      blocks: [
        {
          type: "section",
          block_id: "cancel_notice",
          text: mrkdwn(
            input.classes.length > 1
              ? t("student.changed.cancelledSeeAboveMany", { name, when, by, count: input.classes.length })
              : t("student.changed.cancelledSeeAbove", { name, when, by }),
          ),
        },
        ...(input.calendarFile ? calendarOutOfDate(t, null) : []),
      ],
    };
  }
  const head = headline({ ...input, change: "cancelled" }, t);
  return {
    text: head.plain,
    blocks: [
      {
        type: "section",
        block_id: "cancel_notice",
        text: mrkdwn(`${head.text}${reasonLine(input.reason, t)}`),
      },
      ...(input.calendarFile ? calendarOutOfDate(t, null) : []),
    ],
  };
}
