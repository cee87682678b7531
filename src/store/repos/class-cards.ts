import type { Selectable } from "kysely";
import { isLocale, type Locale } from "../../i18n/locale.js";
import type { StoreContext } from "../context.js";
import type { ClassCardsTable } from "../schema.js";
import { id, int, optionalText, text } from "../validate.js";

/** A class card posted in a channel (`/class share`). */
export interface ClassCard {
  readonly cardId: number;
  readonly teamId: string;
  /** The class the card shows (a move points it at the new class). */
  readonly classId: number;
  /** Set: the card stands for the whole weekly series. */
  readonly seriesId: string | null;
  readonly channelId: string;
  /** The outbox dedupe key of the card's post: edits name it. */
  readonly postKey: string;
  /** Where Slack put it; null until the post went out. */
  readonly messageTs: string | null;
  readonly sharedBy: string;
  /** The language the card is written in: its sharer's when shared. */
  readonly locale: Locale;
  readonly createdAt: number;
}

export interface NewClassCard {
  readonly classId: number;
  readonly seriesId: string | null;
  readonly channelId: string;
  readonly sharedBy: string;
  /** Default English. */
  readonly locale?: Locale;
}

export interface ClassCardsRepo {
  /** Records a card about to be posted; its post key is `card:<id>`. */
  create(teamId: string, card: NewClassCard): Promise<ClassCard>;
  get(teamId: string, cardId: number): Promise<ClassCard | undefined>;
  findByPostKey(teamId: string, postKey: string): Promise<ClassCard | undefined>;
  /** The cards showing any of these classes, or standing for any of these series. */
  listAbout(
    teamId: string,
    about: { classIds: readonly number[]; seriesIds: readonly string[] },
  ): Promise<ClassCard[]>;
  /** Where Slack put the card's post. */
  setPosted(teamId: string, postKey: string, ts: string): Promise<void>;
  /** A single class moved: its cards show the new class from now on. */
  moveClass(teamId: string, fromClassId: number, toClassId: number): Promise<number>;
}

const SLACK_ID = 50;

export function classCardsRepo(ctx: StoreContext): ClassCardsRepo {
  const { db } = ctx;
  const of = (r: Selectable<ClassCardsTable>): ClassCard => ({
    cardId: Number(r.id),
    teamId: r.team_id,
    classId: Number(r.class_id),
    seriesId: r.series_id,
    channelId: r.channel_id,
    postKey: r.post_key,
    messageTs: r.message_ts,
    sharedBy: r.shared_by,
    locale: isLocale(r.locale) ? r.locale : "en",
    createdAt: Number(r.created_at),
  });
  return {
    async create(teamId, card) {
      const op = "classCards.create";
      const now = ctx.clock();
      const row = await db
        .insertInto("class_cards")
        .values({
          team_id: text(op, "teamId", teamId, SLACK_ID),
          class_id: id(op, "classId", card.classId),
          series_id: optionalText(op, "seriesId", card.seriesId, 100),
          channel_id: text(op, "channelId", card.channelId, SLACK_ID),
          // Replaced by `card:<id>` at once: the id is known only after the insert.
          post_key: "",
          shared_by: text(op, "sharedBy", card.sharedBy, SLACK_ID),
          locale: isLocale(card.locale) ? card.locale : "en",
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const postKey = `card:${Number(row.id)}`;
      await db
        .updateTable("class_cards")
        .set({ post_key: postKey })
        .where("team_id", "=", row.team_id)
        .where("id", "=", row.id)
        .execute();
      return of({ ...row, post_key: postKey });
    },
    async get(teamId, cardId) {
      if (!Number.isSafeInteger(cardId) || cardId < 1) return undefined;
      const row = await db
        .selectFrom("class_cards")
        .selectAll()
        .where("team_id", "=", text("classCards.get", "teamId", teamId, SLACK_ID))
        .where("id", "=", cardId)
        .executeTakeFirst();
      return row && of(row);
    },
    async findByPostKey(teamId, postKey) {
      const row = await db
        .selectFrom("class_cards")
        .selectAll()
        .where("team_id", "=", text("classCards.findByPostKey", "teamId", teamId, SLACK_ID))
        .where("post_key", "=", text("classCards.findByPostKey", "postKey", postKey, 200))
        .executeTakeFirst();
      return row && of(row);
    },
    async listAbout(teamId, about) {
      if (about.classIds.length === 0 && about.seriesIds.length === 0) return [];
      const rows = await db
        .selectFrom("class_cards")
        .selectAll()
        .where("team_id", "=", text("classCards.listAbout", "teamId", teamId, SLACK_ID))
        .where((eb) =>
          eb.or([
            ...(about.classIds.length > 0 ? [eb("class_id", "in", [...about.classIds])] : []),
            ...(about.seriesIds.length > 0 ? [eb("series_id", "in", [...about.seriesIds])] : []),
          ]),
        )
        .orderBy("id")
        .execute();
      return rows.map(of);
    },
    async setPosted(teamId, postKey, ts) {
      await db
        .updateTable("class_cards")
        .set({ message_ts: text("classCards.setPosted", "ts", ts, 40), updated_at: ctx.clock() })
        .where("team_id", "=", text("classCards.setPosted", "teamId", teamId, SLACK_ID))
        .where("post_key", "=", postKey)
        .execute();
    },
    async moveClass(teamId, fromClassId, toClassId) {
      const op = "classCards.moveClass";
      const result = await db
        .updateTable("class_cards")
        .set({ class_id: id(op, "toClassId", toClassId), updated_at: ctx.clock() })
        .where("team_id", "=", text(op, "teamId", teamId, SLACK_ID))
        .where("class_id", "=", int(op, "fromClassId", fromClassId, 1))
        // A series card shows the series, whichever of its classes moves.
        .where("series_id", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
