/** The teacher's and the assistant's reminder before class, when it is due (classes/notices/staff-reminders.ts). */
import {
  STAFF_REMINDER_JOB,
  type StaffReminderRequest,
  staffReminderFacts,
} from "../../../classes/notices/staff-reminders.js";
import { dmDedupeKey, enqueueDm } from "../../../delivery/index.js";
import type { SlackJobRow } from "../../lib/jobs/slack-job.js";
import { tFor } from "../../lib/locale/locale.js";
import { staffReminder } from "./staff-view.js";

export const staffReminderJob: SlackJobRow<StaffReminderRequest> = {
  kind: STAFF_REMINDER_JOB,
  async run(deps, actor, request) {
    const facts = await staffReminderFacts(deps.store, actor.teamId, request, deps.clock());
    // Gone, moved, or already started (the app was down when it fell due): nothing is sent.
    if (!facts) return {};
    // Each in their own language, looked up before the transaction (Slack may be asked).
    const messages: [string, ReturnType<typeof staffReminder>][] = [];
    for (const person of facts.staff)
      messages.push([person, staffReminder(facts, await tFor(deps, actor.teamId, person))]);
    return {
      commit: async (tx) => {
        for (const [person, message] of messages) {
          await enqueueDm(tx, {
            teamId: actor.teamId,
            channel: person,
            text: message.text,
            blocks: message.blocks,
            dedupeKey: dmDedupeKey("reminder", `staff-${request.classId}-${request.beginTime}`, person),
          });
        }
      },
    };
  },
};
