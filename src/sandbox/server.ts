/**
 * The sandbox's HTTP front: routing between the partner protocol (/partner/api/<file>?action=),
 * the live pages and the control API, plus fault injection. Nothing a client sends may crash it:
 * every failure becomes an answer and the server keeps serving.
 */
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from "node:http";
import type { AddressInfo } from "node:net";
import { authenticate } from "./auth.js";
import { BodyError, parseForm, readBody } from "./body.js";
import type { SandboxClock } from "./clock.js";
import { control } from "./control.js";
import type { Fault, FaultTable } from "./faults.js";
import { livePage, livePartnerPage } from "./live-pages.js";
import { operations } from "./operations/index.js";
import type { Pusher } from "./push/pusher.js";
import type { Sessions } from "./push/sessions.js";
import { errorInfo, Refusal } from "./refusal.js";
import type { SandboxState } from "./state.js";

export interface ServerDeps {
  readonly state: SandboxState;
  readonly clock: SandboxClock;
  readonly faults: FaultTable;
  readonly pusher: Pusher;
  readonly sessions: Sessions;
  readonly maxSkewSeconds: number;
  readonly maxBodyBytes: number;
  /** One line per partner call (action, SID, errno, ms); never the body or any key. */
  readonly log?: (line: string) => void;
}

const API_PATH = /^\/partner\/api\/(course\.api\.php|cloud\.api\.php)$/;
const CONTROL_BODY_LIMIT = 64 * 1024;

/** Header values must be Latin-1: anything else in a detail is escaped. */
function headerSafe(text: string): string {
  return text
    .replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)
    .slice(0, 300);
}

function send(res: ServerResponse, status: number, type: string, body: string, detail?: string): void {
  if (res.headersSent || res.destroyed) return;
  const headers: Record<string, string | number> = {
    "content-type": type,
    "content-length": Buffer.byteLength(body),
  };
  if (detail) headers["x-sandbox-detail"] = headerSafe(detail);
  res.writeHead(status, headers);
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, value: unknown, detail?: string): void {
  send(res, status, "application/json; charset=utf-8", JSON.stringify(value), detail);
}

/** A partner call's answer before it is sent; `sid` once the caller is authenticated (for the log). */
interface CallOutcome {
  readonly status: number;
  readonly value: Record<string, unknown>;
  readonly detail: string;
  readonly sid?: string;
}

function refuse(res: ServerResponse, code: number, detail: string, status = 200): void {
  sendJson(res, status, { error_info: errorInfo(code) }, detail);
}

export class SandboxServer {
  readonly server: Server;
  private readonly hanging = new Set<ServerResponse>();
  private readonly timers = new Set<{ timer: NodeJS.Timeout; done: () => void }>();
  private baseUrl = "";

  constructor(private readonly deps: ServerDeps) {
    this.server = createServer((req, res) => {
      this.route(req, res).catch((err: unknown) => {
        // Last resort: an unexpected bug answers 500 / errno 114 instead of taking the process down.
        deps.log?.(`sandbox internal error: ${err instanceof Error ? err.message : String(err)}`);
        refuse(res, 114, "internal error", 500);
      });
    });
    this.server.on("clientError", (_err, socket) => {
      if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n");
      else socket.destroy();
    });
  }

  async listen(port: number, host: string): Promise<string> {
    await new Promise<void>((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(port, host, () => {
        this.server.off("error", reject);
        resolve();
      });
    });
    const address = this.server.address() as AddressInfo;
    const shown = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
    this.baseUrl = `http://${shown.includes(":") ? `[${shown}]` : shown}:${address.port}`;
    return this.baseUrl;
  }

  get url(): string {
    return this.baseUrl;
  }

  async close(): Promise<void> {
    for (const t of this.timers) {
      clearTimeout(t.timer);
      t.done();
    }
    this.timers.clear();
    for (const res of this.hanging) res.destroy();
    this.hanging.clear();
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    await closed;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          this.timers.delete(entry);
          resolve();
        }, ms),
        done: resolve,
      };
      this.timers.add(entry);
    });
  }

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://sandbox.invalid");
    const api = API_PATH.exec(url.pathname);
    if (api) return this.partner(req, res, api[1] as string, url);
    if (url.pathname.startsWith("/__sandbox/")) return this.control(req, res, url);
    if (url.pathname === "/live.php" || url.pathname === "/live_partner.php") {
      req.resume();
      if (req.method !== "GET" && req.method !== "HEAD") return send(res, 405, "text/plain", "use GET\n");
      const page =
        url.pathname === "/live.php"
          ? livePage(this.deps.state, url.searchParams)
          : livePartnerPage(this.deps.state, url.searchParams);
      return send(res, page.status, "text/html; charset=utf-8", page.html);
    }
    req.resume();
    refuse(res, 100, `no partner endpoint at ${url.pathname}`, 404);
  }

  private async control(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    let body: Buffer;
    try {
      body = await readBody(req, CONTROL_BODY_LIMIT);
    } catch (err) {
      if (err instanceof BodyError && err.status === 413)
        sendJson(res, 413, { ok: false, error: err.message });
      return;
    }
    const answer = await control(this.deps, req.method ?? "GET", url, body.toString("utf8"));
    sendJson(res, answer.status, answer.body);
  }

  /**
   * Applies an injected fault; true when the fault has answered (or swallowed) the call. For an
   * `applied` fault this runs after the operation, and always answers.
   */
  private async fault(res: ServerResponse, fault: Fault): Promise<boolean> {
    if (fault.delayMs) await this.sleep(fault.delayMs);
    if (fault.reset) {
      // A TCP reset, as when a proxy or the service's process dies mid-call: no status, no body.
      if (res.socket) res.socket.resetAndDestroy();
      else res.destroy();
      return true;
    }
    if (fault.hang) {
      this.hanging.add(res);
      res.on("close", () => this.hanging.delete(res));
      return true;
    }
    if (fault.malformed) {
      send(
        res,
        fault.http ?? 200,
        "application/json; charset=utf-8",
        '{"error_info":{"errno":1,"err',
        "fault",
      );
      return true;
    }
    if (fault.errno !== undefined) {
      refuse(res, fault.errno, "injected fault", fault.http ?? 200);
      return true;
    }
    if (fault.http !== undefined) {
      const reason = STATUS_CODES[fault.http] ?? "Error";
      send(
        res,
        fault.http,
        "text/html",
        `<html><body><h1>${fault.http} ${reason}</h1></body></html>\n`,
        "fault",
      );
      return true;
    }
    return false;
  }

  private async partner(req: IncomingMessage, res: ServerResponse, file: string, url: URL): Promise<void> {
    const started = performance.now();
    const action = url.searchParams.get("action") ?? "";
    if (req.method !== "POST") {
      req.resume();
      return refuse(res, 100, "partner calls use POST", 405);
    }
    let body: Buffer;
    try {
      body = await readBody(req, this.deps.maxBodyBytes);
    } catch (err) {
      if (err instanceof BodyError && err.status === 413) refuse(res, 100, err.message, 413);
      return;
    }
    const fault = this.deps.faults.take(action);
    if (fault && !fault.applied && (await this.fault(res, fault))) return;

    const outcome = this.run(req, file, action, body);
    const { status, value, detail } = outcome;
    if (fault?.applied) {
      // The change stands; only the answer is lost (the schema guarantees the fault answers).
      this.logCall(outcome, action, started, "applied; answer replaced by fault");
      await this.fault(res, fault);
      return;
    }
    sendJson(res, status, value, detail);
    this.logCall(outcome, action, started, detail);
  }

  private logCall(outcome: CallOutcome, action: string, started: number, note: string): void {
    if (outcome.sid === undefined) return;
    const errno = (outcome.value.error_info as { errno: number }).errno;
    this.deps.log?.(
      `${action} SID=${outcome.sid} errno=${errno} ${(performance.now() - started).toFixed(1)}ms${note ? ` (${note})` : ""}`,
    );
  }

  /** Carries out one partner call and returns its answer without sending it. */
  private run(req: IncomingMessage, file: string, action: string, body: Buffer): CallOutcome {
    const refusal = (code: number, detail: string): CallOutcome => ({
      status: 200,
      value: { error_info: errorInfo(code) },
      detail,
    });
    const op = operations.get(action);
    if (!op) return refusal(100, `unknown action "${action}"`);
    if (op.file !== file) return refusal(100, `${action} is served by ${op.file}, not ${file}`);

    let fields: Map<string, string>;
    try {
      fields = parseForm(req.headers["content-type"], body);
    } catch (err) {
      if (!(err instanceof BodyError)) throw err;
      return refusal(100, err.message);
    }
    const now = this.deps.clock.now();
    const auth = authenticate(fields, this.deps.state, now, this.deps.maxSkewSeconds);
    if (!auth.ok) return refusal(102, auth.reason);

    const sid = auth.school.sid;
    try {
      const value = op.handle({
        school: auth.school,
        fields,
        now,
        state: this.deps.state,
        baseUrl: this.baseUrl,
      });
      return { status: 200, value, detail: "", sid };
    } catch (err) {
      if (!(err instanceof Refusal)) throw err;
      return { ...refusal(err.code, err.detail), sid };
    }
  }
}
