/**
 * The ratings modal, a page of students at a time. Next / Save and "← Previous page" save the page
 * being left (one partner call, a durable job: slack/jobs/rate.ts) after the ack and show the page
 * asked for; checks that need no partner answer are shown at once (on their fields for a submit,
 * listed at the top for a button).
 */

import type { ModalView } from "@slack/types";
import { ratingProblems, ratingRoster, ratingWindowClosed } from "../../../classes/ratings.js";
import { fieldErrors, showInModal, stateOf } from "../../args.js";
import type { Caller, SlackDeps } from "../../context.js";
import { ActionId, RateInputPrefix } from "../../ids.js";
import { RATE_FACE, RATE_JOB, type RateJobRequest } from "../../jobs/rate.js";
import { startJob } from "../../jobs/slack-job.js";
import { classNoticeView, classWorkingView } from "../../views/class-modals/frame.js";
import { ratePageCount, ratePageView } from "../../views/class-modals/rate.js";
import type { SubmittedState } from "../../views/form-values.js";
import { escapeMrkdwn, userText } from "../../views/text.js";
import { submittedRatings, typedPageView } from "./rate-pages.js";
import type { ClassModalContext, ClassModalRow } from "./row.js";

const face = RATE_FACE;

/**
 * Commits the save of a page as a durable job (docs/jobs.md) whose result replaces the working view.
 * The view's hash is part of "the same request": a double click is one job, while the same ratings
 * saved again after moving between pages (a new hash) are a new one.
 */
async function startRateJob(
  deps: SlackDeps,
  caller: Caller,
  view: { readonly id: string; readonly hash?: string },
  request: RateJobRequest,
): Promise<void> {
  await startJob(deps, {
    kind: RATE_JOB,
    actor: caller,
    sameAs: [view.id, view.hash ?? ""],
    title: face.title,
    viewId: view.id,
    request,
  });
}

/** A class that ended before the school's window: the reason, in the modal. */
async function closedView(deps: Parameters<ClassModalRow["build"]>[0], cls: ClassModalContext["cls"]) {
  const closed = await ratingWindowClosed(deps, cls);
  return closed === null ? null : classNoticeView(face.title, escapeMrkdwn(closed));
}

export const rateModal: ClassModalRow = {
  ...face,
  capability: "rate",
  button: ActionId.classRate,
  offersEnded: true,
  async build(deps, { cls }) {
    const closed = await closedView(deps, cls);
    if (closed) return closed;
    const students = await ratingRoster(deps, cls);
    if (students.length === 0) {
      return classNoticeView(
        face.title,
        `*${userText(cls.name, 200)}* has no students yet, so there is no one to rate. Add students with \`/class students\`.`,
      );
    }
    return ratePageView(face, { classId: cls.classId, heading: cls, students, page: 0 });
  },
  async submit(deps, args, ctx) {
    const { caller, cls, metadata } = ctx;
    const closed = await closedView(deps, cls);
    if (closed) {
      await args.ack({ response_action: "update", view: closed });
      return;
    }
    const roster = await ratingRoster(deps, cls);
    const entries = submittedRatings(stateOf(args), roster);
    const problems = ratingProblems(entries, new Map(roster.map((r) => [r.uid, r.name])));
    if (problems.length > 0) {
      const errors = Object.fromEntries(
        problems.map((p) => [
          `${p.field === "stars" ? RateInputPrefix.stars : RateInputPrefix.comment}${p.studentUid}`,
          p.message,
        ]),
      );
      await args.ack({ response_action: "errors", errors: fieldErrors(errors) });
      return;
    }
    const page = metadata.page ?? 0;
    const pages = ratePageCount(roster.length);
    await startRateJob(deps, caller, args.view, { classId: cls.classId, entries, page, goTo: page + 1 });
    const working = classWorkingView(face.title, `Saving page ${Math.min(page + 1, pages)} of ${pages}…`);
    await args.ack({ response_action: "update", view: working });
    deps.jobs?.wake();
  },
  actions: {
    /** A button cannot show errors on fields: a page that needs fixing comes back as typed, problems on top. */
    async [ActionId.ratePrevious](deps, args, ctx) {
      const { caller, cls, metadata } = ctx;
      const closed = await closedView(deps, cls);
      if (closed) {
        await showInModal(args, closed);
        return;
      }
      const page = metadata.page ?? 0;
      const roster = await ratingRoster(deps, cls);
      const state = (args.body.view?.state?.values ?? {}) as SubmittedState;
      const entries = submittedRatings(state, roster);
      const problems = ratingProblems(entries, new Map(roster.map((r) => [r.uid, r.name])));
      const show = (view: ModalView) => showInModal(args, view);
      if (problems.length > 0) {
        const lines = problems.map(
          (p) => `Not saved: ${roster.find((r) => r.uid === p.studentUid)?.name}: ${p.message}`,
        );
        await show(typedPageView(face, cls, roster, entries, page, lines));
        return;
      }
      const view = args.body.view;
      if (!view) return;
      const goTo = Math.max(0, page - 1);
      await startRateJob(deps, caller, view, { classId: cls.classId, entries, page, goTo });
      await show(classWorkingView(face.title, `Saving page ${page + 1}…`));
      deps.jobs?.wake();
    },
  },
};
