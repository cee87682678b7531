import { beforeEach, describe, expect, it } from "vitest";
import { DuplicateError, NotFoundError, ValidationError } from "../../../src/store/index.js";
import { ENGINES, skipPostgres } from "../harness.js";
import { BIG_CLASS, BIG_COURSE, repositoriesPerTest, T } from "./world.js";

for (const engine of ENGINES) {
  describe.skipIf(skipPostgres(engine))(`store repositories on ${engine}`, () => {
    const repo = repositoriesPerTest(engine);
    const { addClass, addCourse, clock } = repo;

    describe("classes", () => {
      beforeEach(async () => {
        await addCourse();
      });

      it("stores every field of a class and reads it back", async () => {
        const created = await addClass(BIG_CLASS, {
          assistantUid: "t-bob",
          folderId: "88",
          seatNum: 1,
          isHd: 2,
          record: true,
          live: true,
          replay: false,
          isAutoOnstage: true,
          liveUrl: "https://partner.example/live.php?lessonKey=00d1c98a91c52568",
          pull: { rtmp: "rtmp://p/x", hls: "https://p/x.m3u8", flv: "https://p/x.flv" },
          labelIds: [3, 9],
          courseUniqueIdentity: "slack-T0-abc",
          introduce: "Bring a calculator 📐",
          seriesId: "series-1",
        });
        expect(await repo.store.classes.get(T, BIG_CLASS)).toEqual(created);
        expect(created).toEqual({
          teamId: T,
          classId: BIG_CLASS,
          courseId: BIG_COURSE,
          name: `Class ${BIG_CLASS}`,
          beginTime: clock() + 3600,
          endTime: clock() + 7200,
          teacherUid: "t-ann",
          assistantUid: "t-bob",
          folderId: "88",
          seatNum: 1,
          isHd: 2,
          record: true,
          live: true,
          replay: false,
          isAutoOnstage: true,
          liveUrl: "https://partner.example/live.php?lessonKey=00d1c98a91c52568",
          lessonKey: "00d1c98a91c52568",
          pull: { rtmp: "rtmp://p/x", hls: "https://p/x.m3u8", flv: "https://p/x.flv" },
          labelIds: [3, 9],
          courseUniqueIdentity: "slack-T0-abc",
          introduce: "Bring a calculator 📐",
          seriesId: "series-1",
          createdBy: "U_ANN",
          createdAt: clock(),
          updatedAt: clock(),
          deleted: false,
          cancelledAt: null,
          cancelledBy: null,
          cancelReason: null,
        });
        expect(await repo.store.classes.findByUniqueIdentity(T, "slack-T0-abc")).toEqual(created);
      });

      it("lists the classes of a series in date order, from a given start on", async () => {
        const first = await addClass(301, {
          seriesId: "s-wk",
          beginTime: clock() + 86_400 * 7,
          endTime: clock() + 86_400 * 7 + 3600,
        });
        const second = await addClass(302, {
          seriesId: "s-wk",
          beginTime: clock() + 86_400 * 14,
          endTime: clock() + 86_400 * 14 + 3600,
        });
        const earlier = await addClass(300, {
          seriesId: "s-wk",
          beginTime: clock() + 3600,
          endTime: clock() + 7200,
        });
        await addClass(303, { seriesId: "other" });
        expect((await repo.store.classes.listSeries(T, "s-wk")).map((c) => c.classId)).toEqual([
          300, 301, 302,
        ]);
        expect(
          (await repo.store.classes.listSeries(T, "s-wk", first.beginTime)).map((c) => c.classId),
        ).toEqual([first.classId, second.classId]);
        await repo.store.classes.markDeleted(T, earlier.classId);
        expect((await repo.store.classes.listSeries(T, "s-wk")).map((c) => c.classId)).toEqual([301, 302]);
      });

      it("refuses a class of an unregistered course with a NotFoundError naming the course", async () => {
        const p = addClass(11, { courseId: 424242 });
        await expect(p).rejects.toBeInstanceOf(NotFoundError);
        await expect(p).rejects.toThrow("course 424242 is not registered in this workspace");
        expect(await repo.store.classes.get(T, 11)).toBeUndefined();
      });

      it("refuses a known class id and a known unique identity", async () => {
        await addClass(11, { courseUniqueIdentity: "cui-1" });
        const sameId = addClass(11);
        await expect(sameId).rejects.toBeInstanceOf(DuplicateError);
        await expect(sameId).rejects.toMatchObject({ field: "classId", value: "11" });
        const sameIdentity = addClass(12, { courseUniqueIdentity: "cui-1" });
        await expect(sameIdentity).rejects.toMatchObject({ field: "courseUniqueIdentity", value: "cui-1" });
        // Classes without an identity do not collide with each other.
        await addClass(13);
        await addClass(14);
      });

      it("rejects impossible classes before writing them", async () => {
        await expect(addClass(15, { endTime: clock() + 3600 })).rejects.toThrow(
          "classes.create: endTime must be later",
        );
        await expect(addClass(15, { seatNum: 13 })).rejects.toThrow(/seatNum must be between 1 and 12/);
        await expect(addClass(15, { classId: -1 })).rejects.toThrow(ValidationError);
        await expect(addClass(15, { name: "x".repeat(51) })).rejects.toThrow(/name must be at most 50/);
        expect(await repo.store.classes.listUpcoming(T)).toEqual([]);
      });

      it("lists upcoming classes for everyone, a teacher or assistant, and a student", async () => {
        await addClass(21, { beginTime: clock() + 7200, endTime: clock() + 9000 });
        await addClass(22, {
          beginTime: clock() - 600,
          endTime: clock() + 1800,
          teacherUid: "t-bob",
          assistantUid: "t-ann",
        });
        await addClass(23, { beginTime: clock() - 7200, endTime: clock() - 3600 }); // over
        await addClass(24, { teacherUid: "t-bob" });
        await addClass(25);
        await repo.store.classes.markDeleted(T, 25);
        await repo.store.enrolments.add(T, 21, [{ uid: "s-ben", name: "Ben" }]);
        await repo.store.enrolments.add(T, 24, [{ uid: "s-ben", name: "Ben" }]);
        await repo.store.enrolments.add(T, 23, [{ uid: "s-ben", name: "Ben" }]);

        const ids = (xs: { classId: number }[]) => xs.map((x) => x.classId);
        expect(ids(await repo.store.classes.listUpcoming(T))).toEqual([22, 24, 21]);
        expect(ids(await repo.store.classes.listUpcomingForTeacher(T, "t-ann"))).toEqual([22, 21]);
        expect(ids(await repo.store.classes.listUpcomingForTeacher(T, "t-bob"))).toEqual([22, 24]);
        expect(ids(await repo.store.classes.listUpcomingForStudent(T, "s-ben"))).toEqual([24, 21]);
        expect(ids(await repo.store.classes.listUpcoming(T, { limit: 1 }))).toEqual([22]);
        expect(ids(await repo.store.classes.listUpcoming(T, { now: clock() + 8000 }))).toEqual([21]);
        expect((await repo.store.classes.get(T, 25))?.deleted).toBe(true);
      });

      it("lists a person's classes (teaching or assisting) overlapping a window, not cancelled ones", async () => {
        const at = clock() + 86_400;
        await addClass(41, { beginTime: at, endTime: at + 3600 }); // t-ann teaches
        await addClass(42, {
          beginTime: at + 1800,
          endTime: at + 5400,
          teacherUid: "t-bob",
          assistantUid: "t-ann",
        });
        await addClass(43, { beginTime: at + 3600, endTime: at + 7200, teacherUid: "t-bob" });
        await addClass(44, { beginTime: at, endTime: at + 3600 });
        await repo.store.classes.markCancelled(T, 44, "U1");
        await addClass(45, { beginTime: at + 7200, endTime: at + 9000 }); // after the window

        const ids = (xs: { classId: number }[]) => xs.map((x) => x.classId);
        const between = (uids: string[]) =>
          repo.store.classes.listForStaffBetween(T, uids, at + 600, at + 3600);
        expect(ids(await between(["t-ann"]))).toEqual([41, 42]);
        expect(ids(await between(["t-bob"]))).toEqual([42]);
        expect(ids(await between(["t-bob", "t-ann"]))).toEqual([41, 42]);
        expect(await between([])).toEqual([]);
      });

      it("updates video switches, seats, labels and live info", async () => {
        await addClass(31, { pull: { rtmp: "rtmp://old", hls: "h", flv: "f" } });
        clock.advance(5);
        expect(
          await repo.store.classes.updateVideo(T, 31, { record: true, live: false, replay: true }),
        ).toMatchObject({
          record: true,
          live: false,
          replay: true,
          updatedAt: clock(),
        });
        expect(await repo.store.classes.updateSeats(T, 31, { seatNum: 6, isHd: 1 })).toMatchObject({
          seatNum: 6,
          isHd: 1,
        });
        expect(await repo.store.classes.updateSeats(T, 31, { isHd: 0 })).toMatchObject({
          seatNum: 6,
          isHd: 0,
        });
        expect((await repo.store.classes.setLabels(T, 31, [7])).labelIds).toEqual([7]);
        expect((await repo.store.classes.setLabels(T, 31, [])).labelIds).toEqual([]);
        const live = await repo.store.classes.setLiveInfo(T, 31, {
          liveUrl: "https://p.example/live.php?lessonKey=K9",
        });
        expect(live).toMatchObject({ liveUrl: "https://p.example/live.php?lessonKey=K9", lessonKey: "K9" });
        expect(live.pull.rtmp).toBe("rtmp://old");
        await expect(
          repo.store.classes.updateVideo(T, 999, { record: true, live: true, replay: true }),
        ).rejects.toThrow(NotFoundError);
        await expect(repo.store.classes.updateSeats(T, 31, {})).rejects.toThrow(ValidationError);
      });
    });
  });
}
