/**
 * What happened to each pasted line, said by the person's name with the line after it. Lines that
 * need fixing come first, since they are what the admin acts on; the imported ones follow. A long
 * report is packed into few sections. "Fix and import again" puts the lines that failed back into
 * the import box (retry-button.ts).
 */

import type { KnownBlock, ModalView } from "@slack/types";
import type { ImportSaid } from "../../../../classes/admin/import.js";
import type { T } from "../../../../i18n/index.js";
import { LIMITS, SECTION_TEXT_ROOM } from "../../../lib/blocks/limits.js";
import { mrkdwn, packLines, plainText, userText } from "../../../lib/blocks/text.js";
import { ActionId, CallbackId } from "../../../lib/ids.js";
import { adminModal, navigateButton, toolbar } from "../modal.js";
import { importSaidText } from "../problems.js";

/** One verdict per line; the people-import parser's report entries fit this shape. */
export interface ImportReportEntry {
  /** 1-based line of the paste. */
  readonly line: number;
  readonly ok: boolean;
  /** The verdict as facts, worded in the admin's language. */
  readonly said: ImportSaid;
  /** Where the line was, when not simply "Line N" (a list pasted in parts: "Part 2, line 5"). */
  readonly place?: string;
  /** A line without a UID whose person's account is being made: neither imported nor failed yet. */
  readonly registering?: boolean;
}

export interface ImportReportInput {
  readonly entries: readonly ImportReportEntry[];
  /** The separator the paste was read with; ";" is said, so a wrong guess is seen at once. */
  readonly separator?: "," | ";";
  /** Where the lines that failed are kept for "Fix and import again"; null when none failed. */
  readonly retryId?: string | null;
  /** How many teachers and students were left out for want of a UID. */
  readonly needsUid?: number;
  /** How many people without a UID are being registered (they agreed). */
  readonly registering?: number;
  /** The admin's language, for the report's frame and every verdict. */
  readonly t: T;
}

/** Shown while each pasted member is checked with Slack. */
export function importCheckingView(lines: number, t: T): ModalView {
  return adminModal({
    callbackId: CallbackId.adminImportReport,
    title: t("adminImport.report.title"),
    t,
    metadata: { page: "import_report" },
    blocks: [
      {
        type: "section",
        block_id: "import_checking",
        text: mrkdwn(t("adminImport.report.checking", { count: lines })),
      },
    ],
  });
}

/** While an uploaded list is read from Slack, before its lines are known. */
export function importReadingView(t: T): ModalView {
  return adminModal({
    callbackId: CallbackId.adminImportReport,
    title: t("adminImport.report.title"),
    t,
    metadata: { page: "import_report" },
    blocks: [{ type: "section", block_id: "import_reading", text: mrkdwn(t("adminImport.report.reading")) }],
  });
}

const SECTION_CHARS = SECTION_TEXT_ROOM;
/** Frame blocks (summary, toolbar, "more" note) plus packed sections stay under 100. */
const MAX_SECTIONS = 90;

function entryLine(entry: ImportReportEntry, t: T): string {
  const where = entry.place ?? t("adminImport.report.line", { line: entry.line });
  const registering = entry.registering === true && entry.said.kind === "needs-uid";
  const message =
    registering && entry.said.kind === "needs-uid"
      ? t("adminImport.verdict.registering", { name: userText(entry.said.row.name, 100) })
      : userText(importSaidText(entry.said, t), 300);
  return t("adminImport.report.entry", { mark: entry.ok ? "✅" : registering ? "⏳" : "❌", where, message });
}

export function importReportView(input: ImportReportInput): ModalView {
  const t = input.t;
  const failed = input.entries.filter((e) => !e.ok && !e.registering);
  const imported = input.entries.filter((e) => e.ok);
  const registering = input.entries.filter((e) => e.registering);
  const summary =
    failed.length === 0
      ? t("adminImport.report.imported", { count: imported.length })
      : t("adminImport.report.needFixing", {
          count: failed.length,
          imported: t("adminImport.report.people", { count: imported.length }),
        });
  const chunks = packLines(
    [...failed, ...registering, ...imported].map((entry) => entryLine(entry, t)),
    SECTION_CHARS,
  );
  const shown = chunks.slice(0, MAX_SECTIONS);
  const blocks: KnownBlock[] = [
    { type: "section", block_id: "import_summary", text: mrkdwn(summary) },
    ...((input.needsUid ?? 0) > 0
      ? [
          {
            type: "context",
            block_id: "import_needs_uid",
            elements: [mrkdwn(t("adminImport.report.needsUid", { count: input.needsUid ?? 0 }))],
          } satisfies KnownBlock,
        ]
      : []),
    ...((input.registering ?? 0) > 0
      ? [
          {
            type: "context",
            block_id: "import_registering",
            elements: [mrkdwn(t("adminImport.report.registering", { count: input.registering ?? 0 }))],
          } satisfies KnownBlock,
        ]
      : []),
    ...(input.separator === ";"
      ? [
          {
            type: "context",
            block_id: "import_separator",
            elements: [mrkdwn(t("adminImport.report.semicolons"))],
          } satisfies KnownBlock,
        ]
      : []),
    ...shown.map(
      (text, i): KnownBlock => ({ type: "section", block_id: `import_lines_${i}`, text: mrkdwn(text) }),
    ),
  ];
  if (shown.length < chunks.length) {
    blocks.push({
      type: "context",
      block_id: "import_more",
      elements: [mrkdwn(t("adminImport.report.tooLong"))],
    });
  }
  blocks.push(
    toolbar(
      "import_report_nav",
      [
        input.retryId
          ? {
              type: "button",
              action_id: ActionId.importRetry,
              style: "primary",
              text: plainText(t("adminImport.report.fixAgain"), LIMITS.buttonText),
              value: input.retryId,
            }
          : navigateButton(t("adminImport.report.importMore"), "import"),
        navigateButton(t("adminImport.report.peopleButton"), "people"),
      ],
      "home",
      t,
    ),
  );
  return adminModal({
    callbackId: CallbackId.adminImportReport,
    title: t("adminImport.report.title"),
    metadata: { page: "import_report" },
    blocks,
    t,
  });
}
