/**
 * Why the students modal's picks cannot be enrolled, answered on the form: people who cannot be added
 * (outside the directory, not students) asked about once when others can be, else said on the field;
 * a student to remove who is not in the class, no picks, or the class refused.
 */
import type { ViewResponseAction } from "@slack/bolt";
import type { WebClient } from "@slack/web-api";
import { type PrepareResult, studentsOfClass } from "../../../classes/enrol-students.js";
import { fieldErrors, type stateOf } from "../../lib/args.js";
import { readOption } from "../../lib/blocks/form-values.js";
import type { ClassModalFace } from "../../lib/class-modals/frame.js";
import type { ClassModalContext } from "../../lib/class-modals/row.js";
import { keepScope } from "../../lib/class-modals/scope.js";
import type { SlackDeps } from "../../lib/context.js";
import { ClassInputId } from "../../lib/ids.js";
import { classRefusalText } from "../../lib/words/refusal.js";
import { namedPicks } from "./form-values.js";
import { addAnywayOption, addAnywayQuestion, enrolmentRefusalText } from "./report.js";
import { studentsModalView } from "./view.js";

export async function refusedAnswer(
  deps: SlackDeps,
  client: WebClient | undefined,
  { caller, cls }: ClassModalContext,
  prepared: Exclude<PrepareResult, { readonly ok: true }>,
  state: ReturnType<typeof stateOf>,
  mine: ClassModalFace,
  /** The view as submitted. */
  previous?: { readonly blocks?: readonly unknown[] },
): Promise<ViewResponseAction> {
  const t = mine.t;
  if ("outsiders" in prepared) {
    const picks = await namedPicks(client, prepared);
    // Some picks can be added and some not: ask once, with the option that adds the others.
    if (prepared.others > 0 && !state[ClassInputId.studentsAddAnyway]) {
      const enrolled = await studentsOfClass(deps.store, caller.teamId, cls.classId);
      return {
        response_action: "update",
        // Asked again as it was opened: the same scope, worded, and the choice as submitted.
        view: keepScope(
          previous,
          studentsModalView(mine, cls, enrolled, {
            question: addAnywayQuestion(picks, prepared.others, t),
            option: addAnywayOption(prepared.others, t),
          }),
          readOption(state, ClassInputId.applyTo) ?? undefined,
        ),
      };
    }
    return {
      response_action: "errors",
      errors: fieldErrors({ [ClassInputId.studentsAdd]: enrolmentRefusalText(prepared, picks, t) }),
    };
  }
  const field = prepared.field === "remove" ? ClassInputId.studentsRemove : ClassInputId.studentsAdd;
  const message =
    prepared.field === "remove"
      ? t("classStudents.notInClass", { uid: prepared.notInClass })
      : prepared.field === "add"
        ? t("classStudents.pickSome")
        : classRefusalText(prepared.refusal, t, { plain: true });
  return { response_action: "errors", errors: fieldErrors({ [field]: message }) };
}
