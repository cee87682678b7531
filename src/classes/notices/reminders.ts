/**
 * Who is reminded before a class, when, and with what: every enrolled student in the directory (or the
 * ones just added), at the school's reminder time, with their own link. The reminders adapter in
 * `src/delivery/reminders.ts` schedules what this plans; main.ts passes the plan in.
 */
import type { PlanReminders } from "../../delivery/index.js";
import { schoolSettings } from "../school-settings.js";
import { studentLinksFor } from "../student-links.js";
import { type NoticeDeps, recipientLocales } from "./recipient.js";

export function reminderPlanner(notices: NoticeDeps): PlanReminders {
  return async (store, cls, uids) => {
    const { teamId, classId } = cls;
    const workspace = await store.workspaces.get(teamId);
    const postAt = cls.beginTime - schoolSettings(workspace).reminderMinutes * 60;
    const minutesBefore = Math.round((cls.beginTime - postAt) / 60);
    const enrolled = (await store.enrolments.listForClass(teamId, classId)).map((e) => e.studentUid);
    const wanted = uids === undefined ? enrolled : enrolled.filter((u) => uids.includes(u));
    const { students } = await studentLinksFor(store, { teamId, classIds: [classId], studentUids: wanted });
    // Each student's reminder in their own language.
    const locales = await recipientLocales(
      store,
      notices,
      teamId,
      students.map((s) => s.slackUserId),
    );
    return {
      postAt,
      recipients: students.map(({ slackUserId, classes: [link] }) => ({
        slackUserId,
        ...(link && {
          message: notices.noticeRenderer.reminder(link, minutesBefore, locales(slackUserId)),
        }),
      })),
    };
  };
}
