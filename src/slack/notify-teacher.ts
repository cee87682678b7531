/**
 * Sends a teacher a direct message from the app (the scheduling result) through the outbox, so a crash
 * or a Slack outage loses it not, and a retried submission sends it once: the dedupe key is per class
 * (or series) and teacher.
 */
import { dmDedupeKey, enqueueDm } from "../delivery/payload.js";
import type { StoreTransaction } from "../store/index.js";
import type { MessageContent } from "./views/message.js";

export interface NotifyTeacherDeps {
  readonly store: Pick<StoreTransaction, "outbox">;
  /** The outbox worker, woken so the message goes out now; absent when delivery is off. */
  readonly delivery?: { wake(): void } | undefined;
}

export interface TeacherNotice {
  readonly teamId: string;
  readonly teacherSlackUserId: string;
  /** The class id, or the series id of a weekly schedule. */
  readonly subject: string | number;
  readonly message: MessageContent;
}

/** Queues the DM and wakes the worker; false when this class's result was already queued. */
export async function notifyTeacher(deps: NotifyTeacherDeps, notice: TeacherNotice): Promise<boolean> {
  const { created } = await enqueueDm(deps.store, {
    teamId: notice.teamId,
    // A user id as the channel posts into the app's DM with that user.
    channel: notice.teacherSlackUserId,
    text: notice.message.text,
    blocks: notice.message.blocks,
    dedupeKey: dmDedupeKey("result", notice.subject, notice.teacherSlackUserId),
  });
  if (created) deps.delivery?.wake();
  return created;
}
