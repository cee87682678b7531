/**
 * Recording & live as a durable job: the settings the person picked are sent for the class (or the
 * rest of its series); a lost answer is asked again with the same absolute settings on a later
 * attempt, so the report says what the service holds. The report is DMed (the modal was closed).
 */
import { type ApplyTo, anyUnconfirmed } from "../../../classes/apply-to.js";
import { setClassVideo, type VideoSettings } from "../../../classes/class-video.js";
import { recordingNotices } from "../../../classes/notices/change-notices.js";
import { RetryJob } from "../../../delivery/index.js";
import type { SlackJobRow } from "../../lib/jobs/slack-job.js";
import { tFor } from "../../lib/locale/locale.js";
import { timeZoneOf } from "../../lib/locale/zones.js";
import { videoReport } from "./report.js";

export const VIDEO_JOB = "video";

export interface VideoJobRequest extends VideoSettings {
  readonly classId: number;
  readonly applyTo: ApplyTo;
}

export const videoJob: SlackJobRow<VideoJobRequest> = {
  kind: VIDEO_JOB,
  async run(deps, actor, request, { job, client, lastAttempt }) {
    // setClassVideo checks the class with the "video" capability for the actor as known now.
    const result = await setClassVideo(deps, actor, request, {
      notices: recordingNotices(deps, {
        teamId: actor.teamId,
        addedBy: actor.userId,
        // Stable across attempts: the live link DMs of this job are sent once.
        requestId: `job${job.id}`,
      }),
    });
    if (result.ok && anyUnconfirmed(result.classes) && !lastAttempt) {
      throw new RetryJob("the class service did not confirm the recording settings");
    }
    // The report is DMed to whoever asked, in their words.
    const t = await tFor(deps, actor.teamId, actor.userId);
    const zone = await timeZoneOf(deps, client, actor);
    return { dm: videoReport(result, t, zone), after: () => deps.homes.publish(deps, client, actor) };
  },
};
