/**
 * The recording & live report: what changed, on which classes, and what it means for their students
 * ("Recording off for 12 classes of Algebra: its 14 students no longer have a Join link"); each class's
 * line says its settings now, or why it was not changed.
 */

import type { VideoBefore, VideoResult, VideoSettings } from "../../../classes/class-video.js";
import type { T } from "../../../i18n/index.js";
import { type MessageContent, sectionMessage } from "../../lib/blocks/message.js";
import { changeRefusedText } from "../../lib/class-modals/change-refusal.js";
import { classWorkReport, scopeOf } from "../../lib/class-modals/report.js";
import { notDoneLine } from "../../lib/words/not-done.js";

const SWITCHES = ["record", "live", "replay"] as const;
type Switch = (typeof SWITCHES)[number];

/** "recording on, live off, replay off". */
function settingsText(s: VideoSettings, t: T): string {
  return SWITCHES.map((k) => t(s[k] ? `reports.video.on.${k}` : `reports.video.off.${k}`)).join(
    t("reports.video.join"),
  );
}

/** The switches the change turned on or off on at least one class, in the order they are shown. */
function changedSwitches(settings: VideoSettings, before: readonly VideoBefore[]): Switch[] {
  return SWITCHES.filter((k) => before.some((b) => b[k] !== settings[k]));
}

/**
 * `t`: the words of the teacher who asked (the report is DMed to them); `zone`: theirs, for the day of
 * the scope sentence.
 */
export function videoReport(result: VideoResult, t: T, zone?: string): MessageContent {
  if (!result.ok) return sectionMessage(changeRefusedText(result, t), { plain: true });
  const said = zone === undefined ? undefined : { scope: result.scope, zone };
  const done = result.classes.filter((c) => c.ok);
  const { settings, before } = result;
  const changed = changedSwitches(settings, before);
  let title: string;
  if (done.length === 0) {
    title = t("reports.video.notChangedTitle", { scope: scopeOf(result.classes, t, said) });
  } else if (changed.length === 0) {
    title = t("reports.video.unchangedTitle", {
      scope: scopeOf(done, t, said),
      now: settingsText(settings, t),
    });
  } else {
    const what = changed
      .map((k, i) => {
        const words = t(settings[k] ? `reports.video.on.${k}` : `reports.video.off.${k}`);
        return i === 0 ? words.charAt(0).toUpperCase() + words.slice(1) : words;
      })
      .join(t("reports.video.join"));
    const scope = scopeOf(done, t, said);
    const recordingOff = !settings.record && before.some((b) => b.record);
    const recordingOn = settings.record && before.some((b) => !b.record);
    const count = result.students;
    const consequence =
      count === 0
        ? ""
        : recordingOff
          ? t("reports.video.linksGone", { count })
          : recordingOn
            ? t("reports.video.linksSent", { count })
            : "";
    title =
      consequence === ""
        ? t("reports.video.title", { what, scope })
        : t("reports.video.titleWith", { what, scope, consequence });
  }
  return classWorkReport(
    title,
    result.classes.map((c) => ({
      className: c.className,
      beginTime: c.beginTime,
      lines: [
        c.ok
          ? t("reports.video.now", { now: settingsText(settings, t) })
          : t("reports.notChanged", { why: notDoneLine(c.why, "class", t) }),
      ],
    })),
    t,
  );
}
