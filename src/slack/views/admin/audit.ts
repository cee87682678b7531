/** Audit log page: the latest entries, one compact line each, newest first. */

import type { KnownBlock, ModalView } from "@slack/types";
import type { AuditLine } from "../../../classes/admin/audit.js";
import { CallbackId } from "../../ids.js";
import { SECTION_TEXT_ROOM } from "../limits.js";
import { mention, mrkdwn, packLines, slackDate, userText } from "../text.js";
import { adminModal, toolbar } from "./modal.js";

export interface AuditPageInput {
  /** Newest first. */
  readonly entries: readonly AuditLine[];
  /** How many entries the log holds in all, when more exist than are passed. */
  readonly total?: number;
}

export const AUDIT_MAX_SHOWN = 60;

/** "✅ Reading the school's cloud folder", "⚠️ Scheduling Algebra: the course does not exist…". */
function whatHappened(entry: AuditLine): string {
  const action = userText(entry.action, 300);
  if (entry.ok) return `✅ ${action}`;
  return `⚠️ ${action}: ${entry.meaning ? userText(entry.meaning, 200) : "it failed"}`;
}

function auditLine(entry: AuditLine): string {
  const who = entry.actorSlackUserId ? mention(entry.actorSlackUserId) : "the app";
  const parts = [slackDate(entry.at), who, whatHappened(entry)];
  if (typeof entry.latencyMs === "number" && Number.isFinite(entry.latencyMs) && entry.latencyMs >= 0) {
    parts.push(`${Math.round(entry.latencyMs)} ms`);
  }
  return parts.join(" · ");
}

export function auditPageView(input: AuditPageInput): ModalView {
  const shown = input.entries.slice(0, AUDIT_MAX_SHOWN);
  const total = Math.max(input.total ?? 0, input.entries.length);
  const blocks: KnownBlock[] = [];
  if (shown.length === 0) {
    blocks.push({ type: "section", block_id: "audit_empty", text: mrkdwn("Nothing has been recorded yet.") });
  } else {
    packLines(shown.map(auditLine), SECTION_TEXT_ROOM).forEach((text, i) => {
      blocks.push({ type: "section", block_id: `audit_${i}`, text: mrkdwn(text) });
    });
    if (total > shown.length) {
      blocks.push({
        type: "context",
        block_id: "audit_showing",
        elements: [mrkdwn(`Showing the latest ${shown.length} of ${total} entries.`)],
      });
    }
  }
  blocks.push(toolbar("audit_nav", []));
  return adminModal({
    callbackId: CallbackId.adminAudit,
    title: "Audit log",
    metadata: { page: "audit" },
    blocks,
  });
}
