import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { dmDedupeKey, enqueueDm } from "../../src/delivery/index.js";
import { createLogger } from "../../src/logger.js";
import { type Harness, settled, startHarness, WAIT_MS } from "./harness.js";

describe("the running app delivers queued DMs", () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
  });

  it("sends a DM committed with its cause, once, and records it sent", async () => {
    h = await startHarness();
    const stack = h;
    const team = stack.standin.identity.teamId;
    const queue = (uid: string) =>
      stack.store.transaction(async (tx) => {
        await enqueueDm(tx, {
          teamId: team,
          channel: "UBEN",
          text: "Algebra 1 starts at 10:00",
          dedupeKey: dmDedupeKey("live-link", 41, uid),
        });
      });
    await queue("s-ben");
    await queue("s-ben"); // a double click queues nothing twice
    stack.app.delivery?.wake();
    const call = await stack.standin.waitFor(
      "chat.postMessage",
      (c) => c.args.channel === "UBEN" && c.status === 200,
      WAIT_MS,
    );
    // Posted straight to the user id: Slack opens the DM itself.
    expect(stack.standin.callsTo("conversations.open")).toEqual([]);
    expect(call.args.text).toBe("Algebra 1 starts at 10:00");
    await settled(stack);
    expect(stack.standin.messagesIn(stack.standin.dmChannelOf("UBEN"))).toHaveLength(1);

    // Later: only the daily purge of old personal data (docs/privacy.md), the next morning agenda
    // sweep (docs/jobs.md) and the daily check for schools the class service went quiet on
    // (docs/class-events.md), queued at start.
    expect(await stack.store.outbox.counts()).toEqual({ pending: 0, claimed: 0, sent: 1, dead: 0, later: 3 });
  }, 60_000);

  it("a DM whose answer was lost (the connection closed after Slack posted it) is checked, not sent twice", async () => {
    h = await startHarness();
    const stack = h;
    stack.standin.loseAnswers("chat.postMessage", 1);
    const { message } = await stack.store.transaction((tx) =>
      enqueueDm(tx, {
        teamId: stack.standin.identity.teamId,
        channel: "UCARA",
        text: "Physics starts at 11:00",
        dedupeKey: dmDedupeKey("live-link", 42, "s-cara"),
      }),
    );
    stack.app.delivery?.wake();
    await stack.standin.waitFor("chat.postMessage", (c) => c.args.channel === "UCARA", WAIT_MS);
    const end = Date.now() + WAIT_MS;
    while ((await stack.store.outbox.get(message.id))?.state !== "sent") {
      if (Date.now() > end) throw new Error("the DM was never settled");
      // Past the retry's backoff.
      stack.clock.advance(60);
      stack.app.delivery?.wake();
      await new Promise((r) => setTimeout(r, 100));
    }
    // The retry asked Slack what the DM channel holds first, found the DM, and posted nothing more.
    expect(stack.standin.callsTo("conversations.history").length).toBeGreaterThan(0);
    expect(stack.standin.messagesIn(stack.standin.dmChannelOf("UCARA"))).toHaveLength(1);
  }, 60_000);

  it("stops the outbox worker and the reminder sweep when the app closes", async () => {
    let log = "";
    const destination = new Writable({
      write(chunk, _enc, done) {
        log += String(chunk);
        done();
      },
    });
    // Both poll often here: left running after close, they would fail on the closed store and say so.
    h = await startHarness({ logger: createLogger({ level: "debug", destination }), reminderSweepMs: 50 });
    await new Promise((r) => setTimeout(r, 200));
    await h.app.close();
    const logged = log.length;
    const calls = h.standin.calls.length;
    await new Promise((r) => setTimeout(r, 500));
    expect(log.slice(logged)).toBe("");
    expect(log).not.toContain("reminder sweep failed");
    expect(h.standin.calls.length).toBe(calls);
  }, 60_000);
});
