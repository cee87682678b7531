/**
 * kill -9 during a 100-DM fan-out, under Slack's real conversations.history limits (issue 31 §1): in
 * OAuth mode a non-Marketplace app gets one call per minute per workspace and 15 messages a page; a
 * single-workspace (internal) app Tier 3. Posts on their way to Slack when the worker dies reach Slack
 * afterwards (the stand-in holds their answers, then carries them out): every one of them is uncertain,
 * and each must be settled by a check, never sent again on a guess. The stand-in's minute is shortened
 * (and the worker told the same pace), so the test takes seconds.
 */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { type SlackStandin, startSlackStandin } from "../../src/slack-standin/index.js";
import type { Store } from "../../src/store/index.js";
import { type Fresh, freshDatabase, TEST_KEY } from "../store/harness.js";
import { until } from "../support/until.js";
import { deliveries, queueDms, TEAM } from "./helpers.js";

const COUNT = 100;
/** Posts on their way to Slack when the worker is killed (at least). */
const UNCERTAIN = 5;
/** The stand-in's rate window: Slack's minute, shortened. */
const WINDOW_MS = 1000;

interface Child {
  proc: ChildProcessWithoutNullStreams;
  out: () => string;
  exited: Promise<unknown>;
  /** Exited and its output read to the end: every log line it wrote is in `out()`. */
  closed: Promise<unknown>;
}

function startWorker(standin: SlackStandin, fresh: Fresh, env: Record<string, string>): Child {
  const proc = spawn(process.execPath, ["--import", "tsx", "test/delivery/worker-process.ts"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      DELIVERY_STORE: JSON.stringify({ ...fresh.options, encryptionKey: TEST_KEY }),
      DELIVERY_SLACK: standin.url,
      DELIVERY_RATE: "40",
      DELIVERY_LOG: "1",
      ...env,
    },
  });
  let out = "";
  proc.stdout.on("data", (d: Buffer) => {
    out += d.toString();
  });
  proc.stderr.on("data", (d: Buffer) => {
    out += d.toString();
  });
  const exited = new Promise((resolve) => proc.on("exit", resolve));
  const closed = new Promise((resolve) => proc.on("close", resolve));
  return { proc, out: () => out, exited, closed };
}

/** A workspace's bot token from an OAuth install, as the app in OAuth mode holds it. */
async function installedToken(standin: SlackStandin): Promise<string> {
  const code = standin.grantInstall({ teamId: TEAM, teamName: "School", userId: "UADMIN" });
  const res = await fetch(`${standin.url}oauth.v2.access`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ code, client_id: "cid", client_secret: "csecret" }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (typeof body.access_token !== "string") throw new Error("no token");
  return body.access_token;
}

/** The worker's log lines (pino JSON) with a message. */
function logLines(child: Child, msg: string): Array<Record<string, unknown>> {
  return child
    .out()
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => typeof l.msg === "string" && l.msg.includes(msg));
}

describe("exactly once after kill -9, within Slack's history limits", () => {
  let fresh: Fresh | undefined;
  let standin: SlackStandin | undefined;
  const children: Child[] = [];
  afterEach(async () => {
    for (const c of children.splice(0))
      if (c.proc.exitCode === null && c.proc.signalCode === null) c.proc.kill("SIGKILL");
    await standin?.close();
    await fresh?.dispose();
  });

  const modes = [
    {
      mode: "OAuth, non-Marketplace: 1 call a minute, 15 a page",
      oauth: true,
      env: { DELIVERY_HISTORY_PER_MINUTE: String(60_000 / WINDOW_MS), DELIVERY_HISTORY_PAGE: "15" },
    },
    {
      mode: "single-workspace (internal): Tier 3",
      oauth: false,
      env: { DELIVERY_HISTORY_PER_MINUTE: String((50 * 60_000) / WINDOW_MS), DELIVERY_HISTORY_PAGE: "100" },
    },
  ] as const;

  it.each(modes)(
    "$mode: every DM once, each uncertain one settled by a check",
    async ({ oauth, env }) => {
      fresh = await freshDatabase("sqlite");
      const store: Store = await fresh.open({ encryptionKey: TEST_KEY });
      standin = await startSlackStandin({ history: { windowMs: WINDOW_MS } });
      const s = standin;
      const token = oauth ? await installedToken(s) : s.botToken;
      await queueDms(store, COUNT);

      const first = startWorker(s, fresh, { ...env, DELIVERY_TOKEN: token, DELIVERY_INSTANCE: "first" });
      children.push(first);
      await until("the first DMs", () => s.messages.length >= 30, 60_000);
      // Posts keep leaving for Slack while Slack holds its answers; the worker dies with them on the wire.
      const release = s.holdAnswers("chat.postMessage");
      // A few, not a second's worth: each uncertain DM of its own student costs a history call, one a
      // (shortened) minute in OAuth mode, so their number, not a timer, sets how long the test takes.
      const onTheWire = () =>
        fresh?.raw<{ id: number }>(
          "select id from outbox where posting_since is not null and state <> 'sent'",
        );
      await until(
        "a few posts on their way",
        async () => ((await onTheWire())?.length ?? 0) >= UNCERTAIN,
        30_000,
        10,
      );
      first.proc.kill("SIGKILL");
      await first.exited;
      release(); // Slack carries the posts out: they are in the DMs, and nobody recorded them.
      await until("the held posts to land", async () => {
        const before = s.messages.length;
        await new Promise((r) => setTimeout(r, 200));
        return s.messages.length === before;
      });
      const uncertain = (await onTheWire()) ?? [];
      expect(uncertain.length).toBeGreaterThanOrEqual(UNCERTAIN); // several conversations to check, not one
      // The first check after the restart is refused, as a busy workspace's would be.
      s.rateLimit("conversations.history", { retryAfterSeconds: 1, times: 1 });

      const second = startWorker(s, fresh, { ...env, DELIVERY_TOKEN: token, DELIVERY_INSTANCE: "second" });
      children.push(second);
      await until(
        "the restarted worker to finish",
        async () => {
          const c = await store.outbox.counts();
          return c.pending === 0 && c.claimed === 0;
        },
        60_000,
      );
      // The outbox can say "done" before the worker's last log lines have come through the pipe (it
      // logs a DM found in Slack after recording it as sent): stop it and read its output to the end.
      second.proc.kill("SIGTERM");
      await second.closed;
      expect(second.out()).toContain("stopped");
      const got = deliveries(s);
      expect(got.size).toBe(COUNT);
      expect([...got.entries()].filter(([, n]) => n !== 1)).toEqual([]);
      expect(await store.outbox.counts()).toMatchObject({ sent: COUNT, dead: 0 });

      // Each uncertain DM was settled by a check (found, or found absent), none sent on a guess.
      const settledLines = [
        ...logLines(second, "already in the DM"),
        ...logLines(second, "not in the DM after an interrupted attempt"),
      ];
      const settledIds = new Set(settledLines.map((l) => Number(l.messageId)));
      const unsettled = uncertain.map((u) => Number(u.id)).filter((id) => !settledIds.has(id));
      expect(
        unsettled,
        `the worker's lines about the unsettled DMs:\n${logLines(second, "")
          .filter((l) => unsettled.includes(Number(l.messageId)))
          .map((l) => JSON.stringify(l))
          .join("\n")}`,
      ).toEqual([]);
      expect(logLines(second, "sending again")).toEqual([]);
      // Every refusal (the forced one, and any a late call met) was logged and held, none read as "absent".
      const history = s.callsTo("conversations.history");
      const refused = history.filter((c) => c.status === 429).length;
      expect(refused).toBeGreaterThanOrEqual(1);
      expect(logLines(second, "refused by Slack (429)")).toHaveLength(refused);
      const perPage = history.filter((c) => c.status === 200).map((c) => Number(c.args.limit));
      expect(Math.max(...perPage)).toBeLessThanOrEqual(oauth ? 15 : 100);
      // The DMs' metadata names no class or student.
      expect(JSON.stringify(s.messages.map((m) => m.metadata))).not.toMatch(/live-link|:s\d/);
      const worst = Math.max(...settledLines.map((l) => Number(l.uncertainMs)));
      console.info(
        `${oauth ? "OAuth" : "single-workspace"}: ${uncertain.length} uncertain DMs, ${history.length} history calls (${refused} refused), worst delay ${worst} ms`,
      );
    },
    180_000,
  );
});
