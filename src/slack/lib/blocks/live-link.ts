/**
 * What students see: the live link DM, the reminder before class, and their own classes (`/class my`,
 * `/class link`, the Home tab), each class with its **Join live & chat** button. The link is only ever
 * the button's URL, never in the notification text, so it does not show up in previews or logs of text.
 */
import type { Button, KnownBlock } from "@slack/types";
import { everyWeeksOf } from "../../../classes/schedule/rhythm.js";
import type { ClassLink } from "../../../classes/student-links.js";
import type { T } from "../../../i18n/index.js";
import { ActionId } from "../ids.js";
import { courseText, teacherText } from "../words/class-names.js";
import { seriesWords } from "../words/series-rhythm.js";
import { calendarActions } from "./calendar.js";
import { LIMITS } from "./limits.js";
import { type MessageContent, sectionMessage } from "./message.js";
import { mrkdwn, plainText, slackDate, userText } from "./text.js";

/** Blocks a message keeps for its frame (intro, closing note); the rest may list classes. */
const FRAME_BLOCKS = 3;
const MAX_LISTED = LIMITS.messageBlocks - FRAME_BLOCKS;

export function joinButton(c: Pick<ClassLink, "classId" | "link">, t: T): Button | undefined {
  if (c.link === null || c.link.length > LIMITS.url) return undefined;
  return {
    type: "button",
    action_id: ActionId.joinLive,
    text: plainText(t("student.join"), LIMITS.buttonText),
    url: c.link,
    value: String(c.classId),
    style: "primary",
  };
}

/** When a class starts, to follow "starts" in the reader's sentence ("Tuesday, December 1st, 2026 4:00 PM"). */
export function startsAtIn(unixSeconds: number): string {
  return slackDate(unixSeconds);
}

function length(c: ClassLink, t: T): string {
  const minutes = Math.round((c.endTime - c.beginTime) / 60);
  return minutes > 0 ? t("student.length", { minutes }) : "";
}

function classSection(blockId: string, line: string, c: ClassLink, t: T): KnownBlock {
  const button = joinButton(c, t);
  const note = button ? "" : `\n${t("student.noPageYet")}`;
  return {
    type: "section",
    block_id: blockId,
    text: mrkdwn(`${line}${note}`),
    ...(button && { accessory: button }),
  };
}

function classLine(c: ClassLink, t: T): string {
  return t("student.classLine", {
    name: userText(c.name, 100),
    course: courseText(c, t),
    when: slackDate(c.beginTime),
    length: length(c, t),
    teacher: teacherText(c, t),
  });
}

function moreNote(blockId: string, hidden: number, t: T): KnownBlock {
  return {
    type: "context",
    block_id: blockId,
    elements: [mrkdwn(t("student.liveLink.moreDates", { count: hidden }))],
  };
}

/** The series' date list: done dates ticked, the next one carrying the only Join button. */
function seriesDate(blockId: string, c: ClassLink, state: "done" | "next" | "later", t: T): KnownBlock {
  const line = `${slackDate(c.beginTime)}${length(c, t)}`;
  if (state === "done")
    return { type: "section", block_id: blockId, text: mrkdwn(t("student.liveLink.dateDone", { line })) };
  if (state === "later") return { type: "section", block_id: blockId, text: mrkdwn(line) };
  return classSection(blockId, t("student.liveLink.dateNext", { line }), c, t);
}

export interface LiveLinkOptions {
  /** Unix seconds: classes ended by then are marked done and the Join button is the next class's. */
  readonly now?: number;
  /** Recording was just switched off: a class without a link says so, not "will follow". */
  readonly recordingOff?: boolean;
  /** The student's translate function (their locale). */
  readonly t: T;
}

/**
 * The DM a student gets when added to a class, or to several classes of a series at once (one message
 * listing the dates, with **one** Join button: the next class not yet over, so the student never has to
 * pick; the app edits the DM after each class so it points ahead). `classes` in date order; at least one.
 */
export function liveLinkMessage(classes: readonly ClassLink[], options: LiveLinkOptions): MessageContent {
  const t = options.t;
  const first = classes[0];
  if (!first) throw new TypeError("liveLinkMessage needs at least one class");
  const name = userText(first.name, 100);
  if (classes.length === 1) {
    const blocks: KnownBlock[] = [
      classSection("live_link_class", t("student.liveLink.inClass", { line: classLine(first, t) }), first, t),
    ];
    if (!first.link) {
      blocks.push({
        type: "context",
        block_id: "live_link_later",
        elements: [mrkdwn(t(options.recordingOff ? "student.recordingOff.note" : "student.linkWillFollow"))],
      });
    }
    if (first.endTime > (options.now ?? 0))
      blocks.push(calendarActions("live_link_calendar", first.classId, "class", t));
    const vars = { name: userText(first.name, 200), when: startsAtIn(first.beginTime) };
    return {
      text: t(
        first.link
          ? "student.liveLink.text"
          : options.recordingOff
            ? "student.recordingOff.dmText"
            : "student.liveLink.textLater",
        vars,
      ),
      blocks,
    };
  }
  const now = options.now ?? Number.NEGATIVE_INFINITY;
  const nextIndex = classes.findIndex((c) => c.endTime > now);
  const over = nextIndex < 0;
  // A long series keeps the next date in view: done dates beyond the block budget are left out first.
  const start = over ? 0 : Math.max(0, Math.min(nextIndex, classes.length - MAX_LISTED));
  const shown = classes.slice(start, start + MAX_LISTED);
  const headVars = {
    count: classes.length,
    name,
    course: courseText(first, t),
    teacher: teacherText(first, t),
  };
  const heading = t(over ? "student.liveLink.seriesOver" : "student.liveLink.series", headVars);
  const blocks: KnownBlock[] = [{ type: "section", block_id: "live_link_series", text: mrkdwn(heading) }];
  if (!over) {
    blocks.push(
      ...shown.map((c, i) => {
        const index = start + i;
        const state = index < nextIndex ? "done" : index === nextIndex ? "next" : "later";
        return seriesDate(`live_link_date_${index}`, c, state, t);
      }),
    );
    const hidden = classes.length - shown.length;
    if (hidden > 0) blocks.push(moreNote("live_link_more", hidden, t));
    blocks.push(calendarActions("live_link_calendar", first.classId, "series", t));
  }
  const next = over ? undefined : classes[nextIndex];
  const later = classes.slice(Math.max(nextIndex, 0)).some((c) => c.link === null);
  const fullName = userText(first.name, 200);
  const text = over
    ? t("student.liveLink.textOver", { count: classes.length, name: fullName })
    : nextIndex > 0 && next
      ? t("student.liveLink.textNext", { name: fullName, when: startsAtIn(next.beginTime) })
      : t(later ? "student.liveLink.textSeriesLater" : "student.liveLink.textSeries", {
          count: classes.length,
          name: fullName,
          when: startsAtIn(first.beginTime),
        });
  return { text, blocks };
}

/** The reminder Slack posts shortly before class (scheduled with chat.scheduleMessage). */
export function reminderMessage(c: ClassLink, minutes: number, t: T): MessageContent {
  const starts = t("student.reminder.line", {
    count: minutes,
    name: userText(c.name, 100),
    time: slackDate(c.beginTime, "time"),
    teacher: teacherText(c, t),
  });
  return {
    text: t("student.reminder.text", { count: minutes, name: userText(c.name, 100) }),
    blocks: [classSection("reminder_class", starts, c, t)],
  };
}

export interface MyClassesOptions {
  /** Each entry also gets its "Add to calendar" button (the Home tab, which has room for the blocks). */
  readonly calendar?: boolean;
  /** The reader's translate function (their locale). */
  readonly t: T;
}

/**
 * The caller's own classes with their Join buttons: `/class my`, `/class link [class]` and the Home tab.
 * `query` is what `/class link` was asked for; a class outside the caller's list is never named.
 */
export function myClassesBlocks(
  classes: readonly ClassLink[],
  query: string | undefined,
  options: MyClassesOptions,
): MessageContent {
  const t = options.t;
  if (classes.length === 0) {
    const text = t(query === undefined || query.trim() === "" ? "student.my.empty" : "student.my.noMatch");
    return sectionMessage(text, { blockId: "my_classes_empty" });
  }
  // A weekly series is one entry: its next class with its Join button, and how many follow.
  const entries: { c: ClassLink; after: number; everyWeeks: number }[] = [];
  const seen = new Set<string>();
  for (const c of classes) {
    if (c.seriesId !== null && seen.has(c.seriesId)) continue;
    if (c.seriesId !== null) seen.add(c.seriesId);
    const ofSeries = c.seriesId === null ? [c] : classes.filter((o) => o.seriesId === c.seriesId);
    entries.push({
      c,
      after: ofSeries.length - 1,
      everyWeeks: everyWeeksOf(ofSeries.map((o) => o.beginTime)),
    });
  }
  // With calendar buttons each entry takes two blocks, so half as many fit.
  const shown = entries.slice(0, options.calendar ? Math.floor(MAX_LISTED / 2) : MAX_LISTED);
  const blocks: KnownBlock[] = [
    { type: "section", block_id: "my_classes_heading", text: mrkdwn(t("student.my.heading")) },
    ...shown.flatMap(({ c, after, everyWeeks }, i) => {
      const section = classSection(
        `my_class_${i}`,
        after > 0
          ? t("student.my.seriesLine", {
              count: after,
              line: classLine(c, t),
              series: seriesWords(everyWeeks, t, true),
            })
          : classLine(c, t),
        c,
        t,
      );
      // A series' button stands for the whole series, as on its DM.
      return options.calendar
        ? [section, calendarActions(`my_class_calendar_${i}`, c.classId, after > 0 ? "series" : "class", t)]
        : [section];
    }),
  ];
  if (shown.length < entries.length)
    blocks.push({
      type: "context",
      block_id: "my_classes_more",
      elements: [mrkdwn(t("student.my.more", { count: entries.length - shown.length }))],
    });
  return { text: t("student.my.text", { count: classes.length }), blocks };
}
