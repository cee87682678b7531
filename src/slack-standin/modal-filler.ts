/**
 * Fills a captured view the way a person would: by the labels they read, choosing options by the
 * words shown. Produces the `view.state.values` Slack sends with a view_submission, and refuses what
 * the Slack client itself would refuse (empty required field, unknown option, text too long) with an
 * error naming the label, so a test that fills the wrong thing fails where the mistake is.
 */
import { TZDate } from "@date-fns/tz";
import { isObject, optionsOf } from "./json.js";
import type { JsonObject } from "./types.js";

export type ViewStateValues = Record<string, Record<string, JsonObject>>;

/** One answer: text, a number, an option (by text or value), several options, or a checkbox toggle. */
export type FieldAnswer = string | number | boolean | null | readonly string[];
export type ModalAnswers = Record<string, FieldAnswer>;

export interface FillOptions {
  /** Zone in which "YYYY-MM-DD HH:mm" datetimepicker answers are read (the user's Slack tz). Default UTC. */
  timeZone?: string;
  /** Turns a name typed in a users_select answer into a user id; ids (U.../W...) pass through. */
  resolveUser?: (nameOrId: string) => string | undefined;
  /** A file input's answer (an uploaded file's id or name) as the files.info object Slack sends. */
  resolveFile?: (idOrName: string) => JsonObject | undefined;
  /** Same for conversations/channels selects; channel ids (C.../D.../G...) pass through. */
  resolveConversation?: (nameOrId: string) => string | undefined;
  /** Skip the "required input left empty" refusal (a button pressed mid-form sends partial state). */
  partial?: boolean;
  /**
   * Options picked in external selects, by block_id: what the app offered when the person typed
   * (SlackActor.submit fills it by asking the app, as Slack's client does).
   */
  picked?: Readonly<Record<string, JsonObject>>;
}

export class ModalFillError extends Error {
  override readonly name = "ModalFillError";
}

interface InputField {
  label: string;
  blockId: string;
  actionId: string;
  optional: boolean;
  element: JsonObject;
}

function textOf(value: unknown): string {
  return isObject(value) && typeof value.text === "string" ? value.text : "";
}

function viewName(view: JsonObject): string {
  const title = textOf(view.title);
  return title ? `"${title}"` : typeof view.callback_id === "string" ? view.callback_id : "view";
}

function inputFields(view: JsonObject): InputField[] {
  const blocks = Array.isArray(view.blocks) ? (view.blocks as unknown[]) : [];
  const fields: InputField[] = [];
  blocks.forEach((block, index) => {
    if (!isObject(block) || block.type !== "input" || !isObject(block.element)) return;
    fields.push({
      label: textOf(block.label),
      // The stand-in stores views with Slack's generated ids; a hand-made view may lack them.
      blockId: typeof block.block_id === "string" ? block.block_id : `block_${index}`,
      actionId: typeof block.element.action_id === "string" ? block.element.action_id : `action_${index}`,
      optional: block.optional === true,
      element: block.element,
    });
  });
  return fields;
}

/** The input answered by `key` (its label, or block_id), with its element: to ask the app for options. */
export function inputField(
  view: JsonObject,
  key: string,
): { blockId: string; actionId: string; element: JsonObject } {
  const f = findField(inputFields(view), key, view);
  return { blockId: f.blockId, actionId: f.actionId, element: f.element };
}

/** The labels of a view's inputs, in order: what a person sees and what `fillModal` keys on. */
export function inputLabels(view: JsonObject): string[] {
  return inputFields(view).map((f) => f.label);
}

const normalize = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();

function findField(fields: InputField[], key: string, view: JsonObject): InputField {
  const exact = fields.filter((f) => f.label === key);
  const loose = exact.length > 0 ? exact : fields.filter((f) => normalize(f.label) === normalize(key));
  const byId = loose.length > 0 ? loose : fields.filter((f) => f.blockId === key);
  if (byId.length === 1 && byId[0]) return byId[0];
  if (byId.length > 1) {
    throw new ModalFillError(
      `${viewName(view)}: several inputs are labelled "${key}"; key the answer by block_id`,
    );
  }
  const labels = fields.map((f) => `"${f.label}"`).join(", ");
  throw new ModalFillError(
    `${viewName(view)}: no input labelled "${key}"; its inputs are ${labels || "(none)"}`,
  );
}

function pickOption(field: InputField, wanted: string): JsonObject {
  const options = optionsOf(field.element);
  const match =
    options.find((o) => textOf(o.text) === wanted) ??
    options.find((o) => o.value === wanted) ??
    options.find((o) => normalize(textOf(o.text)) === normalize(wanted));
  if (match) return match;
  const shown = options.map((o) => `"${textOf(o.text)}"`).join(", ");
  throw new ModalFillError(`"${field.label}": no option "${wanted}"; the options are ${shown || "(none)"}`);
}

function asList(field: InputField, answer: FieldAnswer): string[] {
  if (answer === null) return [];
  if (typeof answer === "string") return [answer];
  if (Array.isArray(answer)) return [...answer];
  throw new ModalFillError(`"${field.label}": expected a list of choices, got ${typeof answer}`);
}

function asText(field: InputField, answer: FieldAnswer): string | null {
  if (answer === null || answer === "") return null;
  if (typeof answer === "string") return answer;
  if (typeof answer === "number") return String(answer);
  throw new ModalFillError(
    `"${field.label}": expected text, got ${Array.isArray(answer) ? "a list" : typeof answer}`,
  );
}

function checkTextLength(field: InputField, value: string | null): void {
  if (value === null) return;
  const { min_length: min, max_length: max } = field.element;
  const length = [...value].length;
  if (typeof max === "number" && length > max) {
    throw new ModalFillError(`"${field.label}": ${length} characters, the field allows at most ${max}`);
  }
  if (typeof min === "number" && length < min) {
    throw new ModalFillError(`"${field.label}": ${length} characters, the field needs at least ${min}`);
  }
}

function numberValue(field: InputField, answer: FieldAnswer): string | null {
  const text = asText(field, answer);
  if (text === null) return null;
  const n = Number(text);
  if (text.trim() === "" || !Number.isFinite(n))
    throw new ModalFillError(`"${field.label}": "${text}" is not a number`);
  if (field.element.is_decimal_allowed !== true && !Number.isInteger(n)) {
    throw new ModalFillError(`"${field.label}": whole numbers only, got ${text}`);
  }
  const { min_value: min, max_value: max } = field.element;
  if (min !== undefined && n < Number(min))
    throw new ModalFillError(`"${field.label}": ${text} is below ${min}`);
  if (max !== undefined && n > Number(max))
    throw new ModalFillError(`"${field.label}": ${text} is above ${max}`);
  return text.trim();
}

function resolveId(
  field: InputField,
  wanted: string,
  idPattern: RegExp,
  resolver: ((s: string) => string | undefined) | undefined,
  what: string,
): string {
  if (idPattern.test(wanted)) return wanted;
  const id = resolver?.(wanted);
  if (id === undefined) throw new ModalFillError(`"${field.label}": no ${what} "${wanted}" is known`);
  return id;
}

const USER_ID = /^[UW][A-Z0-9]+$/;
const CONVERSATION_ID = /^[CDG][A-Z0-9]+$/;

function dateTimeValue(field: InputField, answer: FieldAnswer, timeZone: string): number | null {
  if (answer === null) return null;
  if (typeof answer === "number") return answer;
  const m =
    typeof answer === "string" ? /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/.exec(answer.trim()) : null;
  if (!m)
    throw new ModalFillError(`"${field.label}": give a date and time as "YYYY-MM-DD HH:mm" or Unix seconds`);
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  return Math.floor(new TZDate(y, mo - 1, d, h, mi, timeZone).getTime() / 1000);
}

/** What a person's answer becomes in state.values for this element type. */
function answerState(field: InputField, answer: FieldAnswer, options: FillOptions): JsonObject {
  const type = String(field.element.type);
  switch (type) {
    case "plain_text_input":
    case "url_text_input":
    case "email_text_input": {
      const value = asText(field, answer);
      checkTextLength(field, value);
      if (value !== null && type === "email_text_input" && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) {
        throw new ModalFillError(`"${field.label}": "${value}" is not an email address`);
      }
      if (value !== null && type === "url_text_input" && !/^https?:\/\/\S+$/.test(value)) {
        throw new ModalFillError(`"${field.label}": "${value}" is not a URL`);
      }
      return { value };
    }
    case "number_input":
      return { value: numberValue(field, answer) };
    case "static_select":
    case "radio_buttons": {
      const wanted = asText(field, answer);
      return { selected_option: wanted === null ? null : pickOption(field, wanted) };
    }
    case "multi_static_select":
    case "checkboxes": {
      let picked: JsonObject[];
      if (typeof answer === "boolean") {
        const all = optionsOf(field.element);
        if (all.length !== 1) {
          throw new ModalFillError(
            `"${field.label}": true/false only works for a single checkbox; name the options`,
          );
        }
        picked = answer ? all : [];
      } else {
        picked = asList(field, answer).map((w) => pickOption(field, w));
      }
      const max = field.element.max_selected_items;
      if (typeof max === "number" && picked.length > max) {
        throw new ModalFillError(`"${field.label}": ${picked.length} chosen, at most ${max} allowed`);
      }
      return { selected_options: picked };
    }
    case "external_select": {
      const wanted = asText(field, answer);
      if (wanted === null) return { selected_option: null };
      const picked = options.picked?.[field.blockId];
      const initial = isObject(field.element.initial_option) ? field.element.initial_option : undefined;
      const option =
        picked ??
        (initial && (textOf(initial.text) === wanted || initial.value === wanted) ? initial : undefined);
      if (!option)
        throw new ModalFillError(`"${field.label}": type in the menu to get "${wanted}" offered first`);
      return { selected_option: option };
    }
    case "users_select": {
      const wanted = asText(field, answer);
      return {
        selected_user:
          wanted === null ? null : resolveId(field, wanted, USER_ID, options.resolveUser, "user"),
      };
    }
    case "multi_users_select":
      return {
        selected_users: asList(field, answer).map((w) =>
          resolveId(field, w, USER_ID, options.resolveUser, "user"),
        ),
      };
    case "conversations_select":
    case "channels_select": {
      const wanted = asText(field, answer);
      const id =
        wanted === null
          ? null
          : resolveId(field, wanted, CONVERSATION_ID, options.resolveConversation, "conversation");
      return type === "channels_select" ? { selected_channel: id } : { selected_conversation: id };
    }
    case "multi_conversations_select":
    case "multi_channels_select": {
      const ids = asList(field, answer).map((w) =>
        resolveId(field, w, CONVERSATION_ID, options.resolveConversation, "conversation"),
      );
      return type === "multi_channels_select" ? { selected_channels: ids } : { selected_conversations: ids };
    }
    case "file_input": {
      const files = asList(field, answer).map((wanted) => {
        const file = options.resolveFile?.(wanted);
        if (!file)
          throw new ModalFillError(`"${field.label}": no file "${wanted}" was uploaded (uploadFile)`);
        return file;
      });
      const max = typeof field.element.max_files === "number" ? field.element.max_files : 10;
      if (files.length > max)
        throw new ModalFillError(`"${field.label}": ${files.length} files, at most ${max}`);
      return { files };
    }
    case "datepicker": {
      const value = asText(field, answer);
      if (value !== null && !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
        throw new ModalFillError(`"${field.label}": give the date as YYYY-MM-DD, got "${value}"`);
      }
      return { selected_date: value };
    }
    case "timepicker": {
      const value = asText(field, answer);
      if (value !== null && !/^([01]\d|2[0-3]):[0-5]\d$/.test(value)) {
        throw new ModalFillError(`"${field.label}": give the time as HH:mm (24 h), got "${value}"`);
      }
      return { selected_time: value };
    }
    case "datetimepicker":
      return { selected_date_time: dateTimeValue(field, answer, options.timeZone ?? "UTC") };
    default:
      throw new ModalFillError(`"${field.label}": the filler does not handle ${type} inputs`);
  }
}

/** The state of an input nobody touched: whatever the view pre-filled. */
function untouchedState(field: InputField): JsonObject {
  const e = field.element;
  switch (String(e.type)) {
    case "plain_text_input":
    case "url_text_input":
    case "email_text_input":
    case "number_input":
      return { value: typeof e.initial_value === "string" ? e.initial_value : null };
    case "static_select":
    case "external_select":
    case "radio_buttons":
      return { selected_option: isObject(e.initial_option) ? e.initial_option : null };
    case "multi_static_select":
    case "checkboxes":
      return { selected_options: Array.isArray(e.initial_options) ? e.initial_options : [] };
    case "users_select":
      return { selected_user: e.initial_user ?? null };
    case "multi_users_select":
      return { selected_users: e.initial_users ?? [] };
    case "conversations_select":
      return { selected_conversation: e.initial_conversation ?? null };
    case "multi_conversations_select":
      return { selected_conversations: e.initial_conversations ?? [] };
    case "channels_select":
      return { selected_channel: e.initial_channel ?? null };
    case "multi_channels_select":
      return { selected_channels: e.initial_channels ?? [] };
    case "datepicker":
      return { selected_date: e.initial_date ?? null };
    case "file_input":
      return { files: [] };
    case "timepicker":
      return { selected_time: e.initial_time ?? null };
    case "datetimepicker":
      return { selected_date_time: e.initial_date_time ?? null };
    default:
      return {};
  }
}

function isEmpty(state: JsonObject): boolean {
  return Object.values(state).every(
    (v) => v === null || v === undefined || (Array.isArray(v) && v.length === 0),
  );
}

/**
 * Answers the view's inputs by label (exact, then case-insensitive, then block_id) and returns the
 * state.values Slack would send. Inputs left out keep their initial values. Throws ModalFillError
 * for an unknown label or option, an empty required input, or a value the Slack client would refuse.
 */
export function fillModal(
  view: JsonObject,
  answers: ModalAnswers,
  options: FillOptions = {},
): ViewStateValues {
  const fields = inputFields(view);
  const chosen = new Map<InputField, FieldAnswer>();
  for (const [key, answer] of Object.entries(answers)) {
    const field = findField(fields, key, view);
    if (chosen.has(field)) throw new ModalFillError(`"${field.label}" is answered twice`);
    chosen.set(field, answer);
  }
  const values: ViewStateValues = {};
  for (const field of fields) {
    const state = chosen.has(field)
      ? answerState(field, chosen.get(field) as FieldAnswer, options)
      : untouchedState(field);
    if (!field.optional && options.partial !== true && isEmpty(state)) {
      throw new ModalFillError(`${viewName(view)}: "${field.label}" is required and was left empty`);
    }
    values[field.blockId] = { [field.actionId]: { type: field.element.type, ...state } };
  }
  return values;
}

export interface FoundButton {
  blockId: string;
  element: JsonObject;
  /** Set when what was found is an overflow menu's option: clicking it picks that option. */
  option?: JsonObject;
}

export interface ButtonQuery {
  /** Pick the button whose value is this (when several share a text). */
  value?: string;
  /** Pick the button whose block, or the section/header just above it, mentions this text. */
  near?: string;
}

/**
 * Finds one button by the text shown on it, in actions blocks and section accessories; an overflow
 * menu's option counts as a button (a person opens the menu and picks it).
 */
export function findButton(
  blocks: readonly unknown[],
  buttonText: string,
  query: ButtonQuery = {},
): FoundButton {
  const found: Array<FoundButton & { context: string }> = [];
  let lastText = "";
  blocks.forEach((block, index) => {
    if (!isObject(block)) return;
    const blockId = typeof block.block_id === "string" ? block.block_id : `block_${index}`;
    const ownText = [
      textOf(block.text),
      ...(Array.isArray(block.fields) ? block.fields.map(textOf) : []),
    ].join(" ");
    if (block.type === "section" || block.type === "header" || block.type === "context") {
      lastText = block.type === "context" ? `${lastText} ${JSON.stringify(block.elements ?? [])}` : ownText;
    }
    const elements =
      block.type === "actions" && Array.isArray(block.elements) ? block.elements : [block.accessory];
    for (const element of elements) {
      if (isObject(element) && element.type === "button")
        found.push({ blockId, element, context: `${ownText} ${lastText}` });
      if (isObject(element) && element.type === "overflow" && Array.isArray(element.options))
        for (const option of element.options)
          if (isObject(option)) found.push({ blockId, element, option, context: `${ownText} ${lastText}` });
    }
  });
  const shownText = (b: FoundButton) => textOf(b.option ? b.option.text : b.element.text);
  const shownValue = (b: FoundButton) => (b.option ? b.option.value : b.element.value);
  let matches = found.filter((b) => shownText(b) === buttonText);
  if (matches.length === 0) matches = found.filter((b) => normalize(shownText(b)) === normalize(buttonText));
  if (query.value !== undefined) matches = matches.filter((b) => shownValue(b) === query.value);
  if (query.near !== undefined) {
    const near = query.near.toLowerCase();
    matches = matches.filter((b) => b.context.toLowerCase().includes(near));
  }
  const [only] = matches;
  if (matches.length === 1 && only)
    return { blockId: only.blockId, element: only.element, ...(only.option && { option: only.option }) };
  const shown = [...new Set(found.map((b) => `"${shownText(b)}"`))].join(", ");
  if (matches.length === 0) {
    throw new ModalFillError(
      `no button "${buttonText}"${describe(query)}; the buttons are ${shown || "(none)"}`,
    );
  }
  throw new ModalFillError(
    `${matches.length} buttons "${buttonText}"${describe(query)}; narrow with { value } or { near }`,
  );
}

function describe(query: ButtonQuery): string {
  const parts = [
    query.value === undefined ? "" : ` with value "${query.value}"`,
    query.near === undefined ? "" : ` near "${query.near}"`,
  ];
  return parts.join("");
}

export interface AppResponse {
  status: number;
  body: string;
  json?: unknown;
}

export interface SubmitResult extends AppResponse {
  /** The ack's response_action ("errors", "update", "push", "clear"), if any. */
  responseAction?: string;
  /** response_action "errors" keyed by block_id, as the app sent them. */
  errors: Record<string, string>;
  /** The same errors keyed by the label of the input they point at (block_id when not an input). */
  errorsByLabel: Record<string, string>;
  /** The view sent with response_action "update" or "push". */
  view?: JsonObject;
}

/** Reads the app's ack to a view_submission the way Slack's client does. */
export function readSubmitResponse(response: AppResponse, view: JsonObject): SubmitResult {
  const json = isObject(response.json) ? response.json : {};
  const responseAction = typeof json.response_action === "string" ? json.response_action : undefined;
  const errors: Record<string, string> = {};
  if (isObject(json.errors)) {
    for (const [blockId, message] of Object.entries(json.errors)) errors[blockId] = String(message);
  }
  const labels = new Map(inputFields(view).map((f) => [f.blockId, f.label]));
  const errorsByLabel = Object.fromEntries(
    Object.entries(errors).map(([id, msg]) => [labels.get(id) ?? id, msg]),
  );
  return {
    ...response,
    ...(responseAction === undefined ? {} : { responseAction }),
    errors,
    errorsByLabel,
    ...(isObject(json.view) ? { view: json.view } : {}),
  };
}

export interface FoundSelect {
  blockId: string;
  element: JsonObject;
  /** The option picked, as Slack sends it in selected_option. */
  option: JsonObject;
}

/**
 * Finds a select menu a person can change without submitting (an input with dispatch_action, an
 * actions-block select, or a section accessory) by its label, placeholder or action_id, and the
 * option to pick in it by text or value.
 */
export function findSelect(blocks: readonly unknown[], menu: string, wanted: string): FoundSelect {
  const candidates: Array<{ blockId: string; element: JsonObject; names: string[] }> = [];
  blocks.forEach((block, index) => {
    if (!isObject(block)) return;
    const blockId = typeof block.block_id === "string" ? block.block_id : `block_${index}`;
    const elements =
      block.type === "actions" && Array.isArray(block.elements)
        ? block.elements
        : [block.type === "input" ? block.element : block.accessory];
    for (const element of elements) {
      if (!isObject(element) || (element.type !== "static_select" && element.type !== "radio_buttons"))
        continue;
      const names = [textOf(block.label), textOf(element.placeholder), String(element.action_id ?? "")];
      candidates.push({ blockId, element, names: names.filter(Boolean) });
    }
  });
  const matches = candidates.filter((c) => c.names.some((n) => normalize(n) === normalize(menu)));
  const [only] = matches;
  if (matches.length !== 1 || !only) {
    const shown = candidates.map((c) => `"${c.names[0] ?? "?"}"`).join(", ");
    throw new ModalFillError(
      matches.length === 0
        ? `no menu "${menu}"; the menus are ${shown || "(none)"}`
        : `${matches.length} menus "${menu}"; key by action_id`,
    );
  }
  const field: InputField = {
    label: menu,
    blockId: only.blockId,
    actionId: "",
    optional: true,
    element: only.element,
  };
  return { blockId: only.blockId, element: only.element, option: pickOption(field, wanted) };
}
