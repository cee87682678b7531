/**
 * The buttons of an admin list page (courses, people, labels): Add, Edit, Remove and paging behave
 * the same on each; each list says only how its button value names an item, how to find and remove one.
 */

import type { Actor } from "../../../classes/actor.js";
import type { RemoveResult } from "../../../classes/admin/remove.js";
import { type ButtonArgs, buttonValue, intValue, showInModal } from "../../lib/args.js";
import { callerOf, type SlackDeps } from "../../lib/context.js";
import { tFor } from "../../lib/locale/locale.js";
import { type AdminTarget, adminPage } from "./pages.js";
import { adminProblemNotice } from "./problems.js";

export interface ListButtonsSpec<K> {
  readonly page: "courses" | "people" | "labels";
  /** The form page for an item, or for a new one (null). */
  readonly form: (key: K | null) => AdminTarget;
  /** The button value as the item's key; undefined when it names none. */
  readonly parse: (value: string) => K | undefined;
  readonly exists: (deps: SlackDeps, teamId: string, key: K) => Promise<boolean>;
  /** "That course is no longer registered." */
  readonly gone: "adminDirectory.courses.gone" | "adminDirectory.people.gone" | "adminDirectory.labels.gone";
  readonly remove: (deps: SlackDeps, actor: Actor, key: K) => Promise<RemoveResult>;
}

export function listButtons<K>(spec: ListButtonsSpec<K>) {
  const list = (offset?: number): AdminTarget =>
    offset === undefined ? { page: spec.page } : { page: spec.page, offset };
  return {
    add: (deps: SlackDeps) => async (args: ButtonArgs) => {
      const { teamId, userId } = callerOf(args.context);
      const t = await tFor(deps, teamId, userId);
      await showInModal(args, await adminPage(deps, teamId, spec.form(null), null, t));
    },
    edit: (deps: SlackDeps) => async (args: ButtonArgs) => {
      const { teamId, userId } = callerOf(args.context);
      const t = await tFor(deps, teamId, userId);
      const key = spec.parse(buttonValue(args));
      if (key === undefined || !(await spec.exists(deps, teamId, key))) {
        const notice = { ok: false, text: t(spec.gone) };
        await showInModal(args, await adminPage(deps, teamId, list(), notice, t));
        return;
      }
      await showInModal(args, await adminPage(deps, teamId, spec.form(key), null, t));
    },
    remove: (deps: SlackDeps) => async (args: ButtonArgs) => {
      const caller = callerOf(args.context);
      const t = await tFor(deps, caller.teamId, caller.userId);
      const key = spec.parse(buttonValue(args));
      // The use case's refusal is a fact, worded like the app's own "gone" in the reader's words.
      const notice =
        key === undefined
          ? { ok: false, text: t(spec.gone) }
          : await spec
              .remove(deps, caller, key)
              .then((result) =>
                result.ok
                  ? t("admin.list.removed", { name: result.name })
                  : { ok: false, text: adminProblemNotice(result.problem, t) },
              );
      await showInModal(args, await adminPage(deps, caller.teamId, list(), notice, t));
    },
    paged: (deps: SlackDeps) => async (args: ButtonArgs) => {
      const { teamId, userId } = callerOf(args.context);
      const t = await tFor(deps, teamId, userId);
      await showInModal(args, await adminPage(deps, teamId, list(intValue(buttonValue(args)) ?? 0), null, t));
    },
  };
}
