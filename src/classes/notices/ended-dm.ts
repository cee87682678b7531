/**
 * Once a class has ended, each student's live link DM about that one class is edited (chat.update
 * through the outbox) to say it ended, with no Join button, and the replay's button when replay is on.
 * A series DM is the series' business (series-dm.ts: the date ticked, the next class's button). Run by
 * the after-class job, once per class: the edit's key names the class as scheduled, so a retry or a
 * second instance edits nothing twice. A DM of an enrolment since removed keeps what the removal said.
 */
import type { ClassRecord, StoreTransaction } from "../../store/index.js";
import { studentLinksFor } from "../student-links.js";
import { liveLinkDmsAbout, queueDmEdit } from "./dm-edits.js";
import { type NoticeDeps, recipientLocales } from "./recipient.js";

/** Queues, in `tx`, the edits of the ended class's single-class DMs. Returns how many. */
export async function endLiveLinkDms(
  tx: StoreTransaction,
  notices: NoticeDeps,
  input: { readonly cls: ClassRecord; readonly studentUids: readonly string[] },
): Promise<number> {
  const { cls } = input;
  const { teamId, classId } = cls;
  const { students } = await studentLinksFor(tx, {
    teamId,
    classIds: [classId],
    studentUids: input.studentUids,
  });
  const enrolledAt = new Map(
    (await tx.enrolments.listForClass(teamId, classId)).map((e) => [e.studentUid, e.addedAt] as const),
  );
  const locales = await recipientLocales(
    tx,
    notices,
    teamId,
    students.map((s) => s.slackUserId),
  );
  const replay = cls.record && cls.replay;
  let edited = 0;
  for (const student of students) {
    const [link] = student.classes;
    if (!link) continue;
    const ofThisEnrolment = `:${classId}:${student.uid}:${enrolledAt.get(student.uid) ?? "-"}`;
    const dms = (await liveLinkDmsAbout(tx, teamId, student.uid, [cls])).filter((dm) =>
      dm.dedupeKey.endsWith(ofThisEnrolment),
    );
    for (const dm of dms) {
      const message = notices.noticeRenderer.endedDm({ cls: link, replay }, locales(student.slackUserId));
      const created = await queueDmEdit(tx, {
        teamId,
        slackUserId: student.slackUserId,
        dm,
        message,
        cause: `class-ended:${classId}.${cls.endTime}`,
      });
      if (created) edited += 1;
    }
  }
  return edited;
}
