/**
 * One errno in words for the person who caused it: the catalogue's sentence (errors.ts), or the
 * operation's own wording where the general sentence would mislead (167 is "not in this class" on a
 * rating, "was not in this class" on a removal). Overrides are fragments for one line of a per-item
 * report ("Algebra · Tue 4 Mar — class is over"); callers trim the catalogue sentence the same way.
 */

import { Errno } from "./errnos.js";
import { describeErrno } from "./errors.js";
import type { OperationName } from "./operations.js";

type Words = Readonly<Partial<Record<number, string>>>;

const recordingOff = "created, but recording is not on (you can switch it on later)";

/** The class exists although errno is not 1: what did not work. */
const classCreated: Words = {
  [Errno.createdRecordingOff]: recordingOff,
  [Errno.createdVideoServiceDown]: recordingOff,
  [Errno.createdIntroNotSaved]: "created, but the introduction could not be saved",
};

const operationWords: Readonly<Partial<Record<OperationName, Words>>> = {
  modifyClassSeatNum: {
    [Errno.classInSession]: "class is in session",
    [Errno.classOver]: "class is over",
    [Errno.seatsLocked]: "seats can't change in the 20 minutes before class",
  },
  setClassVideoMultiple: {
    [Errno.liveNeedsRecording]: "live broadcast and replay need recording to be on",
    [Errno.videoLocked]: "recording can't change in the 20 minutes before class",
    [Errno.videoServiceProblem]: "the video service had a problem; try again in a moment",
  },
  updateClassStudentComment: {
    [Errno.studentNotInClass]: "not in this class",
    [Errno.studentUnknown]: "not known to the school's class service",
    [Errno.noSuchClass]: "the class service no longer knows this class",
  },
  addClassStudentMultiple: { [Errno.studentExists]: "already in this class" },
  delClassStudentMultiple: { [Errno.studentNotInClass]: "was not in this class" },
  addCourseClass: classCreated,
  addCourseClassMultiple: classCreated,
};

/**
 * The operation's wording for `errno`, else `userMessage` (a batch entry's own, which says so when
 * the service sent no result for it), else the catalogue's.
 */
export function outcomeText(operation: OperationName, errno: number, userMessage?: string): string {
  return operationWords[operation]?.[errno] ?? userMessage ?? describeErrno(errno).userMessage;
}
