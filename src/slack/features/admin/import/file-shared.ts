/**
 * A file dropped into the app's DM (Messages tab): an admin's people list is read — with the same
 * download as the import form's file input — and kept as an import draft; the app answers in the DM
 * with what it read and a button that opens the import form with it, so a school of 600 imports in
 * one go. Anyone else gets one plain sentence. Other messages in the DM are not read.
 */

import type { AllMiddlewareArgs, SlackEventMiddlewareArgs } from "@slack/bolt";
import { keepImportPart, newImportDraftId } from "../../../../classes/admin/import-drafts.js";
import { parsePeopleCsv } from "../../../../classes/people-import.js";
import { can } from "../../../../classes/roles.js";
import { enqueueDm } from "../../../../delivery/payload.js";
import type { MessageContent } from "../../../lib/blocks/message.js";
import { callerOf, type SlackDeps } from "../../../lib/context.js";
import { tFor } from "../../../lib/locale/locale.js";
import { importRefusalText, lineProblemsText, uploadProblemText } from "../problems.js";
import { sharedFileMessage, sharedFileNotAdminMessage, sharedFileUnreadableMessage } from "./file-dm.js";
import { PEOPLE_LIST_TYPES, type SharedFile, sharedFiles } from "./shared-files.js";
import { uploadedText } from "./uploaded-file.js";

export type FileSharedArgs = SlackEventMiddlewareArgs<"message"> & AllMiddlewareArgs;

export function fileSharedInDm(deps: SlackDeps) {
  return async (args: FileSharedArgs): Promise<void> => {
    const files = sharedFiles(args.event);
    if (files.length === 0) return;
    const caller = callerOf(args.context);
    // The DM is the dropper's own: their language.
    const t = await tFor(deps, caller.teamId, caller.userId);
    const say = async (message: MessageContent, key: string) => {
      await enqueueDm(deps.store, {
        teamId: caller.teamId,
        channel: caller.userId,
        text: message.text,
        blocks: message.blocks,
        dedupeKey: `file-shared:${key}:${caller.userId}`,
      });
      deps.delivery?.wake();
    };
    const [first] = files;
    if (!first) return;
    const nameOf = (f: SharedFile) => f.name ?? t("adminImport.theFile");
    if (!can(caller.role, "admin")) {
      await say(sharedFileNotAdminMessage(t), first.id);
      return;
    }
    const file = files.find((f) => PEOPLE_LIST_TYPES.has(f.filetype));
    if (!file) {
      await say(sharedFileUnreadableMessage(nameOf(first), t("adminImport.dm.csvOnly"), t), first.id);
      return;
    }
    const read = await uploadedText(args.client, file.id).catch(() => null);
    if (read === null || !read.ok) {
      const problem = read === null ? t("adminImport.dm.notHanded") : uploadProblemText(read.problem, t);
      await say(sharedFileUnreadableMessage(nameOf(file), problem, t), file.id);
      return;
    }
    const parsed = parsePeopleCsv(read.text);
    const ready = parsed.rows.length;
    const draftId = parsed.refused === null && ready > 0 ? newImportDraftId() : null;
    if (draftId !== null) await keepImportPart(deps, caller, draftId, read.text);
    await say(
      sharedFileMessage(
        {
          fileName: nameOf(file),
          ready,
          withoutUid: parsed.rows.filter((r) => r.uid === "" && r.role !== "admin").length,
          problems: parsed.report
            .filter((r) => !r.ok)
            // The parser's facts in the admin's words.
            .map((r) => {
              const problem = lineProblemsText(r.problems ?? [], t);
              // By the person's name when the line gives one, the line after it.
              return r.name === ""
                ? t("adminImport.dm.line", { line: r.line, problem })
                : t("adminImport.dm.namedLine", { name: r.name, line: r.line, problem });
            }),
          refused: parsed.refused === null ? null : importRefusalText(parsed.refused, t),
          separator: parsed.separator ?? ",",
          draftId,
        },
        t,
      ),
      file.id,
    );
  };
}
