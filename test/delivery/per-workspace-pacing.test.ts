/**
 * One deployment, many schools (issue 19): the outbox worker paces each workspace on its own. Slack's
 * limits are per workspace, so one school's 429 holds none of the others, and one school's queue does
 * not slow another's sends.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createDeliveryWorker,
  type DeliveryWorker,
  enqueueDm,
  slackPoster,
} from "../../src/delivery/index.js";
import { type SlackStandin, startSlackStandin } from "../../src/slack-standin/index.js";
import type { Store } from "../../src/store/index.js";
import { type Fresh, freshDatabase } from "../store/harness.js";
import { englishSummaryWords } from "../support/summary-words.js";
import { until } from "../support/until.js";

const HILL = "T0HILL";
const DALE = "T0DALE";

describe("the outbox worker paces each workspace on its own", () => {
  let fresh: Fresh;
  let store: Store;
  let standin: SlackStandin;
  let worker: DeliveryWorker | undefined;

  beforeEach(async () => {
    fresh = await freshDatabase("sqlite");
    store = await fresh.open();
    standin = await startSlackStandin();
  });
  afterEach(async () => {
    await worker?.stop();
    await standin.close();
    await fresh.dispose();
  });

  function start(messagesPerSecond: number): void {
    worker = createDeliveryWorker({
      store,
      summaryWords: englishSummaryWords,
      post: slackPoster({ token: standin.botToken, apiUrl: standin.url }),
      messagesPerSecond,
      idleMs: 20,
      leaseSeconds: 30,
    });
    worker.start();
  }

  async function queue(teamId: string, user: string, n = 1): Promise<void> {
    for (let i = 0; i < n; i++) {
      await enqueueDm(store, {
        teamId,
        channel: `${user}${i}`,
        text: `${teamId} dm ${i}`,
        dedupeKey: `notice:${user}:${i}`,
      });
    }
    worker?.wake();
  }

  const sentTo = (prefix: string) => standin.messages.filter((m) => m.text.startsWith(prefix));

  it("a 429 in one workspace holds that workspace only", async () => {
    for (const teamId of [HILL, DALE]) await store.workspaces.upsert({ teamId });
    start(20);
    // Hill's first DM meets a 429 asking for 5 seconds.
    standin.rateLimit("chat.postMessage", { times: 1, retryAfterSeconds: 5 });
    await queue(HILL, "UHILL");
    await until("the 429", () => standin.callsTo("chat.postMessage").some((c) => c.status === 429), 5_000);
    const queuedAt = Date.now();
    await queue(DALE, "UDALE", 3);
    await until("Dale's DMs", () => sentTo(DALE).length === 3, 10_000);
    // Dale's went out well before Hill's pause is over; Hill's waited for it.
    expect(Date.now() - queuedAt).toBeLessThan(3_000);
    expect(sentTo(HILL)).toEqual([]);
    await until("Hill's DM after its pause", () => sentTo(HILL).length === 1, 10_000);
  }, 20_000);

  it("each workspace sends at its own rate: eight schools' DMs take no longer than one school's", async () => {
    const teams = ["T0A", "T0B", "T0C", "T0D", "T0E", "T0F", "T0G", "T0H"];
    for (const teamId of teams) await store.workspaces.upsert({ teamId });
    start(10);
    for (const teamId of teams) await queue(teamId, `U${teamId.slice(2)}X`, 8);
    await until("every DM", () => standin.messages.length === 64, 15_000);
    for (const teamId of teams) {
      const times = sentTo(teamId).map((m) => m.at);
      // 8 DMs at 10/s: about 0.7 s from the first to the last, whatever the other schools send.
      expect(Math.max(...times) - Math.min(...times)).toBeLessThan(2_000);
      expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(500);
    }
  }, 20_000);
});
