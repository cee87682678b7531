/**
 * SLACK_APP_TOKEN set: the app connects out over Socket Mode and opens no HTTP port. Slack is played
 * by a loopback server that answers `apps.connections.open` and completes the WebSocket handshake
 * with Slack's `hello`, so the real Socket Mode client runs without reaching Slack.
 */
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { createLogger } from "../../src/logger.js";
import { startApp } from "../../src/main.js";

const APP_TOKEN = "xapp-1-A0TEST-0000-socketmodetesttoken";
const BOT_TOKEN = "xoxb-socket-mode-test-bot-token";
const WS_GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";

interface FakeSlack {
  readonly apiUrl: string;
  readonly connectionsOpened: Array<{ authorization: string | undefined }>;
  /** Set by the test: runs while the app waits for apps.connections.open, before it is answered. */
  duringConnect: (() => Promise<void>) | undefined;
  readonly sockets: Set<Socket>;
  close(): Promise<void>;
}

/** One unmasked server-to-client text frame (payloads here are short). */
function textFrame(text: string): Buffer {
  const payload = Buffer.from(text, "utf8");
  if (payload.length > 125) throw new Error("textFrame: keep test frames short");
  return Buffer.concat([Buffer.from([0x81, payload.length]), payload]);
}

async function startFakeSlack(): Promise<FakeSlack> {
  const sockets = new Set<Socket>();
  let origin = "";
  const fake: FakeSlack = {
    apiUrl: "",
    connectionsOpened: [],
    duringConnect: undefined,
    sockets,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req: IncomingMessage, res) => {
    req.resume();
    req.on("end", () => {
      void (async () => {
        if (req.url?.endsWith("/auth.test")) {
          res.writeHead(200, { "content-type": "application/json" });
          res.end(JSON.stringify({ ok: true, team_id: "T1", user_id: "UBOT", bot_id: "BBOT" }));
          return;
        }
        if (req.url !== "/api/apps.connections.open") {
          // Anything else (here: the /refuse/ base) plays Slack refusing a revoked app token.
          res.writeHead(200, { "content-type": "application/json" });
          res.end(JSON.stringify({ ok: false, error: "invalid_auth" }));
          return;
        }
        fake.connectionsOpened.push({ authorization: req.headers.authorization });
        await fake.duringConnect?.();
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ ok: true, url: `${origin.replace("http", "ws")}/link` }));
      })();
    });
  });
  server.on("upgrade", (req: IncomingMessage, socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    const accept = createHash("sha1")
      .update(`${String(req.headers["sec-websocket-key"])}${WS_GUID}`)
      .digest("base64");
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    socket.write(textFrame(JSON.stringify({ type: "hello", num_connections: 1 })));
    socket.on("data", (data: Buffer) => {
      // A close frame from the app (opcode 8): answer with ours and hang up, as Slack does.
      if (((data[0] ?? 0) & 0x0f) === 0x8) socket.end(Buffer.from([0x88, 0x00]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("fake Slack has no port");
  origin = `http://127.0.0.1:${address.port}`;
  return Object.assign(fake, { apiUrl: `${origin}/api/` });
}

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of cleanups.splice(0).reverse()) await step();
});

describe("Socket Mode", () => {
  it("connects with the app token, serves no HTTP port, and disconnects on close", async () => {
    const slack = await startFakeSlack();
    cleanups.push(() => slack.close());
    const dir = await mkdtemp(join(tmpdir(), "classroom-socket-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const port = await freePort();
    let lines = "";
    const logger = createLogger({
      level: "debug",
      destination: new Writable({
        write(chunk, _enc, done) {
          lines += String(chunk);
          done();
        },
      }),
    });
    const config = loadConfig({
      SLACK_BOT_TOKEN: BOT_TOKEN,
      SLACK_APP_TOKEN: APP_TOKEN,
      SLACK_API_URL: slack.apiUrl,
      PORT: String(port),
      SQLITE_PATH: join(dir, "app.db"),
    });
    let portOpenWhileConnecting: boolean | undefined;
    slack.duringConnect = async () => {
      portOpenWhileConnecting = await accepts(port);
    };

    const app = await startApp({ config, logger, host: "127.0.0.1" });
    cleanups.push(() => app.close());

    expect(slack.connectionsOpened).toEqual([{ authorization: `Bearer ${APP_TOKEN}` }]);
    expect(portOpenWhileConnecting).toBe(false);
    expect(app.url).toBeUndefined();
    expect(await accepts(port)).toBe(false);
    expect(slack.sockets.size).toBe(1);

    await app.close();
    const deadline = Date.now() + 10_000;
    while (slack.sockets.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(slack.sockets.size).toBe(0);
    expect(lines).toContain("Socket Mode");
    expect(lines).not.toContain(APP_TOKEN);
    expect(lines).not.toContain(BOT_TOKEN);
  }, 30_000);

  it("a refused app token stops the start with Slack's reason, and leaves nothing running", async () => {
    const slack = await startFakeSlack();
    cleanups.push(() => slack.close());
    const dir = await mkdtemp(join(tmpdir(), "classroom-socket-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const port = await freePort();
    const config = loadConfig({
      SLACK_BOT_TOKEN: BOT_TOKEN,
      SLACK_APP_TOKEN: APP_TOKEN,
      SLACK_API_URL: `${slack.apiUrl}refuse/`,
      PORT: String(port),
      SQLITE_PATH: join(dir, "app.db"),
    });
    const started = startApp({ config, logger: createLogger({ level: "silent" }), host: "127.0.0.1" });
    await expect(started).rejects.toThrow(/invalid_auth/);
    expect(await accepts(port)).toBe(false);
  }, 30_000);
});
