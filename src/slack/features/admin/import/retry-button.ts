/**
 * "Fix and import again" on the import report: the import form again with the lines that were not
 * imported in the box, under the admin's header, and their reasons above it, so nothing the admin
 * typed is lost. The box holds
 * 3,000 characters: what does not fit is kept as a part of the list (the draft mechanism of "More to
 * paste") and imported with the box by Import all; the form says how many. The kept lines are the
 * clicking admin's own: another person's click finds nothing.
 */
import {
  importDraftParts,
  keepImportPart,
  newImportDraftId,
} from "../../../../classes/admin/import-drafts.js";
import { fillBox, listText, splitListText } from "../../../../classes/people-import.js";
import { type ButtonArgs, buttonValue, showInModal } from "../../../lib/args.js";
import { LIMITS } from "../../../lib/blocks/limits.js";
import { callerOf, type SlackDeps } from "../../../lib/context.js";
import { tFor } from "../../../lib/locale/locale.js";
import { type ImportDraft, importPageView } from "./view.js";

const DRAFT_ID = /^[0-9a-f]{16}$/;

export function importRetryClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const t = await tFor(deps, caller.teamId, caller.userId);
    const value = buttonValue(args);
    const parts = await importDraftParts(deps, caller, DRAFT_ID.test(value) ? value : null);
    // The lines as pasted, then their reasons (answer.ts).
    const [list = "", reasons = ""] = parts;
    const { header, lines } = splitListText(list);
    if (lines.length === 0) {
      await showInModal(
        args,
        importPageView({ notice: { ok: false, text: t("adminImport.retry.gone") }, t }),
      );
      return;
    }
    const fill = fillBox(header, lines, LIMITS.plainTextInputMaxLength);
    let draft: ImportDraft | null = null;
    if (fill.rest.length > 0) {
      // The lines that do not fit wait as the list's first part; the box is read after them.
      const id = newImportDraftId();
      const kept = await keepImportPart(deps, caller, id, listText(header, fill.rest));
      draft = { id, parts: kept, lines: fill.rest.length };
    }
    const retry = {
      count: lines.length,
      shown: fill.shown,
      kept: fill.rest.length,
      reasons: reasons.split("\n").filter((r) => r !== ""),
    };
    await showInModal(args, importPageView({ initialText: fill.box, draft, retry, t }));
  };
}
