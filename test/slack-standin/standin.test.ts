/**
 * The stand-in's Web API: authentication, messages, scheduled messages, users.info, rate limits,
 * recorded calls and response URLs.
 */
import { webApi } from "@slack/bolt";
import { describe, expect, it } from "vitest";
import { advance, api, modal, now, setNow, standin, standinPerTest } from "./world.js";

standinPerTest();

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
    advance(61_000);
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
    setNow(Date.UTC(2026, 6, 1)); // summer time shifts the offset, as Slack's does
    expect((await api("users.info", { user: "U1" })).json.user.tz_offset).toBe(-4 * 3600);
    expect((await api("users.info", { user: "U2" })).json).toEqual({ ok: false, error: "user_not_found" });
  });

  it("refuses an unknown time zone when it is set, not later", () => {
    expect(() => standin.setUserInfo("U1", { tz: "Mars/Olympus" })).toThrow(/unknown time zone/);
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
    advance(1001);
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
