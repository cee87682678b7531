/**
 * The schedule form was submitted. Every rule is checked (role and course included, read again
 * from the store) and reported on its field; then Slack gets its answer at once ("Scheduling N
 * classes…") and the classes are created in the background, however slow the service is.
 */

import type { ModalView } from "@slack/types";
import type { WebClient } from "@slack/web-api";
import { notifyScheduled } from "../../../classes/notices/teacher-notices.js";
import { createScheduledClasses, type ScheduleOutcome } from "../../../classes/schedule/create.js";
import {
  type FieldErrors,
  planSchedule,
  type ScheduleForm,
  schedulableCourses,
} from "../../../classes/schedule/plan.js";
import { schoolTimeZone } from "../../../classes/school-settings.js";
import { type Caller, callerOf, type SlackDeps } from "../../context.js";
import { publishHomeOf } from "../../publish-home.js";
import {
  decodeScheduleMetadata,
  encodeScheduleMetadata,
  type ScheduleMetadata,
} from "../../schedule-modal.js";
import { errorMessage, newReferenceId } from "../../views/error.js";
import { noticeModalView } from "../../views/notice.js";
import {
  SCHEDULE_INPUT,
  scheduleDoneView,
  scheduleFormView,
  scheduleProgressView,
} from "../../views/schedule-form.js";
import { readScheduleForm } from "../../views/schedule-form-values.js";
import { scheduledLine } from "../../views/schedule-result.js";
import { mrkdwn, slackDate } from "../../views/text.js";
import { fieldErrors, type SubmissionArgs, stateOf } from "./types.js";

function byBlock(errors: FieldErrors): Record<string, string> {
  return fieldErrors(
    Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [
        SCHEDULE_INPUT[field as keyof FieldErrors],
        message ?? "",
      ]),
    ),
  );
}

export function scheduleSubmitted(deps: SlackDeps) {
  // A double click or a replayed request of a form still being handled joins the running work.
  const running = new Map<string, number>();

  return async (args: SubmissionArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const viewId = args.view.id;
    const already = running.get(viewId);
    if (already !== undefined) {
      await args.ack({ response_action: "update", view: scheduleProgressView(already) });
      return;
    }
    // Reserved before the first await, so a second copy arriving meanwhile sees it.
    running.set(viewId, 1);
    const form = readScheduleForm(stateOf(args));
    let meta: ScheduleMetadata;
    let planned: Awaited<ReturnType<typeof planSchedule>>;
    try {
      meta = decodeScheduleMetadata(args.view.private_metadata) ?? {
        tz: await schoolTimeZone(deps.store, caller.teamId),
        profile: false,
      };
      planned = await planSchedule(deps, caller, form, meta.tz);
    } catch (err) {
      running.delete(viewId);
      throw err;
    }
    if (!planned.ok) {
      running.delete(viewId);
      if (planned.refused) {
        const text = planned.refused;
        await args.ack({
          response_action: "update",
          view: noticeModalView({
            title: "Schedule a class",
            message: {
              text,
              blocks: [{ type: "section", block_id: "schedule_refused", text: mrkdwn(text) }],
            },
          }),
        });
        return;
      }
      await args.ack({ response_action: "errors", errors: byBlock(planned.errors) });
      return;
    }
    const { plan } = planned;
    await args.ack({ response_action: "update", view: scheduleProgressView(plan.occurrences.length) });
    running.set(viewId, plan.occurrences.length);
    const work = (async () => {
      try {
        const outcome = await createScheduledClasses(deps, plan, viewId);
        // From here a new submit of this form (after a failure) must run: what was made is stored.
        running.delete(viewId);
        await report(deps, args.client, caller, viewId, form, meta, outcome);
      } catch (err) {
        const referenceId = newReferenceId();
        deps.logger.error(
          { err, referenceId, team: caller.teamId, user: caller.userId },
          "scheduling failed",
        );
        await args.client.views
          .update({
            view_id: viewId,
            view: noticeModalView({ title: "Schedule a class", message: errorMessage({ referenceId }) }),
          })
          .catch(() => undefined);
      } finally {
        running.delete(viewId);
      }
    })();
    deps.inFlight.track(work);
  };
}

/** The person may have closed the modal (we said they could): the rest of the work still runs. */
async function showInModal(
  deps: SlackDeps,
  client: WebClient,
  viewId: string,
  view: ModalView,
): Promise<void> {
  await client.views
    .update({ view_id: viewId, view })
    .catch((err: unknown) => deps.logger.debug({ err }, "schedule modal no longer open"));
}

async function report(
  deps: SlackDeps,
  client: WebClient,
  caller: Caller,
  viewId: string,
  form: ScheduleForm,
  meta: ScheduleMetadata,
  outcome: ScheduleOutcome,
): Promise<void> {
  const { plan, results } = outcome;
  const failed = results.filter((r) => r.status === "failed");
  const made = results.length - failed.length;
  await notifyScheduled(deps, caller.teamId, outcome);

  if (failed.length === 0) {
    const lines = [
      `:white_check_mark: ${made === 1 ? "The class is scheduled." : `${made} classes are scheduled.`}`,
      `${plan.teacher.slackUserId === caller.userId ? "You have" : "The teacher has"} a message with the details and the next steps.`,
      ...results.filter((r) => r.status === "partial").map((r) => scheduledLine({ ...r, classId: null })),
    ];
    await showInModal(deps, client, viewId, scheduleDoneView(lines));
  } else {
    // The form again, as submitted, with each complaint under its field: Schedule retries safely.
    const fieldProblems: FieldErrors = {};
    for (const r of failed) if (r.field && !fieldProblems[r.field]) fieldProblems[r.field] = r.problem ?? "";
    const when = (t: number) => slackDate(t, "{date_short_pretty} {time}");
    const banner = [
      made > 0
        ? `:warning: ${made} of ${results.length} classes were scheduled; these were not:`
        : ":x: Nothing was scheduled:",
      ...failed.slice(0, 20).map((r) => `• ${when(r.beginTime)}: ${r.problem ?? "not scheduled"}`),
      failed.length > 20 ? `…and ${failed.length - 20} more.` : "",
      "Fix what is marked and press *Schedule* again; classes already made are not made twice.",
    ]
      .filter(Boolean)
      .join("\n");
    const courses = await schedulableCourses(deps.store, caller);
    await showInModal(
      deps,
      client,
      viewId,
      scheduleFormView({
        courses,
        folders: form.folderId ? [{ folderId: form.folderId, name: `Folder ${form.folderId}` }] : [],
        timeZone: meta.tz,
        zoneFromProfile: meta.profile,
        initial: form,
        metadata: encodeScheduleMetadata(meta),
        banner,
        fieldProblems,
      }),
    );
  }
  const homes = new Set([caller.userId, plan.teacher.slackUserId]);
  await Promise.all(
    [...homes].map((userId) =>
      publishHomeOf(deps, client, caller.teamId, userId).catch((err: unknown) =>
        deps.logger.warn({ err, user: userId }, "could not refresh the App Home after scheduling"),
      ),
    ),
  );
}
