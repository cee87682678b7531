/**
 * Creates the planned classes on the partner service and stores each one as soon as the service
 * confirms it. Every class carries a unique identity derived from the submission, so a second
 * submit of the same form, a double click or a Slack retry gets the classes already made back
 * instead of new ones. Outcomes are reported per class as facts (what the service answered, or why
 * no call was made); the schedule feature words them.
 */

import { createHash } from "node:crypto";
import {
  classCreatedErrnos,
  Errno,
  type LiveInfo,
  outcomeUnknown,
  type PartnerClient,
  PartnerError,
} from "../../partner/index.js";
import { type ClassRecord, DuplicateError } from "../../store/index.js";
import type { Actor } from "../actor.js";
import type { ClassesDeps } from "../deps.js";
import { scheduleClassEnded } from "../notices/class-ended.js";
import { planStaffReminder } from "../notices/staff-reminders.js";
import { inCourse, type PartnerFailure, partnerFailureOf, refusal } from "../partner-failure.js";
import type { Occurrence } from "./occurrences.js";
import { fieldOfErrno } from "./partner-fields.js";
import type { ScheduleField, SchedulePlan } from "./plan.js";

/** The vendor recommends at most 30 classes per addCourseClassMultiple and drops entries past 50 (docs/partner-rules.md). */
export const CLASSES_PER_CALL = 30;

export type OccurrenceStatus = "created" | "existing" | "partial" | "failed";

/** Why a class was not made: what the service answered, no connection yet, or no answer for it. */
export type NotScheduled =
  | PartnerFailure
  | { readonly reason: "not-connected" }
  | { readonly reason: "no-answer" }
  /** The service may have made it but its answer was lost, and asking again did not tell. */
  | { readonly reason: "unconfirmed" };

export interface OccurrenceOutcome {
  readonly index: number;
  readonly beginTime: number;
  readonly endTime: number;
  readonly status: OccurrenceStatus;
  /** The stored class; null when the class was not created. */
  readonly record: ClassRecord | null;
  /**
   * "failed": why the class was not made; "partial": the service's answer for the part that did not
   * work (280/281/824 on the created class); null otherwise.
   */
  readonly why: NotScheduled | null;
  /** The form field a failure belongs to, when there is one. */
  readonly field: ScheduleField | null;
}

export interface ScheduleOutcome {
  readonly plan: SchedulePlan;
  readonly seriesId: string | null;
  readonly results: readonly OccurrenceOutcome[];
  /** How many classes this run stored (0 when a replay found them all made already). */
  readonly storedNow: number;
}

/** Same submission -> same key; 24 hex characters of the team and the submission. */
function submissionHash(teamId: string, submissionKey: string): string {
  return createHash("sha256").update(`${teamId}\n${submissionKey}`).digest("hex").slice(0, 24);
}

/** At most 32 characters, as the service requires: `s` + 24 hex + the occurrence in base 36. */
export function uniqueIdentity(teamId: string, submissionKey: string, index: number): string {
  return `s${submissionHash(teamId, submissionKey)}${index.toString(36).padStart(2, "0")}`;
}

export function seriesIdFor(teamId: string, submissionKey: string): string {
  return `series-${submissionHash(teamId, submissionKey)}`;
}

interface Created {
  readonly operation: "addCourseClass" | "addCourseClassMultiple";
  readonly classId: number;
  readonly liveUrl: string | null;
  readonly liveInfo: LiveInfo | null;
  /** 280/281/824: the class exists but this part failed. */
  readonly errno: number;
}

type Attempt = { readonly created: Created } | { readonly failed: NotScheduled };

/** Why a whole call failed; what is not a partner failure is a bug, rethrown. */
function callFailure(err: unknown): NotScheduled {
  if (outcomeUnknown(err)) return { reason: "unconfirmed" };
  const failure = partnerFailureOf(err);
  if (!failure) throw err;
  return failure;
}

export interface CreateRequest {
  /** What `planSchedule` planned for the same actor. */
  readonly plan: SchedulePlan;
  /**
   * The same for every submission of the same classes by the same person (docs/jobs.md): the classes'
   * unique identities derive from it, so a replay, a resubmitted form or a resumed job creates nothing
   * twice.
   */
  readonly submissionKey: string;
  /**
   * A later attempt of the same job: classes found by their identity were made by the earlier attempt
   * and are reported as made now, so the report reads as if nothing had happened.
   */
  readonly resumed?: boolean;
}

export async function createScheduledClasses(
  deps: ClassesDeps,
  actor: Actor,
  { plan, submissionKey, resumed = false }: CreateRequest,
): Promise<ScheduleOutcome> {
  const { store } = deps;
  const seriesId = plan.weekly ? seriesIdFor(plan.teamId, submissionKey) : null;
  const identities = plan.occurrences.map((_, i) => uniqueIdentity(plan.teamId, submissionKey, i));

  // A replay of a submission already handled needs no partner call at all.
  const known = await Promise.all(
    identities.map((id) => store.classes.findByUniqueIdentity(plan.teamId, id)),
  );
  const attempts = new Map<number, Attempt>();
  const missing = plan.occurrences.map((o, i) => ({ o, i })).filter(({ i }) => !known[i]);

  if (missing.length > 0) {
    const client = await deps.partners.forWorkspace(plan.teamId);
    if (!client) {
      for (const { i } of missing) attempts.set(i, { failed: { reason: "not-connected" } });
    } else {
      await deps.partners.asActor(actor.userId, async () => {
        if (!plan.weekly && missing.length === 1) {
          const { o, i } = missing[0] as { o: Occurrence; i: number };
          attempts.set(i, await createOne(client, plan, o, identities[i] as string));
        } else {
          const chunks: { o: Occurrence; i: number }[][] = [];
          for (let k = 0; k < missing.length; k += CLASSES_PER_CALL)
            chunks.push(missing.slice(k, k + CLASSES_PER_CALL));
          await Promise.all(
            chunks.map(async (chunk) => {
              const answers = await createChunk(client, plan, chunk, identities);
              answers.forEach((a, k) => {
                attempts.set((chunk[k] as { i: number }).i, a);
              });
            }),
          );
        }
      });
    }
  }

  let storedNow = 0;
  const results = await Promise.all(
    plan.occurrences.map(async (o, index): Promise<OccurrenceOutcome> => {
      const base = { index, beginTime: o.beginTime, endTime: o.endTime };
      const existing = known[index];
      if (existing) {
        // A later attempt of the job: the earlier one stored it, and its result is still owed.
        if (resumed) {
          storedNow += 1;
          await planStaffReminder(deps.store, existing, plan.teacher.slackUserId);
        }
        return {
          ...base,
          status: resumed ? "created" : "existing",
          record: existing,
          why: null,
          field: null,
        };
      }
      const attempt = attempts.get(index) ?? { failed: { reason: "no-answer" } };
      if ("failed" in attempt) {
        // A refusal about the course itself names it to the teacher (the admins were told).
        const why = inCourse(attempt.failed, plan.course.name);
        return {
          ...base,
          status: "failed",
          record: null,
          why,
          field: why.reason === "refused" ? fieldOfErrno(why.errno) : null,
        };
      }
      const { created } = attempt;
      const stored = await storeMadeClass(deps.store, plan.teamId, {
        courseId: plan.course.courseId,
        settings: settingsOf(plan, o),
        made: created,
        identity: identities[index] as string,
        seriesId,
        createdBy: plan.createdBy,
      });
      if (stored.fresh) storedNow += 1;
      // Committed apart from the class: a crash in between is resumed by the job, which plans it again.
      await planStaffReminder(deps.store, stored.record, plan.teacher.slackUserId);
      const partial = classCreatedErrnos.has(created.errno);
      return {
        ...base,
        status: !stored.fresh ? "existing" : partial ? "partial" : "created",
        record: stored.record,
        why: partial ? { reason: "refused", operation: created.operation, errno: created.errno } : null,
        field: null,
      };
    }),
  );
  return { plan, seriesId, results, storedNow };
}

/** A class's settings as this app keeps them, to create it at the partner. */
export interface NewClassSettings {
  readonly name: string;
  readonly beginTime: number;
  readonly endTime: number;
  readonly teacherUid: string;
  readonly assistantUid: string | null;
  readonly folderId: string | null;
  readonly seats: number;
  readonly isHd: 0 | 1 | 2;
  readonly record: boolean;
  readonly live: boolean;
  readonly replay: boolean;
  /** Students enter on stage by themselves (the partner's `isAutoOnstage` 0 says so). */
  readonly autoEnter: boolean;
  readonly intro: string | null;
}

/** The partner's fields of a class to create: scheduling's and a moved class's one mapping. */
export function newClassFields(c: NewClassSettings, identity: string) {
  return {
    className: c.name,
    beginTime: c.beginTime,
    endTime: c.endTime,
    teacherUid: c.teacherUid,
    ...(c.assistantUid ? { assistantUid: c.assistantUid } : {}),
    ...(c.folderId ? { folderId: c.folderId } : {}),
    seatNum: c.seats,
    isHd: c.isHd,
    record: c.record ? 1 : 0,
    live: c.live ? 1 : 0,
    replay: c.replay ? 1 : 0,
    isAutoOnstage: c.autoEnter ? 0 : 1,
    courseUniqueIdentity: identity,
    ...(c.intro ? { classIntroduce: c.intro } : {}),
  } as const;
}

function classFields(plan: SchedulePlan, o: Occurrence, identity: string) {
  return newClassFields(settingsOf(plan, o), identity);
}

/** One occurrence of a plan as a new class's settings. */
function settingsOf(plan: SchedulePlan, o: Occurrence): NewClassSettings {
  return {
    name: plan.name,
    beginTime: o.beginTime,
    endTime: o.endTime,
    teacherUid: plan.teacher.uid,
    assistantUid: plan.assistant?.uid ?? null,
    folderId: plan.folderId,
    seats: plan.seats,
    isHd: plan.isHd,
    record: plan.record,
    live: plan.live,
    replay: plan.replay,
    autoEnter: plan.autoEnter,
    intro: plan.intro,
  };
}

async function createOne(
  client: PartnerClient,
  plan: SchedulePlan,
  o: Occurrence,
  identity: string,
): Promise<Attempt> {
  try {
    const r = await client.addCourseClass({
      courseId: plan.course.courseId,
      ...classFields(plan, o, identity),
    });
    return {
      created: {
        operation: "addCourseClass",
        classId: r.classId,
        liveUrl: r.liveUrl,
        liveInfo: r.liveInfo,
        errno: Errno.ok,
      },
    };
  } catch (err) {
    if (err instanceof PartnerError && classCreatedErrnos.has(err.errno)) {
      const data = err.data as
        | { classId?: number; liveUrl?: string | null; liveInfo?: LiveInfo | null }
        | undefined;
      if (data?.classId) {
        return {
          created: {
            operation: "addCourseClass",
            classId: data.classId,
            liveUrl: data.liveUrl ?? null,
            liveInfo: data.liveInfo ?? null,
            errno: err.errno,
          },
        };
      }
    }
    return { failed: callFailure(err) };
  }
}

async function createChunk(
  client: PartnerClient,
  plan: SchedulePlan,
  chunk: readonly { o: Occurrence; i: number }[],
  identities: readonly string[],
): Promise<Attempt[]> {
  type Entry = {
    ok: boolean;
    errno: number;
    classId?: number;
    liveUrl: string | null;
    liveInfo: LiveInfo | null;
    answered: boolean;
  };
  let entries: readonly Entry[];
  try {
    const result = await client.addCourseClassMultiple({
      courseId: plan.course.courseId,
      classJson: chunk.map(({ o, i }) => ({
        ...classFields(plan, o, identities[i] as string),
        customColumn: String(i),
      })),
    });
    entries = result.entries;
  } catch (err) {
    const failed = callFailure(err);
    const some = err instanceof PartnerError ? (err.entries as readonly Entry[]) : [];
    if (some.length === 0) return chunk.map(() => ({ failed }));
    entries = some;
  }
  return chunk.map((_, k): Attempt => {
    const e = entries[k];
    if (!e) return { failed: { reason: "no-answer" } };
    if (e.classId !== undefined && (e.ok || classCreatedErrnos.has(e.errno))) {
      return {
        created: {
          operation: "addCourseClassMultiple",
          classId: e.classId,
          liveUrl: e.liveUrl,
          liveInfo: e.liveInfo,
          errno: e.ok ? Errno.ok : e.errno,
        },
      };
    }
    return { failed: refusal("addCourseClassMultiple", e) };
  });
}

/** What the partner answered for a class it made: its id and live details, and what did not work. */
export interface MadeClass {
  readonly classId: number;
  readonly liveUrl: string | null;
  readonly liveInfo?: LiveInfo | null;
  /** 280/281/824: the class exists but its recording (or intro) did not work; else `Errno.ok`. */
  readonly errno: number;
}

export interface StoreMadeClass {
  readonly courseId: number;
  /** The settings asked for (what the partner did not take is stored as off: 280/281/824). */
  readonly settings: NewClassSettings;
  readonly made: MadeClass;
  readonly identity: string;
  readonly seriesId: string | null;
  readonly createdBy: string;
}

/**
 * Stores a class the partner made (scheduling's and a move's one way), with its end-of-class job in
 * the same transaction, so every class stored gets its summary once. `fresh: false`: a concurrent
 * request with the same identity stored it first (the service gave both the same class).
 */
export async function storeMadeClass(
  store: ClassesDeps["store"],
  teamId: string,
  input: StoreMadeClass,
): Promise<{ record: ClassRecord; fresh: boolean }> {
  const { settings: c, made, identity } = input;
  const recordingOff =
    made.errno === Errno.createdRecordingOff || made.errno === Errno.createdVideoServiceDown;
  try {
    const record = await store.transaction(async (tx) => {
      const stored = await tx.classes.create(teamId, {
        classId: made.classId,
        courseId: input.courseId,
        name: c.name,
        beginTime: c.beginTime,
        endTime: c.endTime,
        teacherUid: c.teacherUid,
        assistantUid: c.assistantUid,
        folderId: c.folderId,
        seatNum: c.seats,
        isHd: c.isHd,
        record: c.record && !recordingOff,
        live: c.live && !recordingOff,
        replay: c.replay && !recordingOff,
        isAutoOnstage: c.autoEnter,
        liveUrl: made.liveUrl,
        pull: made.liveInfo
          ? {
              rtmp: made.liveInfo.RTMP || null,
              hls: made.liveInfo.HLS || null,
              flv: made.liveInfo.FLV || null,
            }
          : {},
        courseUniqueIdentity: identity,
        introduce: made.errno === Errno.createdIntroNotSaved ? null : c.intro,
        seriesId: input.seriesId,
        createdBy: input.createdBy,
      });
      await scheduleClassEnded(tx, stored);
      return stored;
    });
    return { record, fresh: true };
  } catch (err) {
    if (!(err instanceof DuplicateError)) throw err;
    const record =
      (await store.classes.findByUniqueIdentity(teamId, identity)) ??
      (await store.classes.get(teamId, made.classId));
    if (!record) throw err;
    return { record, fresh: false };
  }
}
