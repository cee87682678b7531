/**
 * Removing one entry of an admin list (a course, a label, a person): the same steps for every list, so the
 * list use cases only say how to find, refuse, remove and describe their row.
 */
import { InUseError } from "../../store/index.js";
import type { Actor } from "../actor.js";
import type { ClassesDeps } from "../deps.js";

export type RemoveResult =
  | { readonly ok: true; readonly name: string }
  | { readonly ok: false; readonly message: string };

export interface Removal<T> {
  /** The row as it is now; undefined when it is already gone. */
  find(): Promise<T | undefined>;
  /** Said when the row is already gone (also when it vanishes while being removed). */
  readonly gone: string;
  /** A reason to keep the row (a rule of the list), or null. */
  refuse?(row: T): Promise<string | null>;
  /** Removes the row: false when it was already gone; may throw InUseError. */
  remove(row: T): Promise<boolean>;
  /** Said when the store refuses because other rows still use this one. */
  inUse?(row: T): string;
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
  if (row === undefined) return { ok: false, message: removal.gone };
  const refused = removal.refuse ? await removal.refuse(row) : null;
  if (refused !== null) return { ok: false, message: refused };
  try {
    if (!(await removal.remove(row))) return { ok: false, message: removal.gone };
  } catch (err) {
    if (err instanceof InUseError && removal.inUse) return { ok: false, message: removal.inUse(row) };
    throw err;
  }
  await deps.store.audit.recordAdminChange(actor.teamId, { actor: actor.userId, ...removal.audit(row) });
  return { ok: true, name: removal.name(row) };
}
