import { describe, expect, it } from "vitest";
import { ENGINES, skipPostgres } from "../harness.js";
import { BIG_COURSE, repositoriesPerTest, T } from "./world.js";

for (const engine of ENGINES) {
  describe.skipIf(skipPostgres(engine))(`store repositories on ${engine}`, () => {
    const repo = repositoriesPerTest(engine);
    const { clock } = repo;

    describe("audit", () => {
      it("records partner calls and admin changes, newest first, without credentials", async () => {
        await repo.store.audit.recordPartnerCall(T, {
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
        await repo.store.audit.recordAdminChange(T, {
          actor: "U_ADMIN",
          operation: "people.import",
          summary: { lines: 3 },
        });
        await repo.store.audit.recordPartnerCall(T, {
          actor: "U_ANN",
          operation: "getCloudList",
          summary: {},
          errno: null,
          latencyMs: 5000,
        });
        const all = await repo.store.audit.latest(T, 10);
        expect(all.map((e) => e.operation)).toEqual(["getCloudList", "people.import", "addCourseClass"]);
        expect(all[2]).toMatchObject({ actor: "U_ANN", kind: "partner", errno: 1, latencyMs: 42 });
        expect(JSON.stringify(all)).not.toMatch(/abcDEF12|c5385054|123456/);
        expect(all[2]?.summary).toMatchObject({ className: "Algebra", SECRET: "[redacted]" });
        expect((await repo.store.audit.latest(T, 1)).map((e) => e.operation)).toEqual(["getCloudList"]);
        expect((await repo.store.audit.latest(T, 10, { kind: "admin" })).map((e) => e.actor)).toEqual([
          "U_ADMIN",
        ]);
        const raw = await repo.fresh.raw<{ summary: string }>("select summary from audit_log");
        expect(raw.map((r) => r.summary).join()).not.toContain("abcDEF12");
      });
    });
  });
}
