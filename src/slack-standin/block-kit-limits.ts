/**
 * Block Kit limits as Slack enforces them on views.open/push/update/publish and chat.* calls.
 * Pure: takes the decoded payload, returns every violation in Slack's own message format, e.g.
 * "[ERROR] must be less than 25 characters [json-pointer:/view/title/text]".
 * The figures are Slack's documented limits; the stand-in answers `invalid_arguments` (views) or
 * `invalid_blocks` (messages) when this returns anything.
 */
import { BLOCK_KIT_LIMITS as LIMITS } from "../slack-api-limits.js";
import { isObject } from "./json.js";
import type { JsonObject } from "./types.js";

export interface LimitViolation {
  /** JSON pointer into the request, e.g. "/view/blocks/3/element/options/0/text/text". */
  pointer: string;
  /** Slack-style message with the pointer appended. */
  message: string;
}

export { LIMITS };

/** Characters as Slack counts them (code points, so an emoji counts once). */
function length(value: string): number {
  return [...value].length;
}

class Collector {
  readonly violations: LimitViolation[] = [];

  add(pointer: string, text: string): void {
    this.violations.push({ pointer, message: `[ERROR] ${text} [json-pointer:${pointer}]` });
  }

  maxChars(value: unknown, max: number, pointer: string): void {
    if (typeof value === "string" && length(value) > max)
      this.add(pointer, `must be less than ${max + 1} characters`);
  }

  /** A text object ({type, text}) whose `text` must not exceed `max`. */
  textObject(value: unknown, max: number, pointer: string): void {
    if (isObject(value)) this.maxChars(value.text, max, `${pointer}/text`);
  }

  /** A text object Slack shows as a label or a button face: absent is allowed, blank is not. */
  shownText(value: unknown, max: number, pointer: string): void {
    if (value === undefined) return;
    const text = isObject(value) ? value.text : undefined;
    if (typeof text !== "string" || text.trim() === "")
      this.add(`${pointer}/text`, "must be more than 0 characters");
    else this.maxChars(text, max, `${pointer}/text`);
  }

  maxItems(value: unknown, max: number, pointer: string): void {
    if (Array.isArray(value) && value.length > max) this.add(pointer, `no more than ${max} items allowed`);
  }

  minItems(value: unknown, min: number, pointer: string): void {
    if (Array.isArray(value) && value.length < min) this.add(pointer, `no less than ${min} items required`);
  }

  required(holder: JsonObject, key: string, pointer: string): boolean {
    if (holder[key] === undefined || holder[key] === null) {
      this.add(`${pointer}/${key}`, `missing required field: ${key}`);
      return false;
    }
    return true;
  }
}

function checkOption(c: Collector, option: unknown, pointer: string): void {
  if (!isObject(option)) return;
  if (c.required(option, "text", pointer)) c.shownText(option.text, LIMITS.optionText, `${pointer}/text`);
  c.maxChars(option.value, LIMITS.optionValue, `${pointer}/value`);
  c.textObject(option.description, LIMITS.optionDescription, `${pointer}/description`);
}

function checkOptions(c: Collector, options: unknown, max: number, pointer: string, min = 0): void {
  if (!Array.isArray(options)) return;
  c.maxItems(options, max, pointer);
  c.minItems(options, min, pointer);
  options.forEach((option, i) => {
    checkOption(c, option, `${pointer}/${i}`);
  });
}

function checkConfirm(c: Collector, confirm: unknown, pointer: string): void {
  if (!isObject(confirm)) return;
  c.textObject(confirm.title, LIMITS.confirmTitle, `${pointer}/title`);
  c.textObject(confirm.text, LIMITS.confirmText, `${pointer}/text`);
  c.textObject(confirm.confirm, LIMITS.confirmButton, `${pointer}/confirm`);
  c.textObject(confirm.deny, LIMITS.confirmButton, `${pointer}/deny`);
}

function checkElement(c: Collector, element: unknown, pointer: string): void {
  if (!isObject(element)) return;
  c.maxChars(element.action_id, LIMITS.actionId, `${pointer}/action_id`);
  c.textObject(element.placeholder, LIMITS.placeholder, `${pointer}/placeholder`);
  checkConfirm(c, element.confirm, `${pointer}/confirm`);
  const type = element.type;
  if (type === "button") {
    if (c.required(element, "text", pointer)) c.shownText(element.text, LIMITS.buttonText, `${pointer}/text`);
    c.maxChars(element.value, LIMITS.buttonValue, `${pointer}/value`);
    c.maxChars(element.url, LIMITS.url, `${pointer}/url`);
  }
  if (type === "static_select" || type === "multi_static_select") {
    if (element.options === undefined && element.option_groups === undefined) {
      c.add(`${pointer}/options`, "must provide either options or option_groups");
    }
    checkOptions(c, element.options, LIMITS.options, `${pointer}/options`, 1);
    checkOptions(c, element.initial_options, LIMITS.options, `${pointer}/initial_options`);
    if (Array.isArray(element.option_groups)) {
      c.maxItems(element.option_groups, LIMITS.optionGroups, `${pointer}/option_groups`);
      element.option_groups.forEach((group, g) => {
        if (isObject(group)) {
          checkOptions(c, group.options, LIMITS.options, `${pointer}/option_groups/${g}/options`);
        }
      });
    }
  }
  if (type === "checkboxes" || type === "radio_buttons")
    checkOptions(c, element.options, LIMITS.radioOrCheckboxOptions, `${pointer}/options`, 1);
  // Slack: an overflow menu holds 2 to 5 options.
  if (type === "overflow") checkOptions(c, element.options, LIMITS.overflowOptions, `${pointer}/options`, 2);
  if (type === "plain_text_input") {
    const maxLength = element.max_length;
    if (typeof maxLength === "number" && maxLength > LIMITS.plainTextInputMaxLength) {
      c.add(`${pointer}/max_length`, `must be less than or equal to ${LIMITS.plainTextInputMaxLength}`);
    }
    // An initial value longer than the field allows could never be submitted back.
    const initialMax =
      typeof maxLength === "number"
        ? Math.min(maxLength, LIMITS.plainTextInputMaxLength)
        : LIMITS.plainTextInputMaxLength;
    c.maxChars(element.initial_value, initialMax, `${pointer}/initial_value`);
  }
  if (type === "image") c.maxChars(element.alt_text, LIMITS.imageAltText, `${pointer}/alt_text`);
}

function checkBlock(c: Collector, block: unknown, pointer: string, seenBlockIds: Set<string>): void {
  if (!isObject(block)) {
    c.add(pointer, "must be an object");
    return;
  }
  if (typeof block.block_id === "string") {
    c.maxChars(block.block_id, LIMITS.blockId, `${pointer}/block_id`);
    if (seenBlockIds.has(block.block_id)) c.add(`${pointer}/block_id`, "duplicate block_id");
    seenBlockIds.add(block.block_id);
  }
  switch (block.type) {
    case "section":
      c.shownText(block.text, LIMITS.sectionText, `${pointer}/text`);
      if (Array.isArray(block.fields)) {
        c.maxItems(block.fields, LIMITS.sectionFields, `${pointer}/fields`);
        block.fields.forEach((field, i) => {
          c.textObject(field, LIMITS.sectionFieldText, `${pointer}/fields/${i}`);
        });
      }
      if (block.text === undefined && block.fields === undefined) {
        c.add(`${pointer}/text`, "must provide either text or fields");
      }
      checkElement(c, block.accessory, `${pointer}/accessory`);
      break;
    case "header":
      if (c.required(block, "text", pointer)) c.shownText(block.text, LIMITS.headerText, `${pointer}/text`);
      break;
    case "input":
      if (c.required(block, "label", pointer))
        c.shownText(block.label, LIMITS.inputLabel, `${pointer}/label`);
      c.textObject(block.hint, LIMITS.inputHint, `${pointer}/hint`);
      if (c.required(block, "element", pointer)) checkElement(c, block.element, `${pointer}/element`);
      break;
    case "actions":
      if (Array.isArray(block.elements)) {
        c.maxItems(block.elements, LIMITS.actionsElements, `${pointer}/elements`);
        c.minItems(block.elements, 1, `${pointer}/elements`);
        const actionIds = new Set<string>();
        block.elements.forEach((element, i) => {
          checkElement(c, element, `${pointer}/elements/${i}`);
          const actionId = isObject(element) ? element.action_id : undefined;
          if (typeof actionId === "string") {
            if (actionIds.has(actionId)) c.add(`${pointer}/elements/${i}/action_id`, "duplicate action_id");
            actionIds.add(actionId);
          }
        });
      }
      break;
    case "context":
      if (Array.isArray(block.elements)) {
        c.maxItems(block.elements, LIMITS.contextElements, `${pointer}/elements`);
        c.minItems(block.elements, 1, `${pointer}/elements`);
        block.elements.forEach((element, i) => {
          if (isObject(element) && element.type !== "image")
            c.shownText(element, LIMITS.sectionText, `${pointer}/elements/${i}`);
        });
      }
      break;
    case "image":
      c.maxChars(block.alt_text, LIMITS.imageAltText, `${pointer}/alt_text`);
      break;
    default:
      break;
  }
}

function checkBlocks(c: Collector, blocks: unknown, max: number, pointer: string): void {
  if (blocks === undefined) return;
  if (!Array.isArray(blocks)) {
    c.add(pointer, "must be an array");
    return;
  }
  c.maxItems(blocks, max, pointer);
  const seen = new Set<string>();
  blocks.forEach((block, i) => {
    checkBlock(c, block, `${pointer}/${i}`, seen);
  });
}

/**
 * Checks a view as sent to views.open / views.push / views.update (`kind` "modal") or views.publish
 * ("home"). Pointers start at /view like Slack's.
 */
export function validateView(view: unknown, kind: "modal" | "home"): LimitViolation[] {
  const c = new Collector();
  if (!isObject(view)) {
    c.add("/view", "must be an object");
    return c.violations;
  }
  if (view.type !== kind) c.add("/view/type", `must be "${kind}"`);
  if (kind === "modal" && c.required(view, "title", "/view")) {
    c.shownText(view.title, LIMITS.viewTitle, "/view/title");
  }
  c.textObject(view.submit, LIMITS.viewSubmit, "/view/submit");
  c.textObject(view.close, LIMITS.viewClose, "/view/close");
  c.maxChars(view.private_metadata, LIMITS.privateMetadata, "/view/private_metadata");
  c.maxChars(view.callback_id, LIMITS.callbackId, "/view/callback_id");
  c.maxChars(view.external_id, LIMITS.externalId, "/view/external_id");
  if (c.required(view, "blocks", "/view")) checkBlocks(c, view.blocks, LIMITS.viewBlocks, "/view/blocks");
  if (
    kind === "modal" &&
    view.submit === undefined &&
    Array.isArray(view.blocks) &&
    view.blocks.some((b) => isObject(b) && b.type === "input")
  ) {
    // Slack refuses a modal with inputs but no submit button.
    c.add("/view/submit", "submit is required when an input block is present");
  }
  return c.violations;
}

export interface MessageCheck {
  /** `invalid_blocks` for block problems, `msg_too_long` for text over 40,000 characters. */
  error: "invalid_blocks" | "msg_too_long" | "no_text";
  violations: LimitViolation[];
}

/** Checks a chat.postMessage / postEphemeral / update / scheduleMessage payload; undefined when fine. */
export function validateMessage(args: { text?: unknown; blocks?: unknown }): MessageCheck | undefined {
  const hasText = typeof args.text === "string" && args.text.length > 0;
  const hasBlocks = Array.isArray(args.blocks) && args.blocks.length > 0;
  if (!hasText && !hasBlocks) return { error: "no_text", violations: [] };
  if (typeof args.text === "string" && length(args.text) > LIMITS.messageText) {
    return {
      error: "msg_too_long",
      violations: [
        {
          pointer: "/text",
          message: `[ERROR] must be less than ${LIMITS.messageText + 1} characters [json-pointer:/text]`,
        },
      ],
    };
  }
  const c = new Collector();
  checkBlocks(c, args.blocks, LIMITS.messageBlocks, "/blocks");
  return c.violations.length > 0 ? { error: "invalid_blocks", violations: c.violations } : undefined;
}
