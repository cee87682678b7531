import type { StoreContext } from "../context.js";
import { bool, int, text } from "../validate.js";

/** A person's morning agenda choice (issue 20). */
export interface AgendaPref {
  readonly slackUserId: string;
  readonly enabled: boolean;
  /** Minutes after local midnight in the person's own zone. */
  readonly minuteOfDay: number;
}

/** Each person's morning agenda choice; a person without a row has the default (the use case's). */
export interface AgendaPrefsRepo {
  get(teamId: string, slackUserId: string): Promise<AgendaPref | undefined>;
  list(teamId: string): Promise<AgendaPref[]>;
  set(teamId: string, pref: AgendaPref): Promise<void>;
}

export function agendaPrefsRepo(ctx: StoreContext): AgendaPrefsRepo {
  const { db } = ctx;
  const of = (r: { slack_user_id: string; enabled: number; minute_of_day: number }): AgendaPref => ({
    slackUserId: r.slack_user_id,
    enabled: Number(r.enabled) === 1,
    minuteOfDay: Number(r.minute_of_day),
  });
  return {
    async get(teamId, slackUserId) {
      const row = await db
        .selectFrom("agenda_prefs")
        .selectAll()
        .where("team_id", "=", text("agendaPrefs.get", "teamId", teamId, 50))
        .where("slack_user_id", "=", text("agendaPrefs.get", "slackUserId", slackUserId, 50))
        .executeTakeFirst();
      return row && of(row);
    },
    async list(teamId) {
      const rows = await db
        .selectFrom("agenda_prefs")
        .selectAll()
        .where("team_id", "=", text("agendaPrefs.list", "teamId", teamId, 50))
        .execute();
      return rows.map(of);
    },
    async set(teamId, pref) {
      const op = "agendaPrefs.set";
      const values = {
        team_id: text(op, "teamId", teamId, 50),
        slack_user_id: text(op, "slackUserId", pref.slackUserId, 50),
        enabled: bool(op, "enabled", pref.enabled) ? 1 : 0,
        minute_of_day: int(op, "minuteOfDay", pref.minuteOfDay, 0, 24 * 60 - 1),
        updated_at: ctx.clock(),
      };
      await db
        .insertInto("agenda_prefs")
        .values(values)
        .onConflict((oc) =>
          oc.columns(["team_id", "slack_user_id"]).doUpdateSet({
            enabled: values.enabled,
            minute_of_day: values.minute_of_day,
            updated_at: values.updated_at,
          }),
        )
        .execute();
    },
  };
}
