/**
 * /healthz's check runs at most once per interval however many ask at once: 200 concurrent probes
 * make one partner call, not 200.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { healthMonitor } from "../src/health.js";
import { createLogger } from "../src/logger.js";
import { openStore, type Store } from "../src/store/index.js";

describe("health monitor", () => {
  let store: Store | undefined;
  afterEach(async () => {
    await store?.close();
    vi.useRealTimers();
  });

  it("answers 200 concurrent askers from one check, reuses it for the interval, then checks again", async () => {
    store = await openStore({ sqlitePath: ":memory:" });
    await store.workspaces.upsert({ teamId: "T1" });
    let probes = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const monitor = healthMonitor({
      store,
      logger: createLogger({ level: "silent" }),
      seedBaseUrl: "https://partner.example",
      ttlMs: 30_000,
      probe: async () => {
        probes += 1;
        await gate;
        return true;
      },
    });
    vi.useFakeTimers({ toFake: ["Date"] });
    const asks = Array.from({ length: 200 }, () => monitor.current());
    release();
    const reports = await Promise.all(asks);
    expect(probes).toBe(1);
    expect(new Set(reports).size).toBe(1);
    expect(reports[0]).toEqual({
      ok: true,
      store: { ok: true, engine: "sqlite" },
      partner: { ok: true, endpoints: [{ baseUrl: "https://partner.example", reachable: true }] },
    });
    vi.advanceTimersByTime(29_000);
    await monitor.current();
    expect(probes).toBe(1);
    vi.advanceTimersByTime(2_000);
    await monitor.current();
    expect(probes).toBe(2);
  });
});
