/**
 * What a Slack request body may look like, checked with zod before Bolt or a listener sees it. Only
 * the kinds of request this app handles pass, and every field the app reads has its type checked
 * (a `text` that is a list, a `view` that is null, a value that is a number): anything else is a
 * 400 at once instead of a type error, a 500, or a request no listener answers. Fields the app does
 * not read pass unchecked, so a new field from Slack changes nothing.
 *
 * The body is decoded exactly as Bolt's HTTP receiver decodes it, so what passes here is what the
 * listeners get.
 */
import { parse as parseQuery } from "node:querystring";
import { z } from "zod";

const text = z.string().max(100_000);
const optionValue = z.looseObject({ value: text });

/** What a person picked or typed in one element: in `view.state.values` and in block actions. */
const elementState = z.looseObject({
  type: z.string().optional(),
  value: text.nullish(),
  selected_option: optionValue.nullish(),
  selected_options: z.array(optionValue).nullish(),
  selected_user: z.string().nullish(),
  selected_users: z.array(z.string()).nullish(),
  selected_conversation: z.string().nullish(),
  selected_conversations: z.array(z.string()).nullish(),
  selected_channel: z.string().nullish(),
  selected_channels: z.array(z.string()).nullish(),
  selected_date: z.string().nullish(),
  selected_time: z.string().nullish(),
  selected_date_time: z.number().nullish(),
});

const stateValues = z.record(z.string(), z.record(z.string(), elementState));

const view = z.looseObject({
  id: z.string().min(1),
  type: z.string(),
  team_id: z.string().nullish(),
  callback_id: z.string().optional(),
  private_metadata: text.optional(),
  hash: z.string().optional(),
  state: z.looseObject({ values: stateValues }).optional(),
});

const user = z.looseObject({ id: z.string().min(1), team_id: z.string().optional() });
const team = z.looseObject({ id: z.string().min(1) }).nullish();

/** Fields every interaction may carry. */
const interaction = {
  user: user.optional(),
  team,
  trigger_id: z.string().optional(),
  response_url: z.string().optional(),
  channel: z.looseObject({ id: z.string() }).nullish(),
};

const blockAction = elementState.extend({ action_id: z.string(), block_id: z.string().optional() });

const interactionPayload = z.discriminatedUnion("type", [
  z.looseObject({
    type: z.literal("block_actions"),
    ...interaction,
    actions: z.array(blockAction).min(1),
    view: view.optional(),
    state: z.looseObject({ values: stateValues }).optional(),
    message: z.looseObject({ ts: z.string().optional(), text: text.optional() }).optional(),
  }),
  z.looseObject({
    type: z.literal("view_submission"),
    ...interaction,
    view: view.extend({ callback_id: z.string(), state: z.looseObject({ values: stateValues }) }),
  }),
  z.looseObject({ type: z.literal("view_closed"), ...interaction, view }),
  z.looseObject({
    type: z.literal("block_suggestion"),
    ...interaction,
    action_id: z.string(),
    block_id: z.string().optional(),
    value: text,
    view: view.optional(),
  }),
  z.looseObject({ type: z.literal("shortcut"), ...interaction, callback_id: z.string() }),
  z.looseObject({
    type: z.literal("message_action"),
    ...interaction,
    callback_id: z.string(),
    message: z.looseObject({ ts: z.string().optional(), text: text.optional() }).optional(),
  }),
]);

/** A slash command is form-encoded: every field one text (a field given twice would be a list). */
const slashCommand = z
  .record(z.string(), text)
  .and(z.looseObject({ command: z.string().regex(/^\/\S+$/), text: text.optional() }));

const eventEnvelope = z.discriminatedUnion("type", [
  z.looseObject({ type: z.literal("url_verification"), challenge: z.string().max(500) }),
  z.looseObject({
    type: z.literal("event_callback"),
    team_id: z.string().nullish(), // null: an event about an organisation (team_access_revoked)
    event_id: z.string().optional(),
    event: z.looseObject({
      type: z.string(),
      user: z.union([z.string(), z.looseObject({ id: z.string() })]).optional(),
      channel: z.union([z.string(), z.looseObject({ id: z.string() })]).optional(),
      tab: z.string().optional(),
      view: z.looseObject({ id: z.string().optional() }).nullish(),
    }),
  }),
  z.looseObject({ type: z.literal("app_rate_limited"), team_id: z.string().optional() }),
]);

export type ParsedBody =
  | { readonly ok: true; readonly body: Record<string, unknown> }
  | { readonly ok: false; readonly reason: string };

const FORM = "application/x-www-form-urlencoded";
const utf8 = new TextDecoder("utf-8", { fatal: true });

function refused(reason: string): ParsedBody {
  return { ok: false, reason };
}

function checked(schema: z.ZodType, value: unknown, what: string): ParsedBody {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, body: value as Record<string, unknown> };
  const issue = result.error.issues[0];
  return refused(`${what}: ${issue?.path.join(".") || "(body)"} ${issue?.message ?? "is malformed"}`);
}

/** Decodes and checks a Slack request body (already verified as signed by Slack). */
export function parseSlackBody(raw: Buffer, contentType: string | undefined): ParsedBody {
  let bodyText: string;
  try {
    bodyText = utf8.decode(raw);
  } catch {
    return refused("the body is not UTF-8");
  }
  if (contentType === FORM) {
    const fields = parseQuery(bodyText);
    if (fields.ssl_check === "1") return { ok: true, body: { ssl_check: "1" } };
    if (fields.payload === undefined) return checked(slashCommand, fields, "slash command");
    if (typeof fields.payload !== "string") return refused("payload is given more than once");
    let payload: unknown;
    try {
      payload = JSON.parse(fields.payload);
    } catch {
      return refused("payload is not JSON");
    }
    return checked(interactionPayload, payload, "interaction");
  }
  let json: unknown;
  try {
    json = JSON.parse(bodyText);
  } catch {
    return refused("the body is not JSON");
  }
  return checked(eventEnvelope, json, "event");
}

/** The event id of an Events API delivery, which its retries share. */
export function eventIdOf(body: Record<string, unknown>): string | undefined {
  return typeof body.event_id === "string" && body.event_id !== "" ? body.event_id : undefined;
}
