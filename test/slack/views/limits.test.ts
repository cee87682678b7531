import { describe, expect, it } from "vitest";
import { checkBlocks, checkView } from "../../../src/slack/views/limits.js";

const section = (text: string, blockId?: string) => ({
  type: "section",
  ...(blockId ? { block_id: blockId } : {}),
  text: { type: "mrkdwn", text },
});
const modal = (extra: Record<string, unknown>) => ({
  type: "modal",
  title: { type: "plain_text", text: "Ok" },
  blocks: [section("hi")],
  ...extra,
});

// The checker is what the view tests rely on, so each rule must be shown to catch a violation.
describe("Block Kit limits checker", () => {
  it("accepts a small valid modal", () => {
    expect(checkView(modal({}))).toEqual([]);
  });

  it("catches the view-level limits Slack enforces", () => {
    expect(checkView(modal({ title: { type: "plain_text", text: "x".repeat(25) } }))).toEqual([
      "title is 25 characters (max 24)",
    ]);
    expect(checkView(modal({ submit: { type: "plain_text", text: "y".repeat(25) } }))[0]).toMatch(/^submit/);
    expect(checkView(modal({ close: { type: "plain_text", text: "z".repeat(25) } }))[0]).toMatch(/^close/);
    expect(checkView(modal({ private_metadata: "m".repeat(3001) }))).toEqual([
      "private_metadata is 3001 characters (max 3000)",
    ]);
    const many = Array.from({ length: 101 }, (_, i) => section(`s${i}`));
    expect(checkView(modal({ blocks: many }))).toEqual(["blocks has 101 items (max 100)"]);
    expect(checkBlocks(many.slice(0, 51), "message")).toEqual(["blocks has 51 items (max 50)"]);
  });

  it("catches block and element limits", () => {
    const problems = checkBlocks(
      [
        section("a".repeat(3001), "b".repeat(256)),
        section("", "dup"),
        section("ok", "dup"),
        {
          type: "input",
          label: { type: "plain_text", text: "Name" },
          element: { type: "plain_text_input", action_id: "a".repeat(256), max_length: 3001 },
        },
        {
          type: "actions",
          elements: [
            {
              type: "static_select",
              action_id: "s",
              options: Array.from({ length: 101 }, (_, i) => ({
                text: { type: "plain_text", text: i === 0 ? "o".repeat(76) : `o${i}` },
                value: String(i),
              })),
            },
          ],
        },
      ],
      "modal",
    );
    expect(problems).toEqual([
      "blocks[0].block_id is 256 characters (max 255)",
      "blocks[0].text is 3001 characters (max 3000)",
      "blocks[1].text has no text",
      'blocks[2].block_id "dup" is repeated',
      "blocks[3].element.action_id is 256 characters (max 255)",
      "blocks[3].element.max_length is 3001 (max 3000)",
      "blocks[4].elements[0].options has 101 items (max 100)",
      "blocks[4].elements[0].options[0].text is 76 characters (max 75)",
    ]);
  });

  it("checks option descriptions of radio buttons, which hold at most 10 options", () => {
    const option = (i: number) => ({
      text: { type: "plain_text", text: `o${i}` },
      value: String(i),
      description: { type: "plain_text", text: i === 0 ? "d".repeat(76) : "fine" },
    });
    const radio = {
      type: "input",
      label: { type: "plain_text", text: "Role" },
      element: {
        type: "radio_buttons",
        action_id: "r",
        options: Array.from({ length: 11 }, (_, i) => option(i)),
      },
    };
    expect(checkBlocks([radio], "modal")).toEqual([
      "blocks[0].element.options has 11 items (max 10)",
      "blocks[0].element.options[0].description is 76 characters (max 75)",
    ]);
  });

  it("requires a submit button on a modal with inputs", () => {
    const input = {
      type: "input",
      label: { type: "plain_text", text: "Name" },
      element: { type: "plain_text_input", action_id: "n" },
    };
    expect(checkView(modal({ blocks: [input] }))).toEqual([
      "a modal with input blocks needs a submit button",
    ]);
  });
});
