/**
 * What the schedule modal shows once the classes are made: "scheduled" with the teacher told by
 * DM (`notifyScheduled`, through the outbox, once per class or series), or the form again, as submitted, with each
 * complaint under its field, so pressing Schedule retries safely.
 */
import type { ModalView } from "@slack/types";
import { notifyScheduled } from "../../../classes/notices/teacher-notices.js";
import type { ScheduleOutcome } from "../../../classes/schedule/create.js";
import { type FieldErrors, type ScheduleForm, schedulableCourses } from "../../../classes/schedule/plan.js";
import type { Caller, SlackDeps } from "../../context.js";
import { type ScheduleMetadata, scheduleDoneView, scheduleFormView } from "../../views/schedule-form.js";
import { scheduledLine, scheduleProblemText } from "../../views/schedule-result.js";
import { slackDate } from "../../views/text.js";

/** "1 of 3 classes were scheduled; these were not: …" above the form shown again. */
function failureBanner(outcome: ScheduleOutcome): string {
  const { results } = outcome;
  const failed = results.filter((r) => r.status === "failed");
  const made = results.length - failed.length;
  const when = (t: number) => slackDate(t, "{date_short_pretty} {time}");
  return [
    made > 0
      ? `:warning: ${made} of ${results.length} classes were scheduled; these were not:`
      : ":x: Nothing was scheduled:",
    ...failed.slice(0, 20).map((r) => `• ${when(r.beginTime)}: ${scheduleProblemText(r) ?? "not scheduled"}`),
    failed.length > 20 ? `…and ${failed.length - 20} more.` : "",
    "Fix what is marked and press *Schedule* again; classes already made are not made twice.",
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
  await notifyScheduled(deps, caller.teamId, outcome);
  const { plan, results } = outcome;
  const failed = results.filter((r) => r.status === "failed");
  if (failed.length === 0) {
    const made = results.length;
    return scheduleDoneView([
      `:white_check_mark: ${made === 1 ? "The class is scheduled." : `${made} classes are scheduled.`}`,
      `${plan.teacher.slackUserId === caller.userId ? "You have" : "The teacher has"} a message with the details and the next steps.`,
      ...notes,
      ...results
        .filter((r) => r.status === "partial")
        .map((r) => scheduledLine({ ...r, classId: null, problem: scheduleProblemText(r) })),
    ]);
  }
  const fieldProblems: FieldErrors = {};
  for (const r of failed)
    if (r.field && !fieldProblems[r.field]) fieldProblems[r.field] = scheduleProblemText(r) ?? "";
  return scheduleFormView({
    courses: await schedulableCourses(deps.store, caller),
    folders: form.folderId ? [{ folderId: form.folderId, name: `Folder ${form.folderId}` }] : [],
    timeZone: meta.tz,
    zoneFromProfile: meta.profile,
    initial: form,
    metadata: meta,
    banner: failureBanner(outcome),
    fieldProblems,
  });
}
