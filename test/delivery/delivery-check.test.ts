/**
 * The check before resending a DM whose post may have reached Slack, under the non-Marketplace limits
 * (one conversations.history call per window, 15 a page): a lost answer is settled by reading every
 * page of the window (has_more followed, each page its own call), never by sending again; the DM's
 * metadata is an opaque hash; and a DM whose `sendBy` has come is sent rather than held further.
 */
import { Writable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createDeliveryWorker,
  type DeliveryWorker,
  outboxKeyHasher,
  slackHistoryReader,
  slackPoster,
} from "../../src/delivery/index.js";
import { createLogger } from "../../src/logger.js";
import { type SlackStandin, startSlackStandin } from "../../src/slack-standin/index.js";
import type { Store } from "../../src/store/index.js";
import { type Fresh, freshDatabase } from "../store/harness.js";
import { englishSummaryWords } from "../support/summary-words.js";
import { until } from "../support/until.js";
import { deliveries, queueDms, studentId } from "./helpers.js";

/** The stand-in's minute, shortened; the worker paces its checks to the same. */
const WINDOW_MS = 1000;

describe("the check before resending, at Slack's non-Marketplace limits", () => {
  let fresh: Fresh;
  let store: Store;
  let standin: SlackStandin;
  let logs: string;
  const workers: DeliveryWorker[] = [];

  beforeEach(async () => {
    fresh = await freshDatabase("sqlite");
    // A lost answer is retried 2-3 s later: after the 19 DMs queued behind it are in the DM.
    store = await fresh.open({ outbox: { backoffBaseSeconds: 3, maxAttempts: 4 } });
    standin = await startSlackStandin({ history: { tier: "nonMarketplace", windowMs: WINDOW_MS } });
    logs = "";
  });
  afterEach(async () => {
    for (const w of workers.splice(0)) await w.stop();
    await standin.close();
    await fresh.dispose();
  });

  function startWorker(): void {
    const slack = { token: standin.botToken, apiUrl: standin.url };
    const worker = createDeliveryWorker({
      store,
      summaryWords: englishSummaryWords,
      post: slackPoster(slack),
      keyHash: outboxKeyHasher("test-metadata-secret"),
      history: { read: slackHistoryReader({ ...slack, pageSize: 15 }), callsPerMinute: 60_000 / WINDOW_MS },
      messagesPerSecond: 50,
      channelIntervalMs: 20,
      idleMs: 50,
      leaseSeconds: 4,
      logger: createLogger({
        level: "info",
        destination: new Writable({
          write(chunk, _enc, done) {
            logs += chunk.toString();
            done();
          },
        }),
      }),
    });
    workers.push(worker);
    worker.start();
  }

  const settled = async () => {
    const c = await store.outbox.counts();
    return c.pending === 0 && c.claimed === 0;
  };

  it("a DM whose answer was lost, under 19 newer ones, is found on the second page and not sent again", async () => {
    // The first post reaches Slack and its answer is lost; 19 more to the same student follow it.
    standin.loseAnswers("chat.postMessage", 1);
    await queueDms(store, 20, () => ({ channel: studentId(1) }));
    startWorker();
    await until("every DM settled", settled, 20_000);
    expect([...deliveries(standin).values()]).toEqual(Array(20).fill(1));
    const pages = standin.callsTo("conversations.history").filter((c) => c.status === 200);
    expect(pages.length).toBe(2);
    expect(pages[0]?.args.limit).toBe(15);
    const first = pages[0]?.response as { response_metadata?: { next_cursor?: string } };
    expect(pages[1]?.args.cursor).toBe(first.response_metadata?.next_cursor);
    // Narrowed to the attempt: from just before the post left to its lease's end.
    const oldest = Number(pages[0]?.args.oldest);
    const latest = Number(pages[0]?.args.latest);
    expect(latest - oldest).toBeLessThan(120);
    expect(logs).toContain("already in the DM from an interrupted attempt");
    // The metadata is an opaque hash, not the key naming the class and the student.
    const metadata = standin.messages.map((m) => m.metadata);
    expect(metadata.every((m) => typeof (m?.event_payload as { h?: unknown })?.h === "string")).toBe(true);
    expect(JSON.stringify(metadata)).not.toMatch(/live-link|:41:/);
  }, 30_000);

  it("holds a DM while Slack refuses every check, logging each; sendBy sends it once lateness costs more", async () => {
    standin.rateLimit("conversations.history", { times: 1000, retryAfterSeconds: 1 });
    await queueDms(store, 1, () => ({ channel: studentId(2) }));
    await queueDms(store, 1, () => ({
      channel: studentId(3),
      dedupeKey: "live-link:42:s3",
      // The class starts in minutes: a second copy beats a link that comes too late.
      sendBy: Math.floor(Date.now() / 1000),
    }));
    // Both posts reach Slack and both answers are lost.
    standin.loseAnswers("chat.postMessage", 2);
    startWorker();
    await until(
      "both refused more than once",
      () => (logs.match(/refused by Slack \(429\)/g) ?? []).length >= 3,
    );
    const held = await store.outbox.findByDedupeKey(standin.identity.teamId, "live-link:41:s0");
    expect(held?.state).not.toBe("sent");
    expect(standin.messagesIn(standin.dmChannelOf(studentId(2)))).toHaveLength(1); // not sent again
    await until(
      "the urgent one sent again",
      () => standin.messagesIn(standin.dmChannelOf(studentId(3))).length === 2,
    );
    expect(logs).toContain("cannot wait longer (sendBy)");
    expect(logs).not.toContain("dm-0 your link");
  }, 30_000);
});
