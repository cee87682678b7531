/**
 * The timed jobs of an unrecorded class (classes/notices/unrecorded.ts): 25 minutes before, the teacher
 * is warned with a "Turn recording on" button while it can still be done; at 20 minutes, when the class
 * service freezes the settings, the students still waiting get one plain DM that there will be no link
 * (and their "link will follow" DM is edited to say so). Each checks the class as it is then: recorded
 * since, moved, deleted or nobody waiting -> nothing to say.
 */

import { localeOf } from "../../../classes/language.js";
import { liveLinkDedupeKey } from "../../../classes/notices/live-links.js";
import {
  NO_LINK_JOB,
  RECORDING_WARNING_JOB,
  recordingCanStillChange,
  recordingDeadline,
  stillUnrecorded,
  studentsWaitingForLink,
  type UnrecordedJobRequest,
} from "../../../classes/notices/unrecorded.js";
import { dmDedupeKey, enqueueDm, enqueueEdit } from "../../../delivery/index.js";
import { translator } from "../../../i18n/index.js";
import type { SlackJobRow } from "../../lib/jobs/slack-job.js";
import { tFor } from "../../lib/locale/locale.js";
import { noLinkNotice, recordingWarning } from "./view.js";

export const recordingWarningJob: SlackJobRow<UnrecordedJobRequest> = {
  kind: RECORDING_WARNING_JOB,
  async run(deps, actor, request) {
    const cls = await stillUnrecorded(deps, actor.teamId, request);
    if (!cls || !recordingCanStillChange(cls.beginTime, deps.clock())) return {};
    const waiting = await studentsWaitingForLink(deps.store, actor.teamId, cls.classId);
    if (waiting.length === 0) return {};
    // The teacher's own language.
    const t = await tFor(deps, actor.teamId, actor.userId);
    return {
      dm: recordingWarning(cls, waiting.length, recordingDeadline(cls.beginTime), t),
    };
  },
};

export const noLinkJob: SlackJobRow<UnrecordedJobRequest> = {
  kind: NO_LINK_JOB,
  async run(deps, actor, request) {
    const cls = await stillUnrecorded(deps, actor.teamId, request);
    if (!cls) return {};
    const waiting = await studentsWaitingForLink(deps.store, actor.teamId, cls.classId);
    if (waiting.length === 0) return {};
    // Each student's in their own language, looked up before the transaction.
    const notices = await Promise.all(
      waiting.map(async (s) => ({
        s,
        notice: noLinkNotice(cls, translator(await localeOf(deps, actor.teamId, s.slackUserId))),
      })),
    );
    return {
      commit: async (tx) => {
        for (const { s, notice } of notices) {
          // Their "link will follow" DM (a single class's) no longer promises a link...
          await enqueueEdit(tx, {
            teamId: actor.teamId,
            channel: s.slackUserId,
            targetKey: liveLinkDedupeKey("live-link-later", cls.classId, s.uid, s.addedAt),
            text: notice.text,
            blocks: notice.blocks,
            dedupeKey: `edit:no-link:${cls.classId}:${s.uid}:${s.addedAt}`,
          });
          // ...and one short DM tells them, once.
          await enqueueDm(tx, {
            teamId: actor.teamId,
            channel: s.slackUserId,
            text: notice.text,
            blocks: notice.blocks,
            dedupeKey: dmDedupeKey("notice", `no-link-${cls.classId}`, s.uid),
          });
        }
      },
    };
  },
};
