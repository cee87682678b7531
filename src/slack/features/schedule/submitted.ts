/**
 * The schedule form was submitted. Every rule is checked (role and course included, read again
 * from the store) and reported on its field; then the work is committed as a durable job and Slack
 * gets its answer at once ("Scheduling N classes…"); the job creates the classes however slow the
 * service is, across a restart if need be, and the modal then shows the outcome (features/schedule/job.ts).
 * The same classes asked again by the same person, from this modal or a new one, are not made twice.
 * A teacher or assistant already busy at one of the times is warned about first (clash-form.ts):
 * the form comes back with the warning, and scheduling needs "Schedule anyway" ticked.
 */
import { planSchedule } from "../../../classes/schedule/plan.js";
import { schoolTimeZone } from "../../../classes/school-settings.js";
import { type SubmissionArgs, stateOf } from "../../lib/args.js";
import { sectionMessage } from "../../lib/blocks/message.js";
import { noticeModalView } from "../../lib/blocks/notice.js";
import { callerOf, type SlackDeps } from "../../lib/context.js";
import { jobStarted, requestKey, startJob } from "../../lib/jobs/slack-job.js";
import { tFor } from "../../lib/locale/locale.js";
import { planClashes, scheduleAnyway, scheduleClashView } from "./clash-form.js";
import { scheduleMetadata, scheduleProgressView } from "./form.js";
import { readScheduleForm } from "./form-values.js";
import { SCHEDULE_JOB, type ScheduleJobRequest, scheduleIdentityParts } from "./job.js";
import { planRefusedAnswer } from "./problems.js";

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
      await args.ack(planRefusedAnswer(planned, t));
      return;
    }
    const { plan } = planned;
    const identityKey = requestKey(caller.teamId, caller.userId, ...scheduleIdentityParts(plan));
    const earlier = await jobStarted<ScheduleJobRequest>(deps, caller.teamId, SCHEDULE_JOB, identityKey);
    const unfinished = earlier?.unfinished === true;
    if (unfinished && earlier?.viewId !== viewId) {
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
