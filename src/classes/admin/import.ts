/**
 * Bulk import of the school's list: the parser judges every line, Slack says who each member is (and
 * refuses people of another organisation), a teacher or student without a UID is set aside as "needs a
 * UID" (facts kept, so an account can be made for them at {{service}} when the admin asks), the store
 * applies the good lines one by one (a UID that belongs to someone else fails that line only), and the
 * admin gets one verdict per line in plain words, with the lines that failed as they were pasted.
 */

import type { Actor } from "../actor.js";
import type { ClassesDeps } from "../deps.js";
import {
  type ImportParseResult,
  type ImportRefusal,
  type ImportRow,
  type LineProblem,
  parsePeopleCsv,
} from "../people-import.js";
import type { Role } from "../roles.js";
import { directoryAdmins, leavesNoAdmin, listPeople } from "./people.js";

/**
 * A teacher or student the list names without a UID, once Slack has said who they are: not imported.
 * What is known of them, so that an account can be made for them at {{service}} (register) when the
 * admin confirms the people agreed, or the admin finds their UID in the {{service}} school console.
 */
export interface PersonNeedingUid {
  /** 1-based line of the paste. */
  readonly line: number;
  readonly slackUserId: string;
  readonly name: string;
  readonly role: "teacher" | "student";
  /** The line's e-mail address (its email column, or the address it named the member by). */
  readonly email?: string;
  /** The line's phone number, digits and a leading +. */
  readonly phone?: string;
  /** The account the line gives (or a student's e-mail or phone); absent when none. */
  readonly account?: string;
}

/** People who need a UID, in paste order. */
export type PeopleNeedingUid = readonly PersonNeedingUid[];

/**
 * A line's verdict as facts (the parser's problems, Slack's answer about the member, the last admin,
 * what the store did): the report words them in the admin's language.
 */
export type ImportSaid =
  | { readonly kind: "no-email"; readonly name: string; readonly email: string }
  | { readonly kind: "not-member"; readonly name: string; readonly slackUserId: string }
  /** A member of another organisation (a Slack Connect member, another team's ID): not imported. */
  | { readonly kind: "other-org"; readonly name: string }
  | { readonly kind: "slack-unreachable"; readonly name: string }
  /** Slack refused the e-mail lookup: the workspace did not grant that permission (users:read.email). */
  | { readonly kind: "email-not-permitted"; readonly name: string }
  | { readonly kind: "same-member"; readonly name: string; readonly lines: string }
  | { readonly kind: "email-needs-slack"; readonly name: string }
  | { readonly kind: "last-admin"; readonly name: string }
  /** A teacher or student without a UID: not imported; the person is kept as facts. */
  | { readonly kind: "needs-uid"; readonly row: PersonNeedingUid }
  /** The store refused the line: the UID is another Slack user's in this workspace. */
  | { readonly kind: "uid-taken"; readonly name: string; readonly uid: string }
  /** The store refused the line for another reason (it is checked before, so this is not expected). */
  | { readonly kind: "not-saved"; readonly name: string }
  /** The parser refused the line: its problems, and the name it gives ("" when none). */
  | { readonly kind: "parsed"; readonly name: string; readonly problems: readonly LineProblem[] }
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
  /** The line as pasted: a line that failed goes back into the box as it was. */
  readonly text: string;
}

export type ImportPeopleResult =
  | {
      readonly ok: true;
      readonly verdicts: ImportVerdict[];
      readonly imported: number;
      readonly failed: number;
      /** The teachers and students left out for want of a UID (also among the verdicts). */
      readonly needsUid: PeopleNeedingUid;
      /** The list's header line as pasted, when it had one: failed lines go back under it. */
      readonly header: string | null;
    }
  /** The paste was refused as a whole; nothing was imported. */
  | { readonly ok: false; readonly refusal: ImportRefusal };

/** What Slack says about a member named by an e-mail address or an ID. */
export type SlackMemberAnswer =
  /** An active member of this workspace (or of its Enterprise Grid organisation). */
  | { readonly kind: "member"; readonly userId: string }
  /** No active member has it (unknown, or deactivated). */
  | { readonly kind: "none" }
  /**
   * Someone of another organisation: a Slack Connect member (another team, `is_stranger`), or an
   * Enterprise Grid user of another organisation.
   */
  | { readonly kind: "other-org"; readonly userId: string }
  /** The workspace did not grant the app the permission to look members up by e-mail address. */
  | { readonly kind: "not-permitted" };

/**
 * Who is a member of the school's Slack workspace, as Slack says (users.info, users.lookupByEmail).
 * Given by the Slack layer; both throw when Slack could not answer (the line then says so).
 */
export interface SlackMembers {
  /** The member with this e-mail address. */
  byEmail(email: string): Promise<SlackMemberAnswer>;
  /** The member with this ID. */
  byId(userId: string): Promise<SlackMemberAnswer>;
}

/** Slack calls in flight at once while checking a paste: within Slack's per-method rates in bursts. */
const MEMBER_CHECKS_AT_ONCE = 8;

/** A line of the report, with the importer's own verdict as facts once it judged the line. */
type Entry = ImportParseResult["report"][number] & { readonly said?: ImportSaid };

function judged(entry: Entry, ok: boolean, said: ImportSaid): Entry {
  return { line: entry.line, ok, text: entry.text, name: entry.name, said };
}

/**
 * Checks every good line's member with Slack: an e-mail address becomes the member's ID, an ID
 * that is no member (or someone of another organisation) is refused on its line. Returns the entries
 * with problems turned into refusals.
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
        const answer =
          row.email !== undefined ? await members.byEmail(row.email) : await members.byId(row.slackUserId);
        if (answer.kind === "member") out[i] = { ...entry, row: { ...row, slackUserId: answer.userId } };
        else if (answer.kind === "other-org")
          out[i] = judged(entry, false, { kind: "other-org", name: row.name });
        else if (answer.kind === "not-permitted")
          out[i] = judged(entry, false, { kind: "email-not-permitted", name: row.name });
        else if (row.email !== undefined)
          out[i] = judged(entry, false, { kind: "no-email", name: row.name, email: row.email });
        else
          out[i] = judged(entry, false, { kind: "not-member", name: row.name, slackUserId: row.slackUserId });
      } catch {
        out[i] = judged(entry, false, { kind: "slack-unreachable", name: row.name });
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
    return judged(e, false, { kind: "same-member", name: e.row.name, lines: others });
  });
}

/** The person a line without a UID names, as facts for an account to be made. */
function needingUid(line: number, row: ImportRow & { role: "teacher" | "student" }): PersonNeedingUid {
  return {
    line,
    slackUserId: row.slackUserId,
    name: row.name,
    role: row.role,
    ...(row.contactEmail === undefined ? {} : { email: row.contactEmail }),
    ...(row.phone === undefined ? {} : { phone: row.phone }),
    ...(row.account === "" ? {} : { account: row.account }),
  };
}

/**
 * What the directory already holds wins over what the list lacks: a teacher or student without a UID
 * in the list keeps the UID the directory holds for them, and an account the list did not give (the
 * line's e-mail or phone stood in) keeps the stored one — a sheet re-imported without those columns
 * changes nobody's UID or login. A teacher or student with no UID anywhere needs one (set aside).
 */
async function withDirectory(deps: ClassesDeps, teamId: string, entries: Entry[]): Promise<Entry[]> {
  const lacksUid = (row: ImportRow) => row.uid === "" && row.role !== "admin";
  if (!entries.some((e) => e.ok && e.row && (lacksUid(e.row) || e.row.accountFromContact))) return entries;
  const known = new Map((await listPeople(deps, teamId)).map((p) => [p.slackUserId, p]));
  return entries.map((e) => {
    if (!e.ok || !e.row) return e;
    const person = known.get(e.row.slackUserId);
    let row = e.row;
    if (row.accountFromContact && person && person.account !== "") row = { ...row, account: person.account };
    if (lacksUid(row)) {
      if (!person || person.uid === "")
        return judged(e, false, {
          kind: "needs-uid",
          row: needingUid(e.line, { ...row, role: row.role as "teacher" | "student" }),
        });
      row = { ...row, uid: person.uid, account: row.account || person.account };
    }
    return row === e.row ? e : { ...e, row };
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
              ? judged(e, false, { kind: "email-needs-slack", name: e.row.name })
              : e,
        ),
      };
  const report = await withDirectory(deps, actor.teamId, parsed.report);
  // A paste that would take every admin away refuses the lines that demote them; the rest applies.
  const admins = await directoryAdmins(deps, actor.teamId);
  const changes = new Map<string, Role>();
  for (const entry of report) if (entry.ok && entry.row) changes.set(entry.row.slackUserId, entry.row.role);
  const keepsAdmins = !leavesNoAdmin(admins, changes);
  const demotesAdmin = (row: { slackUserId: string; role: Role }) =>
    admins.has(row.slackUserId) && row.role !== "admin";
  const refusedLines = new Map<number, ImportVerdict>();
  const good = report.filter((entry) => {
    if (!entry.ok || !entry.row) return false;
    if (keepsAdmins || !demotesAdmin(entry.row)) return true;
    refusedLines.set(
      entry.line,
      verdictOf(judged(entry, false, { kind: "last-admin", name: entry.row.name })),
    );
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
      verdictOf(
        outcome.outcome === "error"
          ? judged(
              entry,
              false,
              outcome.reason === "uid-taken"
                ? { kind: "uid-taken", name, uid: entry.row.uid }
                : { kind: "not-saved", name },
            )
          : judged(entry, true, { kind: "stored", name, outcome: outcome.outcome, role }),
      ),
    );
  });
  const verdicts = report.map(
    (entry): ImportVerdict =>
      storeVerdict.get(entry.line) ?? refusedLines.get(entry.line) ?? verdictOf(entry),
  );
  const needsUid = verdicts.flatMap((v) => (v.said.kind === "needs-uid" ? [v.said.row] : []));
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
  return { ok: true, verdicts, imported, failed, needsUid, header: pasted.header ?? null };
}

/** A judged entry's verdict; every good line is stored, so what is left was refused by the parser. */
function verdictOf(entry: Entry): ImportVerdict {
  return {
    line: entry.line,
    ok: entry.ok,
    said: entry.said ?? { kind: "parsed", name: entry.name, problems: entry.problems ?? [] },
    text: entry.text,
  };
}
