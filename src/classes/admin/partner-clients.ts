/**
 * One PartnerClient per school connection, built from the connection stored for the workspace
 * (never from the environment once the workspace has its own), cached, and rebuilt when an admin
 * changes the connection. Every call a client makes lands in the audit log, attributed to the
 * Slack user whose request caused it (carried through async calls by AsyncLocalStorage, because a
 * client's `onCall` is fixed when it is built).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { systemClock } from "../../clock.js";
import { type CallInfo, PartnerClient, type RetryOptions } from "../../partner/index.js";
import type { Store } from "../../store/index.js";
import { type CourseRefusedNotice, noteCourseAnswer } from "./course-problems.js";

export interface PartnerClientsOptions {
  readonly store: Store;
  /** Per-attempt timeout; default 15 s. */
  readonly timeoutMs?: number;
  readonly retry?: Partial<RetryOptions>;
  /** Unix seconds for signing and the time rules; default the system clock (the app passes its own). */
  readonly clock?: () => number;
  /** Told when an audit write fails (the partner call itself is not affected). */
  readonly onAuditError?: (err: unknown) => void;
  /**
   * Written with the flag when a call is the first to meet a course the service refuses: the admins'
   * DMs (classes/admin/course-notices.ts, from main.ts). Absent: the course is only flagged.
   */
  readonly onCourseRefused?: CourseRefusedNotice;
  /** Called after `onCourseRefused` queued its DMs (main.ts wakes the outbox). */
  readonly onNoticeQueued?: () => void;
}

export interface PartnerClients {
  /** The client for the workspace's stored connection; undefined when the school is not connected. */
  forWorkspace(teamId: string): Promise<PartnerClient | undefined>;
  /** Runs `fn` with partner calls attributed to `actor` (a Slack user id, or "system"). */
  asActor<T>(actor: string, fn: () => Promise<T>): Promise<T>;
  /**
   * Runs `fn` with a one-off client for a connection not saved yet (to test it before saving): one
   * attempt, no retry, bounded by `timeoutMs`; its call is audited like any other, then it is closed.
   */
  withTrialClient<T>(
    teamId: string,
    connection: TrialConnection,
    fn: (client: PartnerClient) => Promise<T>,
  ): Promise<T>;
  /** Drops the cached client so the next use rebuilds it from the store. */
  invalidate(teamId: string): Promise<void>;
  /** Waits for pending audit writes. */
  flushAudit(): Promise<void>;
  close(): Promise<void>;
}

export interface TrialConnection {
  readonly baseUrl: string;
  readonly sid: string;
  readonly secret: string;
  /** Per attempt; the caller's own deadline (a modal submission must be answered within 3 s). */
  readonly timeoutMs: number;
}

interface Cached {
  /** What the client was built from; a different stored connection means rebuild. */
  readonly fingerprint: string;
  readonly client: PartnerClient;
}

export function createPartnerClients(options: PartnerClientsOptions): PartnerClients {
  const { store } = options;
  const actors = new AsyncLocalStorage<string>();
  const cache = new Map<string, Cached>();
  const building = new Map<string, Promise<PartnerClient | undefined>>();
  const pendingAudit = new Set<Promise<unknown>>();
  let closed = false;

  function audit(teamId: string, info: CallInfo): void {
    const summary: Record<string, unknown> = { params: info.params, ok: info.ok };
    if (info.failure) summary.failure = info.failure;
    if (info.failedEntries > 0) summary.failedEntries = info.failedEntries;
    if (info.attempts > 1) summary.attempts = info.attempts;
    const write = store.audit
      .recordPartnerCall(teamId, {
        actor: actors.getStore() ?? "system",
        operation: info.operation,
        summary,
        errno: info.errno,
        latencyMs: info.latencyMs,
      })
      .catch((err: unknown) => options.onAuditError?.(err));
    pendingAudit.add(write);
    void write.finally(() => pendingAudit.delete(write));
    // The first answer that shows the service refuses a course flags it, and tells the admins.
    const noted = noteCourseAnswer(
      store,
      teamId,
      info,
      (options.clock ?? systemClock)(),
      options.onCourseRefused,
    )
      .then((queued) => {
        if (queued) options.onNoticeQueued?.();
      })
      .catch((err: unknown) => options.onAuditError?.(err));
    pendingAudit.add(noted);
    void noted.finally(() => pendingAudit.delete(noted));
  }

  async function build(teamId: string): Promise<PartnerClient | undefined> {
    const connection = await store.workspaces.getConnection(teamId);
    if (!connection) {
      await drop(teamId);
      return undefined;
    }
    const fingerprint = `${connection.connectedAt}|${connection.partnerBaseUrl}|${connection.sid}`;
    const cached = cache.get(teamId);
    if (cached?.fingerprint === fingerprint) return cached.client;
    const secret = await store.workspaces.getConnectionSecret(teamId);
    const client = new PartnerClient({
      baseUrl: connection.partnerBaseUrl,
      sid: connection.sid,
      secret,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      ...(options.retry === undefined ? {} : { retry: options.retry }),
      ...(options.clock === undefined ? {} : { clock: options.clock }),
      onCall: (info) => audit(teamId, info),
    });
    if (closed) {
      await client.close();
      return undefined;
    }
    cache.set(teamId, { fingerprint, client });
    if (cached) await cached.client.close();
    return client;
  }

  async function drop(teamId: string): Promise<void> {
    const cached = cache.get(teamId);
    cache.delete(teamId);
    if (cached) await cached.client.close();
  }

  return {
    forWorkspace(teamId) {
      if (closed) return Promise.resolve(undefined);
      // Concurrent first uses share one build instead of opening several pools.
      const inFlight = building.get(teamId);
      if (inFlight) return inFlight;
      const promise = build(teamId).finally(() => building.delete(teamId));
      building.set(teamId, promise);
      return promise;
    },
    asActor(actor, fn) {
      return actors.run(actor, fn);
    },
    async withTrialClient(teamId, connection, fn) {
      const client = new PartnerClient({
        baseUrl: connection.baseUrl,
        sid: connection.sid,
        secret: connection.secret,
        timeoutMs: connection.timeoutMs,
        retry: { retries: 0 },
        ...(options.clock === undefined ? {} : { clock: options.clock }),
        onCall: (info) => audit(teamId, info),
      });
      try {
        return await fn(client);
      } finally {
        await client.close();
      }
    },
    invalidate: drop,
    async flushAudit() {
      await Promise.allSettled([...pendingAudit]);
    },
    async close() {
      closed = true;
      await Promise.allSettled([...building.values()]);
      const clients = [...cache.values()].map((c) => c.client);
      cache.clear();
      await Promise.allSettled(clients.map((c) => c.close()));
      await Promise.allSettled([...pendingAudit]);
    },
  };
}
