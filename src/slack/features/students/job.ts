/**
 * The students modal's work as a durable job: the partner calls of an enrolment, each chunk stored
 * with its students' live link DMs as the service confirms it, then the per-student report by DM.
 * A later attempt (after a crash, or when the service's answer was lost) resumes: what the store
 * shows as done is not asked again, and the report reads as if nothing had happened.
 */
import { classAccess } from "../../../classes/actor.js";
import { changedBy } from "../../../classes/cancelled-by.js";
import { type EnrolmentReport, runEnrolment, withChannelMembers } from "../../../classes/enrol-students.js";
import { enrolmentNotices } from "../../../classes/notices/change-notices.js";
import { editStaffScheduleDmsOf } from "../../../classes/notices/staff-dm-edits.js";
import { tellStaffOfChangeOf } from "../../../classes/notices/teacher-notices.js";
import { RetryJob } from "../../../delivery/index.js";
import { translator } from "../../../i18n/index.js";
import type { StoreTransaction } from "../../../store/index.js";
import { sectionMessage } from "../../lib/blocks/message.js";
import { channelMembers } from "../../lib/channel-members.js";
import { ENROL_JOB, type EnrolJobRequest } from "../../lib/jobs/enrol-request.js";
import type { SlackJobRow } from "../../lib/jobs/slack-job.js";
import { tFor } from "../../lib/locale/locale.js";
import { timeZoneOf } from "../../lib/locale/zones.js";
import { missingScopeOf } from "../../lib/scopes/granted.js";
import { classRefusalText } from "../../lib/words/refusal.js";
import { enrolmentReport } from "./report.js";

export const enrolJob: SlackJobRow<EnrolJobRequest> = {
  kind: ENROL_JOB,
  async run(deps, actor, request, { job, client, attempt, lastAttempt }) {
    // The report is for whoever asked, in their words (English when their language is unknown).
    const t = await tFor(deps, actor.teamId, actor.userId).catch(() => translator("en"));
    const access = await classAccess(deps.store, actor, "students", request.classId);
    if (!access.ok)
      return { dm: sectionMessage(classRefusalText(access.refusal, t, { plain: true }), { plain: true }) };
    let plan = { cls: access.cls, applyTo: request.applyTo, add: request.add, remove: request.remove };
    let channelNote: string | null = null;
    if (request.channel) {
      try {
        plan = await withChannelMembers(deps.store, plan, await channelMembers(client, request.channel));
      } catch (err) {
        const missing = missingScopeOf(err);
        deps.logger.warn(
          {
            err: err instanceof Error ? err.name : "unknown",
            team: actor.teamId,
            ...(missing ? { needed: missing.needed } : {}),
          },
          "students: could not read the picked channel's members",
        );
        // A declined channels:read/groups:read is said as such, with how an admin grants it.
        if (missing) deps.scopes?.learn(actor.teamId, missing.provided);
        channelNote = t(missing ? "classStudents.channelNoPermission" : "classStudents.channelUnread", {
          channel: `<#${request.channel}>`,
        });
      }
    }
    const report = await runEnrolment(deps, actor, plan, {
      notices: enrolmentNotices(deps, {
        teamId: actor.teamId,
        addedBy: actor.userId,
        requestId: `job${job.id}`,
        sendLinks: request.sendLinks,
        byName: actor.person?.displayName,
      }),
      ...(attempt > 1 ? { resume: { since: job.createdAt } } : {}),
    });
    // The service may have taken some of them without saying so: ask again before reporting.
    if (report.unconfirmed > 0 && !lastAttempt) {
      throw new RetryJob(`${report.unconfirmed} students not confirmed by the class service`);
    }
    const zone = await timeZoneOf(deps, client, actor);
    const message = enrolmentReport(report, request.leftOut, t, { zone, sendLinks: request.sendLinks });
    return {
      dm: channelNote
        ? {
            text: `${channelNote} ${message.text}`,
            blocks: [...sectionMessage(channelNote).blocks, ...message.blocks],
          }
        : message,
      after: () => deps.homes.publish(deps, client, actor),
      // The teacher's and assistant's scheduling message says the students the classes have now, and
      // they are told once, by whom and whom, when someone else changed them.
      commit: async (tx: StoreTransaction) => {
        const changed = changedStudents(report);
        if (changed.classIds.length === 0) return;
        const cause = `students:job${job.id}`;
        await editStaffScheduleDmsOf(tx, deps, { teamId: actor.teamId, classIds: changed.classIds, cause });
        await tellStaffOfChangeOf(tx, deps, {
          teamId: actor.teamId,
          classIds: changed.classIds,
          byUserId: actor.userId,
          by: changedBy(actor),
          changeKey: cause,
          notice: { change: "students", added: changed.added, removed: changed.removed },
        });
      },
    };
  },
};

/** The classes whose students changed, and who was added and removed (by name, each once). */
function changedStudents(report: EnrolmentReport): {
  classIds: number[];
  added: string[];
  removed: string[];
} {
  const classIds: number[] = [];
  const added = new Map<string, string>();
  const removed = new Map<string, string>();
  for (const c of report.classes) {
    const done = c.students.filter((s) => s.ok && !s.notSaved);
    if (done.length === 0) continue;
    classIds.push(c.classId);
    for (const s of done) (s.change === "add" ? added : removed).set(s.uid, s.name);
  }
  const byName = (m: Map<string, string>) => [...m.values()].sort((a, b) => a.localeCompare(b));
  return { classIds, added: byName(added), removed: byName(removed) };
}
