/**
 * Rating students after a class (never before it ends: a rating of a class that has not happened
 * would reach the service as if it had): stars 0-5 and a comment each. A save sends one
 * updateClassStudentComment call for the ratings that changed, reports each student by name, and
 * keeps every rating the partner confirmed in the store.
 */
import { charLength, type EntryOf, Errno, outcomeUnknown, PartnerError } from "../partner/index.js";
import type { ClassRecord } from "../store/index.js";
import { type Actor, type ClassRefusal, classAccess } from "./actor.js";
import type { ClassesDeps } from "./deps.js";
import { type NotDone, type PartnerFailure, partnerFailureOf, refusal } from "./partner-failure.js";
import { type RatingWindowClosed, ratingWindowRefusal, recentClassDaysOf } from "./recent-classes.js";

type CommentEntry = EntryOf<"updateClassStudentComment">;

/** The service takes a comment under 1,000 characters (docs/partner-rules.md). */
export const RATING_COMMENT_MAX_LENGTH = 999;
export const MAX_STARS = 5;

/** The service's answers about one student's rating that the view words itself (errno by fact). */
export const RATING_ANSWERS = {
  notInClass: Errno.studentNotInClass,
  unknownStudent: Errno.studentUnknown,
  noSuchClass: Errno.noSuchClass,
} as const;

export interface RosterEntry {
  readonly uid: string;
  readonly name: string;
  /** The latest rating given; null when the student was not rated yet. */
  readonly stars: number | null;
  readonly comment: string;
}

/** The class's students by name, each with the rating already given. */
export async function ratingRoster(
  deps: Pick<ClassesDeps, "store">,
  classRecord: ClassRecord,
): Promise<RosterEntry[]> {
  const [students, ratings] = await Promise.all([
    deps.store.enrolments.listForClass(classRecord.teamId, classRecord.classId),
    deps.store.ratings.latestForClass(classRecord.teamId, classRecord.classId),
  ]);
  const latest = new Map(ratings.map((r) => [r.studentUid, r]));
  return students.map((s) => {
    const r = latest.get(s.studentUid);
    return { uid: s.studentUid, name: s.studentName, stars: r?.stars ?? null, comment: r?.comment ?? "" };
  });
}

/** The class has not ended yet: it can be rated from `endTime` on. */
export interface RatingNotYet {
  readonly className: string;
  readonly endTime: number;
}

/** Why the class cannot be rated now, known before anything is sent; null while it can. */
export type RatingClosed =
  | ({ readonly why: "closed" } & RatingWindowClosed)
  | ({ readonly why: "not-ended" } & RatingNotYet);

/**
 * Why the class cannot be rated now: it has not ended (a class is rated for what happened in it), or it
 * ended before the school's window. Checked when the form opens, on every save and in the job.
 */
export async function ratingClosed(
  deps: Pick<ClassesDeps, "store" | "clock">,
  classRecord: Pick<ClassRecord, "teamId" | "name" | "endTime">,
): Promise<RatingClosed | null> {
  const now = deps.clock();
  if (classRecord.endTime > now) {
    return { why: "not-ended", className: classRecord.name, endTime: classRecord.endTime };
  }
  const days = await recentClassDaysOf(deps.store, classRecord.teamId);
  const closed = ratingWindowRefusal(classRecord, now, days);
  return closed === null ? null : { why: "closed", ...closed };
}

export interface RatingEntry {
  readonly studentUid: string;
  /** null: no stars picked (then the comment must be empty too). */
  readonly stars: number | null;
  readonly comment: string;
}

/** A rule a page of ratings breaks, on its field: stars out of 0-5, a comment without stars, too long. */
export interface RatingProblem {
  readonly studentUid: string;
  readonly field: "stars" | "comment";
  readonly kind: "stars-range" | "stars-needed" | "comment-long";
}

/** Why nothing was saved: no access (its reason), not ended yet or the window closed, no connection. */
export type RatingRefusal =
  | { readonly why: "access"; readonly refusal: ClassRefusal }
  | RatingClosed
  | { readonly why: "not-connected" };

/** Some rating may have been saved without the service saying so: ask again before reporting. */
export function anyRatingUnconfirmed(outcomes: readonly StudentOutcome[]): boolean {
  return outcomes.some((o) => !o.ok && o.why.reason === "unconfirmed");
}

/** A student's rating saved, or why not ("not-enrolled": not among the class's students here). */
export type StudentOutcome = { readonly studentUid: string; readonly name: string } & (
  | { readonly ok: true }
  | { readonly ok: false; readonly why: NotDone }
);

export type SaveRatingsResult =
  | {
      readonly ok: true;
      readonly outcomes: readonly StudentOutcome[];
      /** The call failed as a whole (nothing saved): why; null otherwise. */
      readonly callFailed: PartnerFailure | null;
    }
  | { readonly ok: false; readonly problems: readonly RatingProblem[] }
  | { readonly ok: false; readonly refused: RatingRefusal };

/** Checks a page of ratings before anything is sent; the problems are shown on their fields. */
export function ratingProblems(entries: readonly RatingEntry[]): RatingProblem[] {
  const problems: RatingProblem[] = [];
  for (const e of entries) {
    if (e.stars !== null && (!Number.isInteger(e.stars) || e.stars < 0 || e.stars > MAX_STARS)) {
      problems.push({ studentUid: e.studentUid, field: "stars", kind: "stars-range" });
    } else if (e.stars === null && e.comment.trim() !== "") {
      problems.push({ studentUid: e.studentUid, field: "stars", kind: "stars-needed" });
    }
    if (charLength(e.comment) > RATING_COMMENT_MAX_LENGTH) {
      problems.push({ studentUid: e.studentUid, field: "comment", kind: "comment-long" });
    }
  }
  return problems;
}

export interface SaveRatingsRequest {
  readonly classId: number;
  readonly entries: readonly RatingEntry[];
}

export async function saveRatings(
  deps: ClassesDeps,
  actor: Actor,
  { classId, entries }: SaveRatingsRequest,
): Promise<SaveRatingsResult> {
  const access = await classAccess(deps.store, actor, "rate", classId);
  if (!access.ok) return { ok: false, refused: { why: "access", refusal: access.refusal } };
  // Checked again here, whoever asks (a page left open for weeks, a job run later).
  const closed = await ratingClosed(deps, access.cls);
  if (closed !== null) return { ok: false, refused: closed };
  const roster = await ratingRoster(deps, access.cls);
  const byUid = new Map(roster.map((r) => [r.uid, r]));
  const problems = ratingProblems(entries);
  if (problems.length > 0) return { ok: false, problems };

  const outcomes: StudentOutcome[] = [];
  const toSend: Array<{ studentUid: string; stars: number; comment: string; name: string }> = [];
  for (const e of entries) {
    const known = byUid.get(e.studentUid);
    if (!known) {
      outcomes.push({
        studentUid: e.studentUid,
        name: e.studentUid,
        ok: false,
        why: { reason: "not-enrolled" },
      });
      continue;
    }
    if (e.stars === null) continue;
    if (known.stars === e.stars && known.comment === e.comment) continue;
    toSend.push({ studentUid: e.studentUid, stars: e.stars, comment: e.comment, name: known.name });
  }
  if (toSend.length === 0) return { ok: true, outcomes, callFailed: null };

  const client = await deps.partners.forWorkspace(actor.teamId);
  if (!client) return { ok: false, refused: { why: "not-connected" } };
  const answered = new Set<string>();
  const confirmed = async (entries: readonly CommentEntry[]) => {
    for (const entry of entries) {
      const sent = toSend[entry.index];
      if (!sent) continue;
      answered.add(sent.studentUid);
      if (entry.ok) {
        await deps.store.ratings.add(actor.teamId, {
          classId,
          studentUid: sent.studentUid,
          stars: sent.stars,
          comment: sent.comment,
          ratedBy: actor.userId,
        });
        outcomes.push({ studentUid: sent.studentUid, name: sent.name, ok: true });
      } else {
        const why = refusal("updateClassStudentComment", entry);
        outcomes.push({ studentUid: sent.studentUid, name: sent.name, ok: false, why });
      }
    }
  };
  try {
    const result = await deps.partners.asActor(actor.userId, () =>
      client.updateClassStudentComment({
        classId,
        commentJson: toSend.map((s) => ({ studentUid: s.studentUid, starNum: s.stars, comment: s.comment })),
      }),
    );
    await confirmed(result.entries);
  } catch (err) {
    // An overall failure may still carry entries the partner applied: keep those.
    if (err instanceof PartnerError) await confirmed(err.entries as readonly CommentEntry[]);
    if (outcomeUnknown(err)) {
      // The service may have saved them with the answer lost: not a failure (the job asks again).
      for (const s of toSend) {
        if (!answered.has(s.studentUid))
          outcomes.push({
            studentUid: s.studentUid,
            name: s.name,
            ok: false,
            why: { reason: "unconfirmed" },
          });
      }
      return { ok: true, outcomes, callFailed: null };
    }
    const why = partnerFailureOf(err);
    if (!why) throw err;
    for (const s of toSend) {
      if (!answered.has(s.studentUid))
        outcomes.push({ studentUid: s.studentUid, name: s.name, ok: false, why });
    }
    return { ok: true, outcomes, callFailed: answered.size === 0 ? why : null };
  }
  return { ok: true, outcomes, callFailed: null };
}
