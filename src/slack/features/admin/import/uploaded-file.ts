/**
 * The text of a file a person uploaded to Slack (the import modal's file input, or a file dropped in
 * the app's DM): files.info for its private address, then a download with the bot token (scope
 * files:read), as Slack requires. Bounded: a people list is text, and a school's fits in far less than
 * the limit. Why a file cannot be read is a fact the caller words in the reader's language.
 */
import type { WebClient } from "@slack/web-api";
import { missingScopeOf } from "../../../lib/scopes/granted.js";

export const UPLOADED_TEXT_MAX_BYTES = 2 * 1024 * 1024;

/** Why the uploaded file's text could not be had. */
export type UploadProblem =
  /** files.info gave no address to download it from. */
  | { readonly kind: "no-address" }
  | { readonly kind: "too-large"; readonly maxBytes: number }
  /** The download answered this HTTP status. */
  | { readonly kind: "download"; readonly status: number }
  | { readonly kind: "not-utf8" }
  /** Slack answered missing_scope: the workspace declined files:read (an optional scope). */
  | { readonly kind: "no-permission" };

export type UploadedText =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly problem: UploadProblem };

const TOO_LARGE: UploadedText = {
  ok: false,
  problem: { kind: "too-large", maxBytes: UPLOADED_TEXT_MAX_BYTES },
};

export async function uploadedText(client: WebClient, fileId: string): Promise<UploadedText> {
  let info: Awaited<ReturnType<typeof client.files.info>>;
  try {
    info = await client.files.info({ file: fileId });
  } catch (err) {
    if (missingScopeOf(err)) return { ok: false, problem: { kind: "no-permission" } };
    throw err;
  }
  const file = info.file;
  const url = file?.url_private_download ?? file?.url_private;
  if (!file || !url) return { ok: false, problem: { kind: "no-address" } };
  if ((file.size ?? 0) > UPLOADED_TEXT_MAX_BYTES) return TOO_LARGE;
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${client.token ?? ""}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) return { ok: false, problem: { kind: "download", status: res.status } };
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.byteLength > UPLOADED_TEXT_MAX_BYTES) return TOO_LARGE;
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, problem: { kind: "not-utf8" } };
  }
}
