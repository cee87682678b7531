/**
 * A teacher or assistant already busy at the new time: the move form comes back with the warning,
 * what the person entered kept, and moving needs "Move anyway" ticked under a warning that named
 * these very clashes. Worked out again on every submit, from the class as stored now; the class
 * itself (and the new class a retry of this same move made) is not "another" class.
 */
import type { ModalView } from "@slack/types";
import type { Actor } from "../../../classes/actor.js";
import { type checkMove, moveIdentity } from "../../../classes/move-class.js";
import { formatLocalDate, formatLocalTime } from "../../../classes/schedule/occurrences.js";
import { findStaffClashes } from "../../../classes/staff-clashes.js";
import { clashesAccepted, clashWarning } from "../../lib/blocks/clash-warning.js";
import { readMany, type SubmittedState } from "../../lib/blocks/form-values.js";
import type { ClassModalFace } from "../../lib/class-modals/frame.js";
import type { SlackDeps } from "../../lib/context.js";
import { ClassInputId } from "../../lib/ids.js";
import type { MoveTyped } from "./form-values.js";
import { moveFormView } from "./view.js";

type Movable = Extract<Awaited<ReturnType<typeof checkMove>>, { readonly ok: true }>;

/** The form again with the warning; null when nobody is busy then, or "Move anyway" accepts them. */
export async function clashForm(
  deps: SlackDeps,
  caller: Actor,
  check: Movable,
  move: MoveTyped,
  key: string,
  state: SubmittedState,
  mine: ClassModalFace,
): Promise<ModalView | null> {
  const { request, date, time, duration, timeZone } = move;
  const clashes = await findStaffClashes(deps, caller, {
    teacherUid: check.cls.teacherUid,
    assistantUid: check.cls.assistantUid,
    occurrences: [request],
    ignoreClassIds: [check.cls.classId],
    ignoreIdentities: [moveIdentity(caller.teamId, key)],
  });
  // "Move anyway" accepts the clashes it was shown under, not others the new time meets.
  if (clashes.length === 0 || clashesAccepted(readMany(state, ClassInputId.moveAnyway), clashes)) return null;
  const clash = clashWarning(clashes, { t: mine.t, timeZone, now: deps.clock(), action: "move" });
  const fields = {
    name: request.name,
    date: formatLocalDate(date),
    time: formatLocalTime(time),
    duration,
    timeZone,
  };
  return moveFormView(mine, { cls: check.cls, students: check.students, fields, clash });
}
