/**
 * The job runner on the one outbox: a job runs once and its report commits with its completion; a job
 * that does not know yet is tried again as a later attempt; a job held by a dead instance is taken
 * over when its lease runs out; work due at a time waits for its moment and runs once, also with two
 * runners on PostgreSQL; the delivery worker never takes a job and the runner never takes a DM.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  createJobRunner,
  enqueueDm,
  enqueueJob,
  type JobHandler,
  type JobRunner,
  RetryJob,
} from "../../src/delivery/index.js";
import type { Store } from "../../src/store/index.js";
import { ENGINES, type Fresh, freshDatabase, manualClock, skipPostgres } from "../store/harness.js";
import { until } from "../support/until.js";

const TEAM = "T0JOBS";
const ADA = "UADA";

let fresh: Fresh | undefined;
const runners: JobRunner[] = [];
afterEach(async () => {
  for (const r of runners.splice(0)) await r.stop();
  await fresh?.dispose();
  fresh = undefined;
});

function runner(store: Store, handlers: Record<string, JobHandler>, extra: { leaseSeconds?: number } = {}) {
  const r = createJobRunner({ store, handlers, idleMs: 20, retryBaseSeconds: 1, ...extra });
  runners.push(r);
  r.start();
  return r;
}

describe.each(ENGINES)("jobs on %s", (engine) => {
  it.skipIf(skipPostgres(engine))("runs a job once and queues its report with the completion", async () => {
    fresh = await freshDatabase(engine);
    const store = await fresh.open();
    const ran: number[] = [];
    runner(store, {
      greet: async (job, ctx) => {
        ran.push(ctx.attempt);
        return {
          commit: async (tx) => {
            await enqueueDm(tx, {
              teamId: TEAM,
              channel: ADA,
              text: `done ${(job.payload as { n: number }).n}`,
              dedupeKey: `result:job:${job.id}`,
            });
          },
        };
      },
    });
    const { job } = await enqueueJob(store, { teamId: TEAM, kind: "greet", key: "one", payload: { n: 7 } });
    await until("the job", async () => (await store.outbox.get(job.id))?.state === "sent");
    expect(ran).toEqual([1]);
    const report = await store.outbox.findByDedupeKey<{ text: string }>(TEAM, `result:job:${job.id}`);
    expect(report?.payload.text).toBe("done 7");
    // The same request again is the same job: nothing runs twice.
    const again = await enqueueJob(store, { teamId: TEAM, kind: "greet", key: "one", payload: { n: 7 } });
    expect(again.created).toBe(false);
    expect(again.job.id).toBe(job.id);
  });

  it.skipIf(skipPostgres(engine))(
    "tries a job that does not know yet again, as a later attempt",
    async () => {
      fresh = await freshDatabase(engine);
      const store = await fresh.open();
      const attempts: { attempt: number; last: boolean }[] = [];
      runner(store, {
        flaky: async (_job, ctx) => {
          attempts.push({ attempt: ctx.attempt, last: ctx.lastAttempt });
          if (ctx.attempt < 3) throw new RetryJob("the service did not answer", 0);
          return {};
        },
      });
      const { job } = await enqueueJob(store, {
        teamId: TEAM,
        kind: "flaky",
        key: "k",
        payload: {},
        maxAttempts: 3,
      });
      await until("the job", async () => (await store.outbox.get(job.id))?.state === "sent");
      expect(attempts).toEqual([
        { attempt: 1, last: false },
        { attempt: 2, last: false },
        { attempt: 3, last: true },
      ]);
    },
  );

  it.skipIf(skipPostgres(engine))("gives up a job out of attempts and says so once", async () => {
    fresh = await freshDatabase(engine);
    const store = await fresh.open();
    const givenUp: string[] = [];
    const r = createJobRunner({
      store,
      idleMs: 20,
      handlers: {
        broken: async () => {
          throw new RetryJob("still unknown", 0);
        },
      },
      onGivenUp: async (job, reason) => {
        givenUp.push(`${job.id}:${reason}`);
      },
    });
    runners.push(r);
    r.start();
    const { job } = await enqueueJob(store, {
      teamId: TEAM,
      kind: "broken",
      key: "k",
      payload: {},
      maxAttempts: 2,
    });
    await until("the job", async () => (await store.outbox.get(job.id))?.state === "dead");
    await until("the job", () => givenUp.length > 0);
    expect(givenUp).toEqual([`${job.id}:retry: still unknown`]);
  });

  it.skipIf(skipPostgres(engine))(
    "takes over a job whose instance died once its lease runs out",
    async () => {
      fresh = await freshDatabase(engine);
      const store = await fresh.open();
      const { job } = await enqueueJob(store, { teamId: TEAM, kind: "work", key: "k", payload: {} });
      // An instance claims it and dies: nobody renews its lease.
      const [taken] = await store.outbox.claim(1, "dead-instance", 1, "jobs");
      expect(taken?.id).toBe(job.id);
      const seen: number[] = [];
      runner(store, {
        work: async (_job, ctx) => {
          seen.push(ctx.attempt);
          return {};
        },
      });
      await until("the job", async () => (await store.outbox.get(job.id))?.state === "sent", 10_000);
      expect(seen).toEqual([2]);
    },
  );

  it.skipIf(skipPostgres(engine))("keeps the lease of a long job alive: nobody else takes it", async () => {
    fresh = await freshDatabase(engine);
    const store = await fresh.open();
    const starts: string[] = [];
    const slow: JobHandler = async () => {
      starts.push("start");
      await new Promise((r) => setTimeout(r, 4500));
      return {};
    };
    runner(store, { slow }, { leaseSeconds: 2 });
    const other = await fresh.open();
    runner(other, { slow }, { leaseSeconds: 2 });
    const { job } = await enqueueJob(store, { teamId: TEAM, kind: "slow", key: "k", payload: {} });
    await until("the job", async () => (await store.outbox.get(job.id))?.state === "sent", 10_000);
    expect(starts).toEqual(["start"]);
  });

  it.skipIf(skipPostgres(engine))(
    "runs work due at a time at its moment, once, after a restart",
    async () => {
      fresh = await freshDatabase(engine);
      const clock = manualClock(Math.floor(Date.now() / 1000));
      const store = await fresh.open({ clock });
      const ran: string[] = [];
      await enqueueJob(store, {
        teamId: TEAM,
        kind: "class-ending",
        key: "41",
        payload: { classId: 41 },
        notBefore: clock() + 600,
      });
      // No runner was up at the moment (a restart that missed it): the first one to start does it.
      clock.advance(900);
      const second = await fresh.open({ clock });
      const handler: JobHandler = async (job) => {
        ran.push(job.dedupeKey);
        return {};
      };
      runner(store, { "class-ending": handler });
      runner(second, { "class-ending": handler });
      await until("the job", () => ran.length > 0);
      await new Promise((r) => setTimeout(r, 300));
      expect(ran).toEqual(["job:class-ending:41"]);
    },
  );

  it.skipIf(skipPostgres(engine))("does not run a timed job before its moment", async () => {
    fresh = await freshDatabase(engine);
    const clock = manualClock(Math.floor(Date.now() / 1000));
    const store = await fresh.open({ clock });
    const ran: number[] = [];
    runner(store, {
      warn: async (job) => {
        ran.push(job.id);
        return {};
      },
    });
    const { job } = await enqueueJob(store, {
      teamId: TEAM,
      kind: "warn",
      key: "41",
      payload: {},
      notBefore: clock() + 60,
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(ran).toEqual([]);
    clock.advance(61);
    await until("the job", () => ran.length === 1);
    expect(ran).toEqual([job.id]);
  });

  it.skipIf(skipPostgres(engine))("shares one table with the DMs without taking them", async () => {
    fresh = await freshDatabase(engine);
    const store = await fresh.open();
    const { message } = await enqueueDm(store, {
      teamId: TEAM,
      channel: ADA,
      text: "hello",
      dedupeKey: "result:1:UADA",
    });
    const { job } = await enqueueJob(store, { teamId: TEAM, kind: "x", key: "k", payload: {} });
    expect((await store.outbox.claim(10, "w", 60, "messages")).map((m) => m.id)).toEqual([message.id]);
    expect((await store.outbox.claim(10, "r", 60, "jobs")).map((m) => m.id)).toEqual([job.id]);
  });
});

describe("jobs on two instances", () => {
  it.skipIf(skipPostgres("postgres"))("runs each of 40 jobs exactly once with two runners", async () => {
    fresh = await freshDatabase("postgres");
    const a = await fresh.open();
    const b = await fresh.open();
    const runs = new Map<number, number>();
    const handler: JobHandler = async (job) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 10));
      return {};
    };
    runner(a, { count: handler });
    runner(b, { count: handler });
    for (let i = 0; i < 40; i++)
      await enqueueJob(a, { teamId: TEAM, kind: "count", key: `${i}`, payload: {} });
    await until("the job", () => runs.size === 40, 15_000);
    await new Promise((r) => setTimeout(r, 300));
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect((await a.outbox.counts()).sent).toBe(40);
  });
});
