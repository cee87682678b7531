import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { type SlackStandin, startSlackStandin } from "../../src/slack-standin/index.js";
import type { OpenStoreOptions, Store } from "../../src/store/index.js";
import { type Fresh, freshDatabase, PG_URL, skipPostgres, TEST_KEY } from "../store/harness.js";
import { until } from "../support/until.js";
import { deliveries, queueDms } from "./helpers.js";

interface Child {
  proc: ChildProcessWithoutNullStreams;
  out: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startChild(standin: SlackStandin, store: OpenStoreOptions, env: Record<string, string> = {}): Child {
  const proc = spawn(process.execPath, ["--import", "tsx", "test/delivery/worker-process.ts"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      DELIVERY_STORE: JSON.stringify(store),
      DELIVERY_SLACK: standin.url,
      DELIVERY_TOKEN: standin.botToken,
      ...env,
    },
  });
  let out = "";
  proc.stdout.on("data", (d: Buffer) => {
    out += d.toString();
  });
  proc.stderr.on("data", (d: Buffer) => {
    out += d.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.on("exit", (code, signal) => resolve({ code, signal })),
  );
  return { proc, out: () => out, exited };
}

describe("outbox workers as real processes", () => {
  let fresh: Fresh | undefined;
  let standin: SlackStandin | undefined;
  const children: Child[] = [];
  afterEach(async () => {
    for (const c of children.splice(0))
      if (c.proc.exitCode === null && c.proc.signalCode === null) c.proc.kill("SIGKILL");
    await standin?.close();
    await fresh?.dispose();
  });

  async function setup(
    engine: "sqlite" | "postgres",
    count: number,
  ): Promise<{ store: Store; options: OpenStoreOptions }> {
    fresh = await freshDatabase(engine);
    const store = await fresh.open({ encryptionKey: TEST_KEY });
    standin = await startSlackStandin();
    await queueDms(store, count);
    return { store, options: { ...fresh.options, encryptionKey: TEST_KEY } };
  }

  const settled = (store: Store) => async () => {
    const c = await store.outbox.counts();
    return c.pending === 0 && c.claimed === 0;
  };

  it("a worker killed with SIGKILL mid-way and restarted delivers every DM exactly once", async () => {
    const { store, options } = await setup("sqlite", 80);
    const s = standin as SlackStandin;
    const first = startChild(s, options, { DELIVERY_RATE: "40", DELIVERY_INSTANCE: "first" });
    children.push(first);
    await until("the first worker's DMs", () => s.messages.length >= 25, 20_000);
    // Kill it just as a post reaches Slack: the worst moment, the DM sent and not yet recorded.
    // (The stand-in has written its answer; the worker has not read it yet.)
    const from = s.calls.length;
    await s.waitFor("chat.postMessage", (c) => c.seq >= from && c.status === 200, 5000);
    first.proc.kill("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");
    const sentBefore = s.messages.length;
    expect(sentBefore).toBeLessThan(80);
    expect((await store.outbox.counts()).claimed).toBeGreaterThan(0); // it died holding claims

    const second = startChild(s, options, { DELIVERY_RATE: "40", DELIVERY_INSTANCE: "second" });
    children.push(second);
    await until("the restarted worker to finish", settled(store), 20_000);
    const got = deliveries(s);
    expect(got.size).toBe(80);
    expect([...got.entries()].filter(([, n]) => n !== 1)).toEqual([]);
    expect(await store.outbox.counts()).toMatchObject({ sent: 80, dead: 0 });
    // The DMs the dead worker may have sent were looked up in Slack before any was sent again.
    expect(s.callsTo("conversations.history").length).toBeGreaterThan(0);
    second.proc.kill("SIGTERM");
    expect((await second.exited).code).toBe(0);
  }, 60_000);

  it("SIGTERM stops a worker cleanly: it exits 0 and holds no claims", async () => {
    const { store, options } = await setup("sqlite", 60);
    const s = standin as SlackStandin;
    const child = startChild(s, options, { DELIVERY_RATE: "20" });
    children.push(child);
    await until("the first DMs", () => s.messages.length >= 10, 20_000);
    child.proc.kill("SIGTERM");
    expect(await child.exited).toEqual({ code: 0, signal: null });
    expect(child.out()).toContain("stopped");
    const c = await store.outbox.counts();
    expect(c.claimed).toBe(0);
    expect(c.sent).toBe(s.messages.length);
    expect(c.sent + c.pending).toBe(60);
  }, 40_000);

  describe.skipIf(skipPostgres("postgres"))("on one PostgreSQL database", () => {
    it("two workers share the work and send each DM once", async () => {
      if (!PG_URL) return;
      const { store, options } = await setup("postgres", 0);
      const s = standin as SlackStandin;
      const a = startChild(s, options, { DELIVERY_RATE: "40", DELIVERY_INSTANCE: "a" });
      const b = startChild(s, options, { DELIVERY_RATE: "40", DELIVERY_INSTANCE: "b" });
      children.push(a, b);
      // Queued once both run: a worker starting a second late on a loaded machine finds nothing left.
      await until("both workers", () => a.out().includes("ready") && b.out().includes("ready"), 20_000);
      await queueDms(store, 120);
      await until("both workers to finish", settled(store), 30_000);
      const got = deliveries(s);
      expect(got.size).toBe(120);
      expect([...got.entries()].filter(([, n]) => n !== 1)).toEqual([]);
      const byWorker = await (fresh as Fresh).raw<{ claimed_by: string; n: number }>(
        "select claimed_by, count(*) as n from outbox where state = 'sent' group by claimed_by order by claimed_by",
      );
      expect(byWorker.map((r) => r.claimed_by)).toEqual(["a", "b"]); // both took part
      expect(byWorker.reduce((sum, r) => sum + Number(r.n), 0)).toBe(120);
    }, 60_000);

    it("two workers together keep to the workspace rate, not twice it", async () => {
      if (!PG_URL) return;
      const RATE = 20;
      const COUNT = 160; // 8 s at the shared rate; 4 s if each worker sent at its own
      const { store, options } = await setup("postgres", 0);
      const s = standin as SlackStandin;
      const a = startChild(s, options, { DELIVERY_RATE: String(RATE), DELIVERY_INSTANCE: "a" });
      const b = startChild(s, options, { DELIVERY_RATE: String(RATE), DELIVERY_INSTANCE: "b" });
      children.push(a, b);
      await until("both workers", () => a.out().includes("ready") && b.out().includes("ready"), 20_000);
      await queueDms(store, COUNT);
      await until("both workers to finish", settled(store), 60_000);

      const got = deliveries(s);
      expect(got.size).toBe(COUNT);
      expect([...got.entries()].filter(([, n]) => n !== 1)).toEqual([]);
      const byWorker = await (fresh as Fresh).raw<{ claimed_by: string }>(
        "select distinct claimed_by from outbox where state = 'sent' order by claimed_by",
      );
      expect(byWorker.map((r) => r.claimed_by)).toEqual(["a", "b"]);
      // The stand-in sets no limit here, so sending at twice the rate would show. Generous bounds: a
      // stalled machine only slows sending down. Each worker alone at RATE would make these 2 * RATE.
      const times = s.messages.map((m) => m.at).sort((x, y) => x - y);
      const from = times[10] ?? 0;
      const rate = ((times.length - 11) / ((times.at(-1) ?? 0) - from)) * 1000;
      expect(rate).toBeLessThan(RATE * 1.1);
      let busiest = 0;
      for (let i = 0, j = 0; i < times.length; i++) {
        while ((times[i] ?? 0) - (times[j] ?? 0) >= 2000) j++;
        busiest = Math.max(busiest, i - j + 1);
      }
      // Any two seconds: 2 * RATE, with a second of slack for a stalled test process (requests it
      // takes late are counted together).
      expect(busiest).toBeLessThanOrEqual(RATE * 3);
    }, 90_000);
  });
});
