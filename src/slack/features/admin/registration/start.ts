/**
 * The one way to start registering people (docs/admin-experience.md, "Accounts made by the app"): the
 * Add person form, "Add a channel's members" and the people import call it after checking their own
 * fields. It commits a durable job (docs/jobs.md); the caller answers Slack, then wakes the runner
 * (`deps.jobs?.wake()`), so the report cannot reach the modal before the submission's own answer.
 */
import type { Actor } from "../../../../classes/actor.js";
import type { RegistrationPerson } from "../../../../classes/admin/registration.js";
import type { SlackDeps } from "../../../lib/context.js";
import { startJob } from "../../../lib/jobs/slack-job.js";
import { REGISTRATION_JOB, type RegistrationJobRequest } from "./request.js";

export interface StartRegistrationOptions {
  /** The admin ticked that the people agreed (`consentTicked`); without it nobody is registered. */
  readonly consent: boolean;
  /** The modal to show the report in (the submission's view, answered with a working view). */
  readonly viewId?: string | undefined;
  /** A channel whose members are added too, read when the job runs. */
  readonly channel?: RegistrationJobRequest["channel"];
  /** Which form asked: the report of the Add person form names its one person. Default "list". */
  readonly from?: RegistrationJobRequest["from"];
  /** The modal's title while it waits, for the job's given-up notice. */
  readonly title: string;
}

export async function startRegistration(
  deps: SlackDeps,
  actor: Pick<Actor, "teamId" | "userId">,
  people: readonly RegistrationPerson[],
  options: StartRegistrationOptions,
): Promise<{ readonly created: boolean }> {
  const request: RegistrationJobRequest = {
    consent: options.consent,
    people: people.map((p) => ({
      slackUserId: p.slackUserId,
      name: p.name,
      role: p.role,
      ...(p.email ? { email: p.email } : {}),
      ...(p.phone ? { phone: p.phone } : {}),
    })),
    ...(options.channel ? { channel: options.channel } : {}),
    from: options.from ?? "list",
  };
  const { created } = await startJob(deps, {
    kind: REGISTRATION_JOB,
    actor,
    // A submission sent twice (Slack's retry) is one job; the same list from another view is another.
    sameAs: [options.viewId ?? null],
    title: options.title,
    viewId: options.viewId,
    request,
  });
  return { created };
}
