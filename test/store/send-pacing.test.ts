/**
 * Each workspace's send slots, shared by every instance on one store: two stores on the same database
 * reserve from one evenly spaced sequence, an idle spell saves up no burst, a slot past the caller's
 * deadline is not taken, and a 429's pause moves the sequence for everyone.
 */
import { afterEach, describe, expect, it } from "vitest";
import { ENGINES, type Fresh, freshDatabase, skipPostgres } from "./harness.js";

const T0 = 1_800_000_000_000;
const FAR = T0 + 3_600_000;

for (const engine of ENGINES) {
  describe.skipIf(skipPostgres(engine))(`send pacing on ${engine}`, () => {
    let fresh: Fresh | undefined;
    afterEach(async () => {
      await fresh?.dispose();
      fresh = undefined;
    });

    it("hands two instances one evenly spaced sequence of slots per workspace", async () => {
      fresh = await freshDatabase(engine);
      const one = (await fresh.open()).sendPacing;
      const two = (await fresh.open()).sendPacing;
      const slots = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).reserve("T1", 100, T0, FAR)),
      );
      expect([...slots].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
        Array.from({ length: 20 }, (_, i) => T0 + i * 100),
      );
      // Another workspace has its own sequence.
      expect(await one.reserve("T2", 100, T0, FAR)).toBe(T0);
      // After an idle spell the next slot is now: unused slots are not saved up.
      expect(await two.reserve("T1", 100, T0 + 60_000, FAR)).toBe(T0 + 60_000);
      expect(await one.reserve("T1", 100, T0 + 60_000, FAR)).toBe(T0 + 60_100);
    });

    it("takes no slot past the deadline, and a pause moves the sequence for everyone", async () => {
      fresh = await freshDatabase(engine);
      const one = (await fresh.open()).sendPacing;
      const two = (await fresh.open()).sendPacing;
      expect(await one.reserve("T1", 100, T0, T0 + 150)).toBe(T0);
      expect(await one.reserve("T1", 100, T0, T0 + 150)).toBe(T0 + 100);
      expect(await one.reserve("T1", 100, T0, T0 + 150)).toBeUndefined();
      expect(await two.reserve("T1", 100, T0, T0 + 200)).toBe(T0 + 200); // the refusal took nothing
      await one.holdUntil("T1", T0 + 5000);
      expect(await two.reserve("T1", 100, T0 + 10, FAR)).toBe(T0 + 5000);
      await two.holdUntil("T1", T0 + 1000); // an earlier pause changes nothing
      expect(await one.reserve("T1", 100, T0 + 20, FAR)).toBe(T0 + 5100);
    });
  });
}
