import { describe, expect, it } from "vitest";
import type { Store } from "../../src/store/index.js";
import { ENGINES, type Fresh, manualClock, schoolStorePerTest, skipPostgres } from "./harness.js";

const T = "T0SCHOOL";
const COURSE = 9_000_000_001;
const CLASS = 41;

for (const engine of ENGINES) {
  describe.skipIf(skipPostgres(engine))(`store.transaction on ${engine}`, () => {
    let fresh: Fresh;
    let store: Store;
    const clock = manualClock();

    schoolStorePerTest(engine, clock, { teamId: T, name: "Hill School" }, async (opened, db) => {
      store = opened;
      fresh = db;
      await store.courses.add(T, { courseId: COURSE, name: "Algebra", teacherUids: ["t-ann"] });
      await store.classes.create(T, {
        classId: CLASS,
        courseId: COURSE,
        name: "Algebra 1",
        beginTime: clock() + 3600,
        endTime: clock() + 7200,
        teacherUid: "t-ann",
        createdBy: "U_ANN",
      });
    });

    const enrolWithDm = (uid: string, failAfterWrites = false) =>
      store.transaction(async (tx) => {
        await tx.enrolments.add(T, CLASS, [{ uid, name: `Student ${uid}` }], "U_ANN");
        await tx.outbox.enqueue({
          teamId: T,
          kind: "dm",
          dedupeKey: `live-link:${CLASS}:${uid}`,
          payload: { channel: `U${uid}`, text: "link" },
        });
        if (failAfterWrites) throw new Error("the partner call failed");
        return uid;
      });

    it("commits the enrolment and its DM together", async () => {
      await expect(enrolWithDm("s1")).resolves.toBe("s1");
      expect((await store.enrolments.listForClass(T, CLASS)).map((e) => e.studentUid)).toEqual(["s1"]);
      expect(await store.outbox.findByDedupeKey(T, `live-link:${CLASS}:s1`)).toMatchObject({
        state: "pending",
      });
    });

    it("rolls back both when the work throws: neither the enrolment nor the DM is left", async () => {
      await expect(enrolWithDm("s2", true)).rejects.toThrow("the partner call failed");
      expect(await store.enrolments.listForClass(T, CLASS)).toEqual([]);
      expect(await store.outbox.counts()).toEqual({ pending: 0, claimed: 0, sent: 0, dead: 0, later: 0 });
      // The store is usable afterwards (the connection was handed back, the lock released).
      await enrolWithDm("s3");
      expect(await store.outbox.counts()).toMatchObject({ pending: 1 });
    });

    it("a retried request queues nothing twice: the same dedupe key in a second transaction changes nothing", async () => {
      await enrolWithDm("s4");
      await enrolWithDm("s4");
      const rows = await fresh.raw<{ n: number }>("select count(*) as n from outbox");
      expect(Number(rows[0]?.n)).toBe(1);
    });

    it("runs concurrent transactions one after another without losing either", async () => {
      await Promise.all(["a", "b", "c", "d"].map((u) => enrolWithDm(u)));
      expect((await store.enrolments.listForClass(T, CLASS)).length).toBe(4);
      expect((await store.outbox.counts()).pending).toBe(4);
    });
  });
}
