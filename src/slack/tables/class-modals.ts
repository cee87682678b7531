/**
 * The class modals, one row each, keyed by their `/class` word. Each row lives in its own file
 * (row.ts says what a row declares); everything around the rows is shared and derived from this
 * table in registration.ts: `/class <word> [class]` with the class picker, the class buttons of Home
 * and result messages, the submissions, the buttons and menus inside the modals, and the one access
 * check in front of all of them. See docs/class-work.md, "Adding a class modal".
 */
import type { SubcommandWord } from "../../classes/roles.js";
import { cancelModal } from "../features/cancel/modal.js";
import { shareModal } from "../features/cards/share-modal.js";
import { labelsModal } from "../features/labels/modal.js";
import { moveModal } from "../features/move/modal.js";
import { rateModal } from "../features/rate/modal.js";
import { seatsModal } from "../features/seats/modal.js";
import { studentsModal } from "../features/students/modal.js";
import { videoModal } from "../features/video/modal.js";
import type { ClassModalRow } from "../lib/class-modals/row.js";

export const CLASS_MODALS = {
  students: studentsModal,
  video: videoModal,
  seats: seatsModal,
  labels: labelsModal,
  rate: rateModal,
  cancel: cancelModal,
  move: moveModal,
  share: shareModal,
} as const satisfies Partial<Record<SubcommandWord, ClassModalRow>>;

export type ClassModalName = keyof typeof CLASS_MODALS;

export function isClassModalName(name: string): name is ClassModalName {
  return Object.hasOwn(CLASS_MODALS, name);
}

export function classModalOf(name: string): ClassModalRow | undefined {
  const table: Readonly<Record<string, ClassModalRow>> = CLASS_MODALS;
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

export const CLASS_MODAL_ROWS = Object.entries(CLASS_MODALS) as [ClassModalName, ClassModalRow][];
