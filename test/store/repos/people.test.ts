import { describe, expect, it } from "vitest";
import { DuplicateError, NotFoundError } from "../../../src/store/index.js";
import { ENGINES, skipPostgres } from "../harness.js";
import { repositoriesPerTest, T } from "./world.js";

for (const engine of ENGINES) {
  describe.skipIf(skipPostgres(engine))(`store repositories on ${engine}`, () => {
    const repo = repositoriesPerTest(engine);
    const { clock } = repo;

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
        await repo.store.people.upsert(T, ann);
        await repo.store.people.upsert(T, ben);
        expect(await repo.store.people.getBySlackUser(T, "U_BEN")).toMatchObject({
          uid: "s-ben",
          account: "0086-13700000000",
        });
        expect(await repo.store.people.findByUid(T, "t-ann")).toMatchObject({
          slackUserId: "U_ANN",
          account: null,
        });
        expect((await repo.store.people.list(T, { role: "student" })).map((p) => p.displayName)).toEqual([
          "Ben",
        ]);
        expect((await repo.store.people.list(T)).map((p) => p.displayName)).toEqual(["Ann", "Ben"]);
      });

      it("refuses a UID that already belongs to another Slack user, naming the UID", async () => {
        await repo.store.people.upsert(T, ann);
        const clash = repo.store.people.upsert(T, { ...ben, uid: "t-ann" });
        await expect(clash).rejects.toBeInstanceOf(DuplicateError);
        await expect(clash).rejects.toThrow(/UID t-ann already belongs to another Slack user/);
        expect(await repo.store.people.getBySlackUser(T, "U_BEN")).toBeUndefined();
        // The same UID in another workspace is a different person.
        await repo.store.workspaces.upsert({ teamId: "T_OTHER" });
        await expect(repo.store.people.upsert("T_OTHER", { ...ben, uid: "t-ann" })).resolves.toMatchObject({
          uid: "t-ann",
        });
      });

      it("lets a person change their own entry and removes them", async () => {
        await repo.store.people.upsert(T, ann);
        clock.advance(10);
        const updated = await repo.store.people.upsert(T, { ...ann, uid: "t-ann-2", role: "admin" });
        expect(updated).toMatchObject({ uid: "t-ann-2", role: "admin", updatedAt: clock() });
        expect(updated.createdAt).toBe(clock() - 10);
        expect(await repo.store.people.findByUid(T, "t-ann")).toBeUndefined();
        expect(await repo.store.people.remove(T, "U_ANN")).toBe(true);
        expect(await repo.store.people.remove(T, "U_ANN")).toBe(false);
      });

      it("keeps admins without a UID apart; teachers and students still need one", async () => {
        const head = { slackUserId: "U_HEAD", uid: null, displayName: "Head", role: "admin" as const };
        expect(await repo.store.people.upsert(T, head)).toMatchObject({ uid: null, role: "admin" });
        expect(await repo.store.people.upsert(T, { ...head, slackUserId: "U_HEAD2", uid: "" })).toMatchObject(
          {
            uid: null,
          },
        );
        expect((await repo.store.people.upsert(T, head)).uid).toBeNull(); // unchanged, still no UID
        await expect(repo.store.people.upsert(T, { ...ann, uid: "" })).rejects.toThrow(/uid/);
        await expect(repo.store.people.upsert(T, { ...ben, uid: null })).rejects.toThrow(/uid/);
        // Demoting an admin without a UID to teacher needs one.
        await expect(repo.store.people.upsert(T, { ...head, role: "teacher" })).rejects.toThrow(/uid/);
        expect((await repo.store.people.list(T, { role: "admin" })).map((p) => p.uid)).toEqual([null, null]);
        const outcomes = await repo.store.people.upsertMany(T, [
          { slackUserId: "U_HEAD3", uid: "", displayName: "Head 3", role: "admin" },
          { slackUserId: "U_T9", uid: "", displayName: "T9", role: "teacher" },
        ]);
        expect(outcomes.map((o) => o.outcome)).toEqual(["created", "error"]);
      });

      it("refuses people in a workspace the app is not installed in", async () => {
        const p = repo.store.people.upsert("T_NOWHERE", ann);
        await expect(p).rejects.toBeInstanceOf(NotFoundError);
        await expect(p).rejects.toThrow(/workspace T_NOWHERE/);
      });

      it("imports in bulk with an outcome per line, a bad line not stopping the rest", async () => {
        await repo.store.people.upsert(T, ann);
        const outcomes = await repo.store.people.upsertMany(T, [
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
          {
            line: 4,
            slackUserId: "U_CAT",
            outcome: "error",
            reason: "uid-taken",
            message: expect.stringContaining("UID s-ben"),
          },
          {
            line: 5,
            slackUserId: "U_DAN",
            outcome: "error",
            reason: "invalid",
            message: "line 5: role must be one of admin, teacher, student",
          },
          {
            line: 6,
            slackUserId: null,
            outcome: "error",
            reason: "invalid",
            message: expect.stringContaining("line 6"),
          },
          { line: 7, slackUserId: "U_EVE", outcome: "created" },
        ]);
        expect((await repo.store.people.list(T)).map((p) => p.slackUserId).sort()).toEqual([
          "U_ANN",
          "U_BEN",
          "U_EVE",
        ]);
      });
    });
  });
}
