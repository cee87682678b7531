/**
 * A file for a person (a calendar file), sent like a DM through the outbox: queued with its cause,
 * paced, retried, and once sent it stays sent. Slack's `files.uploadV2` is three calls: an upload URL
 * (`files.getUploadURLExternal`), the bytes posted there, and the share into the person's DM
 * (`files.completeUploadExternal`, after `conversations.open` names the DM channel). A retry after a
 * failure part-way asks for a new URL: a file uploaded and never shared is dropped by Slack.
 */
import { isSlackUserId } from "../slack-user-id.js";
import type { OutboxMessage, OutboxRepo } from "../store/index.js";
import type { DmPayload } from "./payload.js";
import { slackCall } from "./slack-call.js";
import { PERMANENT_ERRORS, type PostOutcome, type SlackPosterOptions, tokenOrOutcome } from "./slack-post.js";

export const FILE_KIND = "file";

export interface FilePayload {
  /** The recipient's Slack user id. */
  readonly channel: string;
  readonly filename: string;
  readonly title: string;
  /** The file's text (UTF-8). */
  readonly content: string;
  /** Said with the file in the DM. */
  readonly text: string;
}

export interface EnqueueFileInput extends FilePayload {
  readonly teamId: string;
  readonly dedupeKey: string;
}

export async function enqueueFile(
  tx: { readonly outbox: OutboxRepo },
  input: EnqueueFileInput,
): Promise<{ created: boolean }> {
  if (!isSlackUserId(input.channel)) throw new TypeError("enqueueFile: channel must be a Slack user id");
  const { teamId, dedupeKey, ...payload } = input;
  const { created } = await tx.outbox.enqueue({ teamId, kind: FILE_KIND, dedupeKey, payload });
  return { created };
}

/** The worker's sender for files. */
export function slackFileSender(options: SlackPosterOptions) {
  const base = options.apiUrl ?? "https://slack.com/api/";
  const timeoutMs = options.timeoutMs ?? 15_000;
  const send = (token: string, url: string, body: string | Record<string, unknown>, contentType?: string) =>
    slackCall({
      url,
      token,
      body,
      timeoutMs,
      permanent: PERMANENT_ERRORS,
      ...(contentType ? { contentType } : {}),
      // The upload URL answers with plain text; only its status matters.
      ...(url.startsWith(base) ? {} : { plain: true }),
    });

  return async (message: OutboxMessage<DmPayload>): Promise<PostOutcome> => {
    const auth = await tokenOrOutcome(options, message.teamId);
    if ("outcome" in auth) return auth.outcome;
    const { token } = auth;
    const api = (method: string, args: Record<string, unknown>) => send(token, `${base}${method}`, args);
    const file = message.payload as unknown as FilePayload;
    const bytes = Buffer.from(file.content, "utf8");
    const opened = await api("conversations.open", { users: file.channel });
    if (!opened.ok) return opened.outcome;
    const channelId = (opened.body.channel as { id?: unknown } | undefined)?.id;
    if (typeof channelId !== "string")
      return { kind: "failed", error: "slack: no DM channel", permanent: false };
    // files.getUploadURLExternal takes form fields, as Slack documents it.
    const url = await send(
      token,
      `${base}files.getUploadURLExternal`,
      new URLSearchParams({ filename: file.filename, length: String(bytes.length) }).toString(),
      "application/x-www-form-urlencoded",
    );
    if (!url.ok) return url.outcome;
    const { upload_url: uploadUrl, file_id: fileId } = url.body;
    if (typeof uploadUrl !== "string" || typeof fileId !== "string") {
      return { kind: "failed", error: "slack: no upload URL", permanent: false };
    }
    const posted = await send(token, uploadUrl, bytes.toString("utf8"), "application/octet-stream");
    if (!posted.ok) return posted.outcome;
    const shared = await api("files.completeUploadExternal", {
      files: [{ id: fileId, title: file.title }],
      channel_id: channelId,
      initial_comment: file.text,
    });
    return shared.ok ? { kind: "sent" } : shared.outcome;
  };
}
