/**
 * Recording, live broadcast and replay of a class or the rest of its series: one batched
 * setClassVideoMultiple for every class of one course, all three switches always sent (the spec
 * wants them together), and the live details the service returns stored at once.
 */
import { type EntryOf, outcomeUnknown } from "../partner/index.js";
import type { ClassRecord, Store } from "../store/index.js";
import { type Actor, classAccess } from "./actor.js";
import {
  type AccessRefused,
  applyTargets,
  type ClassChangeRequest,
  type ClassChangeResult,
  type ClassOutcome,
  changeScope,
  classOutcome,
} from "./apply-to.js";
import { markClassDeleted } from "./class-deleted.js";
import type { ClassesDeps } from "./deps.js";
import type { Notices } from "./notices/notices.js";
import { isClassGone, isCourseGone } from "./partner-batch.js";
import { inCourse, type NotDone, partnerFailureOf, refusal } from "./partner-failure.js";

export interface VideoSettings {
  readonly record: boolean;
  readonly live: boolean;
  readonly replay: boolean;
}

export interface VideoRequest extends VideoSettings, ClassChangeRequest {}

/** Live broadcast or replay asked for without recording (the service refuses it with 251). */
export interface VideoProblem {
  readonly field: "live" | "replay";
}

export type VideoResult = ClassChangeResult<
  AccessRefused | VideoProblem,
  {
    /** Classes whose recording was off and is now on: their students can be sent live links. */
    readonly recordingTurnedOn: number[];
    /** The settings asked for (and now held by every changed class). */
    readonly settings: VideoSettings;
    /** Each changed class's settings before the change (the report says what changed). */
    readonly before: readonly VideoBefore[];
    /** Students of the changed classes, each counted once: those the change reaches. */
    readonly students: number;
  }
>;

/** A changed class's settings before the change. */
export interface VideoBefore extends VideoSettings {
  readonly classId: number;
}

/** Checked before any call: the service refuses these with 251. */
export function videoFieldProblem(v: VideoSettings): VideoProblem | null {
  if (v.live && !v.record) return { field: "live" };
  if (v.replay && !v.record) return { field: "replay" };
  return null;
}

/** What one transaction stored that students are told of: the classes whose recording is now on. */
export interface VideoStored {
  readonly recordingTurnedOn: readonly number[];
  /** Classes whose recording was on and is now off: their students' Join links stop working. */
  readonly recordingTurnedOff: readonly number[];
  /** Every class whose settings were stored (the teacher's scheduling message is edited). */
  readonly changed: readonly number[];
  /** The settings they have now. */
  readonly settings: VideoSettings;
}

export interface VideoOptions {
  /**
   * Called inside the transaction that stores the accepted settings (`recordingNotices`), so the live
   * link DMs commit with the recording change or not at all; its after-commit work runs after it.
   */
  readonly notices?: Notices<VideoStored>;
}

export async function setClassVideo(
  deps: ClassesDeps,
  actor: Actor,
  request: VideoRequest,
  options: VideoOptions = {},
): Promise<VideoResult> {
  const access = await classAccess(deps.store, actor, "video", request.classId);
  if (!access.ok) return { ok: false, field: "access", refusal: access.refusal };
  const problem = videoFieldProblem(request);
  if (problem) return { ok: false, ...problem };
  const { targets, skipped } = await applyTargets(deps.store, access.cls, request.applyTo, deps.clock());
  const scope = await changeScope(deps.store, access.cls, request.applyTo, deps.clock());
  const outcomes = new Map<number, ClassOutcome>();
  const put = (c: ClassRecord, why: NotDone | null) => outcomes.set(c.classId, classOutcome(c, why));
  for (const s of skipped) put(s.cls, { reason: s.reason });
  const recordingTurnedOn: number[] = [];
  const before: VideoBefore[] = [];
  const students = new Set<string>();
  const client = targets.length > 0 ? await deps.partners.forWorkspace(actor.teamId) : undefined;
  if (targets.length > 0 && !client) for (const c of targets) put(c, { reason: "not-connected" });
  if (client && targets.length > 0) {
    const flags = {
      record: request.record ? 1 : 0,
      live: request.live ? 1 : 0,
      replay: request.replay ? 1 : 0,
    } as const;
    let entries: readonly VideoEntry[] = [];
    try {
      const res = await deps.partners.asActor(actor.userId, () =>
        client.setClassVideoMultiple({
          courseId: access.cls.courseId,
          classJson: targets.map((c) => ({ classId: c.classId, ...flags })),
        }),
      );
      entries = res.entries;
    } catch (err) {
      // The class (212) or its course (149) is gone at the partner: cancel it, as a batch entry would.
      if (isClassGone(err) && targets[0] && (targets.length === 1 || isCourseGone(err))) {
        await markClassDeleted(deps.store, actor.teamId, targets[0].classId, actor.userId, err);
      }
      // The service may have applied the lost answer's call: not a failure (the job asks again).
      const failure: NotDone = isClassGone(err)
        ? { reason: "deleted" }
        : outcomeUnknown(err)
          ? { reason: "unconfirmed" }
          : inCourse(partnerFailureOf(err) ?? { reason: "unexpected" }, access.course?.name);
      for (const c of targets) put(c, failure);
    }
    const accepted: Accepted[] = [];
    for (const [i, c] of targets.entries()) {
      const entry = entries[i];
      if (entry?.ok) accepted.push({ cls: c, entry });
      else if (entry && isClassGone(entry.errno)) {
        await markClassDeleted(deps.store, actor.teamId, c.classId, actor.userId, entry.errno);
        put(c, { reason: "deleted" });
      } else if (!outcomes.has(c.classId))
        put(
          c,
          entry
            ? inCourse(refusal("setClassVideoMultiple", entry), access.course?.name)
            : { reason: "no-answer" },
        );
    }
    for (const { cls } of accepted) if (request.record && !cls.record) recordingTurnedOn.push(cls.classId);
    // A store failure here is not the service's: it propagates rather than being reported as one.
    await storeAccepted(deps.store, actor.teamId, request, accepted, recordingTurnedOn, options.notices);
    for (const { cls } of accepted) {
      put(cls, null);
      before.push({ classId: cls.classId, record: cls.record, live: cls.live, replay: cls.replay });
      for (const e of await deps.store.enrolments.listForClass(actor.teamId, cls.classId)) {
        students.add(e.studentUid);
      }
    }
  }
  const classes = [...outcomes.values()].sort((a, b) => a.beginTime - b.beginTime);
  const settings = { record: request.record, live: request.live, replay: request.replay };
  return { ok: true, classes, scope, recordingTurnedOn, settings, before, students: students.size };
}

type VideoEntry = EntryOf<"setClassVideoMultiple">;

interface Accepted {
  readonly cls: ClassRecord;
  readonly entry: VideoEntry;
}

/** The accepted settings and live details in one transaction, with their notices; then their after-commit work. */
async function storeAccepted(
  store: Store,
  teamId: string,
  request: VideoSettings,
  accepted: readonly Accepted[],
  recordingTurnedOn: readonly number[],
  notices: Notices<VideoStored> | undefined,
): Promise<void> {
  if (accepted.length === 0) return;
  const noticed = await store.transaction(async (tx) => {
    for (const { cls, entry } of accepted) {
      await tx.classes.updateVideo(teamId, cls.classId, request);
      if (!request.record) continue;
      await tx.classes.setLiveInfo(teamId, cls.classId, {
        liveUrl: entry.liveUrl,
        pull: {
          rtmp: entry.liveInfo?.RTMP || null,
          hls: entry.liveInfo?.HLS || null,
          flv: entry.liveInfo?.FLV || null,
        },
      });
    }
    return notices?.(tx, {
      recordingTurnedOn,
      recordingTurnedOff: accepted.filter((a) => !request.record && a.cls.record).map((a) => a.cls.classId),
      changed: accepted.map((a) => a.cls.classId),
      settings: { record: request.record, live: request.live, replay: request.replay },
    });
  });
  await noticed?.afterCommit();
}
