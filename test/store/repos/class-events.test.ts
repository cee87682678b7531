/**
 * The class-events repository (issue 32 §1) on both engines: a school's address found by its token
 * and stopped by a new one; a message stored once per dedupe key; processed once; the page's status;
 * the quiet-week mark; the purge by age.
 */
import { describe, expect, it } from "vitest";
import type { Store } from "../../../src/store/index.js";
import { ENGINES, manualClock, schoolStorePerTest, skipPostgres } from "../harness.js";

const T = "T0SCHOOL";
const OTHER = "T0OTHER";
const event = (key: string, cmd: string, receivedAt: number) => ({
  dedupeKey: key,
  cmd,
  classId: 4_000_000_001,
  body: JSON.stringify({ Cmd: cmd }),
  receivedAt,
});

for (const engine of ENGINES) {
  describe.skipIf(skipPostgres(engine))(`class events on ${engine}`, () => {
    let store: Store;
    const clock = manualClock();
    schoolStorePerTest(engine, clock, { teamId: T }, (opened) => {
      store = opened;
    });

    it("finds the school by its token; a new token stops the old one", async () => {
      await store.classEvents.setToken(T, "token-one-0123456789abcdef0123456789");
      expect(await store.classEvents.schoolOf("token-one-0123456789abcdef0123456789")).toBe(T);
      expect(await store.classEvents.tokenOf(T)).toBe("token-one-0123456789abcdef0123456789");
      await store.classEvents.setToken(T, "token-two-0123456789abcdef0123456789");
      expect(await store.classEvents.schoolOf("token-one-0123456789abcdef0123456789")).toBeUndefined();
      expect(await store.classEvents.schoolOf("token-two-0123456789abcdef0123456789")).toBe(T);
      expect(await store.classEvents.schoolOf("")).toBeUndefined();
    });

    it("stores a message once per key and school, processes it once, counts it, purges it by age", async () => {
      await store.workspaces.upsert({ teamId: OTHER });
      await store.classEvents.setToken(T, "token-t-0123456789abcdef0123456789ab");
      const now = clock();
      const first = await store.classEvents.add(T, event("id:a", "End", now));
      expect(first.created).toBe(true);
      expect((await store.classEvents.add(T, event("id:a", "End", now + 10))).created).toBe(false);
      // The same key at another school is another message.
      expect((await store.classEvents.add(OTHER, event("id:a", "End", now))).created).toBe(true);
      await store.classEvents.add(T, event("id:b", "Test", now - 3 * 86_400));
      expect(await store.classEvents.get(T, first.id)).toMatchObject({
        cmd: "End",
        classId: 4_000_000_001,
        processedAt: null,
      });
      expect(await store.classEvents.markProcessed(T, first.id, "stored", now)).toBe(true);
      expect(await store.classEvents.markProcessed(T, first.id, "stored", now + 1)).toBe(false);
      await store.classEvents.markTested(T, now);
      expect(await store.classEvents.status(T, now - 86_400)).toEqual({
        testedAt: now,
        lastAt: now,
        counts: { End: 1 },
        quietToldAt: null,
      });
      expect(await store.classEvents.markQuietTold(T, now)).toBe(true);
      expect(await store.classEvents.markQuietTold(T, now)).toBe(false);
      // Any message clears the mark.
      await store.classEvents.add(T, event("id:c", "67371107", now));
      expect((await store.classEvents.status(T, now)).quietToldAt).toBeNull();
      expect(await store.classEvents.purge(T, now - 86_400)).toBe(1);
      expect((await store.classEvents.status(T, 0)).counts).toEqual({ End: 1, "67371107": 1 });
      expect((await store.classEvents.status(OTHER, 0)).counts).toEqual({ End: 1 });
    });
  });
}
