/**
 * SLACK_APP_TOKEN set: the app connects out over Socket Mode and opens no HTTP port. Slack is played
 * by a loopback server that answers `apps.connections.open` and completes the WebSocket handshake
 * with Slack's `hello`, so the real Socket Mode client runs without reaching Slack.
 */
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { createLogger } from "../../src/logger.js";
import { StartupError, startApp } from "../../src/main.js";

const APP_TOKEN = "xapp-1-A0TEST-0000-socketmodetesttoken";
const BOT_TOKEN = "xoxb-socket-mode-test-bot-token";
const WS_GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";

interface FakeSlack {
  readonly apiUrl: string;
  readonly origin: string;
  readonly connectionsOpened: Array<{ authorization: string | undefined }>;
  /** Set by the test: runs while the app waits for apps.connections.open, before it is answered. */
  duringConnect: (() => Promise<void>) | undefined;
  readonly sockets: Set<Socket>;
  /** JSON bodies the app posted to response URLs (`${origin}/response/...`). */
  readonly responses: Array<Record<string, unknown>>;
  /** Sends an envelope over the open socket; resolves with the app's ack for it. */
  deliver(envelope: { envelope_id: string } & Record<string, unknown>): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/** One unmasked server-to-client text frame. */
function textFrame(text: string): Buffer {
  const payload = Buffer.from(text, "utf8");
  if (payload.length <= 125) return Buffer.concat([Buffer.from([0x81, payload.length]), payload]);
  if (payload.length > 0xffff) throw new Error("textFrame: keep test frames under 64 KiB");
  const head = Buffer.from([0x81, 126, 0, 0]);
  head.writeUInt16BE(payload.length, 2);
  return Buffer.concat([head, payload]);
}

/** The first complete (client-masked) frame in `buf`, or undefined while more bytes are due. */
function readFrame(buf: Buffer): { opcode: number; payload: Buffer; size: number } | undefined {
  if (buf.length < 2) return undefined;
  const opcode = (buf[0] ?? 0) & 0x0f;
  const masked = ((buf[1] ?? 0) & 0x80) !== 0;
  let length = (buf[1] ?? 0) & 0x7f;
  let offset = 2;
  if (length === 126) {
    if (buf.length < 4) return undefined;
    length = buf.readUInt16BE(2);
    offset = 4;
  } else if (length === 127) {
    if (buf.length < 10) return undefined;
    length = Number(buf.readBigUInt64BE(2));
    offset = 10;
  }
  const mask = masked ? buf.subarray(offset, offset + 4) : undefined;
  if (mask) offset += 4;
  if (buf.length < offset + length) return undefined;
  const payload = Buffer.from(buf.subarray(offset, offset + length));
  if (mask) for (let i = 0; i < payload.length; i += 1) payload[i] = (payload[i] ?? 0) ^ (mask[i % 4] ?? 0);
  return { opcode, payload, size: offset + length };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
    });
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });
}

async function startFakeSlack(): Promise<FakeSlack> {
  const sockets = new Set<Socket>();
  const acks = new Map<string, (ack: Record<string, unknown>) => void>();
  let origin = "";
  const json = (res: ServerResponse, body: unknown) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const fake: FakeSlack = {
    apiUrl: "",
    origin: "",
    connectionsOpened: [],
    duringConnect: undefined,
    sockets,
    responses: [],
    deliver(envelope) {
      const [socket] = sockets;
      if (!socket) return Promise.reject(new Error("no Socket Mode connection is open"));
      return new Promise((resolve) => {
        acks.set(envelope.envelope_id, resolve);
        socket.write(textFrame(JSON.stringify(envelope)));
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req: IncomingMessage, res) => {
    void (async () => {
      const body = await readBody(req);
      if (req.url?.startsWith("/response/")) {
        fake.responses.push(JSON.parse(body) as Record<string, unknown>);
        json(res, { ok: true });
      } else if (req.url?.endsWith("/auth.test")) {
        json(res, { ok: true, team_id: "T1", user_id: "UBOT", bot_id: "BBOT" });
      } else if (req.url !== "/api/apps.connections.open") {
        // Anything else (here: the /refuse/ base) plays Slack refusing a revoked app token.
        json(res, { ok: false, error: "invalid_auth" });
      } else {
        fake.connectionsOpened.push({ authorization: req.headers.authorization });
        await fake.duringConnect?.();
        json(res, { ok: true, url: `${origin.replace("http", "ws")}/link` });
      }
    })();
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
    let buffered = Buffer.alloc(0);
    socket.on("data", (data: Buffer) => {
      buffered = Buffer.concat([buffered, data]);
      for (let frame = readFrame(buffered); frame; frame = readFrame(buffered)) {
        buffered = buffered.subarray(frame.size);
        if (frame.opcode === 0x8) {
          // The app closes: answer with our close frame and hang up, as Slack does.
          socket.end(Buffer.from([0x88, 0x00]));
          return;
        }
        if (frame.opcode === 0x9)
          socket.write(Buffer.concat([Buffer.from([0x8a, frame.payload.length]), frame.payload]));
        if (frame.opcode === 0x1) {
          const ack = JSON.parse(frame.payload.toString("utf8")) as Record<string, unknown>;
          const resolve = acks.get(String(ack.envelope_id));
          acks.delete(String(ack.envelope_id));
          resolve?.(ack);
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("fake Slack has no port");
  origin = `http://127.0.0.1:${address.port}`;
  return Object.assign(fake, { apiUrl: `${origin}/api/`, origin });
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

  it("serves /class over the socket: the envelope is acked and the reply goes to the response URL", async () => {
    const slack = await startFakeSlack();
    cleanups.push(() => slack.close());
    const dir = await mkdtemp(join(tmpdir(), "classroom-socket-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const config = loadConfig({
      SLACK_BOT_TOKEN: BOT_TOKEN,
      SLACK_APP_TOKEN: APP_TOKEN,
      SLACK_API_URL: slack.apiUrl,
      SQLITE_PATH: join(dir, "app.db"),
      ADMIN_SLACK_USER_IDS: "UADMIN",
    });
    const app = await startApp({ config, logger: createLogger({ level: "silent" }), host: "127.0.0.1" });
    cleanups.push(() => app.close());

    const ack = await slack.deliver({
      envelope_id: "env-1",
      type: "slash_commands",
      accepts_response_payload: true,
      payload: {
        token: "verification-token",
        team_id: "T1",
        team_domain: "school",
        channel_id: "C1",
        channel_name: "general",
        user_id: "UADMIN",
        user_name: "ana",
        command: "/class",
        text: "help",
        api_app_id: "A0TEST",
        response_url: `${slack.origin}/response/1`,
        trigger_id: "1.2.3",
      },
    });
    expect(ack.envelope_id).toBe("env-1");
    const deadline = Date.now() + 15_000;
    while (slack.responses.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(slack.responses).toHaveLength(1);
    expect(slack.responses[0]?.response_type).toBe("ephemeral");
    // A bootstrap admin's help lists the admin command.
    expect(JSON.stringify(slack.responses[0])).toContain("/class admin");
    expect(await app.store.workspaces.list()).toEqual([expect.objectContaining({ teamId: "T1" })]);
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
    // It names the variable to fix, as a start-up problem `classroom start` reports with exit 2.
    await expect(started).rejects.toThrow(
      /^SLACK_APP_TOKEN was refused by Slack \(invalid_auth\): .*connections:write/,
    );
    await expect(started).rejects.toBeInstanceOf(StartupError);
    expect(await accepts(port)).toBe(false);
  }, 30_000);
});
