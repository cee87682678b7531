/**
 * Calendar feeds in the store (issue 30), on both engines: a token found by its hash and shown again to
 * its owner, replaced by a new one (the old finds nobody); a moved class's origin; who was in a
 * cancelled class; which classes a person took a file of; a person's classes for their feed
 * (taught, assisted, enrolled, cancelled while enrolled); all erased with the school.
 */
import { describe, expect, it } from "vitest";
import { tokenHash } from "../../../src/store/repos/calendar-feeds.js";
import { ENGINES, skipPostgres } from "../harness.js";
import { repositoriesPerTest, T } from "./world.js";

for (const engine of ENGINES) {
  describe.skipIf(skipPostgres(engine))(`calendar feeds on ${engine}`, () => {
    const repo = repositoriesPerTest(engine);

    it("finds a token by its hash, shows it again, and a new one stops the old", async () => {
      const feeds = repo.store.calendarFeeds;
      expect(await feeds.tokenOf(T, "U_BEN")).toBeUndefined();
      await feeds.setToken(T, "U_BEN", "token-one-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa");
      expect(await feeds.tokenOf(T, "U_BEN")).toBe("token-one-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa");
      expect(await feeds.ownerOf("token-one-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa")).toEqual({
        teamId: T,
        slackUserId: "U_BEN",
      });
      await feeds.setToken(T, "U_BEN", "token-two-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb");
      expect(await feeds.ownerOf("token-one-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa")).toBeUndefined();
      expect((await feeds.ownerOf("token-two-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"))?.slackUserId).toBe(
        "U_BEN",
      );
      expect(await feeds.ownerOf("")).toBeUndefined();
      // The token itself is not stored in clear.
      const rows = await repo.fresh.raw<{ token_hash: string }>("select * from calendar_feeds");
      expect(JSON.stringify(rows)).not.toContain("token-two");
      expect(rows[0]?.token_hash).toBe(tokenHash("token-two-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"));
    });

    it("lists a person's classes for the feed, cancelled ones they were in included", async () => {
      await repo.addCourse();
      const now = repo.clock();
      await repo.addClass(51);
      await repo.addClass(52, { assistantUid: "t-bob" });
      await repo.addClass(53);
      await repo.addClass(54, { beginTime: now - 40 * 86_400, endTime: now - 40 * 86_400 + 3600 });
      await repo.store.enrolments.add(T, 51, [{ uid: "s-cat", name: "Cat" }]);
      await repo.store.enrolments.add(T, 53, [{ uid: "s-cat", name: "Cat" }]);
      await repo.store.enrolments.add(T, 54, [{ uid: "s-cat", name: "Cat" }]);
      // 53 is cancelled: its students go, and are remembered.
      await repo.store.enrolments.remove(T, 53, ["s-cat"]);
      await repo.store.calendarFeeds.rememberCancelled(T, 53, ["s-cat"]);
      await repo.store.classes.markCancelled(T, 53, "U_ANN");
      const since = now - 30 * 86_400;
      const ids = async (uid: string) =>
        (await repo.store.classes.listForCalendar(T, uid, since)).map((c) => c.classId);
      expect(await ids("s-cat")).toEqual([51, 53]);
      expect(await ids("t-bob")).toEqual([52]);
      expect(await ids("t-ann")).toEqual([51, 52, 53]);

      await repo.store.calendarFeeds.setOrigin(T, 55, { originClassId: 51, originCreatedAt: now - 5 });
      expect(await repo.store.calendarFeeds.origins(T, [51, 55])).toEqual(
        new Map([[55, { originClassId: 51, originCreatedAt: now - 5 }]]),
      );
      await repo.store.calendarFeeds.rememberFile(T, "U_CAT", [51, 52]);
      await repo.store.calendarFeeds.rememberFile(T, "U_CAT", [51]);
      expect(await repo.store.calendarFeeds.hasFile(T, "U_CAT", [53, 52])).toBe(true);
      expect(await repo.store.calendarFeeds.hasFile(T, "U_CAT", [53])).toBe(false);
      expect(await repo.store.calendarFeeds.hasFile(T, "U_DAN", [51])).toBe(false);

      await repo.store.calendarFeeds.setToken(T, "U_CAT", "token-cat-ccccccccccccccccccccccccccccccccccc");
      await repo.store.workspaces.upsert({ teamId: T });
      const school = (await repo.store.workspaces.get(T))?.createdAt ?? 0;
      const erased = (await repo.store.tenants.erase(T, { cause: "app_uninstalled", school })) ?? {};
      expect(erased.calendar_feeds).toBe(1);
      expect(erased.cancelled_enrolments).toBe(1);
      expect(erased.calendar_files).toBe(2);
      expect(erased.class_calendar_origins).toBe(1);
      expect(
        await repo.store.calendarFeeds.ownerOf("token-cat-ccccccccccccccccccccccccccccccccccc"),
      ).toBeUndefined();
    });
  });
}
