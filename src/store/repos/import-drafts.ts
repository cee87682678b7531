/**
 * A people list pasted over several submissions of the import form: the parts wait here, sealed (they
 * hold names, accounts and e-mail addresses), until the admin imports them all at once. Keyed by
 * school, admin and draft, so no one else's parts are ever mixed in. Parts older than a day are swept.
 */
import type { StoreContext } from "../context.js";
import { anyText, int, text } from "../validate.js";

export interface ImportDraftsRepo {
  /** Keeps one more part; returns how many parts the draft has now. */
  addPart(teamId: string, slackUserId: string, draftId: string, partText: string): Promise<number>;
  /** The parts in the order pasted; [] for an unknown (or swept) draft. */
  parts(teamId: string, slackUserId: string, draftId: string): Promise<string[]>;
  /** Forgets the draft (after its import). */
  discard(teamId: string, slackUserId: string, draftId: string): Promise<void>;
}

/** A draft left unfinished this long is gone: the admin pastes it again. */
export const IMPORT_DRAFT_MAX_AGE_SECONDS = 24 * 60 * 60;
/** A part is a paste or an uploaded file (2 MB at most). */
const PART_MAX_CHARS = 2_200_000;
const MAX_PARTS = 100;

const sealContext = (teamId: string, slackUserId: string, draftId: string, part: number) =>
  `import-draft:${teamId}:${slackUserId}:${draftId}:${part}`;

export function importDraftsRepo(ctx: StoreContext): ImportDraftsRepo {
  const { db } = ctx;
  const key = (op: string, teamId: string, slackUserId: string, draftId: string) => ({
    team_id: text(op, "teamId", teamId, 50),
    slack_user_id: text(op, "slackUserId", slackUserId, 50),
    draft_id: text(op, "draftId", draftId, 64),
  });
  return {
    async addPart(teamId, slackUserId, draftId, partText) {
      const op = "importDrafts.addPart";
      const k = key(op, teamId, slackUserId, draftId);
      const plain = anyText(op, "partText", partText, PART_MAX_CHARS);
      const now = ctx.clock();
      await db
        .deleteFrom("import_drafts")
        .where("team_id", "=", k.team_id)
        .where("created_at", "<", now - IMPORT_DRAFT_MAX_AGE_SECONDS)
        .execute();
      const last = await db
        .selectFrom("import_drafts")
        .select((eb) => eb.fn.max("part").as("last"))
        .where("team_id", "=", k.team_id)
        .where("slack_user_id", "=", k.slack_user_id)
        .where("draft_id", "=", k.draft_id)
        .executeTakeFirst();
      const part = int(op, "part", Number(last?.last ?? 0) + 1, 1, MAX_PARTS);
      await db
        .insertInto("import_drafts")
        .values({
          ...k,
          part,
          text_enc: ctx.secrets.seal(plain, sealContext(teamId, slackUserId, draftId, part)),
          created_at: now,
        })
        .execute();
      return part;
    },
    async parts(teamId, slackUserId, draftId) {
      const k = key("importDrafts.parts", teamId, slackUserId, draftId);
      const rows = await db
        .selectFrom("import_drafts")
        .select(["part", "text_enc"])
        .where("team_id", "=", k.team_id)
        .where("slack_user_id", "=", k.slack_user_id)
        .where("draft_id", "=", k.draft_id)
        .where("created_at", ">=", ctx.clock() - IMPORT_DRAFT_MAX_AGE_SECONDS)
        .orderBy("part")
        .execute();
      return rows.map((r) =>
        ctx.secrets.open(r.text_enc, sealContext(teamId, slackUserId, draftId, Number(r.part))),
      );
    },
    async discard(teamId, slackUserId, draftId) {
      const k = key("importDrafts.discard", teamId, slackUserId, draftId);
      await db
        .deleteFrom("import_drafts")
        .where("team_id", "=", k.team_id)
        .where("slack_user_id", "=", k.slack_user_id)
        .where("draft_id", "=", k.draft_id)
        .execute();
    },
  };
}
