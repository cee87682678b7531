import { describe, expect, it } from "vitest";
import { DuplicateError, NotFoundError, type Store, ValidationError } from "../../src/store/index.js";
import { ENGINES, manualClock, schoolStorePerTest, skipPostgres } from "./harness.js";

const T = "T0SCHOOL";
const BIG_LABEL = 4_000_000_301;

for (const engine of ENGINES) {
  describe.skipIf(skipPostgres(engine))(`labels on ${engine}`, () => {
    let store: Store;
    const clock = manualClock();

    schoolStorePerTest(engine, clock, { teamId: T }, (opened) => {
      store = opened;
    });

    it("keeps, renames and removes the school's labels, listed by name", async () => {
      await store.labels.add(T, { labelId: 302, name: "Revision" });
      await store.labels.add(T, { labelId: BIG_LABEL, name: "Exam prep" });
      expect((await store.labels.list(T)).map((l) => [l.labelId, l.name])).toEqual([
        [BIG_LABEL, "Exam prep"],
        [302, "Revision"],
      ]);
      clock.advance(10);
      const renamed = await store.labels.rename(T, 302, "Revision week");
      expect(renamed).toMatchObject({ name: "Revision week", updatedAt: clock() });
      expect(await store.labels.remove(T, 302)).toBe(true);
      expect(await store.labels.remove(T, 302)).toBe(false);
      expect(await store.labels.get(T, 302)).toBeUndefined();
    });

    it("refuses a label id kept already, an unknown rename and a blank name", async () => {
      await store.labels.add(T, { labelId: 301, name: "Homework" });
      await expect(store.labels.add(T, { labelId: 301, name: "Other" })).rejects.toThrow(DuplicateError);
      await expect(store.labels.rename(T, 999, "x")).rejects.toThrow(NotFoundError);
      await expect(store.labels.add(T, { labelId: 5, name: " " })).rejects.toThrow(ValidationError);
      await expect(store.labels.add("T_NOT_INSTALLED", { labelId: 5, name: "x" })).rejects.toThrow(
        NotFoundError,
      );
    });
  });
}
