/** Audit log page: the latest entries, one compact line each, newest first. */

import type { KnownBlock, ModalView } from "@slack/types";
import type { AuditLine } from "../../../classes/admin/audit.js";
import type { T } from "../../../i18n/index.js";
import { CallbackId } from "../../ids.js";
import { SECTION_TEXT_ROOM } from "../limits.js";
import { mention, mrkdwn, packLines, slackDate, userText } from "../text.js";
import { adminModal, ENGLISH, toolbar } from "./modal.js";

export interface AuditPageInput {
  /** Newest first. */
  readonly entries: readonly AuditLine[];
  /** How many entries the log holds in all, when more exist than are passed. */
  readonly total?: number;
  /** The admin's language for the page's own words; entries are stored facts, shown as recorded. */
  readonly t?: T;
}

export const AUDIT_MAX_SHOWN = 60;

/** "✅ Reading the school's cloud folder", "⚠️ Scheduling Algebra: the course does not exist…". */
function whatHappened(entry: AuditLine, t: T): string {
  const action = userText(entry.action, 300);
  if (entry.ok) return `✅ ${action}`;
  return `⚠️ ${action}: ${entry.meaning ? userText(entry.meaning, 200) : t("admin.audit.failed")}`;
}

function auditLine(entry: AuditLine, t: T): string {
  const who = entry.actorSlackUserId ? mention(entry.actorSlackUserId) : t("admin.audit.theApp");
  const parts = [slackDate(entry.at), who, whatHappened(entry, t)];
  if (typeof entry.latencyMs === "number" && Number.isFinite(entry.latencyMs) && entry.latencyMs >= 0) {
    parts.push(t("admin.audit.ms", { ms: Math.round(entry.latencyMs) }));
  }
  return parts.join(" · ");
}

export function auditPageView(input: AuditPageInput): ModalView {
  const t = input.t ?? ENGLISH;
  const shown = input.entries.slice(0, AUDIT_MAX_SHOWN);
  const total = Math.max(input.total ?? 0, input.entries.length);
  const blocks: KnownBlock[] = [];
  if (shown.length === 0) {
    blocks.push({ type: "section", block_id: "audit_empty", text: mrkdwn(t("admin.audit.empty")) });
  } else {
    packLines(
      shown.map((entry) => auditLine(entry, t)),
      SECTION_TEXT_ROOM,
    ).forEach((text, i) => {
      blocks.push({ type: "section", block_id: `audit_${i}`, text: mrkdwn(text) });
    });
    if (total > shown.length) {
      blocks.push({
        type: "context",
        block_id: "audit_showing",
        elements: [mrkdwn(t("admin.audit.showing", { shown: shown.length, total }))],
      });
    }
  }
  blocks.push(toolbar("audit_nav", [], "home", t));
  return adminModal({
    callbackId: CallbackId.adminAudit,
    title: t("admin.audit.title"),
    metadata: { page: "audit" },
    blocks,
    t,
  });
}
