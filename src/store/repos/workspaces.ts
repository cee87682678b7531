import type { StoreContext } from "../context.js";
import { NotFoundError, ValidationError } from "../errors.js";
import type { WorkspacesTable } from "../schema.js";
import { jsonText, optionalText, parseJson, text } from "../validate.js";

/** A Slack workspace (one school). The school connection is separate and never carries the SECRET. */
export interface Workspace {
  teamId: string;
  name: string | null;
  timeZone: string;
  settings: Record<string, unknown>;
  connected: boolean;
  /** When the school's first admin was welcomed (Unix seconds); null: not yet. */
  welcomedAt: number | null;
  /** The Enterprise Grid organisation it belongs to, as last seen; null: none or not seen yet. */
  enterpriseId: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface WorkspaceInput {
  teamId: string;
  name?: string | null;
  /** IANA zone, e.g. "Europe/Berlin"; defaults to "UTC" on creation, kept on update when omitted. */
  timeZone?: string;
  /** Replaces the settings object when given. */
  settings?: Record<string, unknown>;
  /** The workspace's Enterprise Grid organisation; kept when omitted. */
  enterpriseId?: string | null;
}

/** The school's partner connection as everyone may see it: no SECRET here. */
export interface SchoolConnection {
  teamId: string;
  partnerBaseUrl: string;
  liveBaseUrl: string;
  sid: string;
  connectedAt: number;
  connectedBy: string | null;
}

export interface ConnectionInput {
  partnerBaseUrl: string;
  /** Base of live_partner.php; defaults to partnerBaseUrl. */
  liveBaseUrl?: string | null;
  sid: string;
  secret: string;
  connectedBy?: string | null;
}

export interface WorkspacesRepo {
  upsert(input: WorkspaceInput): Promise<Workspace>;
  get(teamId: string): Promise<Workspace | undefined>;
  list(): Promise<Workspace[]>;
  /** The workspaces seen as part of an Enterprise Grid organisation. */
  listOfEnterprise(enterpriseId: string): Promise<Workspace[]>;
  /** Stores (or replaces) the school connection; the SECRET is encrypted before it reaches the database. */
  setConnection(teamId: string, input: ConnectionInput): Promise<SchoolConnection>;
  getConnection(teamId: string): Promise<SchoolConnection | undefined>;
  /** The decrypted SECRET. The only call that returns it; NotFoundError when the school is not connected. */
  getConnectionSecret(teamId: string): Promise<string>;
  clearConnection(teamId: string): Promise<boolean>;
  /**
   * Marks the school's welcome as given, creating the workspace row if needed: true for the one caller
   * (of every instance on the store) that marked it, false once it was marked before.
   */
  markWelcomed(teamId: string): Promise<boolean>;
}

const secretContext = (teamId: string) => `workspace ${teamId}`;

function baseUrl(op: string, field: string, value: unknown): string {
  const v = text(op, field, value, 500);
  if (!URL.canParse(v) || !/^https?:$/.test(new URL(v).protocol)) {
    throw new ValidationError(op, field, "must be an http(s) URL");
  }
  return v.replace(/\/+$/, "");
}

function toWorkspace(r: WorkspacesTable): Workspace {
  return {
    teamId: r.team_id,
    name: r.name,
    timeZone: r.time_zone,
    settings: parseJson<Record<string, unknown>>(r.settings, {}),
    connected: r.secret_enc !== null && r.sid !== null && r.partner_base_url !== null,
    welcomedAt: r.welcomed_at === null ? null : Number(r.welcomed_at),
    enterpriseId: r.enterprise_id,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}

function toConnection(r: WorkspacesTable): SchoolConnection | undefined {
  if (r.secret_enc === null || r.sid === null || r.partner_base_url === null) return undefined;
  return {
    teamId: r.team_id,
    partnerBaseUrl: r.partner_base_url,
    liveBaseUrl: r.live_base_url ?? r.partner_base_url,
    sid: r.sid,
    connectedAt: Number(r.connected_at),
    connectedBy: r.connected_by,
  };
}

export function workspacesRepo(ctx: StoreContext): WorkspacesRepo {
  const { db } = ctx;
  const row = (teamId: string) =>
    db.selectFrom("workspaces").selectAll().where("team_id", "=", teamId).executeTakeFirst();

  async function ensure(teamId: string): Promise<void> {
    const now = ctx.clock();
    await db
      .insertInto("workspaces")
      .values({ team_id: teamId, time_zone: "UTC", settings: "{}", created_at: now, updated_at: now })
      .onConflict((oc) => oc.column("team_id").doNothing())
      .execute();
  }

  return {
    async upsert(input) {
      const op = "workspaces.upsert";
      const teamId = text(op, "teamId", input?.teamId, 50);
      const name = input.name === undefined ? undefined : optionalText(op, "name", input.name);
      const timeZone = input.timeZone === undefined ? undefined : text(op, "timeZone", input.timeZone, 64);
      const settings = input.settings === undefined ? undefined : jsonText(op, "settings", input.settings);
      const enterpriseId =
        input.enterpriseId === undefined
          ? undefined
          : optionalText(op, "enterpriseId", input.enterpriseId, 50);
      await ensure(teamId);
      const patch = {
        updated_at: ctx.clock(),
        ...(name !== undefined && { name }),
        ...(timeZone !== undefined && { time_zone: timeZone }),
        ...(settings !== undefined && { settings }),
        ...(enterpriseId !== undefined && { enterprise_id: enterpriseId }),
      };
      await db.updateTable("workspaces").set(patch).where("team_id", "=", teamId).execute();
      const r = await row(teamId);
      if (!r) throw new NotFoundError(`workspace ${teamId} vanished while being saved`, "workspace", teamId);
      return toWorkspace(r);
    },

    async get(teamId) {
      const r = await row(text("workspaces.get", "teamId", teamId, 50));
      return r && toWorkspace(r);
    },

    async list() {
      const rows = await db.selectFrom("workspaces").selectAll().orderBy("team_id").execute();
      return rows.map(toWorkspace);
    },

    async listOfEnterprise(enterpriseId) {
      const rows = await db
        .selectFrom("workspaces")
        .selectAll()
        .where("enterprise_id", "=", text("workspaces.listOfEnterprise", "enterpriseId", enterpriseId, 50))
        .orderBy("team_id")
        .execute();
      return rows.map(toWorkspace);
    },

    async setConnection(teamId, input) {
      const op = "workspaces.setConnection";
      text(op, "teamId", teamId, 50);
      const partnerBaseUrl = baseUrl(op, "partnerBaseUrl", input?.partnerBaseUrl);
      const liveBaseUrl =
        input.liveBaseUrl === undefined || input.liveBaseUrl === null || input.liveBaseUrl === ""
          ? null
          : baseUrl(op, "liveBaseUrl", input.liveBaseUrl);
      const sid = text(op, "sid", typeof input.sid === "number" ? String(input.sid) : input.sid, 64);
      const secret = text(op, "secret", input.secret, 500);
      const connectedBy = optionalText(op, "connectedBy", input.connectedBy, 50);
      await ensure(teamId);
      const now = ctx.clock();
      await db
        .updateTable("workspaces")
        .set({
          partner_base_url: partnerBaseUrl,
          live_base_url: liveBaseUrl,
          sid,
          secret_enc: ctx.secrets.seal(secret, secretContext(teamId)),
          connected_at: now,
          connected_by: connectedBy,
          updated_at: now,
        })
        .where("team_id", "=", teamId)
        .execute();
      const r = await row(teamId);
      const c = r && toConnection(r);
      if (!c) throw new NotFoundError(`workspace ${teamId} vanished while being saved`, "workspace", teamId);
      return c;
    },

    async getConnection(teamId) {
      const r = await row(text("workspaces.getConnection", "teamId", teamId, 50));
      return r ? toConnection(r) : undefined;
    },

    async getConnectionSecret(teamId) {
      const r = await row(text("workspaces.getConnectionSecret", "teamId", teamId, 50));
      if (!r?.secret_enc) {
        throw new NotFoundError(
          `workspace ${teamId} has no school connection; an admin must connect the school first`,
          "connection",
          teamId,
        );
      }
      return ctx.secrets.open(r.secret_enc, secretContext(teamId));
    },

    async clearConnection(teamId) {
      const res = await db
        .updateTable("workspaces")
        .set({
          partner_base_url: null,
          live_base_url: null,
          sid: null,
          secret_enc: null,
          connected_at: null,
          connected_by: null,
          updated_at: ctx.clock(),
        })
        .where("team_id", "=", text("workspaces.clearConnection", "teamId", teamId, 50))
        .where("secret_enc", "is not", null)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    async markWelcomed(teamId) {
      text("workspaces.markWelcomed", "teamId", teamId, 50);
      await ensure(teamId);
      const now = ctx.clock();
      // One statement decides: of two instances greeting at once, only one updates the row.
      const res = await db
        .updateTable("workspaces")
        .set({ welcomed_at: now })
        .where("team_id", "=", teamId)
        .where("welcomed_at", "is", null)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
  };
}
