/**
 * The students modal's "Remove students" menu when the class has more students than a static menu
 * holds: the class's students matching what is typed. The class id comes from the view's
 * private_metadata, so access is checked with `classAccess` on every request (a caller who may not
 * act on the class gets no options).
 */
import type { BlockSuggestion } from "@slack/bolt";
import { classAccess } from "../../../classes/class-actor.js";
import { studentsOfClass } from "../../../classes/enrol-students.js";
import { callerOf, type SlackDeps } from "../../context.js";
import { LIMITS } from "../../views/limits.js";
import { plainText } from "../../views/text.js";
import { actorOf } from "../class-modals.js";
import type { OptionsArgs } from "./class-options.js";

export function classStudentsOptions(deps: SlackDeps) {
  return async (args: OptionsArgs): Promise<void> => {
    const body = args.body as BlockSuggestion & { view?: { private_metadata?: string } };
    const meta = body.view?.private_metadata ?? "";
    const classId = /^\d{1,12}$/.test(meta) ? Number(meta) : Number.NaN;
    const caller = callerOf(args.context);
    const access = await classAccess(deps.store, actorOf(caller), "students", classId);
    if (!access.ok) {
      await args.ack({ options: [] });
      return;
    }
    const query = (body.value ?? "").trim().toLowerCase();
    const students = await studentsOfClass(deps.store, caller.teamId, access.cls.classId);
    const found = students
      .filter((e) => query === "" || e.studentName.toLowerCase().includes(query))
      .slice(0, LIMITS.options);
    await args.ack({
      options: found.map((e) => ({ text: plainText(e.studentName, LIMITS.optionText), value: e.studentUid })),
    });
  };
}
