/**
 * Slack answering 429: a short Retry-After is waited out and the person never notices; a long one
 * ends at once in a "Slack is busy, try again in N seconds" reply instead of a frozen request (the
 * WebClient on its own would sleep the whole wait and hold every other call of the app meanwhile).
 */
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../src/logger.js";
import {
  expectNoBlockKitRefusals,
  type Harness,
  openAdmin,
  startHarness,
  viewText,
  WAIT_MS,
} from "./harness.js";

const ADMIN = "UADMIN";

let h: Harness;
let logs = "";
beforeAll(async () => {
  const logger = createLogger({
    level: "info",
    destination: new Writable({
      write(chunk, _enc, done) {
        logs += String(chunk);
        done();
      },
    }),
  });
  h = await startHarness({ logger });
  // First contact connects the workspace, so the tests below only see their own calls.
  await openAdmin(h, ADMIN);
}, 60_000);
afterAll(async () => {
  await h?.close();
});

describe("Slack rate limits", () => {
  it("a one-second Retry-After is waited out and the admin modal still opens", async () => {
    const mark = h.standin.calls.length;
    h.standin.rateLimit("views.open", { retryAfterSeconds: 1, times: 1 });
    const home = await openAdmin(h, ADMIN);
    expect(viewText(home)).toContain("Connected as school");
    const opens = h.standin.calls.slice(mark).filter((c) => c.method === "views.open");
    expect(opens.map((c) => c.status)).toEqual([429, 200]);
    expectNoBlockKitRefusals(h.standin);
  }, 30_000);

  it("a 30-second Retry-After ends in a private 'Slack is busy' reply long before the 30 seconds", async () => {
    const mark = h.standin.calls.length;
    h.standin.rateLimit("views.open", { retryAfterSeconds: 30, times: 1 });
    const res = await h.as(ADMIN).command("/class admin");
    expect(res.status).toBe(200);
    // WAIT_MS (15 s) is shorter than the Retry-After: a client that slept it out would fail here.
    const reply = await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
    expect(reply.args.response_type).toBe("ephemeral");
    expect(String(reply.args.text)).toBe(
      "Slack is busy right now and this did not finish. Please try again in 30 seconds.",
    );
    const opens = h.standin.calls.slice(mark).filter((c) => c.method === "views.open");
    expect(opens.map((c) => c.status)).toEqual([429]);
    const reference = /Reference `([A-Z0-9]+)`/.exec(JSON.stringify(reply.args.blocks))?.[1];
    expect(reference).toBeDefined();
    const line = logs.split("\n").find((l) => l.includes(`"referenceId":"${reference}"`));
    expect(line).toContain('"retryAfterSeconds":30');

    // The limit is over: the next try works.
    const home = await openAdmin(h, ADMIN);
    expect(viewText(home)).toContain("Connected as school");
  }, 30_000);
});
