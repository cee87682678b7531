/**
 * The ratings modal, a page of students at a time. Next / Save and "← Previous page" save the page
 * being left (one partner call, a durable job: slack/jobs/rate.ts) after the ack and show the page
 * asked for; checks that need no partner answer are shown at once (on their fields for a submit,
 * listed at the top for a button).
 */

import type { ModalView } from "@slack/types";
import {
  type RatingProblem,
  ratingProblems,
  ratingRoster,
  ratingWindowClosed,
} from "../../../classes/ratings.js";
import type { T } from "../../../i18n/index.js";
import { fieldErrors, showInModal, stateOf } from "../../lib/args.js";
import type { SubmittedState } from "../../lib/blocks/form-values.js";
import { userText } from "../../lib/blocks/text.js";
import {
  type ClassModalFace,
  classNoticeView,
  classWorkingView,
  faceFor,
} from "../../lib/class-modals/frame.js";
import type { ClassModalContext, ClassModalRow } from "../../lib/class-modals/row.js";
import type { Caller, SlackDeps } from "../../lib/context.js";
import { ActionId, RateInputPrefix } from "../../lib/ids.js";
import { startJob } from "../../lib/jobs/slack-job.js";
import { tFor } from "../../lib/locale/locale.js";
import { RATE_FACE, RATE_JOB, type RateJobRequest } from "./job.js";
import { submittedRatings, typedPageView } from "./pages.js";
import { ratePageCount, ratePageView, ratingProblemText, ratingRefusalText } from "./view.js";

const face = RATE_FACE;
/**
 * Commits the save of a page as a durable job (docs/jobs.md) whose result replaces the working view.
 * The view's hash is part of "the same request": a double click is one job, while the same ratings
 * saved again after moving between pages (a new hash) are a new one.
 */
async function startRateJob(
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

/** A class that ended before the school's window: the reason, in the modal. */
async function closedView(
  deps: Parameters<ClassModalRow["build"]>[0],
  cls: ClassModalContext["cls"],
  mine: ClassModalFace,
) {
  const closed = await ratingWindowClosed(deps, cls);
  if (closed === null) return null;
  return classNoticeView(mine.title, ratingRefusalText({ why: "closed", ...closed }, "", mine.t), mine.t);
}

/** The modal's face in the words of the person it is for. */
async function faceOf(deps: SlackDeps, caller: Caller): Promise<ClassModalFace> {
  return faceFor(face, "rate", await tFor(deps, caller.teamId, caller.userId));
}

/** Each problem on its field, in the reader's words. */
function problemText(
  p: RatingProblem,
  roster: readonly { readonly uid: string; readonly name: string }[],
  t: T,
): string {
  return ratingProblemText(p, roster.find((r) => r.uid === p.studentUid)?.name, t);
}

export const rateModal: ClassModalRow = {
  ...face,
  capability: "rate",
  button: ActionId.classRate,
  offersEnded: true,
  async build(deps, { caller, cls }) {
    const mine = await faceOf(deps, caller);
    const t = mine.t;
    const closed = await closedView(deps, cls, mine);
    if (closed) return closed;
    const students = await ratingRoster(deps, cls);
    if (students.length === 0) {
      return classNoticeView(mine.title, t("classRate.noStudents", { name: userText(cls.name, 200) }), t);
    }
    return ratePageView(mine, { classId: cls.classId, heading: cls, students, page: 0 });
  },
  async submit(deps, args, ctx) {
    const { caller, cls, metadata } = ctx;
    const mine = await faceOf(deps, caller);
    const t = mine.t;
    const closed = await closedView(deps, cls, mine);
    if (closed) {
      await args.ack({ response_action: "update", view: closed });
      return;
    }
    const roster = await ratingRoster(deps, cls);
    const entries = submittedRatings(stateOf(args), roster);
    const problems = ratingProblems(entries);
    if (problems.length > 0) {
      const errors = Object.fromEntries(
        problems.map((p) => [
          `${p.field === "stars" ? RateInputPrefix.stars : RateInputPrefix.comment}${p.studentUid}`,
          problemText(p, roster, t),
        ]),
      );
      await args.ack({ response_action: "errors", errors: fieldErrors(errors) });
      return;
    }
    const page = metadata.page ?? 0;
    const pages = ratePageCount(roster.length);
    await startRateJob(deps, caller, mine, args.view, {
      classId: cls.classId,
      entries,
      page,
      goTo: page + 1,
    });
    const working = classWorkingView(
      mine.title,
      pages === 1
        ? t("classRate.savingOnePage")
        : t("classRate.savingOf", { page: Math.min(page + 1, pages), pages }),
      t,
    );
    await args.ack({ response_action: "update", view: working });
    deps.jobs?.wake();
  },
  actions: {
    /** A button cannot show errors on fields: a page that needs fixing comes back as typed, problems on top. */
    async [ActionId.ratePrevious](deps, args, ctx) {
      const { caller, cls, metadata } = ctx;
      const mine = await faceOf(deps, caller);
      const t = mine.t;
      const closed = await closedView(deps, cls, mine);
      if (closed) {
        await showInModal(args, closed);
        return;
      }
      const page = metadata.page ?? 0;
      const roster = await ratingRoster(deps, cls);
      const state = (args.body.view?.state?.values ?? {}) as SubmittedState;
      const entries = submittedRatings(state, roster);
      const problems = ratingProblems(entries);
      const show = (view: ModalView) => showInModal(args, view);
      if (problems.length > 0) {
        const lines = problems.map((p) =>
          t("classRate.problemLine", {
            name: roster.find((r) => r.uid === p.studentUid)?.name ?? "",
            problem: problemText(p, roster, t),
          }),
        );
        await show(typedPageView(mine, cls, roster, entries, page, lines));
        return;
      }
      const view = args.body.view;
      if (!view) return;
      const goTo = Math.max(0, page - 1);
      await startRateJob(deps, caller, mine, view, { classId: cls.classId, entries, page, goTo });
      await show(classWorkingView(mine.title, t("classRate.saving", { page: page + 1 }), t));
      deps.jobs?.wake();
    },
  },
};
