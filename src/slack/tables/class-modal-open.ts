/**
 * Opening a class modal: `/class <word> [class]` (a named class opens its modal; nothing opens the
 * picker at once; ambiguous or unknown text gets a private reply listing close matches), a class
 * button (value = class id), a class picked in the picker, and the picker's search as you type.
 * Every way in runs the one access check (access.ts) before the row builds its view.
 */

import type { BlockSuggestion } from "@slack/bolt";
import { splitDayWords } from "../../classes/day-words.js";
import {
  classesActorMayActOn,
  findClass,
  findClassWithArguments,
  searchClasses,
} from "../../classes/find-class.js";
import { mostRecentEnded, recentClassDaysOf } from "../../classes/recent-classes.js";
import { translator } from "../../i18n/index.js";
import type { ClassRecord } from "../../store/index.js";
import {
  type ButtonArgs,
  buttonValue,
  type CommandArgs,
  intValue,
  type OptionsArgs,
  type Subcommand,
  showInModal,
} from "../lib/args.js";
import { readClassButtonValue } from "../lib/blocks/class-buttons.js";
import { LIMITS } from "../lib/blocks/limits.js";
import { sectionMessage } from "../lib/blocks/message.js";
import { escapeMrkdwn, userText } from "../lib/blocks/text.js";
import { admissionRefusalText, admit, refusalMessage, refusalView } from "../lib/class-modals/access.js";
import {
  classLabel,
  classModalTitle,
  classPickerMetadata,
  fromSeries,
  pickerOptions,
} from "../lib/class-modals/frame.js";
import { classPickerView } from "../lib/class-modals/picker.js";
import type { ClassModalRow } from "../lib/class-modals/row.js";
import { type Caller, callerOf, type SlackDeps } from "../lib/context.js";
import { tFor } from "../lib/locale/locale.js";
import { timeZoneOf } from "../lib/locale/zones.js";
import { replyPrivately } from "../lib/middleware/reply.js";
import { CLASS_MODALS, type ClassModalName, classModalOf, isClassModalName } from "./class-modals.js";

/** A picker's search also matches the dates as typed in English, whatever the reader's language. */
const ENGLISH = translator("en");

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
export function classModalSubcommand(name: ClassModalName, row: ClassModalRow): Subcommand {
  return async (deps, caller, args, rest) => {
    const t = await tFor(deps, caller.teamId, caller.userId);
    const title = classModalTitle(name, t);
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
      const admitted = await admit(deps, row, caller, found.cls.classId);
      if (!admitted.ok) {
        await reply(args, refusalMessage(admissionRefusalText(admitted.refusal, name, t)).text, {
          plain: true,
        });
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
        title,
        classes: all,
        timeZone,
        now,
        t,
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
        title,
        classes: found.matches,
        timeZone,
        now,
        t,
        ...(channel ? { channel } : {}),
        intro: found.sameName
          ? t("classModals.picker.sameName", { typed })
          : t("classModals.picker.startsWith", { typed }),
      });
      await args.client.views.open({ trigger_id: args.command.trigger_id, view });
      return;
    }
    const list = found.matches.map((c) => `• ${escapeMrkdwn(classLabel(c, timeZone, now, t))}`).join("\n");
    const head = row.offersEnded
      ? t("classModals.picker.noneCalledEnded", { typed })
      : t("classModals.picker.noneCalled", { typed });
    const tail =
      list === ""
        ? t("classModals.picker.pickFrom", { word: name })
        : t("classModals.picker.closeMatches", { list, word: name });
    await reply(args, `${head}\n${tail}`);
  };
}

async function reply(args: CommandArgs, text: string, options: { plain?: boolean } = {}): Promise<void> {
  const message = sectionMessage(text, options);
  await args.respond({ response_type: "ephemeral", text: message.text, blocks: message.blocks });
}

/** A class button of Home or a result message (value = class id): that class's modal. */
export function classButtonClicked(name: ClassModalName, row: ClassModalRow) {
  return (deps: SlackDeps) =>
    async (args: ButtonArgs): Promise<void> => {
      const caller = callerOf(args.context);
      const t = await tFor(deps, caller.teamId, caller.userId);
      const { classId, series } = readClassButtonValue(buttonValue(args));
      const admitted = await admit(deps, row, caller, intValue(classId) ?? Number.NaN);
      if (!admitted.ok) {
        await replyPrivately(args, refusalMessage(admissionRefusalText(admitted.refusal, name, t)));
        return;
      }
      const view = await row.build(deps, { ...admitted.ctx, client: args.client });
      await args.client.views.open({
        trigger_id: args.body.trigger_id,
        view: series ? fromSeries(view, t) : view,
      });
    };
}

/** A class picked in the picker: the modal becomes that class's modal (views.update). */
export function classPicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const metadata = classPickerMetadata.decode(args.body.view?.private_metadata);
    const name = metadata?.modal ?? "";
    if (!isClassModalName(name)) return;
    const row = CLASS_MODALS[name];
    const channel = metadata?.channel;
    const picked = (args.action as { selected_option?: { value?: string } }).selected_option?.value ?? "";
    // A series picked as one opens its next class for this and all later ones, as its Home entry does.
    const { classId, series } = readClassButtonValue(picked);
    const caller = callerOf(args.context);
    const t = await tFor(deps, caller.teamId, caller.userId);
    const admitted = await admit(deps, row, caller, intValue(classId) ?? Number.NaN);
    const view = admitted.ok
      ? await row.build(deps, { ...admitted.ctx, client: args.client, ...(channel ? { channel } : {}) })
      : refusalView(admissionRefusalText(admitted.refusal, name, t), classModalTitle(name, t), t);
    await showInModal(args, admitted.ok && series ? fromSeries(view, t) : view);
  };
}

/** Search as you type in the picker when the caller has more classes than a menu holds. */
export function classSearched(deps: SlackDeps) {
  return async (args: OptionsArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const name = classPickerMetadata.decode(args.body.view?.private_metadata)?.modal ?? "";
    const row = classModalOf(name);
    const now = deps.clock();
    const [classes, timeZone, t] = await Promise.all([
      row ? classesFor(deps, row, caller, now) : Promise.resolve([] as ClassRecord[]),
      timeZoneOf(deps, args.client, caller),
      tFor(deps, caller.teamId, caller.userId),
    ]);
    const query = (args.body as BlockSuggestion).value ?? "";
    // Searched in English and in the reader's words alike: a date typed either way finds its class.
    const found = searchClasses(
      classes,
      query,
      (c) => `${classLabel(c, timeZone, now, ENGLISH)}\n${classLabel(c, timeZone, now, t)}`,
      LIMITS.options,
    );
    await args.ack({ options: pickerOptions(found, timeZone, now, t) });
  };
}
