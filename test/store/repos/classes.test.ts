import { beforeEach, describe, expect, it } from "vitest";
import {
  DuplicateError,
  InUseError,
  NotFoundError,
  type Store,
  ValidationError,
} from "../../src/store/index.js";
import { ENGINES, type Fresh, manualClock, schoolStorePerTest, skipPostgres } from "./harness.js";

const T = "T0SCHOOL";
const BIG_COURSE = 3_000_000_123; // above 2^31: partner ids must survive bigint columns as JS numbers
const BIG_CLASS = 9_000_000_456;

for (const engine of ENGINES) {
  describe.skipIf(skipPostgres(engine))(`store repositories on ${engine}`, () => {
    let fresh: Fresh;
    let store: Store;
    const clock = manualClock();

    schoolStorePerTest(engine, clock, { teamId: T, name: "Hill School" }, (opened, db) => {
      store = opened;
      fresh = db;
    });

    async function addCourse(courseId = BIG_COURSE, teacherUids = ["t-ann"]) {
      return store.courses.add(T, { courseId, name: "Algebra", defaultFolderId: "77", teacherUids });
    }

    async function addClass(classId: number, extra: Record<string, unknown> = {}) {
      return store.classes.create(T, {
        classId,
        courseId: BIG_COURSE,
        name: `Class ${classId}`,
        beginTime: clock() + 3600,
        endTime: clock() + 7200,
        teacherUid: "t-ann",
        createdBy: "U_ANN",
        ...extra,
      });
    }

    describe("workspaces", () => {
      it("creates with UTC, keeps fields an update leaves out, replaces settings", async () => {
        const w = await store.workspaces.get(T);
        expect(w).toMatchObject({
          teamId: T,
          name: "Hill School",
          timeZone: "UTC",
          settings: {},
          connected: false,
        });
        await store.workspaces.upsert({
          teamId: T,
          timeZone: "Europe/Berlin",
          settings: { reminderMinutes: 15 },
        });
        await store.workspaces.upsert({ teamId: T, settings: { reminderMinutes: 30 } });
        expect(await store.workspaces.get(T)).toMatchObject({
          name: "Hill School",
          timeZone: "Europe/Berlin",
          settings: { reminderMinutes: 30 },
        });
        expect(await store.workspaces.get("T_OTHER")).toBeUndefined();
      });

      it("keeps the connection without the SECRET and hands the SECRET out only on request", async () => {
        const c = await store.workspaces.setConnection(T, {
          partnerBaseUrl: "https://partner.example/",
          sid: "1000001",
          secret: "abcDEF12",
          connectedBy: "U_ADMIN",
        });
        expect(c).toEqual({
          teamId: T,
          partnerBaseUrl: "https://partner.example",
          liveBaseUrl: "https://partner.example",
          sid: "1000001",
          connectedAt: clock(),
          connectedBy: "U_ADMIN",
        });
        expect(JSON.stringify(await store.workspaces.getConnection(T))).not.toContain("abcDEF12");
        expect(JSON.stringify(await store.workspaces.get(T))).not.toContain("abcDEF12");
        expect((await store.workspaces.get(T))?.connected).toBe(true);
        expect(await store.workspaces.getConnectionSecret(T)).toBe("abcDEF12");

        expect(await store.workspaces.clearConnection(T)).toBe(true);
        expect(await store.workspaces.getConnection(T)).toBeUndefined();
        await expect(store.workspaces.getConnectionSecret(T)).rejects.toThrow(NotFoundError);
        await expect(store.workspaces.getConnectionSecret(T)).rejects.toThrow(/connect the school/);
      });

      it("refuses a base URL that is not http(s), naming the field", async () => {
        const bad = store.workspaces.setConnection(T, { partnerBaseUrl: "ftp://x", sid: "1", secret: "s" });
        await expect(bad).rejects.toThrow(ValidationError);
        await expect(bad).rejects.toThrow(/partnerBaseUrl/);
        expect(await store.workspaces.getConnection(T)).toBeUndefined();
      });
    });

    describe("people", () => {
      const ann = { slackUserId: "U_ANN", uid: "t-ann", displayName: "Ann", role: "teacher" as const };
      const ben = {
        slackUserId: "U_BEN",
        uid: "s-ben",
        displayName: "Ben",
        account: "0086-13700000000",
        role: "student" as const,
      };

      it("finds a person by Slack user and by UID", async () => {
        await store.people.upsert(T, ann);
        await store.people.upsert(T, ben);
        expect(await store.people.getBySlackUser(T, "U_BEN")).toMatchObject({
          uid: "s-ben",
          account: "0086-13700000000",
        });
        expect(await store.people.findByUid(T, "t-ann")).toMatchObject({
          slackUserId: "U_ANN",
          account: null,
        });
        expect((await store.people.list(T, { role: "student" })).map((p) => p.displayName)).toEqual(["Ben"]);
        expect((await store.people.list(T)).map((p) => p.displayName)).toEqual(["Ann", "Ben"]);
      });

      it("refuses a UID that already belongs to another Slack user, naming the UID", async () => {
        await store.people.upsert(T, ann);
        const clash = store.people.upsert(T, { ...ben, uid: "t-ann" });
        await expect(clash).rejects.toBeInstanceOf(DuplicateError);
        await expect(clash).rejects.toThrow(/UID t-ann already belongs to another Slack user/);
        expect(await store.people.getBySlackUser(T, "U_BEN")).toBeUndefined();
        // The same UID in another workspace is a different person.
        await store.workspaces.upsert({ teamId: "T_OTHER" });
        await expect(store.people.upsert("T_OTHER", { ...ben, uid: "t-ann" })).resolves.toMatchObject({
          uid: "t-ann",
        });
      });

      it("lets a person change their own entry and removes them", async () => {
        await store.people.upsert(T, ann);
        clock.advance(10);
        const updated = await store.people.upsert(T, { ...ann, uid: "t-ann-2", role: "admin" });
        expect(updated).toMatchObject({ uid: "t-ann-2", role: "admin", updatedAt: clock() });
        expect(updated.createdAt).toBe(clock() - 10);
        expect(await store.people.findByUid(T, "t-ann")).toBeUndefined();
        expect(await store.people.remove(T, "U_ANN")).toBe(true);
        expect(await store.people.remove(T, "U_ANN")).toBe(false);
      });

      it("keeps admins without a UID apart; teachers and students still need one", async () => {
        const head = { slackUserId: "U_HEAD", uid: null, displayName: "Head", role: "admin" as const };
        expect(await store.people.upsert(T, head)).toMatchObject({ uid: null, role: "admin" });
        expect(await store.people.upsert(T, { ...head, slackUserId: "U_HEAD2", uid: "" })).toMatchObject({
          uid: null,
        });
        expect((await store.people.upsert(T, head)).uid).toBeNull(); // unchanged, still no UID
        await expect(store.people.upsert(T, { ...ann, uid: "" })).rejects.toThrow(/uid/);
        await expect(store.people.upsert(T, { ...ben, uid: null })).rejects.toThrow(/uid/);
        // Demoting an admin without a UID to teacher needs one.
        await expect(store.people.upsert(T, { ...head, role: "teacher" })).rejects.toThrow(/uid/);
        expect((await store.people.list(T, { role: "admin" })).map((p) => p.uid)).toEqual([null, null]);
        const outcomes = await store.people.upsertMany(T, [
          { slackUserId: "U_HEAD3", uid: "", displayName: "Head 3", role: "admin" },
          { slackUserId: "U_T9", uid: "", displayName: "T9", role: "teacher" },
        ]);
        expect(outcomes.map((o) => o.outcome)).toEqual(["created", "error"]);
      });

      it("refuses people in a workspace the app is not installed in", async () => {
        const p = store.people.upsert("T_NOWHERE", ann);
        await expect(p).rejects.toBeInstanceOf(NotFoundError);
        await expect(p).rejects.toThrow(/workspace T_NOWHERE/);
      });

      it("imports in bulk with an outcome per line, a bad line not stopping the rest", async () => {
        await store.people.upsert(T, ann);
        const outcomes = await store.people.upsertMany(T, [
          ben,
          { ...ann, displayName: "Ann Lee" },
          ann.role === "teacher" ? { ...ann, displayName: "Ann Lee" } : ann,
          { slackUserId: "U_CAT", uid: "s-ben", displayName: "Cat", role: "student" },
          { slackUserId: "U_DAN", uid: "s-dan", displayName: "Dan", role: "parent" },
          null,
          { slackUserId: "U_EVE", uid: "s-eve", displayName: "Eve", role: "student" },
        ]);
        expect(outcomes).toEqual([
          { line: 1, slackUserId: "U_BEN", outcome: "created" },
          { line: 2, slackUserId: "U_ANN", outcome: "updated" },
          { line: 3, slackUserId: "U_ANN", outcome: "unchanged" },
          { line: 4, slackUserId: "U_CAT", outcome: "error", message: expect.stringContaining("UID s-ben") },
          {
            line: 5,
            slackUserId: "U_DAN",
            outcome: "error",
            message: "line 5: role must be one of admin, teacher, student",
          },
          { line: 6, slackUserId: null, outcome: "error", message: expect.stringContaining("line 6") },
          { line: 7, slackUserId: "U_EVE", outcome: "created" },
        ]);
        expect((await store.people.list(T)).map((p) => p.slackUserId).sort()).toEqual([
          "U_ANN",
          "U_BEN",
          "U_EVE",
        ]);
      });
    });

    describe("courses", () => {
      it("adds, edits and lists courses with their teachers; ids above 2^31 stay numbers", async () => {
        const c = await addCourse(BIG_COURSE, ["t-bob", "t-ann"]);
        expect(c).toMatchObject({
          courseId: BIG_COURSE,
          name: "Algebra",
          defaultFolderId: "77",
          teacherUids: ["t-ann", "t-bob"],
        });
        expect(typeof c.courseId).toBe("number");
        await store.courses.add(T, { courseId: 5, name: "Biology" });
        await store.courses.edit(T, 5, { teacherUids: ["t-bob"], name: "Biology II" });
        expect((await store.courses.listForTeacher(T, "t-bob")).map((x) => x.name)).toEqual([
          "Algebra",
          "Biology II",
        ]);
        expect((await store.courses.listForTeacher(T, "t-ann")).map((x) => x.courseId)).toEqual([BIG_COURSE]);
        await store.courses.edit(T, BIG_COURSE, { teacherUids: [] });
        expect(await store.courses.listForTeacher(T, "t-ann")).toEqual([]);
        expect((await store.courses.list(T)).map((x) => x.courseId)).toEqual([BIG_COURSE, 5]);
      });

      it("refuses a course in a workspace the app is not installed in", async () => {
        const p = store.courses.add("T_NOWHERE", { courseId: 5, name: "Biology" });
        await expect(p).rejects.toBeInstanceOf(NotFoundError);
        await expect(p).rejects.toThrow(/workspace T_NOWHERE is not registered/);
        expect(await store.courses.list("T_NOWHERE")).toEqual([]);
      });

      it("refuses a second course with the same id and an edit of an unknown one", async () => {
        await addCourse();
        const dup = store.courses.add(T, { courseId: BIG_COURSE, name: "Again" });
        await expect(dup).rejects.toBeInstanceOf(DuplicateError);
        await expect(dup).rejects.toThrow(`course ${BIG_COURSE} is already registered`);
        expect((await store.courses.get(T, BIG_COURSE))?.name).toBe("Algebra");
        await expect(store.courses.edit(T, 42, { name: "x" })).rejects.toThrow(NotFoundError);
      });

      it("will not remove a course that still has classes", async () => {
        await addCourse();
        await store.courses.add(T, { courseId: 6, name: "Empty" });
        await addClass(BIG_CLASS);
        const rm = store.courses.remove(T, BIG_COURSE);
        await expect(rm).rejects.toBeInstanceOf(InUseError);
        await expect(rm).rejects.toThrow(/still has classes/);
        expect(await store.courses.get(T, BIG_COURSE)).toBeDefined();
        expect(await store.courses.remove(T, 6)).toBe(true);
        expect(await store.courses.get(T, 6)).toBeUndefined();
      });
    });

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
        expect(await store.classes.get(T, BIG_CLASS)).toEqual(created);
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
        });
        expect(await store.classes.findByUniqueIdentity(T, "slack-T0-abc")).toEqual(created);
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
        expect((await store.classes.listSeries(T, "s-wk")).map((c) => c.classId)).toEqual([300, 301, 302]);
        expect((await store.classes.listSeries(T, "s-wk", first.beginTime)).map((c) => c.classId)).toEqual([
          first.classId,
          second.classId,
        ]);
        await store.classes.markDeleted(T, earlier.classId);
        expect((await store.classes.listSeries(T, "s-wk")).map((c) => c.classId)).toEqual([301, 302]);
      });

      it("refuses a class of an unregistered course with a NotFoundError naming the course", async () => {
        const p = addClass(11, { courseId: 424242 });
        await expect(p).rejects.toBeInstanceOf(NotFoundError);
        await expect(p).rejects.toThrow("course 424242 is not registered in this workspace");
        expect(await store.classes.get(T, 11)).toBeUndefined();
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
        expect(await store.classes.listUpcoming(T)).toEqual([]);
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
        await store.classes.markDeleted(T, 25);
        await store.enrolments.add(T, 21, [{ uid: "s-ben", name: "Ben" }]);
        await store.enrolments.add(T, 24, [{ uid: "s-ben", name: "Ben" }]);
        await store.enrolments.add(T, 23, [{ uid: "s-ben", name: "Ben" }]);

        const ids = (xs: { classId: number }[]) => xs.map((x) => x.classId);
        expect(ids(await store.classes.listUpcoming(T))).toEqual([22, 24, 21]);
        expect(ids(await store.classes.listUpcomingForTeacher(T, "t-ann"))).toEqual([22, 21]);
        expect(ids(await store.classes.listUpcomingForTeacher(T, "t-bob"))).toEqual([22, 24]);
        expect(ids(await store.classes.listUpcomingForStudent(T, "s-ben"))).toEqual([24, 21]);
        expect(ids(await store.classes.listUpcoming(T, { limit: 1 }))).toEqual([22]);
        expect(ids(await store.classes.listUpcoming(T, { now: clock() + 8000 }))).toEqual([21]);
        expect((await store.classes.get(T, 25))?.deleted).toBe(true);
      });

      it("updates video switches, seats, labels and live info", async () => {
        await addClass(31, { pull: { rtmp: "rtmp://old", hls: "h", flv: "f" } });
        clock.advance(5);
        expect(
          await store.classes.updateVideo(T, 31, { record: true, live: false, replay: true }),
        ).toMatchObject({
          record: true,
          live: false,
          replay: true,
          updatedAt: clock(),
        });
        expect(await store.classes.updateSeats(T, 31, { seatNum: 6, isHd: 1 })).toMatchObject({
          seatNum: 6,
          isHd: 1,
        });
        expect(await store.classes.updateSeats(T, 31, { isHd: 0 })).toMatchObject({ seatNum: 6, isHd: 0 });
        expect((await store.classes.setLabels(T, 31, [7])).labelIds).toEqual([7]);
        expect((await store.classes.setLabels(T, 31, [])).labelIds).toEqual([]);
        const live = await store.classes.setLiveInfo(T, 31, {
          liveUrl: "https://p.example/live.php?lessonKey=K9",
        });
        expect(live).toMatchObject({ liveUrl: "https://p.example/live.php?lessonKey=K9", lessonKey: "K9" });
        expect(live.pull.rtmp).toBe("rtmp://old");
        await expect(
          store.classes.updateVideo(T, 999, { record: true, live: true, replay: true }),
        ).rejects.toThrow(NotFoundError);
        await expect(store.classes.updateSeats(T, 31, {})).rejects.toThrow(ValidationError);
      });
    });

    describe("enrolments, ratings and reminders", () => {
      beforeEach(async () => {
        await addCourse();
        await addClass(41);
        await addClass(42);
      });

      it("enrols students once each and removes them", async () => {
        expect(
          await store.enrolments.add(
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
        expect(await store.enrolments.add(T, 41, [{ uid: "s-ben", name: "Benjamin" }])).toEqual([
          { uid: "s-ben", added: false },
        ]);
        await store.enrolments.add(T, 42, [{ uid: "s-ben", name: "Ben" }]);
        expect(await store.enrolments.listForClass(T, 41)).toEqual([
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
        expect((await store.enrolments.listForStudent(T, "s-ben")).map((e) => e.classId)).toEqual([41, 42]);
        expect(await store.enrolments.remove(T, 41, ["s-ben", "s-nobody"])).toBe(1);
        expect((await store.enrolments.listForClass(T, 41)).map((e) => e.studentUid)).toEqual(["s-cat"]);
        const unknown = store.enrolments.add(T, 999, [{ uid: "s-ben", name: "Ben" }]);
        await expect(unknown).rejects.toBeInstanceOf(NotFoundError);
        await expect(unknown).rejects.toThrow("class 999");
      });

      it("refuses ratings and reminders of a class the app does not know, naming the class", async () => {
        const rating = store.ratings.add(T, {
          classId: 999,
          studentUid: "s-ben",
          stars: 4,
          comment: "",
          ratedBy: "U_ANN",
        });
        await expect(rating).rejects.toBeInstanceOf(NotFoundError);
        await expect(rating).rejects.toThrow("class 999 is not known to the app in this workspace");
        const reminder = store.reminders.set(T, {
          classId: 999,
          slackUserId: "U_BEN",
          channelId: "D1",
          scheduledMessageId: "Q9",
          postAt: clock() + 60,
        });
        await expect(reminder).rejects.toBeInstanceOf(NotFoundError);
        await expect(reminder).rejects.toThrow("class 999 is not known to the app in this workspace");
        // A class of another workspace with the same id is not this workspace's class.
        await store.workspaces.upsert({ teamId: "T_OTHER" });
        await expect(
          store.ratings.add("T_OTHER", { classId: 41, studentUid: "s", stars: 1, comment: "", ratedBy: "U" }),
        ).rejects.toBeInstanceOf(NotFoundError);
        expect(await store.ratings.listForStudent(T, "s-ben")).toEqual([]);
        expect(await store.reminders.listForClass(T, 999)).toEqual([]);
      });

      it("keeps every rating and reports the latest per student", async () => {
        await store.ratings.add(T, {
          classId: 41,
          studentUid: "s-ben",
          stars: 2,
          comment: "late",
          ratedBy: "U_ANN",
        });
        clock.advance(60);
        await store.ratings.add(T, {
          classId: 41,
          studentUid: "s-ben",
          stars: 5,
          comment: "great",
          ratedBy: "U_BOB",
        });
        await store.ratings.add(T, {
          classId: 41,
          studentUid: "s-cat",
          stars: 0,
          comment: "",
          ratedBy: "U_ANN",
        });
        await store.ratings.add(T, {
          classId: 42,
          studentUid: "s-ben",
          stars: 3,
          comment: "ok",
          ratedBy: "U_ANN",
        });
        const latest = await store.ratings.latestForClass(T, 41);
        expect(latest.map((r) => [r.studentUid, r.stars, r.comment, r.ratedBy, r.ratedAt])).toEqual([
          ["s-ben", 5, "great", "U_BOB", clock()],
          ["s-cat", 0, "", "U_ANN", clock()],
        ]);
        expect((await store.ratings.listForStudent(T, "s-ben")).map((r) => r.stars)).toEqual([3, 5, 2]);
        await expect(
          store.ratings.add(T, { classId: 41, studentUid: "s-ben", stars: 6, comment: "", ratedBy: "U_ANN" }),
        ).rejects.toThrow(/stars must be between 0 and 5/);
        await expect(
          store.ratings.add(T, {
            classId: 41,
            studentUid: "s-ben",
            stars: 1,
            comment: "x".repeat(1000),
            ratedBy: "U",
          }),
        ).rejects.toThrow(/comment must be at most 999/);
      });

      it("remembers the scheduled reminder per class and user, returning the one it replaces", async () => {
        const first = await store.reminders.set(T, {
          classId: 41,
          slackUserId: "U_BEN",
          channelId: "D1",
          scheduledMessageId: "Q1",
          postAt: clock() + 3000,
        });
        expect(first.replaced).toBeUndefined();
        const second = await store.reminders.set(T, {
          classId: 41,
          slackUserId: "U_BEN",
          channelId: "D1",
          scheduledMessageId: "Q2",
          postAt: clock() + 3300,
        });
        expect(second.replaced?.scheduledMessageId).toBe("Q1");
        expect(second.reminder).toMatchObject({ scheduledMessageId: "Q2", postAt: clock() + 3300 });
        await store.reminders.set(T, {
          classId: 41,
          slackUserId: "U_CAT",
          channelId: "D2",
          scheduledMessageId: "Q3",
          postAt: 1,
        });
        expect((await store.reminders.listForClass(T, 41)).map((r) => r.scheduledMessageId)).toEqual([
          "Q2",
          "Q3",
        ]);
        expect((await store.reminders.remove(T, 41, "U_BEN"))?.scheduledMessageId).toBe("Q2");
        expect(await store.reminders.remove(T, 41, "U_BEN")).toBeUndefined();
        expect(await store.reminders.get(T, 41, "U_BEN")).toBeUndefined();
      });
    });

    describe("audit", () => {
      it("records partner calls and admin changes, newest first, without credentials", async () => {
        await store.audit.recordPartnerCall(T, {
          actor: "U_ANN",
          operation: "addCourseClass",
          summary: {
            courseId: BIG_COURSE,
            className: "Algebra",
            SECRET: "abcDEF12",
            safeKey: "c5385054",
            nested: { password: "123456" },
          },
          errno: 1,
          latencyMs: 41.6,
        });
        clock.advance(1);
        await store.audit.recordAdminChange(T, {
          actor: "U_ADMIN",
          operation: "people.import",
          summary: { lines: 3 },
        });
        await store.audit.recordPartnerCall(T, {
          actor: "U_ANN",
          operation: "getCloudList",
          summary: {},
          errno: null,
          latencyMs: 5000,
        });
        const all = await store.audit.latest(T, 10);
        expect(all.map((e) => e.operation)).toEqual(["getCloudList", "people.import", "addCourseClass"]);
        expect(all[2]).toMatchObject({ actor: "U_ANN", kind: "partner", errno: 1, latencyMs: 42 });
        expect(JSON.stringify(all)).not.toMatch(/abcDEF12|c5385054|123456/);
        expect(all[2]?.summary).toMatchObject({ className: "Algebra", SECRET: "[redacted]" });
        expect((await store.audit.latest(T, 1)).map((e) => e.operation)).toEqual(["getCloudList"]);
        expect((await store.audit.latest(T, 10, { kind: "admin" })).map((e) => e.actor)).toEqual(["U_ADMIN"]);
        const raw = await fresh.raw<{ summary: string }>("select summary from audit_log");
        expect(raw.map((r) => r.summary).join()).not.toContain("abcDEF12");
      });
    });
  });
}
