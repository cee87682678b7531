/**
 * Opening a class modal: `/class <word> [class]` (a named class opens its modal; nothing opens the
 * picker at once; ambiguous or unknown text gets a private reply listing close matches), a class
 * button (value = class id), a class picked in the picker, and the picker's search as you type.
 * Every way in runs the one access check (access.ts) before the row builds its view.
 */

import type { BlockSuggestion } from "@slack/bolt";
import type { WebClient } from "@slack/web-api";
import { splitDayWords } from "../../../classes/day-words.js";
import {
  classesActorMayActOn,
  findClass,
  findClassWithArguments,
  searchClasses,
} from "../../../classes/find-class.js";
import { mostRecentEnded, recentClassDaysOf } from "../../../classes/recent-classes.js";
import { schoolTimeZone } from "../../../classes/school-settings.js";
import type { ClassRecord } from "../../../store/index.js";
import {
  type ButtonArgs,
  buttonValue,
  type CommandArgs,
  intValue,
  type OptionsArgs,
  type Subcommand,
  showInModal,
} from "../../args.js";
import { type Caller, callerOf, type SlackDeps } from "../../context.js";
import { replyPrivately } from "../../middleware/reply.js";
import { readClassButtonValue } from "../../views/class-buttons.js";
import {
  classLabel,
  classPickerMetadata,
  fromSeries,
  pickerOptions,
} from "../../views/class-modals/frame.js";
import { classPickerView } from "../../views/class-modals/picker.js";
import { LIMITS } from "../../views/limits.js";
import { sectionMessage } from "../../views/message.js";
import { escapeMrkdwn, userText } from "../../views/text.js";
import { profileZone } from "../schedule/open.js";
import { admit, refusalMessage, refusalView } from "./access.js";
import type { ClassModalRow } from "./row.js";
import { classModalOf } from "./table.js";

/** The person's Slack time zone (users.info), else the school's. */
export async function timeZoneOf(deps: SlackDeps, client: WebClient, caller: Caller): Promise<string> {
  return (await profileZone(client, caller.userId)) ?? (await schoolTimeZone(deps.store, caller.teamId));
}

/** Whether the text ends with a day word at all (any zone reads the words alike). */
function mayNameADay(text: string, now: number): boolean {
  return splitDayWords(text, now, "UTC") !== null;
}

/** The classes a row's picker offers the caller: upcoming ones, and recent ended ones for rate. */
async function classesFor(deps: SlackDeps, row: ClassModalRow, caller: Caller, now: number) {
  if (!row.offersEnded) return classesActorMayActOn(deps.store, caller, now);
  const endedWithinDays = await recentClassDaysOf(deps.store, caller.teamId);
  return classesActorMayActOn(deps.store, caller, now, { endedWithinDays });
}

/** `/class <name> [text]` for one row. */
export function classModalSubcommand(name: string, row: ClassModalRow): Subcommand {
  return async (deps, caller, args, rest) => {
    const command = row.commandText?.(rest);
    const channel = args.command.channel_id || undefined;
    const now = deps.clock();
    const all = await classesFor(deps, row, caller, now);
    // The person's zone is asked for only when the text may end with a day ("Algebra tomorrow").
    const namesADay =
      mayNameADay(rest, now) || (command !== undefined && mayNameADay(command.classText, now));
    const zone = namesADay ? await timeZoneOf(deps, args.client, caller) : undefined;
    const day = zone === undefined ? undefined : { now, timeZone: zone };
    const read =
      command && command.classText !== rest
        ? findClassWithArguments(all, rest, command.classText, day)
        : { found: findClass(all, rest, day), useArguments: true };
    let found = read.found;
    const run = read.useArguments ? command?.run : undefined;
    // `/class rate` right after class means the class that just ended.
    const recent = found.kind === "none" && row.offersEnded ? mostRecentEnded(all, caller, now) : undefined;
    if (recent) found = { kind: "found", cls: recent };
    if (found.kind === "found") {
      const admitted = await admit(deps, name, row, caller, found.cls.classId);
      if (!admitted.ok) {
        await reply(args, refusalMessage(admitted.reason).text, { plain: true });
        return;
      }
      if (run) {
        const ctx = { ...admitted.ctx, client: args.client, ...(channel ? { channel } : {}) };
        const message = await run(deps, ctx, args.command.trigger_id);
        await args.respond({ response_type: "ephemeral", text: message.text, blocks: message.blocks });
        deps.jobs?.wake();
        return;
      }
      const view = await row.build(deps, {
        ...admitted.ctx,
        client: args.client,
        ...(channel ? { channel } : {}),
      });
      await args.client.views.open({ trigger_id: args.command.trigger_id, view });
      return;
    }
    const timeZone = zone ?? (await timeZoneOf(deps, args.client, caller));
    if (found.kind === "none") {
      const view = classPickerView({
        subcommand: name,
        title: row.title,
        classes: all,
        timeZone,
        now,
        ...(channel ? { channel } : {}),
      });
      await args.client.views.open({ trigger_id: args.command.trigger_id, view });
      return;
    }
    // What was typed and the class names are a person's text: escaped like every other (issue 16 §3).
    const typed = userText(found.text, LIMITS.optionText);
    if (found.kind === "ambiguous") {
      // Nobody types an id: the classes that match are offered in the picker.
      const view = classPickerView({
        subcommand: name,
        title: row.title,
        classes: found.matches,
        timeZone,
        now,
        ...(channel ? { channel } : {}),
        intro: found.sameName
          ? `More than one of your classes is called "${typed}". Which one?`
          : `More than one of your classes starts with "${typed}". Which one?`,
      });
      await args.client.views.open({ trigger_id: args.command.trigger_id, view });
      return;
    }
    const list = found.matches.map((c) => `• ${escapeMrkdwn(classLabel(c, timeZone, now))}`).join("\n");
    const head = `None of your upcoming classes${row.offersEnded ? " or recently ended ones" : ""} is called "${typed}".`;
    const tail =
      list === ""
        ? `Type \`/class ${name}\` to pick from your classes.`
        : `Close matches:\n${list}\nType one of these names, or \`/class ${name}\` to pick.`;
    await reply(args, `${head}\n${tail}`);
  };
}

async function reply(args: CommandArgs, text: string, options: { plain?: boolean } = {}): Promise<void> {
  const message = sectionMessage(text, options);
  await args.respond({ response_type: "ephemeral", text: message.text, blocks: message.blocks });
}

/** A class button of Home or a result message (value = class id): that class's modal. */
export function classButtonClicked(name: string, row: ClassModalRow) {
  return (deps: SlackDeps) =>
    async (args: ButtonArgs): Promise<void> => {
      const caller = callerOf(args.context);
      const { classId, series } = readClassButtonValue(buttonValue(args));
      const admitted = await admit(deps, name, row, caller, intValue(classId) ?? Number.NaN);
      if (!admitted.ok) {
        await replyPrivately(args, refusalMessage(admitted.reason));
        return;
      }
      const view = await row.build(deps, { ...admitted.ctx, client: args.client });
      await args.client.views.open({
        trigger_id: args.body.trigger_id,
        view: series ? fromSeries(view) : view,
      });
    };
}

/** A class picked in the picker: the modal becomes that class's modal (views.update). */
export function classPicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const metadata = classPickerMetadata.decode(args.body.view?.private_metadata);
    const name = metadata?.modal ?? "";
    const row = classModalOf(name);
    if (!row) return;
    const channel = metadata?.channel;
    const picked = (args.action as { selected_option?: { value?: string } }).selected_option?.value ?? "";
    // A series picked as one opens its next class for this and all later ones, as its Home entry does.
    const { classId, series } = readClassButtonValue(picked);
    const admitted = await admit(deps, name, row, callerOf(args.context), intValue(classId) ?? Number.NaN);
    const view = admitted.ok
      ? await row.build(deps, { ...admitted.ctx, client: args.client, ...(channel ? { channel } : {}) })
      : refusalView(row, admitted.reason);
    await showInModal(args, admitted.ok && series ? fromSeries(view) : view);
  };
}

/** Search as you type in the picker when the caller has more classes than a menu holds. */
export function classSearched(deps: SlackDeps) {
  return async (args: OptionsArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const name = classPickerMetadata.decode(args.body.view?.private_metadata)?.modal ?? "";
    const row = classModalOf(name);
    const now = deps.clock();
    const [classes, timeZone] = await Promise.all([
      row ? classesFor(deps, row, caller, now) : Promise.resolve([] as ClassRecord[]),
      timeZoneOf(deps, args.client, caller),
    ]);
    const query = (args.body as BlockSuggestion).value ?? "";
    const found = searchClasses(classes, query, (c) => classLabel(c, timeZone, now), LIMITS.options);
    await args.ack({ options: pickerOptions(found, timeZone, now) });
  };
}
