/**
 * What every step of the ratings modal shares: its face in the reader's words, the class's window
 * (a class that ended before it cannot be rated), the problems in the reader's words, and the save of
 * a page as a durable job.
 */
import type { RatingProblem } from "../../../classes/ratings.js";
import { ratingClosed } from "../../../classes/ratings.js";
import type { T } from "../../../i18n/index.js";
import { type ClassModalFace, classNoticeView, faceFor } from "../../lib/class-modals/frame.js";
import type { ClassModalContext } from "../../lib/class-modals/row.js";
import type { Caller, SlackDeps } from "../../lib/context.js";
import { startJob } from "../../lib/jobs/slack-job.js";
import { tFor } from "../../lib/locale/locale.js";
import { RATE_FACE, RATE_JOB, type RateJobRequest } from "./job.js";
import { ratingProblemText, ratingRefusalText } from "./view.js";

/**
 * Commits the save of a page as a durable job (docs/jobs.md) whose result replaces the working view.
 * The view's hash is part of "the same request": a double click is one job, while the same ratings
 * saved again after moving between pages (a new hash) are a new one.
 */
export async function startRateJob(
  deps: SlackDeps,
  caller: Caller,
  mine: ClassModalFace,
  view: { readonly id: string; readonly hash?: string },
  request: RateJobRequest,
): Promise<void> {
  await startJob(deps, {
    kind: RATE_JOB,
    actor: caller,
    sameAs: [view.id, view.hash ?? ""],
    title: mine.title,
    viewId: view.id,
    request,
  });
}

/**
 * A class that has not ended yet (with when it can be rated) or that ended before the school's
 * window: the reason, in the modal, with no form to fill.
 */
export async function closedView(deps: SlackDeps, cls: ClassModalContext["cls"], mine: ClassModalFace) {
  const closed = await ratingClosed(deps, cls);
  if (closed === null) return null;
  return classNoticeView(mine.title, ratingRefusalText(closed, "", mine.t), mine.t);
}

/** The modal's face in the words of the person it is for. */
export async function faceOf(deps: SlackDeps, caller: Caller): Promise<ClassModalFace> {
  return faceFor(RATE_FACE, await tFor(deps, caller.teamId, caller.userId));
}

/** Each problem on its field, in the reader's words. */
export function problemText(
  p: RatingProblem,
  roster: readonly { readonly uid: string; readonly name: string }[],
  t: T,
): string {
  return ratingProblemText(p, roster.find((r) => r.uid === p.studentUid)?.name, t);
}
