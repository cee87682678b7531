/**
 * The ratings modal of one class, a page of students at a time: stars 0-5 and a comment each,
 * pre-filled with the ratings already given. Each student takes two input blocks, so a page holds
 * as many as fit in Slack's 100 blocks beside the page's frame; "Next" saves the page and shows the
 * next, "Save" on the last page.
 */
import type { KnownBlock, ModalView, PlainTextOption } from "@slack/types";
import type { NotDone } from "../../../classes/partner-failure.js";
import {
  MAX_STARS,
  RATING_ANSWERS,
  RATING_COMMENT_MAX_LENGTH,
  type RatingProblem,
  type RatingRefusal,
  type StudentOutcome,
} from "../../../classes/ratings.js";
import type { T } from "../../../i18n/index.js";
import { LIMITS } from "../../lib/blocks/limits.js";
import {
  escapeMrkdwn,
  mrkdwn,
  packLines,
  plainText,
  slackDate,
  truncate,
  userText,
} from "../../lib/blocks/text.js";
import {
  type ClassHeading,
  type ClassModalFace,
  classModalFrame,
  classReportView,
} from "../../lib/class-modals/frame.js";
import { ActionId, CallbackId, RateInputPrefix } from "../../lib/ids.js";
import { failureText } from "../../lib/words/failure-text.js";
import { isPartnerFailure, notDoneLine } from "../../lib/words/not-done.js";

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

function studentBlocks(s: RateStudent, t: T): KnownBlock[] {
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
        placeholder: plainText(t("classRate.stars"), LIMITS.placeholder),
        options: STAR_OPTIONS,
        ...(s.stars === null ? {} : { initial_option: starOption(s.stars) }),
      },
    },
    {
      type: "input",
      block_id: `${RateInputPrefix.comment}${s.uid}`,
      label: plainText(t("classRate.commentFor", { name }), LIMITS.inputLabel),
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
  const t = face.t;
  const pages = ratePageCount(input.students.length);
  const page = Math.min(Math.max(0, input.page), pages - 1);
  const last = page === pages - 1;
  const shown = ratePageStudents(input.students, page);
  const blocks: KnownBlock[] = [
    {
      type: "context",
      block_id: "rate_page",
      elements: [mrkdwn(pageNote(input.students, page, pages, t))],
    },
    ...shown.flatMap((s) => studentBlocks(s, t)),
  ];
  if (page > 0) {
    blocks.push({
      type: "actions",
      block_id: "rate_nav",
      elements: [
        {
          type: "button",
          action_id: ActionId.ratePrevious,
          text: plainText(t("classRate.previous"), LIMITS.buttonText),
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
    submit: last ? t("classModals.save") : t("classRate.next"),
  });
}

/** "Page 2 of 3 · 120 students, 40 rated so far (shown as given) · Next saves this page. …" */
function pageNote(students: readonly RateStudent[], page: number, pages: number, t: T): string {
  const vars = { count: students.length, rated: students.filter((s) => s.stars !== null).length };
  if (pages <= 1) return t("classRate.noteOnePage", vars);
  const button = page === pages - 1 ? t("classModals.save") : t("classRate.next");
  return t("classRate.notePaged", { ...vars, page: page + 1, pages, button });
}

/** "Ben Carter: saved", or why not in the partner's words for ratings: one line per student saved. */
export function outcomeLines(outcomes: readonly StudentOutcome[], t: T): string[] {
  return outcomes.map((o) =>
    o.ok
      ? t("classRate.lineSaved", { name: o.name })
      : t("classRate.lineNotSaved", { name: o.name, why: ratingNotDoneText(o.why, t) }),
  );
}

const ANSWER_WORDS = {
  [RATING_ANSWERS.notInClass]: "classRate.service.notInClass",
  [RATING_ANSWERS.unknownStudent]: "classRate.service.unknownStudent",
  [RATING_ANSWERS.noSuchClass]: "classRate.service.noSuchClass",
} as const;

/** Why ratings were not saved, in a modal's sentence. */
export function ratingNotDoneText(why: NotDone, t: T): string {
  if (why.reason === "refused" && why.operation === "updateClassStudentComment") {
    const key = ANSWER_WORDS[why.errno as keyof typeof ANSWER_WORDS];
    if (key !== undefined) return t(key);
  }
  return isPartnerFailure(why) ? failureText(why, "sentence", undefined, t) : notDoneLine(why, "class", t);
}

/** A rule of the page broken, on its field. */
export function ratingProblemText(problem: RatingProblem, name: string | undefined, t: T): string {
  if (problem.kind === "stars-range") return t("classRate.starsRange", { max: MAX_STARS });
  if (problem.kind === "comment-long")
    return t("classRate.commentLong", { max: RATING_COMMENT_MAX_LENGTH + 1 });
  return t("classRate.starsNeeded", { name: name ?? t("classRate.thisStudent") });
}

/** Why nothing was saved (a class access refusal is worded by the caller, in `access`), mrkdwn. */
export function ratingRefusalText(refusal: RatingRefusal, access: string, t: T): string {
  if (refusal.why === "access") return access;
  if (refusal.why === "not-connected") return t("reports.notDone.notConnected");
  if (refusal.why === "not-ended") {
    return t("classRate.notEnded", {
      name: escapeMrkdwn(refusal.className),
      when: slackDate(refusal.endTime),
    });
  }
  return t("classRate.closed", { name: escapeMrkdwn(refusal.className), count: refusal.days });
}

export function rateDoneView(
  face: ClassModalFace,
  input: {
    readonly heading: ClassHeading;
    readonly outcomes: readonly StudentOutcome[];
    /** How many pages the ratings took: one page is not called "the last page". */
    readonly pages?: number;
  },
): ModalView {
  const t = face.t;
  const lines = outcomeLines(input.outcomes, t).map(
    (line, i) => `${input.outcomes[i]?.ok ? "✅" : "⚠️"} ${userText(line, 300)}`,
  );
  return classReportView({
    title: face.title,
    callbackId: CallbackId.classRateDone,
    heading: input.heading,
    summary: doneSummary(lines.length > 0, input.pages ?? 1, t),
    lines,
    t,
  });
}

function doneSummary(saved: boolean, pages: number, t: T): string {
  if (pages === 1) return saved ? t("classRate.doneOnePage") : t("classRate.doneOnePageNothing");
  return saved ? t("classRate.doneLastPage") : t("classRate.doneNothing");
}
