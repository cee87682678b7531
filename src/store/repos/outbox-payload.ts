import type { SecretBox } from "../crypto.js";
import { isSealed } from "../crypto.js";

/**
 * Outbox payloads at rest: a live link DM carries the student's personal link (its checkCode lets
 * anyone into the class as them), so payloads are sealed with the key that protects each school's
 * SECRET. The associated data names the row (workspace and dedupe key), so a payload copied onto another
 * message fails to open. Rows written before payloads were sealed (plain JSON) are still read.
 */

/** What the decoder gives for a payload it cannot open (another key) or parse: never the stored text. */
export const UNREADABLE_PAYLOAD = null;

function context(teamId: string, dedupeKey: string): string {
  return `outbox:${teamId}:${dedupeKey}`;
}

export function sealPayload(box: SecretBox, teamId: string, dedupeKey: string, json: string): string {
  return box.seal(json, context(teamId, dedupeKey));
}

/**
 * The payload of a stored row: opened when sealed, parsed as is when plaintext from before 0013.
 * UNREADABLE_PAYLOAD (null) when the key is not the one it was sealed with or the text is not JSON; the
 * error is not passed on, as nothing about the payload may reach a log.
 */
export function openPayload<P>(
  box: SecretBox,
  row: { team_id: string; dedupe_key: string; payload: string },
): P {
  let json = row.payload;
  if (isSealed(json)) {
    try {
      json = box.open(json, context(row.team_id, row.dedupe_key));
    } catch {
      return UNREADABLE_PAYLOAD as P;
    }
  }
  try {
    return JSON.parse(json) as P;
  } catch {
    return UNREADABLE_PAYLOAD as P;
  }
}
