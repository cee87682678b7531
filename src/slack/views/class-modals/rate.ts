/**
 * The ratings modal of one class, a page of students at a time: stars 0-5 and a comment each,
 * pre-filled with the ratings already given. Each student takes two input blocks, so a page holds
 * as many as fit in Slack's 100 blocks beside the page's frame; "Next" saves the page and shows the
 * next, "Save" on the last page.
 */
import type { KnownBlock, ModalView, PlainTextOption } from "@slack/types";
import type { NotDone } from "../../../classes/partner-failure.js";
import { MAX_STARS, RATING_COMMENT_MAX_LENGTH, type StudentOutcome } from "../../../classes/ratings.js";
import { ActionId, CallbackId, RateInputPrefix } from "../../ids.js";
import { failureText } from "../failure-text.js";
import { LIMITS } from "../limits.js";
import { isPartnerFailure, notDoneLine } from "../not-done.js";
import { mrkdwn, packLines, plainText, plural, truncate, userText } from "../text.js";
import { type ClassHeading, type ClassModalFace, classModalFrame, classReportView } from "./frame.js";

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

export function ratePageView(face: ClassModalFace, input: RatePageInput): ModalView {
  const pages = ratePageCount(input.students.length);
  const page = Math.min(Math.max(0, input.page), pages - 1);
  const last = page === pages - 1;
  const shown = ratePageStudents(input.students, page);
  const blocks: KnownBlock[] = [
    {
      type: "context",
      block_id: "rate_page",
      elements: [
        mrkdwn(
          `${pages > 1 ? `Page ${page + 1} of ${pages} · ` : ""}${plural(input.students.length, "student")}, ${input.students.filter((s) => s.stars !== null).length} rated so far (shown as given) · ${last ? "Save" : "Next"} saves ${pages > 1 ? "this page" : "the ratings"}. Leave stars empty to skip a student.`,
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
  return classModalFrame(face, {
    cls: { ...input.heading, classId: input.classId },
    before: noticeBlocks(input.notice),
    blocks,
    page,
    submit: last ? "Save" : "Next",
  });
}

/** "Ben Carter: saved" — one line per student the save reported. */
/** "Ben Carter: saved", or why not in the partner's words for ratings. */
export function outcomeLines(outcomes: readonly StudentOutcome[]): string[] {
  return outcomes.map((o) => `${o.name}: ${o.ok ? "saved" : ratingNotDoneText(o.why)}`);
}

/** Why ratings were not saved, in a modal's sentence. */
export function ratingNotDoneText(why: NotDone): string {
  return isPartnerFailure(why) ? failureText(why, "sentence") : notDoneLine(why);
}

export function rateDoneView(
  face: ClassModalFace,
  input: { readonly heading: ClassHeading; readonly outcomes: readonly StudentOutcome[] },
): ModalView {
  const lines = outcomeLines(input.outcomes).map(
    (line, i) => `${input.outcomes[i]?.ok ? "✅" : "⚠️"} ${userText(line, 300)}`,
  );
  return classReportView({
    title: face.title,
    callbackId: CallbackId.classRateDone,
    heading: input.heading,
    summary: `Ratings saved. ${lines.length === 0 ? "Nothing changed on the last page." : "Last page:"}`,
    lines,
  });
}
