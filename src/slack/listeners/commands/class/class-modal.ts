/**
 * `/class <sub> [class]` for every row of CLASS_MODALS: a named class opens its modal; nothing opens
 * the picker at once; ambiguous or unknown text gets a private reply listing close matches.
 */
import { classesActorMayActOn, type FindClassResult, findClass } from "../../../../classes/find-class.js";
import type { ClassRecord } from "../../../../store/index.js";
import type { Caller, SlackDeps } from "../../../context.js";
import { classLabel } from "../../../views/class-modals/common.js";
import { classPickerView } from "../../../views/class-modals/picker.js";
import { actorOf, type ClassModal, timeZoneOf } from "../../class-modals.js";
import type { CommandArgs, Subcommand } from "./types.js";

export function classModalSubcommand(subcommand: string, modal: ClassModal): Subcommand {
  return async (deps, caller, args, rest) => {
    const found = await resolveClass(deps, caller, rest);
    await openForFound(deps, caller, args, subcommand, modal, found);
  };
}

export async function resolveClass(
  deps: SlackDeps,
  caller: Caller,
  text: string,
): Promise<FindClassResult & { all: ClassRecord[] }> {
  const all = await classesActorMayActOn(deps.store, actorOf(caller), deps.clock());
  return { ...findClass(all, text), all };
}

export async function openForFound(
  deps: SlackDeps,
  caller: Caller,
  args: CommandArgs,
  subcommand: string,
  modal: ClassModal,
  found: FindClassResult & { all: ClassRecord[] },
): Promise<void> {
  const trigger = args.command.trigger_id;
  if (found.kind === "found") {
    await args.client.views.open({ trigger_id: trigger, view: await modal.build(deps, caller, found.cls) });
    return;
  }
  if (found.kind === "none") {
    const timeZone = await timeZoneOf(deps, args.client, caller);
    const view = classPickerView({ subcommand, title: modal.title, classes: found.all, timeZone });
    await args.client.views.open({ trigger_id: trigger, view });
    return;
  }
  const timeZone = await timeZoneOf(deps, args.client, caller);
  const list = found.matches.map((c) => `• ${classLabel(c, timeZone)} (id ${c.classId})`).join("\n");
  const head =
    found.kind === "ambiguous"
      ? `More than one of your classes starts with "${found.text}". Which one?`
      : `None of your upcoming classes is called "${found.text}".`;
  const tail =
    list === ""
      ? `Type \`/class ${subcommand}\` to pick from your classes.`
      : `Close matches:\n${list}\nType \`/class ${subcommand} <class id>\`, or \`/class ${subcommand}\` to pick.`;
  const text = `${head}\n${tail}`;
  await args.respond({
    response_type: "ephemeral",
    text,
    blocks: [{ type: "section", text: { type: "mrkdwn", text } }],
  });
}
