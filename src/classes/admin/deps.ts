/** What the admin use cases need: the store, the partner clients, and a clock for "checked at". */
import type { Clock } from "../../clock.js";
import type { Store } from "../../store/index.js";
import type { PartnerClients } from "./partner-clients.js";

export interface AdminDeps {
  readonly store: Store;
  readonly partners: PartnerClients;
  /** Unix seconds. */
  readonly clock: Clock;
}

/** Who made a change, for the audit log: a Slack user id. */
export interface AdminActor {
  readonly teamId: string;
  readonly actor: string;
}

/** A use case refused the input; `field` names the form field the message belongs to. */
export interface FieldProblem<F extends string> {
  readonly ok: false;
  readonly field: F;
  readonly message: string;
}
