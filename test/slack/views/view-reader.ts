/**
 * Reads a built view the way a person sees it, and fills its inputs the way a person would (by
 * label), producing the `state.values` Slack sends on submission.
 */

import type { SubmittedState, SubmittedValue } from "../../../src/slack/lib/blocks/form-values.js";
import { validateMessage, validateView } from "../../../src/slack-standin/block-kit-limits.js";

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** What Slack would refuse in a view (the stand-in's Block Kit checker); empty when it would show it. */
export function viewProblems(view: unknown): string[] {
  const kind = isObject(view) && view.type === "home" ? "home" : "modal";
  return validateView(view, kind).map((v) => v.message);
}

/** What Slack would refuse in a message's blocks; empty when it would post it. */
export function messageProblems(message: { text?: string; blocks?: unknown }): string[] {
  return validateMessage(message)?.violations.map((v) => v.message) ?? [];
}

export function blocksOf(view: unknown): Json[] {
  if (!isObject(view) || !Array.isArray(view.blocks)) return [];
  return view.blocks.filter(isObject);
}

/** Every string Slack would display or send back: texts, labels, hints, values, metadata. */
export function everyString(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(everyString);
  if (isObject(value)) return Object.values(value).flatMap(everyString);
  return [];
}

/** The text shown in section, context and header blocks, in order. */
export function shownText(view: unknown): string {
  const parts: string[] = [];
  for (const block of blocksOf(view)) {
    if (isObject(block.text) && typeof block.text.text === "string") parts.push(block.text.text);
    if (Array.isArray(block.elements) && block.type === "context") {
      for (const el of block.elements) if (isObject(el) && typeof el.text === "string") parts.push(el.text);
    }
  }
  return parts.join("\n");
}

export interface ButtonInfo {
  readonly text: string;
  readonly actionId: string;
  readonly value: string | undefined;
  readonly confirm: boolean;
}

export function buttons(view: unknown): ButtonInfo[] {
  const found: ButtonInfo[] = [];
  const visit = (el: unknown) => {
    if (!isObject(el) || el.type !== "button") return;
    found.push({
      text: isObject(el.text) ? String(el.text.text) : "",
      actionId: String(el.action_id),
      value: typeof el.value === "string" ? el.value : undefined,
      confirm: el.confirm !== undefined,
    });
  };
  for (const block of blocksOf(view)) {
    visit(block.accessory);
    if (Array.isArray(block.elements)) block.elements.forEach(visit);
  }
  return found;
}

export function inputs(view: unknown): Json[] {
  return blocksOf(view).filter((b) => b.type === "input");
}

export function inputByLabel(view: unknown, label: string): Json {
  const found = inputs(view).find((b) => isObject(b.label) && b.label.text === label);
  if (!found) throw new Error(`no input labelled "${label}"`);
  return found;
}

export function elementOf(input: Json): Json {
  if (!isObject(input.element)) throw new Error("input without element");
  return input.element;
}

function optionByText(options: unknown, text: string): Json {
  const found = Array.isArray(options)
    ? options.find((o) => isObject(o) && isObject(o.text) && o.text.text === text)
    : undefined;
  if (!isObject(found)) throw new Error(`no option "${text}"`);
  return found;
}

type Answer = string | string[];

/** Fills inputs by label; inputs left alone keep their initial value, as in Slack. */
export function fill(view: unknown, answers: Readonly<Record<string, Answer>>): SubmittedState {
  const state: Record<string, Record<string, SubmittedValue>> = {};
  const labels = new Set(Object.keys(answers));
  for (const input of inputs(view)) {
    const label = isObject(input.label) ? String(input.label.text) : "";
    const element = elementOf(input);
    const answer = answers[label];
    labels.delete(label);
    const type = String(element.type);
    let value: SubmittedValue;
    switch (type) {
      case "plain_text_input":
      case "number_input":
      case "url_text_input":
        value = {
          type,
          value:
            typeof answer === "string" ? answer : ((element.initial_value as string | undefined) ?? null),
        };
        break;
      case "users_select":
        value = {
          type,
          selected_user: typeof answer === "string" ? answer : (element.initial_user as string),
        };
        break;
      case "radio_buttons":
      case "static_select":
        value = {
          type,
          selected_option:
            typeof answer === "string"
              ? (optionByText(element.options, answer) as { value: string })
              : ((element.initial_option as { value: string } | undefined) ?? null),
        };
        break;
      case "multi_static_select":
      case "checkboxes":
        value = {
          type,
          selected_options: Array.isArray(answer)
            ? answer.map((t) => optionByText(element.options, t) as { value: string })
            : ((element.initial_options as { value: string }[] | undefined) ?? []),
        };
        break;
      case "multi_users_select":
        value = {
          type,
          selected_users: Array.isArray(answer)
            ? answer
            : ((element.initial_users as string[] | undefined) ?? []),
        };
        break;
      case "file_input":
        value = { type, files: [] } as SubmittedValue;
        break;
      default:
        throw new Error(`cannot fill ${type}`);
    }
    state[String(input.block_id)] = { [String(element.action_id)]: value };
  }
  if (labels.size > 0) throw new Error(`no input labelled ${[...labels].join(", ")}`);
  return state;
}
