/**
 * The school's class labels as admins keep them: the partner's label id and a name teachers pick
 * by. The partner API has no way to list labels, so this list is the only one the app has.
 */

import { DuplicateError, type Label } from "../../store/index.js";
import type { Actor } from "../actor.js";
import type { ClassesDeps } from "../deps.js";
import { hasControlCharacter } from "../typed-text.js";
import type { FieldProblem } from "./field-problem.js";
import { fieldProblem } from "./problems.js";
import { type RemoveResult, removeEntry } from "./remove.js";

/** The longest label name the store keeps: the label form's limit. */
export { LABEL_NAME_MAX_LENGTH } from "../../store/index.js";

export async function listLabels(deps: Pick<ClassesDeps, "store">, teamId: string): Promise<Label[]> {
  return deps.store.labels.list(teamId);
}

export async function getLabel(
  deps: Pick<ClassesDeps, "store">,
  teamId: string,
  labelId: number,
): Promise<Label | undefined> {
  return deps.store.labels.get(teamId, labelId);
}

export interface LabelChange {
  readonly labelId: number;
  /** true: rename the kept label; false: keep a new one. */
  readonly editing: boolean;
  readonly name: string;
}

export type SaveLabelResult =
  | { readonly ok: true; readonly label: Label; readonly created: boolean }
  | FieldProblem<"labelId" | "name">;

export async function saveLabel(
  deps: ClassesDeps,
  actor: Actor,
  change: LabelChange,
): Promise<SaveLabelResult> {
  // A label's name is shown to every teacher who picks labels: no invisible or control characters.
  if (hasControlCharacter(change.name)) return fieldProblem("name", { kind: "label-name-control" });
  let label: Label;
  try {
    label = change.editing
      ? await deps.store.labels.rename(actor.teamId, change.labelId, change.name)
      : await deps.store.labels.add(actor.teamId, { labelId: change.labelId, name: change.name });
  } catch (err) {
    if (err instanceof DuplicateError) {
      return fieldProblem("labelId", { kind: "label-listed", labelId: change.labelId });
    }
    throw err;
  }
  await deps.store.audit.recordAdminChange(actor.teamId, {
    actor: actor.userId,
    operation: change.editing ? "label.edit" : "label.add",
    summary: { labelId: change.labelId, name: change.name },
  });
  return { ok: true, label, created: !change.editing };
}

export type RemoveLabelResult = RemoveResult;

/** Classes keep the label at the partner; teachers just can no longer pick it. */
export function removeLabel(deps: ClassesDeps, actor: Actor, labelId: number): Promise<RemoveLabelResult> {
  const { store } = deps;
  return removeEntry(deps, actor, {
    find: () => store.labels.get(actor.teamId, labelId),
    gone: { kind: "label-gone", labelId },
    remove: () => store.labels.remove(actor.teamId, labelId),
    name: (label) => label.name,
    audit: (label) => ({
      operation: "label.remove",
      summary: { labelId, name: label.name },
    }),
  });
}

/** A label the school has used that is not in its list: one to bring back by name. */
export interface KnownLabel {
  readonly labelId: number;
  /** The name it last had in the list; null when only classes carry it. */
  readonly name: string | null;
  /** Names of upcoming classes that carry it, at most a few. */
  readonly classNames: readonly string[];
}

/** How far back the audit is read for labels once kept, and how many classes are looked at. */
const KNOWN_LABELS_AUDIT = 1000;
const KNOWN_LABELS_CLASSES = 500;
const CLASS_NAMES_SHOWN = 3;

/**
 * The labels this school has used but no longer (or never) keeps in its list: the ones removed (their
 * last name is in the audit) and those upcoming classes carry. The partner cannot list its labels,
 * so these are the labels an admin can add by name rather than by the vendor's ID.
 */
export async function knownLabels(deps: Pick<ClassesDeps, "store">, teamId: string): Promise<KnownLabel[]> {
  const [kept, entries, classes] = await Promise.all([
    deps.store.labels.list(teamId),
    deps.store.audit.latest(teamId, KNOWN_LABELS_AUDIT, { kind: "admin" }),
    deps.store.classes.listUpcoming(teamId, { limit: KNOWN_LABELS_CLASSES }),
  ]);
  const keptIds = new Set(kept.map((l) => l.labelId));
  const names = new Map<number, string>();
  // Newest first: the first name seen for an id is its last one.
  for (const e of entries) {
    if (!e.operation.startsWith("label.")) continue;
    const id = Number(e.summary.labelId);
    const name = e.summary.name;
    if (Number.isSafeInteger(id) && id > 0 && typeof name === "string" && !names.has(id)) names.set(id, name);
  }
  const classNames = new Map<number, string[]>();
  for (const c of classes) {
    for (const id of c.labelIds) {
      const list = classNames.get(id) ?? [];
      if (!list.includes(c.name) && list.length < CLASS_NAMES_SHOWN) list.push(c.name);
      classNames.set(id, list);
    }
  }
  const ids = [...new Set([...names.keys(), ...classNames.keys()])].filter((id) => !keptIds.has(id));
  return ids
    .map((labelId) => ({
      labelId,
      name: names.get(labelId) ?? null,
      classNames: classNames.get(labelId) ?? [],
    }))
    .sort((a, b) => (a.name ?? "\uffff").localeCompare(b.name ?? "\uffff") || a.labelId - b.labelId);
}
