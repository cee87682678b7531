/**
 * The app's answer to a people list dropped into its DM: what it read, and a button that opens the
 * import form with the list kept, so the admin imports it with one more press (and sees the report
 * there). Someone who may not import gets one plain sentence.
 */
import type { KnownBlock } from "@slack/types";
import type { T } from "../../../../i18n/index.js";
import { LIMITS } from "../../../lib/blocks/limits.js";
import type { MessageContent } from "../../../lib/blocks/message.js";
import { mrkdwn, plainText, userText } from "../../../lib/blocks/text.js";
import { ActionId } from "../../../lib/ids.js";

export interface SharedFileRead {
  readonly fileName: string;
  /** People the list names on lines that passed the format checks (members are checked on import). */
  readonly ready: number;
  /** Of those, teachers and students the list gives no UID (they need one unless the directory has it). */
  readonly withoutUid?: number;
  /** Lines that need fixing, first ones first: "Line 4: The role is empty…". */
  readonly problems: readonly string[];
  /** Why the whole list was refused (a bad header, too many lines); null when it was read. */
  readonly refused: string | null;
  readonly separator: "," | ";";
  /** Where the list is kept for the button; null when there is nothing to import. */
  readonly draftId: string | null;
}

const PROBLEMS_SHOWN = 5;

export function sharedFileMessage(read: SharedFileRead, t: T): MessageContent {
  const file = userText(read.fileName, 100);
  if (read.refused !== null) {
    const text = t("adminImport.dm.refused", { file, why: userText(read.refused, 500) });
    return { text, blocks: [{ type: "section", block_id: "file_read", text: mrkdwn(text) }] };
  }
  const lines = [
    t(read.separator === ";" ? "adminImport.dm.readySemicolons" : "adminImport.dm.ready", {
      file,
      count: read.ready,
    }),
  ];
  if ((read.withoutUid ?? 0) > 0) lines.push(t("adminImport.dm.withoutUid", { count: read.withoutUid ?? 0 }));
  if (read.problems.length > 0) {
    lines.push(
      t("adminImport.dm.problems", { count: read.problems.length }),
      ...read.problems.slice(0, PROBLEMS_SHOWN).map((p) => `• ${userText(p, 300)}`),
    );
    if (read.problems.length > PROBLEMS_SHOWN)
      lines.push(t("adminImport.dm.moreProblems", { count: read.problems.length - PROBLEMS_SHOWN }));
  }
  lines.push(t(read.ready > 0 ? "adminImport.dm.checkOnImport" : "adminImport.dm.nobody"));
  const text = lines.join("\n");
  const blocks: KnownBlock[] = [{ type: "section", block_id: "file_read", text: mrkdwn(text) }];
  if (read.ready > 0 && read.draftId !== null) {
    blocks.push({
      type: "actions",
      block_id: "file_import",
      elements: [
        {
          type: "button",
          action_id: ActionId.importSharedFile,
          style: "primary",
          text: plainText(t("adminImport.dm.button", { count: read.ready }), LIMITS.buttonText),
          // The file's name rides along so the form can name it; the list itself is in the store.
          value: `${read.draftId}/${read.fileName.slice(0, 100)}`,
        },
      ],
    });
  }
  return { text, blocks };
}

/** For someone who may not import: the app does nothing with files otherwise. */
export function sharedFileNotAdminMessage(t: T): MessageContent {
  const text = t("adminImport.dm.notAdmin");
  return { text, blocks: [{ type: "section", block_id: "file_not_admin", text: mrkdwn(text) }] };
}

/** The file could not be read (not UTF-8, too large, Slack did not hand it over). */
export function sharedFileUnreadableMessage(fileName: string, problem: string, t: T): MessageContent {
  const text = t("adminImport.dm.unreadable", { file: userText(fileName, 100), why: userText(problem, 300) });
  return { text, blocks: [{ type: "section", block_id: "file_unreadable", text: mrkdwn(text) }] };
}
