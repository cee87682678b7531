import { beforeEach, describe, expect, it } from "vitest";
import { NotFoundError } from "../../../src/store/index.js";
import { ENGINES, skipPostgres } from "../harness.js";
import { repositoriesPerTest, T } from "./world.js";

for (const engine of ENGINES) {
  describe.skipIf(skipPostgres(engine))(`store repositories on ${engine}`, () => {
    const repo = repositoriesPerTest(engine);
    const { addClass, addCourse, clock } = repo;

    describe("enrolments, ratings and reminders", () => {
      beforeEach(async () => {
        await addCourse();
        await addClass(41);
        await addClass(42);
      });

      it("enrols students once each and removes them", async () => {
        expect(
          await repo.store.enrolments.add(
            T,
            41,
            [
              { uid: "s-ben", name: "Ben" },
              { uid: "s-cat", name: "Cat" },
            ],
            "U_ANN",
          ),
        ).toEqual([
          { uid: "s-ben", added: true },
          { uid: "s-cat", added: true },
        ]);
        expect(await repo.store.enrolments.add(T, 41, [{ uid: "s-ben", name: "Benjamin" }])).toEqual([
          { uid: "s-ben", added: false },
        ]);
        await repo.store.enrolments.add(T, 42, [{ uid: "s-ben", name: "Ben" }]);
        expect(await repo.store.enrolments.listForClass(T, 41)).toEqual([
          {
            teamId: T,
            classId: 41,
            studentUid: "s-ben",
            studentName: "Ben",
            addedBy: "U_ANN",
            addedAt: clock(),
          },
          {
            teamId: T,
            classId: 41,
            studentUid: "s-cat",
            studentName: "Cat",
            addedBy: "U_ANN",
            addedAt: clock(),
          },
        ]);
        expect((await repo.store.enrolments.listForStudent(T, "s-ben")).map((e) => e.classId)).toEqual([
          41, 42,
        ]);
        expect(await repo.store.enrolments.remove(T, 41, ["s-ben", "s-nobody"])).toBe(1);
        expect((await repo.store.enrolments.listForClass(T, 41)).map((e) => e.studentUid)).toEqual(["s-cat"]);
        const unknown = repo.store.enrolments.add(T, 999, [{ uid: "s-ben", name: "Ben" }]);
        await expect(unknown).rejects.toBeInstanceOf(NotFoundError);
        await expect(unknown).rejects.toThrow("class 999");
      });

      it("refuses ratings and reminders of a class the app does not know, naming the class", async () => {
        const rating = repo.store.ratings.add(T, {
          classId: 999,
          studentUid: "s-ben",
          stars: 4,
          comment: "",
          ratedBy: "U_ANN",
        });
        await expect(rating).rejects.toBeInstanceOf(NotFoundError);
        await expect(rating).rejects.toThrow("class 999 is not known to the app in this workspace");
        const reminder = repo.store.reminders.set(T, {
          classId: 999,
          slackUserId: "U_BEN",
          channelId: "D1",
          scheduledMessageId: "Q9",
          postAt: clock() + 60,
        });
        await expect(reminder).rejects.toBeInstanceOf(NotFoundError);
        await expect(reminder).rejects.toThrow("class 999 is not known to the app in this workspace");
        // A class of another workspace with the same id is not this workspace's class.
        await repo.store.workspaces.upsert({ teamId: "T_OTHER" });
        await expect(
          repo.store.ratings.add("T_OTHER", {
            classId: 41,
            studentUid: "s",
            stars: 1,
            comment: "",
            ratedBy: "U",
          }),
        ).rejects.toBeInstanceOf(NotFoundError);
        expect(await repo.store.ratings.listForStudent(T, "s-ben")).toEqual([]);
        expect(await repo.store.reminders.listForClass(T, 999)).toEqual([]);
      });

      it("keeps every rating and reports the latest per student", async () => {
        await repo.store.ratings.add(T, {
          classId: 41,
          studentUid: "s-ben",
          stars: 2,
          comment: "late",
          ratedBy: "U_ANN",
        });
        clock.advance(60);
        await repo.store.ratings.add(T, {
          classId: 41,
          studentUid: "s-ben",
          stars: 5,
          comment: "great",
          ratedBy: "U_BOB",
        });
        await repo.store.ratings.add(T, {
          classId: 41,
          studentUid: "s-cat",
          stars: 0,
          comment: "",
          ratedBy: "U_ANN",
        });
        await repo.store.ratings.add(T, {
          classId: 42,
          studentUid: "s-ben",
          stars: 3,
          comment: "ok",
          ratedBy: "U_ANN",
        });
        const latest = await repo.store.ratings.latestForClass(T, 41);
        expect(latest.map((r) => [r.studentUid, r.stars, r.comment, r.ratedBy, r.ratedAt])).toEqual([
          ["s-ben", 5, "great", "U_BOB", clock()],
          ["s-cat", 0, "", "U_ANN", clock()],
        ]);
        expect((await repo.store.ratings.listForStudent(T, "s-ben")).map((r) => r.stars)).toEqual([3, 5, 2]);
        await expect(
          repo.store.ratings.add(T, {
            classId: 41,
            studentUid: "s-ben",
            stars: 6,
            comment: "",
            ratedBy: "U_ANN",
          }),
        ).rejects.toThrow(/stars must be between 0 and 5/);
        await expect(
          repo.store.ratings.add(T, {
            classId: 41,
            studentUid: "s-ben",
            stars: 1,
            comment: "x".repeat(1000),
            ratedBy: "U",
          }),
        ).rejects.toThrow(/comment must be at most 999/);
      });

      it("remembers the scheduled reminder per class and user, returning the one it replaces", async () => {
        const first = await repo.store.reminders.set(T, {
          classId: 41,
          slackUserId: "U_BEN",
          channelId: "D1",
          scheduledMessageId: "Q1",
          postAt: clock() + 3000,
        });
        expect(first.replaced).toBeUndefined();
        const second = await repo.store.reminders.set(T, {
          classId: 41,
          slackUserId: "U_BEN",
          channelId: "D1",
          scheduledMessageId: "Q2",
          postAt: clock() + 3300,
        });
        expect(second.replaced?.scheduledMessageId).toBe("Q1");
        expect(second.reminder).toMatchObject({ scheduledMessageId: "Q2", postAt: clock() + 3300 });
        await repo.store.reminders.set(T, {
          classId: 41,
          slackUserId: "U_CAT",
          channelId: "D2",
          scheduledMessageId: "Q3",
          postAt: 1,
        });
        expect((await repo.store.reminders.listForClass(T, 41)).map((r) => r.scheduledMessageId)).toEqual([
          "Q2",
          "Q3",
        ]);
        expect((await repo.store.reminders.remove(T, 41, "U_BEN"))?.scheduledMessageId).toBe("Q2");
        expect(await repo.store.reminders.remove(T, 41, "U_BEN")).toBeUndefined();
        expect(await repo.store.reminders.get(T, 41, "U_BEN")).toBeUndefined();
      });
    });
  });
}
