/**
 * A registration's report, per person by name and grouped: who needs the admin (with the reason), who
 * needs a UID, new accounts, existing accounts used, people kept as they were. Said in the admin
 * modal when it is still open and in one DM. New accounts' initial password is never shown: the
 * report says how each person sets their own.
 */
import type { KnownBlock, ModalView } from "@slack/types";
import type { PersonResult, RegistrationOutcome } from "../../../../classes/admin/registration.js";
import type { Role } from "../../../../classes/roles.js";
import type { T } from "../../../../i18n/index.js";
import { SECTION_TEXT_ROOM } from "../../../lib/blocks/limits.js";
import type { MessageContent } from "../../../lib/blocks/message.js";
import { mrkdwn, userText } from "../../../lib/blocks/text.js";
import { CallbackId } from "../../../lib/ids.js";
import { failureText } from "../../../lib/words/failure-text.js";
import { adminModal, toolbar } from "../modal.js";
import { roleLabel } from "../people/view.js";
import type { SkippedMember } from "./slack-people.js";

export interface RegistrationReport {
  readonly results: readonly PersonResult[];
  /** Channel members set aside before registering (bots, deactivated, another organisation). */
  readonly skipped?: readonly SkippedMember[];
  /** One person (the Add person form): the heading names them. */
  readonly single?: boolean;
}

const NAME_MAX = 80;
/** Sections a modal shows (under Slack's 100 blocks with the frame). */
const VIEW_SECTIONS = 90;
/** Sections a DM holds (under Slack's 50 blocks). */
const DM_SECTIONS = 45;
/** A DM's fallback text: the heading and the first sections that fit. */
const FALLBACK_CHARS = 3_900;

function named(name: string | null, fallback: string): string {
  return userText(name ?? fallback, NAME_MAX);
}

function partialReason(outcome: Extract<RegistrationOutcome, { kind: "partial" }>, t: T): string {
  if (outcome.missing === "student") {
    return t("registration.reasons.partialStudent", { uid: outcome.uid });
  }
  if (outcome.missing === "teacher") return t("registration.reasons.partialTeacher", { uid: outcome.uid });
  return t("registration.reasons.partialPicture", { uid: outcome.uid });
}

/** Why a person needs the admin; null for the outcomes shown in a group of names. */
export function attentionReason(outcome: RegistrationOutcome, t: T): string | null {
  switch (outcome.kind) {
    case "made":
    case "existing":
    case "needs-uid":
      return null;
    case "had-uid":
      return outcome.role === outcome.asked
        ? null
        : t("registration.reasons.roleKept", {
            role: roleLabel(outcome.role, t),
            asked: roleLabel(outcome.asked as Role, t),
          });
    case "partial":
      return partialReason(outcome, t);
    case "no-account":
      return t(
        outcome.problem === "none"
          ? "registration.reasons.noAccount"
          : outcome.problem === "phone-country"
            ? "registration.reasons.phoneCountry"
            : outcome.problem === "phone"
              ? "registration.reasons.phone"
              : "registration.reasons.email",
      );
    case "teacher-limit":
      return t("registration.reasons.teacherLimit");
    case "refused":
      return t("registration.reasons.refused", {
        reason: failureText(outcome.failure, "line", undefined, t),
      });
    case "uid-taken":
      return outcome.owner === null
        ? t("registration.reasons.uidTakenOther", { uid: userText(outcome.uid, 40) })
        : t("registration.reasons.uidTaken", {
            uid: userText(outcome.uid, 40),
            owner: userText(outcome.owner, NAME_MAX),
          });
    case "not-saved":
      return t("registration.reasons.notSaved", { uid: userText(outcome.uid, 40) });
    case "not-connected":
      return t("registration.reasons.notConnected");
    case "unconfirmed":
      return t("registration.reasons.unconfirmed");
  }
}

function skipReason(why: SkippedMember["why"], t: T): string {
  if (why === "bot") return t("registration.reasons.bot");
  if (why === "deactivated") return t("registration.reasons.deactivated");
  if (why === "other-organisation") return t("registration.reasons.otherOrganisation");
  return t("registration.reasons.slackUnread");
}

/**
 * Section texts of a group of names: the heading with as many names as fit, more sections for the rest.
 * The heading is worded once and the names' length counted as they are added: a school's whole list
 * (thousands of names) is packed in one pass, not re-worded for every name.
 */
function nameGroup(heading: (names: string) => string, names: readonly string[]): string[] {
  if (names.length === 0) return [];
  const frame = heading("").length;
  const out: string[] = [];
  let current: string[] = [];
  let length = 0;
  for (const name of names) {
    const added = current.length === 0 ? name.length : length + 2 + name.length;
    if (current.length > 0 && frame + added > SECTION_TEXT_ROOM) {
      out.push(heading(current.join(", ")));
      current = [];
      length = 0;
    }
    length = current.length === 0 ? name.length : length + 2 + name.length;
    current.push(name);
  }
  out.push(heading(current.join(", ")));
  return out;
}

/** Lines packed into sections of at most SECTION_TEXT_ROOM characters. */
function lineGroup(heading: string, lines: readonly string[]): string[] {
  if (lines.length === 0) return [];
  const out: string[] = [];
  let current = heading;
  for (const line of lines) {
    if (current.length + 1 + line.length > SECTION_TEXT_ROOM) {
      out.push(current);
      current = line;
    } else current = `${current}\n${line}`;
  }
  out.push(current);
  return out;
}

/** The report's sections, in the order the admin acts on them, and the count of people in it. */
function reportSections(report: RegistrationReport, t: T): { heading: string; sections: string[] } {
  const by = (kind: RegistrationOutcome["kind"]) => report.results.filter((r) => r.outcome.kind === kind);
  const attention = [
    ...report.results.flatMap((r) => {
      const reason = attentionReason(r.outcome, t);
      return reason === null
        ? []
        : [t("registration.report.line", { name: named(r.name, r.slackUserId), reason })];
    }),
    ...(report.skipped ?? []).map((s) =>
      t("registration.report.line", { name: named(s.name, s.slackUserId), reason: skipReason(s.why, t) }),
    ),
  ];
  const names = (rs: readonly PersonResult[]) => rs.map((r) => named(r.name, r.slackUserId));
  const made = by("made");
  const existing = by("existing");
  const hadUid = by("had-uid").filter(
    (r) => r.outcome.kind === "had-uid" && r.outcome.role === r.outcome.asked,
  );
  const needsUid = by("needs-uid");
  const sections = [
    ...lineGroup(t("registration.report.attention", { count: attention.length }), attention),
    ...nameGroup(
      (n) => t("registration.report.needsUid", { count: needsUid.length, names: n }),
      names(needsUid),
    ),
    ...nameGroup((n) => t("registration.report.made", { count: made.length, names: n }), names(made)),
    ...nameGroup(
      (n) => t("registration.report.existing", { count: existing.length, names: n }),
      names(existing),
    ),
    ...nameGroup((n) => t("registration.report.hadUid", { count: hadUid.length, names: n }), names(hadUid)),
  ];
  const newAccounts =
    made.length + by("partial").filter((r) => r.outcome.kind === "partial" && !r.outcome.existed).length;
  if (newAccounts > 0) sections.push(t("registration.report.password"));
  const count = report.results.length + (report.skipped?.length ?? 0);
  const first = report.results[0];
  const heading =
    count === 0
      ? t("registration.report.nobody")
      : report.single && first
        ? t("registration.report.onePerson", { name: named(first.name, first.slackUserId) })
        : t("registration.report.heading", { count });
  return { heading, sections };
}

function capped(sections: readonly string[], max: number, more: string): string[] {
  if (sections.length <= max) return [...sections];
  return [...sections.slice(0, max - 1), more];
}

function section(text: string, i: number): KnownBlock {
  return { type: "section", block_id: `registration_${i}`, text: mrkdwn(text) };
}

export function registrationReportView(report: RegistrationReport, t: T): ModalView {
  const { heading, sections } = reportSections(report, t);
  const shown = capped(sections, VIEW_SECTIONS, t("registration.report.more"));
  return adminModal({
    callbackId: CallbackId.adminRegistrationReport,
    title: t("registration.report.title"),
    metadata: { page: "registration_report" },
    blocks: [
      section(`*${heading}*`, 0),
      ...shown.map((text, i) => section(text, i + 1)),
      toolbar("registration_nav", [], "people", t),
    ],
    t,
  });
}

export function registrationReportDm(report: RegistrationReport, t: T): MessageContent {
  const { heading, sections } = reportSections(report, t);
  const shown = capped(sections, DM_SECTIONS, t("registration.report.moreDm"));
  const blocks = [section(`*${heading}*`, 0), ...shown.map((text, i) => section(text, i + 1))];
  // The fallback (notifications, screen readers) holds whole sections only, never a cut entity.
  let text = heading;
  for (const part of shown) {
    if (text.length + 1 + part.length > FALLBACK_CHARS) break;
    text += `\n${part}`;
  }
  return { text, blocks };
}

/** The modal while the job runs. */
export function registrationWorkingView(text: string, t: T): ModalView {
  return adminModal({
    callbackId: CallbackId.adminRegistrationReport,
    title: t("registration.report.title"),
    metadata: { page: "registration_report" },
    blocks: [section(text, 0)],
    t,
  });
}

/** A plain message in the report's frame (the admin is no longer one, the channel could not be read). */
export function registrationNoticeView(text: string, t: T): ModalView {
  return adminModal({
    callbackId: CallbackId.adminRegistrationReport,
    title: t("registration.report.title"),
    metadata: { page: "registration_report" },
    blocks: [section(text, 0), toolbar("registration_nav", [], "people", t)],
    t,
  });
}
