/**
 * Scheduling as a durable job: the classes of a submission are created with unique identities derived
 * from who asked and what (never from the modal), each stored as the service confirms it; a crash or a
 * lost answer resumes the job, which asks again with the same identities and reports as if nothing had
 * happened. The outcome replaces the modal's working view; the teacher's DM goes through the outbox.
 */

import type { WebClient } from "@slack/web-api";
import { can } from "../../../classes/roles.js";
import { createScheduledClasses } from "../../../classes/schedule/create.js";
import type { ScheduleForm, SchedulePlan } from "../../../classes/schedule/plan.js";
import { RetryJob } from "../../../delivery/index.js";
import { type T, translator } from "../../../i18n/index.js";
import { sectionMessage } from "../../lib/blocks/message.js";
import { noticeModalView } from "../../lib/blocks/notice.js";
import { mention } from "../../lib/blocks/text.js";
import type { SlackJobRow } from "../../lib/jobs/slack-job.js";
import { tFor } from "../../lib/locale/locale.js";
import { profileZone } from "../../lib/locale/zones.js";
import type { ScheduleMetadata } from "./form.js";
import { scheduleOutcomeView } from "./outcome.js";

export const SCHEDULE_JOB = "schedule";

export interface ScheduleJobRequest {
  readonly plan: SchedulePlan;
  readonly form: ScheduleForm;
  readonly meta: ScheduleMetadata;
  /** What the classes' unique identities derive from: the same classes asked by the same person. */
  readonly identityKey: string;
}

/** What makes two submissions the same classes: everything the service is asked to make. */
export function scheduleIdentityParts(plan: SchedulePlan): unknown[] {
  return [
    "schedule",
    plan.course.courseId,
    plan.name,
    plan.teacher.uid,
    plan.assistant?.uid ?? null,
    plan.seats,
    plan.isHd,
    plan.record,
    plan.live,
    plan.replay,
    plan.autoEnter,
    plan.folderId,
    plan.intro,
    plan.weekly,
    plan.occurrences.map((o) => [o.beginTime, o.endTime]),
  ];
}

/**
 * An admin scheduling for a teacher in another zone sees the class's time as the teacher will:
 * "= 11:00 AM for @Ada (Europe/London)". Nothing when they are the teacher or share a zone.
 */
async function teacherTimeNote(
  client: WebClient,
  userId: string,
  plan: SchedulePlan,
  zone: string,
  t: T,
): Promise<string[]> {
  const teacher = plan.teacher.slackUserId;
  const first = plan.occurrences[0];
  if (teacher === userId || !first) return [];
  const theirs = await profileZone(client, teacher);
  if (!theirs || theirs === zone) return [];
  const at = (tz: string) =>
    new Intl.DateTimeFormat(t("schedule.intl.dates"), {
      timeZone: tz,
      weekday: "short",
      hour: "numeric",
      minute: "2-digit",
    }).format(new Date(first.beginTime * 1000));
  return [
    t("schedule.done.teacherTime", {
      mine: at(zone),
      theirs: at(theirs),
      teacher: mention(teacher),
      zone: theirs,
    }),
  ];
}

export const scheduleJob: SlackJobRow<ScheduleJobRequest> = {
  kind: SCHEDULE_JOB,
  async run(deps, actor, request, { attempt, lastAttempt, client }) {
    const { plan } = request;
    // The working view was the scheduler's: so is what replaces it.
    const t = await tFor(deps, actor.teamId, actor.userId).catch(() => translator("en"));
    // The role is read again: one taken away since the submit stops the work.
    if (!can(actor.role, "schedule")) {
      const message = sectionMessage(t("schedule.form.refusedNow"));
      return { view: noticeModalView({ title: t("schedule.title"), message }) };
    }
    const outcome = await createScheduledClasses(deps, actor, {
      plan,
      submissionKey: request.identityKey,
      resumed: attempt > 1,
    });
    if (!lastAttempt && outcome.results.some((r) => r.why?.reason === "unconfirmed")) {
      throw new RetryJob("the class service did not confirm some classes");
    }
    const notes = await teacherTimeNote(client, actor.userId, plan, request.meta.tz, t);
    return {
      view: await scheduleOutcomeView(deps, actor, request.form, request.meta, outcome, notes),
      after: () => deps.homes.refresh(deps, client, actor.teamId, [actor.userId, plan.teacher.slackUserId]),
    };
  },
};
