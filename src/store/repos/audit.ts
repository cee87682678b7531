import type { Selectable } from "kysely";
import type { StoreContext } from "../context.js";
import type { AuditLogTable } from "../schema.js";
import { int, oneOf, parseJson, text } from "../validate.js";

/**
 * The audit log: every partner call made for a user and every admin change. Summaries are scrubbed of
 * anything that looks like a credential before they are written, whatever the caller passed.
 */
export interface AuditEntry {
  id: number;
  teamId: string;
  at: number;
  /** Slack user id, or "system" for work the app does on its own. */
  actor: string;
  kind: "partner" | "admin";
  /** Partner action (e.g. "addCourseClass") or admin change (e.g. "people.import"). */
  operation: string;
  summary: Record<string, unknown>;
  errno: number | null;
  latencyMs: number | null;
}

export interface PartnerCallInput {
  actor: string;
  operation: string;
  summary: Record<string, unknown>;
  /** The partner errno (1 = success); null when no answer came (timeout, network). */
  errno: number | null;
  latencyMs: number;
}

export interface AdminChangeInput {
  actor: string;
  operation: string;
  summary: Record<string, unknown>;
}

export interface AuditRepo {
  recordPartnerCall(teamId: string, entry: PartnerCallInput): Promise<AuditEntry>;
  recordAdminChange(teamId: string, entry: AdminChangeInput): Promise<AuditEntry>;
  /** Newest first. */
  latest(
    teamId: string,
    limit?: number,
    filter?: { kind?: "partner" | "admin"; operation?: string },
  ): Promise<AuditEntry[]>;
}

const SECRET_KEY = /secret|safekey|password|token|checkcode|authorization/i;
const MAX_SUMMARY = 4000;

/** Drops credential-like keys at any depth and caps strings, so a careless summary cannot leak a SECRET. */
export function scrubSummary(value: unknown, depth = 0): unknown {
  if (depth > 5) return "…";
  if (typeof value === "string") return value.length > 300 ? `${value.slice(0, 300)}…` : value;
  if (Array.isArray(value)) {
    const head = value.slice(0, 50).map((v) => scrubSummary(v, depth + 1));
    return value.length > 50 ? [...head, `… ${value.length - 50} more`] : head;
  }
  if (typeof value === "object" && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = SECRET_KEY.test(k) ? "[redacted]" : scrubSummary(v, depth + 1);
    }
    return out;
  }
  if (typeof value === "number" || typeof value === "boolean" || value === null) return value;
  return String(value);
}

function summaryText(summary: unknown): string {
  const s = JSON.stringify(scrubSummary(summary ?? {}));
  return s.length > MAX_SUMMARY ? JSON.stringify({ truncated: s.slice(0, MAX_SUMMARY) }) : s;
}

function toEntry(r: Selectable<AuditLogTable>): AuditEntry {
  return {
    id: Number(r.id),
    teamId: r.team_id,
    at: Number(r.at),
    actor: r.actor,
    kind: r.kind as "partner" | "admin",
    operation: r.operation,
    summary: parseJson<Record<string, unknown>>(r.summary, {}),
    errno: r.errno,
    latencyMs: r.latency_ms,
  };
}

export function auditRepo(ctx: StoreContext): AuditRepo {
  const { db } = ctx;
  const insert = (values: Omit<AuditLogTable, "id">) =>
    db.insertInto("audit_log").values(values).returningAll().executeTakeFirstOrThrow();

  return {
    async recordPartnerCall(teamId, e) {
      const op = "audit.recordPartnerCall";
      const row = await insert({
        team_id: text(op, "teamId", teamId, 50),
        at: ctx.clock(),
        actor: text(op, "actor", e?.actor, 50),
        kind: "partner",
        operation: text(op, "operation", e.operation, 100),
        summary: summaryText(e.summary),
        // The service's errnos go past a million (register's 101003002); the column is a 32-bit integer.
        errno: e.errno === null ? null : int(op, "errno", e.errno, -2_147_483_648, 2_147_483_647),
        latency_ms: int(
          op,
          "latencyMs",
          typeof e.latencyMs === "number" ? Math.round(e.latencyMs) : e.latencyMs,
        ),
      });
      return toEntry(row);
    },

    async recordAdminChange(teamId, e) {
      const op = "audit.recordAdminChange";
      const row = await insert({
        team_id: text(op, "teamId", teamId, 50),
        at: ctx.clock(),
        actor: text(op, "actor", e?.actor, 50),
        kind: "admin",
        operation: text(op, "operation", e.operation, 100),
        summary: summaryText(e.summary),
        errno: null,
        latency_ms: null,
      });
      return toEntry(row);
    },

    async latest(teamId, limit = 50, filter) {
      const op = "audit.latest";
      let q = db
        .selectFrom("audit_log")
        .selectAll()
        .where("team_id", "=", text(op, "teamId", teamId, 50));
      if (filter?.kind !== undefined)
        q = q.where("kind", "=", oneOf(op, "kind", filter.kind, ["partner", "admin"]));
      if (filter?.operation !== undefined)
        q = q.where("operation", "=", text(op, "operation", filter.operation, 100));
      const rows = await q
        .orderBy("id", "desc")
        .limit(int(op, "limit", limit, 1, 1000))
        .execute();
      return rows.map(toEntry);
    },
  };
}
