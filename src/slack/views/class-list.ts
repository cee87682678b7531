/** `/class list`: the caller's upcoming classes, times in each reader's own zone. */
import type { KnownBlock } from "@slack/types";
import type { ListEntry, UpcomingClass, UpcomingScope } from "../../classes/classes-list.js";
import { type MessageContent, sectionMessage } from "./message.js";
import { mention, mrkdwn, plural, slackDate, userText } from "./text.js";

/** A class as the list shows it: exactly what the "upcoming classes" use case returns. */
export type ClassSummary = UpcomingClass;

export type ClassListScope = UpcomingScope;

export interface ClassListInput {
  /** Upcoming first. */
  readonly classes: readonly ClassSummary[];
  readonly scope: ClassListScope;
  /** The classes with each series as one entry; default one entry per class. */
  readonly entries?: readonly ListEntry[];
}

/** Messages hold at most 50 blocks; one section per class plus the frame. */
export const CLASS_LIST_MAX_SHOWN = 40;

const HEADINGS: Readonly<Record<ClassListScope, string>> = {
  teaching: "Classes you teach",
  attending: "Your classes",
  all: "Upcoming classes of the school",
};

const EMPTY: Readonly<Record<ClassListScope, string>> = {
  teaching: "You have no upcoming classes. Schedule one with `/class schedule`.",
  attending: "You have no upcoming classes. You will get a message when a teacher adds you to one.",
  all: "No classes are scheduled.",
};

function videoState(c: ClassSummary): string {
  if (!c.record) return "not recorded";
  const extras = [c.live ? "live" : "", c.replay ? "replay" : ""].filter(Boolean);
  return extras.length > 0 ? `recorded, ${extras.join(" and ")}` : "recorded";
}

function minutes(c: ClassSummary): string {
  const length = Math.round((c.endTime - c.beginTime) / 60);
  return Number.isFinite(length) && length > 0 ? ` (${length} min)` : "";
}

export function classLine(c: ClassSummary): string {
  const teacher = c.teacherSlackUserId ? mention(c.teacherSlackUserId) : userText(c.teacherName, 80);
  return (
    `*${userText(c.name, 100)}* · ${userText(c.courseName, 100)}\n` +
    `${slackDate(c.beginTime)}${minutes(c)} · ${teacher} · ${plural(c.seats, "seat")} · ${videoState(c)}`
  );
}

/** A series as one line: its name and rule, its next class, and how many are left. */
export function seriesLine(e: Extract<ListEntry, { kind: "series" }>): string {
  const c = e.next;
  const teacher = c.teacherSlackUserId ? mention(c.teacherSlackUserId) : userText(c.teacherName, 80);
  return (
    `*${userText(c.name, 100)}* · ${userText(c.courseName, 100)} · weekly series\n` +
    `Next: ${slackDate(c.beginTime)}${minutes(c)} · ${teacher} · ${plural(e.total, "class", "classes")}, ` +
    `${e.toGo} to go · ${plural(c.seats, "seat")} · ${videoState(c)}`
  );
}

/** A list entry's line: a class, or a series as one. */
export function entryLine(e: ListEntry): string {
  return e.kind === "series" ? seriesLine(e) : classLine(e.cls);
}

/** Each class as its own entry, for callers that have not grouped them. */
export function entriesOf(input: ClassListInput): readonly ListEntry[] {
  return input.entries ?? input.classes.map((cls): ListEntry => ({ kind: "class", cls }));
}

export function classListMessage(input: ClassListInput): MessageContent {
  const heading = HEADINGS[input.scope];
  if (input.classes.length === 0) {
    const text = EMPTY[input.scope];
    return sectionMessage(text, { blockId: "class_list_empty" });
  }
  const entries = entriesOf(input);
  const shown = entries.slice(0, CLASS_LIST_MAX_SHOWN);
  const blocks: KnownBlock[] = [
    { type: "section", block_id: "class_list_heading", text: mrkdwn(`*${heading}*`) },
    ...shown.map(
      (e, i): KnownBlock => ({ type: "section", block_id: `class_${i}`, text: mrkdwn(entryLine(e)) }),
    ),
  ];
  if (shown.length < entries.length) {
    blocks.push({
      type: "context",
      block_id: "class_list_showing",
      elements: [mrkdwn(`Showing the next ${shown.length} of ${entries.length} classes and series.`)],
    });
  }
  return {
    text: `${heading}: ${plural(input.classes.length, "upcoming class", "upcoming classes")}`,
    blocks,
  };
}
