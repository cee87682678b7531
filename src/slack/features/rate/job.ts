/**
 * Saving a page of ratings as a durable job (Next / Save and "← Previous page"): one call for the
 * ratings that changed; a lost answer is asked again on a later attempt (stars and comments are
 * absolute values, so sending them twice is safe). The page asked for, with the saved page's
 * results, replaces the modal's working view.
 */
import { classAccess } from "../../../classes/actor.js";
import {
  anyRatingUnconfirmed,
  type RatingEntry,
  ratingRoster,
  saveRatings,
} from "../../../classes/ratings.js";
import { RetryJob } from "../../../delivery/index.js";
import { translator } from "../../../i18n/index.js";
import { classNoticeView, faceFor } from "../../lib/class-modals/frame.js";
import { CallbackId } from "../../lib/ids.js";
import type { SlackJobRow } from "../../lib/jobs/slack-job.js";
import { tFor } from "../../lib/locale/locale.js";
import { classRefusalText } from "../../lib/words/refusal.js";
import { pageAfterSave } from "./pages.js";

export const RATE_JOB = "rate";

export const RATE_FACE = { callbackId: CallbackId.classRate, titleKey: "classModals.titles.rate" } as const;

export interface RateJobRequest {
  readonly classId: number;
  /** The page being left, as typed (checked on the fields before the job was started). */
  readonly entries: readonly RatingEntry[];
  readonly page: number;
  /** The page to show once saved; past the last page, the closing summary. */
  readonly goTo: number;
}

export const rateJob: SlackJobRow<RateJobRequest> = {
  kind: RATE_JOB,
  async run(deps, actor, request, { lastAttempt }) {
    // The page is for whoever saved it, in their words (English when their language is unknown).
    const t = await tFor(deps, actor.teamId, actor.userId).catch(() => translator("en"));
    const face = faceFor(RATE_FACE, t);
    // The person as known now, never the payload, decides: a teacher taken off the class stops here.
    const access = await classAccess(deps.store, actor, "rate", request.classId);
    if (!access.ok) return { view: classNoticeView(face.title, classRefusalText(access.refusal, t), t) };
    const roster = await ratingRoster(deps, access.cls);
    const result = await saveRatings(deps, actor, { classId: request.classId, entries: request.entries });
    if (result.ok && anyRatingUnconfirmed(result.outcomes) && !lastAttempt) {
      throw new RetryJob("the class service did not confirm the ratings");
    }
    const { page, goTo, entries } = request;
    return { view: await pageAfterSave(deps, face, access.cls, roster, entries, page, goTo, result) };
  },
};
