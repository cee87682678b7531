/**
 * `classroom start` as an operator runs it: a bad configuration stops it with every problem named;
 * a good one serves Slack on the port it reports (PORT=0 picks one), with the embedded sandbox when no
 * partner is configured, and SIGTERM shuts it down cleanly.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { type AddressInfo, createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedClient, type SlackStandin, startSlackStandin } from "../../src/slack-standin/index.js";
import { expectNoBlockKitRefusals, viewText } from "./harness.js";

const HEALTH_TOKEN = "cli-start-health-details-token";
const BIN = join(import.meta.dirname, "../../bin/classroom.js");

interface Running {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

function start(env: Record<string, string>): Running {
  const child = spawn(process.execPath, [BIN, "start"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
  });
  let out = "";
  let err = "";
  child.stdout?.setEncoding("utf8").on("data", (d: string) => {
    out += d;
  });
  child.stderr?.setEncoding("utf8").on("data", (d: string) => {
    err += d;
  });
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exit };
}

async function listeningUrl(r: Running): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const match = /listening on (http:\/\/127\.0\.0\.1:(\d+))\/slack\/events/.exec(r.stdout());
    if (match?.[1] && match[2] !== "0") return match[1];
    if (Date.now() > deadline || r.child.exitCode !== null) {
      throw new Error(`classroom start printed ${JSON.stringify(r.stdout())}; stderr: ${r.stderr()}`);
    }
    await new Promise((res) => setTimeout(res, 50));
  }
}

describe("classroom start", () => {
  it("exits 2 naming each missing variable and how to get it", async () => {
    const r = start({ PORT: "http" });
    expect(await r.exit).toBe(2);
    expect(r.stderr()).toContain("SLACK_BOT_TOKEN is missing: create the app from manifest.yml");
    expect(r.stderr()).toContain("SLACK_SIGNING_SECRET is missing");
    expect(r.stderr()).toContain("PORT is malformed");
  }, 30_000);

  describe("with a good configuration", () => {
    let standin: SlackStandin;
    let dir: string;
    beforeAll(async () => {
      standin = await startSlackStandin();
      dir = await mkdtemp(join(tmpdir(), "classroom-start-"));
    });
    afterAll(async () => {
      await standin?.close();
      await rm(dir, { recursive: true, force: true });
    });

    it("serves Slack on the port it reports, with the embedded demo school, until SIGTERM", async () => {
      const signingSecret = "cli-start-signing-secret";
      const r = start({
        SLACK_BOT_TOKEN: standin.botToken,
        SLACK_SIGNING_SECRET: signingSecret,
        SLACK_API_URL: standin.url,
        PORT: "0",
        SQLITE_PATH: join(dir, "classroom.db"),
        ADMIN_SLACK_USER_IDS: "UADMIN",
        LOG_LEVEL: "silent",
        HEALTH_DETAILS_TOKEN: HEALTH_TOKEN,
      });
      try {
        const appUrl = await listeningUrl(r);
        const health = await fetch(`${appUrl}/healthz`);
        expect(health.status).toBe(200);
        expect(await health.json()).toEqual({ status: "ok" });
        const details = await fetch(`${appUrl}/healthz/details`, {
          headers: { authorization: `Bearer ${HEALTH_TOKEN}` },
        });
        expect(await details.json()).toMatchObject({ ok: true, partner: { ok: true } });

        const slack = createSignedClient({ appUrl, signingSecret, standin });
        const mark = standin.calls.length;
        expect((await slack.as("UADMIN").command("/class admin")).status).toBe(200);
        const home = await standin.waitForView({
          callbackId: "admin_home",
          sinceSeq: mark,
          timeoutMs: 10_000,
        });
        expect(viewText(home)).toContain("Connected as school `1000001`");

        expectNoBlockKitRefusals(standin);
        r.child.kill("SIGTERM");
        expect(await r.exit).toBe(0);
        await expect(fetch(`${appUrl}/healthz`)).rejects.toThrow();
      } finally {
        if (r.child.exitCode === null) r.child.kill("SIGKILL");
      }
    }, 60_000);

    it("listens on HOST, and exits 2 naming PORT when the port is taken", async () => {
      const taken = createNetServer();
      await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
      const port = (taken.address() as AddressInfo).port;
      const env = {
        SLACK_BOT_TOKEN: standin.botToken,
        SLACK_SIGNING_SECRET: "cli-start-signing-secret",
        SLACK_API_URL: standin.url,
        HOST: "127.0.0.1",
        SQLITE_PATH: join(dir, "host.db"),
        LOG_LEVEL: "silent",
      };
      const busy = start({ ...env, PORT: String(port) });
      try {
        expect(await busy.exit).toBe(2);
        expect(busy.stderr()).toContain(`PORT ${port} is already in use on HOST 127.0.0.1 (EADDRINUSE)`);
      } finally {
        if (busy.child.exitCode === null) busy.child.kill("SIGKILL");
        await new Promise((resolve) => taken.close(resolve));
      }
      const free = start({ ...env, PORT: "0" });
      try {
        const appUrl = await listeningUrl(free);
        expect((await fetch(`${appUrl}/healthz`)).status).toBe(200);
        free.child.kill("SIGTERM");
        expect(await free.exit).toBe(0);
      } finally {
        if (free.child.exitCode === null) free.child.kill("SIGKILL");
      }
    }, 60_000);

    it("exits 2 naming SLACK_BOT_TOKEN when Slack refuses the token, without printing it", async () => {
      const wrongToken = "xoxb-not-the-installed-app-token";
      const r = start({
        SLACK_BOT_TOKEN: wrongToken,
        SLACK_SIGNING_SECRET: "cli-start-signing-secret",
        SLACK_API_URL: standin.url,
        PORT: "0",
        SQLITE_PATH: join(dir, "refused.db"),
        LOG_LEVEL: "silent",
      });
      try {
        expect(await r.exit).toBe(2);
        expect(r.stderr()).toContain("SLACK_BOT_TOKEN was refused by Slack (invalid_auth)");
        expect(r.stderr()).toContain("OAuth & Permissions");
        expect(r.stdout()).not.toContain("listening");
        expect(r.stdout() + r.stderr()).not.toContain(wrongToken);
      } finally {
        if (r.child.exitCode === null) r.child.kill("SIGKILL");
      }
    }, 60_000);
  });
});
