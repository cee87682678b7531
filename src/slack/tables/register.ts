/**
 * Turns the listener tables of each kind into Bolt registrations, with the capability check of each
 * row in front of its handler.
 */
import type { App, BlockAction, GlobalShortcut, SlackEventMiddlewareArgs } from "@slack/bolt";
import type { SlackDeps } from "../lib/context.js";
import { requireCapability } from "../lib/middleware/require-capability.js";
import type { Access } from "../lib/registration/rows.js";
import { actionListeners } from "./actions.js";
import { commandListeners } from "./commands.js";
import { eventListeners } from "./events.js";
import { optionListeners } from "./options.js";
import { shortcutListeners } from "./shortcuts.js";
import { viewListeners } from "./views.js";

type Guard = ReturnType<typeof requireCapability>;

function guards(deps: SlackDeps, access: Access): Guard[] {
  return access === "anyone" ? [] : [requireCapability(deps, access)];
}

export function registerListeners(app: App, deps: SlackDeps): void {
  for (const [id, handler, access] of commandListeners) {
    if (typeof id !== "string") throw new TypeError("slash commands are registered by name");
    app.command(id, ...guards(deps, access), handler(deps));
  }
  for (const [id, handler, access] of viewListeners) {
    if (typeof id === "string") app.view(id, ...guards(deps, access), handler(deps));
    else app.view({ callback_id: id }, ...guards(deps, access), handler(deps));
  }
  for (const [id, handler, access] of actionListeners) {
    app.action<BlockAction>(id, ...guards(deps, access), handler(deps));
  }
  for (const [id, handler, access] of eventListeners) {
    if (typeof id !== "string") throw new TypeError("events are registered by name");
    // Slack subscribes to "message.im"; the event itself is a "message" whose channel_type is "im".
    const [type = id, channelType] = id.split(".");
    const inChannelType: Guard[] =
      channelType === undefined
        ? []
        : [
            async (args) => {
              const event = (args.body as { event?: { channel_type?: unknown } }).event;
              if (event?.channel_type === channelType) await args.next();
            },
          ];
    app.event(
      type,
      ...inChannelType,
      ...guards(deps, access),
      handler(deps) as (args: SlackEventMiddlewareArgs) => Promise<void>,
    );
  }
  for (const [id, handler, access] of optionListeners) {
    app.options<"block_suggestion">(
      { type: "block_suggestion", action_id: id },
      ...guards(deps, access),
      handler(deps),
    );
  }
  for (const [id, handler, access] of shortcutListeners) {
    app.shortcut<GlobalShortcut>(id, ...guards(deps, access), handler(deps));
  }
}
