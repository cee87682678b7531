/**
 * The schedule form was submitted. Every rule is checked (role and course included, read again
 * from the store) and reported on its field; then Slack gets its answer at once ("Scheduling N
 * classes…") and the classes are created after the ack, however slow the service is; the modal
 * then shows the outcome (surfaces/schedule/outcome.ts).
 */
import { createScheduledClasses } from "../../../classes/schedule/create.js";
import { type FieldErrors, planSchedule } from "../../../classes/schedule/plan.js";
import { schoolTimeZone } from "../../../classes/school-settings.js";
import { finishAfterAck } from "../../after-ack.js";
import { fieldErrors, type SubmissionArgs, stateOf } from "../../args.js";
import { callerOf, type SlackDeps } from "../../context.js";
import { refreshHomes } from "../../surfaces/home/publish.js";
import { scheduleOutcomeView } from "../../surfaces/schedule/outcome.js";
import { sectionMessage } from "../../views/message.js";
import { noticeModalView } from "../../views/notice.js";
import {
  SCHEDULE_INPUT,
  SCHEDULE_TITLE,
  scheduleMetadata,
  scheduleProgressView,
} from "../../views/schedule-form.js";
import { readScheduleForm } from "../../views/schedule-form-values.js";

function byBlock(errors: FieldErrors): Record<string, string> {
  const entries = Object.entries(errors).map(([field, m]) => [
    SCHEDULE_INPUT[field as keyof FieldErrors],
    m ?? "",
  ]);
  return fieldErrors(Object.fromEntries(entries));
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
    try {
      const form = readScheduleForm(stateOf(args));
      const meta = scheduleMetadata.decode(args.view.private_metadata) ?? {
        tz: await schoolTimeZone(deps.store, caller.teamId),
        profile: false,
      };
      const planned = await planSchedule(deps, caller, { form, timeZone: meta.tz });
      if (!planned.ok) {
        running.delete(viewId);
        const message = planned.refused
          ? sectionMessage(planned.refused, { blockId: "schedule_refused" })
          : null;
        await args.ack(
          message
            ? { response_action: "update", view: noticeModalView({ title: SCHEDULE_TITLE, message }) }
            : { response_action: "errors", errors: byBlock(planned.errors) },
        );
        return;
      }
      const { plan } = planned;
      await args.ack({ response_action: "update", view: scheduleProgressView(plan.occurrences.length) });
      running.set(viewId, plan.occurrences.length);
      const at = { client: args.client, teamId: caller.teamId, userId: caller.userId, viewId };
      await finishAfterAck(
        deps,
        { ...at, title: SCHEDULE_TITLE, failure: "scheduling failed" },
        async () => {
          const outcome = await createScheduledClasses(deps, caller, { plan, submissionKey: viewId });
          // From here a new submit of this form (after a failure) must run: what was made is stored.
          running.delete(viewId);
          return { view: await scheduleOutcomeView(deps, caller, form, meta, outcome) };
        },
        () => refreshHomes(deps, args.client, caller.teamId, [caller.userId, plan.teacher.slackUserId]),
      );
    } finally {
      running.delete(viewId);
    }
  };
}
