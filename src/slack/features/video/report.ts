/** The recording & live report, per class. */

import type { VideoResult } from "../../../classes/class-video.js";
import type { T } from "../../../i18n/index.js";
import { type MessageContent, sectionMessage } from "../../lib/blocks/message.js";
import { changeRefusedText } from "../../lib/class-modals/change-refusal.js";
import { classWorkReport } from "../../lib/class-modals/report.js";
import { notDoneLine } from "../../lib/words/not-done.js";

/** `t`: the words of the teacher who asked (the report is DMed to them). */
export function videoReport(result: VideoResult, t: T): MessageContent {
  if (!result.ok) return sectionMessage(changeRefusedText(result, t), { plain: true });
  return classWorkReport(
    t("reports.video.title"),
    result.classes.map((c) => ({
      className: c.className,
      beginTime: c.beginTime,
      lines: [c.ok ? t("reports.saved") : t("reports.notChanged", { why: notDoneLine(c.why, "class", t) })],
    })),
    t,
  );
}
