/**
 * The "Schedule a class" modal: one class or a weekly series. A pure function of plain data; the
 * same view is shown again, with the person's values and the service's complaints next to the
 * fields, when creating failed, so pressing Schedule again retries safely.
 */

import type { Checkboxes, InputBlock, KnownBlock, ModalView, Option, PlainTextOption } from "@slack/types";
import { z } from "zod";
import type { Weekday } from "../../../classes/schedule/occurrences.js";
import type { ScheduleField, ScheduleForm } from "../../../classes/schedule/plan.js";
import { DEFAULT_DURATION_MINUTES, DEFAULT_SEATS } from "../../../classes/schedule/plan.js";
import { isTimeZone } from "../../../classes/school-settings.js";
import type { T } from "../../../i18n/index.js";
import { type ClashWarning, clashBlocks } from "../../lib/blocks/clash-warning.js";
import { LIMITS, SECTION_TEXT_ROOM } from "../../lib/blocks/limits.js";
import { metadataCodec } from "../../lib/blocks/metadata.js";
import { mrkdwn, plainText, truncate, userText } from "../../lib/blocks/text.js";
import { CallbackId, InputId } from "../../lib/ids.js";
import { weekdayName } from "../../lib/words/schedule-words.js";

/** What the form carries between open and submit. Never used to decide who may do what. */
export const scheduleMetadata = metadataCodec(
  "schedule form",
  z.object({
    tz: z.string().refine(isTimeZone),
    profile: z
      .boolean()
      .optional()
      .transform((p) => p === true),
  }),
);
export type ScheduleMetadata = NonNullable<ReturnType<typeof scheduleMetadata.decode>>;

/** The input block (and action id) of each form field. */
export const SCHEDULE_INPUT: Readonly<Record<ScheduleField, string>> = {
  course: InputId.scheduleCourse,
  name: InputId.scheduleName,
  date: InputId.scheduleDate,
  time: InputId.scheduleTime,
  duration: InputId.scheduleDuration,
  teacher: InputId.scheduleTeacher,
  assistant: InputId.scheduleAssistant,
  seats: InputId.scheduleSeats,
  hd: InputId.scheduleHd,
  video: InputId.scheduleVideo,
  folder: InputId.scheduleFolder,
  intro: InputId.scheduleIntro,
  repeat: InputId.scheduleRepeat,
  weekdays: InputId.scheduleWeekdays,
  weeks: InputId.scheduleWeeks,
  interval: InputId.scheduleInterval,
  until: InputId.scheduleUntil,
};

/** Option values of the switches checkbox group. */
export const VideoOption = {
  record: "record",
  live: "live",
  replay: "replay",
  autoEnter: "auto_enter",
} as const;
/** Value of the "course's folder" choice. */
export const COURSE_FOLDER = "course";
export const REPEAT_WEEKLY = "weekly";
export const REPEAT_NONE = "none";

/** Generous caps so an over-long entry reaches our check and is explained, not silently blocked. */
const NAME_INPUT_MAX = 200;
const INTRO_INPUT_MAX = 2000;

export interface ScheduleFormView {
  readonly courses: readonly { readonly courseId: number; readonly name: string }[];
  /** Folders of the school's cloud disk; empty while loading or when the service has none. */
  readonly folders: readonly { readonly folderId: string; readonly name: string }[];
  readonly timeZone: string;
  /** Whether the zone came from the person's Slack profile (else the school's). */
  readonly zoneFromProfile: boolean;
  readonly initial: Partial<ScheduleForm>;
  readonly metadata: ScheduleMetadata;
  /** Shown at the top: what happened on the last try. */
  readonly banner?: string;
  /**
   * The double-booking warning (mrkdwn, clash-warning.ts): shown first, with the "Schedule anyway"
   * box under it. Absent: no box either.
   */
  readonly clash?: ClashWarning;
  /** Shown first when the form was opened from free text: what the text was read as. */
  readonly readAs?: string;
  /** Shown under each field: the service's complaint about it. */
  readonly fieldProblems?: Partial<Record<ScheduleField, string>>;
  /** The reader's words (the person scheduling). */
  readonly t: T;
}

function option(text: string, value: string): PlainTextOption {
  return { text: plainText(text, LIMITS.optionText), value: truncate(value, LIMITS.optionValue) };
}

/** A course as a menu option: its name, valued by its id (the course options listener uses it too). */
export function courseOption(c: { readonly courseId: number; readonly name: string }): PlainTextOption {
  return option(c.name, String(c.courseId));
}

function input(
  field: ScheduleField,
  label: string,
  element: InputBlock["element"],
  optional = false,
  hint?: string,
): InputBlock {
  const block: InputBlock = {
    type: "input",
    block_id: SCHEDULE_INPUT[field],
    label: plainText(label, LIMITS.inputLabel),
    element,
    optional,
  };
  if (hint) block.hint = plainText(hint, LIMITS.inputHint);
  return block;
}

function hdOptions(t: T): PlainTextOption[] {
  return [
    option(t("schedule.form.hdNone"), "0"),
    option(t("schedule.form.hdOn"), "1"),
    option(t("schedule.form.hdFull"), "2"),
  ];
}

function switchOptions(t: T): PlainTextOption[] {
  // The switches' names are the recording modal's, so both say the same words for the same switch.
  return [
    option(t("classModals.video.record"), VideoOption.record),
    option(t("classModals.video.live"), VideoOption.live),
    option(t("classModals.video.replay"), VideoOption.replay),
    option(t("schedule.form.autoEnter"), VideoOption.autoEnter),
  ];
}

function weekdayOptions(t: T): PlainTextOption[] {
  // Monday first, as schools plan their week.
  return ([1, 2, 3, 4, 5, 6, 0] as const).map((d) => option(weekdayName(t, d), String(d)));
}

function pick<T extends Option>(options: readonly T[], values: readonly string[]): T[] {
  return options.filter((o) => "value" in o && values.includes(String(o.value)));
}

type Fields = Partial<ScheduleForm>;

/** What happened on the last try, and which time zone the times are in. */
function headerBlocks(v: ScheduleFormView, t: T): KnownBlock[] {
  const blocks: KnownBlock[] = v.clash
    ? clashBlocks(v.clash, t, { warning: "schedule_clash", anyway: InputId.scheduleAnyway }, "schedule")
    : [];
  if (v.readAs) {
    // Plain text: the name in it is shown exactly as the teacher typed it.
    blocks.push({
      type: "context",
      block_id: "schedule_read_as",
      elements: [plainText(v.readAs, SECTION_TEXT_ROOM)],
    });
  }
  if (v.banner) {
    blocks.push({
      type: "section",
      block_id: "schedule_banner",
      text: mrkdwn(truncate(v.banner, LIMITS.sectionText)),
    });
  }
  blocks.push({
    type: "context",
    block_id: "schedule_zone",
    elements: [
      mrkdwn(
        t(v.zoneFromProfile ? "schedule.form.zoneFromProfile" : "schedule.form.zoneFromSchool", {
          zone: userText(v.timeZone, 64),
        }),
      ),
    ],
  });
  return blocks;
}

/**
 * More courses than a menu holds: search as you type (the course options listener lists only the
 * courses the caller may use); the submission checks the chosen course again either way.
 */
function courseInputs(v: ScheduleFormView, f: Fields, t: T): InputBlock[] {
  const courseOptions = v.courses.map(courseOption);
  const chosenCourse =
    courseOptions.find((o) => o.value === f.courseId) ??
    (courseOptions.length === 1 ? courseOptions[0] : undefined);
  const course: InputBlock["element"] =
    courseOptions.length > LIMITS.options
      ? {
          type: "external_select",
          action_id: InputId.scheduleCourse,
          placeholder: plainText(t("schedule.form.searchCourses"), LIMITS.placeholder),
          min_query_length: 0,
        }
      : {
          type: "static_select",
          action_id: InputId.scheduleCourse,
          placeholder: plainText(t("schedule.form.chooseCourse"), LIMITS.placeholder),
          options: courseOptions.length > 0 ? courseOptions : [option(t("schedule.form.noCourse"), "none")],
        };
  if (chosenCourse) course.initial_option = chosenCourse;
  return [input("course", t("schedule.form.course"), course)];
}

/** Name, date, start time, duration. */
function whenInputs(f: Fields, t: T): InputBlock[] {
  return [
    input("name", t("schedule.form.name"), {
      type: "plain_text_input",
      action_id: InputId.scheduleName,
      max_length: NAME_INPUT_MAX,
      ...(f.name ? { initial_value: truncate(f.name, NAME_INPUT_MAX) } : {}),
    }),
    input("date", t("schedule.form.date"), {
      type: "datepicker",
      action_id: InputId.scheduleDate,
      ...(f.date ? { initial_date: f.date } : {}),
    }),
    input("time", t("schedule.form.time"), {
      type: "timepicker",
      action_id: InputId.scheduleTime,
      ...(f.time ? { initial_time: f.time } : {}),
    }),
    input("duration", t("schedule.form.duration"), {
      type: "number_input",
      action_id: InputId.scheduleDuration,
      is_decimal_allowed: false,
      initial_value: f.duration || String(DEFAULT_DURATION_MINUTES),
    }),
  ];
}

/** Teacher and assistant. */
function peopleInputs(f: Fields, t: T): InputBlock[] {
  return [
    input("teacher", t("schedule.form.teacher"), {
      type: "users_select",
      action_id: InputId.scheduleTeacher,
      ...(f.teacherSlackUserId ? { initial_user: f.teacherSlackUserId } : {}),
    }),
    input(
      "assistant",
      t("schedule.form.assistant"),
      {
        type: "users_select",
        action_id: InputId.scheduleAssistant,
        ...(f.assistantSlackUserId ? { initial_user: f.assistantSlackUserId } : {}),
      },
      true,
    ),
  ];
}

/** Seats on stage, HD, and the recording and entry switches. */
function stageInputs(f: Fields, t: T): InputBlock[] {
  const hd = hdOptions(t);
  const switches = switchOptions(t);
  const on = [
    ...((f.record ?? true) ? [VideoOption.record] : []),
    ...(f.live ? [VideoOption.live] : []),
    ...(f.replay ? [VideoOption.replay] : []),
    ...((f.autoEnter ?? true) ? [VideoOption.autoEnter] : []),
  ];
  const video: Checkboxes = { type: "checkboxes", action_id: InputId.scheduleVideo, options: switches };
  const initialSwitches = pick(switches, on);
  if (initialSwitches.length > 0) video.initial_options = initialSwitches;
  return [
    input(
      "seats",
      t("schedule.form.seats"),
      {
        type: "number_input",
        action_id: InputId.scheduleSeats,
        is_decimal_allowed: false,
        initial_value: f.seats || String(DEFAULT_SEATS),
      },
      false,
      t("schedule.form.seatsHint"),
    ),
    input("hd", t("schedule.form.hd"), {
      type: "static_select",
      action_id: InputId.scheduleHd,
      options: hd,
      initial_option: hd.find((o) => o.value === (f.hd ?? "0")) ?? hd[0],
    } as InputBlock["element"]),
    input("video", t("schedule.form.video"), video, true, t("schedule.form.videoHint")),
  ];
}

/** The cloud folder and the introduction. */
function contentInputs(v: ScheduleFormView, f: Fields, t: T): InputBlock[] {
  const folders = [
    option(t("schedule.form.courseFolder"), COURSE_FOLDER),
    ...v.folders.slice(0, LIMITS.options - 1).map((x) => option(x.name, x.folderId)),
  ];
  const chosenFolder = folders.find((o) => o.value === f.folderId) ?? folders[0];
  return [
    input(
      "folder",
      t("schedule.form.folder"),
      {
        type: "static_select",
        action_id: InputId.scheduleFolder,
        options: folders,
        ...(chosenFolder ? { initial_option: chosenFolder } : {}),
      },
      true,
    ),
    input(
      "intro",
      t("schedule.form.intro"),
      {
        type: "plain_text_input",
        action_id: InputId.scheduleIntro,
        multiline: true,
        max_length: INTRO_INPUT_MAX,
        ...(f.intro ? { initial_value: truncate(f.intro, INTRO_INPUT_MAX) } : {}),
      },
      true,
    ),
  ];
}

/** Repeat weekly: on which weekdays, for how many weeks. */
function repeatInputs(f: Fields, t: T): InputBlock[] {
  const repeat = [
    option(t("schedule.form.once"), REPEAT_NONE),
    option(t("schedule.form.weekly"), REPEAT_WEEKLY),
  ];
  const days = weekdayOptions(t);
  const intervals = [1, 2, 3, 4].map((n) => option(t("schedule.form.everyWeeks", { count: n }), String(n)));
  const chosenInterval = pick(intervals, [f.interval || "1"]);
  const weekdays: Checkboxes = { type: "checkboxes", action_id: InputId.scheduleWeekdays, options: days };
  const chosenDays = pick(days, (f.weekdays ?? []).map(String));
  if (chosenDays.length > 0) weekdays.initial_options = chosenDays;
  return [
    input("repeat", t("schedule.form.repeat"), {
      type: "radio_buttons",
      action_id: InputId.scheduleRepeat,
      options: repeat,
      initial_option: f.weekly ? (repeat[1] as PlainTextOption) : (repeat[0] as PlainTextOption),
    }),
    input("weekdays", t("schedule.form.weekdays"), weekdays, true, t("schedule.form.weekdaysHint")),
    input(
      "weeks",
      t("schedule.form.weeks"),
      {
        type: "number_input",
        action_id: InputId.scheduleWeeks,
        is_decimal_allowed: false,
        ...(f.weeks ? { initial_value: f.weeks } : {}),
      },
      true,
      t("schedule.form.weeksHint"),
    ),
    input(
      "interval",
      t("schedule.form.interval"),
      {
        type: "static_select",
        action_id: InputId.scheduleInterval,
        options: intervals,
        ...(chosenInterval[0] ? { initial_option: chosenInterval[0] } : {}),
      },
      true,
    ),
    input(
      "until",
      t("schedule.form.until"),
      { type: "datepicker", action_id: InputId.scheduleUntil, ...(f.until ? { initial_date: f.until } : {}) },
      true,
      t("schedule.form.untilHint"),
    ),
  ];
}

/** Each input, then the service's complaint about it (when there is one) right under it. */
function withProblems(v: ScheduleFormView, inputs: readonly InputBlock[]): KnownBlock[] {
  return inputs.flatMap((block): KnownBlock[] => {
    const field = fieldOf(block.block_id);
    const problem = field ? v.fieldProblems?.[field] : undefined;
    if (!problem) return [block];
    const note: KnownBlock = {
      type: "context",
      block_id: `${block.block_id}_problem`,
      elements: [mrkdwn(`:warning: ${userText(problem, 1000)}`)],
    };
    return [block, note];
  });
}

export function scheduleFormView(v: ScheduleFormView): ModalView {
  const f = v.initial;
  const t = v.t;
  const inputs = [
    ...courseInputs(v, f, t),
    ...whenInputs(f, t),
    ...peopleInputs(f, t),
    ...stageInputs(f, t),
    ...contentInputs(v, f, t),
    ...repeatInputs(f, t),
  ];
  return {
    type: "modal",
    callback_id: CallbackId.scheduleForm,
    title: plainText(t("schedule.title"), LIMITS.viewTitle),
    submit: plainText(t("schedule.form.submit"), LIMITS.viewSubmit),
    close: plainText(t("schedule.form.cancel"), LIMITS.viewClose),
    private_metadata: scheduleMetadata.encode(v.metadata),
    blocks: [...headerBlocks(v, t), ...withProblems(v, inputs)].slice(0, LIMITS.viewBlocks),
  };
}

function fieldOf(blockId: string | undefined): ScheduleField | null {
  const hit = (Object.entries(SCHEDULE_INPUT) as [ScheduleField, string][]).find(([, id]) => id === blockId);
  return hit ? hit[0] : null;
}

/** The schedule modal while it has only one thing to say: loading, scheduling, done. */
function scheduleStatusView(t: T, close: "cancel" | "close", blockId: string, text: string): ModalView {
  return {
    type: "modal",
    callback_id: CallbackId.scheduleProgress,
    title: plainText(t("schedule.title"), LIMITS.viewTitle),
    close: plainText(
      t(close === "cancel" ? "schedule.form.cancel" : "schedule.form.close"),
      LIMITS.viewClose,
    ),
    blocks: [{ type: "section", block_id: blockId, text: mrkdwn(text) }],
  };
}

/** What a person sees while the form's slow parts load (the trigger expires in 3 s). */
export function scheduleLoadingView(t: T): ModalView {
  return scheduleStatusView(t, "cancel", "schedule_loading", t("schedule.form.loading"));
}

/** The modal after Schedule was pressed, while the classes are being created. */
export function scheduleProgressView(count: number, t: T): ModalView {
  return scheduleStatusView(t, "close", "schedule_progress", t("schedule.form.progress", { count }));
}

/** The modal once everything was created: the details are in the message sent to the teacher. */
export function scheduleDoneView(lines: readonly string[], t: T): ModalView {
  return scheduleStatusView(t, "close", "schedule_done", truncate(lines.join("\n"), LIMITS.sectionText));
}

export function weekdayFromValue(value: string): Weekday | null {
  return /^[0-6]$/.test(value) ? (Number(value) as Weekday) : null;
}
