/**
 * Imports pasted people. A paste refused as a whole is a field error; otherwise every line's member
 * is checked with Slack and the admin gets the report, one verdict per line. A short paste is
 * answered with the report itself; one whose checks outlast the ack's budget (Slack waits 3 s) shows
 * "Checking…" at once and the report replaces it when ready. An uploaded file is answered with
 * "Reading…" at once, before Slack is even asked for it (files.info and the download may take any
 * time); its report, or the form again with the file's problem on top, replaces it (views.update).
 *
 * A list longer than the box (3,000 characters) is pasted in parts: "More to paste" keeps the part in
 * the store (under the school, the admin and a draft id the form carries) and asks for the next; the
 * last submission imports every part at once, with one report. The listener row lets only admins in,
 * on every submission.
 */
import { answerWithin } from "../../../lib/after-ack.js";
import { type SubmissionArgs, stateOf } from "../../../lib/args.js";
import { readMany } from "../../../lib/blocks/form-values.js";
import { callerOf, type SlackDeps } from "../../../lib/context.js";
import { InputId } from "../../../lib/ids.js";
import { tFor } from "../../../lib/locale/locale.js";
import { enterpriseIdOf } from "../../../lib/middleware/request.js";
import { decodeAdminMetadata } from "../metadata.js";
import { consentTicked } from "../registration/consent.js";
import { readImportText, uploadedFileId } from "../validation.js";
import { importAnswer } from "./answer.js";
import { importCheckingView, importReadingView } from "./report.js";
import { MORE_VALUE } from "./view.js";

/** How long the submission waits for its answer before answering with "Checking…" instead. */
const ACK_BUDGET_MS = 1500;

export function adminImportSubmitted(deps: SlackDeps) {
  return async (args: SubmissionArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const t = await tFor(deps, caller.teamId, caller.userId);
    const state = stateOf(args);
    const metadata = decodeAdminMetadata(args.view.private_metadata);
    const form = {
      draftId: metadata?.page === "import" ? metadata.draft : null,
      more: readMany(state, InputId.importMore).includes(MORE_VALUE),
      fileId: uploadedFileId(state),
      text: readImportText(state),
      consent: consentTicked(state),
    };
    const org = {
      teamId: caller.teamId,
      enterpriseId: args.context.enterpriseId ?? enterpriseIdOf(args.body),
    };
    let lines: number | null = null;
    const answer = importAnswer(deps, args.client, caller, org, form, t, (read) => {
      lines = read;
    });
    // A file alone is read after the answer: a slow download must never hold Slack's 3 s.
    const fileAlone = form.fileId !== null && form.text.trim() === "";
    await answerWithin(deps, args, fileAlone ? 0 : ACK_BUDGET_MS, answer, {
      working: () => (lines === null ? importReadingView(t) : importCheckingView(lines, t)),
      what: "people import",
    });
    // A registration the import started runs after this answer (its report is a DM).
    deps.jobs?.wake();
  };
}
