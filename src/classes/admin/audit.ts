/** The audit log as an admin reads it: one plain line per entry, with the meaning of partner codes. */
import { describeErrno, Errno } from "../../partner/index.js";
import { isSlackUserId } from "../../slack-user-id.js";
import type { AuditEntry } from "../../store/index.js";
import type { ClassesDeps } from "../deps.js";

/** One audit entry as the audit page shows it. */
export interface AuditLine {
  /** Unix seconds. */
  readonly at: number;
  /** Who did it; null or absent for the app itself (reminders, retries). */
  readonly actorSlackUserId?: string | null;
  /** What happened, in plain words ("Saved course 12 Algebra"). */
  readonly action: string;
  readonly ok: boolean;
  /** The partner's errno when a partner call was involved. */
  readonly errno?: number | null;
  /** What the errno or failure means, in plain words (the partner error table's meaning). */
  readonly meaning?: string | null;
  readonly latencyMs?: number | null;
}

const FAILURE_WORDS: Readonly<Record<string, string>> = {
  PartnerTransportError: "the partner could not be reached",
  PartnerHttpError: "the partner address answered with an HTTP error",
  PartnerResponseError: "the answer was not the partner API's",
  PartnerValidationError: "refused before sending: the details broke a partner rule",
};

function describe(entry: AuditEntry): AuditLine {
  const actorSlackUserId = isSlackUserId(entry.actor) ? entry.actor : null;
  const description = typeof entry.summary.description === "string" ? entry.summary.description : null;
  if (entry.kind === "admin") {
    return {
      at: entry.at,
      actorSlackUserId,
      action: description ?? entry.operation,
      ok: true,
      errno: null,
      meaning: null,
      latencyMs: null,
    };
  }
  const ok = entry.errno === Errno.ok && entry.summary.ok !== false;
  let meaning: string | null = null;
  if (!ok) {
    if (entry.errno !== null && entry.errno !== Errno.ok) meaning = describeErrno(entry.errno).meaning;
    else if (typeof entry.summary.failure === "string")
      meaning = FAILURE_WORDS[entry.summary.failure] ?? "failed";
    else if (typeof entry.summary.failedEntries === "number")
      meaning = `${entry.summary.failedEntries} entries failed`;
  }
  return {
    at: entry.at,
    actorSlackUserId,
    action: `Partner call ${entry.operation}`,
    ok,
    errno: entry.errno !== null && entry.errno !== Errno.ok ? entry.errno : null,
    meaning,
    latencyMs: entry.latencyMs,
  };
}

export async function latestAudit(
  deps: Pick<ClassesDeps, "store">,
  teamId: string,
  limit = 60,
): Promise<AuditLine[]> {
  return (await deps.store.audit.latest(teamId, limit)).map(describe);
}
