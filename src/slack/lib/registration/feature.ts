/**
 * What a feature hands the app: its rows of each kind. The kind tables (src/slack/tables/) are these
 * rows concatenated over the features, so a feature's registrations are read in its own `rows.ts`.
 */
import type { SubcommandWord } from "../../../classes/roles.js";
import type { ButtonArgs, OptionsArgs, ShortcutArgs, Subcommand, SubmissionArgs } from "../args.js";
import type { ClassModalRow } from "../class-modals/row.js";
import type { SlackJobRow } from "../jobs/slack-job.js";
import type { ListenerRow } from "./rows.js";

export interface FeatureRows {
  /** `/class <word>` handlers of words that are not class modals. */
  readonly subcommands?: Partial<Readonly<Record<SubcommandWord, Subcommand>>>;
  /** Class modals by their `/class` word: their word, button, submission and inner listeners are derived. */
  readonly classModals?: Partial<Readonly<Record<SubcommandWord, ClassModalRow>>>;
  readonly actions?: readonly ListenerRow<ButtonArgs>[];
  readonly views?: readonly ListenerRow<SubmissionArgs>[];
  readonly options?: readonly ListenerRow<OptionsArgs>[];
  /** Bot events; each handler reads its own event's shape, so the row is typed loosely here. */
  readonly events?: readonly ListenerRow<never>[];
  readonly shortcuts?: readonly ListenerRow<ShortcutArgs>[];
  /** The durable jobs the feature starts (or the clock starts for it). */
  readonly jobs?: readonly SlackJobRow<never>[];
}
