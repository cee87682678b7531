/**
 * Posting to a school's class-events address as the class service does (partner-events.md): raw JSON,
 * `Origin: http://www.eeo.cn`, `TimeStamp` and `SafeKey` = md5(SECRET + TimeStamp) in the body.
 */
import { safeKey } from "../../src/partner/signing.js";

export const SUCCESS = '{"error_info":{"errno":1,"error":"程序正常执行"}}';

export interface Signer {
  readonly sid: string;
  readonly secret: string;
}

/** The body signed with `signer`'s SECRET at `timeStamp` (the SID given in the body is kept). */
export function signed(
  signer: Signer,
  body: Record<string, unknown>,
  timeStamp = Math.floor(Date.now() / 1000),
): Record<string, unknown> {
  return {
    SID: Number(signer.sid),
    ...body,
    TimeStamp: timeStamp,
    SafeKey: safeKey(signer.secret, timeStamp),
  };
}

/** POSTs `body` (an object is sent as JSON, a string as it is) to `url`; the status and the answer. */
export async function push(url: string, body: Record<string, unknown> | string) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://www.eeo.cn" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}
