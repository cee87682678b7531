/**
 * The ratings modal, a page of students at a time. Next / Save and "← Previous page" save the page
 * being left (one partner call) after the ack and show the page asked for; checks that need no
 * partner answer are shown at once (on their fields for a submit, listed at the top for a button).
 */

import type { ModalView } from "@slack/types";
import { ratingProblems, ratingRoster } from "../../../classes/ratings.js";
import { showInModal, stateOf } from "../../args.js";
import { ActionId, CallbackId, RateInputPrefix } from "../../ids.js";
import { classNoticeView } from "../../views/class-modals/frame.js";
import { ratePageCount, ratePageView } from "../../views/class-modals/rate.js";
import type { SubmittedState } from "../../views/form-values.js";
import { userText } from "../../views/text.js";
import { saveInModal } from "./finish.js";
import { savePageAndMove, submittedRatings, typedPageView } from "./rate-pages.js";
import type { ClassModalRow } from "./row.js";

const face = { title: "Rate students", callbackId: CallbackId.classRate };

export const rateModal: ClassModalRow = {
  ...face,
  capability: "rate",
  button: ActionId.classRate,
  async build(deps, { cls }) {
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
      await args.ack({ response_action: "errors", errors });
      return;
    }
    const page = metadata.page ?? 0;
    const pages = ratePageCount(roster.length);
    await saveInModal(
      deps,
      args.client,
      ctx,
      {
        title: face.title,
        text: `Saving page ${Math.min(page + 1, pages)} of ${pages}…`,
        viewId: args.body.view.id,
        show: (view) => args.ack({ response_action: "update", view }),
      },
      () => savePageAndMove(deps, face, caller, cls, roster, entries, page, page + 1),
    );
  },
  actions: {
    /** A button cannot show errors on fields: a page that needs fixing comes back as typed, problems on top. */
    async [ActionId.ratePrevious](deps, args, ctx) {
      const { caller, cls, metadata } = ctx;
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
      const working = {
        title: face.title,
        text: `Saving page ${page + 1}…`,
        viewId: args.body.view?.id,
        show,
      };
      await saveInModal(deps, args.client, ctx, working, () =>
        savePageAndMove(deps, face, caller, cls, roster, entries, page, Math.max(0, page - 1)),
      );
    },
  },
};
