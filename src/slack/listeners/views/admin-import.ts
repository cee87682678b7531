/**
 * Imports pasted people. A paste refused as a whole is a field error; otherwise every line's member
 * is checked with Slack and the admin gets the report, one verdict per line. A short paste is
 * answered with the report itself; one whose checks outlast the ack's budget (Slack waits 3 s)
 * shows "Checking…" at once and the report replaces it when ready.
 */
import type { ModalView } from "@slack/types";
import { importPeople } from "../../../classes/admin/import.js";
import { updateModal } from "../../after-ack.js";
import { fieldErrors, type SubmissionArgs, stateOf } from "../../args.js";
import { callerOf, type SlackDeps } from "../../context.js";
import { InputId } from "../../ids.js";
import { slackMembers } from "../../members.js";
import { adminPage } from "../../surfaces/admin/pages.js";
import { uploadedText } from "../../uploaded-file.js";
import { importCheckingView } from "../../views/admin/import-report.js";
import { readImportText, uploadedFileId, validateImport } from "../../views/validation.js";

/** How long the submission waits for the import before answering with "Checking…" instead. */
const ACK_BUDGET_MS = 1500;

export function adminImportSubmitted(deps: SlackDeps) {
  return async (args: SubmissionArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const state = stateOf(args);
    const fileId = uploadedFileId(state);
    let text = readImportText(state);
    if (fileId !== null) {
      if (text.trim() !== "") {
        await args.ack({
          response_action: "errors",
          errors: fieldErrors({ [InputId.importFile]: "Paste a list or upload a file, not both" }),
        });
        return;
      }
      const read = await uploadedText(args.client, fileId).catch(() => ({
        ok: false as const,
        problem: "Slack could not hand over the file just now; upload it again",
      }));
      if (!read.ok) {
        await args.ack({
          response_action: "errors",
          errors: fieldErrors({ [InputId.importFile]: read.problem }),
        });
        return;
      }
      text = read.text;
    } else if (text.trim() === "") {
      await args.ack({
        response_action: "errors",
        errors: fieldErrors({
          [InputId.importCsv]: "Paste the list of people, or upload it as a file below",
        }),
      });
      return;
    }
    const check = validateImport(text, fileId === null ? InputId.importCsv : InputId.importFile);
    if (!check.value) {
      await args.ack({ response_action: "errors", errors: fieldErrors(check.errors) });
      return;
    }
    const parsed = check.value;
    const work: Promise<ModalView> = (async () => {
      const result = await importPeople(deps, caller, parsed, slackMembers(args.client));
      if (!result.ok) {
        return adminPage(deps, caller.teamId, { page: "import" }, { ok: false, text: result.message });
      }
      return adminPage(deps, caller.teamId, {
        page: "import_report",
        verdicts: result.verdicts,
        separator: parsed.separator ?? ",",
      });
    })();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), ACK_BUDGET_MS);
    });
    const quick = await Promise.race([work, late]).finally(() => clearTimeout(timer));
    if (quick) {
      await args.ack({ response_action: "update", view: quick });
      return;
    }
    await args.ack({ response_action: "update", view: importCheckingView(parsed.report.length) });
    const viewId = args.view.id;
    void deps.inFlight.track(
      work
        .then((view) => updateModal(deps, args.client, viewId, view))
        .catch((err: unknown) =>
          deps.logger.warn(
            { err: err instanceof Error ? err.name : "unknown", team: caller.teamId },
            "people import failed after the ack",
          ),
        ),
    );
  };
}
