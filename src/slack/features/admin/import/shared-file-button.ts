/**
 * "Import N people" under a people list dropped into the app's DM: opens the import form with the list
 * kept as its first part, so the admin imports it (or adds more parts) and reads the report there.
 * The draft is the clicking admin's own: another person's click finds nothing kept.
 */
import { importDraftParts } from "../../../../classes/admin/import-drafts.js";
import { joinImportParts, parsePeopleCsv } from "../../../../classes/people-import.js";
import { type ButtonArgs, buttonValue } from "../../../lib/args.js";
import { callerOf, type SlackDeps } from "../../../lib/context.js";
import { tFor } from "../../../lib/locale/locale.js";
import { importPageView } from "./view.js";

const DRAFT_ID = /^[0-9a-f]{16}$/;

export function importSharedFileClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const t = await tFor(deps, caller.teamId, caller.userId);
    // "<draft id>/<file name>" (features/admin/import/file-dm.ts).
    const value = buttonValue(args);
    const slash = value.indexOf("/");
    const draftId = slash === -1 ? value : value.slice(0, slash);
    const fileName = (slash === -1 ? "" : value.slice(slash + 1)) || t("adminImport.theFile");
    const parts = await importDraftParts(deps, caller, DRAFT_ID.test(draftId) ? draftId : null);
    const view =
      parts.length === 0
        ? importPageView({
            notice: { ok: false, text: t("adminImport.gone") },
            t,
          })
        : importPageView({
            draft: {
              id: draftId,
              parts: parts.length,
              lines: parsePeopleCsv(joinImportParts(parts).text).report.length,
              fileName,
            },
            t,
          });
    await args.client.views.open({ trigger_id: args.body.trigger_id, view });
  };
}
