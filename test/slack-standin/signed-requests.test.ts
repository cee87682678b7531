import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { App, LogLevel } from "@slack/bolt";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createSignedClient,
  type SignedClient,
  type SlackStandin,
  slackSignature,
  startSlackStandin,
} from "../../src/slack-standin/index.js";

const SIGNING_SECRET = "test-signing-secret-0123456789";
const text = (s: string) => ({ type: "plain_text" as const, text: s });
const option = (s: string, value = s.toLowerCase()) => ({ text: text(s), value });

/** The modal the test app opens: one input of each kind the filler is asked to handle here. */
const adminModal = {
  type: "modal" as const,
  callback_id: "admin_form",
  title: text("School connection"),
  submit: text("Save"),
  blocks: [
    {
      type: "input",
      block_id: "base",
      label: text("Base URL"),
      element: { type: "url_text_input", action_id: "v" },
    },
    {
      type: "input",
      block_id: "secret",
      label: text("SECRET"),
      element: { type: "plain_text_input", action_id: "v" },
    },
    {
      type: "input",
      block_id: "role",
      label: text("Role"),
      element: { type: "static_select", action_id: "v", options: [option("Teacher"), option("Student")] },
    },
    {
      type: "input",
      block_id: "students",
      label: text("Students"),
      element: { type: "multi_users_select", action_id: "v" },
    },
    {
      type: "input",
      block_id: "start",
      label: text("Start"),
      element: { type: "datetimepicker", action_id: "v" },
    },
    {
      type: "input",
      block_id: "seats",
      label: text("Seats"),
      element: { type: "number_input", action_id: "v", is_decimal_allowed: false, initial_value: "1" },
    },
    {
      type: "actions",
      block_id: "tools",
      elements: [{ type: "button", action_id: "test_conn", text: text("Test connection") }],
    },
  ],
};

/** A modal that starts with a class picker which acts as soon as a class is chosen. */
const pickerModal = {
  type: "modal" as const,
  callback_id: "video",
  title: text("Video"),
  submit: text("Save"),
  blocks: [
    {
      type: "input",
      block_id: "class",
      dispatch_action: true,
      label: text("Class"),
      element: {
        type: "static_select",
        action_id: "pick_class",
        options: [option("Algebra", "k1"), option("Biology", "k2")],
      },
    },
  ],
};

let standin: SlackStandin;
let app: App;
let server: Server;
let slack: SignedClient;
/** What the app's listeners saw, in order; the tests assert on what reached the app. */
const seen: Array<{ kind: string; data: unknown }> = [];
let clockOffsetMs = 0;
let holdSlowCommand: Promise<void> = Promise.resolve();

beforeAll(async () => {
  standin = await startSlackStandin({ clock: () => Date.now() + clockOffsetMs });
  standin.setUserInfo("UADMIN", { name: "alice", real_name: "Alice Admin", tz: "Europe/Berlin" });
  standin.setUserInfo("UBEN", { name: "ben", real_name: "Ben Brown" });
  standin.setUserInfo("UANA", { name: "ana", real_name: "Ana Lima" });

  app = new App({
    token: standin.botToken,
    signingSecret: SIGNING_SECRET,
    logLevel: LogLevel.ERROR,
    clientOptions: { slackApiUrl: standin.url, retryConfig: { retries: 0 } },
  });

  app.command("/class", async ({ command, ack, client, respond }) => {
    await ack();
    seen.push({ kind: "command", data: { text: command.text, user: command.user_id } });
    if (command.text === "admin")
      await client.views.open({ trigger_id: command.trigger_id, view: adminModal });
    if (command.text === "echo") await respond({ text: `you said echo, <@${command.user_id}>` });
    if (command.text === "pick")
      await client.views.open({ trigger_id: command.trigger_id, view: pickerModal });
    if (command.text === "slow") {
      await holdSlowCommand;
      try {
        await client.views.open({ trigger_id: command.trigger_id, view: adminModal });
      } catch (error) {
        seen.push({ kind: "views.open failed", data: (error as { data?: { error?: string } }).data?.error });
      }
    }
  });

  app.view("admin_form", async ({ ack, view, body }) => {
    const v = view.state.values;
    const seats = Number(v.seats?.v?.value);
    seen.push({
      kind: "submission",
      data: {
        user: body.user.id,
        base: v.base?.v?.value,
        secret: v.secret?.v?.value,
        role: v.role?.v?.selected_option?.value,
        students: v.students?.v?.selected_users,
        start: v.start?.v?.selected_date_time,
        seats,
      },
    });
    if (seats > 12) {
      await ack({ response_action: "errors", errors: { seats: "Seats must be between 1 and 12" } });
      return;
    }
    await ack();
  });

  app.action("test_conn", async ({ ack, body, client }) => {
    await ack();
    const view = (body as { view?: { id: string; hash: string } }).view;
    seen.push({ kind: "button", data: view?.id });
    if (view) {
      await client.views.update({
        view_id: view.id,
        hash: view.hash,
        view: { ...adminModal, title: text("Connected") },
      });
    }
  });

  app.action("pick_class", async ({ ack, body, client }) => {
    await ack();
    const action = (body as { actions: Array<{ selected_option?: { value: string } }> }).actions[0];
    const view = (body as { view?: { id: string } }).view;
    seen.push({ kind: "picked", data: action?.selected_option?.value });
    if (view) {
      await client.views.update({
        view_id: view.id,
        view: { ...pickerModal, title: text(`Class ${action?.selected_option?.value ?? "?"}`) },
      });
    }
  });

  app.shortcut("schedule_class", async ({ ack, shortcut, client }) => {
    await ack();
    seen.push({ kind: "shortcut", data: shortcut.user.id });
    await client.views.open({
      trigger_id: shortcut.trigger_id,
      view: { type: "modal", callback_id: "schedule", title: text("Schedule a class"), blocks: [] },
    });
  });

  app.event("app_home_opened", async ({ event, client }) => {
    seen.push({ kind: "home", data: event.user });
    await client.views.publish({
      user_id: event.user,
      view: { type: "home", blocks: [{ type: "section", text: { type: "mrkdwn", text: "No classes yet" } }] },
    });
  });

  server = (await app.start({ port: 0, host: "127.0.0.1" })) as Server;
  const { port } = server.address() as AddressInfo;
  slack = createSignedClient({ appUrl: `http://127.0.0.1:${port}`, signingSecret: SIGNING_SECRET, standin });
});

afterAll(async () => {
  await app?.stop();
  await standin?.close();
});

beforeEach(() => {
  seen.length = 0;
  clockOffsetMs = 0;
});

async function openAdminModal() {
  const before = standin.calls.length;
  const res = await slack.as("UADMIN").command("/class admin");
  expect(res.status).toBe(200);
  return standin.waitForView({
    callbackId: "admin_form",
    userId: "UADMIN",
    sinceSeq: before,
    timeoutMs: 10_000,
  });
}

describe("signature", () => {
  it("computes Slack's documented example signature", () => {
    const body =
      "token=xyzz0WbapA4vBCDEFasx0q6G&team_id=T1DC2JH3J&team_domain=testteamnow&channel_id=G8PSS9T3V&channel_name=foobar&user_id=U2CERLKJA&user_name=roadrunner&command=%2Fwebhook-collect&text=&response_url=https%3A%2F%2Fhooks.slack.com%2Fcommands%2FT1DC2JH3J%2F397700885554%2F96rGlfmibIGlgcZRskXaIFfN&trigger_id=398738663015.47445629121.803a0bc887a14d10d2c447fce8b6703c";
    expect(slackSignature("8f742231b10e8888abcd99yyyzzz85a5", 1531420618, body)).toBe(
      "v0=a2114d57b48eac39b9ad189dd8316235a7b4a8d21a10bd27519666489c69b503",
    );
  });

  it("a correctly signed slash command reaches the listener, which opens its modal through the stand-in", async () => {
    const view = await openAdminModal();
    expect(seen).toContainEqual({ kind: "command", data: { text: "admin", user: "UADMIN" } });
    expect(view.callback_id).toBe("admin_form");
    expect(view.title).toEqual(text("School connection"));
  });

  it.each(["forged", "stale", "unsigned"] as const)(
    "a %s request gets 401 and the listener never runs",
    async (tamper) => {
      const callsBefore = standin.calls.length;
      const res = await slack.as("UADMIN").command("/class admin", { tamper });
      expect(res.status).toBe(401);
      const clicked = await slack.shortcut("schedule_class", { userId: "UADMIN" }, { tamper });
      expect(clicked.status).toBe(401);
      // Give a wrongly accepted request time to reach a listener before concluding nothing happened.
      await new Promise((r) => setTimeout(r, 200));
      expect(seen).toEqual([]);
      expect(standin.calls.slice(callsBefore).map((c) => c.method)).toEqual([]);
    },
  );
});

describe("interactions", () => {
  it("a view submission filled by labels reaches the view listener with the right values", async () => {
    const view = await openAdminModal();
    const result = await slack.as("UADMIN").submit(view, {
      "Base URL": "http://127.0.0.1:9/partner",
      SECRET: "s3cret",
      Role: "Teacher",
      Students: ["Ben Brown", "ana"],
      Start: "2026-12-01 17:00",
    });
    expect(result.status).toBe(200);
    expect(result.responseAction).toBeUndefined();
    expect(seen.find((s) => s.kind === "submission")?.data).toEqual({
      user: "UADMIN",
      base: "http://127.0.0.1:9/partner",
      secret: "s3cret",
      role: "teacher",
      students: ["UBEN", "UANA"],
      // 17:00 in Berlin (the admin's Slack time zone, UTC+1 in December) is 16:00 UTC.
      start: Date.UTC(2026, 11, 1, 16, 0) / 1000,
      seats: 1,
    });
  });

  it("response_action errors come back to the filler, keyed by label", async () => {
    const view = await openAdminModal();
    const result = await slack.as("UADMIN").submit(view, {
      "Base URL": "https://partner.example",
      SECRET: "x",
      Role: "Student",
      Students: ["UBEN"],
      Start: 1_800_000_000,
      Seats: 13,
    });
    expect(result.status).toBe(200);
    expect(result.responseAction).toBe("errors");
    expect(result.errors).toEqual({ seats: "Seats must be between 1 and 12" });
    expect(result.errorsByLabel).toEqual({ Seats: "Seats must be between 1 and 12" });
  });

  it("a button in the modal sends block_actions and the app's views.update lands on that view", async () => {
    const view = await openAdminModal();
    const res = await slack.as("UADMIN").clickButton(view, "Test connection");
    expect(res.status).toBe(200);
    await standin.waitFor("views.update", (c) => c.args.view_id === view.id, 10_000);
    expect(seen).toContainEqual({ kind: "button", data: view.id });
    expect(standin.views.get(view.id)?.title).toEqual(text("Connected"));
  });

  it("choosing in a class picker sends block_actions with the option, and the app updates the modal", async () => {
    const before = standin.calls.length;
    await slack.as("UADMIN").command("/class pick");
    const opened = await standin.waitFor(
      "views.open",
      (c) => c.seq >= before && c.response.ok === true,
      10_000,
    );
    const view = standin.views.get((opened.response.view as { id: string }).id) ?? expect.fail("no view");
    expect((await slack.as("UADMIN").selectOption(view, "Class", "Biology")).status).toBe(200);
    await standin.waitFor("views.update", (c) => c.args.view_id === view.id, 10_000);
    expect(seen).toContainEqual({ kind: "picked", data: "k2" });
    expect(standin.views.get(view.id)?.title).toEqual(text("Class k2"));
  });

  it("respond() in a command listener posts to the stand-in's response URL", async () => {
    await slack.as("UBEN").command("/class echo");
    const posted = await standin.waitFor("response_url", (c) => String(c.args.text).includes("UBEN"), 10_000);
    expect(posted.args.text).toBe("you said echo, <@UBEN>");
    expect(
      standin.messages.some((m) => m.text === "you said echo, <@UBEN>" && m.ephemeralTo === "UBEN"),
    ).toBe(true);
  });

  it("a global shortcut opens its modal", async () => {
    const before = standin.calls.length;
    expect((await slack.as("UANA").shortcut("schedule_class")).status).toBe(200);
    const opened = await standin.waitFor("views.open", (c) => c.seq >= before, 10_000);
    expect(opened.response).toMatchObject({ ok: true, view: { callback_id: "schedule" } });
  });

  it("opening the App Home tab delivers app_home_opened and the app publishes the home view", async () => {
    expect((await slack.as("UANA").openHome()).status).toBe(200);
    await standin.waitFor("views.publish", (c) => c.args.user_id === "UANA", 10_000);
    expect(standin.homeViewOf("UANA")?.blocks).toHaveLength(1);
  });

  it("answers Slack's url_verification challenge", async () => {
    const res = await slack.urlVerification("challenge-xyz");
    expect(res.status).toBe(200);
    expect(res.body).toContain("challenge-xyz");
  });

  it("a modal opened after the trigger's 3 seconds fails with expired_trigger_id", async () => {
    let release = () => {};
    holdSlowCommand = new Promise<void>((r) => {
      release = r;
    });
    await slack.as("UADMIN").command("/class slow");
    clockOffsetMs = 3500;
    release();
    await expect
      .poll(() => seen.find((s) => s.kind === "views.open failed")?.data, { timeout: 10_000 })
      .toBe("expired_trigger_id");
  });
});
