/**
 * Moving between pages of the ratings modal: the page being left is saved (one partner call, in the
 * rate job), then the page asked for is shown with the saved page's results. When nothing of the page reached the
 * partner, or it needs fixing, the same page comes back with what was typed.
 */
import type { ModalView } from "@slack/types";
import {
  type RatingEntry,
  type RatingRefusal,
  type RosterEntry,
  ratingRoster,
  type SaveRatingsResult,
} from "../../../classes/ratings.js";
import type { T } from "../../../i18n/index.js";
import type { ClassRecord } from "../../../store/index.js";
import type { SubmittedState } from "../../lib/blocks/form-values.js";
import { type ClassModalFace, classNoticeView } from "../../lib/class-modals/frame.js";
import type { SlackDeps } from "../../lib/context.js";
import { RateInputPrefix } from "../../lib/ids.js";
import { classRefusalText } from "../../lib/words/refusal.js";
import {
  outcomeLines,
  rateDoneView,
  ratePageCount,
  ratePageView,
  ratingNotDoneText,
  ratingRefusalText,
} from "./view.js";

/** A class access refusal in the reader's words; anything else is worded by `ratingRefusalText`. */
function access(refusal: RatingRefusal, t: T): string {
  return refusal.why === "access" ? classRefusalText(refusal.refusal, t) : "";
}

/** The students whose inputs the page carried (known to the roster), with what was entered. */
export function submittedRatings(state: SubmittedState, roster: readonly RosterEntry[]): RatingEntry[] {
  const known = new Set(roster.map((r) => r.uid));
  const entries: RatingEntry[] = [];
  for (const blockId of Object.keys(state)) {
    if (!blockId.startsWith(RateInputPrefix.stars)) continue;
    const uid = blockId.slice(RateInputPrefix.stars.length);
    // Inputs for students the class does not have are not ours to send.
    if (!known.has(uid)) continue;
    const starsValue = state[blockId]?.[blockId]?.selected_option?.value;
    const commentId = `${RateInputPrefix.comment}${uid}`;
    const comment = state[commentId]?.[commentId]?.value;
    const stars = typeof starsValue === "string" && /^\d$/.test(starsValue) ? Number(starsValue) : null;
    entries.push({ studentUid: uid, stars, comment: typeof comment === "string" ? comment.trim() : "" });
  }
  return entries;
}

/** The page again, showing what was typed rather than what is stored. */
export function typedPageView(
  face: ClassModalFace,
  classRecord: ClassRecord,
  roster: readonly RosterEntry[],
  entries: readonly RatingEntry[],
  page: number,
  lines: readonly string[],
): ModalView {
  const typed = new Map(entries.map((e) => [e.studentUid, e]));
  const students = roster.map((r) => {
    const t = typed.get(r.uid);
    return t ? { ...r, stars: t.stars, comment: t.comment } : r;
  });
  return ratePageView(face, {
    classId: classRecord.classId,
    heading: classRecord,
    students,
    page,
    notice: { ok: false, lines },
  });
}

/** The view after saving `page` (`result`): the view of `goTo` (past the last page: the closing summary). */
export async function pageAfterSave(
  deps: SlackDeps,
  face: ClassModalFace,
  classRecord: ClassRecord,
  roster: readonly RosterEntry[],
  entries: readonly RatingEntry[],
  page: number,
  goTo: number,
  result: SaveRatingsResult,
): Promise<ModalView> {
  const t = face.t;
  if (!result.ok) {
    const text =
      "refused" in result
        ? ratingRefusalText(result.refused, access(result.refused, t), t)
        : t("classRate.nothingSaved");
    return classNoticeView(face.title, text, t);
  }
  if (result.callFailed !== null) {
    return typedPageView(face, classRecord, roster, entries, page, [
      t("classRate.notSaved", { why: ratingNotDoneText(result.callFailed, t) }),
    ]);
  }
  const pages = ratePageCount(roster.length);
  if (goTo >= pages) return rateDoneView(face, { heading: classRecord, outcomes: result.outcomes, pages });
  const lines = outcomeLines(result.outcomes, t);
  return ratePageView(face, {
    classId: classRecord.classId,
    heading: classRecord,
    students: await ratingRoster(deps, classRecord),
    page: goTo,
    notice: {
      ok: result.outcomes.every((o) => o.ok),
      lines:
        lines.length > 0
          ? [t("classRate.pageSaved", { page: page + 1 }), ...lines]
          : [t("classRate.pageNothing", { page: page + 1 })],
    },
  });
}
