import { Writable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDeliveryWorker, type DeliveryWorker, slackPoster } from "../../src/delivery/index.js";
import { createLogger } from "../../src/logger.js";
import { type SlackStandin, startSlackStandin } from "../../src/slack-standin/index.js";
import type { Store } from "../../src/store/index.js";
import { type Fresh, freshDatabase } from "../store/harness.js";
import { englishSummaryWords } from "../support/summary-words.js";
import { until } from "../support/until.js";
import { CHECK_CODE, deliveries, queueDms, studentId, TEAM } from "./helpers.js";

describe("the outbox worker against the Slack stand-in", () => {
  let fresh: Fresh;
  let store: Store;
  let standin: SlackStandin;
  let logs: string;
  const workers: DeliveryWorker[] = [];

  beforeEach(async () => {
    fresh = await freshDatabase("sqlite");
    store = await fresh.open({ outbox: { backoffBaseSeconds: 1, maxAttempts: 4 } });
    standin = await startSlackStandin();
    logs = "";
  });
  afterEach(async () => {
    for (const w of workers.splice(0)) await w.stop();
    await standin.close();
    await fresh.dispose();
  });

  function startWorker(
    messagesPerSecond: number,
    extra: Partial<Parameters<typeof createDeliveryWorker>[0]> = {},
  ) {
    const destination = new Writable({
      write(chunk, _enc, done) {
        logs += chunk.toString();
        done();
      },
    });
    const worker = createDeliveryWorker({
      store,
      summaryWords: englishSummaryWords,
      post: slackPoster({ token: standin.botToken, apiUrl: standin.url }),
      messagesPerSecond,
      idleMs: 50,
      leaseSeconds: 30,
      logger: createLogger({ level: "debug", destination }),
      ...extra,
    });
    workers.push(worker);
    worker.start();
    return worker;
  }

  const settled = async () => {
    const c = await store.outbox.counts();
    return c.pending === 0 && c.claimed === 0;
  };

  it("delivers every DM exactly once through 429s and per-channel limits", async () => {
    standin.perChannelLimit(1);
    standin.workspaceLimit(20);
    standin.rateLimit("chat.postMessage", { times: 2, retryAfterSeconds: 1 });
    // 8 students get 3 DMs each: the same channel three times in a row.
    await queueDms(store, 24, (i) => ({ channel: studentId(i % 8) }));
    // Faster than the stand-in allows, and a channel gap under a second: Slack's 429s must do the pacing.
    startWorker(40, { channelIntervalMs: 300 });
    await until("every DM settled", settled, 15_000);

    const got = deliveries(standin);
    expect(got.size).toBe(24);
    expect([...got.values()].every((n) => n === 1)).toBe(true);
    expect(await store.outbox.counts()).toMatchObject({ sent: 24, dead: 0 });
    const posts = standin.callsTo("chat.postMessage");
    expect(posts.filter((c) => c.status === 429).length).toBeGreaterThan(2);
    // Each student saw their three DMs at least a second apart, as the stand-in allowed them.
    for (let u = 0; u < 8; u++) {
      const times = standin.messagesIn(standin.dmChannelOf(studentId(u))).map((m) => m.at);
      expect(times).toHaveLength(3);
      for (let k = 1; k < times.length; k++)
        expect((times[k] ?? 0) - (times[k - 1] ?? 0)).toBeGreaterThan(990);
    }
  }, 30_000);

  it("keeps to its own pace so Slack has nothing to refuse", async () => {
    standin.perChannelLimit(1);
    standin.workspaceLimit(20);
    await queueDms(store, 20, (i) => ({ channel: studentId(i % 10) }));
    startWorker(18);
    await until("every DM settled", settled, 15_000);
    expect(standin.callsTo("chat.postMessage").every((c) => c.status === 200)).toBe(true);
    expect(deliveries(standin).size).toBe(20);
  }, 30_000);

  it("gives up on students Slack cannot reach and tells the teacher once, naming them", async () => {
    standin.failUser(studentId(1), "user_not_found");
    standin.failUser(studentId(3), "cannot_dm_bot");
    standin.failUser(studentId(4), "messages_tab_disabled");
    const group = "enrol:41:r1";
    await queueDms(store, 6, () => ({
      group,
      notifySlackUserId: "UTEACHER",
      groupLabel: "the live link for Algebra 1",
    }));
    startWorker(50);
    await until(
      "the summary",
      async () => (await settled()) && standin.messagesIn(standin.dmChannelOf("UTEACHER")).length > 0,
      10_000,
    );
    await new Promise((r) => setTimeout(r, 200)); // a second summary would have arrived by now

    expect([...deliveries(standin).keys()].filter((k) => k.startsWith("dm-")).sort()).toEqual([
      "dm-0",
      "dm-2",
      "dm-5",
    ]);
    const dead = await fresh.raw<{ dedupe_key: string; last_error: string }>(
      "select dedupe_key, last_error from outbox where state = 'dead' order by dedupe_key",
    );
    expect(dead).toEqual([
      { dedupe_key: "live-link:41:s1", last_error: "slack: user_not_found" },
      { dedupe_key: "live-link:41:s3", last_error: "slack: cannot_dm_bot" },
      { dedupe_key: "live-link:41:s4", last_error: "slack: messages_tab_disabled" },
    ]);
    // Only the failing students were tried once each: a permanent error is not retried.
    const tries = (u: string) =>
      standin.callsTo("chat.postMessage").filter((c) => c.args.channel === u).length;
    expect(tries(studentId(1))).toBe(1);

    const toTeacher = standin.messagesIn(standin.dmChannelOf("UTEACHER"));
    expect(toTeacher).toHaveLength(1);
    expect(toTeacher[0]?.text).toContain("3 of 6 students could not be sent the live link for Algebra 1");
    expect(toTeacher[0]?.text).toContain(`<@${studentId(1)}> is not a member of this Slack workspace`);
    expect(toTeacher[0]?.text).toContain(`<@${studentId(3)}> is a bot`);
    expect(toTeacher[0]?.text).toContain(`<@${studentId(4)}> does not accept direct messages from apps`);
    expect(toTeacher[0]?.text).not.toContain(CHECK_CODE);
    expect(await store.outbox.findByDedupeKey(TEAM, `summary:${group}`)).toMatchObject({ state: "sent" });
  }, 20_000);

  it("summarises a group whose last message died with a crashed worker's lease", async () => {
    const group = "enrol:41:r3";
    await queueDms(store, 2, () => ({ group, notifySlackUserId: "UTEACHER" }));
    // One attempt allowed: a crashed holder's expired lease makes the message dead, no worker settles it.
    const oneTry = await fresh.open({ outbox: { maxAttempts: 1 } });
    const [ghost] = await oneTry.outbox.claim(1, "crashed-worker", 1);
    startWorker(50, { store: oneTry, groupSweepMs: 200 });
    await until("the summary", () => standin.messagesIn(standin.dmChannelOf("UTEACHER")).length > 0, 10_000);
    expect(await store.outbox.get(ghost?.id ?? 0)).toMatchObject({ state: "dead" });
    const [summary] = standin.messagesIn(standin.dmChannelOf("UTEACHER"));
    expect(summary?.text).toContain(`1 of 2 students could not be sent your message`);
    expect(summary?.text).toContain(`<@${studentId(0)}> could not be reached after several tries`);
  }, 20_000);

  it("sends no summary when the whole group got through", async () => {
    await queueDms(store, 3, () => ({ group: "enrol:41:r2", notifySlackUserId: "UTEACHER" }));
    startWorker(50);
    await until("every DM settled", settled, 10_000);
    await new Promise((r) => setTimeout(r, 150));
    expect(standin.messagesIn(standin.dmChannelOf("UTEACHER"))).toEqual([]);
  });

  it("retries a transient failure with backoff and delivers it once", async () => {
    standin.failUser(studentId(0), "service_unavailable");
    await queueDms(store, 1);
    startWorker(50);
    await until(
      "the first failure",
      async () =>
        (await store.outbox.findByDedupeKey(TEAM, "live-link:41:s0"))?.attempts === 1 &&
        (await store.outbox.counts()).pending === 1,
      5000,
    );
    standin.failUser(studentId(0), null);
    await until("the retry", settled, 10_000);
    expect(await store.outbox.findByDedupeKey(TEAM, "live-link:41:s0")).toMatchObject({
      state: "sent",
      attempts: 2,
    });
    expect(deliveries(standin).get("dm-0")).toBe(1);
  }, 20_000);

  it("never writes the message or its link into error texts or logs", async () => {
    standin.failUser(studentId(0), "user_not_found");
    standin.failUser(studentId(1), "internal_error");
    standin.rateLimit("chat.postMessage", { times: 1 });
    await queueDms(store, 3);
    startWorker(50);
    await until(
      "the good DM and the dead one",
      async () => {
        const c = await store.outbox.counts();
        return c.sent === 1 && c.dead === 1;
      },
      10_000,
    );
    const rows = await fresh.raw<{ last_error: string | null }>("select last_error from outbox");
    const errors = rows.map((r) => r.last_error ?? "").join("\n");
    expect(errors).toContain("slack: user_not_found");
    expect(errors).toContain("slack: internal_error");
    for (const text of [errors, logs]) {
      expect(text).not.toContain(CHECK_CODE);
      expect(text).not.toContain("live_partner");
      expect(text).not.toContain("your link");
    }
    expect(logs).toContain("Slack rate limit");
  }, 20_000);

  it("hands other kinds to their registered sender and gives up on a kind nobody sends", async () => {
    const sentReminders: string[] = [];
    for (const kind of ["reminder", "carrier-pigeon"]) {
      await store.outbox.enqueue({
        teamId: TEAM,
        kind,
        dedupeKey: `${kind}:41:s1`,
        payload: { channel: studentId(1), text: "soon" },
      });
    }
    startWorker(50, {
      senders: {
        reminder: async (m) => {
          sentReminders.push(m.dedupeKey);
          return { kind: "sent" };
        },
      },
    });
    await until("both settled", settled, 5000);
    expect(sentReminders).toEqual(["reminder:41:s1"]);
    expect(await store.outbox.findByDedupeKey(TEAM, "carrier-pigeon:41:s1")).toMatchObject({
      state: "dead",
      lastError: "unknown message kind carrier-pigeon",
    });
  });

  it("stops cleanly: nothing stays claimed, and a new worker sends the rest exactly once", async () => {
    await queueDms(store, 40);
    const first = startWorker(20);
    await until("the first DMs", () => standin.messages.length >= 10, 10_000);
    await first.stop();
    const counts = await store.outbox.counts();
    expect(counts.claimed).toBe(0);
    expect(counts.sent).toBe(standin.messages.length);
    expect(counts.pending).toBe(40 - counts.sent);
    // Handed-back messages did not use up an attempt.
    const attempts = await fresh.raw<{ attempts: number }>(
      "select attempts from outbox where state = 'pending'",
    );
    expect(attempts.every((r) => Number(r.attempts) === 0)).toBe(true);

    startWorker(50);
    await until("the rest", settled, 10_000);
    const got = deliveries(standin);
    expect(got.size).toBe(40);
    expect([...got.values()].every((n) => n === 1)).toBe(true);
  }, 30_000);
});
