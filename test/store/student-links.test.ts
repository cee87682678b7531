import { describe, expect, it } from "vitest";
import type { Store } from "../../src/store/index.js";
import { ENGINES, manualClock, schoolStorePerTest, skipPostgres } from "./harness.js";

const T = "T0SCHOOL";
const CLASS = 9_000_000_456;

for (const engine of ENGINES) {
  describe.skipIf(skipPostgres(engine))(`student links and reminders on ${engine}`, () => {
    let store: Store;
    const clock = manualClock();

    schoolStorePerTest(engine, clock, { teamId: T }, async (opened) => {
      store = opened;
      await store.courses.add(T, { courseId: 11, name: "Algebra", teacherUids: [] });
      await store.classes.create(T, {
        classId: CLASS,
        courseId: 11,
        name: "Algebra",
        beginTime: clock() + 3600,
        endTime: clock() + 7200,
        teacherUid: "t-ann",
        createdBy: "UANN",
      });
    });

    it("keeps the first time a link was queued, counts opens, and forgets removed students", async () => {
      const linkedAt = clock();
      await store.studentLinks.markLinked(T, CLASS, ["s1", "s2"]);
      clock.advance(60);
      await store.studentLinks.markLinked(T, CLASS, ["s1"]);
      await store.studentLinks.recordOpen(T, CLASS, "s1");
      clock.advance(60);
      await store.studentLinks.recordOpen(T, CLASS, "s1");
      await store.studentLinks.recordOpen(T, CLASS, "s3"); // opened from /class my, never sent a DM
      const links = await store.studentLinks.listForClass(T, CLASS);
      expect(links).toEqual([
        { teamId: T, classId: CLASS, studentUid: "s1", linkedAt, firstOpenedAt: linkedAt + 60, opens: 2 },
        { teamId: T, classId: CLASS, studentUid: "s2", linkedAt, firstOpenedAt: null, opens: 0 },
        {
          teamId: T,
          classId: CLASS,
          studentUid: "s3",
          linkedAt: null,
          firstOpenedAt: linkedAt + 120,
          opens: 1,
        },
      ]);
      // A link queued later for s3 is recorded; the open count stays.
      await store.studentLinks.markLinked(T, CLASS, ["s3"]);
      expect((await store.studentLinks.listForClass(T, CLASS))[2]).toMatchObject({
        linkedAt: linkedAt + 120,
        opens: 1,
      });
      await store.studentLinks.forget(T, CLASS, ["s1", "s3"]);
      expect((await store.studentLinks.listForClass(T, CLASS)).map((l) => l.studentUid)).toEqual(["s2"]);
    });

    it("lists a workspace's reminders for the sweep", async () => {
      await store.reminders.set(T, {
        classId: CLASS,
        slackUserId: "U1",
        channelId: "D1",
        scheduledMessageId: "Q1",
        postAt: clock() + 2700,
      });
      expect((await store.reminders.listForTeam(T)).map((r) => r.scheduledMessageId)).toEqual(["Q1"]);
      expect(await store.reminders.listForTeam("TOTHER")).toEqual([]);
    });
  });
}
