/**
 * The listener rows of the class modals, derived from CLASS_MODALS: per row its `/class` word, its
 * button, its submission, and the buttons and menus inside it; plus the picker's select and search.
 * In front of each handler inside a modal: decode the one metadata codec, run the one access check,
 * refuse uniformly, then hand the row `{ caller, cls, metadata }`. The listener tables
 * (tables/<kind>.ts) spread these rows beside the features' rows.
 */

import type { T } from "../../i18n/index.js";
import type { ButtonArgs, OptionsArgs, Subcommand, SubmissionArgs } from "../lib/args.js";
import { admissionRefusalText, admit, refusalView } from "../lib/class-modals/access.js";
import { classModalMetadata, classModalTitle } from "../lib/class-modals/frame.js";
import type { ClassModalContext, ClassModalRow, InModal } from "../lib/class-modals/row.js";
import { callerOf, type SlackDeps } from "../lib/context.js";
import { ClassPickerIds } from "../lib/ids.js";
import { tFor } from "../lib/locale/locale.js";
import type { ListenerRow } from "../lib/registration/rows.js";
import { classModalSubcommand } from "./class-modal-command.js";
import { classButtonClicked, classPicked, classSearched } from "./class-modal-picker.js";
import { CLASS_MODAL_ROWS, type ClassModalName } from "./class-modals.js";

/** What a refused request inside a modal answers: the notice in the modal, or no options. */
type Refuse<Args> = (args: Args, reason: string, t: T, title: string) => Promise<void>;

function inModal<Args extends { context: SubmissionArgs["context"] }>(
  name: ClassModalName,
  row: ClassModalRow,
  metadataOf: (args: Args) => unknown,
  refuse: Refuse<Args>,
  handler: InModal<Args>,
) {
  return (deps: SlackDeps) =>
    async (args: Args): Promise<void> => {
      const metadata = classModalMetadata.decode(metadataOf(args));
      const caller = callerOf(args.context);
      const admitted = await admit(deps, row, caller, metadata?.classId ?? null, { inModal: true });
      if (!admitted.ok || !metadata) {
        // Only a refusal asks for the caller's language: the admitted path acks without waiting for it.
        const t = await tFor(deps, caller.teamId, caller.userId);
        // No class in the modal's metadata: a modal from an older version of its picker.
        const reason = admitted.ok ? "" : admissionRefusalText(admitted.refusal, name, t);
        return refuse(args, reason, t, classModalTitle(row, t));
      }
      const ctx: ClassModalContext = { ...admitted.ctx, metadata };
      await handler(deps, args, ctx);
    };
}

const refuseSubmission: Refuse<SubmissionArgs> = (args, reason, t, title) =>
  args.ack({ response_action: "update", view: refusalView(reason, title, t) });

const refuseClick: Refuse<ButtonArgs> = async (args, reason, t, title) => {
  const viewId = args.body.view?.id;
  if (viewId) await args.client.views.update({ view_id: viewId, view: refusalView(reason, title, t) });
};

const refuseSearch: Refuse<OptionsArgs> = (args) => args.ack({ options: [] });

const viewMetadata = (args: { body: unknown }) =>
  (args.body as { view?: { private_metadata?: unknown } }).view?.private_metadata;

export const classModalSubcommands = Object.fromEntries(
  CLASS_MODAL_ROWS.map(([name, row]) => [name, classModalSubcommand(name, row)]),
) as Record<ClassModalName, Subcommand>;

export const classModalViewRows: readonly ListenerRow<SubmissionArgs>[] = CLASS_MODAL_ROWS.map(
  ([name, row]) => [
    row.callbackId,
    inModal<SubmissionArgs>(name, row, (args) => args.view.private_metadata, refuseSubmission, row.submit),
    row.capability,
  ],
);

export const classModalActionRows: readonly ListenerRow<ButtonArgs>[] = [
  ...CLASS_MODAL_ROWS.map(
    ([name, row]): ListenerRow<ButtonArgs> => [row.button, classButtonClicked(name, row), row.capability],
  ),
  ...CLASS_MODAL_ROWS.flatMap(([name, row]) =>
    Object.entries(row.actions ?? {}).map(
      ([id, handler]): ListenerRow<ButtonArgs> => [
        id,
        inModal<ButtonArgs>(name, row, viewMetadata, refuseClick, handler),
        row.capability,
      ],
    ),
  ),
  // The picker serves every class modal: the capability depends on the modal it opens, so the
  // handler checks it (the one access check) for that modal.
  [ClassPickerIds.select, classPicked, "anyone"],
];

export const classModalOptionRows: readonly ListenerRow<OptionsArgs>[] = [
  // Lists only the classes the caller may act on, so it needs no capability of its own.
  [ClassPickerIds.select, classSearched, "anyone"],
  ...CLASS_MODAL_ROWS.flatMap(([name, row]) =>
    Object.entries(row.options ?? {}).map(
      ([id, handler]): ListenerRow<OptionsArgs> => [
        id,
        inModal<OptionsArgs>(name, row, viewMetadata, refuseSearch, handler),
        row.capability,
      ],
    ),
  ),
];
