/**
 * `eeoClassInfoChange` for the sandbox's own adds, edits and deletes of classes (partner-events.md: the
 * service pushes it for changes made by our own calls too). On a change, `opData` holds only the
 * changed fields; on an add, the class as created; on a delete, `classStatus` 4.
 */
import type { SandboxClock } from "../clock.js";
import type { ClassOp, ClassRecord, SandboxState } from "../state.js";
import { type Pusher, sidValue } from "./pusher.js";

const CLASS_STATUS_NOT_STARTED = 1;
const CLASS_STATUS_DELETED = 4;
/** The service does not document `opSource`'s values; the sandbox names the partner API. */
const OP_SOURCE_API = "api";

export function pushClassChanges(state: SandboxState, clock: SandboxClock, pusher: Pusher): void {
  state.onClassChange = (cls, opType, opData) => {
    if (!pusher.isSubscribed(cls.sid)) return;
    pusher.emit(cls.sid, "eeoClassInfoChange", {
      SID: sidValue(cls.sid),
      Cmd: "eeoClassInfoChange",
      ClassID: cls.classId,
      CourseId: cls.courseId,
      opType,
      opTime: clock.now(),
      UID: 0,
      opSource: OP_SOURCE_API,
      opData: dataOf(state, cls, opType, opData),
    });
  };
}

function dataOf(
  state: SandboxState,
  cls: ClassRecord,
  opType: ClassOp,
  changed: Record<string, unknown>,
): Record<string, unknown> {
  if (opType === 2) return { classStatus: CLASS_STATUS_DELETED };
  if (opType === 3) return changed;
  const teacher = state.school(cls.sid)?.teachers.get(cls.teacherUid);
  return {
    className: cls.className,
    beginTime: cls.beginTime,
    endTime: cls.endTime,
    seatNum: cls.seatNum,
    teacherInfo: { uid: cls.teacherUid, name: teacher?.name ?? "" },
    classStatus: CLASS_STATUS_NOT_STARTED,
  };
}
