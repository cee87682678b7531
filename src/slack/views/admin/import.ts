/** Import page: a box to paste `slack_user,uid,name,account,role` lines into. */
import type { KnownBlock, ModalView } from "@slack/types";
import { CallbackId, InputId } from "../../ids.js";
import { LIMITS } from "../limits.js";
import { mrkdwn, plainText, plural } from "../text.js";
import { adminModal, type Notice, noticeBlocks, toolbar } from "./modal.js";

export interface ImportPageInput {
  /** Text to start from, e.g. the lines that failed last time, so they can be fixed in place. */
  readonly initialText?: string | null;
  /** The parts kept so far of a list pasted in parts; absent or null before the first. */
  readonly draft?: ImportDraft | null;
  readonly notice?: Notice | null;
}

/** A list pasted in parts: the parts wait in the store under `id`. */
export interface ImportDraft {
  readonly id: string;
  readonly parts: number;
  /** Data lines kept in all parts so far (blank lines and headers not counted). */
  readonly lines: number;
  /** The file the first part came from (dropped into the app's DM), to name it. */
  readonly fileName?: string;
}

export const MORE_VALUE = "more";

/** "Part 2 kept: 212 lines so far. Paste the next part, or press Import all to import them." */
export function draftNotice(draft: ImportDraft): string {
  if (draft.fileName !== undefined && draft.parts === 1)
    return `${draft.fileName}: ${plural(draft.lines, "line")} ready. Press Import all to import ${draft.lines === 1 ? "it" : "them"}, or paste more people below first.`;
  return `Part ${draft.parts} kept: ${plural(draft.lines, "line")} so far in ${plural(draft.parts, "part")}. Paste the next part, or press Import all to import ${draft.lines === 1 ? "it" : `all ${draft.lines}`} at once.`;
}

export const IMPORT_EXAMPLE = [
  "slack_user,uid,name,account,role",
  "<@U0123ABCD>,10001,Ann Lee,13800000001,teacher",
  'U0456EFGH,10002,"Park, Ben",13800000002,student',
].join("\n");

export function importPageView(input: ImportPageInput = {}): ModalView {
  const max = LIMITS.plainTextInputMaxLength;
  const initial = input.initialText?.slice(0, max);
  const blocks: KnownBlock[] = [
    ...noticeBlocks(input.notice),
    {
      type: "section",
      block_id: "import_help",
      text: mrkdwn(
        "One person per line: `slack_user,uid,name,account,role`. The header line is optional; " +
          "put a value that contains a comma in double quotes. A list saved with semicolons (`;`) is read as such. " +
          "slack_user is a member ID, a mention or the member's e-mail address in Slack; each is checked with Slack. Role is admin, teacher or student. " +
          "Teachers and students need a uid; an admin who does not teach may leave it empty. " +
          "People already in the directory are updated. Example:\n```" +
          IMPORT_EXAMPLE +
          "```",
      ),
    },
    {
      type: "input",
      block_id: InputId.importCsv,
      label: plainText("People (CSV)", LIMITS.inputLabel),
      // Either this or a file below.
      optional: true,
      hint: plainText(
        `slack_user: a member ID (Profile → ⋯ → Copy member ID), a mention or an e-mail address. The box holds ${max} characters (about 50 people): upload a longer list as a file below.`,
        LIMITS.inputHint,
      ),
      element: {
        type: "plain_text_input",
        action_id: InputId.importCsv,
        multiline: true,
        max_length: max,
        placeholder: plainText("<@U0123ABCD>,10001,Ann Lee,13800000001,teacher", LIMITS.placeholder),
        ...(initial ? { initial_value: initial } : {}),
      },
    },
    {
      type: "input",
      block_id: InputId.importFile,
      label: plainText("Or upload a CSV file", LIMITS.inputLabel),
      optional: true,
      hint: plainText(
        "A whole school at once (up to 2,000 people): a .csv or .txt file with the same columns.",
        LIMITS.inputHint,
      ),
      element: { type: "file_input", action_id: InputId.importFile, filetypes: ["csv", "txt"], max_files: 1 },
    } as KnownBlock,
    {
      type: "input",
      block_id: InputId.importMore,
      label: plainText("A longer list", LIMITS.inputLabel),
      optional: true,
      hint: plainText(
        "A list too long for the box goes in parts: tick More to paste and press the button; the part is kept and the box asks for the next. Nothing is imported until the last part.",
        LIMITS.inputHint,
      ),
      element: {
        type: "checkboxes",
        action_id: InputId.importMore,
        options: [
          {
            text: plainText("More to paste", LIMITS.optionText),
            value: MORE_VALUE,
          },
        ],
      },
    },
    toolbar("import_nav", [], "people"),
  ];
  const draft = input.draft ?? null;
  return adminModal({
    callbackId: CallbackId.adminImport,
    title: "Import people",
    metadata: { page: "import", draft: draft?.id ?? null },
    blocks: draft === null ? blocks : [...noticeBlocks({ ok: true, text: draftNotice(draft) }), ...blocks],
    submit: draft === null ? "Import" : "Import all",
  });
}
