/**
 * What the stand-in's Web API suites share: a fresh stand-in per test on a clock the test moves by
 * hand, a raw JSON call to one of its methods, and a small valid modal. The bindings are live: they
 * hold the running test's stand-in and time once `standinPerTest()` has been called.
 */
import { afterEach, beforeEach } from "vitest";
import { type SlackStandin, startSlackStandin } from "../../src/slack-standin/server.js";

export const START = Date.UTC(2026, 11, 1, 12, 0, 0);

export let now = START;
export let standin: SlackStandin;

/** Sets the stand-in's clock. */
export function setNow(ms: number): void {
  now = ms;
}

/** Moves the stand-in's clock forward. */
export function advance(ms: number): void {
  now += ms;
}

/** A stand-in at START for each test of the file; call it at the top of the file. */
export function standinPerTest(): void {
  beforeEach(async () => {
    now = START;
    standin = await startSlackStandin({ clock: () => now });
  });
  afterEach(async () => {
    await standin.close();
  });
}

export async function api(
  method: string,
  args: Record<string, unknown>,
  token: string | null = standin.botToken,
) {
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

export const text = (s: string) => ({ type: "plain_text", text: s });
export const modal = (over: Record<string, unknown> = {}) => ({
  type: "modal",
  title: text("Schedule a class"),
  submit: text("Schedule"),
  blocks: [{ type: "input", block_id: "name", label: text("Name"), element: { type: "plain_text_input" } }],
  ...over,
});
