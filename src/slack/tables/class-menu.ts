/**
 * A class entry's overflow menu: the option picked stands for one of the class buttons, and runs the
 * very handler of that button's row, behind the same capability check as its registration (and the
 * handler's own class access check). The option's value names the button; a value naming anything
 * else does nothing.
 */
import { can } from "../../classes/roles.js";
import type { ButtonArgs } from "../lib/args.js";
import { readClassMenuValue } from "../lib/blocks/class-buttons.js";
import { findCaller } from "../lib/context.js";
import { ActionId } from "../lib/ids.js";
import { refuse } from "../lib/middleware/require-capability.js";
import type { ListenerRow } from "../lib/registration/rows.js";

/** The row of the menu; `rows` are the buttons' rows (read per click: the table holds this row too). */
export function classMenuRow(rows: () => readonly ListenerRow<ButtonArgs>[]): ListenerRow<ButtonArgs> {
  return [
    ActionId.classMenu,
    (deps) => async (args) => {
      const picked = (args.action as { selected_option?: { value?: unknown } | null }).selected_option?.value;
      const menu = typeof picked === "string" ? readClassMenuValue(picked) : null;
      const row = menu ? rows().find(([id]) => id === menu.actionId) : undefined;
      if (!menu || !row) {
        deps.logger.info(
          { value: typeof picked === "string" ? picked.slice(0, 40) : null },
          "class menu: unknown option",
        );
        return;
      }
      const [, handler, access] = row;
      const caller = findCaller(args.context);
      if (access !== "anyone" && !(caller && can(caller.role, access))) {
        await refuse(deps, args, access, caller);
        return;
      }
      // The button's handler reads the click as the button's own (its value, its action_id).
      const action = {
        type: "button",
        action_id: menu.actionId,
        block_id: args.action.block_id,
        value: menu.value,
      };
      await handler(deps)({ ...args, action, payload: action } as unknown as ButtonArgs);
    },
    // Decided per click, for the button the option stands for.
    "anyone",
  ];
}
