/**
 * Bulk import of pasted CSV: the parser judges every line, the store applies the good ones one by
 * one (a UID that belongs to someone else fails that line only), and the admin gets one verdict per
 * line in plain words.
 */

import type { Actor } from "../actor.js";
import type { ClassesDeps } from "../deps.js";
import {
  type ImportParseResult,
  type ImportRefusal,
  type LineProblem,
  parsePeopleCsv,
} from "../people-import.js";
import type { Role } from "../roles.js";
import { directoryAdmins, leavesNoAdmin } from "./people.js";

/**
 * A line's verdict as facts (the parser's problems, Slack's answer about the member, the last admin,
 * what the store did): the report words them in the admin's language.
 */
export type ImportSaid =
  | { readonly kind: "no-email"; readonly name: string; readonly email: string }
  | { readonly kind: "not-member"; readonly name: string; readonly slackUserId: string }
  | { readonly kind: "slack-unreachable"; readonly name: string }
  | { readonly kind: "same-member"; readonly name: string; readonly lines: string }
  | { readonly kind: "email-needs-slack"; readonly name: string }
  | { readonly kind: "last-admin"; readonly name: string }
  /** The store refused the line: the UID is another Slack user's in this workspace. */
  | { readonly kind: "uid-taken"; readonly name: string; readonly uid: string }
  /** The store refused the line for another reason (it is checked before, so this is not expected). */
  | { readonly kind: "not-saved"; readonly name: string }
  /** The parser refused the line: its problems. */
  | { readonly kind: "parsed"; readonly problems: readonly LineProblem[] }
  | {
      readonly kind: "stored";
      readonly name: string;
      readonly outcome: "created" | "updated" | "unchanged";
      readonly role: Role;
    };

export interface ImportVerdict {
  /** 1-based line of the paste. */
  readonly line: number;
  readonly ok: boolean;
  /** The verdict as facts, for the report to word in the admin's language. */
  readonly said: ImportSaid;
}

function judged(line: number, ok: boolean, said: ImportSaid): Entry & ImportVerdict {
  return { line, ok, said };
}

export type ImportPeopleResult =
  | {
      readonly ok: true;
      readonly verdicts: ImportVerdict[];
      readonly imported: number;
      readonly failed: number;
    }
  /** The paste was refused as a whole; nothing was imported. */
  | { readonly ok: false; readonly refusal: ImportRefusal };

/**
 * Who is a member of the school's Slack workspace, as Slack says (users.info, users.lookupByEmail).
 * Given by the Slack layer; both throw when Slack could not answer (the line then says so).
 */
export interface SlackMembers {
  /** The member ID of the active member with this e-mail address; null when none has it. */
  byEmail(email: string): Promise<string | null>;
  /** Whether the ID is an active (not deactivated) member of the workspace. */
  isMember(userId: string): Promise<boolean>;
}

/** Slack calls in flight at once while checking a paste: within Slack's per-method rates in bursts. */
const MEMBER_CHECKS_AT_ONCE = 8;

/** A line of the report, with the importer's own verdict as facts once it judged the line. */
type Entry = ImportParseResult["report"][number] & { readonly said?: ImportSaid };

/**
 * Checks every good line's member with Slack: an e-mail address becomes the member's ID, an ID
 * that is no member is refused on its line. Returns the entries with problems turned into refusals.
 */
async function checkMembers(entries: readonly Entry[], members: SlackMembers): Promise<Entry[]> {
  const out = [...entries];
  let next = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= out.length) return;
      const entry = out[i] as Entry;
      const row = entry.row;
      if (!entry.ok || !row) continue;
      try {
        if (row.email !== undefined) {
          const id = await members.byEmail(row.email);
          out[i] =
            id === null
              ? judged(entry.line, false, { kind: "no-email", name: row.name, email: row.email })
              : { ...entry, row: { ...row, slackUserId: id } };
        } else if (!(await members.isMember(row.slackUserId))) {
          out[i] = judged(entry.line, false, {
            kind: "not-member",
            name: row.name,
            slackUserId: row.slackUserId,
          });
        }
      } catch {
        out[i] = judged(entry.line, false, { kind: "slack-unreachable", name: row.name });
      }
    }
  };
  await Promise.all(Array.from({ length: MEMBER_CHECKS_AT_ONCE }, worker));
  // An e-mail address and an ID (or two addresses) may name one member: each such line is refused.
  const linesOf = new Map<string, number[]>();
  for (const e of out)
    if (e.ok && e.row) linesOf.set(e.row.slackUserId, [...(linesOf.get(e.row.slackUserId) ?? []), e.line]);
  return out.map((e) => {
    const lines = e.ok && e.row ? (linesOf.get(e.row.slackUserId) ?? []) : [];
    if (lines.length < 2 || !e.row) return e;
    const others = lines.filter((l) => l !== e.line).join(", ");
    return judged(e.line, false, { kind: "same-member", name: e.row.name, lines: others });
  });
}

export async function importPeople(
  deps: ClassesDeps,
  actor: Actor,
  /** The paste, or the form's already parsed paste (the CSV is parsed once per submission). */
  paste: string | ImportParseResult,
  /** Checks each member with Slack; without it (tests of the rules alone) IDs are taken as pasted. */
  members?: SlackMembers,
): Promise<ImportPeopleResult> {
  const pasted = typeof paste === "string" ? parsePeopleCsv(paste) : paste;
  if (pasted.refused !== null) {
    return { ok: false, refusal: pasted.refused };
  }
  const parsed = members
    ? { ...pasted, report: await checkMembers(pasted.report, members) }
    : {
        ...pasted,
        // Without Slack an e-mail address cannot name a member.
        report: pasted.report.map(
          (e): Entry =>
            e.ok && e.row?.email !== undefined
              ? judged(e.line, false, { kind: "email-needs-slack", name: e.row.name })
              : e,
        ),
      };
  // A paste that would take every admin away refuses the lines that demote them; the rest applies.
  const admins = await directoryAdmins(deps, actor.teamId);
  const changes = new Map<string, Role>();
  for (const entry of parsed.report)
    if (entry.ok && entry.row) changes.set(entry.row.slackUserId, entry.row.role);
  const keepsAdmins = !leavesNoAdmin(admins, changes);
  const demotesAdmin = (row: { slackUserId: string; role: Role }) =>
    admins.has(row.slackUserId) && row.role !== "admin";
  const refusedLines = new Map<number, ImportVerdict>();
  const good = parsed.report.filter((entry) => {
    if (!entry.ok || !entry.row) return false;
    if (keepsAdmins || !demotesAdmin(entry.row)) return true;
    refusedLines.set(entry.line, judged(entry.line, false, { kind: "last-admin", name: entry.row.name }));
    return false;
  });
  const outcomes = await deps.store.people.upsertMany(
    actor.teamId,
    good.map((entry) => {
      const row = entry.row as NonNullable<typeof entry.row>;
      return {
        slackUserId: row.slackUserId,
        uid: row.uid === "" ? null : row.uid,
        displayName: row.name,
        account: row.account === "" ? null : row.account,
        role: row.role,
      };
    }),
  );
  // upsertMany numbers its entries 1..n in the order given: map them back to pasted lines.
  const storeVerdict = new Map<number, ImportVerdict>();
  outcomes.forEach((outcome, i) => {
    const entry = good[i];
    if (!entry?.row) return;
    const { name, role } = entry.row;
    // A refusal the parser did not foresee: its diagnostic goes to the log (the admin reads the fact).
    if (outcome.outcome === "error" && outcome.reason === "invalid")
      deps.logger?.warn(
        { team: actor.teamId, line: entry.line, why: outcome.message },
        "people import line not saved",
      );
    storeVerdict.set(
      entry.line,
      outcome.outcome === "error"
        ? judged(
            entry.line,
            false,
            outcome.reason === "uid-taken"
              ? { kind: "uid-taken", name, uid: entry.row.uid }
              : { kind: "not-saved", name },
          )
        : judged(entry.line, true, { kind: "stored", name, outcome: outcome.outcome, role }),
    );
  });
  const verdicts = parsed.report.map(
    (entry): ImportVerdict =>
      storeVerdict.get(entry.line) ??
      refusedLines.get(entry.line) ?? {
        line: entry.line,
        ok: entry.ok,
        // Every good line is stored above: what is left was refused, by the parser or the checks.
        said: entry.said ?? { kind: "parsed", problems: entry.problems ?? [] },
      },
  );
  const imported = verdicts.filter((v) => v.ok).length;
  const failed = verdicts.length - imported;
  const counts = { added: 0, updated: 0, unchanged: 0 };
  for (const o of outcomes) {
    if (o.outcome === "created") counts.added++;
    else if (o.outcome === "updated") counts.updated++;
    else if (o.outcome === "unchanged") counts.unchanged++;
  }
  await deps.store.audit.recordAdminChange(actor.teamId, {
    actor: actor.userId,
    operation: "people.import",
    summary: {
      ...counts,
      // The count the audit page says: the list below is cut at 50 in the store.
      refused: failed,
      refusedLines: verdicts.filter((v) => !v.ok).map((v) => v.line),
    },
  });
  return { ok: true, verdicts, imported, failed };
}
