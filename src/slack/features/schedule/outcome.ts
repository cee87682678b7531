/**
 * What the schedule modal shows once the classes are made: "scheduled" with the teacher told by
 * DM (`notifyScheduled`, through the outbox, once per class or series), or the form again, as submitted, with each
 * complaint under its field, so pressing Schedule retries safely. The modal is in the language of the
 * person who scheduled; each DM in its reader's.
 */
import type { ModalView } from "@slack/types";
import { isCourseRefusal } from "../../../classes/admin/course-problems.js";
import { localeOf } from "../../../classes/language.js";
import { notifyScheduled } from "../../../classes/notices/teacher-notices.js";
import type { ScheduleOutcome } from "../../../classes/schedule/create.js";
import { type ScheduleField, type ScheduleForm, schedulableCourses } from "../../../classes/schedule/plan.js";
import { type T, translator } from "../../../i18n/index.js";
import { slackDate } from "../../lib/blocks/text.js";
import type { Caller, SlackDeps } from "../../lib/context.js";
import { tFor } from "../../lib/locale/locale.js";
import { type ScheduleMetadata, scheduleDoneView, scheduleFormView } from "./form.js";
import { scheduledLine, scheduleProblemWords } from "./result.js";

/**
 * What to do next, under the banner: fix the marked fields when a field is marked; press Schedule
 * again when the failures may pass; nothing when every failure is the course's (the sentence says
 * the admins were told: the teacher has nothing to fix).
 */
function nextStep(failed: readonly ScheduleOutcome["results"][number][], marked: boolean, t: T): string {
  if (marked) return t("schedule.done.fixAndRetry");
  const courseOnly = failed.every((r) => r.why?.reason === "refused" && isCourseRefusal(r.why.errno));
  return courseOnly ? "" : t("schedule.done.retry");
}

/** "1 of 3 classes were scheduled; these were not: …" above the form shown again. */
function failureBanner(outcome: ScheduleOutcome, marked: boolean, t: T): string {
  const { results } = outcome;
  const failed = results.filter((r) => r.status === "failed");
  const made = results.length - failed.length;
  const when = (at: number) => slackDate(at);
  return [
    made > 0 ? t("schedule.done.someMade", { made, total: results.length }) : t("schedule.done.noneMade"),
    ...failed.slice(0, 20).map((r) =>
      t("schedule.done.bannerLine", {
        when: when(r.beginTime),
        problem: scheduleProblemWords(r, t) ?? t("schedule.done.notScheduled"),
      }),
    ),
    failed.length > 20 ? t("schedule.done.more", { number: failed.length - 20 }) : "",
    nextStep(failed, marked, t),
  ]
    .filter(Boolean)
    .join("\n");
}

export async function scheduleOutcomeView(
  deps: SlackDeps,
  caller: Caller,
  form: ScheduleForm,
  meta: ScheduleMetadata,
  outcome: ScheduleOutcome,
  /** Said under the result, e.g. the time in the teacher's zone when an admin scheduled for them. */
  notes: readonly string[] = [],
): Promise<ModalView> {
  // Each person told reads the message in their own language (the teacher's, the assistant's).
  await notifyScheduled(
    { ...deps, localeOf: (teamId, userId) => localeOf(deps, teamId, userId) },
    caller.teamId,
    outcome,
  );
  const t = await tFor(deps, caller.teamId, caller.userId).catch(() => translator("en"));
  const { plan, results } = outcome;
  const failed = results.filter((r) => r.status === "failed");
  if (failed.length === 0) {
    const made = results.length;
    return scheduleDoneView(
      [
        made === 1 ? t("schedule.done.one") : t("schedule.done.many", { made }),
        plan.teacher.slackUserId === caller.userId ? t("schedule.done.toYou") : t("schedule.done.toTeacher"),
        ...notes,
        ...results
          .filter((r) => r.status === "partial")
          .map((r) => scheduledLine({ ...r, classId: null, problem: scheduleProblemWords(r, t) }, t)),
      ],
      t,
    );
  }
  const fieldProblems: Partial<Record<ScheduleField, string>> = {};
  for (const r of failed)
    if (r.field && !fieldProblems[r.field]) fieldProblems[r.field] = scheduleProblemWords(r, t) ?? "";
  return scheduleFormView({
    courses: await schedulableCourses(deps.store, caller),
    folders: form.folderId
      ? [{ folderId: form.folderId, name: t("schedule.form.folderNamed", { id: form.folderId }) }]
      : [],
    timeZone: meta.tz,
    zoneFromProfile: meta.profile,
    initial: form,
    metadata: meta,
    banner: failureBanner(outcome, Object.keys(fieldProblems).length > 0, t),
    fieldProblems,
    t,
  });
}
