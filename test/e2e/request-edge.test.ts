/**
 * Only Slack, only once (issue 16 §2), through the real HTTP receiver: a request dated in the future
 * is refused like a stale one; a replayed request is refused and changes nothing; Slack's retry of an
 * event already handled is acknowledged and not handled again; a malformed body is refused at once;
 * something from an older version of the app is answered instead of left to time out.
 */
import { type ClientRequest, request } from "node:http";
import { describe, expect, it } from "vitest";
import type { SendOptions } from "../../src/slack-standin/index.js";
import { ADMIN, BEN } from "../support/cast.js";
import { click, type Harness, harnessPerFile, openAdmin, settled, WAIT_MS } from "./harness.js";

const FORM = "application/x-www-form-urlencoded";
const OUTDATED = /is from an older version of Classroom.*Use \/class to start again/;

let h: Harness;
let teamId: string;
harnessPerFile(async (started) => {
  h = started;
  teamId = h.standin.identity.teamId;
  h.standin.setUserInfo(BEN.slackUserId, { name: "ben", real_name: BEN.displayName });
});

const slackCalls = (since: number) => h.standin.calls.slice(since).filter((c) => c.method !== "auth.test");
const settle = () => settled(h);

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await work;
  return { value, ms: Date.now() - started };
}

describe("signed requests dated in the future", () => {
  const dated: Array<[string, SendOptions]> = [
    ["10 minutes ahead", { tamper: "future" }],
    ["a year ahead", { timestampOffsetSeconds: 365 * 24 * 3600 }],
  ];
  for (const [name, options] of dated) {
    it(`${name}: 401, nothing applied`, async () => {
      const mark = h.standin.calls.length;
      const answers = [
        await h.as(ADMIN).command("/class help", options),
        await h.as(ADMIN).openHome(options),
        await h.as(ADMIN).shortcut("schedule_class", options),
      ];
      expect(answers.map((a) => a.status)).toEqual([401, 401, 401]);
      await settle();
      expect(slackCalls(mark)).toEqual([]);
    });
  }

  it("4 minutes ahead is still Slack's clock drift: accepted", async () => {
    const res = await h.as(ADMIN).command("/class help", { timestampOffsetSeconds: 4 * 60 });
    expect(res.status).toBe(200);
  });
});

describe("a request is taken once", () => {
  it("a replayed submission is refused: an old 'add Ben' does not add Ben again after his removal", async () => {
    const home = await openAdmin(h, ADMIN);
    const people = await click(h, ADMIN, home, "Manage", "admin_people", { near: "People" });
    const form = await click(h, ADMIN, people, "Add person", "admin_person_form");
    const added = await h.as(ADMIN).submit(form, {
      "Slack user": BEN.slackUserId,
      "ClassIn UID": BEN.uid,
      Name: BEN.displayName,
      Account: BEN.account,
      Role: "Student",
    });
    expect(added.responseAction).toBe("update");
    const addBen = h.slack.lastSent();
    expect(addBen).toBeDefined();
    expect(await h.store.people.getBySlackUser(teamId, BEN.slackUserId)).toBeDefined();

    expect(await h.store.people.remove(teamId, BEN.slackUserId)).toBe(true);
    await settle();
    const mark = h.standin.calls.length;
    const replayed = await h.slack.resend(addBen as NonNullable<typeof addBen>);
    expect(replayed.status).toBe(401);
    await settle();
    expect(await h.store.people.getBySlackUser(teamId, BEN.slackUserId)).toBeUndefined();
    expect(slackCalls(mark)).toEqual([]);
  });

  it("a replayed command is refused and answers nothing", async () => {
    const first = await h.as(ADMIN).command("/class help");
    expect(first.status).toBe(200);
    const sent = h.slack.lastSent();
    await h.standin.waitFor("response_url", () => true, WAIT_MS);
    await settle();
    const mark = h.standin.calls.length;
    expect((await h.slack.resend(sent as NonNullable<typeof sent>)).status).toBe(401);
    await settle();
    expect(slackCalls(mark)).toEqual([]);
  });

  it("Slack's retry of an event already handled is acknowledged and not handled again", async () => {
    const mark = h.standin.calls.length;
    expect((await h.as(ADMIN).openHome()).status).toBe(200);
    await h.standin.waitFor("views.publish", (c) => c.seq >= mark, WAIT_MS);
    const event = h.slack.lastSent() as NonNullable<ReturnType<typeof h.slack.lastSent>>;
    await settle();
    const afterFirst = h.standin.calls.length;
    const retry = { "x-slack-retry-num": "1", "x-slack-retry-reason": "http_timeout" };
    // Slack signs each retry anew; the same event id tells it is the same delivery.
    const resigned = await h.slack.send(event.rawBody, "application/json", { headers: retry });
    expect(resigned.status).toBe(200);
    // A retry carrying the very same signature is acknowledged too, and not refused as a replay.
    expect((await h.slack.resend(event, retry)).status).toBe(200);
    await settle();
    expect(slackCalls(afterFirst)).toEqual([]);
  });
});

describe("malformed bodies get a 4xx at once", () => {
  const cases: Array<[string, string, string]> = [
    ["payload=null", "payload=null", FORM],
    ["payload is not JSON", "payload=%7Bnope", FORM],
    ["payload given twice", "payload=%7B%7D&payload=%7B%7D", FORM],
    ["an interaction of an unknown type", `payload=${encodeURIComponent('{"type":"nonsense"}')}`, FORM],
    ["a view_submission without a view", `payload=${encodeURIComponent('{"type":"view_submission"}')}`, FORM],
    [
      "a view_submission with view: null",
      `payload=${encodeURIComponent('{"type":"view_submission","view":null}')}`,
      FORM,
    ],
    [
      "a button whose value is a number",
      `payload=${encodeURIComponent('{"type":"block_actions","actions":[{"action_id":"x","value":42}]}')}`,
      FORM,
    ],
    ["a command whose text is a list (text.trim is not a function)", "command=%2Fclass&text=a&text=b", FORM],
    ["a form without a command or payload", "hello=world", FORM],
    ["a JSON body that is not an event", '{"type":"block_actions"}', "application/json"],
    ["a body that is not JSON", "{{{", "application/json"],
    ["a JSON null", "null", "application/json"],
  ];
  for (const [name, body, contentType] of cases) {
    it(`${name}: 400 at once, nothing applied`, async () => {
      const mark = h.standin.calls.length;
      const { value: res, ms } = await timed(h.slack.send(body, contentType));
      expect(res.status).toBe(400);
      expect(ms).toBeLessThan(1000);
      await settle();
      expect(slackCalls(mark)).toEqual([]);
    });
  }

  it("a submitted value of the wrong type is refused before any listener reads it", async () => {
    const values = { person_name: { person_name: { type: "plain_text_input", value: ["Mallory"] } } };
    const res = await h.slack.viewSubmission(
      { id: "V123", type: "modal", callback_id: "admin_person_form", private_metadata: "{}" },
      values as never,
      ADMIN,
    );
    expect(res.status).toBe(400);
  });

  /** Status of a POST to the events path whose body `write` sends (and never ends). */
  function statusOfUnfinishedPost(headers: Record<string, string>, write: (req: ClientRequest) => void) {
    const url = new URL(`${h.appUrl}/slack/events`);
    return new Promise<number>((resolve, reject) => {
      const req = request(
        { host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      // The app closes the connection after its 413; writes still under way may fail then.
      req.on("error", () => undefined);
      setTimeout(() => reject(new Error("no answer")), 10_000);
      write(req);
    });
  }

  it("a body over 1 MB is refused with 413 before it is read whole", async () => {
    const declared = { "content-type": FORM, "content-length": String(2 * 1024 * 1024) };
    // Only the first kilobyte is ever sent: the answer must not wait for the rest.
    const status = await statusOfUnfinishedPost(declared, (req) => req.write("payload=".padEnd(1024, "x")));
    expect(status).toBe(413);
  });

  it("a chunked body is refused with 413 as soon as it passes 1 MB", async () => {
    const chunk = "x".repeat(64 * 1024);
    const status = await statusOfUnfinishedPost({ "content-type": FORM }, (req) => {
      let sent = 0;
      // Keeps sending well past the limit unless answered; never ends the body itself.
      const more = () => {
        if (sent++ < 64) req.write(chunk, () => setTimeout(more, 1));
      };
      more();
    });
    expect(status).toBe(413);
  });
});

describe("something from an older version of the app", () => {
  it("an unknown button in an old message is acknowledged and answered", async () => {
    const mark = h.standin.calls.length;
    const message = {
      channel: h.standin.dmChannelOf(ADMIN),
      ts: "1700000000.000100",
      text: "old",
      blocks: [],
    };
    const { value: res, ms } = await timed(
      h.slack.blockAction({
        userId: ADMIN,
        container: { message },
        action: { action_id: "enrol_v1_legacy", block_id: "b1", value: "42" },
      }),
    );
    expect(res.status).toBe(200);
    expect(ms).toBeLessThan(2000);
    const reply = await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
    expect(reply.args).toMatchObject({ response_type: "ephemeral" });
    expect(String(reply.args.text)).toMatch(OUTDATED);
    expect(String(reply.args.text)).toMatch(/^This button/);
  });

  it("an unknown form's submission is answered with the notice in the modal", async () => {
    const { value: res, ms } = await timed(
      h.slack.viewSubmission({ id: "VOLDFORM", type: "modal", callback_id: "enrol_form_v1" }, {}, ADMIN),
    );
    expect(res.status).toBe(200);
    expect(ms).toBeLessThan(2000);
    const body = res.json as { response_action?: string; view?: { blocks?: unknown } };
    expect(body.response_action).toBe("update");
    expect(JSON.stringify(body.view?.blocks)).toMatch(/This form is from an older version of Classroom/);
  });

  it("an unknown menu search gets no options at once; an unknown shortcut is answered in a modal", async () => {
    const payload = {
      type: "block_suggestion",
      user: { id: ADMIN, team_id: teamId },
      team: { id: teamId },
      action_id: "legacy_menu",
      block_id: "legacy_menu",
      value: "ab",
      view: { id: "VOLD", type: "modal", callback_id: "old" },
    };
    const { value: res, ms } = await timed(
      h.slack.send(`payload=${encodeURIComponent(JSON.stringify(payload))}`, FORM),
    );
    expect(ms).toBeLessThan(2000);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ options: [] });

    const mark = h.standin.calls.length;
    expect((await h.as(ADMIN).shortcut("legacy_shortcut")).status).toBe(200);
    const opened = await h.standin.waitFor("views.open", (c) => c.seq >= mark, WAIT_MS);
    expect(JSON.stringify(opened.args.view)).toMatch(/This shortcut is from an older version of Classroom/);
  });

  it("a person whose Slack is in Chinese is told in Chinese", async () => {
    const mei = "U0MEIOLDBTN";
    h.standin.setUserInfo(mei, { name: "mei", real_name: "Mei Lin", locale: "zh-CN" });
    const mark = h.standin.calls.length;
    const message = { channel: h.standin.dmChannelOf(mei), ts: "1700000000.000200", text: "old" };
    const res = await h.slack.blockAction({
      userId: mei,
      container: { message },
      action: { action_id: "enrol_v1_legacy", block_id: "b1", value: "42" },
    });
    expect(res.status).toBe(200);
    const reply = await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
    expect(String(reply.args.text)).toMatch(/^这个按钮来自旧版本的 Classroom.*\/class help/);
  });
});
