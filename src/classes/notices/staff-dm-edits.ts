/**
 * The teacher's (and the assistant's) scheduling message (teacher-notices.ts, `notifyScheduled`) is
 * edited after every change of its classes, as students' DMs are (dm-edits.ts): one message that is
 * always true, listing the classes as they are now (moved dates, cancelled ones struck, the current
 * seats and recording, the students and labels). The messages are found by the dedupe keys `notifyScheduled` gave them
 * (`result:<class id>:<user>`, `result:<series id>.<count>:<user>`); each change edits each once.
 */
import { DM_KIND } from "../../delivery/index.js";
import type { ClassRecord, OutboxMessage, StoreTransaction } from "../../store/index.js";
import { wasMoved } from "../cancelled-by.js";
import { schoolTimeZone } from "../school-settings.js";
import { queueDmEdit } from "./dm-edits.js";
import { type NoticeDeps, recipientLocale } from "./recipient.js";
import type { ScheduledNow } from "./renderer.js";

export interface StaffDmEditInput {
  readonly teamId: string;
  /** The classes the change was about, as they were (their messages are found by them). */
  readonly classes: readonly ClassRecord[];
  /**
   * A single class moved: the class its message now shows (the class at its new time); the class
   * id in the message's key stays the old one.
   */
  readonly movedTo?: ClassRecord;
  /** Names the change: the same change twice edits each message once. */
  readonly cause: string;
}

/** The subject of a scheduling message: a series, or a single class. */
type Subject = { readonly seriesId: string } | { readonly classId: number };

function subjectsOf(classes: readonly ClassRecord[]): Subject[] {
  const seen = new Set<string>();
  const out: Subject[] = [];
  for (const c of classes) {
    const key = c.seriesId ? `s:${c.seriesId}` : `c:${c.classId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(c.seriesId ? { seriesId: c.seriesId } : { classId: c.classId });
  }
  return out;
}

/** The scheduling messages about a subject, each with the Slack user it was sent to. */
async function messagesAbout(
  tx: Pick<StoreTransaction, "outbox">,
  teamId: string,
  subject: Subject,
): Promise<{ dm: OutboxMessage; slackUserId: string }[]> {
  const prefix = "seriesId" in subject ? `result:${subject.seriesId}.` : `result:${subject.classId}:`;
  const found = await tx.outbox.listByDedupePrefix(teamId, DM_KIND, prefix);
  return found
    .filter((dm) => dm.state !== "dead")
    .map((dm) => ({ dm, slackUserId: dm.dedupeKey.split(":").at(-1) ?? "" }))
    .filter((m) => m.slackUserId !== "");
}

/**
 * The subject a single class's message is keyed by: the class it was scheduled as, so a class moved
 * twice (its message keyed by the first, the move made from the class in between) still finds it.
 */
async function keyedSubject(
  tx: Pick<StoreTransaction, "calendarFeeds">,
  teamId: string,
  subject: Subject,
): Promise<Subject> {
  if ("seriesId" in subject) return subject;
  const origin = (await tx.calendarFeeds.origins(teamId, [subject.classId])).get(subject.classId);
  return origin ? { classId: origin.originClassId } : subject;
}

/** The classes a subject's message lists now: those on, and those cancelled (not those moved away). */
async function classesNow(
  tx: StoreTransaction,
  teamId: string,
  subject: Subject,
  movedTo: ClassRecord | undefined,
): Promise<{ on: ClassRecord[]; cancelled: ClassRecord[] }> {
  if ("seriesId" in subject) {
    const on = await tx.classes.listSeries(teamId, subject.seriesId);
    const cancelled = (await tx.classes.listSeriesCancelled(teamId, subject.seriesId)).filter(
      (c) => !wasMoved(c),
    );
    return { on, cancelled };
  }
  if (movedTo) return { on: [movedTo], cancelled: [] };
  const cls = await tx.classes.get(teamId, subject.classId);
  if (!cls) return { on: [], cancelled: [] };
  return cls.cancelledAt ? { on: [], cancelled: [cls] } : { on: [cls], cancelled: [] };
}

/** How many students the classes still on have, and their labels by name (null when they differ). */
async function rosterOf(
  tx: StoreTransaction,
  teamId: string,
  on: readonly ClassRecord[],
): Promise<Pick<ScheduledNow, "students" | "labels">> {
  const first = on[0];
  if (!first) return { students: { fewest: 0, most: 0 }, labels: [] };
  const counts = await Promise.all(
    on.map(async (c) => (await tx.enrolments.listForClass(teamId, c.classId)).length),
  );
  const students = { fewest: Math.min(...counts), most: Math.max(...counts) };
  const key = (c: ClassRecord) => [...c.labelIds].sort((a, b) => a - b).join(",");
  if (on.some((c) => key(c) !== key(first))) return { students, labels: null };
  const names = new Map((await tx.labels.list(teamId)).map((l) => [l.labelId, l.name]));
  return { students, labels: first.labelIds.flatMap((id) => names.get(id) ?? []) };
}

/**
 * Queues, in `tx`, the edit of each scheduling message about these classes, worded in its reader's
 * language. Call it after the change is written in `tx`. Returns how many messages are edited.
 */
export async function editStaffScheduleDms(
  tx: StoreTransaction,
  deps: NoticeDeps,
  input: StaffDmEditInput,
): Promise<number> {
  const { teamId } = input;
  let edited = 0;
  for (const subject of subjectsOf(input.classes)) {
    const messages = await messagesAbout(tx, teamId, await keyedSubject(tx, teamId, subject));
    if (messages.length === 0) continue;
    const { on, cancelled } = await classesNow(tx, teamId, subject, input.movedTo);
    const all = [...on, ...cancelled].sort((a, b) => a.beginTime - b.beginTime);
    // The settings of the next class still on (else the last one): what the teacher will find.
    const shown = on[0] ?? all.at(-1);
    if (!shown) continue;
    const course = await tx.courses.get(teamId, shown.courseId);
    const { students, labels } = await rosterOf(tx, teamId, on);
    const teacher = await tx.people.findByUid(teamId, shown.teacherUid);
    const assistant = shown.assistantUid ? await tx.people.findByUid(teamId, shown.assistantUid) : undefined;
    const facts: ScheduledNow = {
      name: shown.name,
      courseName: course?.name ?? String(shown.courseId),
      teacherSlackUserId: teacher?.slackUserId ?? shown.createdBy,
      assistantSlackUserId: assistant?.slackUserId ?? null,
      createdBy: shown.createdBy,
      seats: shown.seatNum,
      isHd: shown.isHd,
      record: shown.record,
      live: shown.live,
      replay: shown.replay,
      liveUrl: on.find((c) => c.liveUrl)?.liveUrl ?? null,
      weekly: "seriesId" in subject,
      students,
      labels,
      timeZone: await schoolTimeZone(tx, teamId),
      classes: all.map((c) => ({
        classId: c.classId,
        beginTime: c.beginTime,
        endTime: c.endTime,
        cancelled: on.every((o) => o.classId !== c.classId),
        ...(c.cancelReason ? { cancelReason: c.cancelReason } : {}),
      })),
    };
    for (const { dm, slackUserId } of messages) {
      const locale = await recipientLocale(tx, deps, teamId, slackUserId);
      const message = deps.noticeRenderer.scheduledNow(facts, locale);
      if (await queueDmEdit(tx, { teamId, slackUserId, dm, message, cause: input.cause })) edited += 1;
    }
  }
  return edited;
}

/** `editStaffScheduleDms` for classes known by id (a change that stored them already: seats). */
export async function editStaffScheduleDmsOf(
  tx: StoreTransaction,
  deps: NoticeDeps,
  input: { readonly teamId: string; readonly classIds: readonly number[]; readonly cause: string },
): Promise<number> {
  const found = await Promise.all(input.classIds.map((id) => tx.classes.get(input.teamId, id)));
  const classes = found.filter((c): c is ClassRecord => c !== undefined);
  return editStaffScheduleDms(tx, deps, { teamId: input.teamId, classes, cause: input.cause });
}
