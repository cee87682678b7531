/**
 * What every repository suite shares: a fresh store per test with the "Hill School" workspace, a clock
 * moved by hand, and a course and classes with partner ids above 2^31.
 */
import type { Store } from "../../../src/store/index.js";
import { type Fresh, manualClock, schoolStorePerTest, type TestEngine } from "../harness.js";

export const T = "T0SCHOOL";
export const BIG_COURSE = 3_000_000_123; // above 2^31: partner ids must survive bigint columns as JS numbers
export const BIG_CLASS = 9_000_000_456;

export interface RepoWorld {
  /** This test's store and database (set before each test). */
  readonly store: Store;
  readonly fresh: Fresh;
  readonly clock: ReturnType<typeof manualClock>;
  addCourse(courseId?: number, teacherUids?: string[]): ReturnType<Store["courses"]["add"]>;
  addClass(classId: number, extra?: Record<string, unknown>): ReturnType<Store["classes"]["create"]>;
}

/** Opens a fresh store for each test of the calling `describe`; the world's fields follow it. */
export function repositoriesPerTest(engine: TestEngine): RepoWorld {
  const clock = manualClock();
  let store: Store | undefined;
  let fresh: Fresh | undefined;
  schoolStorePerTest(engine, clock, { teamId: T, name: "Hill School" }, (opened, db) => {
    store = opened;
    fresh = db;
  });
  const world: RepoWorld = {
    get store() {
      if (!store) throw new Error("no store outside a test");
      return store;
    },
    get fresh() {
      if (!fresh) throw new Error("no database outside a test");
      return fresh;
    },
    clock,
    addCourse: (courseId = BIG_COURSE, teacherUids = ["t-ann"]) =>
      world.store.courses.add(T, { courseId, name: "Algebra", defaultFolderId: "77", teacherUids }),
    addClass: (classId, extra = {}) =>
      world.store.classes.create(T, {
        classId,
        courseId: BIG_COURSE,
        name: `Class ${classId}`,
        beginTime: clock() + 3600,
        endTime: clock() + 7200,
        teacherUid: "t-ann",
        createdBy: "U_ANN",
        ...extra,
      }),
  };
  return world;
}
