import type { StoreContext } from "../context.js";
import { DuplicateError, NotFoundError, translate, workspaceMissing } from "../errors.js";
import type { LabelsTable } from "../schema.js";
import { id, text } from "../validate.js";

/** A class label of the school: the partner's label id and the name admins gave it. */
export interface Label {
  teamId: string;
  labelId: number;
  name: string;
  createdAt: number;
  updatedAt: number;
}

export interface LabelInput {
  labelId: number;
  name: string;
}

export interface LabelsRepo {
  /** DuplicateError when the label id is kept already. */
  add(teamId: string, label: LabelInput): Promise<Label>;
  /** NotFoundError when the label is not kept. */
  rename(teamId: string, labelId: number, name: string): Promise<Label>;
  /** false when it was not kept. */
  remove(teamId: string, labelId: number): Promise<boolean>;
  get(teamId: string, labelId: number): Promise<Label | undefined>;
  /** By name, then id. */
  list(teamId: string): Promise<Label[]>;
}

export const LABEL_NAME_MAX_LENGTH = 100;

function toLabel(r: LabelsTable): Label {
  return {
    teamId: r.team_id,
    labelId: Number(r.label_id),
    name: r.name,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}

export function labelsRepo(ctx: StoreContext): LabelsRepo {
  const { db } = ctx;
  const one = (teamId: string, labelId: number) =>
    db
      .selectFrom("labels")
      .selectAll()
      .where("team_id", "=", teamId)
      .where("label_id", "=", labelId)
      .executeTakeFirst();
  const missing = (labelId: number) =>
    new NotFoundError(`label ${labelId} is not kept in this workspace`, "label", String(labelId));

  return {
    async add(teamId, input) {
      const op = "labels.add";
      text(op, "teamId", teamId, 50);
      const labelId = id(op, "labelId", input?.labelId);
      const name = text(op, "name", input.name, LABEL_NAME_MAX_LENGTH);
      const now = ctx.clock();
      try {
        await db
          .insertInto("labels")
          .values({ team_id: teamId, label_id: labelId, name, created_at: now, updated_at: now })
          .execute();
      } catch (err) {
        throw translate(err, {
          unique: () =>
            new DuplicateError(`label ${labelId} is already kept`, "label", "labelId", String(labelId)),
          "foreign-key": () => workspaceMissing(teamId),
        });
      }
      const r = await one(teamId, labelId);
      if (!r) throw missing(labelId);
      return toLabel(r);
    },

    async rename(teamId, labelId, name) {
      const op = "labels.rename";
      text(op, "teamId", teamId, 50);
      id(op, "labelId", labelId);
      const res = await db
        .updateTable("labels")
        .set({ name: text(op, "name", name, LABEL_NAME_MAX_LENGTH), updated_at: ctx.clock() })
        .where("team_id", "=", teamId)
        .where("label_id", "=", labelId)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) throw missing(labelId);
      const r = await one(teamId, labelId);
      if (!r) throw missing(labelId);
      return toLabel(r);
    },

    async remove(teamId, labelId) {
      const op = "labels.remove";
      const res = await db
        .deleteFrom("labels")
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .where("label_id", "=", id(op, "labelId", labelId))
        .executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    async get(teamId, labelId) {
      const op = "labels.get";
      const r = await one(text(op, "teamId", teamId, 50), id(op, "labelId", labelId));
      return r && toLabel(r);
    },

    async list(teamId) {
      const rows = await db
        .selectFrom("labels")
        .selectAll()
        .where("team_id", "=", text("labels.list", "teamId", teamId, 50))
        .orderBy("name")
        .orderBy("label_id")
        .execute();
      return rows.map(toLabel);
    },
  };
}
