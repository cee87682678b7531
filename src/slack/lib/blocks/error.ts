/**
 * The message a person sees when something failed inside a listener: friendly, with a short
 * reference that matches the log line, and nothing internal (no stack, no partner payload).
 */
import { randomBytes } from "node:crypto";
import type { T } from "../../../i18n/index.js";
import type { MessageContent } from "./message.js";
import { mrkdwn } from "./text.js";

const REFERENCE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const REFERENCE = /^[A-Z0-9-]{4,20}$/;

/** A short id to quote to an admin; no 0/O or 1/I/L, so it survives being read aloud. */
export function newReferenceId(length = 8): string {
  const bytes = randomBytes(length);
  let id = "";
  for (const byte of bytes) id += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return id;
}

/** Slack itself asked us to slow down: nothing is broken, the person only has to wait a little. */
function busyMessage(seconds: number, reference: string, t: T): MessageContent {
  const text =
    seconds <= 1
      ? t("refusals.error.busySecond")
      : seconds < 120
        ? t("refusals.error.busySeconds", { count: Math.ceil(seconds) })
        : t("refusals.error.busyMinutes");
  return {
    text,
    blocks: [
      {
        type: "section",
        block_id: "error",
        text: mrkdwn(t("refusals.error.busyBlock", { text, reference })),
      },
    ],
  };
}

export function errorMessage(input: {
  readonly referenceId: string;
  /** Set when Slack answered 429: the wait it asked for. */
  readonly retryAfterSeconds?: number | undefined;
  /** The reader's words. */
  readonly t: T;
}): MessageContent {
  const t = input.t;
  // Only a well-formed reference is shown, so no caller can leak internal text through it.
  const reference = REFERENCE.test(input.referenceId) ? input.referenceId : "unknown";
  const wait = input.retryAfterSeconds;
  if (wait !== undefined && Number.isFinite(wait) && wait >= 0) return busyMessage(wait, reference, t);
  return {
    text: t("refusals.error.text", { reference }),
    blocks: [{ type: "section", block_id: "error", text: mrkdwn(t("refusals.error.block", { reference })) }],
  };
}
