import { describe, expect, it } from "vitest";
import { DuplicateError, InUseError, NotFoundError } from "../../../src/store/index.js";
import { ENGINES, skipPostgres } from "../harness.js";
import { BIG_CLASS, BIG_COURSE, repositoriesPerTest, T } from "./world.js";

for (const engine of ENGINES) {
  describe.skipIf(skipPostgres(engine))(`store repositories on ${engine}`, () => {
    const repo = repositoriesPerTest(engine);
    const { addClass, addCourse } = repo;

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
        await repo.store.courses.add(T, { courseId: 5, name: "Biology" });
        await repo.store.courses.edit(T, 5, { teacherUids: ["t-bob"], name: "Biology II" });
        expect((await repo.store.courses.listForTeacher(T, "t-bob")).map((x) => x.name)).toEqual([
          "Algebra",
          "Biology II",
        ]);
        expect((await repo.store.courses.listForTeacher(T, "t-ann")).map((x) => x.courseId)).toEqual([
          BIG_COURSE,
        ]);
        await repo.store.courses.edit(T, BIG_COURSE, { teacherUids: [] });
        expect(await repo.store.courses.listForTeacher(T, "t-ann")).toEqual([]);
        expect((await repo.store.courses.list(T)).map((x) => x.courseId)).toEqual([BIG_COURSE, 5]);
      });

      it("refuses a course in a workspace the app is not installed in", async () => {
        const p = repo.store.courses.add("T_NOWHERE", { courseId: 5, name: "Biology" });
        await expect(p).rejects.toBeInstanceOf(NotFoundError);
        await expect(p).rejects.toThrow(/workspace T_NOWHERE is not registered/);
        expect(await repo.store.courses.list("T_NOWHERE")).toEqual([]);
      });

      it("refuses a second course with the same id and an edit of an unknown one", async () => {
        await addCourse();
        const dup = repo.store.courses.add(T, { courseId: BIG_COURSE, name: "Again" });
        await expect(dup).rejects.toBeInstanceOf(DuplicateError);
        await expect(dup).rejects.toThrow(`course ${BIG_COURSE} is already registered`);
        expect((await repo.store.courses.get(T, BIG_COURSE))?.name).toBe("Algebra");
        await expect(repo.store.courses.edit(T, 42, { name: "x" })).rejects.toThrow(NotFoundError);
      });

      it("will not remove a course that still has classes", async () => {
        await addCourse();
        await repo.store.courses.add(T, { courseId: 6, name: "Empty" });
        await addClass(BIG_CLASS);
        const rm = repo.store.courses.remove(T, BIG_COURSE);
        await expect(rm).rejects.toBeInstanceOf(InUseError);
        await expect(rm).rejects.toThrow(/still has classes/);
        expect(await repo.store.courses.get(T, BIG_COURSE)).toBeDefined();
        expect(await repo.store.courses.remove(T, 6)).toBe(true);
        expect(await repo.store.courses.get(T, 6)).toBeUndefined();
      });
    });
  });
}
