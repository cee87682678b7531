/**
 * Processing a stored message (issue 32 §1): one job per message, run once (the job runner's claim, and
 * `markProcessed` commits with the job's end, so a resumed attempt that finds it processed does
 * nothing). What each `Cmd` does is a row of `EVENT_HANDLERS`; attendance (§2) and the live hour (§3)
 * add theirs. A message no row takes, or one about a class the school never made here, is kept as
 * stored (purged with the school's old personal data) and marked `ignored`. Facts are only ever
 * applied to what the store knows: the body is not signed, only its time is.
 */
import type { JobHandler } from "../../delivery/job-runner.js";
import type { Logger } from "../../logger.js";
import type { ClassEventRecord, Store, StoreTransaction } from "../../store/index.js";
import type { ClassEventJobPayload } from "./receive.js";

export interface EventHandlerDeps {
  readonly store: Store;
  readonly now: () => number;
  readonly logger: Pick<Logger, "info" | "warn" | "error">;
}

/** One message type's work: what to commit with the message marked processed, and its outcome. */
export interface EventApplied {
  /** `applied`, or `ignored:<why>` (shown in counts, never to people). */
  readonly outcome: string;
  readonly commit?: (tx: StoreTransaction) => Promise<void>;
}

export type EventHandler = (
  deps: EventHandlerDeps,
  event: ClassEventRecord,
  body: Record<string, unknown>,
) => Promise<EventApplied>;

/** The registration test: the subscription is active from now on. */
const test: EventHandler = async (deps, event) => ({
  outcome: "applied",
  commit: (tx) => tx.classEvents.markTested(event.teamId, deps.now()),
});

/**
 * Messages about one class: kept only when the class is one this school made here (§2 and §3 replace
 * these rows with their own work).
 */
const aboutOurClass: EventHandler = async (deps, event) => {
  if (event.classId === null) return { outcome: "ignored:no-class" };
  const known = await deps.store.classes.get(event.teamId, event.classId);
  return { outcome: known ? "stored" : "ignored:unknown-class" };
};

/** `Cmd` → what it does. A `Cmd` not here is stored and marked `ignored:unknown-cmd`. */
export const EVENT_HANDLERS: Readonly<Record<string, EventHandler>> = {
  Test: test,
  End: aboutOurClass,
  Record: aboutOurClass,
  "67371107": aboutOurClass,
  "67371111": aboutOurClass,
  "67375105": aboutOurClass,
  HelpInfo: aboutOurClass,
  // The example has no ClassID: §3 finds the class by its course and start time.
  ClassLen: async () => ({ outcome: "stored" }),
  eeoClassInfoChange: aboutOurClass,
};

export function classEventHandler(deps: EventHandlerDeps): JobHandler {
  return async (job) => {
    const { eventId } = job.payload as ClassEventJobPayload;
    const event = await deps.store.classEvents.get(job.teamId, eventId);
    // Erased with the school, purged, or processed by an attempt whose end was not seen: nothing to do.
    if (!event || event.processedAt !== null) return {};
    const handler = EVENT_HANDLERS[event.cmd];
    let applied: EventApplied;
    if (!handler) applied = { outcome: "ignored:unknown-cmd" };
    else {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(event.body) as Record<string, unknown>;
      } catch {
        body = {};
      }
      applied = await handler(deps, event, body);
    }
    // Ids and the type only: the body holds people's names, phones and e-mails.
    deps.logger.info(
      { team: event.teamId, event: event.id, cmd: event.cmd, outcome: applied.outcome },
      "class event processed",
    );
    return {
      commit: async (tx) => {
        if (!(await tx.classEvents.markProcessed(event.teamId, event.id, applied.outcome, deps.now())))
          return;
        await applied.commit?.(tx);
      },
    };
  };
}
