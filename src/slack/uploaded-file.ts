/**
 * The text of a file a person uploaded to Slack (the import modal's file input): files.info for its
 * private address, then a download with the bot token (scope files:read), as Slack requires. Bounded:
 * a people list is text, and a school's fits in far less than the limit.
 */
import type { WebClient } from "@slack/web-api";

export const UPLOADED_TEXT_MAX_BYTES = 2 * 1024 * 1024;

export type UploadedText =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly problem: string };

export async function uploadedText(client: WebClient, fileId: string): Promise<UploadedText> {
  const info = await client.files.info({ file: fileId });
  const file = info.file;
  const url = file?.url_private_download ?? file?.url_private;
  if (!file || !url) return { ok: false, problem: "Slack did not say where the file is; upload it again" };
  if ((file.size ?? 0) > UPLOADED_TEXT_MAX_BYTES)
    return {
      ok: false,
      problem: "The file is larger than 2 MB; a people list is far smaller — check the file",
    };
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${client.token ?? ""}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok)
    return { ok: false, problem: `The file could not be downloaded from Slack (HTTP ${res.status})` };
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.byteLength > UPLOADED_TEXT_MAX_BYTES)
    return {
      ok: false,
      problem: "The file is larger than 2 MB; a people list is far smaller — check the file",
    };
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, problem: "The file is not UTF-8 text; save it as CSV (UTF-8) and upload it again" };
  }
}
