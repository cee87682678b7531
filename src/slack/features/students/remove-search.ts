/** "Remove students" of a class with more than a menu holds: the class's students matching what is typed. */
import type { BlockSuggestion } from "@slack/bolt";
import { studentsOfClass } from "../../../classes/enrol-students.js";
import type { OptionsArgs } from "../../lib/args.js";
import { LIMITS } from "../../lib/blocks/limits.js";
import { plainText } from "../../lib/blocks/text.js";
import type { ClassModalContext } from "../../lib/class-modals/row.js";
import type { SlackDeps } from "../../lib/context.js";

/** A refused search gets no options (the registration answers it). */
export async function removeSearched(
  deps: SlackDeps,
  args: OptionsArgs,
  { caller, cls }: ClassModalContext,
): Promise<void> {
  const query = ((args.body as BlockSuggestion).value ?? "").trim().toLowerCase();
  const students = await studentsOfClass(deps.store, caller.teamId, cls.classId);
  const found = students
    .filter((e) => query === "" || e.studentName.toLowerCase().includes(query))
    .slice(0, LIMITS.options);
  await args.ack({
    options: found.map((e) => ({
      text: plainText(e.studentName, LIMITS.optionText),
      value: e.studentUid,
    })),
  });
}
