/** Add, edit and remove buttons of the people page, and its paging. */
import { getPerson, removePerson } from "../../../classes/admin/people.js";
import { callerOf, type SlackDeps } from "../../context.js";
import { adminPage } from "../../pages/admin.js";
import { isSlackUserId } from "../../views/text.js";
import { type ButtonArgs, buttonValue, intValue, showInModal } from "./types.js";

export function personAddClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const { teamId } = callerOf(args.context);
    await showInModal(args, await adminPage(deps, teamId, { page: "person_form", slackUserId: null }));
  };
}

export function personEditClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const { teamId } = callerOf(args.context);
    const slackUserId = buttonValue(args);
    const person = isSlackUserId(slackUserId) ? await getPerson(deps, teamId, slackUserId) : undefined;
    if (!person) {
      const notice = { ok: false, text: "That person is no longer in the directory." };
      await showInModal(args, await adminPage(deps, teamId, { page: "people" }, notice));
      return;
    }
    await showInModal(
      args,
      await adminPage(deps, teamId, { page: "person_form", slackUserId: person.slackUserId }),
    );
  };
}

export function personRemoveClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const slackUserId = buttonValue(args);
    const result = isSlackUserId(slackUserId)
      ? await removePerson(deps, { teamId: caller.teamId, actor: caller.userId }, slackUserId)
      : { ok: false as const, message: "That person was already removed" };
    const notice = result.ok ? `Removed ${result.name}.` : { ok: false, text: `${result.message}.` };
    await showInModal(args, await adminPage(deps, caller.teamId, { page: "people" }, notice));
  };
}

export function peoplePaged(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const { teamId } = callerOf(args.context);
    await showInModal(
      args,
      await adminPage(deps, teamId, { page: "people", offset: intValue(buttonValue(args)) ?? 0 }),
    );
  };
}
