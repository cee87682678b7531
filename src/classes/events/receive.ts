/**
 * Receiving one pushed message (issue 32 §1, partner-events.md "Our rule"). The answer decides whether
 * the service re-sends it (every 10 s, holding back every later message of the school), so:
 * - correctly signed (the address's school, its SID, md5(SECRET + TimeStamp)): stored with the job
 *   that processes it, in one transaction, then answered success, whatever the message holds;
 * - not signed by the school (unknown address, another SID, a wrong SafeKey, no signature): failure,
 *   nothing stored;
 * - a body that is not a JSON object: failure (it cannot be verified, so it cannot be stored);
 * - storing failed: failure, so the service sends it again.
 * Processing comes later, in the job: nothing it does can turn into a failure answer.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { enqueueJob } from "../../delivery/job-runner.js";
import { safeKey } from "../../partner/signing.js";
import type { ClassesDeps } from "../deps.js";

/** The job that processes one stored message. */
export const CLASS_EVENT_JOB = "class-event";

export interface ClassEventJobPayload {
  readonly eventId: number;
}

/**
 * What the receiver answers: `stored` (a new message) and `duplicate` are success; `forged` and
 * `malformed` are refused; `failed` means storing failed (the service re-sends).
 */
export type Received =
  | { readonly outcome: "stored" | "duplicate"; readonly teamId: string; readonly cmd: string }
  | { readonly outcome: "forged"; readonly why: string }
  | { readonly outcome: "malformed" }
  | { readonly outcome: "failed"; readonly teamId: string };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * A key for the same message however often it is sent: `_id`, else the unsigned body's hash. A `Test`
 * without `_id` is keyed by its time too: every registration's test is the same body (a new address
 * registered later must connect again), and processing one twice changes nothing.
 */
export function dedupeKeyOf(body: Record<string, unknown>): string {
  const id = body._id;
  if (typeof id === "string" && id.length > 0 && id.length <= 150) return `id:${id}`;
  if (body.Cmd === "Test") return `test:${String(body.TimeStamp).slice(0, 20)}`;
  const { SafeKey: _key, TimeStamp: _time, ...rest } = body;
  return `sha:${createHash("sha256").update(canonicalJson(rest), "utf8").digest("hex")}`;
}

/** JSON with object keys sorted, so the same body sent with its keys in another order hashes alike. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (isObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** Constant-time comparison of two lowercase hex keys. */
function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase(), "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

const positiveInt = (v: unknown): number | null =>
  typeof v === "number" && Number.isSafeInteger(v) && v > 0 ? v : null;

/** Verifies, stores and queues one message received at the address of `token`. */
export async function receiveClassEvent(
  deps: Pick<ClassesDeps, "store" | "clock" | "jobs">,
  token: string,
  raw: string,
): Promise<Received> {
  const teamId = await deps.store.classEvents.schoolOf(token);
  if (teamId === undefined) return { outcome: "forged", why: "unknown address" };
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { outcome: "malformed" };
  }
  if (!isObject(body)) return { outcome: "malformed" };
  const connection = await deps.store.workspaces.getConnection(teamId);
  if (!connection) return { outcome: "forged", why: "school not connected" };
  const sid = body.SID;
  if ((typeof sid !== "number" && typeof sid !== "string") || String(sid) !== connection.sid)
    return { outcome: "forged", why: "another SID" };
  const timeStamp = body.TimeStamp;
  const key = body.SafeKey;
  if (typeof timeStamp !== "number" || !Number.isSafeInteger(timeStamp) || timeStamp < 0)
    return { outcome: "forged", why: "no TimeStamp" };
  if (typeof key !== "string" || !/^[0-9a-fA-F]{32}$/.test(key))
    return { outcome: "forged", why: "no SafeKey" };
  let expected: string;
  try {
    expected = safeKey(await deps.store.workspaces.getConnectionSecret(teamId), timeStamp);
  } catch {
    return { outcome: "forged", why: "bad TimeStamp" };
  }
  if (!sameKey(key, expected)) return { outcome: "forged", why: "wrong SafeKey" };

  const cmd = String(body.Cmd ?? "").slice(0, 50) || "(none)";
  const { SafeKey: _key, TimeStamp: _time, ...unsigned } = body;
  try {
    const created = await deps.store.transaction(async (tx) => {
      const stored = await tx.classEvents.add(teamId, {
        dedupeKey: dedupeKeyOf(body),
        cmd,
        classId: positiveInt(body.ClassID),
        body: JSON.stringify(unsigned),
        receivedAt: deps.clock(),
      });
      if (stored.created) {
        await enqueueJob<ClassEventJobPayload>(tx, {
          teamId,
          kind: CLASS_EVENT_JOB,
          key: String(stored.id),
          payload: { eventId: stored.id },
        });
      }
      return stored.created;
    });
    if (created) deps.jobs?.wake();
    return { outcome: created ? "stored" : "duplicate", teamId, cmd };
  } catch {
    return { outcome: "failed", teamId };
  }
}
