import { webApi } from "@slack/bolt";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type SlackStandin, startSlackStandin } from "../../src/slack-standin/server.js";

const START = Date.UTC(2026, 11, 1, 12, 0, 0);

let now = START;
let standin: SlackStandin;

async function api(method: string, args: Record<string, unknown>, token: string | null = standin.botToken) {
  const res = await fetch(`${standin.url}${method}`, {
    method: "POST",
    headers: {
      "content-type": "application/json; charset=utf-8",
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(args),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the tests read Slack's JSON answers field by field
  const json = (await res.json()) as any;
  return { status: res.status, retryAfter: res.headers.get("retry-after"), json };
}

const text = (s: string) => ({ type: "plain_text", text: s });
const modal = (over: Record<string, unknown> = {}) => ({
  type: "modal",
  title: text("Schedule a class"),
  submit: text("Schedule"),
  blocks: [{ type: "input", block_id: "name", label: text("Name"), element: { type: "plain_text_input" } }],
  ...over,
});

beforeEach(async () => {
  now = START;
  standin = await startSlackStandin({ clock: () => now });
});
afterEach(async () => {
  await standin.close();
});

describe("authentication", () => {
  it("answers not_authed without a token and invalid_auth with a wrong one", async () => {
    expect((await api("auth.test", {}, null)).json).toEqual({ ok: false, error: "not_authed" });
    expect((await api("auth.test", {}, "xoxb-wrong")).json).toEqual({ ok: false, error: "invalid_auth" });
    const good = await api("auth.test", {});
    expect(good.json).toMatchObject({
      ok: true,
      team_id: "T0STANDIN",
      user_id: "U0CLASSBOT",
      bot_id: "B0CLASSBOT",
    });
  });

  it("answers unknown_method for methods it does not implement", async () => {
    expect((await api("files.upload", {})).json).toMatchObject({ ok: false, error: "unknown_method" });
  });

  it("works with the real WebClient (form-encoded bodies with JSON fields)", async () => {
    const client = new webApi.WebClient(standin.botToken, {
      slackApiUrl: standin.url,
      retryConfig: { retries: 0 },
    });
    const posted = await client.chat.postMessage({
      channel: "U123",
      text: "hello",
      blocks: [{ type: "section", text: { type: "mrkdwn", text: "*hello*" } }],
    });
    expect(posted.channel).toBe("D123");
    const call = standin.callsTo("chat.postMessage")[0];
    expect(call?.args.blocks).toEqual([{ type: "section", text: { type: "mrkdwn", text: "*hello*" } }]);
    expect(standin.messagesIn("D123")[0]?.text).toBe("hello");
  });
});

describe("chat", () => {
  it("posts, updates and records messages like Slack answers them", async () => {
    const posted = await api("chat.postMessage", { channel: "C1", text: "first" });
    expect(posted.json).toMatchObject({
      ok: true,
      channel: "C1",
      message: { text: "first", bot_id: "B0CLASSBOT" },
    });
    const ts = posted.json.ts as string;
    expect(ts).toMatch(/^\d+\.\d{6}$/);
    const updated = await api("chat.update", { channel: "C1", ts, text: "edited" });
    expect(updated.json).toMatchObject({ ok: true, channel: "C1", ts, text: "edited" });
    expect(standin.messagesIn("C1").map((m) => m.text)).toEqual(["edited"]);
    expect((await api("chat.update", { channel: "C1", ts: "1.000009", text: "x" })).json.error).toBe(
      "message_not_found",
    );
    expect((await api("chat.postMessage", { channel: "C1" })).json.error).toBe("no_text");
    expect((await api("chat.postMessage", { channel: "nope", text: "x" })).json.error).toBe(
      "channel_not_found",
    );
  });

  it("keeps ephemeral messages visible to their user only", async () => {
    const res = await api("chat.postEphemeral", { channel: "C1", user: "U9", text: "only you" });
    expect(res.json).toMatchObject({ ok: true });
    expect(typeof res.json.message_ts).toBe("string");
    expect(standin.messagesIn("C1")).toMatchObject([{ text: "only you", ephemeralTo: "U9" }]);
  });

  it("rejects 51 blocks and text over 40,000 characters, accepts the limits themselves", async () => {
    const blocks = (n: number) => Array.from({ length: n }, () => ({ type: "divider" }));
    expect((await api("chat.postMessage", { channel: "C1", text: "t", blocks: blocks(50) })).json.ok).toBe(
      true,
    );
    const tooMany = await api("chat.postMessage", { channel: "C1", text: "t", blocks: blocks(51) });
    expect(tooMany.json).toMatchObject({
      ok: false,
      error: "invalid_blocks",
      response_metadata: { messages: ["[ERROR] no more than 50 items allowed [json-pointer:/blocks]"] },
    });
    expect((await api("chat.postMessage", { channel: "C1", text: "x".repeat(40_000) })).json.ok).toBe(true);
    expect((await api("chat.postMessage", { channel: "C1", text: "x".repeat(40_001) })).json.error).toBe(
      "msg_too_long",
    );
  });

  it("opens a DM channel for a user", async () => {
    expect((await api("conversations.open", { users: "U42" })).json).toMatchObject({
      ok: true,
      channel: { id: "D42" },
    });
    expect((await api("conversations.open", { users: "not-a-user" })).json.error).toBe("user_not_found");
  });
});

describe("scheduled messages", () => {
  const nowS = () => Math.floor(now / 1000);

  it("schedules, lists and deletes, refusing the past and more than 120 days ahead", async () => {
    expect(
      (await api("chat.scheduleMessage", { channel: "C1", text: "t", post_at: nowS() - 1 })).json.error,
    ).toBe("time_in_past");
    const tooFar = nowS() + 120 * 86400 + 1;
    expect(
      (await api("chat.scheduleMessage", { channel: "C1", text: "t", post_at: tooFar })).json.error,
    ).toBe("time_too_far");
    const scheduled = await api("chat.scheduleMessage", {
      channel: "U7",
      text: "reminder",
      post_at: nowS() + 600,
    });
    expect(scheduled.json).toMatchObject({ ok: true, channel: "D7", post_at: nowS() + 600 });
    const id = scheduled.json.scheduled_message_id as string;
    expect(id).toMatch(/^Q/);

    const list = await api("chat.scheduledMessages.list", { channel: "D7" });
    expect(list.json.scheduled_messages).toEqual([
      { id, channel_id: "D7", post_at: nowS() + 600, date_created: nowS(), text: "reminder" },
    ]);
    expect(
      (await api("chat.deleteScheduledMessage", { channel: "D7", scheduled_message_id: id })).json.ok,
    ).toBe(true);
    expect(
      (await api("chat.deleteScheduledMessage", { channel: "D7", scheduled_message_id: id })).json.error,
    ).toBe("invalid_scheduled_message_id");
    expect((await api("chat.scheduledMessages.list", {})).json.scheduled_messages).toEqual([]);
  });

  it("delivers a scheduled message once its time has come", async () => {
    await api("chat.scheduleMessage", { channel: "C1", text: "class starts", post_at: nowS() + 60 });
    expect(standin.deliverDueScheduled()).toEqual([]);
    now += 61_000;
    expect(standin.deliverDueScheduled().map((m) => m.text)).toEqual(["class starts"]);
    expect(standin.messagesIn("C1").map((m) => m.text)).toEqual(["class starts"]);
    expect(standin.scheduledMessages.size).toBe(0);
  });
});

describe("users.info", () => {
  it("answers with the user's time zone, its label and current offset", async () => {
    standin.setUserInfo("U1", {
      tz: "America/New_York",
      name: "ana",
      real_name: "Ana Lima",
      display_name: "Ana",
    });
    const res = await api("users.info", { user: "U1" });
    expect(res.json.user).toMatchObject({
      id: "U1",
      name: "ana",
      real_name: "Ana Lima",
      tz: "America/New_York",
      tz_label: "Eastern Standard Time",
      tz_offset: -5 * 3600,
      profile: { display_name: "Ana" },
    });
    now = Date.UTC(2026, 6, 1); // summer time shifts the offset, as Slack's does
    expect((await api("users.info", { user: "U1" })).json.user.tz_offset).toBe(-4 * 3600);
    expect((await api("users.info", { user: "U2" })).json).toEqual({ ok: false, error: "user_not_found" });
  });

  it("refuses an unknown time zone when it is set, not later", () => {
    expect(() => standin.setUserInfo("U1", { tz: "Mars/Olympus" })).toThrow(/unknown time zone/);
  });
});

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
    now += 3000;
    expect((await api("views.open", { trigger_id: late, view: modal() })).json.ok).toBe(true);
    const later = standin.issueTriggerId();
    now += 3001;
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

describe("rate limits", () => {
  it("answers 429 with Retry-After for the next N calls, then normally", async () => {
    standin.rateLimit("chat.postMessage", { retryAfterSeconds: 7, times: 2 });
    const first = await api("chat.postMessage", { channel: "C1", text: "a" });
    expect(first).toMatchObject({ status: 429, retryAfter: "7", json: { ok: false, error: "ratelimited" } });
    expect((await api("chat.postMessage", { channel: "C1", text: "a" })).status).toBe(429);
    expect((await api("chat.postMessage", { channel: "C1", text: "a" })).json.ok).toBe(true);
    expect(standin.callsTo("chat.postMessage").map((c) => c.status)).toEqual([429, 429, 200]);
    expect(standin.messagesIn("C1")).toHaveLength(1);
  });

  it("limits messages per channel per second", async () => {
    standin.perChannelLimit(2);
    expect((await api("chat.postMessage", { channel: "C1", text: "1" })).status).toBe(200);
    expect((await api("chat.postMessage", { channel: "C1", text: "2" })).status).toBe(200);
    const third = await api("chat.postMessage", { channel: "C1", text: "3" });
    expect(third).toMatchObject({ status: 429, retryAfter: "1" });
    expect((await api("chat.postMessage", { channel: "C2", text: "other channel" })).status).toBe(200);
    now += 1001;
    expect((await api("chat.postMessage", { channel: "C1", text: "3 again" })).status).toBe(200);
  });

  it("lets the real WebClient honour Retry-After and succeed", async () => {
    standin.rateLimit("chat.postMessage", { retryAfterSeconds: 0, times: 1 });
    const client = new webApi.WebClient(standin.botToken, { slackApiUrl: standin.url });
    await expect(client.chat.postMessage({ channel: "C1", text: "eventually" })).resolves.toMatchObject({
      ok: true,
    });
    expect(standin.callsTo("chat.postMessage").map((c) => c.status)).toEqual([429, 200]);
  });
});

describe("recorded calls and response URLs", () => {
  it("waitFor resolves with a past or future matching call and times out clearly", async () => {
    await api("chat.postMessage", { channel: "C1", text: "past" });
    expect((await standin.waitFor("chat.postMessage")).args.text).toBe("past");
    const future = standin.waitFor("chat.postMessage", (c) => c.args.text === "future", 5000);
    await api("chat.postMessage", { channel: "C1", text: "future" });
    expect((await future).seq).toBe(1);
    await expect(standin.waitFor("views.open", undefined, 50)).rejects.toThrow(/views\.open.*0 call/);
  });

  it("waitForView resolves with the latest stored view shown to the given user", async () => {
    const pending = standin.waitForView({ callbackId: "schedule", userId: "U1" });
    await api("views.open", {
      trigger_id: standin.issueTriggerId({ userId: "U2" }),
      view: modal({ callback_id: "schedule" }),
    });
    await api("views.open", {
      trigger_id: standin.issueTriggerId({ userId: "U1" }),
      view: modal({ callback_id: "other" }),
    });
    const mine = await api("views.open", {
      trigger_id: standin.issueTriggerId({ userId: "U1" }),
      view: modal({ callback_id: "schedule" }),
    });
    expect((await pending).id).toBe(mine.json.view.id);
    expect(standin.viewerOf(mine.json.view.id)).toBe("U1");
    await expect(standin.waitForView({ callbackId: "never", timeoutMs: 50 })).rejects.toThrow(
      /views\.open\|views\.push/,
    );
  });

  it("accepts up to five posts to an issued response URL and records them as ephemeral replies", async () => {
    const url = standin.issueResponseUrl({ userId: "U1", channelId: "C1" });
    for (let i = 0; i < 5; i += 1) {
      const res = await fetch(url, {
        method: "POST",
        body: JSON.stringify({ text: `reply ${i}` }),
        headers: { "content-type": "application/json" },
      });
      expect(res.status).toBe(200);
    }
    const sixth = await fetch(url, {
      method: "POST",
      body: JSON.stringify({ text: "too many" }),
      headers: { "content-type": "application/json" },
    });
    expect(sixth.status).toBe(404);
    expect(standin.callsTo("response_url")).toHaveLength(6);
    expect(standin.messagesIn("C1").map((m) => [m.text, m.ephemeralTo])).toContainEqual(["reply 0", "U1"]);
    const unknown = await fetch(`${standin.origin}/response/abcdef`, { method: "POST", body: "{}" });
    expect(unknown.status).toBe(404);
  });
});
