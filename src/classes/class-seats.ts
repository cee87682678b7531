/**
 * Seats on stage and HD of a class, or of the rest of its series: one modifyClassSeatNum per class.
 * The service silently reduces seats above the school maximum; we reduce first, from the school
 * settings (`seatMax`), and say so, so the store holds what the service holds.
 */
import { outcomeUnknown } from "../partner/index.js";
import type { Store } from "../store/index.js";
import { type Actor, classAccess } from "./actor.js";
import {
  type AccessRefused,
  applyTargets,
  type ClassChangeRequest,
  type ClassChangeResult,
  type ClassOutcome,
  changeScope,
  classOutcome as outcome,
} from "./apply-to.js";
import { markClassDeleted } from "./class-deleted.js";
import type { ClassesDeps } from "./deps.js";
import { isClassGone, PARTNER_CALLS_AT_ONCE } from "./partner-batch.js";
import { inCourse, mapBounded, partnerFailureOf } from "./partner-failure.js";
import { SEAT_CEILING, schoolSettings } from "./school-settings.js";

/** HD and full HD exist only for these seat counts (the partner's rule, docs/partner-rules.md). */
export const HD_SEATS: readonly number[] = [1, 6];

export type HdLevel = 0 | 1 | 2;

export interface SeatsRequest extends ClassChangeRequest {
  readonly seatNum: number;
  /** Absent: each class keeps its HD, turned off where the new seats forbid it (hdAfter). */
  readonly isHd?: HdLevel;
}

/** The HD a class has after a seats change, and the level turned off when the seats forbid it. */
export interface HdAfter {
  readonly isHd: HdLevel;
  readonly turnedOff: HdLevel | null;
}

/**
 * A change of seats alone keeps the class's HD; HD asked for is taken as asked (seatsFieldProblem
 * has checked it). `seatNum` is the seats the class will have (after the school maximum).
 */
export function hdAfter(current: HdLevel, seatNum: number, asked: HdLevel | undefined): HdAfter {
  if (asked !== undefined) return { isHd: asked, turnedOff: null };
  if (current === 0 || HD_SEATS.includes(seatNum)) return { isHd: current, turnedOff: null };
  return { isHd: 0, turnedOff: current };
}

/** What the seats of one changed class became. */
export interface SeatsOfClass extends HdAfter {
  readonly classId: number;
  /** The seats and HD the class had before (the report says "8 → 6"). */
  readonly seatsBefore: number;
  readonly hdBefore: HdLevel;
}

/**
 * A seats rule broken: seats not a whole number from 1 to SEAT_CEILING, or HD asked for with seats
 * it needs not (`reducedTo`: after the seats asked for were cut to this school maximum).
 */
export type SeatsProblem =
  | { readonly field: "seats" }
  | { readonly field: "hd"; readonly reducedTo?: number };

export type SeatsResult = ClassChangeResult<
  AccessRefused | SeatsProblem,
  {
    readonly seatNum: number;
    /** Set when the seats asked for were reduced to the school maximum. */
    readonly reducedFrom: number | null;
    /** The HD of each class changed. */
    readonly hd: readonly SeatsOfClass[];
  }
> & {
  /** The class a refusal is about, when it was found. */
  readonly className?: string;
};

/** The rules checked before any call; `max` is the school maximum the seats are reduced to. */
export function seatsFieldProblem(
  seatNum: number,
  isHd: HdLevel | undefined,
  max: number,
): SeatsProblem | null {
  if (!Number.isInteger(seatNum) || seatNum < 1 || seatNum > SEAT_CEILING) return { field: "seats" };
  const effective = Math.min(seatNum, max);
  if (isHd !== undefined && isHd !== 0 && !HD_SEATS.includes(effective)) {
    return effective === seatNum ? { field: "hd" } : { field: "hd", reducedTo: max };
  }
  return null;
}

export async function seatMaxOf(store: Store, teamId: string): Promise<number> {
  return schoolSettings(await store.workspaces.get(teamId)).seatMax;
}

export async function setClassSeats(
  deps: ClassesDeps,
  actor: Actor,
  request: SeatsRequest,
): Promise<SeatsResult> {
  const access = await classAccess(deps.store, actor, "seats", request.classId);
  if (!access.ok) return { ok: false, field: "access", refusal: access.refusal };
  const max = await seatMaxOf(deps.store, actor.teamId);
  const problem = seatsFieldProblem(request.seatNum, request.isHd, max);
  if (problem) return { ok: false, ...problem, className: access.cls.name };
  const seatNum = Math.min(request.seatNum, max);
  const { targets, skipped } = await applyTargets(deps.store, access.cls, request.applyTo, deps.clock());
  const scope = await changeScope(deps.store, access.cls, request.applyTo, deps.clock());
  const outcomes: ClassOutcome[] = skipped.map((s) => outcome(s.cls, { reason: s.reason }));
  const client = targets.length > 0 ? await deps.partners.forWorkspace(actor.teamId) : undefined;
  const hd: SeatsOfClass[] = [];
  const done = await deps.partners.asActor(actor.userId, () =>
    mapBounded(targets, PARTNER_CALLS_AT_ONCE, async (c) => {
      if (!client) return outcome(c, { reason: "not-connected" });
      // HD is always sent: left out, the service would keep an HD the new seats forbid.
      const after = hdAfter(c.isHd, seatNum, request.isHd);
      try {
        await client.modifyClassSeatNum({
          courseId: c.courseId,
          classId: c.classId,
          seatNum,
          isHd: after.isHd,
        });
      } catch (err) {
        if (isClassGone(err)) {
          await markClassDeleted(deps.store, actor.teamId, c.classId, actor.userId, err);
          return outcome(c, { reason: "deleted" });
        }
        // The service may have applied the lost answer's call: not a failure (the job asks again).
        if (outcomeUnknown(err)) return outcome(c, { reason: "unconfirmed" });
        // A refusal about the course itself names it (the admins are told by the partner clients).
        return outcome(c, inCourse(partnerFailureOf(err) ?? { reason: "unexpected" }, access.course?.name));
      }
      await deps.store.classes.updateSeats(actor.teamId, c.classId, { seatNum, isHd: after.isHd });
      hd.push({ classId: c.classId, ...after, seatsBefore: c.seatNum, hdBefore: c.isHd });
      return outcome(c, null);
    }),
  );
  const classes = [...outcomes, ...done].sort((a, b) => a.beginTime - b.beginTime);
  return {
    ok: true,
    seatNum,
    reducedFrom: seatNum < request.seatNum ? request.seatNum : null,
    hd,
    classes,
    scope,
  };
}
