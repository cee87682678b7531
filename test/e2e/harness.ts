/**
 * The e2e harness: the real app booted against the partner sandbox and the Slack stand-in
 * (src/demo/boot.ts), plus the checks every e2e test makes afterwards.
 */
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { type BootedStack, type BootOptions, bootStack } from "../../src/demo/boot.js";
import { createLogger, type Logger } from "../../src/logger.js";
import type { JsonObject, PostedMessage, RecordedCall, SlackStandin } from "../../src/slack-standin/index.js";

export type Harness = BootedStack;

/** How long a test waits for the app's Slack calls; generous for a loaded machine. */
export const WAIT_MS = 15_000;

export const PG_URL = process.env.TEST_DATABASE_URL || undefined;

/**
 * The test stack's timings, shorter than the app's own so a test waits on work, not on clocks: one
 * DM per channel every 20 ms (Slack: about one a second; the stand-in enforces no per-channel limit
 * unless a test sets one, and test/delivery/worker.test.ts keeps the real 1.1 s pacing), and a job
 * that does not know its outcome yet asked again at once (the app waits 2 s, doubling). A test may
 * set its own.
 */
export const TEST_TIMINGS = {
  delivery: { channelIntervalMs: 20 },
  jobs: { retryBaseSeconds: 0 },
} as const satisfies BootOptions;

export function startHarness(options: BootOptions = {}): Promise<Harness> {
  return bootStack({
    ...options,
    delivery: { ...TEST_TIMINGS.delivery, ...options.delivery },
    jobs: { ...TEST_TIMINGS.jobs, ...options.jobs },
  });
}

/** A debug-level logger for the app that keeps all it writes: `text()` is the log so far (to check no secret is in it). */
export function capturedLog(): { readonly logger: Logger; text(): string } {
  let text = "";
  const logger = createLogger({
    level: "debug",
    destination: {
      write: (line: string) => {
        text += line;
      },
    },
  });
  return { logger, text: () => text };
}

export interface HarnessPerFileOptions {
  readonly boot?: BootOptions;
  /** After each test, expect that Slack refused nothing for Block Kit limits (default true). */
  readonly checkBlockKit?: boolean;
}

/**
 * One harness for a whole test file: booted before its first test, then `ready` gets it (to keep it
 * and seed the school), closed after its last test, and checked after each test for Block Kit Slack
 * refused. Call it at the top of the file.
 */
export function harnessPerFile(ready: (h: Harness) => Promise<void>): void;
export function harnessPerFile(options: HarnessPerFileOptions, ready: (h: Harness) => Promise<void>): void;
export function harnessPerFile(
  first: HarnessPerFileOptions | ((h: Harness) => Promise<void>),
  second?: (h: Harness) => Promise<void>,
): void {
  const options = typeof first === "function" ? {} : first;
  const ready = typeof first === "function" ? first : (second as (h: Harness) => Promise<void>);
  let h: Harness | undefined;
  beforeAll(async () => {
    h = await startHarness(options.boot);
    await ready(h);
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });
  if (options.checkBlockKit !== false) {
    afterEach(() => {
      expectNoBlockKitRefusals((h as Harness).standin);
    });
  }
}

/** Calls Slack refused as breaking Block Kit limits: the app must never send such a view. */
export function refusedForLimits(standin: SlackStandin): RecordedCall[] {
  return standin.calls.filter(
    (c) => c.response.error === "invalid_arguments" || c.response.error === "invalid_blocks",
  );
}

export function expectNoBlockKitRefusals(standin: SlackStandin): void {
  const refused = refusedForLimits(standin).map((c) => ({
    method: c.method,
    messages: c.response.response_metadata,
  }));
  expect(refused).toEqual([]);
}

/** Every recorded Slack call as text, to check a secret never reached Slack. */
export function everythingSentToSlack(standin: SlackStandin): string {
  return JSON.stringify(standin.calls.map((c) => [c.method, c.args]));
}

type View = Awaited<ReturnType<SlackStandin["waitForView"]>>;

/** `/class admin` as `userId`; resolves with the admin start page as shown. */
export async function openAdmin(h: Harness, userId: string): Promise<View> {
  const mark = h.standin.calls.length;
  const res = await h.as(userId).command("/class admin");
  expect(res.status).toBe(200);
  return h.standin.waitForView({ callbackId: "admin_home", userId, sinceSeq: mark, timeoutMs: WAIT_MS });
}

/**
 * Does `act` and resolves with the view the app shows `userId` next (the first with `callbackId` when
 * given): the verb behind opening, clicking, picking and submitting.
 */
export async function viewAfter(
  h: Harness,
  shown: { userId: string; callbackId?: string },
  act: () => Promise<unknown>,
): Promise<View> {
  const mark = h.standin.calls.length;
  await act();
  return h.standin.waitForView({ ...shown, sinceSeq: mark, timeoutMs: WAIT_MS });
}

/** `userId` opens the App Home tab; resolves with the Home view the app publishes for them. */
export async function publishedHome(h: Harness, userId: string): Promise<JsonObject> {
  const mark = h.standin.calls.length;
  await h.as(userId).openHome();
  const call = await h.standin.waitFor(
    "views.publish",
    (c) => c.seq >= mark && c.args.user_id === userId,
    WAIT_MS,
  );
  return call.args.view as JsonObject;
}

/** `/class <text>` as `userId`; resolves with the modal `callbackId` it opens for them. */
export function openByCommand(h: Harness, userId: string, text: string, callbackId: string): Promise<View> {
  return viewAfter(h, { userId, callbackId }, () => h.as(userId).command(`/class ${text}`));
}

/** The private (ephemeral) reply `userId` sees after the slash command `text`. */
export async function privateAnswer(h: Harness, userId: string, text: string): Promise<PostedMessage> {
  const mark = h.standin.calls.length;
  await h.as(userId).command(text);
  await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
  const last = h.standin.messages.filter((m) => m.ephemeralTo === userId).at(-1);
  if (!last) throw new Error("no private message");
  return last;
}

/** What Slack sends when `userId` drops `file` into the app's DM (Messages tab). */
export function dropInDm(
  h: Harness,
  userId: string,
  file: Record<string, unknown>,
  ts = `${Math.floor(Date.now() / 1000)}.000100`,
) {
  return h.slack.event({
    type: "message",
    subtype: "file_share",
    channel: h.standin.dmChannelOf(userId),
    channel_type: "im",
    user: userId,
    text: "",
    ts,
    files: [file],
  });
}

/** Picks `option` in a class picker; resolves with the class modal `callbackId` it turns into. */
export function pickClass(
  h: Harness,
  userId: string,
  picker: Record<string, unknown>,
  option: string,
  callbackId: string,
): Promise<View> {
  return viewAfter(h, { userId, callbackId }, () =>
    h.as(userId).selectOption(picker, "Pick a class", option),
  );
}

/**
 * `/class schedule <text>` as `userId`; resolves with the form once the school's folders have arrived
 * in its second update, so that update cannot race a submit.
 */
export async function openScheduleForm(h: Harness, userId: string, text = ""): Promise<View> {
  const mark = h.standin.calls.length;
  const res = await h.as(userId).command(`/class schedule ${text}`.trim());
  expect(res.status).toBe(200);
  const form = await h.standin.waitForView({
    callbackId: "schedule_form",
    userId,
    sinceSeq: mark,
    timeoutMs: WAIT_MS,
  });
  await h.standin.waitFor(
    "views.update",
    (c) => c.seq >= mark && c.args.view_id === form.id && c.args.hash !== undefined,
    WAIT_MS,
  );
  return h.standin.views.get(form.id as string) as View;
}

/** Clicks a button on a view and resolves with the page the modal shows next. */
export async function click(
  h: Harness,
  userId: string,
  view: Record<string, unknown>,
  buttonText: string,
  nextCallbackId: string,
  query: { near?: string; value?: string } = {},
): Promise<View> {
  const mark = h.standin.calls.length;
  const res = await h.as(userId).clickButton(view, buttonText, query);
  expect(res.status).toBe(200);
  return h.standin.waitForView({ callbackId: nextCallbackId, sinceSeq: mark, timeoutMs: WAIT_MS });
}

/**
 * After `response_action: "update"` Slack shows the new view in the same modal (same id); the
 * stand-in only sees views sent through the Web API, so the test carries the id over.
 */
export function updatedView(before: View, sent: Record<string, unknown> | undefined): View {
  expect(sent, "the app answered with a new view").toBeDefined();
  return { ...before, ...(sent as object), id: before.id, state: { values: {} } } as View;
}

/** All text of a view's blocks, as a person reads it (enough for "it says X" checks). */
export function viewText(view: { blocks?: unknown }): string {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (key === "text" && typeof value === "string") out.push(value);
        else walk(value);
      }
    }
  };
  walk(view.blocks ?? []);
  return out.join("\n");
}

/**
 * Waits (4 × WAIT_MS at most) until the app's outbox has nothing due pending or claimed (work due
 * later, such as a class's end-of-class job, waits for its time).
 */
export async function outboxSettled(h: Harness, state = "settled"): Promise<void> {
  const deadline = Date.now() + 4 * WAIT_MS;
  for (;;) {
    const { pending, claimed } = await h.store.outbox.counts();
    if (pending === 0 && claimed === 0) return;
    if (Date.now() > deadline) throw new Error(`outbox not ${state}: ${pending} pending, ${claimed} claimed`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The parts of a running app `settled` watches: its jobs, DMs and listener work. */
export type Settles = Pick<Harness["app"], "jobs" | "delivery" | "inFlight">;

export interface SettledOptions {
  /** Other instances of the app on the same store (`startInstance()`), watched too. */
  readonly others?: readonly Settles[];
  /**
   * Only work running now counts, not the outbox's pending rows: for a test of a failure whose retry
   * waits for the store's backoff (30 s and more).
   */
  readonly retriesLater?: boolean;
}

/**
 * Resolves once the app has nothing left to do now: no listener work after an ack, no job or DM
 * being handled, nothing due in the outbox (retries of a job included, unless `retriesLater`); work
 * due later, such as a class's end-of-class job, waits for its time. Tests check that "nothing else
 * arrives" after it, instead of sleeping. Quiet must hold over two looks with no Slack call in
 * between, as one piece of work may start the next.
 */
export async function settled(h: Harness, options: SettledOptions = {}): Promise<void> {
  const apps: Settles[] = [h.app, ...(options.others ?? [])];
  const deadline = Date.now() + 4 * WAIT_MS;
  let quietAt: number | undefined;
  for (;;) {
    const calls = h.standin.calls.length;
    let quiet = true;
    for (const app of apps) {
      app.delivery?.wake();
      app.jobs.wake();
      if (app.inFlight() > 0 || app.jobs.busy() > 0 || (app.delivery?.busy() ?? 0) > 0) quiet = false;
    }
    if (quiet) {
      const { pending, claimed } = await h.store.outbox.counts();
      quiet = claimed === 0 && (options.retriesLater === true || pending === 0);
    }
    if (!quiet) quietAt = undefined;
    else if (quietAt === calls) return;
    else quietAt = calls;
    if (Date.now() > deadline) throw new Error("the app did not settle: work still running or due");
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Wakes the app's outbox worker and waits until it has settled everything queued, so the DMs have
 * landed in the stand-in (and passed its Block Kit checks).
 */
export async function sentByTheApp(h: Harness): Promise<void> {
  h.app.delivery?.wake();
  await outboxSettled(h, "delivered");
}

/** Moves every clock of the stack to `unix` (never back) and lets the timed jobs run. */
export function moveClocksTo(h: Harness, unix: number): void {
  const ahead = unix - h.clock.now();
  if (ahead > 0) h.clock.advance(ahead);
  h.app.jobs.wake();
}

/**
 * `userId` submits `view`, which must pass its checks; resolves with the text of the report DM they
 * get once the work behind it is done, after everything it queued went out.
 */
export async function submitForReport(
  h: Harness,
  userId: string,
  view: View,
  answers: Record<string, unknown>,
): Promise<string> {
  const mark = h.standin.calls.length;
  const result = await h.as(userId).submit(view, answers as never);
  expect(result.errors).toEqual({});
  const report = await h.standin.waitFor(
    "chat.postMessage",
    (c) => c.seq >= mark && c.args.channel === userId,
    WAIT_MS,
  );
  await sentByTheApp(h);
  return String(report.args.text ?? "");
}
