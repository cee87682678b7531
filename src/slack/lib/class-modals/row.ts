/**
 * The shape of one class modal (students, video, seats, labels, rate). A row declares everything
 * that is its own: the capability, the title and callback_id, the button that opens it, how it is
 * built, its submit handler and the actions and menus inside it. The `/class` word, the button,
 * view, action and options registrations come from the rows (registration.ts), and so does the
 * access check: every open, submit, click and menu search of a class modal has the class checked
 * (`classAccess`) before the row's handler runs, which gets `{ caller, cls, metadata }`.
 */
import type { ModalView } from "@slack/types";
import type { WebClient } from "@slack/web-api";
import type { Capability } from "../../../classes/roles.js";
import type { ClassRecord } from "../../../store/index.js";
import type { ButtonArgs, OptionsArgs, SubmissionArgs } from "../args.js";
import type { MessageContent } from "../blocks/message.js";
import type { Caller, SlackDeps } from "../context.js";
import type { ClassModalIdentity, ClassModalMetadata, HeadingFacts } from "./frame.js";
import type { OpenedOn } from "./scope.js";

/** A class the caller may act on with the row's capability (checked by the registration). */
export interface ClassContext {
  readonly caller: Caller;
  /** With what its heading says beyond it (its series' rhythm, the viewer's zone: heading-facts.ts). */
  readonly cls: ClassRecord & HeadingFacts;
  /** The client of the request that opens the modal (the move form reads the person's zone). */
  readonly client?: WebClient;
  /** The channel `/class <word>` was typed in (share posts its card there). */
  readonly channel?: string;
  /** The text after `/class <word>` that found the class (move reads its "to <when>"). */
  readonly typed?: string;
  /** What the door named: the class alone, or its series (the scope rule, lib/class-modals/scope.ts). */
  readonly openedOn?: OpenedOn;
}

/** A submit, click or search inside an open class modal: the class and what the view carried. */
export interface ClassModalContext extends ClassContext {
  readonly metadata: ClassModalMetadata;
}

export type InModal<Args> = (deps: SlackDeps, args: Args, ctx: ClassModalContext) => Promise<void>;

/** `/class <word> <text>` where the text says more than the class (`/class seats Algebra 6 hd`). */
export interface ClassCommandText {
  readonly classText: string;
  /**
   * Set: start the work for the class found instead of opening the modal, and answer privately with
   * what it returns; the job runner is woken after that answer. `requestId` is the command's
   * trigger_id: the same command delivered twice is one job.
   */
  readonly run?: (deps: SlackDeps, ctx: ClassContext, requestId: string) => Promise<MessageContent>;
}

/** Its title is the catalog's, by its `/class` word, in the reader's words (`faceFor`). */
export interface ClassModalRow extends ClassModalIdentity {
  readonly capability: Capability;
  /** action_id of the Home and result-message button that opens it (value = class id). */
  readonly button: string;
  build(deps: SlackDeps, ctx: ClassContext): Promise<ModalView>;
  readonly submit: InModal<SubmissionArgs>;
  /** Buttons inside the modal, by action_id (rate's "Previous page"). */
  readonly actions?: Readonly<Record<string, InModal<ButtonArgs>>>;
  /** Menus inside the modal searched as typed, by action_id (students' "Remove students"). */
  readonly options?: Readonly<Record<string, InModal<OptionsArgs>>>;
  /**
   * Also classes that ended within the school's window (rate): the picker lists them after the
   * upcoming ones, marked "ended", and `/class <word>` with no class opens the most recent of them.
   */
  readonly offersEnded?: boolean;
  /** How `/class <word>` reads its text; default: all of it names the class. */
  readonly commandText?: (text: string) => ClassCommandText;
}
