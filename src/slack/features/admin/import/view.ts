/**
 * Import page: a box to paste the school's list into (its header row names the columns), or a file
 * to upload; it says what a UID and an account are, and where they come from.
 */
import type { KnownBlock, ModalView } from "@slack/types";
import type { T } from "../../../../i18n/index.js";
import { LIMITS, SECTION_TEXT_ROOM } from "../../../lib/blocks/limits.js";
import { mrkdwn, packLines, plainText, userText } from "../../../lib/blocks/text.js";
import { CallbackId, InputId } from "../../../lib/ids.js";
import { adminModal, type Notice, noticeBlocks, toolbar } from "../modal.js";
import { consentBlock } from "../registration/consent.js";

export interface ImportPageInput {
  /** Text to start from, e.g. the lines that failed last time, so they can be fixed in place. */
  readonly initialText?: string | null;
  /** The parts kept so far of a list pasted in parts; absent or null before the first. */
  readonly draft?: ImportDraft | null;
  readonly notice?: Notice | null;
  /** The lines that were not imported, put back in the box ("Fix and import again"). */
  readonly retry?: RetryFill | null;
  /** What the form cannot do here: a sentence per optional scope the workspace declined (scopes.ts). */
  readonly scopeNotes?: readonly string[];
  /** The admin's language. */
  readonly t: T;
}

/** The lines put back: how many failed, how many the box holds, how many wait in the draft. */
export interface RetryFill {
  readonly count: number;
  readonly shown: number;
  readonly kept: number;
  /** Each line's reason, as the report said it (person's name, line), unescaped. */
  readonly reasons?: readonly string[];
}

/** The reasons shown above the box: the first ones, packed into a few sections. */
const REASONS_SHOWN = 40;
const REASON_SECTIONS = 4;

function reasonBlocks(retry: RetryFill, t: T): KnownBlock[] {
  const reasons = retry.reasons ?? [];
  const lines = reasons.slice(0, REASONS_SHOWN).map((r) => userText(r, 300));
  const chunks = packLines(lines, SECTION_TEXT_ROOM).slice(0, REASON_SECTIONS);
  const shownCount = chunks.reduce((n, c) => n + c.split("\n").length, 0);
  const blocks: KnownBlock[] = chunks.map((text, i) => ({
    type: "section",
    block_id: `import_reasons_${i}`,
    text: mrkdwn(text),
  }));
  if (reasons.length > shownCount)
    blocks.push({
      type: "context",
      block_id: "import_reasons_more",
      elements: [mrkdwn(t("adminImport.retry.moreReasons", { count: reasons.length - shownCount }))],
    });
  return blocks;
}

function retryNotice(retry: RetryFill, t: T): string {
  const notice = t("adminImport.retry.notice", { count: retry.count });
  if (retry.kept === 0) return notice;
  return `${notice} ${t("adminImport.retry.kept", { shown: retry.shown, count: retry.kept })}`;
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
  "name,email,role,uid",
  "Ann Lee,ann@school.org,teacher,10001",
  '"Park, Ben",ben@school.org,student,10002',
].join("\n");

export function importPageView(input: ImportPageInput): ModalView {
  const t = input.t;
  const max = LIMITS.plainTextInputMaxLength;
  const initial = input.initialText?.slice(0, max);
  const notes = input.scopeNotes ?? [];
  const blocks: KnownBlock[] = [
    ...noticeBlocks(input.notice),
    ...(notes.length === 0
      ? []
      : [{ type: "context" as const, block_id: "import_scopes", elements: notes.map((n) => mrkdwn(n)) }]),
    {
      type: "section",
      block_id: "import_help",
      text: mrkdwn(`${t("adminImport.help")}\n\`\`\`${IMPORT_EXAMPLE}\`\`\``),
    },
    {
      type: "context",
      block_id: "import_ids",
      elements: [
        mrkdwn(t("adminImport.uidExplained")),
        mrkdwn(t("adminImport.accountExplained")),
        mrkdwn(t("adminImport.noHeader")),
      ],
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
        placeholder: plainText(t("adminImport.csv.placeholder"), LIMITS.placeholder),
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
    // Teachers and students without a UID get an account made at the service only when this is ticked.
    consentBlock(t),
    toolbar("import_nav", [], "people", t),
  ];
  const draft = input.draft ?? null;
  const retry = input.retry ?? null;
  const top =
    retry !== null
      ? [...noticeBlocks({ ok: false, text: retryNotice(retry, t) }), ...reasonBlocks(retry, t)]
      : draft !== null
        ? noticeBlocks({ ok: true, text: draftNotice(draft, t) })
        : [];
  return adminModal({
    callbackId: CallbackId.adminImport,
    title: t("adminImport.title"),
    metadata: { page: "import", draft: draft?.id ?? null },
    blocks: [...top, ...blocks],
    submit: t(draft === null ? "adminImport.import" : "adminImport.importAll"),
    t,
  });
}
