import type { StoreContext } from "../context.js";
import { NotFoundError, translate, unknownClass } from "../errors.js";
import type { RemindersTable } from "../schema.js";
import { id, int, text } from "../validate.js";

/** A reminder Slack holds for later (chat.scheduleMessage); kept so it can be cancelled or replaced. */
export interface Reminder {
  teamId: string;
  classId: number;
  slackUserId: string;
  channelId: string;
  scheduledMessageId: string;
  postAt: number;
  createdAt: number;
}

export interface ReminderInput {
  classId: number;
  slackUserId: string;
  channelId: string;
  scheduledMessageId: string;
  postAt: number;
}

export interface RemindersRepo {
  /** Records the reminder of one user for one class, returning the one it replaces (to cancel in Slack). */
  set(
    teamId: string,
    reminder: ReminderInput,
  ): Promise<{ reminder: Reminder; replaced: Reminder | undefined }>;
  get(teamId: string, classId: number, slackUserId: string): Promise<Reminder | undefined>;
  listForClass(teamId: string, classId: number): Promise<Reminder[]>;
  /** Forgets a reminder (after cancelling it in Slack); returns what was removed. */
  remove(teamId: string, classId: number, slackUserId: string): Promise<Reminder | undefined>;
  /** Every reminder of the workspace, for the sweep that finds those of deleted or past classes. */
  listForTeam(teamId: string): Promise<Reminder[]>;
}

function toReminder(r: RemindersTable): Reminder {
  return {
    teamId: r.team_id,
    classId: Number(r.class_id),
    slackUserId: r.slack_user_id,
    channelId: r.channel_id,
    scheduledMessageId: r.scheduled_message_id,
    postAt: Number(r.post_at),
    createdAt: Number(r.created_at),
  };
}

export function remindersRepo(ctx: StoreContext): RemindersRepo {
  const { db } = ctx;
  const one = (teamId: string, classId: number, slackUserId: string) =>
    db
      .selectFrom("reminders")
      .selectAll()
      .where("team_id", "=", teamId)
      .where("class_id", "=", classId)
      .where("slack_user_id", "=", slackUserId)
      .executeTakeFirst();

  return {
    async set(teamId, input) {
      const op = "reminders.set";
      text(op, "teamId", teamId, 50);
      const classId = id(op, "classId", input?.classId);
      const slackUserId = text(op, "slackUserId", input.slackUserId, 50);
      const values = {
        channel_id: text(op, "channelId", input.channelId, 50),
        scheduled_message_id: text(op, "scheduledMessageId", input.scheduledMessageId, 100),
        post_at: int(op, "postAt", input.postAt),
        created_at: ctx.clock(),
      };
      const before = await one(teamId, classId, slackUserId);
      try {
        await db
          .insertInto("reminders")
          .values({ team_id: teamId, class_id: classId, slack_user_id: slackUserId, ...values })
          .onConflict((oc) => oc.columns(["team_id", "class_id", "slack_user_id"]).doUpdateSet(values))
          .execute();
      } catch (err) {
        throw translate(err, {
          "foreign-key": () => unknownClass(classId),
        });
      }
      const after = await one(teamId, classId, slackUserId);
      if (!after)
        throw new NotFoundError(`reminder for class ${classId} vanished`, "reminder", String(classId));
      return { reminder: toReminder(after), replaced: before && toReminder(before) };
    },

    async get(teamId, classId, slackUserId) {
      const op = "reminders.get";
      const r = await one(
        text(op, "teamId", teamId, 50),
        id(op, "classId", classId),
        text(op, "slackUserId", slackUserId, 50),
      );
      return r && toReminder(r);
    },

    async listForClass(teamId, classId) {
      const op = "reminders.listForClass";
      const rows = await db
        .selectFrom("reminders")
        .selectAll()
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .where("class_id", "=", id(op, "classId", classId))
        .orderBy("slack_user_id")
        .execute();
      return rows.map(toReminder);
    },

    async remove(teamId, classId, slackUserId) {
      const found = await this.get(teamId, classId, slackUserId);
      if (!found) return undefined;
      await db
        .deleteFrom("reminders")
        .where("team_id", "=", teamId)
        .where("class_id", "=", classId)
        .where("slack_user_id", "=", slackUserId)
        .where("scheduled_message_id", "=", found.scheduledMessageId)
        .execute();
      return found;
    },

    async listForTeam(teamId) {
      const op = "reminders.listForTeam";
      const rows = await db
        .selectFrom("reminders")
        .selectAll()
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .orderBy("class_id")
        .orderBy("slack_user_id")
        .execute();
      return rows.map(toReminder);
    },
  };
}
