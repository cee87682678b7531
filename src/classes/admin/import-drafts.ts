/**
 * A people list imported in parts ("More to paste", or a file dropped in the app's DM): each part is
 * kept, sealed, under the school, the admin and a draft id until the list is imported or a day has
 * passed. Only the admin who pasted a draft reads it.
 */
import { randomBytes } from "node:crypto";
import type { Actor } from "../actor.js";
import type { ClassesDeps } from "../deps.js";

type Deps = Pick<ClassesDeps, "store">;

/** A new draft's id: random, carried by the form or the DM's button. */
export function newImportDraftId(): string {
  return randomBytes(8).toString("hex");
}

/** The parts kept so far, in the order pasted; none for no draft or one that is gone. */
export function importDraftParts(deps: Deps, actor: Actor, draftId: string | null): Promise<string[]> {
  if (draftId === null) return Promise.resolve([]);
  return deps.store.importDrafts.parts(actor.teamId, actor.userId, draftId);
}

/** Keeps one more part; the number of parts kept. */
export function keepImportPart(deps: Deps, actor: Actor, draftId: string, text: string): Promise<number> {
  return deps.store.importDrafts.addPart(actor.teamId, actor.userId, draftId, text);
}

/** Forgets the draft once its list is imported. */
export function discardImportDraft(deps: Deps, actor: Actor, draftId: string): Promise<void> {
  return deps.store.importDrafts.discard(actor.teamId, actor.userId, draftId);
}
