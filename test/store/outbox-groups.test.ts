import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Store } from "../../src/store/index.js";
import { ENGINES, type Fresh, freshDatabase, manualClock, skipPostgres } from "./harness.js";

const T = "T0SCHOOL";

for (const engine of ENGINES) {
  describe.skipIf(skipPostgres(engine))(`outbox groups and release on ${engine}`, () => {
    let fresh: Fresh;
    let store: Store;
    let clock: ReturnType<typeof manualClock>;

    beforeEach(async () => {
      clock = manualClock();
      fresh = await freshDatabase(engine);
      store = await fresh.open({ clock });
    });
    afterEach(async () => {
      await fresh.dispose();
    });

    const dm = (key: string, group?: string) =>
      store.outbox.enqueue({
        teamId: T,
        kind: "dm",
        dedupeKey: key,
        payload: { key },
        ...(group ? { group } : {}),
      });

    it("release hands a claim back unsent, due when asked, without using up an attempt", async () => {
      await dm("a");
      const [m] = await store.outbox.claim(1, "w1", 60);
      expect(await store.outbox.release(m?.id ?? 0, "w2", undefined)).toBe(false); // not its claim
      expect(await store.outbox.release(m?.id ?? 0, "w1", clock() + 10)).toBe(true);
      expect(await store.outbox.get(m?.id ?? 0)).toMatchObject({ state: "pending", attempts: 0 });
      expect(await store.outbox.claim(1, "w1", 60)).toEqual([]); // not due yet
      clock.advance(10);
      expect((await store.outbox.claim(1, "w1", 60)).map((x) => x.dedupeKey)).toEqual(["a"]);
    });

    it("lists a group's messages and the groups with recent deaths", async () => {
      await dm("g1-a", "g1");
      await dm("g1-b", "g1");
      await dm("g2-a", "g2");
      await dm("loose");
      expect((await store.outbox.groupMessages(T, "g1")).map((m) => [m.dedupeKey, m.group])).toEqual([
        ["g1-a", "g1"],
        ["g1-b", "g1"],
      ]);
      const claimed = await store.outbox.claim(10, "w", 60);
      for (const m of claimed) {
        if (m.dedupeKey === "g1-a" || m.dedupeKey === "g2-a") {
          await store.outbox.fail(m.id, "w", "slack: user_not_found", { permanent: true });
        } else await store.outbox.complete(m.id, "w");
      }
      const groups = await store.outbox.recentDeadGroups(clock() - 5);
      expect(groups.sort((a, b) => a.group.localeCompare(b.group))).toEqual([
        { teamId: T, group: "g1" },
        { teamId: T, group: "g2" },
      ]);
      expect(await store.outbox.recentDeadGroups(clock() + 1)).toEqual([]);
    });
  });
}
