/**
 * Next / Save on a page of the ratings modal. Role and course access and the roster are read fresh
 * from the store; checks that need no partner answer are shown on their fields at once, and the
 * partner call runs after the ack (a working page shows meanwhile).
 */
import { classAccess } from "../../../classes/class-actor.js";
import { ratingProblems, ratingRoster } from "../../../classes/ratings.js";
import { callerOf, type SlackDeps } from "../../context.js";
import { RateInputPrefix } from "../../ids.js";
import { classNoticeView, classWorkingView, decodeClassModalMetadata } from "../../views/class-modal.js";
import { ratePageCount } from "../../views/class-rate.js";
import { actorOf } from "../class-modals.js";
import { savePageAndMove, submittedRatings } from "../class-rate-pages.js";
import { type SubmissionArgs, stateOf } from "./types.js";

const TITLE = "Rate students";

export function classRateSubmitted(deps: SlackDeps) {
  return async (args: SubmissionArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const actor = actorOf(caller);
    const metadata = decodeClassModalMetadata(args.view.private_metadata);
    const access = await classAccess(deps.store, actor, "rate", metadata?.classId ?? Number.NaN);
    if (!access.ok || !metadata) {
      deps.logger.info({ team: caller.teamId, user: caller.userId }, "refused");
      const message = access.ok ? "That form is out of date. Open it again with /class rate." : access.reason;
      await args.ack({ response_action: "update", view: classNoticeView(TITLE, message) });
      return;
    }
    const { cls: classRecord } = access;
    const roster = await ratingRoster(deps, classRecord);
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
    await args.ack({
      response_action: "update",
      view: classWorkingView(TITLE, `Saving page ${Math.min(page + 1, pages)} of ${pages}…`),
    });
    const viewId = args.body.view.id;
    const work = (async () => {
      const view = await savePageAndMove(deps, actor, classRecord, roster, entries, page, page + 1);
      await args.client.views.update({ view_id: viewId, view });
    })();
    await deps.inFlight.track(work);
  };
}
