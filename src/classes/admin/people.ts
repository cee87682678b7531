/** The people directory as admins manage it: one person at a time. */
import { DuplicateError, type Person } from "../../store/index.js";
import type { Actor } from "../actor.js";
import type { ClassesDeps } from "../deps.js";
import type { Role } from "../roles.js";
import type { FieldProblem } from "./field-problem.js";
import { fieldProblem } from "./problems.js";
import { type RemoveResult, removeEntry } from "./remove.js";

export interface PersonEntry {
  readonly slackUserId: string;
  readonly name: string;
  readonly uid: string;
  readonly account: string;
  readonly role: Role;
}

export function toPersonEntry(p: Person): PersonEntry {
  return {
    slackUserId: p.slackUserId,
    name: p.displayName,
    uid: p.uid ?? "",
    account: p.account ?? "",
    role: p.role,
  };
}

export async function listPeople(deps: Pick<ClassesDeps, "store">, teamId: string): Promise<PersonEntry[]> {
  return (await deps.store.people.list(teamId)).map(toPersonEntry);
}

/** Lower case without accents: "José" is found by "jose". */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .trim();
}

/** People whose name, account, UID or Slack user contains what was typed (accents and case ignored). */
export async function findPeople(
  deps: Pick<ClassesDeps, "store">,
  teamId: string,
  query: string,
  limit: number,
): Promise<PersonEntry[]> {
  const q = fold(query);
  if (q === "") return [];
  const people = await listPeople(deps, teamId);
  return people
    .filter((p) => [p.name, p.account, p.uid, p.slackUserId].some((field) => fold(field).includes(q)))
    .slice(0, limit);
}

export async function getPerson(
  deps: Pick<ClassesDeps, "store">,
  teamId: string,
  slackUserId: string,
): Promise<PersonEntry | undefined> {
  const p = await deps.store.people.getBySlackUser(teamId, slackUserId);
  return p && toPersonEntry(p);
}

/**
 * A school is never left without an admin by a change made in Slack: the directory that has an
 * admin keeps at least one. (ADMIN_SLACK_USER_IDS are admins regardless, but they are the operator's
 * break-glass path, not the school's day-to-day admins.)
 */
export async function directoryAdmins(
  deps: Pick<ClassesDeps, "store">,
  teamId: string,
): Promise<Set<string>> {
  return new Set((await deps.store.people.list(teamId, { role: "admin" })).map((p) => p.slackUserId));
}

/** Whether these role changes (null: removed) take a directory with admins to none. */
export function leavesNoAdmin(
  admins: ReadonlySet<string>,
  changes: ReadonlyMap<string, Role | null>,
): boolean {
  if (admins.size === 0) return false;
  const after = new Set(admins);
  for (const [slackUserId, role] of changes) {
    if (role === "admin") after.add(slackUserId);
    else after.delete(slackUserId);
  }
  return after.size === 0;
}

export interface PersonChange extends PersonEntry {
  /** The person being edited (their Slack user may be changed in the form); null when adding. */
  readonly editingSlackUserId: string | null;
  /**
   * The UID came from registering the person at the service (registration.ts): kept in the audit
   * entry, so a registration job resumed after a crash can tell what it already did.
   */
  readonly registered?: RegisteredBy;
}

/** Which registration job stored a UID, and how the service answered (135/461: the account existed). */
export interface RegisteredBy {
  readonly job: string;
  readonly existed: boolean;
  /** Registered, but not added to the school (820/821/340), else absent. */
  readonly errno?: number;
}

export type SavePersonResult =
  | { readonly ok: true; readonly person: PersonEntry; readonly created: boolean }
  | FieldProblem<"slackUser" | "uid" | "role">;

/** "" for none: an admin who does not teach has no partner UID (teachers and students need one). */
function uidOrNull(uid: string): string | null {
  const trimmed = uid.trim();
  return trimmed === "" ? null : trimmed;
}

export async function savePerson(
  deps: ClassesDeps,
  actor: Actor,
  change: PersonChange,
): Promise<SavePersonResult> {
  const { store } = deps;
  const uid = uidOrNull(change.uid);
  if (uid === null && change.role !== "admin") {
    return fieldProblem("uid", { kind: "uid-needed", role: change.role });
  }
  // Rules about rows, in one place: a Slack user and a UID belong to one entry each.
  const editing = change.editingSlackUserId;
  if (
    change.slackUserId !== editing &&
    (await store.people.getBySlackUser(actor.teamId, change.slackUserId))
  ) {
    return fieldProblem("slackUser", { kind: "slack-user-listed" });
  }
  const owner = uid === null ? undefined : await store.people.findByUid(actor.teamId, uid);
  if (owner && owner.slackUserId !== editing && owner.slackUserId !== change.slackUserId) {
    return fieldProblem("uid", { kind: "uid-taken", owner: owner.displayName.slice(0, 80) });
  }
  const changes = new Map<string, Role | null>();
  if (change.editingSlackUserId && change.editingSlackUserId !== change.slackUserId) {
    changes.set(change.editingSlackUserId, null);
  }
  changes.set(change.slackUserId, change.role);
  if (leavesNoAdmin(await directoryAdmins(deps, actor.teamId), changes)) {
    return fieldProblem("role", { kind: "last-admin", name: change.name });
  }
  const previous = await store.people.getBySlackUser(actor.teamId, change.slackUserId);
  // Editing someone under another Slack user moves the entry. The old one goes first, since the UID
  // may belong to only one Slack user; it comes back if the new one cannot be saved.
  const moving =
    change.editingSlackUserId && change.editingSlackUserId !== change.slackUserId
      ? await store.people.getBySlackUser(actor.teamId, change.editingSlackUserId)
      : undefined;
  if (moving) await store.people.remove(actor.teamId, moving.slackUserId);
  const created = !previous && !change.editingSlackUserId;
  let saved: Person;
  try {
    // The person and their audit entry commit together: a registration resumed after a crash finds
    // everyone it stored by that entry, so none reads as having had a UID before.
    saved = await store.transaction(async (tx) => {
      const person = await tx.people.upsert(actor.teamId, {
        slackUserId: change.slackUserId,
        uid,
        displayName: change.name,
        account: change.account === "" ? null : change.account,
        role: change.role,
      });
      await tx.audit.recordAdminChange(actor.teamId, {
        actor: actor.userId,
        operation: created ? "person.add" : "person.edit",
        summary: {
          name: change.name,
          slackUserId: change.slackUserId,
          uid,
          role: change.role,
          ...(change.registered ? { registered: change.registered } : {}),
        },
      });
      return person;
    });
  } catch (err) {
    if (moving) await store.people.upsert(actor.teamId, moving);
    if (err instanceof DuplicateError) {
      return fieldProblem("uid", { kind: "uid-taken-other" });
    }
    throw err;
  }
  return { ok: true, person: toPersonEntry(saved), created };
}

export type RemovePersonResult = RemoveResult;

export function removePerson(
  deps: ClassesDeps,
  actor: Actor,
  slackUserId: string,
): Promise<RemovePersonResult> {
  const { store } = deps;
  return removeEntry(deps, actor, {
    find: () => store.people.getBySlackUser(actor.teamId, slackUserId),
    gone: { kind: "person-gone" },
    refuse: async (person) =>
      person.role === "admin" &&
      leavesNoAdmin(await directoryAdmins(deps, actor.teamId), new Map([[slackUserId, null]]))
        ? { kind: "last-admin", name: person.displayName }
        : null,
    remove: () => store.people.remove(actor.teamId, slackUserId),
    name: (person) => person.displayName,
    audit: (person) => ({
      operation: "person.remove",
      summary: {
        name: person.displayName,
        slackUserId,
        uid: person.uid,
        role: person.role,
      },
    }),
  });
}
