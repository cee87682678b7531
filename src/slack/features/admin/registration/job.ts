/**
 * Registration as a durable job: the channel's members read (when one was picked), each person's
 * Slack e-mail or phone read, then `registerPeople`, which stores each UID as the service answers it.
 * A person the service answered "too soon" (101003002) or whose answer was lost is asked again in a
 * later attempt at least 5 seconds on; a resumed attempt skips everyone already stored. One report,
 * in the modal if it is still open and by DM with the job's completion.
 */
import {
  DUPLICATE_WINDOW_SECONDS,
  type RegistrationPerson,
  registerPeople,
} from "../../../../classes/admin/registration.js";
import { RetryJob } from "../../../../delivery/index.js";
import { translator } from "../../../../i18n/index.js";
import { sectionMessage } from "../../../lib/blocks/message.js";
import type { JobShown, SlackJobRow } from "../../../lib/jobs/slack-job.js";
import { tFor } from "../../../lib/locale/locale.js";
import { registrationNoticeView, registrationReportDm, registrationReportView } from "./report.js";
import { REGISTRATION_JOB, type RegistrationJobRequest } from "./request.js";
import { readChannel, type SkippedMember, withProfileContacts } from "./slack-people.js";

function notice(text: string, t: Parameters<typeof registrationNoticeView>[1]): JobShown {
  return { view: registrationNoticeView(text, t), dm: sectionMessage(text) };
}

/** Each person once, the first listing winning (a named person who is also in the channel). */
function once(people: readonly RegistrationPerson[]): RegistrationPerson[] {
  const seen = new Set<string>();
  return people.filter((p) => !seen.has(p.slackUserId) && seen.add(p.slackUserId));
}

export const registrationJob: SlackJobRow<RegistrationJobRequest> = {
  kind: REGISTRATION_JOB,
  async run(deps, actor, request, { job, client, attempt, lastAttempt }) {
    const t = await tFor(deps, actor.teamId, actor.userId).catch(() => translator("en"));
    // The payload is not trusted for authorisation: the admin is read from the directory again.
    if (actor.role !== "admin") return notice(t("registration.report.role"), t);
    let people = [...request.people];
    let skipped: SkippedMember[] = [];
    if (request.channel) {
      const read = await readChannel(client, request.channel.id, actor.teamId, request.channel.role);
      if (!read.ok) {
        const reason = t(
          read.reason === "not-found"
            ? "registration.channel.unreadReasons.notFound"
            : read.reason === "not-in"
              ? "registration.channel.unreadReasons.notIn"
              : read.reason === "no-permission"
                ? "registration.channel.unreadReasons.noPermission"
                : "registration.channel.unreadReasons.other",
        );
        return notice(t("registration.channel.unread", { channel: `<#${request.channel.id}>`, reason }), t);
      }
      people.push(...read.people);
      skipped = read.skipped;
    }
    people = once(people);
    if (request.consent) people = await withProfileContacts(client, people);
    const run = await registerPeople(deps, actor, people, {
      job: `job${job.id}`,
      consent: request.consent,
      resumed: attempt > 1,
      lastAttempt,
    });
    if (!run.ok) return notice(t("registration.report.role"), t);
    if (run.again.length > 0) {
      // The service's duplicate rule: the same person again only after its window.
      throw new RetryJob(`${run.again.length} people to register again`, DUPLICATE_WINDOW_SECONDS);
    }
    const report = { results: run.results, skipped, single: request.from === "person" };
    const stored = run.results
      .filter(
        (r) => r.outcome.kind === "made" || r.outcome.kind === "existing" || r.outcome.kind === "partial",
      )
      .map((r) => r.slackUserId);
    return {
      view: registrationReportView(report, t),
      dm: registrationReportDm(report, t),
      // Their role decides what their Home shows.
      after: async () => deps.homes.refresh(deps, client, actor.teamId, stored),
    };
  },
};
