/**
 * Tells the teacher and the assistant, by a direct message from the app, that their class or series is
 * scheduled, and later that someone else cancelled or moved it (`tellStaffOfChange`): queued
 * in the outbox, so a crash or a Slack outage loses it not, and a retried submission sends it once (the
 * dedupe key is per class, or series and number of classes made, and teacher).
 */
import { dmDedupeKey, enqueueDm } from "../../delivery/index.js";
import type { Locale } from "../../i18n/locale.js";
import type { ClassRecord, StoreTransaction } from "../../store/index.js";
import { classSummarizer } from "../classes-list.js";
import type { ClassesDeps } from "../deps.js";
import type { ScheduleOutcome } from "../schedule/create.js";
import { type NoticeDeps, recipientLocale } from "./recipient.js";
import type { ChangedBy, NoticeRenderer, StaffChangeNotice } from "./renderer.js";

export interface TeacherNoticeDeps {
  readonly store: Pick<StoreTransaction, "outbox">;
  readonly noticeRenderer: NoticeRenderer;
  /** The outbox worker, woken so the message goes out now; absent when delivery is off. */
  readonly delivery?: ClassesDeps["delivery"];
  /** Each reader's language (`localeOf`); absent: English. */
  readonly localeOf?: (teamId: string, slackUserId: string) => Promise<Locale>;
}

/**
 * Queues the scheduling result for the class's teacher and wakes the worker, when this run stored a
 * class. False when nothing new was stored or this result was already queued.
 */
export async function notifyScheduled(
  deps: TeacherNoticeDeps,
  teamId: string,
  outcome: ScheduleOutcome,
): Promise<boolean> {
  const made = outcome.results.filter((r) => r.status !== "failed").length;
  const firstClassId = outcome.results.find((r) => r.record)?.record?.classId;
  // A retry that stored more classes of a series sends the fuller result; the same result goes once.
  const subject = outcome.seriesId === null ? firstClassId : `${outcome.seriesId}.${made}`;
  if (outcome.storedNow === 0 || subject === undefined) return false;
  const teacher = outcome.plan.teacher.slackUserId;
  // The teacher, and the assistant, who learns here that they were assigned; each in their language.
  const assistant = outcome.plan.assistant?.slackUserId;
  const told = [teacher, ...(assistant && assistant !== teacher ? [assistant] : [])];
  let created = false;
  for (const person of told) {
    const locale = deps.localeOf ? await deps.localeOf(teamId, person).catch(() => "en" as const) : "en";
    // The assistant's copy says they assist (not the teacher's message word for word).
    const message = deps.noticeRenderer.scheduleResult(
      outcome,
      locale,
      person === teacher ? "teacher" : "assistant",
    );
    const queued = await enqueueDm(deps.store, {
      teamId,
      // A user id as the channel posts into the app's DM with that user.
      channel: person,
      text: message.text,
      blocks: message.blocks,
      dedupeKey: dmDedupeKey("result", subject, person),
    });
    if (person === teacher) created = queued.created;
  }
  if (created) deps.delivery?.wake();
  return created;
}

/**
 * The classes' teacher and assistant are told, once per change (`changeKey`), when someone else
 * cancelled or moved their class: who did it and what, in their own language. Whoever made the change
 * (`byUserId`) is not told: their report says it. Returns how many were told now.
 */
export async function tellStaffOfChange(
  tx: StoreTransaction,
  deps: NoticeDeps,
  input: {
    readonly teamId: string;
    /** The classes changed, as they were (their teacher and assistant are told). */
    readonly classes: readonly ClassRecord[];
    readonly byUserId: string | null;
    /** Names the change (`cancel:<class id>`, `move:<class id>`): each person is told once of it. */
    readonly changeKey: string;
    readonly notice: Omit<StaffChangeNotice, "assisting">;
  },
): Promise<number> {
  const staff = new Map<string, boolean>();
  for (const c of input.classes) {
    staff.set(c.teacherUid, staff.get(c.teacherUid) ?? false);
    if (c.assistantUid && c.assistantUid !== c.teacherUid) staff.set(c.assistantUid, true);
  }
  let told = 0;
  for (const [uid, assisting] of staff) {
    const person = await tx.people.findByUid(input.teamId, uid);
    if (!person?.slackUserId || person.slackUserId === input.byUserId) continue;
    const locale = await recipientLocale(tx, deps, input.teamId, person.slackUserId);
    const message = deps.noticeRenderer.staffChangeNotice({ ...input.notice, assisting }, locale);
    const { created } = await enqueueDm(tx, {
      teamId: input.teamId,
      channel: person.slackUserId,
      text: message.text,
      ...(message.blocks === undefined ? {} : { blocks: message.blocks }),
      dedupeKey: `staff-change:${input.changeKey}:${person.slackUserId}`.slice(0, 200),
    });
    if (created) told += 1;
  }
  return told;
}

/** `tellStaffOfChange` for classes known by id, summarised here (seats, recording). */
export async function tellStaffOfChangeOf(
  tx: StoreTransaction,
  deps: NoticeDeps,
  input: {
    readonly teamId: string;
    readonly classIds: readonly number[];
    readonly byUserId: string;
    readonly by: ChangedBy;
    readonly changeKey: string;
    readonly notice: Omit<StaffChangeNotice, "assisting" | "classes" | "by">;
  },
): Promise<number> {
  const found = await Promise.all(input.classIds.map((id) => tx.classes.get(input.teamId, id)));
  const classes = found
    .filter((c): c is ClassRecord => c !== undefined)
    .sort((a, b) => a.beginTime - b.beginTime);
  if (classes.length === 0) return 0;
  const summarize = await classSummarizer(tx, input.teamId);
  return tellStaffOfChange(tx, deps, {
    teamId: input.teamId,
    classes,
    byUserId: input.byUserId,
    changeKey: input.changeKey,
    notice: { ...input.notice, classes: classes.map(summarize), by: input.by },
  });
}
