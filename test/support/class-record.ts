/** A stored class for view tests: a recorded 45-minute class of course 5001 by Ada, with `overrides`. */
import type { ClassRecord } from "../../src/store/index.js";

export function aClassRecord(overrides: Partial<ClassRecord> = {}): ClassRecord {
  return {
    teamId: "T1",
    classId: 7000,
    courseId: 5001,
    name: "Algebra",
    beginTime: 1_900_000_000,
    endTime: 1_900_002_700,
    teacherUid: "T-ADA",
    assistantUid: null,
    folderId: null,
    seatNum: 6,
    isHd: 0,
    record: true,
    live: false,
    replay: false,
    isAutoOnstage: true,
    liveUrl: null,
    lessonKey: null,
    pull: {} as ClassRecord["pull"],
    labelIds: [],
    courseUniqueIdentity: null,
    introduce: null,
    seriesId: null,
    createdBy: "UADA",
    createdAt: 0,
    updatedAt: 0,
    deleted: false,
    ...overrides,
  };
}
