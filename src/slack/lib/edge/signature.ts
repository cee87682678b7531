/**
 * Slack's v0 request signature: HMAC-SHA256 of `v0:{timestamp}:{raw body}` with the signing secret,
 * and a timestamp within five minutes of now in either direction (Bolt only refuses old ones, so a
 * request dated in the future would stay replayable for as long as its date says).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";

/** How far a request's timestamp may be from now, either way; also how long a signature stays usable. */
export const SIGNATURE_WINDOW_SECONDS = 5 * 60;

export type SignatureCheck =
  | { readonly ok: true; readonly signature: string; readonly timestamp: number }
  | { readonly ok: false; readonly reason: string };

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return typeof value === "string" ? value : undefined;
}

export function checkSignature(
  headers: IncomingHttpHeaders,
  raw: Buffer,
  signingSecret: string,
  nowSeconds: number,
): SignatureCheck {
  const signature = header(headers, "x-slack-signature");
  const timestampText = header(headers, "x-slack-request-timestamp");
  if (signature === undefined || timestampText === undefined) return { ok: false, reason: "unsigned" };
  if (!/^\d{1,12}$/.test(timestampText)) return { ok: false, reason: "malformed timestamp" };
  const timestamp = Number(timestampText);
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_WINDOW_SECONDS) {
    return { ok: false, reason: timestamp > nowSeconds ? "timestamp in the future" : "stale timestamp" };
  }
  const expected = Buffer.from(
    `v0=${createHmac("sha256", signingSecret).update(`v0:${timestampText}:`).update(raw).digest("hex")}`,
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: "signature mismatch" };
  }
  return { ok: true, signature, timestamp };
}
