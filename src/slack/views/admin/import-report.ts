/**
 * What happened to each pasted line. Lines that need fixing come first, since they are what the
 * admin acts on; the imported ones follow. A long report is packed into few sections.
 */

import type { KnownBlock, ModalView } from "@slack/types";
import { CallbackId } from "../../ids.js";
import { SECTION_TEXT_ROOM } from "../limits.js";
import { mrkdwn, packLines, plural, userText } from "../text.js";
import { adminModal, navigateButton, toolbar } from "./modal.js";

/** One verdict per line; the people-import parser's report entries fit this shape. */
export interface ImportReportEntry {
  /** 1-based line of the paste; 0 for a verdict about the whole paste. */
  readonly line: number;
  readonly ok: boolean;
  readonly message: string;
  /** Where the line was, when not simply "Line N" (a list pasted in parts: "Part 2, line 5"). */
  readonly place?: string;
}

export interface ImportReportInput {
  readonly entries: readonly ImportReportEntry[];
  /** The separator the paste was read with; ";" is said, so a wrong guess is seen at once. */
  readonly separator?: "," | ";";
}

/** Shown while each pasted member is checked with Slack. */
export function importCheckingView(lines: number): ModalView {
  return adminModal({
    callbackId: CallbackId.adminImportReport,
    title: "Import report",
    metadata: { page: "import_report" },
    blocks: [
      {
        type: "section",
        block_id: "import_checking",
        text: mrkdwn(
          `:hourglass_flowing_sand: Checking ${plural(lines, "line")} with Slack, then importing…`,
        ),
      },
    ],
  });
}

const SECTION_CHARS = SECTION_TEXT_ROOM;
/** Frame blocks (summary, toolbar, "more" note) plus packed sections stay under 100. */
const MAX_SECTIONS = 90;

function entryLine(entry: ImportReportEntry): string {
  const where = entry.place ?? (entry.line > 0 ? `Line ${entry.line}` : "Paste");
  return `${entry.ok ? "✅" : "❌"} ${where}: ${userText(entry.message, 300)}`;
}

export function importReportView(input: ImportReportInput): ModalView {
  const failed = input.entries.filter((e) => !e.ok);
  const imported = input.entries.filter((e) => e.ok);
  const summary =
    failed.length === 0
      ? `*Imported ${plural(imported.length, "person", "people")}.*`
      : `*Imported ${plural(imported.length, "person", "people")}; ${plural(failed.length, "line")} need${failed.length === 1 ? "s" : ""} fixing.* Fix ${failed.length === 1 ? "it" : "them"} and import ${failed.length === 1 ? "it" : "them"} again.`;
  const chunks = packLines([...failed, ...imported].map(entryLine), SECTION_CHARS);
  const shown = chunks.slice(0, MAX_SECTIONS);
  const blocks: KnownBlock[] = [
    { type: "section", block_id: "import_summary", text: mrkdwn(summary) },
    ...(input.separator === ";"
      ? [
          {
            type: "context",
            block_id: "import_separator",
            elements: [mrkdwn("Read as a semicolon-separated list (values split at `;`).")],
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
      elements: [mrkdwn("The report is too long to show in full; the lines above come first.")],
    });
  }
  blocks.push(
    toolbar("import_report_nav", [
      navigateButton("Import more", "import"),
      navigateButton("People", "people"),
    ]),
  );
  return adminModal({
    callbackId: CallbackId.adminImportReport,
    title: "Import report",
    metadata: { page: "import_report" },
    blocks,
  });
}
