import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Store, ValidationError } from "../../src/store/index.js";
import { ENGINES, type Fresh, freshDatabase, manualClock, skipPostgres } from "./harness.js";

const T = "T0SCHOOL";

for (const engine of ENGINES) {
  describe.skipIf(skipPostgres(engine))(`outbox on ${engine}`, () => {
    let fresh: Fresh;
    let store: Store;
    let clock: ReturnType<typeof manualClock>;

    beforeEach(async () => {
      clock = manualClock();
      fresh = await freshDatabase(engine);
      store = await fresh.open({
        clock,
        outbox: { maxAttempts: 3, backoffBaseSeconds: 30, backoffMaxSeconds: 100 },
      });
    });
    afterEach(async () => {
      await fresh.dispose();
    });

    const dm = (key: string, extra: { notBefore?: number } = {}) =>
      store.outbox.enqueue({
        teamId: T,
        kind: "dm",
        dedupeKey: key,
        payload: { user: "U_BEN", text: key },
        ...extra,
      });

    it("keeps one message per dedupe key: a second enqueue returns the first unchanged", async () => {
      const first = await dm("enrol:41:U_BEN");
      clock.advance(5);
      const again = await store.outbox.enqueue({
        teamId: T,
        kind: "dm",
        dedupeKey: "enrol:41:U_BEN",
        payload: { user: "U_BEN", text: "different" },
      });
      expect(first.created).toBe(true);
      expect(again.created).toBe(false);
      expect(again.message).toEqual(first.message);
      expect(again.message.payload).toEqual({ user: "U_BEN", text: "enrol:41:U_BEN" });
      expect(await store.outbox.counts()).toEqual({ pending: 1, claimed: 0, sent: 0, dead: 0, later: 0 });
      // Even after it was sent, the key still means "already done".
      const [m] = await store.outbox.claim(10, "a", 60);
      await store.outbox.complete(m?.id ?? 0, "a");
      expect((await dm("enrol:41:U_BEN")).created).toBe(false);
      expect(await store.outbox.claim(10, "a", 60)).toEqual([]);
      // Keys are per workspace: another school's message with the same key is its own.
      const other = await store.outbox.enqueue({
        teamId: "T_OTHER",
        kind: "dm",
        dedupeKey: "enrol:41:U_BEN",
        payload: {},
      });
      expect(other.created).toBe(true);
      expect(await store.outbox.findByDedupeKey("T_OTHER", "enrol:41:U_BEN")).toMatchObject({
        id: other.message.id,
      });
    });

    it("lists a kind's messages by the start of their key, literally (no wildcard), per workspace", async () => {
      await dm("live-link:41:S-1_1:100");
      await dm("live-link:41:S-1%1:100");
      await dm("live-link:410:S-1_1:100");
      await dm("live-link:series-a/3@ab12:S-1_1:100");
      await store.outbox.enqueue({ teamId: T, kind: "edit", dedupeKey: "live-link:41:S-1_1:x", payload: {} });
      await store.outbox.enqueue({
        teamId: "T_OTHER",
        kind: "dm",
        dedupeKey: "live-link:41:S-1_1:1",
        payload: {},
      });
      const keys = async (prefix: string) =>
        (await store.outbox.listByDedupePrefix(T, "dm", prefix)).map((m) => m.dedupeKey);
      expect(await keys("live-link:41:S-1_1:")).toEqual(["live-link:41:S-1_1:100"]);
      expect(await keys("live-link:41:")).toEqual(["live-link:41:S-1_1:100", "live-link:41:S-1%1:100"]);
      expect(await keys("live-link:series-a/")).toEqual(["live-link:series-a/3@ab12:S-1_1:100"]);
      expect(await keys("live-link:42:")).toEqual([]);
    });

    it("finds a message by an alias of its key, exactly or by prefix, the first alias kept", async () => {
      await store.outbox.enqueue({ teamId: T, kind: "dm", dedupeKey: "live-link:41:S1:100", payload: {} });
      await store.outbox.enqueue({ teamId: T, kind: "dm", dedupeKey: "live-link:43:S1:100", payload: {} });
      await store.outbox.addAlias(T, "live-link:42:S1:200", "live-link:41:S1:100");
      await store.outbox.addAlias(T, "live-link:42:S1:200", "live-link:43:S1:100");
      expect((await store.outbox.findByAlias(T, "live-link:42:S1:200"))?.dedupeKey).toBe(
        "live-link:41:S1:100",
      );
      expect(await store.outbox.findByAlias(T, "live-link:42:S1:20")).toBeUndefined();
      expect(await store.outbox.findByAlias("T_OTHER", "live-link:42:S1:200")).toBeUndefined();
      const keys = async (prefix: string, kind = "dm") =>
        (await store.outbox.listByAliasPrefix(T, kind, prefix)).map((m) => m.dedupeKey);
      expect(await keys("live-link:42:S1:")).toEqual(["live-link:41:S1:100"]);
      expect(await keys("live-link:42:S2:")).toEqual([]);
      expect(await keys("live-link:42:S1:", "edit")).toEqual([]);
    });

    it("claims due messages oldest first, in batches, under a lease", async () => {
      await dm("k1");
      clock.advance(1);
      await dm("k2");
      await dm("later", { notBefore: clock() + 600 });
      await dm("k3");
      const batch = await store.outbox.claim(2, "instance-a", 3600);
      expect(batch.map((m) => m.dedupeKey)).toEqual(["k1", "k2"]);
      expect(batch[0]).toMatchObject({
        state: "claimed",
        claimedBy: "instance-a",
        leaseUntil: clock() + 3600,
        attempts: 1,
        kind: "dm",
        teamId: T,
      });
      expect((await store.outbox.claim(10, "instance-b", 3600)).map((m) => m.dedupeKey)).toEqual(["k3"]);
      expect(await store.outbox.claim(10, "instance-b", 3600)).toEqual([]);
      clock.advance(600);
      expect((await store.outbox.claim(10, "instance-b", 3600)).map((m) => m.dedupeKey)).toEqual(["later"]);
    });

    it("completes only for the instance holding the message", async () => {
      await dm("k1");
      const [m] = await store.outbox.claim(1, "instance-a", 60);
      if (!m) throw new Error("nothing claimed");
      expect(await store.outbox.complete(m.id, "instance-b")).toBe(false);
      expect(await store.outbox.complete(m.id, "instance-a")).toBe(true);
      expect(await store.outbox.get(m.id)).toMatchObject({
        state: "sent",
        completedAt: clock(),
        leaseUntil: null,
      });
      expect(await store.outbox.complete(m.id, "instance-a")).toBe(false);
    });

    it("retries a failed message with doubling backoff, then gives up after maxAttempts", async () => {
      const { message } = await dm("k1");
      const attempt = async () => {
        const [m] = await store.outbox.claim(1, "a", 60);
        return m;
      };
      await attempt();
      const f1 = await store.outbox.fail(message.id, "a", "ratelimited");
      expect(f1).toMatchObject({
        state: "pending",
        attempts: 1,
        nextAttemptAt: clock() + 30,
        lastError: "ratelimited",
      });
      clock.advance(29);
      expect(await attempt()).toBeUndefined();
      clock.advance(1);
      expect((await attempt())?.attempts).toBe(2);
      const f2 = await store.outbox.fail(message.id, "a", "ratelimited again");
      expect(f2).toMatchObject({ state: "pending", nextAttemptAt: clock() + 60 });
      clock.advance(60);
      expect((await attempt())?.attempts).toBe(3);
      const f3 = await store.outbox.fail(message.id, "a", "still failing");
      expect(f3).toMatchObject({ state: "dead", attempts: 3, lastError: "still failing" });
      clock.advance(10_000);
      expect(await attempt()).toBeUndefined();
      expect(await store.outbox.counts()).toEqual({ pending: 0, claimed: 0, sent: 0, dead: 1, later: 0 });
    });

    it("honours Retry-After, gives up at once on a permanent failure, ignores a non-holder", async () => {
      const a = await dm("k1");
      const b = await dm("k2");
      await store.outbox.claim(2, "a", 60);
      expect(await store.outbox.fail(a.message.id, "someone-else", "x")).toBeUndefined();
      expect(await store.outbox.fail(a.message.id, "a", "429", { retryAfterSeconds: 7.2 })).toMatchObject({
        state: "pending",
        nextAttemptAt: clock() + 8,
      });
      expect(await store.outbox.fail(b.message.id, "a", "user_not_found", { permanent: true })).toMatchObject(
        {
          state: "dead",
          attempts: 1,
        },
      );
      expect((await store.outbox.fail(a.message.id, "a", "x".repeat(5000))) ?? "not claimed").toBe(
        "not claimed",
      );
    });

    it("hands a message whose lease expired to another instance, and the first can no longer complete it", async () => {
      const { message } = await dm("k1");
      await store.outbox.claim(1, "crashed", 60);
      clock.advance(59);
      expect(await store.outbox.claim(1, "survivor", 60)).toEqual([]);
      clock.advance(1);
      const [taken] = await store.outbox.claim(1, "survivor", 60);
      expect(taken).toMatchObject({ id: message.id, claimedBy: "survivor", attempts: 2 });
      expect(await store.outbox.complete(message.id, "crashed")).toBe(false);
      expect(await store.outbox.complete(message.id, "survivor")).toBe(true);
    });

    it("reclaims expired leases: back to pending, or dead on the last attempt", async () => {
      await dm("k1");
      await store.outbox.claim(1, "a", 60);
      clock.advance(61);
      expect(await store.outbox.reclaimExpired()).toEqual({ requeued: 1, dead: 0 });
      expect(await store.outbox.findByDedupeKey(T, "k1")).toMatchObject({
        state: "pending",
        lastError: "lease expired before completion",
      });
      for (let i = 0; i < 2; i++) {
        await store.outbox.claim(1, "a", 60);
        clock.advance(61);
      }
      expect(await store.outbox.reclaimExpired()).toEqual({ requeued: 0, dead: 1 });
      expect((await store.outbox.findByDedupeKey(T, "k1"))?.state).toBe("dead");
    });

    it("keeps a post's mark through a lost lease and a hand-back, for the holder only; sent clears it", async () => {
      await dm("k1");
      const [claimed] = await store.outbox.claim(1, "a", 60);
      const id = claimed?.id ?? 0;
      expect(claimed?.postingSince).toBeNull();
      const leftAt = clock() * 1000;
      expect(await store.outbox.posting(id, "b", true)).toBe(false);
      expect(await store.outbox.posting(id, "a", true)).toBe(true);
      clock.advance(61);
      const [again] = await store.outbox.claim(1, "b", 60);
      expect(again?.postingSince).toBe(leftAt); // the dead holder's post may be in Slack
      await store.outbox.release(id, "b");
      const [third] = await store.outbox.claim(1, "b", 60);
      expect(third?.postingSince).toBe(leftAt); // held by its check: still uncertain
      await store.outbox.complete(id, "b");
      expect((await store.outbox.get(id))?.postingSince).toBeNull();
      await dm("k2");
      const [other] = await store.outbox.claim(1, "a", 60);
      await store.outbox.posting(other?.id ?? 0, "a", true);
      expect(await store.outbox.posting(other?.id ?? 0, "a", false)).toBe(true); // Slack answered: not posted
      expect((await store.outbox.get(other?.id ?? 0))?.postingSince).toBeNull();
    });

    it("refuses nonsense arguments with the field named", async () => {
      await expect(store.outbox.claim(0, "a", 60)).rejects.toThrow(
        "outbox.claim: batch must be between 1 and 1000",
      );
      await expect(store.outbox.claim(1, "", 60)).rejects.toThrow(ValidationError);
      await expect(
        store.outbox.enqueue({ teamId: T, kind: "dm", dedupeKey: "", payload: {} }),
      ).rejects.toThrow(/dedupeKey/);
      await expect(
        store.outbox.enqueue({ teamId: T, kind: "dm", dedupeKey: "k", payload: { n: 1n } }),
      ).rejects.toThrow(/payload must be JSON-serialisable/);
    });
  });
}
