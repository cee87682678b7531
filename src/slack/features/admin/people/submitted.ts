/** Adds or edits one person of the directory. */

import { savePerson } from "../../../../classes/admin/people.js";
import { fieldErrors, type SubmissionArgs, stateOf } from "../../../lib/args.js";
import { callerOf, type SlackDeps } from "../../../lib/context.js";
import { InputId } from "../../../lib/ids.js";
import { tFor } from "../../../lib/locale/locale.js";
import { decodeAdminMetadata } from "../metadata.js";
import { adminPage } from "../pages.js";
import { adminProblemText } from "../problems.js";
import { readPersonValues, validatePerson } from "../validation.js";

export function adminPersonFormSubmitted(deps: SlackDeps) {
  return async (args: SubmissionArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const t = await tFor(deps, caller.teamId, caller.userId);
    const metadata = decodeAdminMetadata(args.view.private_metadata);
    const editing = metadata?.page === "person_form" ? metadata.slackUserId : null;
    const check = validatePerson(readPersonValues(stateOf(args)), t);
    if (!check.value) {
      await args.ack({ response_action: "errors", errors: fieldErrors(check.errors) });
      return;
    }
    const saved = await savePerson(deps, caller, { ...check.value, editingSlackUserId: editing });
    if (!saved.ok) {
      const field = { role: InputId.personRole, uid: InputId.personUid, slackUser: InputId.personSlackUser }[
        saved.field
      ];
      await args.ack({
        response_action: "errors",
        errors: fieldErrors({ [field]: adminProblemText(saved.problem, t) }),
      });
      return;
    }
    const notice = t(saved.created ? "adminDirectory.personForm.added" : "adminDirectory.personForm.saved", {
      name: saved.person.name,
    });
    await args.ack({
      response_action: "update",
      view: await adminPage(deps, caller.teamId, { page: "people" }, notice, t),
    });
    // Their role decides what their Home shows (a new student, a teacher made admin).
    deps.homes.refreshLater(deps, args.client, caller.teamId, [saved.person.slackUserId]);
  };
}
