/**
 * OAuth mode, workspaces installed before token rotation was on (issue 31 §5): the app exchanges each
 * long-lived bot token once with oauth.v2.exchange (an hourly sweep, a durable job); while Slack
 * answers that rotation is not enabled for the app it keeps the token, which still works, and offers
 * it again a day later. Two instances exchanging at once spend the token once.
 */
import { describe, expect, it } from "vitest";
import { ALL_SCHOOLS } from "../../src/classes/leaving.js";
import { enqueueDm } from "../../src/delivery/index.js";
import { createLogger } from "../../src/logger.js";
import {
  EXCHANGE_IN_FLIGHT_SECONDS,
  EXCHANGE_SWEEP_SECONDS,
  exchangeLongLivedTokens,
} from "../../src/slack/lib/oauth/token-exchange.js";
import type { InstallationsRepo } from "../../src/store/index.js";
import { ADMIN, BEN } from "../support/cast.js";
import { until } from "../support/until.js";
import { type Harness, harnessPerFile, settled, WAIT_MS } from "./harness.js";
import { DALE, HILL, installedSchool, type TestTeam, teamClient } from "./workspaces.js";

let h: Harness;
const TEAM_WIDE: TestTeam = { id: "T0WIDE", domain: "wide", name: "Wide School" };
const CRASH: TestTeam = { id: "T0CRASH", domain: "crash", name: "Crash School" };
harnessPerFile({ boot: { oauth: true } }, async (booted) => {
  h = booted;
  // Installed while rotation was off: tokens that never expire.
  await installedSchool(h, HILL);
  await installedSchool(h, DALE);
});

const exchangesOf = (teamId: string) =>
  h.standin.callsTo("oauth.v2.exchange").filter((c) => c.teamId === teamId);

/** Moves the clock to the next hourly sweep and waits until it ran (it queues the one after). */
async function nextSweep(): Promise<void> {
  const slot = Math.floor(h.clock.now() / EXCHANGE_SWEEP_SECONDS) + 1;
  h.clock.advance(slot * EXCHANGE_SWEEP_SECONDS - h.clock.now() + 1);
  h.app.jobs.wake();
  await until(
    "the token exchange sweep",
    async () =>
      (await h.store.outbox.findByDedupeKey(ALL_SCHOOLS, `job:token-exchange:${slot + 1}`)) ?? undefined,
    WAIT_MS,
  );
}

/** A DM to Ben in `team` goes out; answers the token it went with. */
async function dmGoesOut(team: TestTeam, text: string): Promise<string | undefined> {
  const mark = h.standin.calls.length;
  await enqueueDm(h.store, { teamId: team.id, channel: BEN.slackUserId, text, dedupeKey: `test:${text}` });
  h.app.delivery?.wake();
  const sent = await h.standin.waitFor(
    "chat.postMessage",
    (c) => c.seq >= mark && c.args.text === text,
    WAIT_MS,
  );
  expect(sent.response.ok).toBe(true);
  return sent.token;
}

describe("long-lived bot tokens moved to rotating ones", () => {
  it("rotation off for the app: the token is kept and works, and is offered again only a day later", async () => {
    const before = h.standin.botTokenOf(HILL.id);
    await nextSweep();
    expect(exchangesOf(HILL.id).map((c) => c.response.error)).toEqual(["token_rotation_not_enabled"]);
    expect(exchangesOf(DALE.id).map((c) => c.response.error)).toEqual(["token_rotation_not_enabled"]);
    expect((await h.store.installations.findForTeam(HILL.id))?.bot?.token).toBe(before);
    expect(await dmGoesOut(HILL, "Still here after the refused exchange.")).toBe(before);

    // The hourly sweeps of that day leave it alone.
    for (let i = 0; i < 3; i += 1) await nextSweep();
    expect(exchangesOf(HILL.id)).toHaveLength(1);

    // Rotation turned on in the app's settings; a day after the refusal the token is exchanged.
    h.standin.setTokenRotation(true);
    h.clock.advance(86_400);
    await nextSweep();
    expect(exchangesOf(HILL.id).map((c) => c.response.ok)).toEqual([false, true]);
    const stored = await h.store.installations.findForTeam(HILL.id);
    expect(stored?.bot?.token).toBe(h.standin.botTokenOf(HILL.id));
    expect(stored?.bot?.token).not.toBe(before);
    expect(stored?.bot?.refreshToken).toBe(h.standin.refreshTokenOf(HILL.id));
    // Slack's 12 hours from the exchange.
    expect(stored?.bot?.expiresAt).toBeGreaterThan(h.clock.now() + 11 * 3600);
    expect(stored?.exchangeAfter).toBeUndefined();
    // The scopes the installation holds stay known.
    expect(stored?.bot?.scopes).toContain("users:read.email");
    expect(await dmGoesOut(HILL, "After the exchange.")).toBe(stored?.bot?.token);
    // The long-lived token is spent: Slack no longer takes it.
    const old = await fetch(`${h.standin.url}auth.test`, {
      method: "POST",
      headers: { authorization: `Bearer ${before}` },
    });
    expect(((await old.json()) as { error?: string }).error).toBe("invalid_auth");

    // Exchanged once: later sweeps never offer it again, and renewals take over (the token expires).
    await nextSweep();
    h.clock.advance(12 * 3600);
    expect(await dmGoesOut(HILL, "After the renewal.")).toBe(h.standin.botTokenOf(HILL.id));
    await nextSweep();
    expect(exchangesOf(HILL.id)).toHaveLength(2);
    expect(
      h.standin.callsTo("oauth.v2.access").filter((c) => c.teamId === HILL.id && c.args.grant_type),
    ).toHaveLength(1);
  });

  it("two instances sweeping at once exchange a workspace's token once", async () => {
    await installedSchool(h, TEAM_WIDE);
    const deps = {
      store: h.store,
      clientId: "111.222",
      clientSecret: "standin-secret",
      apiUrl: h.standin.url,
      now: h.clock.now,
      logger: createLogger({ level: "silent" }),
    };
    const [a, b] = await Promise.all([exchangeLongLivedTokens(deps), exchangeLongLivedTokens(deps)]);
    expect(a.exchanged + b.exchanged).toBe(1);
    expect(exchangesOf(TEAM_WIDE.id)).toHaveLength(1);
    expect((await h.store.installations.findForTeam(TEAM_WIDE.id))?.bot?.token).toBe(
      h.standin.botTokenOf(TEAM_WIDE.id),
    );
    expect(await dmGoesOut(TEAM_WIDE, "The wide school after its exchange.")).toBe(
      h.standin.botTokenOf(TEAM_WIDE.id),
    );
  });

  it("a crash between Slack's answer and the commit: the mark shows it, and the lost token is detected", async () => {
    // Rotation is on (the first test turned it on). The failure is injected at the store commit of
    // Slack's answer: a throw inside the locked renewal rolls its transaction back, which leaves the
    // store exactly as a kill -9 after the answer does (the answer in no committed row; the mark,
    // committed before the call, still there), without a process to kill in this harness.
    await installedSchool(h, CRASH);
    const before = h.standin.botTokenOf(CRASH.id);
    const deps = {
      store: h.store,
      clientId: "111.222",
      clientSecret: "standin-secret",
      apiUrl: h.standin.url,
      now: h.clock.now,
      logger: createLogger({ level: "silent" }),
    };
    const dying: InstallationsRepo = {
      ...h.store.installations,
      renewForTeam: (teamId, renew) =>
        h.store.installations.renewForTeam(teamId, async (current) => {
          const renewed = await renew(current);
          if (teamId === CRASH.id && renewed?.bot?.expiresAt !== undefined) throw new Error("killed");
          return renewed;
        }),
    };
    // The stand-in names a call's team from its token, which a spent token no longer has.
    const since = h.standin.calls.length;
    const exchangesOfCrash = () =>
      h.standin
        .callsTo("oauth.v2.exchange")
        .filter((c) => c.seq >= since && (c.teamId === CRASH.id || c.teamId === undefined));
    h.standin.callsTo("oauth.v2.exchange").filter((c) => c.args.token === before);
    // The stack's clock follows real time (advanced by the test): a mark or loss is stamped in between.
    const startedFrom = h.clock.now();
    const crashed = await exchangeLongLivedTokens({ ...deps, store: { installations: dying } });
    expect(crashed.failed).toBe(1);
    expect(exchangesOfCrash().map((c) => c.response.ok)).toEqual([true]);
    const marked = await h.store.installations.findForTeam(CRASH.id);
    expect(marked?.bot?.token).toBe(before);
    expect(marked?.exchangeStartedAt).toBeGreaterThanOrEqual(startedFrom);
    expect(marked?.exchangeStartedAt).toBeLessThanOrEqual(h.clock.now());

    // Within the in-flight window the mark is another instance's exchange: left alone.
    await exchangeLongLivedTokens(deps);
    expect(exchangesOfCrash()).toHaveLength(1);

    // After it: offered again, Slack says it was exchanged, the old token is refused: detected.
    h.clock.advance(EXCHANGE_IN_FLIGHT_SECONDS);
    const lostFrom = h.clock.now();
    const after = await exchangeLongLivedTokens(deps);
    expect(after.lost).toBe(1);
    expect(exchangesOfCrash().map((c) => c.response.error)).toEqual([undefined, "token_already_exchanged"]);
    const lost = await h.store.installations.findForTeam(CRASH.id);
    expect(lost?.tokenLostAt).toBeGreaterThanOrEqual(lostFrom);
    expect(lost?.tokenLostAt).toBeLessThanOrEqual(h.clock.now());
    expect(lost?.exchangeStartedAt).toBeUndefined();
    // Never offered again: an exchange cannot be repeated.
    h.clock.advance(2 * 86_400);
    await exchangeLongLivedTokens(deps);
    expect(exchangesOfCrash()).toHaveLength(2);
  });

  it("the lost token is told to anyone who uses the app there: an admin must install it again, with the link", async () => {
    // Runs after the crash test: CRASH's installation is marked tokenLostAt.
    expect((await h.store.installations.findForTeam(CRASH.id))?.tokenLostAt).toBeDefined();
    const slack = teamClient(h, CRASH);
    const mark = h.standin.calls.length;
    const answer = await slack.as(ADMIN).command("/class my");
    const text = (answer.json as { response_type?: string; text?: string } | undefined) ?? {};
    expect(text.response_type).toBe("ephemeral");
    expect(text.text).toContain("lost its access to this workspace");
    expect(text.text).toContain("a workspace admin installs it again");
    expect(text.text).toContain(`|Add to Slack>`);
    expect(text.text).toContain("/slack/install");
    // In the person's own language (their choice on Home).
    await h.store.languagePrefs.set(CRASH.id, BEN.slackUserId, "zh-CN");
    const zh = (await slack.as(BEN.slackUserId).command("/class my")).json as { text?: string };
    expect(zh.text).toContain("已失去对本工作区的访问权限");
    // Answered in the ack: the app made no call with the refused token.
    await settled(h);
    expect(h.standin.calls.slice(mark).filter((c) => c.teamId === CRASH.id)).toEqual([]);
    // Another workspace is untouched.
    const hill = await teamClient(h, HILL).as(ADMIN).command("/class my");
    expect(JSON.stringify(hill.json ?? hill.body)).not.toContain("lost its access");
  });
});
