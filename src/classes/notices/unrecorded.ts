/**
 * A class without recording has no Join link: the partner makes the live page with the recording.
 * Students added to one are told their link will follow. If recording is still off 25 minutes before
 * class, the teacher is warned once, while it can still be switched on; once it is too late (the
 * partner freezes settings 20 minutes before), the students still waiting are told plainly that there
 * will be no link. Both are timed durable jobs (docs/jobs.md): once each, also after a restart.
 */
import { enqueueJob } from "../../delivery/index.js";
import { SETTINGS_FROZEN_BEFORE_START_SECONDS } from "../../partner/index.js";
import { type ClassRecord, hasUid, type Store, type StoreTransaction } from "../../store/index.js";

export const RECORDING_WARNING_JOB = "recording-warning";
export const NO_LINK_JOB = "no-link";
/** The teacher is warned this long before an unrecorded class with students waiting for a link. */
export const RECORDING_WARNING_BEFORE_SECONDS = 25 * 60;

export interface UnrecordedJobRequest {
  readonly classId: number;
  /** The class's start when the jobs were planned: a class moved since is another job's business. */
  readonly beginTime: number;
}

/** With students added to classes: for each unrecorded one, the warning and the no-link notice. */
export async function planUnrecordedNotices(
  tx: Pick<StoreTransaction, "classes" | "outbox">,
  input: {
    readonly teamId: string;
    readonly classIds: readonly number[];
    readonly teacherSlackUserId: string;
  },
): Promise<void> {
  for (const classId of input.classIds) {
    const cls = await tx.classes.get(input.teamId, classId);
    if (!cls || cls.deleted || cls.record) continue;
    const request: UnrecordedJobRequest = { classId, beginTime: cls.beginTime };
    const payload = { userId: input.teacherSlackUserId, title: "Recording", request };
    const key = `${classId}:${cls.beginTime}`;
    const due = [
      [RECORDING_WARNING_JOB, cls.beginTime - RECORDING_WARNING_BEFORE_SECONDS],
      [NO_LINK_JOB, recordingDeadline(cls.beginTime)],
    ] as const;
    for (const [kind, notBefore] of due) {
      await enqueueJob(tx, { teamId: input.teamId, kind, key, payload, notBefore });
    }
  }
}

/** The class as planned, still unrecorded; undefined when there is nothing to say any more. */
export async function stillUnrecorded(
  deps: { readonly store: Pick<Store, "classes"> },
  teamId: string,
  request: UnrecordedJobRequest,
): Promise<ClassRecord | undefined> {
  const cls = await deps.store.classes.get(teamId, request.classId);
  if (!cls || cls.deleted || cls.record || cls.beginTime !== request.beginTime) return undefined;
  return cls;
}

export interface WaitingStudent {
  readonly uid: string;
  readonly name: string;
  readonly slackUserId: string;
  /** When their enrolment was stored: names their "link will follow" DM. */
  readonly addedAt: number;
}

/** Enrolled students of the class whose Join link was never queued (it was not recorded). */
export async function studentsWaitingForLink(
  store: Pick<Store, "enrolments" | "studentLinks" | "people">,
  teamId: string,
  classId: number,
): Promise<WaitingStudent[]> {
  const [enrolled, links, people] = await Promise.all([
    store.enrolments.listForClass(teamId, classId),
    store.studentLinks.listForClass(teamId, classId),
    store.people.list(teamId),
  ]);
  const linked = new Set(links.filter((l) => l.linkedAt !== null).map((l) => l.studentUid));
  const byUid = new Map(people.filter(hasUid).map((p) => [p.uid, p]));
  return enrolled.flatMap((e) => {
    const person = byUid.get(e.studentUid);
    if (linked.has(e.studentUid) || !person) return [];
    return [{ uid: e.studentUid, name: e.studentName, slackUserId: person.slackUserId, addedAt: e.addedAt }];
  });
}

/** The last moment recording can be switched on for a class starting at `beginTime`. */
export function recordingDeadline(beginTime: number): number {
  return beginTime - SETTINGS_FROZEN_BEFORE_START_SECONDS;
}

/** Whether recording can still be switched on for a class starting at `beginTime`. */
export function recordingCanStillChange(beginTime: number, now: number): boolean {
  return now < recordingDeadline(beginTime);
}
