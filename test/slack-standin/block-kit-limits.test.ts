import { describe, expect, it } from "vitest";
import { validateMessage, validateView } from "../../src/slack-standin/block-kit-limits.js";

// The stand-in refuses what Slack refuses; the view tests trust it to, so each rule is shown to bite.
const text = (t: string) => ({ type: "plain_text", text: t });
const modal = (blocks: unknown[], extra: Record<string, unknown> = {}) => ({
  type: "modal",
  title: text("Ok"),
  submit: text("Save"),
  blocks,
  ...extra,
});
const problems = (view: unknown) => validateView(view, "modal").map((v) => v.message);
const pointers = (view: unknown) => validateView(view, "modal").map((v) => v.pointer);

describe("Block Kit checker of the Slack stand-in", () => {
  it("accepts a small valid modal and a home tab without a title", () => {
    expect(problems(modal([{ type: "section", text: text("hi") }]))).toEqual([]);
    expect(validateView({ type: "home", blocks: [{ type: "divider" }] }, "home")).toEqual([]);
  });

  it("refuses blank texts Slack would not show: title, section, header, label, button, option", () => {
    const view = modal(
      [
        { type: "section", text: { type: "mrkdwn", text: " " } },
        { type: "header", text: text("") },
        { type: "input", label: text(""), element: { type: "plain_text_input", action_id: "n" } },
        { type: "actions", elements: [{ type: "button", action_id: "b", text: text("") }] },
        {
          type: "input",
          label: text("Pick"),
          element: { type: "static_select", action_id: "s", options: [{ text: text(""), value: "1" }] },
        },
      ],
      { title: text("") },
    );
    expect(pointers(view)).toEqual([
      "/view/title/text",
      "/view/blocks/0/text/text",
      "/view/blocks/1/text/text",
      "/view/blocks/2/label/text",
      "/view/blocks/3/elements/0/text/text",
      "/view/blocks/4/element/options/0/text/text",
    ]);
    expect(problems(view)[0]).toBe("[ERROR] must be more than 0 characters [json-pointer:/view/title/text]");
  });

  it("refuses empty option lists, a select with no options at all, and empty actions/context blocks", () => {
    const select = (element: Record<string, unknown>) => ({
      type: "input",
      label: text("Pick"),
      element: { type: "static_select", action_id: "s", ...element },
    });
    const view = modal([
      select({ options: [] }),
      select({}),
      {
        type: "input",
        label: text("Role"),
        element: { type: "radio_buttons", action_id: "r", options: [] },
      },
      { type: "actions", elements: [] },
      { type: "context", elements: [] },
    ]);
    expect(problems(view)).toEqual([
      "[ERROR] no less than 1 items required [json-pointer:/view/blocks/0/element/options]",
      "[ERROR] must provide either options or option_groups [json-pointer:/view/blocks/1/element/options]",
      "[ERROR] no less than 1 items required [json-pointer:/view/blocks/2/element/options]",
      "[ERROR] no less than 1 items required [json-pointer:/view/blocks/3/elements]",
      "[ERROR] no less than 1 items required [json-pointer:/view/blocks/4/elements]",
    ]);
  });

  it("refuses a repeated action_id inside one actions block and a repeated block_id", () => {
    const button = (label: string) => ({ type: "button", action_id: "same", text: text(label) });
    const view = modal([
      { type: "actions", block_id: "b", elements: [button("One"), button("Two")] },
      { type: "divider", block_id: "b" },
    ]);
    expect(pointers(view)).toEqual(["/view/blocks/0/elements/1/action_id", "/view/blocks/1/block_id"]);
  });

  it("holds radio buttons to 10 options and option descriptions to 75 characters", () => {
    const option = (i: number) => ({
      text: text(`o${i}`),
      value: String(i),
      description: text(i === 0 ? "d".repeat(76) : "fine"),
    });
    const radio = (n: number) =>
      modal([
        {
          type: "input",
          label: text("Role"),
          element: {
            type: "radio_buttons",
            action_id: "r",
            options: Array.from({ length: n }, (_, i) => option(i)),
          },
        },
      ]);
    expect(pointers(radio(11))).toEqual([
      "/view/blocks/0/element/options",
      "/view/blocks/0/element/options/0/description/text",
    ]);
    expect(pointers(radio(10))).toEqual(["/view/blocks/0/element/options/0/description/text"]);
  });

  it("refuses an initial value longer than the field's own max_length", () => {
    const field = (initial: string) =>
      modal([
        {
          type: "input",
          label: text("Name"),
          element: { type: "plain_text_input", action_id: "n", max_length: 5, initial_value: initial },
        },
      ]);
    expect(problems(field("12345"))).toEqual([]);
    expect(problems(field("123456"))).toEqual([
      "[ERROR] must be less than 6 characters [json-pointer:/view/blocks/0/element/initial_value]",
    ]);
  });

  it("holds confirmation dialogs to Slack's lengths", () => {
    const withConfirm = (title: string) =>
      modal([
        {
          type: "actions",
          elements: [
            {
              type: "button",
              action_id: "remove",
              text: text("Remove"),
              confirm: { title: text(title), text: text("Sure?"), confirm: text("Yes"), deny: text("No") },
            },
          ],
        },
      ]);
    expect(problems(withConfirm("t".repeat(100)))).toEqual([]);
    expect(pointers(withConfirm("t".repeat(101)))).toEqual(["/view/blocks/0/elements/0/confirm/title/text"]);
  });

  it("counts characters as Slack does: an emoji is one", () => {
    expect(problems(modal([], { title: text("🎓".repeat(24)) }))).toEqual([]);
  });

  it("requires a submit button on a modal with inputs", () => {
    const input = {
      type: "input",
      label: text("Name"),
      element: { type: "plain_text_input", action_id: "n" },
    };
    expect(pointers(modal([input], { submit: undefined }))).toEqual(["/view/submit"]);
  });

  it("holds a message to 50 blocks", () => {
    const blocks = (n: number) => Array.from({ length: n }, () => ({ type: "divider" }));
    expect(validateMessage({ text: "x", blocks: blocks(50) })).toBeUndefined();
    expect(validateMessage({ text: "x", blocks: blocks(51) })?.error).toBe("invalid_blocks");
  });
});

describe("an overflow menu in the stand-in", () => {
  const option = (t: string, value = "v") => ({ text: text(t), value });
  const menu = (options: unknown[]) =>
    modal([{ type: "actions", elements: [{ type: "overflow", action_id: "more", options }] }]);

  it("holds 2 to 5 options, each text at most 75 characters and value at most 150, as Slack does", () => {
    expect(problems(menu([option("a"), option("b")]))).toEqual([]);
    expect(pointers(menu([option("a")]))).toEqual(["/view/blocks/0/elements/0/options"]);
    expect(pointers(menu(["a", "b", "c", "d", "e", "f"].map((t) => option(t))))).toEqual([
      "/view/blocks/0/elements/0/options",
    ]);
    expect(pointers(menu([option("x".repeat(76)), option("b", "v".repeat(151))]))).toEqual([
      "/view/blocks/0/elements/0/options/0/text/text",
      "/view/blocks/0/elements/0/options/1/value",
    ]);
  });
});
