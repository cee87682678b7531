/**
 * Removing one entry of an admin list (a course, a label, a person): the same steps for every list, so the
 * list use cases only say how to find, refuse, remove and describe their row.
 */
import { InUseError } from "../../store/index.js";
import type { Actor } from "../actor.js";
import type { ClassesDeps } from "../deps.js";
import type { AdminProblem } from "./problems.js";

/** Refused: `problem`, for the admin's view to word. */
export type RemoveResult =
  | { readonly ok: true; readonly name: string }
  | { readonly ok: false; readonly problem: AdminProblem };

function refused(problem: AdminProblem): RemoveResult {
  return { ok: false, problem };
}

export interface Removal<T> {
  /** The row as it is now; undefined when it is already gone. */
  find(): Promise<T | undefined>;
  /** Said when the row is already gone (also when it vanishes while being removed). */
  readonly gone: AdminProblem;
  /** A reason to keep the row (a rule of the list), or null. */
  refuse?(row: T): Promise<AdminProblem | null>;
  /** Removes the row: false when it was already gone; may throw InUseError. */
  remove(row: T): Promise<boolean>;
  /** Said when the store refuses because other rows still use this one. */
  inUse?(row: T): AdminProblem;
  name(row: T): string;
  /** The audit entry of a removal. */
  audit(row: T): { readonly operation: string; readonly summary: Record<string, unknown> };
}

export async function removeEntry<T>(
  deps: Pick<ClassesDeps, "store">,
  actor: Actor,
  removal: Removal<T>,
): Promise<RemoveResult> {
  const row = await removal.find();
  if (row === undefined) return refused(removal.gone);
  const kept = removal.refuse ? await removal.refuse(row) : null;
  if (kept !== null) return refused(kept);
  try {
    if (!(await removal.remove(row))) return refused(removal.gone);
  } catch (err) {
    if (err instanceof InUseError && removal.inUse) return refused(removal.inUse(row));
    throw err;
  }
  await deps.store.audit.recordAdminChange(actor.teamId, { actor: actor.userId, ...removal.audit(row) });
  return { ok: true, name: removal.name(row) };
}
