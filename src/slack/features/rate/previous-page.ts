/**
 * "← Previous page" of the ratings modal: the page being left is saved (a durable job) and the page
 * before it shown. A button cannot show errors on fields: a page that needs fixing comes back as
 * typed, its problems listed on top.
 */
import type { ModalView } from "@slack/types";
import { ratingProblems, ratingRoster } from "../../../classes/ratings.js";
import type { ButtonArgs } from "../../lib/args.js";
import { showInModal } from "../../lib/args.js";
import type { SubmittedState } from "../../lib/blocks/form-values.js";
import { classWorkingView } from "../../lib/class-modals/frame.js";
import type { ClassModalContext } from "../../lib/class-modals/row.js";
import type { SlackDeps } from "../../lib/context.js";
import { submittedRatings, typedPageView } from "./pages.js";
import { closedView, faceOf, problemText, startRateJob } from "./save-page.js";

export async function previousPageClicked(
  deps: SlackDeps,
  args: ButtonArgs,
  ctx: ClassModalContext,
): Promise<void> {
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
}
