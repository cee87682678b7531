/**
 * The delivery worker's `summaryWords` (main.ts): the summary of undelivered DMs in the language of
 * the teacher it is for, English when that cannot be read now (the summary must still reach them).
 */
import type { SummaryWording } from "../../../delivery/index.js";
import type { SlackDeps } from "../../lib/context.js";
import { tForOrEnglish } from "../../lib/locale/locale.js";
import { undeliveredSummaryMessage } from "./view.js";

export function undeliveredSummaryWording(
  deps: Pick<SlackDeps, "store" | "profileLocaleOf">,
): SummaryWording {
  return async (summary) =>
    undeliveredSummaryMessage(summary, await tForOrEnglish(deps, summary.teamId, summary.teacher));
}
