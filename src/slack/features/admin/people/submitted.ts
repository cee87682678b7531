/**
 * Adds or edits one person of the directory. A teacher or student added without a UID, with the
 * admin's tick that they agreed, is registered at the service by a job (registration/): the form
 * shows it working, then the result.
 */

import { getPerson, savePerson } from "../../../../classes/admin/people.js";
import { contactOfAccount, registerAccountOf } from "../../../../classes/admin/register-account.js";
import type { T } from "../../../../i18n/index.js";
import { fieldErrors, type SubmissionArgs, stateOf } from "../../../lib/args.js";
import { userText } from "../../../lib/blocks/text.js";
import { callerOf, type SlackDeps } from "../../../lib/context.js";
import { InputId } from "../../../lib/ids.js";
import { tFor } from "../../../lib/locale/locale.js";
import { decodeAdminMetadata } from "../metadata.js";
import { adminPage } from "../pages.js";
import { adminProblemText } from "../problems.js";
import { consentTicked } from "../registration/consent.js";
import { registrationWorkingView } from "../registration/report.js";
import { startRegistration } from "../registration/start.js";
import { type PersonSettings, readPersonValues, validatePerson } from "../validation.js";

type Args = SubmissionArgs;

/** The account field, when given, must be a phone or an e-mail the service takes. */
function accountError(account: string, t: T): string | null {
  if (account === "") return null;
  const check = registerAccountOf(contactOfAccount(account));
  if (check.ok) return null;
  if (check.problem === "phone-country") return t("registration.reasons.phoneCountry");
  return t("registration.form.account");
}

async function register(
  deps: SlackDeps,
  args: Args,
  person: PersonSettings & { role: "student" | "teacher" },
  editing: string | null,
  t: T,
): Promise<void> {
  const caller = callerOf(args.context);
  const problem = accountError(person.account, t);
  if (problem) {
    await args.ack({ response_action: "errors", errors: fieldErrors({ [InputId.personAccount]: problem }) });
    return;
  }
  if (editing === null && (await getPerson(deps, caller.teamId, person.slackUserId))) {
    await args.ack({
      response_action: "errors",
      errors: fieldErrors({ [InputId.personSlackUser]: adminProblemText({ kind: "slack-user-listed" }, t) }),
    });
    return;
  }
  await startRegistration(
    deps,
    caller,
    [
      {
        slackUserId: person.slackUserId,
        name: person.name,
        role: person.role,
        ...contactOfAccount(person.account),
      },
    ],
    { consent: true, viewId: args.view.id, from: "person", title: t("registration.report.title") },
  );
  await args.ack({
    response_action: "update",
    view: registrationWorkingView(t("registration.form.registering", { name: userText(person.name, 80) }), t),
  });
  deps.jobs?.wake();
}

export function adminPersonFormSubmitted(deps: SlackDeps) {
  return async (args: SubmissionArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const t = await tFor(deps, caller.teamId, caller.userId);
    const metadata = decodeAdminMetadata(args.view.private_metadata);
    const editing = metadata?.page === "person_form" ? metadata.slackUserId : null;
    const state = stateOf(args);
    const values = readPersonValues(state);
    // The agreement is read from this submission, every time: nothing registers without it.
    const registering = consentTicked(state) && values.uid.trim() === "";
    const check = validatePerson(values, t, { registering });
    if (!check.value) {
      await args.ack({ response_action: "errors", errors: fieldErrors(check.errors) });
      return;
    }
    const person = check.value;
    if (registering && person.role !== "admin") {
      await register(deps, args, { ...person, role: person.role }, editing, t);
      return;
    }
    const saved = await savePerson(deps, caller, { ...person, editingSlackUserId: editing });
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
