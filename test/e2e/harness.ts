/**
 * The e2e harness: the real app booted against the partner sandbox and the Slack stand-in
 * (src/demo/boot.ts), plus the checks every e2e test makes afterwards.
 */
import { expect } from "vitest";
import { type BootedStack, type BootOptions, bootStack } from "../../src/demo/boot.js";
import type { RecordedCall, SlackStandin } from "../../src/slack-standin/index.js";

export type Harness = BootedStack;

export const PG_URL = process.env.TEST_DATABASE_URL || undefined;

export function startHarness(options: BootOptions = {}): Promise<Harness> {
  return bootStack(options);
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
