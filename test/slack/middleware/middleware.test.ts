/**
 * The global and per-listener middleware on their own, table-driven: what each kind of Slack payload
 * yields (request.ts), which requests are acked before any work (ackFirst), who passes the capability
 * check and what the refused see, and what the error guard tells and logs.
 */
import { describe, expect, it } from "vitest";
import type { Capability, Role } from "../../../src/classes/roles.js";
import { createLogger } from "../../../src/logger.js";
import { type Caller, InFlight, type SlackDeps, setCaller } from "../../../src/slack/lib/context.js";
import { ackFirst } from "../../../src/slack/lib/middleware/ack-first.js";
import { errorGuard } from "../../../src/slack/lib/middleware/guard.js";
import {
  channelIdOf,
  modalOf,
  type RequestKind,
  requestKind,
  responseUrlOf,
  teamIdOf,
  triggerIdOf,
  userIdOf,
} from "../../../src/slack/lib/middleware/request.js";
import { requireCapability } from "../../../src/slack/lib/middleware/require-capability.js";

const command = {
  command: "/class",
  text: "help",
  user_id: "U1",
  team_id: "T1",
  trigger_id: "tr",
  response_url: "https://r",
  channel_id: "C1",
};
const button = {
  type: "block_actions",
  user: { id: "U2", team_id: "T2" },
  team: { id: "T2" },
  trigger_id: "tr2",
  view: { type: "modal", id: "V1", hash: "h1", private_metadata: '{"page":"home"}' },
};
const messageButton = {
  type: "block_actions",
  user: { id: "U2" },
  team: { id: "T2" },
  channel: { id: "C9" },
  response_url: "https://r2",
};
const submission = {
  type: "view_submission",
  user: { id: "U3", team_id: "T3" },
  view: { type: "modal", id: "V2", team_id: "T3" },
};
const closed = {
  type: "view_closed",
  user: { id: "U3" },
  team: { id: "T3" },
  view: { type: "modal", id: "V2" },
};
const shortcut = {
  type: "shortcut",
  callback_id: "schedule_class",
  user: { id: "U4" },
  team: { id: "T4" },
  trigger_id: "tr4",
};
const suggestion = {
  type: "block_suggestion",
  user: { id: "U5" },
  team: { id: "T5" },
  view: { type: "modal", id: "V5" },
};
const event = {
  type: "event_callback",
  team_id: "T6",
  event: { type: "app_home_opened", user: "U6", tab: "home" },
};
const homeView = {
  type: "block_actions",
  user: { id: "U7" },
  team: { id: "T7" },
  view: { type: "home", id: "VH" },
};

describe("request.ts reads every kind of payload", () => {
  const rows: ReadonlyArray<{
    name: string;
    body: unknown;
    kind: RequestKind;
    user?: string;
    team?: string;
    modal?: { id: string; hash?: string };
    trigger?: string;
    responseUrl?: string;
    channel?: string;
  }> = [
    {
      name: "slash command",
      body: command,
      kind: "command",
      user: "U1",
      team: "T1",
      trigger: "tr",
      responseUrl: "https://r",
      channel: "C1",
    },
    {
      name: "button in a modal",
      body: button,
      kind: "block_actions",
      user: "U2",
      team: "T2",
      modal: { id: "V1", hash: "h1" },
      trigger: "tr2",
    },
    {
      name: "button in a message",
      body: messageButton,
      kind: "block_actions",
      user: "U2",
      team: "T2",
      responseUrl: "https://r2",
      channel: "C9",
    },
    {
      name: "modal submission",
      body: submission,
      kind: "view_submission",
      user: "U3",
      team: "T3",
      modal: { id: "V2" },
    },
    { name: "modal closed", body: closed, kind: "view_closed", user: "U3", team: "T3", modal: { id: "V2" } },
    { name: "global shortcut", body: shortcut, kind: "shortcut", user: "U4", team: "T4", trigger: "tr4" },
    {
      name: "options request",
      body: suggestion,
      kind: "block_suggestion",
      user: "U5",
      team: "T5",
      modal: { id: "V5" },
    },
    { name: "event", body: event, kind: "event", user: "U6", team: "T6" },
    {
      name: "button on the App Home (not a modal)",
      body: homeView,
      kind: "block_actions",
      user: "U7",
      team: "T7",
    },
    { name: "nothing usable", body: { type: 42, user: {} }, kind: "other" },
    { name: "not an object", body: "text", kind: "other" },
    { name: "null", body: null, kind: "other" },
  ];
  for (const row of rows) {
    it(row.name, () => {
      expect(requestKind(row.body)).toBe(row.kind);
      expect(userIdOf(row.body)).toBe(row.user);
      expect(teamIdOf(row.body)).toBe(row.team);
      expect(modalOf(row.body)).toEqual(row.modal);
      expect(triggerIdOf(row.body)).toBe(row.trigger);
      expect(responseUrlOf(row.body)).toBe(row.responseUrl);
      expect(channelIdOf(row.body)).toBe(row.channel);
    });
  }
});

/** What a middleware did with the request: acks, next, Slack calls, responds. */
interface Trace {
  acks: unknown[];
  nexts: number;
  calls: Array<[string, unknown]>;
  responds: unknown[];
}

function argsFor(
  body: unknown,
  options: { caller?: Caller; ack?: boolean; next?: () => Promise<void> } = {},
) {
  const trace: Trace = { acks: [], nexts: 0, calls: [], responds: [] };
  const context: Record<string, unknown> = {};
  if (options.caller) setCaller(context as never, options.caller);
  const record = (method: string) => async (arg: unknown) => {
    trace.calls.push([method, arg]);
    return { ok: true, view: { id: "VNEW" } };
  };
  const args = {
    body,
    context,
    client: {
      views: { open: record("views.open"), update: record("views.update") },
      chat: { postMessage: record("chat.postMessage"), postEphemeral: record("chat.postEphemeral") },
    },
    ...(options.ack === false
      ? {}
      : {
          ack: async (response?: unknown) => {
            trace.acks.push(response);
          },
        }),
    respond: async (message: unknown) => {
      trace.responds.push(message);
    },
    next: async () => {
      trace.nexts++;
      await options.next?.();
    },
  };
  return { args: args as never, trace };
}

const logLines: Array<Record<string, unknown>> = [];
const deps = {
  logger: createLogger({
    level: "debug",
    destination: { write: (line: string) => void logLines.push(JSON.parse(line)) },
  }),
  inFlight: new InFlight(),
} as unknown as SlackDeps;

describe("ackFirst", () => {
  const rows: ReadonlyArray<[string, unknown, boolean]> = [
    ["slash command", command, true],
    ["button", button, true],
    ["shortcut", shortcut, true],
    ["modal closed", closed, true],
    ["message action", { type: "message_action", user: { id: "U1" } }, true],
    // Their ack carries an answer (response_action, options): the listener sends it.
    ["modal submission", submission, false],
    ["options request", suggestion, false],
    ["event", event, false],
  ];
  for (const [name, body, acked] of rows) {
    it(`${acked ? "acks" : "leaves the ack of"} a ${name} and always runs the listener`, async () => {
      const { args, trace } = argsFor(body);
      await ackFirst(args);
      expect(trace.acks).toEqual(acked ? [undefined] : []);
      expect(trace.nexts).toBe(1);
    });
  }

  it("lets requests already waiting be read between an ack and the listener's work", async () => {
    // A burst: the next request is ready to be read when the first is acked. It must not wait
    // behind the first one's work (views, store, partner), or its own ack comes late.
    const order: string[] = [];
    const { args } = argsFor(command, {
      next: async () => {
        order.push("first request's work");
      },
    });
    const burst = {
      ...(args as object),
      ack: async () => {
        order.push("first request acked");
        setImmediate(() => order.push("next request read"));
      },
    };
    await ackFirst(burst as never);
    expect(order).toEqual(["first request acked", "next request read", "first request's work"]);
  });

  it("runs the listener when the payload has no ack (events over Socket Mode)", async () => {
    const { args, trace } = argsFor(command, { ack: false });
    await ackFirst(args);
    expect(trace.nexts).toBe(1);
  });
});

describe("requireCapability", () => {
  const caller = (role: Role | null): Caller => ({ teamId: "T1", userId: "U1", role, person: null });
  const rows: ReadonlyArray<[Role | null, Capability, boolean]> = [
    ["admin", "admin", true],
    ["admin", "schedule", true],
    ["teacher", "schedule", true],
    ["teacher", "admin", false],
    ["student", "schedule", false],
    ["student", "my", true],
    [null, "list", false],
    [null, "help", true],
  ];
  for (const [role, capability, allowed] of rows) {
    it(`${allowed ? "lets" : "stops"} ${role ?? "a stranger"} ${allowed ? "through to" : "before"} ${capability}`, async () => {
      const { args, trace } = argsFor(command, { caller: caller(role) });
      await requireCapability(deps, capability)(args);
      expect(trace.nexts).toBe(allowed ? 1 : 0);
      expect(trace.responds.length).toBe(allowed ? 0 : 1);
    });
  }

  it("stops a request whose caller is unknown", async () => {
    const { args, trace } = argsFor(button);
    await requireCapability(deps, "help")(args);
    expect(trace.nexts).toBe(0);
  });

  it("answers a refused submission (so the modal closes) and tells by DM", async () => {
    const { args, trace } = argsFor(submission, { caller: caller("student") });
    await requireCapability(deps, "admin")(args);
    expect(trace.nexts).toBe(0);
    expect(trace.acks).toEqual([undefined]);
    expect(trace.calls.map(([m]) => m)).toEqual(["chat.postMessage"]);
    expect(JSON.stringify(trace.calls[0]?.[1])).toContain("only admins can open the school admin settings");
  });

  it("answers a refused menu search with no options, so Slack stops waiting, and sends nothing", async () => {
    const { args, trace } = argsFor(suggestion, { caller: caller("student") });
    await requireCapability(deps, "schedule")(args);
    expect(trace.nexts).toBe(0);
    expect(trace.acks).toEqual([{ options: [] }]);
    expect(trace.calls).toEqual([]);
    expect(trace.responds).toEqual([]);
  });

  it("refuses a shortcut in a small modal of its own", async () => {
    const { args, trace } = argsFor(shortcut, { caller: caller("student") });
    await requireCapability(deps, "schedule")(args);
    expect(trace.calls.map(([m]) => m)).toEqual(["views.open"]);
    expect(JSON.stringify(trace.calls[0]?.[1])).toContain("only teachers and admins can schedule classes");
  });
});

describe("errorGuard", () => {
  const failing = () => Promise.reject(new Error("database is on fire"));
  const rows: ReadonlyArray<[string, unknown, string]> = [
    // Not acked yet: the answer to the submission replaces the modal with the message.
    ["modal submission", submission, "ack"],
    ["button in a modal", button, "views.update"],
    ["slash command", command, "respond"],
    ["shortcut", shortcut, "views.open"],
    ["button on the App Home", homeView, "chat.postMessage"],
  ];
  for (const [name, body, where] of rows) {
    it(`tells the person about a failed ${name} (${where}) with the logged reference, nothing internal`, async () => {
      logLines.length = 0;
      const { args, trace } = argsFor(body, { next: failing });
      await errorGuard(deps)(args);
      const logged = logLines.find((l) => l.msg === "listener failed");
      expect(logged?.referenceId).toMatch(/^[A-Z0-9]{8}$/);
      const told = JSON.stringify(
        where === "ack"
          ? trace.acks
          : where === "respond"
            ? trace.responds
            : trace.calls.filter(([m]) => m === where),
      );
      expect(told).toContain(logged?.referenceId as string);
      expect(told).not.toContain("database is on fire");
    });
  }

  it("stays out of the way when the listener works, and tracks the work for shutdown", async () => {
    let release = () => {};
    const { args, trace } = argsFor(command, {
      next: () => new Promise<void>((resolve) => (release = resolve)),
    });
    const guarded = errorGuard(deps)(args);
    await new Promise((resolve) => setImmediate(resolve));
    expect(deps.inFlight.size).toBe(1);
    release();
    await guarded;
    expect(deps.inFlight.size).toBe(0);
    expect(trace.calls).toEqual([]);
    expect(trace.responds).toEqual([]);
  });

  it("logs a failure to tell the person instead of letting it escape", async () => {
    logLines.length = 0;
    const { args } = argsFor(button, { next: failing });
    (args as { client: { views: { update: () => Promise<never> } } }).client.views.update = () =>
      Promise.reject(new Error("slack down"));
    await expect(errorGuard(deps)(args)).resolves.toBeUndefined();
    expect(logLines.map((l) => l.msg)).toContain("could not tell the user about a failure");
  });

  it("drops quietly a views.update Slack answers not_found (the person closed the modal)", async () => {
    const closedModal = Object.assign(new Error("An API error occurred: not_found"), {
      code: "slack_webapi_platform_error",
      data: { ok: false, error: "not_found" },
    });
    for (const body of [button, submission, command]) {
      logLines.length = 0;
      const { args, trace } = argsFor(body, { next: () => Promise.reject(closedModal) });
      await expect(errorGuard(deps)(args)).resolves.toBeUndefined();
      expect(logLines.filter((l) => Number(l.level) >= 40)).toEqual([]);
      expect(logLines.map((l) => l.msg)).toEqual([
        "the modal was closed before it could be updated: dropped",
      ]);
      expect([...trace.calls, ...trace.responds, ...trace.acks]).toEqual([]);
    }
    // Telling about another failure in a modal closed meanwhile: nothing more to do, no error.
    logLines.length = 0;
    const { args } = argsFor(button, { next: failing });
    (args as { client: { views: { update: () => Promise<never> } } }).client.views.update = () =>
      Promise.reject(closedModal);
    await errorGuard(deps)(args);
    expect(logLines.map((l) => l.msg)).toEqual(["listener failed"]);
  });
});
