/**
 * Several instances behind a load balancer on one PostgreSQL (issue 19, "Scale"): nothing an instance
 * holds in memory decides whether a request is acted on. Slack's retry of an event reaching another
 * instance than the first delivery, the same signed block action reaching two instances at once, and
 * a first admin opening the app on two instances at once are each acted on once. docs/scale.md lists
 * every in-memory map and why it is shared or safe to lose. Runs when TEST_DATABASE_URL is set.
 */
import { createHmac, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppInstance } from "../../src/demo/boot.js";
import { ADA, ADMIN } from "../support/cast.js";
import { type Harness, PG_URL, sentByTheApp, settled, startHarness, WAIT_MS } from "./harness.js";
import { connectedSchool } from "./school.js";

if (!PG_URL) console.warn("two app instances on one PostgreSQL skipped: TEST_DATABASE_URL not set");

describe.skipIf(!PG_URL)("two app instances on one PostgreSQL", () => {
  let h: Harness;
  let b: AppInstance;
  beforeAll(async () => {
    h = await startHarness({ postgresUrl: PG_URL });
    b = await h.startInstance();
    await connectedSchool(h, { people: [ADA] });
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  /** POSTs `rawBody` to an instance signed as Slack signs it at `timestamp`, with extra headers. */
  function post(appUrl: string, rawBody: string, contentType: string, timestamp: number, headers = {}) {
    const signature = `v0=${createHmac("sha256", h.signingSecret).update(`v0:${timestamp}:${rawBody}`).digest("hex")}`;
    return fetch(`${appUrl}/slack/events`, {
      method: "POST",
      headers: {
        "content-type": contentType,
        "x-slack-signature": signature,
        "x-slack-request-timestamp": String(timestamp),
        ...headers,
      },
      body: rawBody,
    }).then((res) => res.status);
  }

  /** Both instances have nothing left to do now. */
  const settle = () => settled(h, { others: [b.app] });

  const callsSince = (mark: number, method: string) =>
    h.standin.calls.slice(mark).filter((c) => c.method === method);

  it("the first admin opening the app on both instances at once is welcomed once", async () => {
    const mark = h.standin.calls.length;
    const messagesTab = {
      type: "app_home_opened",
      user: ADMIN,
      channel: h.standin.dmChannelOf(ADMIN),
      tab: "messages",
    };
    await Promise.all([h.slack.event(messagesTab), b.slack.event({ ...messagesTab, tab: "home" })]);
    await sentByTheApp(h);
    await settle();
    const welcomes = callsSince(mark, "chat.postMessage").filter(
      (c) => c.args.channel === ADMIN && String(c.args.text).startsWith("Welcome to Classroom"),
    );
    expect(welcomes).toHaveLength(1);
  });

  it("an event, and Slack's retry of it reaching the other instance at the same time: handled once", async () => {
    const teamId = h.standin.identity.teamId;
    const body = JSON.stringify({
      token: "standin-verification-token",
      team_id: teamId,
      api_app_id: "A0STANDIN",
      type: "event_callback",
      event_id: `Ev${randomBytes(6).toString("hex").toUpperCase()}`,
      event_time: Math.floor(Date.now() / 1000),
      authorizations: [{ team_id: teamId, user_id: h.standin.identity.botUserId, is_bot: true }],
      event: {
        type: "app_home_opened",
        user: ADA.slackUserId,
        channel: h.standin.dmChannelOf(ADA.slackUserId),
        tab: "home",
        event_ts: `${Date.now() / 1000}`,
      },
    });
    const now = Math.floor(Date.now() / 1000);
    const mark = h.standin.calls.length;
    const retry = { "x-slack-retry-num": "1", "x-slack-retry-reason": "http_timeout" };
    const statuses = await Promise.all([
      post(h.appUrl, body, "application/json", now),
      post(b.appUrl, body, "application/json", now + 1, retry),
    ]);
    expect(statuses).toEqual([200, 200]);
    await h.standin.waitFor("views.publish", (c) => c.seq >= mark, WAIT_MS);
    await settle();
    expect(callsSince(mark, "views.publish")).toHaveLength(1);
    // And a later retry on either instance changes nothing.
    const later = h.standin.calls.length;
    expect(
      await post(b.appUrl, body, "application/json", now + 2, { ...retry, "x-slack-retry-num": "2" }),
    ).toBe(200);
    expect(
      await post(h.appUrl, body, "application/json", now + 3, { ...retry, "x-slack-retry-num": "3" }),
    ).toBe(200);
    await settle();
    expect(callsSince(later, "views.publish")).toEqual([]);
  });

  it("the same signed block action delivered to both instances at once: acted on once", async () => {
    const homeMark = h.standin.calls.length;
    await h.as(ADMIN).openHome();
    await h.standin.waitFor("views.publish", (c) => c.seq >= homeMark && c.args.user_id === ADMIN, WAIT_MS);
    const home = h.standin.homeViewOf(ADMIN);
    const clickMark = h.standin.calls.length;
    expect((await h.as(ADMIN).clickButton(home as never, "Open school admin")).status).toBe(200);
    await h.standin.waitFor("views.open", (c) => c.seq >= clickMark, WAIT_MS);
    const click = h.slack.lastSent();
    expect(click).toBeDefined();
    await settle();
    const contentType = click?.headers["content-type"] ?? "application/x-www-form-urlencoded";
    const mark = h.standin.calls.length;
    // Signed anew (a second later than the click itself), the very same request to both.
    const at = Math.floor(Date.now() / 1000) + 1;
    const statuses = await Promise.all([
      post(h.appUrl, click?.rawBody ?? "", contentType, at),
      post(b.appUrl, click?.rawBody ?? "", contentType, at),
    ]);
    expect([...statuses].sort()).toEqual([200, 401]);
    await settle();
    expect(callsSince(mark, "views.open")).toHaveLength(1);
  });
});
