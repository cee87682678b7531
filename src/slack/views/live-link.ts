/**
 * What students see: the live link DM, the reminder before class, and their own classes (`/class my`,
 * `/class link`, the Home tab), each class with its **Join live & chat** button. The link is only ever
 * the button's URL, never in the notification text, so it does not show up in previews or logs of text.
 */
import type { Button, KnownBlock } from "@slack/types";
import type { ClassLink } from "../../classes/student-links.js";
import { ActionId } from "../ids.js";
import { calendarActions } from "./calendar.js";
import { LIMITS } from "./limits.js";
import { type MessageContent, sectionMessage } from "./message.js";
import { mention, mrkdwn, plainText, plural, slackDate, startsAt, userText } from "./text.js";

export const JOIN_BUTTON_TEXT = "Join live & chat";

const LINK_WILL_FOLLOW =
  "This class is not recorded yet, so it has no live page. Your link will follow as soon as your teacher turns recording on.";

/** Blocks a message keeps for its frame (intro, closing note); the rest may list classes. */
const FRAME_BLOCKS = 3;
const MAX_LISTED = LIMITS.messageBlocks - FRAME_BLOCKS;

export function joinButton(c: Pick<ClassLink, "classId" | "link">): Button | undefined {
  if (c.link === null || c.link.length > LIMITS.url) return undefined;
  return {
    type: "button",
    action_id: ActionId.joinLive,
    text: plainText(JOIN_BUTTON_TEXT, LIMITS.buttonText),
    url: c.link,
    value: String(c.classId),
    style: "primary",
  };
}

function teacherOf(c: ClassLink): string {
  return c.teacherSlackUserId ? mention(c.teacherSlackUserId) : userText(c.teacherName, 80);
}

function length(c: ClassLink): string {
  const minutes = Math.round((c.endTime - c.beginTime) / 60);
  return minutes > 0 ? ` (${minutes} min)` : "";
}

function classSection(blockId: string, line: string, c: ClassLink): KnownBlock {
  const button = joinButton(c);
  const note = button ? "" : "\n_No live page yet: your link will follow when recording is on._";
  return {
    type: "section",
    block_id: blockId,
    text: mrkdwn(`${line}${note}`),
    ...(button && { accessory: button }),
  };
}

function classLine(c: ClassLink): string {
  return (
    `*${userText(c.name, 100)}* · ${userText(c.courseName, 100)}\n` +
    `${slackDate(c.beginTime)}${length(c)} · ${teacherOf(c)}`
  );
}

function moreNote(blockId: string, hidden: number): KnownBlock {
  return {
    type: "context",
    block_id: blockId,
    elements: [mrkdwn(`…and ${plural(hidden, "more date")}. \`/class my\` lists your next classes.`)],
  };
}

/** The series' date list: done dates ticked, the next one carrying the only Join button. */
function seriesDate(blockId: string, c: ClassLink, state: "done" | "next" | "later"): KnownBlock {
  const line = `${slackDate(c.beginTime)}${length(c)}`;
  if (state === "done")
    return { type: "section", block_id: blockId, text: mrkdwn(`:white_check_mark: ~${line}~ done`) };
  if (state === "later") return { type: "section", block_id: blockId, text: mrkdwn(line) };
  return classSection(blockId, `*Next:* ${line}`, c);
}

export interface LiveLinkOptions {
  /** Unix seconds: classes ended by then are marked done and the Join button is the next class's. */
  readonly now?: number;
}

/**
 * The DM a student gets when added to a class, or to several classes of a series at once (one message
 * listing the dates, with **one** Join button: the next class not yet over, so the student never has to
 * pick; the app edits the DM after each class so it points ahead). `classes` in date order; at least one.
 */
export function liveLinkMessage(
  classes: readonly ClassLink[],
  options: LiveLinkOptions = {},
): MessageContent {
  const first = classes[0];
  if (!first) throw new TypeError("liveLinkMessage needs at least one class");
  const name = userText(first.name, 100);
  if (classes.length === 1) {
    const blocks: KnownBlock[] = [
      classSection("live_link_class", `You are in a class:\n${classLine(first)}`, first),
    ];
    if (!first.link) {
      blocks.push({ type: "context", block_id: "live_link_later", elements: [mrkdwn(LINK_WILL_FOLLOW)] });
    }
    if (first.endTime > (options.now ?? 0))
      blocks.push(calendarActions("live_link_calendar", first.classId, "class"));
    return {
      text: `You are in ${userText(first.name, 200)}, which starts ${startsAt(first.beginTime)}.${first.link ? "" : " Your live link will follow."}`,
      blocks,
    };
  }
  const now = options.now ?? Number.NEGATIVE_INFINITY;
  const nextIndex = classes.findIndex((c) => c.endTime > now);
  const over = nextIndex < 0;
  // A long series keeps the next date in view: done dates beyond the block budget are left out first.
  const start = over ? 0 : Math.max(0, Math.min(nextIndex, classes.length - MAX_LISTED));
  const shown = classes.slice(start, start + MAX_LISTED);
  const heading = over
    ? `All ${plural(classes.length, "class", "classes")} of *${name}* · ${userText(first.courseName, 100)} with ${teacherOf(first)} are over.`
    : `You are in *${plural(classes.length, "class", "classes")}* of *${name}* · ` +
      `${userText(first.courseName, 100)} with ${teacherOf(first)}:`;
  const blocks: KnownBlock[] = [{ type: "section", block_id: "live_link_series", text: mrkdwn(heading) }];
  if (!over) {
    blocks.push(
      ...shown.map((c, i) => {
        const index = start + i;
        const state = index < nextIndex ? "done" : index === nextIndex ? "next" : "later";
        return seriesDate(`live_link_date_${index}`, c, state);
      }),
    );
    const hidden = classes.length - shown.length;
    if (hidden > 0) blocks.push(moreNote("live_link_more", hidden));
    blocks.push(calendarActions("live_link_calendar", first.classId, "series"));
  }
  const next = over ? undefined : classes[nextIndex];
  const later = classes.slice(Math.max(nextIndex, 0)).some((c) => c.link === null);
  const text = over
    ? `All ${plural(classes.length, "class", "classes")} of ${userText(first.name, 200)} are over.`
    : nextIndex > 0 && next
      ? `Your next class of ${userText(first.name, 200)} starts ${startsAt(next.beginTime)}.`
      : `You are in ${plural(classes.length, "class", "classes")} of ${userText(first.name, 200)}, the first starting ${startsAt(first.beginTime)}.${later ? " Links for classes not yet recorded will follow." : ""}`;
  return { text, blocks };
}

/** The reminder Slack posts shortly before class (scheduled with chat.scheduleMessage). */
export function reminderMessage(c: ClassLink, minutes: number): MessageContent {
  const starts = `*${userText(c.name, 100)}* starts ${slackDate(c.beginTime, "{time}")} (in ${plural(minutes, "minute")}) · ${teacherOf(c)}`;
  return {
    text: `${userText(c.name, 100)} starts in ${plural(minutes, "minute")}.`,
    blocks: [classSection("reminder_class", `:alarm_clock: ${starts}`, c)],
  };
}

const MY_EMPTY = "You have no upcoming classes. You will get a message when a teacher adds you to one.";

export interface MyClassesOptions {
  /** Each entry also gets its "Add to calendar" button (the Home tab, which has room for the blocks). */
  readonly calendar?: boolean;
}

/**
 * The caller's own classes with their Join buttons: `/class my`, `/class link [class]` and the Home tab.
 * `query` is what `/class link` was asked for; a class outside the caller's list is never named.
 */
export function myClassesBlocks(
  classes: readonly ClassLink[],
  query?: string,
  options: MyClassesOptions = {},
): MessageContent {
  if (classes.length === 0) {
    const text =
      query === undefined || query.trim() === ""
        ? MY_EMPTY
        : "None of your upcoming classes matches that. `/class my` lists them.";
    return sectionMessage(text, { blockId: "my_classes_empty" });
  }
  // A weekly series is one entry: its next class with its Join button, and how many follow.
  const entries: { c: ClassLink; after: number }[] = [];
  const seen = new Set<string>();
  for (const c of classes) {
    if (c.seriesId !== null && seen.has(c.seriesId)) continue;
    if (c.seriesId !== null) seen.add(c.seriesId);
    const after = c.seriesId === null ? 0 : classes.filter((o) => o.seriesId === c.seriesId).length - 1;
    entries.push({ c, after });
  }
  // With calendar buttons each entry takes two blocks, so half as many fit.
  const shown = entries.slice(0, options.calendar ? Math.floor(MAX_LISTED / 2) : MAX_LISTED);
  const blocks: KnownBlock[] = [
    { type: "section", block_id: "my_classes_heading", text: mrkdwn("*Your classes*") },
    ...shown.flatMap(({ c, after }, i) => {
      const section = classSection(
        `my_class_${i}`,
        after > 0
          ? `${classLine(c)}\nWeekly series: ${plural(after, "more class", "more classes")} after this one`
          : classLine(c),
        c,
      );
      // A series' button stands for the whole series, as on its DM.
      return options.calendar
        ? [section, calendarActions(`my_class_calendar_${i}`, c.classId, after > 0 ? "series" : "class")]
        : [section];
    }),
  ];
  if (shown.length < entries.length)
    blocks.push({
      type: "context",
      block_id: "my_classes_more",
      elements: [mrkdwn(`…and ${plural(entries.length - shown.length, "more class", "more classes")}.`)],
    });
  return { text: `You have ${plural(classes.length, "upcoming class", "upcoming classes")}.`, blocks };
}
