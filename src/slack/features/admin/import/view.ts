/** Import page: a box to paste `slack_user,uid,name,account,role` lines into. */
import type { KnownBlock, ModalView } from "@slack/types";
import type { T } from "../../../../i18n/index.js";
import { LIMITS } from "../../../lib/blocks/limits.js";
import { mrkdwn, plainText } from "../../../lib/blocks/text.js";
import { CallbackId, InputId } from "../../../lib/ids.js";
import { adminModal, type Notice, noticeBlocks, toolbar } from "../modal.js";

export interface ImportPageInput {
  /** Text to start from, e.g. the lines that failed last time, so they can be fixed in place. */
  readonly initialText?: string | null;
  /** The parts kept so far of a list pasted in parts; absent or null before the first. */
  readonly draft?: ImportDraft | null;
  readonly notice?: Notice | null;
  /** The admin's language. */
  readonly t: T;
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
export function draftNotice(draft: ImportDraft, t: T): string {
  if (draft.fileName !== undefined && draft.parts === 1)
    return t("adminImport.draftFile", { file: draft.fileName, count: draft.lines });
  return t("adminImport.draftPart", {
    part: draft.parts,
    count: draft.lines,
    parts: t("adminImport.parts", { count: draft.parts }),
  });
}

export const IMPORT_EXAMPLE = [
  "slack_user,uid,name,account,role",
  "<@U0123ABCD>,10001,Ann Lee,13800000001,teacher",
  'U0456EFGH,10002,"Park, Ben",13800000002,student',
].join("\n");

export function importPageView(input: ImportPageInput): ModalView {
  const t = input.t;
  const max = LIMITS.plainTextInputMaxLength;
  const initial = input.initialText?.slice(0, max);
  const blocks: KnownBlock[] = [
    ...noticeBlocks(input.notice),
    {
      type: "section",
      block_id: "import_help",
      text: mrkdwn(`${t("adminImport.help")}\n\`\`\`${IMPORT_EXAMPLE}\`\`\``),
    },
    {
      type: "input",
      block_id: InputId.importCsv,
      label: plainText(t("adminImport.csv.label"), LIMITS.inputLabel),
      // Either this or a file below.
      optional: true,
      hint: plainText(t("adminImport.csv.hint", { max }), LIMITS.inputHint),
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
      label: plainText(t("adminImport.file.label"), LIMITS.inputLabel),
      optional: true,
      hint: plainText(t("adminImport.file.hint"), LIMITS.inputHint),
      element: { type: "file_input", action_id: InputId.importFile, filetypes: ["csv", "txt"], max_files: 1 },
    } as KnownBlock,
    {
      type: "input",
      block_id: InputId.importMore,
      label: plainText(t("adminImport.more.label"), LIMITS.inputLabel),
      optional: true,
      hint: plainText(t("adminImport.more.hint"), LIMITS.inputHint),
      element: {
        type: "checkboxes",
        action_id: InputId.importMore,
        options: [
          {
            text: plainText(t("adminImport.more.option"), LIMITS.optionText),
            value: MORE_VALUE,
          },
        ],
      },
    },
    toolbar("import_nav", [], "people", t),
  ];
  const draft = input.draft ?? null;
  return adminModal({
    callbackId: CallbackId.adminImport,
    title: t("adminImport.title"),
    metadata: { page: "import", draft: draft?.id ?? null },
    blocks: draft === null ? blocks : [...noticeBlocks({ ok: true, text: draftNotice(draft, t) }), ...blocks],
    submit: t(draft === null ? "adminImport.import" : "adminImport.importAll"),
    t,
  });
}
