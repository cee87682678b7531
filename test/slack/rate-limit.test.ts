/**
 * patientFetch against the Slack stand-in: which 429s are waited out (and for how long), and which
 * are handed straight back so the WebClient fails at once instead of freezing the request.
 */
import { webApi } from "@slack/bolt";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { patientFetch, rateLimitedFor } from "../../src/slack/lib/rate-limit.js";
import { type SlackStandin, startSlackStandin } from "../../src/slack-standin/index.js";

let standin: SlackStandin;
let waits: number[];
const sleep = async (ms: number) => {
  waits.push(ms);
};

beforeEach(async () => {
  waits = [];
  standin = await startSlackStandin();
});
afterEach(async () => {
  await standin.close();
});

function client(options: Parameters<typeof patientFetch>[0] = {}) {
  return new webApi.WebClient(standin.botToken, {
    slackApiUrl: standin.url,
    rejectRateLimitedCalls: true,
    retryConfig: { retries: 0 },
    fetch: patientFetch({ sleep, ...options }),
  });
}

const statuses = () => standin.callsTo("chat.postMessage").map((c) => c.status);

describe("patientFetch", () => {
  it("waits out a short Retry-After, as long as Slack asked, and the call succeeds", async () => {
    standin.rateLimit("chat.postMessage", { retryAfterSeconds: 2, times: 2 });
    await expect(client().chat.postMessage({ channel: "C1", text: "hi" })).resolves.toMatchObject({
      ok: true,
    });
    expect(statuses()).toEqual([429, 429, 200]);
    expect(waits).toEqual([2000, 2000]);
  });

  it("never turns Retry-After: 0 into a tight loop", async () => {
    standin.rateLimit("chat.postMessage", { retryAfterSeconds: 0, times: 1 });
    await client().chat.postMessage({ channel: "C1", text: "hi" });
    expect(waits).toEqual([100]);
  });

  it("hands a long Retry-After back at once: the call fails with the wait Slack asked for", async () => {
    standin.rateLimit("chat.postMessage", { retryAfterSeconds: 30, times: 1 });
    const failure = await client()
      .chat.postMessage({ channel: "C1", text: "hi" })
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(rateLimitedFor(failure)).toBe(30);
    expect(statuses()).toEqual([429]);
    expect(waits).toEqual([]);
  });

  it("gives up after maxRetries 429s in a row", async () => {
    standin.rateLimit("chat.postMessage", { retryAfterSeconds: 1, times: 5 });
    const failure = await client({ maxRetries: 2 })
      .chat.postMessage({ channel: "C1", text: "hi" })
      .catch((err: unknown) => err);
    expect(rateLimitedFor(failure)).toBe(1);
    expect(statuses()).toEqual([429, 429, 429]);
    expect(waits).toEqual([1000, 1000]);
  });

  it("rateLimitedFor ignores every other error", () => {
    expect(rateLimitedFor(new Error("boom"))).toBeUndefined();
    expect(rateLimitedFor({ code: "slack_webapi_platform_error", retryAfter: 3 })).toBeUndefined();
    expect(rateLimitedFor(null)).toBeUndefined();
    expect(rateLimitedFor("ratelimited")).toBeUndefined();
  });
});
