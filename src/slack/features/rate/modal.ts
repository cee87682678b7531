/**
 * The ratings modal, a page of students at a time. Next / Save and "← Previous page" save the page
 * being left (one partner call, a durable job: job.ts) after the ack and show the page asked for;
 * checks that need no partner answer are shown at once (on their fields for a submit, listed at the
 * top for a button).
 */
import { ratingProblems, ratingRoster } from "../../../classes/ratings.js";
import { fieldErrors, stateOf } from "../../lib/args.js";
import { userText } from "../../lib/blocks/text.js";
import { classNoticeView, classWorkingView } from "../../lib/class-modals/frame.js";
import type { ClassModalRow } from "../../lib/class-modals/row.js";
import { ActionId, RateInputPrefix } from "../../lib/ids.js";
import { RATE_FACE } from "./job.js";
import { submittedRatings } from "./pages.js";
import { previousPageClicked } from "./previous-page.js";
import { closedView, faceOf, problemText, startRateJob } from "./save-page.js";
import { ratePageCount, ratePageView } from "./view.js";

export const rateModal: ClassModalRow = {
  ...RATE_FACE,
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
  actions: { [ActionId.ratePrevious]: previousPageClicked },
};
