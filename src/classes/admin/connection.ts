/**
 * The school connection: show it (never the SECRET), save it, test it. The test goes through the
 * workspace's cached PartnerClient, i.e. what is *stored*, so it proves what classes will use.
 */
import {
  Errno,
  type PartnerClient,
  PartnerError,
  PartnerHttpError,
  PartnerResponseError,
  PartnerTransportError,
  PartnerValidationError,
} from "../../partner/index.js";
import { EncryptionKeyError } from "../../store/index.js";
import type { Actor } from "../actor.js";
import type { ClassesDeps } from "../deps.js";
import type { FieldProblem } from "./field-problem.js";
import { type ConnectionFailure, type ConnectionField, fieldProblem } from "./problems.js";

/** Lengths the connection form accepts (the form's inputs and its checks use these). */
export const URL_MAX_LENGTH = 2000;
export const SID_MAX_LENGTH = 32;
export const SECRET_MAX_LENGTH = 256;

export interface ConnectionState {
  readonly baseUrl: string;
  /** null: students' links use the base URL. */
  readonly liveBaseUrl: string | null;
  readonly sid: string;
  readonly hasSecret: boolean;
}

export async function connectionState(deps: ClassesDeps, teamId: string): Promise<ConnectionState | null> {
  const c = await deps.store.workspaces.getConnection(teamId);
  if (!c) return null;
  return {
    baseUrl: c.partnerBaseUrl,
    liveBaseUrl: c.liveBaseUrl === c.partnerBaseUrl ? null : c.liveBaseUrl,
    sid: c.sid,
    hasSecret: true,
  };
}

export interface ConnectionChange {
  readonly baseUrl: string;
  readonly liveBaseUrl: string | null;
  readonly sid: string;
  /** null keeps the stored SECRET. */
  readonly secret: string | null;
  /** Save even when the partner refuses the connection (the admin confirmed teachers are blocked). */
  readonly saveAnyway?: boolean;
}

/** How long the test before saving may take: the form's submission must be answered within 3 s. */
export const SAVE_TEST_TIMEOUT_MS = 2000;

/** A field of the connection that a save changed; "secret": a SECRET was typed (never its value). */
export type ChangedConnectionField = ConnectionField | "secret";

export type SaveConnectionResult =
  | {
      readonly ok: true;
      /** What changed (the SECRET when one was typed), for the audit and a view to word. */
      readonly changed: ChangedConnectionField[];
      /** The partner's answer to the test made before saving. */
      readonly test: ConnectionTestOutcome;
    }
  | FieldProblem<"secret" | "sid" | "baseUrl">;

export async function saveConnection(
  deps: ClassesDeps,
  actor: Actor,
  change: ConnectionChange,
): Promise<SaveConnectionResult> {
  const { store } = deps;
  const before = await store.workspaces.getConnection(actor.teamId);
  const changedFields: ConnectionField[] = [];
  if (before?.partnerBaseUrl !== change.baseUrl) changedFields.push("baseUrl");
  const beforeLive = before && before.liveBaseUrl !== before.partnerBaseUrl ? before.liveBaseUrl : null;
  if (beforeLive !== change.liveBaseUrl) changedFields.push("liveBaseUrl");
  if (before?.sid !== change.sid) changedFields.push("sid");
  const changed: ChangedConnectionField[] = [...changedFields];
  let secret = change.secret;
  if (secret === null) {
    if (!before) return fieldProblem("secret", { kind: "secret-missing" });
    // The stored SECRET was entered for one address and one school: signing requests to another
    // address (or for another SID) with it would hand a valid safeKey to whoever runs that address.
    if (changedFields.length > 0)
      return fieldProblem("secret", { kind: "secret-again", changed: changedFields });
    try {
      secret = await store.workspaces.getConnectionSecret(actor.teamId);
    } catch (err) {
      if (!(err instanceof EncryptionKeyError)) throw err;
      return fieldProblem("secret", { kind: "secret-unreadable" });
    }
  }
  if (change.secret !== null) changed.push("secret");
  // One call with what is about to be saved: a connection the partner refuses would block every
  // teacher, so it is saved only when it works or the admin said to save it anyway.
  const test = await trialTest(deps, actor, { baseUrl: change.baseUrl, sid: change.sid, secret });
  if (!test.ok && change.saveAnyway !== true) {
    return fieldProblem(test.field, { kind: "connection-refused", failure: test.failure });
  }
  await store.workspaces.setConnection(actor.teamId, {
    partnerBaseUrl: change.baseUrl,
    liveBaseUrl: change.liveBaseUrl,
    sid: change.sid,
    secret,
    connectedBy: actor.userId,
  });
  await deps.partners.invalidate(actor.teamId);
  // The summary names which fields changed, never the SECRET's value.
  await store.audit.recordAdminChange(actor.teamId, {
    actor: actor.userId,
    operation: "connection.save",
    summary: {
      baseUrl: change.baseUrl,
      liveBaseUrl: change.liveBaseUrl,
      sid: change.sid,
      changedFields: changed,
    },
  });
  return {
    ok: true,
    changed,
    test: test.ok ? { ok: true, at: test.at } : { ok: false, at: test.at, failure: test.failure },
  };
}

type TrialOutcome =
  | { readonly ok: true; readonly at: number }
  | {
      readonly ok: false;
      readonly at: number;
      readonly failure: ConnectionFailure;
      readonly field: "secret" | "baseUrl";
    };

/** Asks the partner for the school's top cloud folder with the connection not saved yet. */
async function trialTest(
  deps: ClassesDeps,
  actor: Actor,
  connection: { baseUrl: string; sid: string; secret: string },
): Promise<TrialOutcome> {
  const at = deps.clock();
  try {
    await deps.partners.asActor(actor.userId, () =>
      deps.partners.withTrialClient(
        actor.teamId,
        { ...connection, timeoutMs: SAVE_TEST_TIMEOUT_MS },
        (client) => client.getCloudList({}),
      ),
    );
    return { ok: true, at };
  } catch (err) {
    if (err instanceof PartnerError && err.errno === Errno.noCloudFolder) return { ok: true, at };
    // Refused keys belong to the SECRET (or SID) field; anything else is the address.
    const field = err instanceof PartnerError ? "secret" : "baseUrl";
    const failure = connectionFailureOf(err, connection.baseUrl);
    return { ok: false, at, field, failure };
  }
}

/** Whether the partner accepted the school's connection; when not, why, for the admin's words. */
export type ConnectionTestOutcome =
  | { readonly ok: true; readonly at: number }
  | { readonly ok: false; readonly at: number; readonly failure: ConnectionFailure };

/** Why the partner refused or could not be reached, as facts. */
export function connectionFailureOf(err: unknown, baseUrl: string): ConnectionFailure {
  if (err instanceof PartnerError) {
    if (err.errno === Errno.noPermission) return { kind: "keys-refused" };
    return { kind: "refused", errno: err.errno };
  }
  if (err instanceof PartnerTransportError) {
    if (err.kind === "timeout") return { kind: "timeout", baseUrl };
    return { kind: "unreachable", baseUrl, code: err.code ?? null };
  }
  if (err instanceof PartnerHttpError) return { kind: "http", baseUrl, status: err.status };
  if (err instanceof PartnerResponseError) return { kind: "not-partner", baseUrl };
  if (err instanceof PartnerValidationError) return { kind: "unusable" };
  return { kind: "not-run" };
}

function failed(at: number, failure: ConnectionFailure): ConnectionTestOutcome {
  return { ok: false, at, failure };
}

/** Asks the partner for the school's top cloud folder: any documented answer but 102 proves the keys. */
export async function testConnection(deps: ClassesDeps, actor: Actor): Promise<ConnectionTestOutcome> {
  const at = deps.clock();
  let client: PartnerClient | undefined;
  try {
    client = await deps.partners.forWorkspace(actor.teamId);
  } catch (err) {
    if (!(err instanceof EncryptionKeyError)) throw err;
    // The key that sealed the SECRET is not the app's key any more (APP_ENCRYPTION_KEY changed).
    return failed(at, { kind: "secret-unreadable" });
  }
  if (!client) return failed(at, { kind: "not-saved" });
  try {
    await deps.partners.asActor(actor.userId, () => client.getCloudList({}));
    return { ok: true, at };
  } catch (err) {
    // 160: the keys were accepted; the school simply has no cloud folder yet.
    if (err instanceof PartnerError && err.errno === Errno.noCloudFolder) return { ok: true, at };
    return failed(at, connectionFailureOf(err, client.baseUrl));
  }
}

export interface ConnectionSeed {
  readonly baseUrl: string;
  readonly liveBaseUrl?: string | null;
  readonly sid: string;
  readonly secret: string;
}

/** First contact: a workspace without a connection gets the configured one (env or embedded sandbox). */
export async function seedConnection(deps: Pick<ClassesDeps, "store">, teamId: string, seed: ConnectionSeed) {
  const existing = await deps.store.workspaces.getConnection(teamId);
  if (existing) return false;
  await deps.store.workspaces.setConnection(teamId, {
    partnerBaseUrl: seed.baseUrl,
    liveBaseUrl: seed.liveBaseUrl && seed.liveBaseUrl !== seed.baseUrl ? seed.liveBaseUrl : null,
    sid: seed.sid,
    secret: seed.secret,
    connectedBy: null,
  });
  await deps.store.audit.recordAdminChange(teamId, {
    actor: "system",
    operation: "connection.seed",
    // The operation is the fact the audit page words (audit-change.ts).
    summary: { sid: seed.sid },
  });
  return true;
}
