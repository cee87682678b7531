/**
 * The stand-in's views: trigger ids, modal stacks and updates, and the Block Kit limits it refuses
 * views for.
 */
import { describe, expect, it } from "vitest";
import { advance, api, modal, standin, standinPerTest, text } from "./world.js";

standinPerTest();

describe("views and trigger ids", () => {
  it("opens a modal once per trigger and expires the trigger after 3 seconds", async () => {
    const trigger = standin.issueTriggerId();
    const opened = await api("views.open", { trigger_id: trigger, view: modal({ callback_id: "schedule" }) });
    expect(opened.json).toMatchObject({
      ok: true,
      view: { type: "modal", callback_id: "schedule", state: { values: {} } },
    });
    expect(opened.json.view.id).toMatch(/^V/);
    expect(standin.views.get(opened.json.view.id)?.callback_id).toBe("schedule");
    expect((await api("views.open", { trigger_id: trigger, view: modal() })).json.error).toBe(
      "trigger_exchanged",
    );

    const late = standin.issueTriggerId();
    advance(3000);
    expect((await api("views.open", { trigger_id: late, view: modal() })).json.ok).toBe(true);
    const later = standin.issueTriggerId();
    advance(3001);
    expect((await api("views.open", { trigger_id: later, view: modal() })).json.error).toBe(
      "expired_trigger_id",
    );
    expect((await api("views.open", { trigger_id: "123.456.abc", view: modal() })).json.error).toBe(
      "invalid_trigger_id",
    );
  });

  it("gives blocks and elements without ids the ids Slack would generate", async () => {
    const opened = await api("views.open", {
      trigger_id: standin.issueTriggerId(),
      view: modal({
        blocks: [{ type: "input", label: text("Name"), element: { type: "plain_text_input" } }],
      }),
    });
    const block = opened.json.view.blocks[0];
    expect(block.block_id).toEqual(expect.any(String));
    expect(block.element.action_id).toEqual(expect.any(String));
  });

  it("updates by view_id or external_id and detects hash conflicts", async () => {
    const opened = await api("views.open", {
      trigger_id: standin.issueTriggerId(),
      view: modal({ external_id: "admin-U1" }),
    });
    const { id, hash } = opened.json.view;
    const updated = await api("views.update", { view_id: id, hash, view: modal({ title: text("Loaded") }) });
    expect(updated.json).toMatchObject({ ok: true, view: { id, title: { text: "Loaded" } } });
    expect(updated.json.view.hash).not.toBe(hash);
    expect((await api("views.update", { view_id: id, hash, view: modal() })).json.error).toBe(
      "hash_conflict",
    );
    const byExternal = await api("views.update", {
      external_id: "admin-U1",
      view: modal({ title: text("Again") }),
    });
    expect(byExternal.json.view.id).toBe(id);
    expect(standin.views.get(id)?.title).toEqual(text("Again"));
    expect((await api("views.update", { view_id: "VNOPE", view: modal() })).json.error).toBe("not_found");
  });

  it("pushes onto the modal's stack, at most three deep", async () => {
    const root = (await api("views.open", { trigger_id: standin.issueTriggerId(), view: modal() })).json.view;
    const second = (
      await api("views.push", { trigger_id: standin.issueTriggerId({ viewId: root.id }), view: modal() })
    ).json.view;
    expect(second).toMatchObject({ root_view_id: root.id, previous_view_id: root.id });
    const third = await api("views.push", {
      trigger_id: standin.issueTriggerId({ viewId: second.id }),
      view: modal(),
    });
    expect(third.json.ok).toBe(true);
    const fourth = await api("views.push", {
      trigger_id: standin.issueTriggerId({ viewId: root.id }),
      view: modal(),
    });
    expect(fourth.json.error).toBe("push_limit_reached");
  });

  it("publishes a home tab per user", async () => {
    const home = { type: "home", blocks: [{ type: "section", text: { type: "mrkdwn", text: "Upcoming" } }] };
    const first = await api("views.publish", { user_id: "U1", view: home });
    expect(first.json).toMatchObject({ ok: true, view: { type: "home" } });
    const again = await api("views.publish", { user_id: "U1", view: home, hash: first.json.view.hash });
    expect(again.json.view.id).toBe(first.json.view.id);
    expect((await api("views.publish", { user_id: "U1", view: home, hash: "stale" })).json.error).toBe(
      "hash_conflict",
    );
    expect(standin.homeViewOf("U1")?.blocks).toHaveLength(1);
  });
});

describe("Block Kit limits on views", () => {
  async function openWith(view: Record<string, unknown>) {
    return (await api("views.open", { trigger_id: standin.issueTriggerId(), view })).json;
  }
  const options = (n: number, label = (i: number) => `Option ${i}`) =>
    Array.from({ length: n }, (_, i) => ({ text: text(label(i)), value: `v${i}` }));
  const select = (opts: unknown[]) => ({
    type: "input",
    block_id: "pick",
    label: text("Pick"),
    element: { type: "static_select", action_id: "choice", options: opts },
  });

  it("accepts a 24-character title and rejects 25 exactly like Slack", async () => {
    expect((await openWith(modal({ title: text("x".repeat(24)) }))).ok).toBe(true);
    expect(await openWith(modal({ title: text("x".repeat(25)) }))).toEqual({
      ok: false,
      error: "invalid_arguments",
      response_metadata: {
        messages: ["[ERROR] must be less than 25 characters [json-pointer:/view/title/text]"],
      },
    });
  });

  it("does not consume the trigger when the view is refused", async () => {
    const trigger = standin.issueTriggerId();
    expect(
      (await api("views.open", { trigger_id: trigger, view: modal({ title: text("x".repeat(25)) }) })).json
        .ok,
    ).toBe(false);
    expect((await api("views.open", { trigger_id: trigger, view: modal() })).json.ok).toBe(true);
  });

  it.each([
    [
      "submit",
      modal({ submit: text("s".repeat(24)) }),
      modal({ submit: text("s".repeat(25)) }),
      "/view/submit/text",
    ],
    [
      "close",
      modal({ close: text("c".repeat(24)) }),
      modal({ close: text("c".repeat(25)) }),
      "/view/close/text",
    ],
    [
      "private_metadata",
      modal({ private_metadata: "m".repeat(3000) }),
      modal({ private_metadata: "m".repeat(3001) }),
      "/view/private_metadata",
    ],
    [
      "callback_id",
      modal({ callback_id: "c".repeat(255) }),
      modal({ callback_id: "c".repeat(256) }),
      "/view/callback_id",
    ],
    [
      "block_id",
      modal({ blocks: [{ type: "divider", block_id: "b".repeat(255) }] }),
      modal({ blocks: [{ type: "divider", block_id: "b".repeat(256) }] }),
      "/view/blocks/0/block_id",
    ],
    [
      "action_id",
      modal({
        blocks: [select(options(2))].map((b) => ({
          ...b,
          element: { ...b.element, action_id: "a".repeat(255) },
        })),
      }),
      modal({
        blocks: [select(options(2))].map((b) => ({
          ...b,
          element: { ...b.element, action_id: "a".repeat(256) },
        })),
      }),
      "/view/blocks/0/element/action_id",
    ],
    [
      "blocks",
      modal({ submit: undefined, blocks: Array.from({ length: 100 }, () => ({ type: "divider" })) }),
      modal({ submit: undefined, blocks: Array.from({ length: 101 }, () => ({ type: "divider" })) }),
      "/view/blocks",
    ],
    [
      "options",
      modal({ blocks: [select(options(100))] }),
      modal({ blocks: [select(options(101))] }),
      "/view/blocks/0/element/options",
    ],
    [
      "option text",
      modal({ blocks: [select(options(2, () => "o".repeat(75)))] }),
      modal({ blocks: [select(options(2, (i) => (i === 1 ? "o".repeat(76) : "short")))] }),
      "/view/blocks/0/element/options/1/text/text",
    ],
    [
      "plain_text_input max_length",
      modal({
        blocks: [
          { type: "input", label: text("Intro"), element: { type: "plain_text_input", max_length: 3000 } },
        ],
      }),
      modal({
        blocks: [
          { type: "input", label: text("Intro"), element: { type: "plain_text_input", max_length: 3001 } },
        ],
      }),
      "/view/blocks/0/element/max_length",
    ],
    [
      "section text",
      modal({ blocks: [{ type: "section", text: { type: "mrkdwn", text: "s".repeat(3000) } }] }),
      modal({ blocks: [{ type: "section", text: { type: "mrkdwn", text: "s".repeat(3001) } }] }),
      "/view/blocks/0/text/text",
    ],
    [
      "header text",
      modal({ blocks: [{ type: "header", text: text("h".repeat(150)) }] }),
      modal({ blocks: [{ type: "header", text: text("h".repeat(151)) }] }),
      "/view/blocks/0/text/text",
    ],
    [
      "input label",
      modal({
        blocks: [{ type: "input", label: text("l".repeat(2000)), element: { type: "plain_text_input" } }],
      }),
      modal({
        blocks: [{ type: "input", label: text("l".repeat(2001)), element: { type: "plain_text_input" } }],
      }),
      "/view/blocks/0/label/text",
    ],
  ])("%s: accepted at the limit, refused one past it", async (_name, atLimit, overLimit, pointer) => {
    expect((await openWith(atLimit)).ok).toBe(true);
    const refused = await openWith(overLimit);
    expect(refused.error).toBe("invalid_arguments");
    expect(refused.response_metadata.messages).toHaveLength(1);
    expect(refused.response_metadata.messages[0]).toMatch(
      new RegExp(`^\\[ERROR\\] .+ \\[json-pointer:${pointer}\\]$`),
    );
  });

  it("applies the same limits to views.update", async () => {
    const { id } = (await api("views.open", { trigger_id: standin.issueTriggerId(), view: modal() })).json
      .view;
    const res = await api("views.update", { view_id: id, view: modal({ title: text("t".repeat(25)) }) });
    expect(res.json.error).toBe("invalid_arguments");
    expect(standin.views.get(id)?.title).toEqual(text("Schedule a class"));
  });
});
