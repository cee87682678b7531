/**
 * Partner authentication: SID + safeKey + timeStamp, safeKey = md5(SECRET + timeStamp) in lowercase hex.
 * Every failure is errno 102; `reason` goes only to the X-Sandbox-Detail header and never carries the
 * expected key or the secret.
 */
import { timingSafeEqual } from "node:crypto";
import { safeKey } from "../partner/signing.js";
import type { Fields } from "./body.js";
import type { SandboxState, School } from "./state.js";

/** What the real service documents as its tolerance; the spec itself leaves it open. */
export const DEFAULT_MAX_SKEW_SECONDS = 20 * 60;

/**
 * The last key computed per school: clients sign with the current second, so under load most calls
 * share a timeStamp, and the MD5 was a visible share of the sandbox's CPU.
 */
const lastKey = new WeakMap<School, { stamp: number; key: Buffer }>();

function expectedKey(school: School, stamp: number): Buffer {
  const cached = lastKey.get(school);
  if (cached?.stamp === stamp) return cached.key;
  const key = Buffer.from(safeKey(school.secret, stamp));
  lastKey.set(school, { stamp, key });
  return key;
}

export type AuthResult = { ok: true; school: School } | { ok: false; reason: string };

export function authenticate(fields: Fields, state: SandboxState, now: number, maxSkew: number): AuthResult {
  const sid = fields.get("SID");
  const key = fields.get("safeKey");
  const stamp = fields.get("timeStamp");
  if (!sid || !key || !stamp) return { ok: false, reason: "SID, safeKey and timeStamp are required" };
  const school = state.school(sid.trim());
  if (!school) return { ok: false, reason: "unknown SID" };
  if (!/^\d{1,11}$/.test(stamp)) return { ok: false, reason: "timeStamp must be Unix seconds" };
  const timeStamp = Number(stamp);
  if (Math.abs(now - timeStamp) > maxSkew) {
    return { ok: false, reason: `timeStamp is more than ${maxSkew} s away from the server clock` };
  }
  const expected = expectedKey(school, timeStamp);
  const given = Buffer.from(key);
  // Exact comparison: an uppercase safeKey is refused like a wrong one.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: "safeKey does not match (md5 of SECRET + timeStamp, lowercase)" };
  }
  return { ok: true, school };
}
