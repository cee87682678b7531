import { describe, expect, it } from "vitest";
import { NotFoundError, ValidationError } from "../../../src/store/index.js";
import { ENGINES, skipPostgres } from "../harness.js";
import { repositoriesPerTest, T } from "./world.js";

for (const engine of ENGINES) {
  describe.skipIf(skipPostgres(engine))(`store repositories on ${engine}`, () => {
    const repo = repositoriesPerTest(engine);
    const { clock } = repo;

    describe("workspaces", () => {
      it("creates with UTC, keeps fields an update leaves out, replaces settings", async () => {
        const w = await repo.store.workspaces.get(T);
        expect(w).toMatchObject({
          teamId: T,
          name: "Hill School",
          timeZone: "UTC",
          settings: {},
          connected: false,
        });
        await repo.store.workspaces.upsert({
          teamId: T,
          timeZone: "Europe/Berlin",
          settings: { reminderMinutes: 15 },
        });
        await repo.store.workspaces.upsert({ teamId: T, settings: { reminderMinutes: 30 } });
        expect(await repo.store.workspaces.get(T)).toMatchObject({
          name: "Hill School",
          timeZone: "Europe/Berlin",
          settings: { reminderMinutes: 30 },
        });
        expect(await repo.store.workspaces.get("T_OTHER")).toBeUndefined();
      });

      it("keeps the connection without the SECRET and hands the SECRET out only on request", async () => {
        const c = await repo.store.workspaces.setConnection(T, {
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
        expect(JSON.stringify(await repo.store.workspaces.getConnection(T))).not.toContain("abcDEF12");
        expect(JSON.stringify(await repo.store.workspaces.get(T))).not.toContain("abcDEF12");
        expect((await repo.store.workspaces.get(T))?.connected).toBe(true);
        expect(await repo.store.workspaces.getConnectionSecret(T)).toBe("abcDEF12");

        expect(await repo.store.workspaces.clearConnection(T)).toBe(true);
        expect(await repo.store.workspaces.getConnection(T)).toBeUndefined();
        await expect(repo.store.workspaces.getConnectionSecret(T)).rejects.toThrow(NotFoundError);
        await expect(repo.store.workspaces.getConnectionSecret(T)).rejects.toThrow(/connect the school/);
      });

      it("refuses a base URL that is not http(s), naming the field", async () => {
        const bad = repo.store.workspaces.setConnection(T, {
          partnerBaseUrl: "ftp://x",
          sid: "1",
          secret: "s",
        });
        await expect(bad).rejects.toThrow(ValidationError);
        await expect(bad).rejects.toThrow(/partnerBaseUrl/);
        expect(await repo.store.workspaces.getConnection(T)).toBeUndefined();
      });
    });
  });
}
