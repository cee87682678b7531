/**
 * The class modals, one row each, keyed by their `/class` word. Each row lives in its own file
 * (row.ts says what a row declares); everything around the rows is shared and derived from this
 * table in registration.ts: `/class <word> [class]` with the class picker, the class buttons of Home
 * and result messages, the submissions, the buttons and menus inside the modals, and the one access
 * check in front of all of them. See docs/class-work.md, "Adding a class modal".
 */
import type { SubcommandWord } from "../../../classes/roles.js";
import { cancelModal } from "./cancel.js";
import { labelsModal } from "./labels.js";
import { moveModal } from "./move.js";
import { rateModal } from "./rate.js";
import type { ClassModalRow } from "./row.js";
import { seatsModal } from "./seats.js";
import { shareModal } from "./share.js";
import { studentsModal } from "./students.js";
import { videoModal } from "./video.js";

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
