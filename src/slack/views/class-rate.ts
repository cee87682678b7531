/**
 * The ratings modal of one class, a page of students at a time: stars 0-5 and a comment each,
 * pre-filled with the ratings already given. Each student takes two input blocks, so a page holds
 * as many as fit in Slack's 100 blocks beside the page's frame; "Next" saves the page and shows the
 * next, "Save" on the last page.
 */
import type { KnownBlock, ModalView, PlainTextOption } from "@slack/types";
import { MAX_STARS, RATING_COMMENT_MAX_LENGTH, type StudentOutcome } from "../../classes/ratings.js";
import { ActionId, CallbackId, RateInputPrefix } from "../ids.js";
import { type ClassHeading, classHeading, encodeClassModalMetadata } from "./class-modal.js";
import { LIMITS } from "./limits.js";
import { mrkdwn, packLines, plainText, truncate, userText } from "./text.js";

/** Heading, page note, "Previous page" and up to two blocks of the previous page's results. */
const FRAME_BLOCKS = 5;
const NOTICE_BLOCKS = 2;
const BLOCKS_PER_STUDENT = 2;
export const RATE_STUDENTS_PER_PAGE = Math.floor((LIMITS.viewBlocks - FRAME_BLOCKS) / BLOCKS_PER_STUDENT);

export interface RateStudent {
  readonly uid: string;
  readonly name: string;
  readonly stars: number | null;
  readonly comment: string;
}

export interface RatePageInput {
  readonly classId: number;
  readonly heading: ClassHeading;
  /** Every student of the class, in roster order; the page picks its slice. */
  readonly students: readonly RateStudent[];
  readonly page: number;
  /** Results of the page saved before this one, or why this page was not saved. */
  readonly notice?: { readonly ok: boolean; readonly lines: readonly string[] } | null;
}

export function ratePageCount(studentCount: number): number {
  return Math.max(1, Math.ceil(studentCount / RATE_STUDENTS_PER_PAGE));
}

export function ratePageStudents<T>(students: readonly T[], page: number): readonly T[] {
  return students.slice(page * RATE_STUDENTS_PER_PAGE, (page + 1) * RATE_STUDENTS_PER_PAGE);
}

function starsText(n: number): string {
  return `${"★".repeat(n)}${"☆".repeat(MAX_STARS - n)} ${n}`;
}

export function starOption(n: number): PlainTextOption {
  return { text: plainText(starsText(n), LIMITS.optionText), value: String(n) };
}

const STAR_OPTIONS = Array.from({ length: MAX_STARS + 1 }, (_, n) => starOption(MAX_STARS - n));

function studentBlocks(s: RateStudent): KnownBlock[] {
  const name = truncate(s.name, 200);
  return [
    {
      type: "input",
      block_id: `${RateInputPrefix.stars}${s.uid}`,
      label: plainText(name, LIMITS.inputLabel),
      optional: true,
      element: {
        type: "static_select",
        action_id: `${RateInputPrefix.stars}${s.uid}`,
        placeholder: plainText("Stars", LIMITS.placeholder),
        options: STAR_OPTIONS,
        ...(s.stars === null ? {} : { initial_option: starOption(s.stars) }),
      },
    },
    {
      type: "input",
      block_id: `${RateInputPrefix.comment}${s.uid}`,
      label: plainText(`Comment for ${name}`, LIMITS.inputLabel),
      optional: true,
      element: {
        type: "plain_text_input",
        action_id: `${RateInputPrefix.comment}${s.uid}`,
        multiline: true,
        max_length: RATING_COMMENT_MAX_LENGTH,
        ...(s.comment === "" ? {} : { initial_value: s.comment.slice(0, RATING_COMMENT_MAX_LENGTH) }),
      },
    },
  ];
}

function noticeBlocks(notice: RatePageInput["notice"]): KnownBlock[] {
  if (!notice || notice.lines.length === 0) return [];
  const mark = notice.ok ? "✅" : "⚠️";
  return packLines(
    notice.lines.map((l) => `${mark} ${userText(l, 300)}`),
    LIMITS.sectionText,
  )
    .slice(0, NOTICE_BLOCKS)
    .map((text, i) => ({ type: "section", block_id: `rate_notice_${i}`, text: mrkdwn(text) }));
}

export function ratePageView(input: RatePageInput): ModalView {
  const pages = ratePageCount(input.students.length);
  const page = Math.min(Math.max(0, input.page), pages - 1);
  const last = page === pages - 1;
  const shown = ratePageStudents(input.students, page);
  const blocks: KnownBlock[] = [
    ...noticeBlocks(input.notice),
    { type: "section", block_id: "class_heading", text: mrkdwn(classHeading(input.heading)) },
    {
      type: "context",
      block_id: "rate_page",
      elements: [
        mrkdwn(
          `Page ${page + 1} of ${pages} · ${input.students.length} students · ${last ? "Save" : "Next"} saves this page. Leave stars empty to skip a student.`,
        ),
      ],
    },
    ...shown.flatMap(studentBlocks),
  ];
  if (page > 0) {
    blocks.push({
      type: "actions",
      block_id: "rate_nav",
      elements: [
        {
          type: "button",
          action_id: ActionId.ratePrevious,
          text: plainText("← Previous page", LIMITS.buttonText),
          value: String(page - 1),
        },
      ],
    });
  }
  return {
    type: "modal",
    callback_id: CallbackId.classRate,
    title: plainText("Rate students", LIMITS.viewTitle),
    submit: plainText(last ? "Save" : "Next", LIMITS.viewSubmit),
    close: plainText("Cancel", LIMITS.viewClose),
    private_metadata: encodeClassModalMetadata({ classId: input.classId, page }),
    blocks,
  };
}

/** "Ben Carter: saved" — one line per student the save reported. */
export function outcomeLines(outcomes: readonly StudentOutcome[]): string[] {
  return outcomes.map((o) => `${o.name}: ${o.text}`);
}

export function rateDoneView(input: {
  readonly heading: ClassHeading;
  readonly outcomes: readonly StudentOutcome[];
}): ModalView {
  const lines = input.outcomes.map((o) => `${o.ok ? "✅" : "⚠️"} ${userText(`${o.name}: ${o.text}`, 300)}`);
  const summary = lines.length === 0 ? "Nothing changed on the last page." : "Last page:";
  const blocks: KnownBlock[] = [
    {
      type: "section",
      block_id: "class_heading",
      text: mrkdwn(`${classHeading(input.heading)}\nRatings saved. ${summary}`),
    },
    ...packLines(lines, LIMITS.sectionText)
      .slice(0, LIMITS.viewBlocks - 1)
      .map((text, i): KnownBlock => ({ type: "section", block_id: `rate_done_${i}`, text: mrkdwn(text) })),
  ];
  return {
    type: "modal",
    callback_id: CallbackId.classRateDone,
    title: plainText("Rate students", LIMITS.viewTitle),
    close: plainText("Done", LIMITS.viewClose),
    blocks,
  };
}
