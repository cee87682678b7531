/** Add, edit and remove buttons of the admin Labels page, and its paging. */
import { removeLabel } from "../../../classes/admin/labels.js";
import { callerOf, type SlackDeps } from "../../context.js";
import { adminPage } from "../admin-pages.js";
import { type ButtonArgs, buttonValue, showInModal } from "./types.js";

function labelIdOf(args: ButtonArgs): number | undefined {
  const value = buttonValue(args);
  return /^[1-9]\d{0,15}$/.test(value) ? Number(value) : undefined;
}

export function labelAddClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const { teamId } = callerOf(args.context);
    await showInModal(args, await adminPage(deps, teamId, { page: "label_form", labelId: null }));
  };
}

export function labelEditClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const { teamId } = callerOf(args.context);
    const labelId = labelIdOf(args);
    const label = labelId === undefined ? undefined : await deps.store.labels.get(teamId, labelId);
    if (!label) {
      const notice = { ok: false, text: "That label is no longer in the list." };
      await showInModal(args, await adminPage(deps, teamId, { page: "labels" }, notice));
      return;
    }
    await showInModal(args, await adminPage(deps, teamId, { page: "label_form", labelId: label.labelId }));
  };
}

export function labelRemoveClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const labelId = labelIdOf(args);
    const result =
      labelId === undefined
        ? { ok: false as const, message: "That label is no longer in the list" }
        : await removeLabel(deps, { teamId: caller.teamId, actor: caller.userId }, labelId);
    const notice = result.ok ? `Removed ${result.name}.` : { ok: false, text: `${result.message}.` };
    await showInModal(args, await adminPage(deps, caller.teamId, { page: "labels" }, notice));
  };
}

export function labelsPaged(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const { teamId } = callerOf(args.context);
    const offset = Number.parseInt(buttonValue(args), 10);
    await showInModal(
      args,
      await adminPage(deps, teamId, { page: "labels", offset: Number.isFinite(offset) ? offset : 0 }),
    );
  };
}
