/**
 * The schedule form was submitted. Every rule is checked (role and course included, read again
 * from the store) and reported on its field; then the work is committed as a durable job and Slack
 * gets its answer at once ("Scheduling N classes…"); the job creates the classes however slow the
 * service is, across a restart if need be, and the modal then shows the outcome (jobs/schedule.ts).
 * The same classes asked again by the same person, from this modal or a new one, are not made twice.
 * A teacher or assistant already busy at one of the times is warned about first (clash-form.ts):
 * the form comes back with the warning, and scheduling needs "Schedule anyway" ticked.
 */
import { type FieldErrors, planSchedule } from "../../../classes/schedule/plan.js";
import { schoolTimeZone } from "../../../classes/school-settings.js";
import { type JobPayload, jobKey } from "../../../delivery/index.js";
import type { T } from "../../../i18n/index.js";
import { fieldErrors, type SubmissionArgs, stateOf } from "../../lib/args.js";
import { sectionMessage } from "../../lib/blocks/message.js";
import { noticeModalView } from "../../lib/blocks/notice.js";
import { callerOf, type SlackDeps } from "../../lib/context.js";
import { requestKey, startJob } from "../../lib/jobs/slack-job.js";
import { tFor } from "../../lib/locale/locale.js";
import { planClashes, scheduleAnyway, scheduleClashView } from "./clash-form.js";
import { SCHEDULE_INPUT, scheduleMetadata, scheduleProgressView } from "./form.js";
import { readScheduleForm } from "./form-values.js";
import { SCHEDULE_JOB, type ScheduleJobRequest, scheduleIdentityParts } from "./job.js";
import { scheduleFieldProblems } from "./problems.js";

/** Each field's problem in the reader's words, keyed by its input block. */
function byBlock(errors: FieldErrors, t: T): Record<string, string> {
  const entries = Object.entries(scheduleFieldProblems(errors, t)).map(([field, m]) => [
    SCHEDULE_INPUT[field as keyof FieldErrors],
    m ?? "",
  ]);
  return fieldErrors(Object.fromEntries(entries));
}

export function scheduleSubmitted(deps: SlackDeps) {
  return async (args: SubmissionArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const viewId = args.view.id;
    const form = readScheduleForm(stateOf(args));
    const meta = scheduleMetadata.decode(args.view.private_metadata) ?? {
      tz: await schoolTimeZone(deps.store, caller.teamId),
      profile: false,
    };
    const [planned, t] = await Promise.all([
      planSchedule(deps, caller, { form, timeZone: meta.tz }),
      tFor(deps, caller.teamId, caller.userId),
    ]);
    const title = t("schedule.title");
    if (!planned.ok) {
      const message = planned.refused
        ? sectionMessage(t("schedule.problems.refused"), { blockId: "schedule_refused" })
        : null;
      await args.ack(
        message
          ? { response_action: "update", view: noticeModalView({ title, message }) }
          : { response_action: "errors", errors: byBlock(planned.errors, t) },
      );
      return;
    }
    const { plan } = planned;
    const identityKey = requestKey(caller.teamId, caller.userId, ...scheduleIdentityParts(plan));
    const earlier = await deps.store.outbox.findByDedupeKey<JobPayload<ScheduleJobRequest>>(
      caller.teamId,
      jobKey(SCHEDULE_JOB, identityKey),
    );
    const unfinished = earlier?.state === "pending" || earlier?.state === "claimed";
    if (unfinished && earlier?.payload.viewId !== viewId) {
      const message = sectionMessage(t("schedule.form.alreadyRunning"), { blockId: "schedule_running" });
      await args.ack({ response_action: "update", view: noticeModalView({ title, message }) });
      return;
    }
    if (!unfinished) {
      // Worked out again on every submit: a teacher or assistant already busy then is warned about,
      // until "Schedule anyway" is ticked under a warning that named these very clashes.
      const clashes = await planClashes(deps, caller, plan, identityKey);
      if (clashes.length > 0 && !scheduleAnyway(stateOf(args), clashes)) {
        const view = await scheduleClashView(deps, caller, {
          form,
          meta,
          clashes,
          submittedBlocks: args.view.blocks,
          t,
        });
        await args.ack({ response_action: "update", view });
        return;
      }
    }
    if (!unfinished) {
      // A finished job of the same classes: this one finds those made and makes the rest, same identities.
      await startJob(deps, {
        kind: SCHEDULE_JOB,
        actor: caller,
        key: earlier
          ? `${identityKey}:${requestKey(caller.teamId, caller.userId, viewId, args.view.hash)}`
          : identityKey,
        title,
        viewId,
        request: { plan, form, meta, identityKey },
      });
    }
    await args.ack({ response_action: "update", view: scheduleProgressView(plan.occurrences.length, t) });
    deps.jobs?.wake();
  };
}
