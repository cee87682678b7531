/**
 * "← Previous page" on the ratings modal: the page being left is saved like Next saves it, then the
 * page before is shown. A button cannot show errors on fields, so a page that needs fixing comes
 * back as typed with the problems listed at the top.
 */
import { classAccess } from "../../../classes/class-actor.js";
import { ratingProblems, ratingRoster } from "../../../classes/ratings.js";
import { callerOf, type SlackDeps } from "../../context.js";
import { classNoticeView, classWorkingView, decodeClassModalMetadata } from "../../views/class-modal.js";
import type { SubmittedState } from "../../views/form-values.js";
import { actorOf } from "../class-modals.js";
import { savePageAndMove, submittedRatings, typedPageView } from "../class-rate-pages.js";
import { type ButtonArgs, showInModal } from "./types.js";

const TITLE = "Rate students";

export function ratePreviousClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const actor = actorOf(caller);
    const metadata = decodeClassModalMetadata(args.body.view?.private_metadata);
    const access = await classAccess(deps.store, actor, "rate", metadata?.classId ?? Number.NaN);
    if (!access.ok || !metadata) {
      deps.logger.info({ team: caller.teamId, user: caller.userId }, "refused");
      const message = access.ok ? "That form is out of date. Open it again with /class rate." : access.reason;
      await showInModal(args, classNoticeView(TITLE, message));
      return;
    }
    const { cls: classRecord } = access;
    const page = metadata.page ?? 0;
    const roster = await ratingRoster(deps, classRecord);
    const state = (args.body.view?.state?.values ?? {}) as SubmittedState;
    const entries = submittedRatings(state, roster);
    const problems = ratingProblems(entries, new Map(roster.map((r) => [r.uid, r.name])));
    if (problems.length > 0) {
      const lines = problems.map(
        (p) => `Not saved: ${roster.find((r) => r.uid === p.studentUid)?.name}: ${p.message}`,
      );
      await showInModal(args, typedPageView(classRecord, roster, entries, page, lines));
      return;
    }
    await showInModal(args, classWorkingView(TITLE, `Saving page ${page + 1}…`));
    await showInModal(
      args,
      await savePageAndMove(deps, actor, classRecord, roster, entries, page, Math.max(0, page - 1)),
    );
  };
}
