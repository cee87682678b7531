/**
 * The teacher and the assistant get their own reminder before class, at the school's reminder time: a
 * timed durable job planned when the class is stored (docs/jobs.md), keyed by class and start, so a
 * class moved to another time has another one and each goes once, also after a restart.
 */
import { enqueueJob } from "../../delivery/index.js";
import { type ClassRecord, hasUid, type Store } from "../../store/index.js";
import { schoolSettings } from "../school-settings.js";

export const STAFF_REMINDER_JOB = "staff-reminder";

export interface StaffReminderRequest {
  readonly classId: number;
  readonly beginTime: number;
}

/** Plans the reminder of a class just stored; `teacherSlackUserId` is who the job runs for. */
export async function planStaffReminder(
  store: Pick<Store, "outbox" | "workspaces">,
  cls: ClassRecord,
  teacherSlackUserId: string,
): Promise<void> {
  const { reminderMinutes } = schoolSettings(await store.workspaces.get(cls.teamId));
  const request: StaffReminderRequest = { classId: cls.classId, beginTime: cls.beginTime };
  await enqueueJob(store, {
    teamId: cls.teamId,
    kind: STAFF_REMINDER_JOB,
    key: `${cls.classId}:${cls.beginTime}`,
    payload: { userId: teacherSlackUserId, title: "Reminder", request },
    notBefore: cls.beginTime - reminderMinutes * 60,
  });
}

export interface StaffReminderFacts {
  readonly cls: ClassRecord;
  readonly students: number;
  /** Students whose Join link was queued. */
  readonly linked: number;
  /** Slack ids of the teacher and the assistant the directory knows. */
  readonly staff: readonly string[];
}

/**
 * What the reminder says, read when it is due; null when the class is gone or moved since, or has
 * already started (`now`): a reminder that fell due while the app was down is sent late only while
 * its class is still to come, never as "starts yesterday at 5:00 PM".
 */
export async function staffReminderFacts(
  store: Pick<Store, "classes" | "enrolments" | "studentLinks" | "people">,
  teamId: string,
  request: StaffReminderRequest,
  now: number,
): Promise<StaffReminderFacts | null> {
  const cls = await store.classes.get(teamId, request.classId);
  if (!cls || cls.deleted || cls.cancelledAt !== null || cls.beginTime !== request.beginTime) return null;
  if (now >= cls.beginTime) return null;
  const [enrolled, links, people] = await Promise.all([
    store.enrolments.listForClass(teamId, cls.classId),
    store.studentLinks.listForClass(teamId, cls.classId),
    store.people.list(teamId),
  ]);
  const byUid = new Map(people.filter(hasUid).map((p) => [p.uid, p.slackUserId]));
  const staff = [cls.teacherUid, cls.assistantUid]
    .flatMap((uid) => (uid ? [byUid.get(uid)] : []))
    .filter((id): id is string => id !== undefined);
  return {
    cls,
    students: enrolled.length,
    linked: links.filter((l) => l.linkedAt !== null).length,
    staff: [...new Set(staff)],
  };
}
