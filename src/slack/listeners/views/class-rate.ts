/**
 * Saves one page of the ratings modal, then shows the next page (or the end). The page's students
 * are the rating inputs the submission carries, matched against the class's roster read fresh from
 * the store; checks that need no partner answer are shown on their fields at once, the partner call
 * runs after the ack. When the call fails as a whole the page comes back with what was typed.
 */
import type { ModalView } from "@slack/types";
import { classAccess } from "../../../classes/class-access.js";
import { type RatingEntry, ratingProblems, ratingRoster, saveRatings } from "../../../classes/ratings.js";
import { callerOf, type SlackDeps } from "../../context.js";
import { RateInputPrefix } from "../../ids.js";
import { classNoticeView, classWorkingView, decodeClassModalMetadata } from "../../views/class-modal.js";
import { outcomeLines, rateDoneView, ratePageCount, ratePageView } from "../../views/class-rate.js";
import type { SubmittedState } from "../../views/form-values.js";
import { classActorOf } from "../class-modals.js";
import { type SubmissionArgs, stateOf } from "./types.js";

const TITLE = "Rate students";

/** The students whose inputs the page carried, with what was entered. */
function submittedRatings(state: SubmittedState): RatingEntry[] {
  const entries: RatingEntry[] = [];
  for (const blockId of Object.keys(state)) {
    if (!blockId.startsWith(RateInputPrefix.stars)) continue;
    const uid = blockId.slice(RateInputPrefix.stars.length);
    const starsValue = state[blockId]?.[blockId]?.selected_option?.value;
    const commentId = `${RateInputPrefix.comment}${uid}`;
    const comment = state[commentId]?.[commentId]?.value;
    const stars = typeof starsValue === "string" && /^\d$/.test(starsValue) ? Number(starsValue) : null;
    entries.push({ studentUid: uid, stars, comment: typeof comment === "string" ? comment.trim() : "" });
  }
  return entries;
}

export function classRateSubmitted(deps: SlackDeps) {
  return async (args: SubmissionArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const actor = classActorOf(caller);
    const metadata = decodeClassModalMetadata(args.view.private_metadata);
    const access = await classAccess(deps, actor, "rate", metadata?.classId);
    if (!access.ok || !metadata) {
      deps.logger.info({ team: caller.teamId, user: caller.userId }, "refused");
      const message = access.ok
        ? "That form is out of date. Open it again with /class rate."
        : access.message;
      await args.ack({ response_action: "update", view: classNoticeView(TITLE, message) });
      return;
    }
    const { classRecord } = access;
    const roster = await ratingRoster(deps, classRecord);
    const names = new Map(roster.map((r) => [r.uid, r.name]));
    // Inputs for students the class does not have are not ours to send.
    const entries = submittedRatings(stateOf(args)).filter((e) => names.has(e.studentUid));
    const problems = ratingProblems(entries, names);
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
      const result = await saveRatings(deps, actor, classRecord.classId, entries);
      let view: ModalView;
      if (!result.ok) {
        view =
          "refused" in result
            ? classNoticeView(TITLE, result.refused)
            : classNoticeView(TITLE, "Nothing was saved.");
      } else if (result.callFailed !== null) {
        // Nothing of this page reached the partner: show it again with what was typed.
        const typed = new Map(entries.map((e) => [e.studentUid, e]));
        const students = roster.map((r) => {
          const t = typed.get(r.uid);
          return t ? { ...r, stars: t.stars, comment: t.comment } : r;
        });
        view = ratePageView({
          classId: classRecord.classId,
          heading: classRecord,
          students,
          page,
          notice: { ok: false, lines: [`Not saved: ${result.callFailed}`] },
        });
      } else if (page + 1 >= pages) {
        view = rateDoneView({ heading: classRecord, outcomes: result.outcomes });
      } else {
        const fresh = await ratingRoster(deps, classRecord);
        const lines = outcomeLines(result.outcomes);
        view = ratePageView({
          classId: classRecord.classId,
          heading: classRecord,
          students: fresh,
          page: page + 1,
          notice: {
            ok: result.outcomes.every((o) => o.ok),
            lines:
              lines.length > 0
                ? [`Page ${page + 1} saved.`, ...lines]
                : [`Page ${page + 1}: nothing changed.`],
          },
        });
      }
      await args.client.views.update({ view_id: viewId, view });
    })();
    await deps.inFlight.track(work);
  };
}
