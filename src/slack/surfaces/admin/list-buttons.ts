/**
 * The buttons of an admin list page (courses, people, labels): Add, Edit, Remove and paging behave
 * the same on each; each list says only how its button value names an item, how to find and remove one.
 */

import type { Actor } from "../../../classes/actor.js";
import { type ButtonArgs, buttonValue, intValue, showInModal } from "../../args.js";
import { callerOf, type SlackDeps } from "../../context.js";
import { type AdminTarget, adminPage } from "./pages.js";

export interface ListButtonsSpec<K> {
  readonly page: "courses" | "people" | "labels";
  /** The form page for an item, or for a new one (null). */
  readonly form: (key: K | null) => AdminTarget;
  /** The button value as the item's key; undefined when it names none. */
  readonly parse: (value: string) => K | undefined;
  readonly exists: (deps: SlackDeps, teamId: string, key: K) => Promise<boolean>;
  /** "That course is no longer registered" (no final period). */
  readonly gone: string;
  readonly remove: (
    deps: SlackDeps,
    actor: Actor,
    key: K,
  ) => Promise<
    { readonly ok: true; readonly name: string } | { readonly ok: false; readonly message: string }
  >;
}

export function listButtons<K>(spec: ListButtonsSpec<K>) {
  const list = (offset?: number): AdminTarget =>
    offset === undefined ? { page: spec.page } : { page: spec.page, offset };
  return {
    add: (deps: SlackDeps) => async (args: ButtonArgs) => {
      const { teamId } = callerOf(args.context);
      await showInModal(args, await adminPage(deps, teamId, spec.form(null)));
    },
    edit: (deps: SlackDeps) => async (args: ButtonArgs) => {
      const { teamId } = callerOf(args.context);
      const key = spec.parse(buttonValue(args));
      if (key === undefined || !(await spec.exists(deps, teamId, key))) {
        const notice = { ok: false, text: `${spec.gone}.` };
        await showInModal(args, await adminPage(deps, teamId, list(), notice));
        return;
      }
      await showInModal(args, await adminPage(deps, teamId, spec.form(key)));
    },
    remove: (deps: SlackDeps) => async (args: ButtonArgs) => {
      const caller = callerOf(args.context);
      const key = spec.parse(buttonValue(args));
      const result =
        key === undefined ? { ok: false as const, message: spec.gone } : await spec.remove(deps, caller, key);
      const notice = result.ok ? `Removed ${result.name}.` : { ok: false, text: `${result.message}.` };
      await showInModal(args, await adminPage(deps, caller.teamId, list(), notice));
    },
    paged: (deps: SlackDeps) => async (args: ButtonArgs) => {
      const { teamId } = callerOf(args.context);
      await showInModal(args, await adminPage(deps, teamId, list(intValue(buttonValue(args)) ?? 0)));
    },
  };
}
