import type { StoreContext } from "./context.js";
import { type AuditRepo, auditRepo } from "./repos/audit.js";
import { type CalendarFeedsRepo, calendarFeedsRepo } from "./repos/calendar-feeds.js";
import { type ClassCardsRepo, classCardsRepo } from "./repos/class-cards.js";
import { type ClassEventsRepo, classEventsRepo } from "./repos/class-events.js";
import { type ClassesRepo, classesRepo } from "./repos/classes.js";
import { type CoursesRepo, coursesRepo } from "./repos/courses.js";
import { type EnrolmentsRepo, enrolmentsRepo } from "./repos/enrolments.js";
import { type LabelsRepo, labelsRepo } from "./repos/labels.js";
import { type LanguagePrefsRepo, languagePrefsRepo } from "./repos/language-prefs.js";
import { type OutboxPolicy, type OutboxRepo, outboxRepo } from "./repos/outbox.js";
import { type PeopleRepo, peopleRepo } from "./repos/people.js";
import { type RatingsRepo, ratingsRepo } from "./repos/ratings.js";
import { type RemindersRepo, remindersRepo } from "./repos/reminders.js";
import { type StudentLinksRepo, studentLinksRepo } from "./repos/student-links.js";
import { type TenantsRepo, tenantsRepo } from "./repos/tenants.js";
import { type WorkspacesRepo, workspacesRepo } from "./repos/workspaces.js";
import { writeTransaction } from "./transaction.js";

/**
 * The repositories bound to one transaction: whatever `fn` writes through them commits together or not
 * at all. Courses are read-only here (but for `flagProblem`, one statement) because their own writes
 * already open a transaction, which cannot nest; reading them is needed to build the DMs queued with
 * the change (the live links).
 */
export interface StoreTransaction {
  readonly classes: ClassesRepo;
  readonly classCards: ClassCardsRepo;
  /** A pushed class event is stored with the job that processes it; processing marks it done. */
  readonly classEvents: ClassEventsRepo;
  /** A moved class keeps its calendar event; a cancelled class stays in its students' feeds. */
  readonly calendarFeeds: Pick<CalendarFeedsRepo, "setOrigin" | "origins" | "rememberCancelled" | "hasFile">;
  readonly enrolments: EnrolmentsRepo;
  readonly outbox: OutboxRepo;
  readonly reminders: RemindersRepo;
  readonly ratings: RatingsRepo;
  readonly people: PeopleRepo;
  readonly audit: AuditRepo;
  readonly studentLinks: StudentLinksRepo;
  readonly workspaces: WorkspacesRepo;
  readonly tenants: TenantsRepo;
  /** Read, and flagged as refused (one statement: the flag and the admins' DMs commit together). */
  readonly courses: Pick<CoursesRepo, "get" | "list" | "listForTeacher" | "flagProblem">;
  /** Read only: the DMs queued with a change are written in each recipient's chosen language. */
  readonly languagePrefs: Pick<LanguagePrefsRepo, "get">;
  /** Read only: the teacher's scheduling message, edited with the change, names the classes' labels. */
  readonly labels: Pick<LabelsRepo, "list">;
}

export type RunInTransaction = <T>(fn: (tx: StoreTransaction) => Promise<T>) => Promise<T>;

/**
 * `store.transaction(fn)`: runs `fn` with transaction-bound repositories; commits when it resolves,
 * rolls back when it throws. On SQLite it holds the write lock from the start (BEGIN IMMEDIATE) and the
 * store's only connection until it ends, so `fn` must use `tx`, never the store itself (that would wait
 * for the transaction forever). On PostgreSQL it holds one pooled connection.
 */
export function transactionRunner(ctx: StoreContext, policy: OutboxPolicy): RunInTransaction {
  return (fn) =>
    writeTransaction(ctx.db, ctx.engine, (trx) => {
      const bound: StoreContext = { ...ctx, db: trx };
      return fn({
        classes: classesRepo(bound),
        classCards: classCardsRepo(bound),
        classEvents: classEventsRepo(bound),
        calendarFeeds: calendarFeedsRepo(bound),
        enrolments: enrolmentsRepo(bound),
        outbox: outboxRepo(bound, policy),
        reminders: remindersRepo(bound),
        ratings: ratingsRepo(bound),
        people: peopleRepo(bound),
        audit: auditRepo(bound),
        studentLinks: studentLinksRepo(bound),
        workspaces: workspacesRepo(bound),
        tenants: tenantsRepo(bound),
        courses: readOnlyCourses(coursesRepo(bound)),
        languagePrefs: { get: languagePrefsRepo(bound).get },
        labels: { list: labelsRepo(bound).list },
      });
    });
}

function readOnlyCourses(courses: CoursesRepo): StoreTransaction["courses"] {
  return {
    get: courses.get,
    list: courses.list,
    listForTeacher: courses.listForTeacher,
    flagProblem: courses.flagProblem,
  };
}
