/** Audit log page: the latest entries, one compact line each, newest first. */

import type { KnownBlock, ModalView } from "@slack/types";
import type {
  AuditChange,
  AuditClass,
  AuditDoing,
  AuditLine,
  AuditMeaning,
  AuditSaid,
} from "../../../../classes/admin/audit.js";
import type { T } from "../../../../i18n/index.js";
import { SECTION_TEXT_ROOM } from "../../../lib/blocks/limits.js";
import { mention, mrkdwn, packLines, slackDate, userText } from "../../../lib/blocks/text.js";
import { CallbackId } from "../../../lib/ids.js";
import { errnoSentence } from "../../../lib/words/failure-text.js";
import { lowerFirst } from "../../../lib/words/lower-first.js";
import { adminModal, toolbar } from "../modal.js";

export interface AuditPageInput {
  /** Newest first. */
  readonly entries: readonly AuditLine[];
  /** How many entries the log holds in all, when more exist than are passed. */
  readonly total?: number;
  /**
   * The admin's language: the page's words and each entry said from its facts; an admin change
   * written before its operation stored facts shows the description stored with it (English).
   */
  readonly t: T;
}

export const AUDIT_MAX_SHOWN = 60;

function classDoing(op: Extract<AuditDoing, { cls: AuditClass }>["op"], cls: AuditClass, t: T): string {
  if (cls.kind === "class") return t(`auditLog.doing.${op}.class`, { name: cls.name });
  if (cls.kind === "class-of") return t(`auditLog.doing.${op}.classOf`, { course: cls.course });
  return t(`auditLog.doing.${op}.aClass`);
}

function doingText(doing: AuditDoing, t: T): string {
  if ("cls" in doing) return classDoing(doing.op, doing.cls, t);
  if ("course" in doing)
    return doing.course
      ? t(`auditLog.doing.${doing.op}.course`, { course: doing.course })
      : t(`auditLog.doing.${doing.op}.any`);
  return t(`auditLog.doing.${doing.op}`);
}

const PERSON_KEYS = {
  "person.add": "auditLog.change.personAdd",
  "person.edit": "auditLog.change.personEdit",
  "person.remove": "auditLog.change.personRemove",
} as const;

/** "Added Ada (Teacher, UID T-1)": the role in the directory's own words for it. */
function personText(change: Extract<AuditChange, { op: keyof typeof PERSON_KEYS }>, t: T): string {
  return t(PERSON_KEYS[change.op], {
    name: change.name,
    role: t(`adminDirectory.roles.${change.role}`),
    uid: change.uid === null ? t("auditLog.change.noUid") : t("auditLog.change.uid", { uid: change.uid }),
  });
}

function changeText(change: AuditChange, t: T): string {
  switch (change.op) {
    case "course.add":
      return t("auditLog.change.courseAdd", { name: change.name });
    case "course.create":
      return t("auditLog.change.courseCreate", { name: change.name });
    case "course.edit":
      return t("auditLog.change.courseEdit", { name: change.name });
    case "course.remove":
      return t("auditLog.change.courseRemove", { name: change.name });
    case "label.add":
      return t("auditLog.change.labelAdd", { name: change.name });
    case "label.edit":
      return t("auditLog.change.labelEdit", { name: change.name });
    case "label.remove":
      return t("auditLog.change.labelRemove", { name: change.name });
    case "class.cancel": {
      const said =
        change.count > 1
          ? change.name === null
            ? t("auditLog.change.cancelManyUnnamed", { count: change.count })
            : t("auditLog.change.cancelMany", { count: change.count, name: change.name })
          : change.name === null
            ? t("auditLog.change.cancelUnnamed")
            : t("auditLog.change.cancel", { name: change.name });
      return change.reason === null
        ? said
        : t("auditLog.change.cancelReason", { said, reason: change.reason });
    }
    case "class.move":
      return change.name === null
        ? t("auditLog.change.moveUnnamed")
        : t("auditLog.change.move", { name: change.name });
    case "class.share":
      return t(change.series ? "auditLog.change.shareSeries" : "auditLog.change.share", {
        name: change.name,
      });
    case "connection.save":
      return t("auditLog.change.connectionSave", { baseUrl: change.baseUrl });
    case "connection.seed":
      return t("auditLog.change.connectionSeed");
    case "school.installed":
      return t("auditLog.change.installed");
    case "workspace.erased":
      return t("auditLog.change.erased");
    case "people.import":
      return t("auditLog.change.peopleImport", {
        added: change.added,
        updated: change.updated,
        count: change.refused,
      });
    case "person.add":
    case "person.edit":
    case "person.remove":
      return personText(change, t);
    case "settings.save":
      return t("auditLog.change.settingsSave", {
        timeZone: change.timeZone,
        count: change.seatMax,
        minutes: change.reminderMinutes,
      });
    case "privacy.purge":
      return t("auditLog.change.purge", {
        days: t("auditLog.change.purgeDays", { count: change.days }),
        ratings: t("auditLog.change.purgeRatings", { count: change.ratings }),
        links: t("auditLog.change.purgeLinks", { count: change.links }),
      });
    case "described":
      return change.description;
    case "settings":
      return t("auditLog.change.settings");
    case "other":
      return t("auditLog.change.other");
  }
}

const MEANING_KEYS = {
  "refused-connection": "auditLog.meaning.refusedConnection",
  "course-unknown": "auditLog.meaning.courseUnknown",
  "course-deleted": "auditLog.meaning.courseDeleted",
  "course-expired": "auditLog.meaning.courseExpired",
  "refused-unknown": "auditLog.meaning.refusedUnknown",
  PartnerTransportError: "auditLog.meaning.transport",
  PartnerHttpError: "auditLog.meaning.http",
  PartnerResponseError: "auditLog.meaning.response",
  PartnerValidationError: "auditLog.meaning.validation",
  failed: "auditLog.meaning.failed",
} as const;

const ENTRY_KEYS = {
  student: "auditLog.meaning.students",
  rating: "auditLog.meaning.ratings",
  class: "auditLog.meaning.classes",
} as const;

/** A catalogue sentence as the end of a line: "The class is full." -> "the class is full". */
function asClause(sentence: string): string {
  return lowerFirst(sentence.replace(/[.。]$/u, ""));
}

export function meaningText(why: AuditMeaning, t: T): string {
  if (why.kind === "refused")
    return t("auditLog.meaning.refused", { sentence: asClause(errnoSentence(t, why.errno)) });
  if (why.kind === "entries") return t(ENTRY_KEYS[why.noun], { count: why.count });
  return t(MEANING_KEYS[why.kind]);
}

export function saidText(said: AuditSaid, t: T): string {
  return said.kind === "call" ? doingText(said.doing, t) : changeText(said.change, t);
}

/** "✅ Reading the school's cloud folder", "⚠️ Scheduling Algebra: the course does not exist…". */
function whatHappened(entry: AuditLine, t: T): string {
  // Names inside are people's text: the whole line is escaped, as the stored words always were.
  const action = userText(saidText(entry.said, t), 300);
  if (entry.ok) return `✅ ${action}`;
  const meaning = entry.why ? meaningText(entry.why, t) : null;
  return `⚠️ ${t("auditLog.failedLine", { action, meaning: meaning ? userText(meaning, 200) : t("admin.audit.failed") })}`;
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
  const t = input.t;
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
