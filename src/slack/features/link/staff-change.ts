/**
 * The DM a class's teacher (or assistant) gets when someone else cancelled, moved or changed their
 * class (its recording, seats, students or labels): who, what, when, and the reason given, so they do
 * not learn it from a student.
 */
import type { ChangedBy, StaffChangeNotice } from "../../../classes/notices/renderer.js";
import type { T } from "../../../i18n/index.js";
import type { MessageContent } from "../../lib/blocks/message.js";
import { mrkdwn, slackDate, userText } from "../../lib/blocks/text.js";

const HD_WORDS = ["reports.seats.standard", "reports.seats.hd", "reports.seats.fullHd"] as const;

function byText(by: ChangedBy, t: T): string {
  if (by === "school") return t("teacher.staffChange.bySchool");
  if (by === "admin") return t("teacher.staffChange.byAdmin");
  return userText(by.name, 80);
}

/** Names shown before "and N more". */
const NAMES_SHOWN = 10;

/** "Ann Lee, Bo Chen", or the first ten "and 4 more": people's and labels' names, escaped. */
function namesText(list: readonly string[], t: T): string {
  const shown = list
    .slice(0, NAMES_SHOWN)
    .map((n) => userText(n, 80))
    .join(t("teacher.staffChange.separator"));
  const rest = list.length - NAMES_SHOWN;
  return rest > 0 ? t("teacher.staffChange.namesMore", { names: shown, count: rest }) : shown;
}

/** What a students or labels change did: "added Ann Lee; removed Bo Chen", "labels: Exam added". */
function addedRemovedText(input: StaffChangeNotice, t: T): string {
  const added = input.added ?? [];
  const removed = input.removed ?? [];
  const kind = input.change === "labels" ? "labels" : "students";
  const parts = [
    ...(added.length > 0 ? [t(`teacher.staffChange.${kind}.added`, { names: namesText(added, t) })] : []),
    ...(removed.length > 0
      ? [t(`teacher.staffChange.${kind}.removed`, { names: namesText(removed, t) })]
      : []),
  ];
  const what =
    parts.length > 0 ? parts.join(t("teacher.staffChange.partsJoin")) : t("teacher.staffChange.same");
  return kind === "labels" ? t("teacher.staffChange.labels.what", { what }) : what;
}

export function staffChangeMessage(input: StaffChangeNotice, t: T): MessageContent {
  const first = input.classes[0];
  const name = first ? userText(first.name, 100) : "—";
  const by = byText(input.by, t);
  const when = input.classes
    .slice(0, 10)
    .map((c) => slackDate(c.beginTime))
    .join(t("student.changed.dateSeparator"));
  let head: string;
  let text: string;
  if (input.change === "moved" && input.to) {
    const to = slackDate(input.to.beginTime);
    head = t("teacher.staffChange.moved", {
      by,
      name,
      was: first ? slackDate(first.beginTime) : "",
      when: to,
    });
    text = t("teacher.staffChange.movedText", { by, name, when: to });
  } else if (input.change === "students" || input.change === "labels") {
    const what = addedRemovedText(input, t);
    const count = input.classes.length;
    head = t("teacher.staffChange.changed", { by, name, when, what, count });
    text = t("teacher.staffChange.changedText", { by, name, what });
  } else if (input.change === "video" || input.change === "seats") {
    const what =
      input.change === "video" && input.video
        ? (["record", "live", "replay"] as const)
            .map((k) => t(input.video?.[k] ? `reports.video.on.${k}` : `reports.video.off.${k}`))
            .join(t("reports.video.join"))
        : t("reports.seats.seatsAndHd", {
            seats: t("reports.seats.seats", { count: input.seats?.seatNum ?? 0 }),
            hd: t(HD_WORDS[input.seats?.isHd ?? 0]),
          });
    const count = input.classes.length;
    head = t("teacher.staffChange.changed", { by, name, when, what, count });
    text = t("teacher.staffChange.changedText", { by, name, what });
  } else {
    const count = input.classes.length;
    head =
      count > 1
        ? t("teacher.staffChange.cancelledMany", { by, name, when, count })
        : t("teacher.staffChange.cancelled", { by, name, when });
    text = t("teacher.staffChange.cancelledText", { by, name, when });
  }
  const lines = [head];
  if (input.reason) {
    const reason = userText(input.reason, 300);
    lines.push(t("teacher.staffChange.reason", { reason }));
    text = t("teacher.staffChange.textWithReason", { text, reason });
  }
  if (input.assisting) lines.push(t("teacher.staffChange.assisting"));
  return {
    text,
    blocks: [{ type: "section", block_id: "staff_change", text: mrkdwn(lines.join("\n")) }],
  };
}
