/**
 * The class modals, one row each, keyed by their `/class` word. Each row lives in its feature's
 * folder (lib/class-modals/row.ts says what a row declares; the feature's rows.ts hands it over);
 * everything around the rows is shared and derived from this table in class-modal-rows.ts: `/class <word> [class]` with the class picker, the class buttons of Home
 * and result messages, the submissions, the buttons and menus inside the modals, and the one access
 * check in front of all of them. See docs/class-work.md, "Adding a class modal".
 */
import type { SubcommandWord } from "../../classes/roles.js";
import type { ClassModalRow } from "../lib/class-modals/row.js";
import { FEATURES } from "./features.js";

/** Every feature's class modals by their `/class` word. */
export const CLASS_MODALS: Readonly<Partial<Record<SubcommandWord, ClassModalRow>>> = Object.assign(
  {},
  ...FEATURES.map((feature) => feature.classModals ?? {}),
);

export type ClassModalName = SubcommandWord;

export function isClassModalName(name: string): name is ClassModalName {
  return Object.hasOwn(CLASS_MODALS, name);
}

export function classModalOf(name: string): ClassModalRow | undefined {
  const table: Readonly<Record<string, ClassModalRow>> = CLASS_MODALS;
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

export const CLASS_MODAL_ROWS = Object.entries(CLASS_MODALS) as [ClassModalName, ClassModalRow][];
