/**
 * A settings form (seats, recording) opened on a class that can no longer change: said when the form
 * opens, not after it is sent. Nothing left to change: a notice with no submit. A series: the form
 * opens on the next class that can change, with a note naming the one that cannot.
 */
import type { KnownBlock, ModalView } from "@slack/types";
import {
  type LockedClass,
  SETTINGS_FROZEN_MINUTES,
  type SettingsLocked,
} from "../../../classes/settings-freeze.js";
import type { T } from "../../../i18n/index.js";
import type { ClassRecord } from "../../../store/index.js";
import { slackDate, userText } from "../blocks/text.js";
import { classNoticeView } from "./frame.js";

/** "*Algebra* · Tuesday, December 1st 4:00 PM starts in less than 20 minutes: …", mrkdwn. */
export function lockedText(
  cls: Pick<ClassRecord, "name" | "beginTime">,
  reason: SettingsLocked,
  t: T,
): string {
  const vars = {
    name: userText(cls.name, 200),
    when: slackDate(cls.beginTime),
    minutes: SETTINGS_FROZEN_MINUTES,
  };
  if (reason === "frozen") return t("classModals.locked.frozen", vars);
  if (reason === "in-session") return t("classModals.locked.inSession", vars);
  return t("classModals.locked.over", vars);
}

/** The whole modal when nothing is left to change: why, and a Close button only. */
export function lockedNoticeView(title: string, locked: LockedClass, t: T): ModalView {
  return classNoticeView(
    title,
    `${lockedText(locked.cls, locked.reason, t)}\n${t("classModals.locked.nothingLeft")}`,
    t,
  );
}

/** The form of the next class of the series, headed by a note naming the class that cannot change. */
export function withLockedNote(
  view: ModalView,
  locked: LockedClass,
  next: Pick<ClassRecord, "beginTime">,
  t: T,
): ModalView {
  const note: KnownBlock = {
    type: "section",
    block_id: "class_locked",
    text: {
      type: "mrkdwn",
      text: `:lock: ${lockedText(locked.cls, locked.reason, t)}\n${t("classModals.locked.laterOnly", {
        next: slackDate(next.beginTime),
      })}`,
    },
  };
  return { ...view, blocks: [note, ...(view.blocks ?? [])] };
}
