/**
 * The job runner: claims due jobs from the outbox (kinds `job:…`), runs each with its handler under a
 * lease it keeps alive, and settles it. The same table, claim and lease as the DMs (docs/jobs.md):
 * a job is committed before its first partner call, so a crash loses none; a job whose instance died
 * is taken over when its lease runs out; two instances never hold one job at once (SKIP LOCKED).
 * Work due at a time is a job with a `notBefore`: done once, and still done after a restart that
 * missed the moment.
 */

import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Logger } from "../logger.js";
import { JOB_KIND_PREFIX, type OutboxMessage, type Store, type StoreTransaction } from "../store/index.js";
import { naps } from "./naps.js";

/** What a handler is given besides the job: whether this is a later attempt, and when to stop. */
export interface JobContext {
  /** 1 on the first claim; more after a crash, a lease takeover or a retry. */
  readonly attempt: number;
  /** The job's last allowed attempt: a handler that cannot know yet must finish with what it knows. */
  readonly lastAttempt: boolean;
  /** Aborted when this instance lost the claim (another took it over) or is stopping. */
  readonly signal: AbortSignal;
}

/**
 * Done: `commit` runs in the transaction that marks the job done (the report DM commits with it, so
 * the person is told exactly once); `after` runs once that committed (a Home refresh).
 */
export interface JobDone {
  readonly commit?: (tx: StoreTransaction) => Promise<void>;
  readonly after?: () => Promise<void>;
}

export type JobHandler = (job: OutboxMessage<unknown>, ctx: JobContext) => Promise<JobDone>;

/**
 * Thrown by a handler that does not know the outcome yet (the partner may have applied a call whose
 * answer was lost): the job is tried again soon with the same request, as a later attempt.
 */
export class RetryJob extends Error {
  override name = "RetryJob";
  readonly retryAfterSeconds: number | undefined;
  constructor(reason: string, retryAfterSeconds?: number) {
    super(reason);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Thrown by a handler whose job can never be done (the workspace has no installation any more): the
 * job is given up at once with one log line, not retried.
 */
export class GiveUpJob extends Error {
  override name = "GiveUpJob";
}

export interface JobRunnerOptions {
  readonly store: Store;
  /** By kind, without the `job:` prefix. A job of a kind with no handler is given up. */
  readonly handlers: Readonly<Record<string, JobHandler>>;
  /** Called when a job is given up (out of attempts, or no handler): the person is told from here. */
  readonly onGivenUp?: (job: OutboxMessage<unknown>, reason: string) => Promise<void>;
  /** After a job's completion committed (wake the delivery worker for the DMs it queued). */
  readonly afterCommit?: () => void;
  /** How long a claim lasts without being renewed; renewed every third of it. Default 30 s. */
  readonly leaseSeconds?: number;
  /** Jobs run at once by this instance; default 4. */
  readonly concurrency?: number;
  /** Poll interval when nothing is due; default 500 ms (wake() cuts it short). */
  readonly idleMs?: number;
  /** First retry delay of a job that does not know yet; doubles per attempt up to 60 s. Default 2 s. */
  readonly retryBaseSeconds?: number;
  readonly instanceId?: string;
  readonly logger?: Logger;
}

export interface JobRunner {
  readonly instanceId: string;
  start(): void;
  /** Looks for due jobs now (call after enqueueing one). */
  wake(): void;
  /** Jobs this instance is running now, their follow-ups (`after`) included: 0 when it is idle. */
  busy(): number;
  /**
   * Claims nothing more and waits for the running jobs to finish, at most `timeoutMs` when given: a
   * job still running then keeps its claim until its lease runs out, and another instance resumes it.
   */
  stop(timeoutMs?: number): Promise<void>;
}

/** Attempts a job gets by default: retries of an unknown outcome spread over about ten minutes. */
export const JOB_MAX_ATTEMPTS = 15;

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { store, handlers } = options;
  const log = options.logger;
  const instanceId =
    options.instanceId ?? `jobs-${hostname()}-${process.pid}-${randomBytes(3).toString("hex")}`;
  const leaseSeconds = options.leaseSeconds ?? 30;
  const concurrency = options.concurrency ?? 4;
  const idleMs = options.idleMs ?? 500;
  const retryBase = options.retryBaseSeconds ?? 2;
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();
  const held = new Set<number>();
  let loop: Promise<void> | undefined;
  let stopped: Promise<void> | undefined;

  const nap = naps(stopping.signal);
  const sleep = (ms: number) => nap.sleep(ms, true);

  async function giveUp(job: OutboxMessage<unknown>, reason: string): Promise<void> {
    const after = await store.outbox.fail(job.id, instanceId, reason, { permanent: true });
    log?.error({ jobId: job.id, kind: job.kind, reason }, "jobs: job given up");
    if (after?.state === "dead") await options.onGivenUp?.(job, reason);
  }

  async function run(job: OutboxMessage<unknown>): Promise<void> {
    const kind = job.kind.slice(JOB_KIND_PREFIX.length);
    const handler = handlers[kind];
    const fields = { jobId: job.id, kind, attempt: job.attempts };
    if (!handler) {
      await giveUp(job, `no handler for job kind ${kind}`);
      return;
    }
    const lost = new AbortController();
    const onStop = () => lost.abort();
    stopping.signal.addEventListener("abort", onStop);
    // The lease is renewed while the handler runs; losing it means another instance holds the job now.
    const heartbeat = setInterval(
      () => {
        store.outbox.extendLease(job.id, instanceId, leaseSeconds).then(
          (ok) => {
            if (!ok) lost.abort();
          },
          (err: unknown) => log?.warn({ ...fields, err: errorName(err) }, "jobs: could not renew a lease"),
        );
      },
      Math.max(200, (leaseSeconds * 1000) / 3),
    );
    try {
      const done = await handler(job, {
        attempt: job.attempts,
        lastAttempt: job.attempts >= job.maxAttempts,
        signal: lost.signal,
      });
      clearInterval(heartbeat);
      const committed = await store.transaction(async (tx) => {
        if (!(await tx.outbox.complete(job.id, instanceId))) return false;
        await done.commit?.(tx);
        return true;
      });
      if (!committed) {
        log?.warn(fields, "jobs: finished, but the claim had passed to another instance");
        return;
      }
      log?.info(fields, "jobs: job done");
      options.afterCommit?.();
      await done
        .after?.()
        .catch((err: unknown) =>
          log?.warn({ ...fields, err: errorName(err) }, "jobs: follow-up after a job failed"),
        );
    } catch (err) {
      clearInterval(heartbeat);
      if (lost.signal.aborted && stopping.signal.aborted) {
        // Stopping: the job goes back as it was, its next claim resumes it.
        await store.outbox.release(job.id, instanceId);
        return;
      }
      if (err instanceof GiveUpJob) {
        await giveUp(job, err.message);
        return;
      }
      const retryAfter =
        err instanceof RetryJob
          ? (err.retryAfterSeconds ?? Math.min(60, retryBase * 2 ** Math.max(0, job.attempts - 1)))
          : undefined;
      const reason = err instanceof RetryJob ? `retry: ${err.message}` : errorName(err);
      const after = await store.outbox.fail(
        job.id,
        instanceId,
        reason,
        retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter },
      );
      log?.warn({ ...fields, reason, state: after?.state }, "jobs: attempt did not finish");
      if (after?.state === "dead") await options.onGivenUp?.(job, reason);
    } finally {
      clearInterval(heartbeat);
      stopping.signal.removeEventListener("abort", onStop);
    }
  }

  function track(job: OutboxMessage<unknown>): void {
    if (held.has(job.id)) return;
    held.add(job.id);
    const task = run(job)
      .catch((err: unknown) =>
        log?.error({ jobId: job.id, err: errorName(err) }, "jobs: could not settle a job"),
      )
      .finally(() => {
        held.delete(job.id);
        running.delete(task);
        nap.wake();
      });
    running.add(task);
  }

  async function loopRun(): Promise<void> {
    while (!stopping.signal.aborted) {
      const room = concurrency - running.size;
      if (room <= 0) {
        await sleep(idleMs);
        continue;
      }
      let claimed: OutboxMessage<unknown>[] = [];
      try {
        claimed = await store.outbox.claim(room, instanceId, leaseSeconds, "jobs");
      } catch (err) {
        log?.error({ err: errorName(err) }, "jobs: could not claim jobs");
        await sleep(idleMs * 4);
        continue;
      }
      if (stopping.signal.aborted) {
        await Promise.all(claimed.map((j) => store.outbox.release(j.id, instanceId)));
        break;
      }
      for (const job of claimed) track(job);
      if (claimed.length === 0) await sleep(idleMs);
    }
    while (running.size > 0) await Promise.all([...running]);
  }

  return {
    instanceId,
    start() {
      loop ??= loopRun().catch((err: unknown) =>
        log?.error({ err: errorName(err) }, "jobs: runner stopped on an error"),
      );
    },
    wake() {
      nap.wake();
    },
    busy() {
      return running.size;
    },
    stop(timeoutMs) {
      stopped ??= (async () => {
        stopping.abort();
        await loop;
      })();
      if (timeoutMs === undefined) return stopped;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          log?.warn(
            { running: running.size },
            "jobs: stopped with jobs still running; their leases will pass",
          );
          resolve();
        }, timeoutMs);
      });
      return Promise.race([stopped, late]).finally(() => clearTimeout(timer));
    },
  };
}

/** Logs carry an error's class and code, never its message (it may quote a payload or a link). */
function errorName(err: unknown): string {
  if (!(err instanceof Error)) return "unknown error";
  const code = (err as { code?: unknown }).code;
  return typeof code === "string" ? `${err.name} ${code}` : err.name;
}

/**
 * The payload of a job a person asked for (a modal's work, a cancel the partner's answer started): who
 * asked, where to answer, and the request its handler runs. The Slack job rows read it
 * (src/slack/lib/jobs/slack-job.ts); a use case that queues such a job writes it (a deleted class's
 * cancel, src/classes/cancel-class.ts).
 */
export interface JobPayload<R> {
  /** The Slack user who asked: the job runs for them, and they get its report. */
  readonly userId: string;
  /** The modal showing the working view; absent when the submission closed it (or no modal asked). */
  readonly viewId?: string;
  /**
   * The modal's title as its reader saw it, for the notice when the job is given up (with `viewId`);
   * absent for a job no modal shows (a cancel queued for a class deleted at the partner).
   */
  readonly title?: string;
  readonly request: R;
}

export interface EnqueueJobInput<P> {
  readonly teamId: string;
  /** Without the `job:` prefix: `enrol`, `schedule`, `class-ending`. */
  readonly kind: string;
  /**
   * What makes two requests the same job (a double click, a resubmitted form): a second enqueue with
   * the same key changes nothing and returns the first job.
   */
  readonly key: string;
  readonly payload: P;
  /** Work due at a time: not run before this Unix second. */
  readonly notBefore?: number;
  readonly maxAttempts?: number;
}

/**
 * Commits a job (in `tx`, or the store itself) before any of its work starts. Returns the job, and
 * whether it is new; the caller wakes the runner after the commit.
 */
export async function enqueueJob<P>(
  tx: Pick<StoreTransaction, "outbox">,
  input: EnqueueJobInput<P>,
): Promise<{ job: OutboxMessage<P>; created: boolean }> {
  const { message, created } = await tx.outbox.enqueue<P>({
    teamId: input.teamId,
    kind: `${JOB_KIND_PREFIX}${input.kind}`,
    dedupeKey: jobKey(input.kind, input.key),
    payload: input.payload,
    maxAttempts: input.maxAttempts ?? JOB_MAX_ATTEMPTS,
    ...(input.notBefore === undefined ? {} : { notBefore: input.notBefore }),
  });
  return { job: message, created };
}

/** The outbox dedupe key of a job: `job:<kind>:<key>`. */
export function jobKey(kind: string, key: string): string {
  return `${JOB_KIND_PREFIX}${kind}:${key}`;
}
