/** Shapes shared by the Slack stand-in, the signed-request client and the modal filler. */

/** Milliseconds since the epoch, like Date.now; injectable so tests can move time (trigger expiry). */
export type MillisecondClock = () => number;

export type JsonObject = Record<string, unknown>;

/** One Web API call (or response_url post) as the stand-in received and answered it. */
export interface RecordedCall {
  /** Position in `calls`; handy for "only calls after this point" predicates. */
  seq: number;
  /** Web API method such as "chat.postMessage", or "response_url" for posts to an issued response URL. */
  method: string;
  /** Decoded arguments: form fields and JSON bodies alike, with view/blocks/attachments parsed. */
  args: JsonObject;
  /** Stand-in clock time (ms) when the call arrived. */
  at: number;
  /** HTTP status answered (200, or 429 when rate limited). */
  status: number;
  response: JsonObject;
  /** For "response_url" calls: whom the URL was issued to. */
  responseUrl?: ResponseUrlContext;
  /** The workspace whose bot token made the call (an installed team's, or the default one's). */
  teamId?: string;
  /** The token the call was made with (Authorization header or `token` argument), when it had one. */
  token?: string;
}

export interface ResponseUrlContext {
  userId?: string;
  channelId?: string;
  /** When the response URL belongs to a message (block action), replace_original edits that message. */
  messageTs?: string;
}

/** A Block Kit view as Slack stores and echoes it (id, hash, state, ...). */
export interface SlackView extends JsonObject {
  id: string;
  type: string;
  hash: string;
  blocks: JsonObject[];
  callback_id: string;
  private_metadata: string;
  external_id: string;
  root_view_id: string;
  previous_view_id: string | null;
  state: { values: Record<string, Record<string, JsonObject>> };
}

/** A message as it currently stands in a channel (chat.update edits it in place). */
export interface PostedMessage {
  channel: string;
  ts: string;
  text: string;
  blocks: JsonObject[];
  threadTs?: string;
  /** Set for ephemeral messages (chat.postEphemeral or an ephemeral response_url post). */
  ephemeralTo?: string;
  via:
    | "chat.postMessage"
    | "chat.postEphemeral"
    | "chat.scheduleMessage"
    | "response_url"
    | "files.completeUploadExternal";
  /** Files shared with the message (files.uploadV2). */
  files?: UploadedFile[];
  at: number;
  /** chat.postMessage `metadata` ({event_type, event_payload}), returned by conversations.history. */
  metadata?: JsonObject;
}

export interface ScheduledMessage {
  id: string;
  channel: string;
  postAt: number;
  createdAt: number;
  text: string;
  blocks: JsonObject[];
}

/** What `setUserInfo` accepts; everything has a sensible default. */
export interface UserInfoInput {
  /** IANA zone, e.g. "Europe/Berlin". Default "UTC". */
  tz?: string;
  name?: string;
  real_name?: string;
  display_name?: string;
  email?: string;
  is_admin?: boolean;
  is_bot?: boolean;
  deleted?: boolean;
  /** The member's own team: another team's id makes them a Slack Connect member here. */
  team_id?: string;
  locale?: string;
  /** Slack's mark of someone of another organisation who shares no channel with the asker. */
  is_stranger?: boolean;
  /** Enterprise Grid: the organisation the user belongs to (users.info's `enterprise_user`). */
  enterprise_user?: { enterprise_id: string; enterprise_name?: string };
}

/** A file uploaded with files.getUploadURLExternal, its bytes posted, and shared by files.completeUploadExternal. */
export interface UploadedFile {
  id: string;
  filename: string;
  title: string;
  /** The bytes as UTF-8 text (the app uploads calendar files). */
  content: string;
  /** Where it was shared; undefined until completed. */
  channel?: string;
}
