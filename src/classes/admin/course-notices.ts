/**
 * The two DMs about a course, queued through the outbox under dedupe keys so each is sent once:
 * - every admin of the school is told the first time any call meets a course the class service
 *   refuses (written in the transaction that flags the course, `noteCourseAnswer`); the key names the
 *   course and that refusal (its errno and when it was first seen), so a later refusal, after the
 *   course worked again, is told again;
 * - a teacher newly allowed into a course is told they may schedule in it. Removing a teacher sends
 *   nothing: the course leaves their schedule form, and a school removes people for its own reasons.
 * The renderer (slack/tables/notice-renderer.ts) words them; each reader reads their own language.
 */
import { dmDedupeKey, enqueueDm } from "../../delivery/index.js";
import type { StoreTransaction } from "../../store/index.js";
import type { NoticeDeps } from "../notices/recipient.js";
import { recipientLocales } from "../notices/recipient.js";
import {
  type CourseCall,
  type CourseRefusal,
  type CourseRefusedNotice,
  courseProblemFacts,
} from "./course-problems.js";

export interface CourseRefusedFacts {
  readonly courseId: number;
  /** The course's name as the admin registered it. */
  readonly name: string;
  readonly refusal: CourseRefusal;
  readonly during: CourseCall;
  /** Unix seconds the refusal was first seen. */
  readonly at: number;
}

export interface CourseAllowedFacts {
  readonly courseId: number;
  readonly name: string;
  /** The admin who allowed them, when it was a person (a Slack user id). */
  readonly by: string | null;
}

export interface CourseNoticeDeps extends NoticeDeps {
  /** Admins by configuration (ADMIN_SLACK_USER_IDS), told beside the directory's admins. */
  readonly bootstrapAdmins: readonly string[];
}

/** The admins a school-wide notice goes to: the directory's admins and the configured ones, once each. */
export async function schoolAdmins(
  tx: Pick<StoreTransaction, "people">,
  teamId: string,
  bootstrapAdmins: readonly string[],
): Promise<string[]> {
  const inDirectory = (await tx.people.list(teamId, { role: "admin" })).map((p) => p.slackUserId);
  return [...new Set([...inDirectory, ...bootstrapAdmins.map((a) => a.trim()).filter((a) => a !== "")])];
}

/** Queues the admins' DM about a refused course, in the transaction that flags it. */
export function courseRefusedNotice(deps: CourseNoticeDeps): CourseRefusedNotice {
  return async (tx, teamId, course) => {
    const admins = await schoolAdmins(tx, teamId, deps.bootstrapAdmins);
    const localeOf = await recipientLocales(tx, deps, teamId, admins);
    const facts: CourseRefusedFacts = {
      courseId: course.courseId,
      name: course.name,
      ...courseProblemFacts(course.problem),
    };
    const cause = `course${course.courseId}-refused${course.problem.errno}-${course.problem.at}`;
    for (const admin of admins) {
      const message = deps.noticeRenderer.courseRefused(facts, localeOf(admin));
      await enqueueDm(tx, {
        teamId,
        channel: admin,
        text: message.text,
        ...(message.blocks === undefined ? {} : { blocks: message.blocks }),
        dedupeKey: dmDedupeKey("notice", cause, admin),
      });
    }
  };
}

export interface CourseAllowedChange {
  readonly teamId: string;
  readonly course: { readonly courseId: number; readonly name: string };
  /** Slack users allowed in the course now who were not before. */
  readonly added: readonly string[];
  readonly by: string | null;
  /**
   * What makes this allowing one event (a job's id, the course's save time): the same event queued
   * again (a resumed job) sends nothing more.
   */
  readonly cause: string;
}

/** Queues each newly allowed teacher's DM; true when one was queued (the caller wakes the outbox). */
export async function queueCourseAllowed(
  deps: NoticeDeps & { readonly store: Pick<StoreTransaction, "outbox" | "languagePrefs"> },
  change: CourseAllowedChange,
): Promise<boolean> {
  if (change.added.length === 0) return false;
  const localeOf = await recipientLocales(deps.store, deps, change.teamId, change.added);
  let queued = false;
  for (const teacher of change.added) {
    const message = deps.noticeRenderer.courseAllowed(
      { courseId: change.course.courseId, name: change.course.name, by: change.by },
      localeOf(teacher),
    );
    const { created } = await enqueueDm(deps.store, {
      teamId: change.teamId,
      channel: teacher,
      text: message.text,
      ...(message.blocks === undefined ? {} : { blocks: message.blocks }),
      dedupeKey: dmDedupeKey("notice", `course${change.course.courseId}-allowed-${change.cause}`, teacher),
    });
    queued ||= created;
  }
  return queued;
}
