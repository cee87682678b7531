/**
 * Adding and removing students of a class, or of the rest of its series. Two steps so the Slack
 * layer can refuse bad input inline and answer the submission at once:
 * `prepareEnrolment` checks the people against the directory (no partner call),
 * `runEnrolment` makes the partner calls — chunks of at most 30, a bounded number at a time — and
 * writes to the store exactly what the service accepted.
 */
import type { ClassRecord, PersonWithUid, Store } from "../store/index.js";
import type { PartnerClients } from "./admin/partner-clients.js";
import { type ApplyTo, applyTargets } from "./apply-to.js";
import { type ClassActor, classAccess } from "./class-actor.js";
import { mapBounded, plainPartnerFailure } from "./partner-failure.js";

/** The vendor recommends at most 30 students per call (docs/partner-rules.md, "Batches"). */
export const STUDENTS_PER_CALL = 30;
/** Partner calls in flight at once for one enrolment (all its classes together). */
export const ENROL_CONCURRENCY = 6;
/** `identity` 1 = student (the only value the operations accept). */
const STUDENT_IDENTITY = 1;
const ALREADY_IN_CLASS = 166;
const NOT_IN_CLASS = 167;

export interface EnrolmentRequest {
  readonly classId: number;
  readonly applyTo: ApplyTo;
  /** Slack users picked one by one: each must be a student of the directory. */
  readonly addSlackUserIds: readonly string[];
  /** Members of a picked channel: the students among them are added, others ignored. */
  readonly channelMemberIds?: readonly string[];
  /** Partner UIDs of current students to remove. */
  readonly removeUids: readonly string[];
}

export interface EnrolmentPlan {
  readonly actor: ClassActor;
  readonly cls: ClassRecord;
  readonly applyTo: ApplyTo;
  readonly add: readonly PersonWithUid[];
  readonly remove: readonly { uid: string; name: string }[];
}

export type PrepareResult =
  | { readonly ok: true; readonly plan: EnrolmentPlan }
  | { readonly ok: false; readonly field: "access" | "add" | "remove"; readonly message: string };

export async function prepareEnrolment(
  store: Store,
  actor: ClassActor,
  request: EnrolmentRequest,
): Promise<PrepareResult> {
  const access = await classAccess(store, actor, "students", request.classId);
  if (!access.ok) return { ok: false, field: "access", message: access.reason };
  const people = await store.people.list(actor.teamId);
  const bySlack = new Map(people.map((p) => [p.slackUserId, p]));
  const add = new Map<string, PersonWithUid>();
  const outsiders: string[] = [];
  const notStudents: string[] = [];
  for (const id of new Set(request.addSlackUserIds)) {
    const person = bySlack.get(id);
    if (!person) outsiders.push(`<@${id}>`);
    else if (person.role !== "student") notStudents.push(`${person.displayName} (${person.role})`);
    else add.set(person.uid, person);
  }
  if (outsiders.length > 0 || notStudents.length > 0) {
    const parts: string[] = [];
    if (outsiders.length > 0) parts.push(`not in the school directory: ${outsiders.join(", ")}`);
    if (notStudents.length > 0) parts.push(`not students: ${notStudents.join(", ")}`);
    return {
      ok: false,
      field: "add",
      message: `Nobody was added. ${parts.join("; ")}. An admin can add them as students in /class admin → People.`,
    };
  }
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
    if (!known) return { ok: false, field: "remove", message: `UID ${uid} is not a student of this class.` };
    remove.push({ uid, name: known.studentName });
  }
  if (add.size === 0 && remove.length === 0) {
    return { ok: false, field: "add", message: "Pick students to add or remove." };
  }
  return {
    ok: true,
    plan: { actor, cls: access.cls, applyTo: request.applyTo, add: [...add.values()], remove },
  };
}

export interface StudentOutcome {
  readonly uid: string;
  readonly name: string;
  readonly change: "add" | "remove";
  readonly ok: boolean;
  /** Plain words: "added", "already in this class", "removed", or why not. */
  readonly outcome: string;
}

export interface ClassEnrolmentReport {
  readonly classId: number;
  readonly className: string;
  readonly beginTime: number;
  /** Set when the whole class was skipped (over, in session). */
  readonly skipped: string | null;
  readonly students: StudentOutcome[];
  /** Students the service newly accepted into this class: the hook for sending live links. */
  readonly newlyAdded: { uid: string; slackUserId: string }[];
}

export interface EnrolmentReport {
  readonly classes: ClassEnrolmentReport[];
}

export interface EnrolDeps {
  readonly store: Store;
  readonly partners: PartnerClients;
  readonly clock: () => number;
}

interface Job {
  readonly cls: ClassRecord;
  readonly change: "add" | "remove";
  readonly students: readonly { uid: string; name: string; slackUserId?: string }[];
}

export async function runEnrolment(deps: EnrolDeps, plan: EnrolmentPlan): Promise<EnrolmentReport> {
  const { store, partners } = deps;
  const { actor } = plan;
  const { targets, skipped } = await applyTargets(store, plan.cls, plan.applyTo, deps.clock());
  const client = await partners.forWorkspace(actor.teamId);
  const reports = new Map<number, ClassEnrolmentReport>();
  for (const c of [...targets, ...skipped.map((s) => s.cls)].sort((a, b) => a.beginTime - b.beginTime)) {
    const reason = skipped.find((s) => s.cls.classId === c.classId)?.reason ?? null;
    reports.set(c.classId, {
      classId: c.classId,
      className: c.name,
      beginTime: c.beginTime,
      skipped: reason,
      students: [],
      newlyAdded: [],
    });
  }
  const adds = plan.add.map((p) => ({ uid: p.uid, name: p.displayName, slackUserId: p.slackUserId }));
  const jobs: Job[] = [];
  for (const cls of targets) {
    for (const students of chunks(adds, STUDENTS_PER_CALL)) jobs.push({ cls, change: "add", students });
    for (const students of chunks(plan.remove, STUDENTS_PER_CALL))
      jobs.push({ cls, change: "remove", students });
  }
  if (!client) {
    for (const job of jobs)
      record(
        reports,
        job,
        job.students.map(() => ({ ok: false, text: "the school is not connected to the class service" })),
      );
    return { classes: [...reports.values()] };
  }
  await partners.asActor(actor.slackUserId, () =>
    mapBounded(jobs, ENROL_CONCURRENCY, async (job) => {
      const results = await callPartner(client, job);
      await storeAccepted(store, actor, job, results);
      record(reports, job, results);
    }),
  );
  return { classes: [...reports.values()] };
}

interface Result {
  readonly ok: boolean;
  /** The service already had it so (166 on add, 167 on remove): the store follows. */
  readonly already?: boolean;
  readonly text: string;
}

type Client = NonNullable<Awaited<ReturnType<PartnerClients["forWorkspace"]>>>;

async function callPartner(client: Client, job: Job): Promise<Result[]> {
  const { cls } = job;
  try {
    const res =
      job.change === "add"
        ? await client.addClassStudentMultiple({
            courseId: cls.courseId,
            classId: cls.classId,
            identity: STUDENT_IDENTITY,
            studentJson: job.students.map((s) => ({ uid: s.uid, name: s.name })),
          })
        : await client.delClassStudentMultiple({
            courseId: cls.courseId,
            classId: cls.classId,
            identity: STUDENT_IDENTITY,
            studentUidJson: job.students.map((s) => s.uid),
          });
    return job.students.map((_, i): Result => {
      const entry = res.entries[i];
      if (!entry) return { ok: false, text: "the class service did not answer for this student" };
      if (entry.ok) return { ok: true, text: job.change === "add" ? "added" : "removed" };
      if (job.change === "add" && entry.errno === ALREADY_IN_CLASS)
        return { ok: false, already: true, text: "already in this class" };
      if (job.change === "remove" && entry.errno === NOT_IN_CLASS)
        return { ok: false, already: true, text: "was not in this class" };
      return { ok: false, text: lowerFirst(entry.userMessage) };
    });
  } catch (err) {
    const text = `not ${job.change === "add" ? "added" : "removed"}: ${lowerFirst(plainPartnerFailure(err))}`;
    return job.students.map(() => ({ ok: false, text }));
  }
}

async function storeAccepted(
  store: Store,
  actor: ClassActor,
  job: Job,
  results: readonly Result[],
): Promise<void> {
  const accepted = job.students.filter((_, i) => results[i]?.ok || results[i]?.already);
  if (accepted.length === 0) return;
  if (job.change === "add") {
    await store.enrolments.add(
      actor.teamId,
      job.cls.classId,
      accepted.map((s) => ({ uid: s.uid, name: s.name })),
      actor.slackUserId,
    );
  } else {
    await store.enrolments.remove(
      actor.teamId,
      job.cls.classId,
      accepted.map((s) => s.uid),
    );
  }
}

function record(reports: Map<number, ClassEnrolmentReport>, job: Job, results: readonly Result[]): void {
  const report = reports.get(job.cls.classId);
  if (!report) return;
  job.students.forEach((s, i) => {
    const r = results[i] ?? { ok: false, text: "not done" };
    report.students.push({ uid: s.uid, name: s.name, change: job.change, ok: r.ok, outcome: r.text });
    if (job.change === "add" && r.ok && s.slackUserId)
      report.newlyAdded.push({ uid: s.uid, slackUserId: s.slackUserId });
  });
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function lowerFirst(text: string): string {
  const trimmed = text.replace(/\.$/, "");
  return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}
