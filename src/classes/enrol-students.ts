/**
 * Adding and removing students of a class, or of the rest of its series. Two steps so the Slack
 * layer can refuse bad input inline and answer the submission at once:
 * `prepareEnrolment` checks the people against the directory (no partner call),
 * `runEnrolment` makes the partner calls — chunks of at most 30, a bounded number at a time — and
 * writes to the store exactly what the service accepted, one transaction per chunk of students over
 * all its classes, with the caller's `notices` called inside it (the DMs commit with the enrolment).
 */
import type { PartnerClient } from "../partner/index.js";
import type { ClassRecord, PersonWithUid, Store } from "../store/index.js";
import { type Actor, type ClassRefusal, classAccess } from "./actor.js";
import { type ApplyTo, applyTargets, type ChangeScope, changeScope, type NotChangeable } from "./apply-to.js";
import { markClassDeleted } from "./class-deleted.js";
import type { ClassesDeps } from "./deps.js";
import type { Noticed, Notices } from "./notices/notices.js";
import { ALREADY, chunks, PARTNER_CALLS_AT_ONCE, STUDENTS_PER_CALL, studentBatch } from "./partner-batch.js";
import { mapBounded, type NotDone, refusal } from "./partner-failure.js";
import type { Role } from "./roles.js";

export interface EnrolmentRequest {
  readonly classId: number;
  readonly applyTo: ApplyTo;
  /** Slack users picked one by one: each must be a student of the directory. */
  readonly addSlackUserIds: readonly string[];
  /** Members of a picked channel: the students among them are added, others ignored. */
  readonly channelMemberIds?: readonly string[];
  /**
   * A channel was picked whose members are read after the ack (`withChannelMembers`): the submission
   * is not refused as empty for want of other picks.
   */
  readonly channelPending?: boolean;
  /** Partner UIDs of current students to remove. */
  readonly removeUids: readonly string[];
  /**
   * The teacher confirmed adding the students among the picks without those who cannot be added
   * (people outside the directory, teachers): without it, one such pick refuses the whole submission.
   */
  readonly addOthersAnyway?: boolean;
}

/** Picked people who cannot be added: the Slack layer names them (facts, not words). */
export interface UnenrollablePicks {
  /** Slack user ids of people the school directory does not hold. */
  readonly outsiders: readonly string[];
  readonly notStudents: readonly { readonly name: string; readonly role: Role }[];
}

export interface EnrolmentPlan {
  readonly cls: ClassRecord;
  readonly applyTo: ApplyTo;
  readonly add: readonly PersonWithUid[];
  readonly remove: readonly { uid: string; name: string }[];
  /** Picks left out because the teacher confirmed adding the others without them. */
  readonly leftOut?: UnenrollablePicks;
}

/** People picked to add who cannot be, and how many of the picks could (`others`). */
export interface NotEnrollable extends UnenrollablePicks {
  readonly ok: false;
  readonly field: "add";
  readonly others: number;
}

export type PrepareResult =
  | { readonly ok: true; readonly plan: EnrolmentPlan }
  | { readonly ok: false; readonly field: "access"; readonly refusal: ClassRefusal }
  /** A student picked to remove is not in the class (a view older than the class's roster). */
  | { readonly ok: false; readonly field: "remove"; readonly notInClass: string }
  /** Nobody to add or remove, and no channel. */
  | { readonly ok: false; readonly field: "add"; readonly nothingPicked: true }
  | NotEnrollable;

export async function prepareEnrolment(
  deps: Pick<ClassesDeps, "store">,
  actor: Actor,
  request: EnrolmentRequest,
): Promise<PrepareResult> {
  const { store } = deps;
  const access = await classAccess(store, actor, "students", request.classId);
  if (!access.ok) return { ok: false, field: "access", refusal: access.refusal };
  const people = await store.people.list(actor.teamId);
  const bySlack = new Map(people.map((p) => [p.slackUserId, p]));
  const add = new Map<string, PersonWithUid>();
  const outsiders: string[] = [];
  const notStudents: { name: string; role: Role }[] = [];
  for (const id of new Set(request.addSlackUserIds)) {
    const person = bySlack.get(id);
    if (!person) outsiders.push(id);
    else if (person.role !== "student") notStudents.push({ name: person.displayName, role: person.role });
    else add.set(person.uid, person);
  }
  const unenrollable = outsiders.length > 0 || notStudents.length > 0;
  if (unenrollable && !(request.addOthersAnyway && add.size > 0))
    return { ok: false, field: "add", outsiders, notStudents, others: add.size };
  for (const id of request.channelMemberIds ?? []) {
    const person = bySlack.get(id);
    if (person?.role === "student") add.set(person.uid, person);
  }
  const enrolled = new Map(
    (await store.enrolments.listForClass(actor.teamId, access.cls.classId)).map((e) => [e.studentUid, e]),
  );
  const remove: { uid: string; name: string }[] = [];
  for (const uid of new Set(request.removeUids)) {
    const known = enrolled.get(uid);
    if (!known) return { ok: false, field: "remove", notInClass: uid };
    remove.push({ uid, name: known.studentName });
  }
  if (add.size === 0 && remove.length === 0 && !request.channelPending) {
    return { ok: false, field: "add", nothingPicked: true };
  }
  return {
    ok: true,
    plan: {
      cls: access.cls,
      applyTo: request.applyTo,
      add: [...add.values()],
      remove,
      ...(unenrollable ? { leftOut: { outsiders, notStudents } } : {}),
    },
  };
}

/** The plan with the students among a channel's members added (others left out quietly). */
export async function withChannelMembers(
  store: Store,
  plan: EnrolmentPlan,
  memberIds: readonly string[],
): Promise<EnrolmentPlan> {
  if (memberIds.length === 0) return plan;
  const bySlack = new Map((await store.people.list(plan.cls.teamId)).map((p) => [p.slackUserId, p]));
  const add = new Map(plan.add.map((p) => [p.uid, p]));
  for (const id of memberIds) {
    const person = bySlack.get(id);
    if (person?.role === "student" && !add.has(person.uid)) add.set(person.uid, person);
  }
  return { ...plan, add: [...add.values()] };
}

/** How one student's change went: made, or why not; `notSaved` when the service has it and we do not. */
export type StudentOutcome = {
  readonly uid: string;
  readonly name: string;
  readonly change: "add" | "remove";
  /** The service made the change, or already had it so (166/167), and this app could not save it. */
  readonly notSaved: boolean;
} & (
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly why: NotDone;
      /** The whole call for this chunk failed (not this student's entry). */
      readonly callFailed: boolean;
    }
);

export interface ClassEnrolmentReport {
  readonly classId: number;
  readonly className: string;
  readonly beginTime: number;
  /** Recording is on: a student added gets their Join link now, else when it is switched on. */
  readonly record?: boolean;
  /** Set when the whole class was skipped. */
  readonly skipped: NotChangeable | null;
  readonly students: StudentOutcome[];
  /** Students the service newly accepted into this class: the hook for sending live links. */
  readonly newlyAdded: { uid: string; slackUserId: string }[];
}

export interface EnrolmentReport {
  readonly classes: ClassEnrolmentReport[];
  /** Students whose change the service confirmed but this app could not save (one per class and student). */
  readonly notSaved: number;
  /** Students whose change the service may have made without saying so (its answer was lost). */
  readonly unconfirmed: number;
  /** The scope the change was asked for (the report says it in words). */
  readonly scope?: ChangeScope;
}

/** What one transaction stored: one chunk of students, in every class of the enrolment that took them. */
export interface StoredChunk {
  readonly classes: readonly {
    readonly classId: number;
    /** Now enrolled (newly, or the service already had them: a retry must still reach its DM). */
    readonly added: readonly { uid: string; slackUserId: string }[];
    readonly removed: readonly string[];
  }[];
}

export interface EnrolOptions {
  /**
   * Called inside the transaction that stores each chunk (`enrolmentNotices`), so the DMs commit with
   * the enrolment or not at all. A chunk covers all classes of a series at once, so one call can queue
   * one DM listing every date. Its after-commit work runs once that transaction committed.
   */
  readonly notices?: Notices<StoredChunk>;
  /**
   * A later attempt of the same enrolment (a durable job resumed after a crash or an unknown answer):
   * what the store already shows was done since `since` is not asked again, and the service's "already
   * so" (164/166/167) counts as done, since the earlier attempt may have made it.
   */
  readonly resume?: { readonly since: number };
}

interface Job {
  readonly cls: ClassRecord;
  readonly change: "add" | "remove";
  readonly students: readonly { uid: string; name: string; slackUserId?: string }[];
  /** The same chunk of students in every class: stored together once all its calls are answered. */
  readonly chunk: Chunk;
}

interface Chunk {
  pending: number;
  notSaved: boolean;
  readonly answered: { job: Job; results: readonly Result[] }[];
}

export async function runEnrolment(
  deps: ClassesDeps,
  actor: Actor,
  plan: EnrolmentPlan,
  options: EnrolOptions = {},
): Promise<EnrolmentReport> {
  const { store, partners } = deps;
  const { targets, skipped } = await applyTargets(store, plan.cls, plan.applyTo, deps.clock());
  const scope = await changeScope(store, plan.cls, plan.applyTo, deps.clock());
  const client = await partners.forWorkspace(actor.teamId);
  const reports = new Map<number, ClassEnrolmentReport>();
  for (const c of [...targets, ...skipped.map((s) => s.cls)].sort((a, b) => a.beginTime - b.beginTime)) {
    const reason = skipped.find((s) => s.cls.classId === c.classId)?.reason ?? null;
    reports.set(c.classId, {
      classId: c.classId,
      className: c.name,
      beginTime: c.beginTime,
      record: c.record,
      skipped: reason,
      students: [],
      newlyAdded: [],
    });
  }
  const adds = plan.add.map((p) => ({ uid: p.uid, name: p.displayName, slackUserId: p.slackUserId }));
  const jobs: Job[] = [];
  const plans = [
    ...chunks(adds, STUDENTS_PER_CALL).map((students) => ({ change: "add" as const, students })),
    ...chunks(plan.remove, STUDENTS_PER_CALL).map((students) => ({ change: "remove" as const, students })),
  ];
  for (const { change, students } of plans) {
    const chunk: Chunk = { pending: targets.length, notSaved: false, answered: [] };
    for (const cls of targets) jobs.push({ cls, change, students, chunk });
  }
  if (!client) {
    for (const job of jobs)
      record(
        reports,
        job,
        job.students.map(() => ({ why: { reason: "not-connected" } })),
      );
    return { classes: [...reports.values()], notSaved: 0, unconfirmed: 0, scope };
  }
  const settled = options.resume
    ? await settledSince(store, actor.teamId, targets, options.resume.since)
    : null;
  let notSaved = 0;
  await partners.asActor(actor.userId, () =>
    mapBounded(jobs, PARTNER_CALLS_AT_ONCE, async (job) => {
      const results = await callPartner(
        client,
        job,
        (classId, answer) => markClassDeleted(store, actor.teamId, classId, actor.userId, answer),
        settled,
      );
      job.chunk.answered.push({ job, results });
      job.chunk.pending -= 1;
      if (job.chunk.pending > 0) return;
      // The last answer for a chunk stores it in every class: one transaction, one notices call. A
      // store failure must not lose the report of what the service did: it is said per student instead.
      let noticed: Noticed | undefined;
      try {
        noticed = await storeChunk(store, actor, job.chunk, options.notices);
      } catch (err) {
        job.chunk.notSaved = true;
        deps.logger?.error(
          { err: err instanceof Error ? err.name : "unknown", team: actor.teamId, classId: plan.cls.classId },
          "enrolment: the service's answer for a chunk of students could not be stored",
        );
      }
      for (const answered of job.chunk.answered) {
        notSaved += record(reports, answered.job, answered.results, job.chunk.notSaved);
      }
      await noticed?.afterCommit();
    }),
  );
  const classes = [...reports.values()];
  const unconfirmed = classes
    .flatMap((c) => c.students)
    .filter((s) => !s.ok && s.why.reason === "unconfirmed").length;
  return { classes, notSaved, unconfirmed, scope };
}

/** Per class: students added since `since` (by the earlier attempt) and the students still in it. */
interface Settled {
  readonly addedSince: ReadonlyMap<number, ReadonlySet<string>>;
  readonly enrolled: ReadonlyMap<number, ReadonlySet<string>>;
}

async function settledSince(
  store: Store,
  teamId: string,
  classes: readonly ClassRecord[],
  since: number,
): Promise<Settled> {
  const addedSince = new Map<number, Set<string>>();
  const enrolled = new Map<number, Set<string>>();
  for (const cls of classes) {
    const rows = await store.enrolments.listForClass(teamId, cls.classId);
    enrolled.set(cls.classId, new Set(rows.map((r) => r.studentUid)));
    addedSince.set(cls.classId, new Set(rows.filter((r) => r.addedAt >= since).map((r) => r.studentUid)));
  }
  return { addedSince, enrolled };
}

interface Result {
  /** null: the service made the change. */
  readonly why: NotDone | null;
  /** The service already had it so (`ALREADY`): the store follows. */
  readonly already?: boolean;
  readonly callFailed?: boolean;
}

/**
 * Asks the service for the students of a job the store does not already show as done by an earlier
 * attempt (`settled`), and returns one result per student of the job, in order.
 */
async function callPartner(
  client: PartnerClient,
  job: Job,
  classDeleted: (classId: number, answer: unknown) => Promise<void>,
  settled: Settled | null,
): Promise<Result[]> {
  const { cls } = job;
  const done = (uid: string): boolean => {
    if (!settled) return false;
    return job.change === "add"
      ? (settled.addedSince.get(cls.classId)?.has(uid) ?? false)
      : !(settled.enrolled.get(cls.classId)?.has(uid) ?? false);
  };
  const ask = job.students.filter((s) => !done(s.uid));
  const answers =
    ask.length === 0
      ? []
      : await askPartner(client, { ...job, students: ask }, classDeleted, settled !== null);
  const noAnswer: Result = { why: { reason: "no-answer" } };
  const byUid = new Map(ask.map((s, i): [string, Result] => [s.uid, answers[i] ?? noAnswer]));
  return job.students.map((s): Result => byUid.get(s.uid) ?? { why: null });
}

async function askPartner(
  client: PartnerClient,
  job: Job,
  classDeleted: (classId: number, answer: unknown) => Promise<void>,
  resumed: boolean,
): Promise<Result[]> {
  const res = await studentBatch(client, job.cls, job.change, job.students);
  if (!res.answered) {
    const { why } = res;
    if (why.reason === "deleted") await classDeleted(job.cls.classId, res.error);
    const callFailed = why.reason !== "deleted" && why.reason !== "unconfirmed";
    return job.students.map(() => (callFailed ? { why, callFailed } : { why }));
  }
  // After a request whose answer was lost (here or in an earlier attempt), "already so" is our work.
  const ours = resumed || res.attempts > 1;
  return res.entries.map((entry): Result => {
    if (!entry) return { why: { reason: "no-answer" } };
    if (entry.ok) return { why: null };
    const already = entry.errno === ALREADY[job.change];
    if (already && ours) return { why: null };
    return { why: refusal(res.operation, entry), already };
  });
}

/** Stores the chunk in one transaction with its notices; returns what they did, for their after-commit work. */
async function storeChunk(
  store: Store,
  actor: Actor,
  chunk: Chunk,
  notices: Notices<StoredChunk> | undefined,
): Promise<Noticed | undefined> {
  const stored = chunk.answered
    .map(({ job, results }) => ({
      job,
      accepted: job.students.filter((_, i) => results[i]?.why === null || results[i]?.already),
    }))
    .filter((s) => s.accepted.length > 0);
  if (stored.length === 0) return undefined;
  const classes = stored.map(({ job, accepted }) => ({
    classId: job.cls.classId,
    added:
      job.change === "add"
        ? accepted.flatMap((s) => (s.slackUserId ? [{ uid: s.uid, slackUserId: s.slackUserId }] : []))
        : [],
    removed: job.change === "remove" ? accepted.map((s) => s.uid) : [],
  }));
  return store.transaction(async (tx) => {
    for (const { job, accepted } of stored) {
      if (job.change === "add") {
        const students = accepted.map((s) => ({ uid: s.uid, name: s.name }));
        await tx.enrolments.add(actor.teamId, job.cls.classId, students, actor.userId);
      } else {
        await tx.enrolments.remove(
          actor.teamId,
          job.cls.classId,
          accepted.map((s) => s.uid),
        );
      }
    }
    return notices?.(tx, { classes });
  });
}

/** Adds a job's answers to its class's report; returns how many confirmed changes were not saved. */
function record(
  reports: Map<number, ClassEnrolmentReport>,
  job: Job,
  results: readonly Result[],
  notSaved = false,
): number {
  const report = reports.get(job.cls.classId);
  if (!report) return 0;
  let lost = 0;
  job.students.forEach((s, i) => {
    const r: Result = results[i] ?? { why: { reason: "no-answer" } };
    // The service has the change but no live link DM went with it (that commits with the store).
    const lostHere = notSaved && (r.why === null || r.already === true);
    if (lostHere) lost += 1;
    const student = { uid: s.uid, name: s.name, change: job.change, notSaved: lostHere };
    report.students.push(
      r.why === null
        ? { ...student, ok: true }
        : { ...student, ok: false, why: r.why, callFailed: r.callFailed === true },
    );
    if (lostHere) return;
    if (job.change === "add" && r.why === null && s.slackUserId)
      report.newlyAdded.push({ uid: s.uid, slackUserId: s.slackUserId });
  });
  return lost;
}

/** The students of a class as the store knows them (the partner cannot be asked). */
export function studentsOfClass(store: Pick<Store, "enrolments">, teamId: string, classId: number) {
  return store.enrolments.listForClass(teamId, classId);
}
