/**
 * The other ways into a class modal: a class button (value = class id), a class picked in the
 * picker, and the picker's search as you type. Each runs the one access check
 * (lib/class-modals/access.ts) before the row builds its view.
 */
import type { BlockSuggestion } from "@slack/bolt";
import { classesActorMayActOn, searchClasses } from "../../classes/find-class.js";
import { recentClassDaysOf } from "../../classes/recent-classes.js";
import { translator } from "../../i18n/index.js";
import type { ClassRecord } from "../../store/index.js";
import { type ButtonArgs, buttonValue, intValue, type OptionsArgs, showInModal } from "../lib/args.js";
import { readClassButtonValue } from "../lib/blocks/class-buttons.js";
import { LIMITS } from "../lib/blocks/limits.js";
import { admissionRefusalText, admit, refusalMessage, refusalView } from "../lib/class-modals/access.js";
import {
  classLabel,
  classModalTitle,
  classPickerMetadata,
  pickerOptions,
} from "../lib/class-modals/frame.js";
import type { ClassModalRow } from "../lib/class-modals/row.js";
import { openedOnOf, scopedView } from "../lib/class-modals/scope.js";
import { type Caller, callerOf, type SlackDeps } from "../lib/context.js";
import { tFor } from "../lib/locale/locale.js";
import { timeZoneOf } from "../lib/locale/zones.js";
import { replyPrivately } from "../lib/middleware/reply.js";
import { type ClassModalName, classModalOf, isClassModalName } from "./class-modals.js";

/** A picker's search also matches the dates as typed in English, whatever the reader's language. */
const ENGLISH = translator("en");

/** The classes a row's picker offers the caller: upcoming ones, and recent ended ones for rate. */
export async function classesFor(deps: SlackDeps, row: ClassModalRow, caller: Caller, now: number) {
  if (!row.offersEnded) return classesActorMayActOn(deps.store, caller, now);
  const endedWithinDays = await recentClassDaysOf(deps.store, caller.teamId);
  return classesActorMayActOn(deps.store, caller, now, { endedWithinDays });
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
      // A series' button (its Home entry, its message) names the series; a class's button that class.
      const openedOn = openedOnOf(admitted.ctx.cls, series);
      const ctx = { ...admitted.ctx, client: args.client, openedOn };
      const view = await scopedView(deps, args.client, ctx, openedOn, await row.build(deps, ctx), t);
      await args.client.views.open({ trigger_id: args.body.trigger_id, view });
    };
}

/** A class picked in the picker: the modal becomes that class's modal (views.update). */
export function classPicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const metadata = classPickerMetadata.decode(args.body.view?.private_metadata);
    const name = metadata?.modal ?? "";
    const row = classModalOf(name);
    if (!isClassModalName(name) || !row) return;
    const channel = metadata?.channel;
    const picked = (args.action as { selected_option?: { value?: string } }).selected_option?.value ?? "";
    // A series picked as one opens its next class for this and all later ones, as its Home entry does.
    const { classId, series } = readClassButtonValue(picked);
    const caller = callerOf(args.context);
    const t = await tFor(deps, caller.teamId, caller.userId);
    const admitted = await admit(deps, row, caller, intValue(classId) ?? Number.NaN);
    if (!admitted.ok) {
      await showInModal(
        args,
        refusalView(admissionRefusalText(admitted.refusal, name, t), classModalTitle(row, t), t),
      );
      return;
    }
    const openedOn = openedOnOf(admitted.ctx.cls, series);
    const ctx = { ...admitted.ctx, client: args.client, openedOn, ...(channel ? { channel } : {}) };
    await showInModal(
      args,
      await scopedView(deps, args.client, ctx, openedOn, await row.build(deps, ctx), t),
    );
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
