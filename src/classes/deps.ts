/**
 * What every use case is given: the store, the partner clients, a clock, and the optional services
 * (logger, outbox worker). `SlackDeps` extends it; a use case asks for `Pick<ClassesDeps, …>` when it
 * needs less.
 */
import type { Clock } from "../clock.js";
import type { WakeWorker } from "../delivery/index.js";
import type { Logger } from "../logger.js";
import type { Store } from "../store/index.js";
import type { PartnerClients } from "./admin/partner-clients.js";

export interface ClassesDeps {
  readonly store: Store;
  readonly partners: PartnerClients;
  /** Unix seconds. */
  readonly clock: Clock;
  readonly logger?: Pick<Logger, "error" | "warn"> | undefined;
  /** The outbox worker, woken after a DM is queued (absent when delivery is off). */
  readonly delivery?: WakeWorker | undefined;
  /** The job runner, woken after a job is committed (docs/jobs.md). */
  readonly jobs?: WakeWorker | undefined;
  /**
   * A person's locale tag as their chat profile says ("en-US", "zh-CN"); null when unknown. Absent:
   * everyone reads their own choice or English (`localeOf`, classes/language.ts).
   */
  readonly profileLocaleOf?: ((teamId: string, userId: string) => Promise<string | null>) | undefined;
}
