/**
 * Block Kit limits that make Slack answer `invalid_arguments` / `invalid_blocks` instead of showing
 * a view. Views here are built to stay inside them; this checker lets tests prove it for any input
 * (and can guard a view before it is sent). Pure: returns the violations, never throws.
 */

export const LIMITS = {
  viewTitle: 24,
  viewSubmit: 24,
  viewClose: 24,
  viewBlocks: 100,
  messageBlocks: 50,
  privateMetadata: 3000,
  callbackId: 255,
  blockId: 255,
  actionId: 255,
  sectionText: 3000,
  sectionFields: 10,
  sectionFieldText: 2000,
  headerText: 150,
  contextElements: 10,
  actionsElements: 25,
  buttonText: 75,
  buttonValue: 2000,
  url: 3000,
  options: 100,
  radioOrCheckboxOptions: 10,
  overflowOptions: 5,
  optionText: 75,
  optionValue: 150,
  inputLabel: 2000,
  inputHint: 2000,
  placeholder: 150,
  plainTextInputMaxLength: 3000,
  confirmTitle: 100,
  confirmText: 300,
  confirmButton: 30,
} as const;

export type Surface = "modal" | "home" | "message";

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function textOf(value: unknown): string | undefined {
  if (isObject(value) && typeof value.text === "string") return value.text;
  return undefined;
}

class Checker {
  readonly problems: string[] = [];

  max(path: string, text: string | undefined, limit: number): void {
    if (text !== undefined && text.length > limit) {
      this.problems.push(`${path} is ${text.length} characters (max ${limit})`);
    }
  }

  nonEmptyText(path: string, value: unknown): void {
    if (value === undefined) return;
    const text = textOf(value);
    if (text === undefined || text.trim() === "") this.problems.push(`${path} has no text`);
  }

  count(path: string, items: unknown, limit: number, min = 0): void {
    if (!Array.isArray(items)) return;
    if (items.length > limit) this.problems.push(`${path} has ${items.length} items (max ${limit})`);
    if (items.length < min) this.problems.push(`${path} has ${items.length} items (min ${min})`);
  }

  confirm(path: string, confirm: unknown): void {
    if (!isObject(confirm)) return;
    this.max(`${path}.title`, textOf(confirm.title), LIMITS.confirmTitle);
    this.max(`${path}.text`, textOf(confirm.text), LIMITS.confirmText);
    this.max(`${path}.confirm`, textOf(confirm.confirm), LIMITS.confirmButton);
    this.max(`${path}.deny`, textOf(confirm.deny), LIMITS.confirmButton);
  }

  options(path: string, options: unknown, limit: number, min = 0): void {
    this.count(path, options, limit, min);
    if (!Array.isArray(options)) return;
    options.forEach((option, i) => {
      if (!isObject(option)) return;
      this.nonEmptyText(`${path}[${i}].text`, option.text);
      this.max(`${path}[${i}].text`, textOf(option.text), LIMITS.optionText);
      if (typeof option.value === "string") this.max(`${path}[${i}].value`, option.value, LIMITS.optionValue);
      this.max(`${path}[${i}].description`, textOf(option.description), LIMITS.optionText);
    });
  }

  element(path: string, element: unknown): void {
    if (!isObject(element)) return;
    if (typeof element.action_id === "string")
      this.max(`${path}.action_id`, element.action_id, LIMITS.actionId);
    this.confirm(`${path}.confirm`, element.confirm);
    this.max(`${path}.placeholder`, textOf(element.placeholder), LIMITS.placeholder);
    switch (element.type) {
      case "button":
        this.nonEmptyText(`${path}.text`, element.text);
        this.max(`${path}.text`, textOf(element.text), LIMITS.buttonText);
        if (typeof element.value === "string") this.max(`${path}.value`, element.value, LIMITS.buttonValue);
        if (typeof element.url === "string") this.max(`${path}.url`, element.url, LIMITS.url);
        break;
      case "static_select":
      case "multi_static_select":
        if (element.options === undefined && element.option_groups === undefined) {
          this.problems.push(`${path} has neither options nor option_groups`);
        }
        this.options(`${path}.options`, element.options, LIMITS.options, 1);
        this.options(`${path}.initial_options`, element.initial_options, LIMITS.options);
        break;
      case "radio_buttons":
      case "checkboxes":
        this.options(`${path}.options`, element.options, LIMITS.radioOrCheckboxOptions, 1);
        break;
      case "overflow":
        this.options(`${path}.options`, element.options, LIMITS.overflowOptions, 1);
        break;
      case "plain_text_input": {
        const maxLength = element.max_length;
        if (typeof maxLength === "number" && maxLength > LIMITS.plainTextInputMaxLength) {
          this.problems.push(`${path}.max_length is ${maxLength} (max ${LIMITS.plainTextInputMaxLength})`);
        }
        const limit = typeof maxLength === "number" ? maxLength : LIMITS.plainTextInputMaxLength;
        if (typeof element.initial_value === "string") {
          this.max(`${path}.initial_value`, element.initial_value, limit);
        }
        break;
      }
    }
  }

  block(path: string, block: unknown, blockIds: Set<string>): void {
    if (!isObject(block)) {
      this.problems.push(`${path} is not an object`);
      return;
    }
    if (typeof block.block_id === "string") {
      this.max(`${path}.block_id`, block.block_id, LIMITS.blockId);
      if (blockIds.has(block.block_id))
        this.problems.push(`${path}.block_id "${block.block_id}" is repeated`);
      blockIds.add(block.block_id);
    }
    switch (block.type) {
      case "section": {
        if (block.text === undefined && block.fields === undefined) this.problems.push(`${path} has no text`);
        this.nonEmptyText(`${path}.text`, block.text);
        this.max(`${path}.text`, textOf(block.text), LIMITS.sectionText);
        this.count(`${path}.fields`, block.fields, LIMITS.sectionFields);
        if (Array.isArray(block.fields)) {
          block.fields.forEach((field, i) => {
            this.max(`${path}.fields[${i}]`, textOf(field), LIMITS.sectionFieldText);
          });
        }
        this.element(`${path}.accessory`, block.accessory);
        break;
      }
      case "header":
        this.nonEmptyText(`${path}.text`, block.text);
        this.max(`${path}.text`, textOf(block.text), LIMITS.headerText);
        break;
      case "context":
        this.count(`${path}.elements`, block.elements, LIMITS.contextElements, 1);
        if (Array.isArray(block.elements)) {
          block.elements.forEach((el, i) => {
            this.nonEmptyText(`${path}.elements[${i}]`, el);
            this.max(`${path}.elements[${i}]`, textOf(el), LIMITS.sectionText);
          });
        }
        break;
      case "actions": {
        this.count(`${path}.elements`, block.elements, LIMITS.actionsElements, 1);
        const actionIds = new Set<string>();
        if (Array.isArray(block.elements)) {
          block.elements.forEach((el, i) => {
            this.element(`${path}.elements[${i}]`, el);
            const id = isObject(el) ? el.action_id : undefined;
            if (typeof id === "string") {
              if (actionIds.has(id))
                this.problems.push(`${path}.elements[${i}].action_id "${id}" is repeated`);
              actionIds.add(id);
            }
          });
        }
        break;
      }
      case "input":
        this.nonEmptyText(`${path}.label`, block.label);
        this.max(`${path}.label`, textOf(block.label), LIMITS.inputLabel);
        this.max(`${path}.hint`, textOf(block.hint), LIMITS.inputHint);
        this.element(`${path}.element`, block.element);
        break;
    }
  }
}

/** Violations of `blocks` as shown on `surface`; an empty list means Slack would accept them. */
export function checkBlocks(blocks: unknown, surface: Surface): string[] {
  const checker = new Checker();
  if (!Array.isArray(blocks)) return ["blocks is not an array"];
  const limit = surface === "message" ? LIMITS.messageBlocks : LIMITS.viewBlocks;
  checker.count("blocks", blocks, limit);
  const blockIds = new Set<string>();
  blocks.forEach((block, i) => {
    checker.block(`blocks[${i}]`, block, blockIds);
  });
  return checker.problems;
}

/** Violations of a whole view (modal or home tab), including its own fields. */
export function checkView(view: unknown): string[] {
  if (!isObject(view)) return ["view is not an object"];
  const checker = new Checker();
  const surface: Surface = view.type === "home" ? "home" : "modal";
  if (surface === "modal") {
    checker.nonEmptyText("title", view.title);
    if (view.title === undefined) checker.problems.push("title is missing");
  }
  checker.max("title", textOf(view.title), LIMITS.viewTitle);
  checker.max("submit", textOf(view.submit), LIMITS.viewSubmit);
  checker.max("close", textOf(view.close), LIMITS.viewClose);
  if (typeof view.private_metadata === "string") {
    checker.max("private_metadata", view.private_metadata, LIMITS.privateMetadata);
  }
  if (typeof view.callback_id === "string") checker.max("callback_id", view.callback_id, LIMITS.callbackId);
  const hasInput = Array.isArray(view.blocks) && view.blocks.some((b) => isObject(b) && b.type === "input");
  if (surface === "modal" && hasInput && view.submit === undefined) {
    checker.problems.push("a modal with input blocks needs a submit button");
  }
  return [...checker.problems, ...checkBlocks(view.blocks, surface)];
}
