/**
 * `/class <word> [class]` of a class modal: a named class opens its modal; nothing opens the picker
 * at once; ambiguous or unknown text gets a private reply listing close matches. The one access check
 * (lib/class-modals/access.ts) runs before the row builds its view.
 */
import { splitDayWords } from "../../classes/day-words.js";
import { findClass, findClassWithArguments } from "../../classes/find-class.js";
import { mostRecentEnded } from "../../classes/recent-classes.js";
import type { CommandArgs, Subcommand } from "../lib/args.js";
import { LIMITS } from "../lib/blocks/limits.js";
import { sectionMessage } from "../lib/blocks/message.js";
import { escapeMrkdwn, userText } from "../lib/blocks/text.js";
import { admissionRefusalText, admit, refusalMessage } from "../lib/class-modals/access.js";
import { classLabel, classModalTitle } from "../lib/class-modals/frame.js";
import { classPickerView } from "../lib/class-modals/picker.js";
import type { ClassModalRow } from "../lib/class-modals/row.js";
import { openedOnOf, scopedView } from "../lib/class-modals/scope.js";
import { tFor } from "../lib/locale/locale.js";
import { timeZoneOf } from "../lib/locale/zones.js";
import { classesFor } from "./class-modal-picker.js";
import type { ClassModalName } from "./class-modals.js";

/** Whether the text ends with a day word at all (any zone reads the words alike). */
function mayNameADay(text: string, now: number): boolean {
  return splitDayWords(text, now, "UTC") !== null;
}

/** `/class <name> [text]` for one row. */
export function classModalSubcommand(name: ClassModalName, row: ClassModalRow): Subcommand {
  return async (deps, caller, args, rest) => {
    const t = await tFor(deps, caller.teamId, caller.userId);
    const title = classModalTitle(row, t);
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
      // The name alone of a series names the series; with a day (or an id), that one class.
      const openedOn = openedOnOf(admitted.ctx.cls, !found.oneClass);
      if (run) {
        const ctx = { ...admitted.ctx, client: args.client, openedOn, ...(channel ? { channel } : {}) };
        const message = await run(deps, ctx, args.command.trigger_id);
        await args.respond({ response_type: "ephemeral", text: message.text, blocks: message.blocks });
        deps.jobs?.wake();
        return;
      }
      const ctx = {
        ...admitted.ctx,
        client: args.client,
        openedOn,
        // Only when the class was found without what followed it ("Trip to Rome" is a name).
        ...(read.useArguments ? { typed: rest } : {}),
        ...(channel ? { channel } : {}),
      };
      const view = await scopedView(deps, args.client, ctx, openedOn, await row.build(deps, ctx), t);
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
