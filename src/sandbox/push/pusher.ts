/**
 * The sandbox's pushing side (issue 32 §4): a school subscribed to a URL receives the service's messages
 * as the vendor sends them (docs/sandbox.md, "Pushed events"): the `Test` message first and nothing else
 * until it is answered with success, then every message strictly in order, each re-sent every
 * `retryMs` until the answer is exactly errno 1 — a failing message holds back every later one.
 */
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { safeKey } from "../../partner/signing.js";
import type { SandboxClock } from "../clock.js";
import { randomHex } from "../random-hex.js";
import type { SandboxState } from "../state.js";

/** The vendor's documented pace of re-sends. */
export const DEFAULT_RETRY_MS = 10_000;
/** How long one attempt waits for the receiver's answer before it counts as a failure. */
export const DEFAULT_ATTEMPT_TIMEOUT_MS = 10_000;
/** The answer text is informative only; the vendor reads nothing but this errno. */
const SUCCESS_ERRNO = 1;
/** Kept per school; the oldest attempts go first (a test or a demo never needs more). */
const LOG_LIMIT = 1000;
const ANSWER_LIMIT = 64 * 1024;

export interface SubscribeInput {
  readonly sid: string;
  readonly url: string;
  /** The message types asked for by their `Cmd` names; absent = all. `Test` is always sent. */
  readonly cmds?: readonly string[] | undefined;
  readonly retryMs?: number | undefined;
  readonly timeoutMs?: number | undefined;
  /** false: nothing is sent until "deliver now" (tests that want each attempt to be their own call). */
  readonly auto?: boolean | undefined;
}

/** One try at delivering one message, as the control API lists it. */
export interface Attempt {
  /** Sandbox clock, Unix seconds. */
  readonly at: number;
  readonly cmd: string;
  readonly id: string;
  /** HTTP status of the answer; 0 when there was none (refused connection, timeout). */
  readonly status: number;
  readonly ok: boolean;
  /** Why the attempt failed: `errno 0`, `not JSON`, `timeout`, the connection error. */
  readonly error?: string;
}

interface Pending {
  readonly id: string;
  readonly cmd: string;
  /** The message without its signature, which each attempt adds with the clock of the moment. */
  readonly fields: Record<string, unknown>;
}

interface Subscription {
  readonly sid: string;
  readonly url: URL;
  readonly cmds: ReadonlySet<string> | undefined;
  readonly retryMs: number;
  readonly timeoutMs: number;
  readonly auto: boolean;
  /** The subscription takes effect once `Test` is answered with success (the vendor's rule). */
  active: boolean;
  readonly queue: Pending[];
  readonly log: Attempt[];
  retry: NodeJS.Timeout | undefined;
  /** Deliveries under way or waiting for the one under way. */
  busy: number;
  chain: Promise<unknown>;
}

export interface DeliveryReport {
  readonly delivered: number;
  readonly pending: number;
  readonly active: boolean;
}

/** The SID as the vendor writes it: a number. */
export function sidValue(sid: string): number | string {
  return /^\d{1,15}$/.test(sid) ? Number(sid) : sid;
}

export class Pusher {
  private readonly subscriptions = new Map<string, Subscription>();
  private closed = false;

  constructor(
    private readonly state: SandboxState,
    private readonly clock: SandboxClock,
  ) {}

  subscribe(input: SubscribeInput): void {
    const school = this.state.school(input.sid);
    if (!school) throw new Error(`no school with SID ${input.sid}`);
    this.unsubscribe(input.sid);
    const sub: Subscription = {
      sid: input.sid,
      url: new URL(input.url),
      cmds: input.cmds ? new Set(input.cmds) : undefined,
      retryMs: input.retryMs ?? DEFAULT_RETRY_MS,
      timeoutMs: input.timeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS,
      auto: input.auto ?? true,
      active: false,
      queue: [],
      log: [],
      retry: undefined,
      busy: 0,
      chain: Promise.resolve(),
    };
    this.subscriptions.set(input.sid, sub);
    // The body of the registration test is the vendor's example, which has no `_id`; the log names it.
    sub.queue.push({
      id: `test-${randomHex(8)}`,
      cmd: "Test",
      fields: { SID: sidValue(input.sid), Cmd: "Test", Msg: "Register test." },
    });
    this.schedule(sub);
  }

  unsubscribe(sid: string): boolean {
    const sub = this.subscriptions.get(sid);
    if (!sub) return false;
    if (sub.retry) clearTimeout(sub.retry);
    this.subscriptions.delete(sid);
    return true;
  }

  isSubscribed(sid: string): boolean {
    return this.subscriptions.has(sid);
  }

  /**
   * Queues a message of `sid`'s school. Only events after activation are pushed (no backfill), and only
   * the types the school asked for. `_id` is given here, so it is the same on every re-send.
   */
  emit(sid: string, cmd: string, fields: Record<string, unknown>): boolean {
    const sub = this.subscriptions.get(sid);
    if (!sub?.active || (sub.cmds && !sub.cmds.has(cmd))) return false;
    const id = randomHex(12);
    sub.queue.push({ id, cmd, fields: { ...fields, _id: id } });
    this.schedule(sub);
    return true;
  }

  log(sid: string): { active: boolean; pending: { id: string; cmd: string }[]; attempts: Attempt[] } {
    const sub = this.subscriptions.get(sid);
    if (!sub) return { active: false, pending: [], attempts: [] };
    return {
      active: sub.active,
      pending: sub.queue.map((p) => ({ id: p.id, cmd: p.cmd })),
      attempts: [...sub.log],
    };
  }

  /**
   * Tries now, without waiting for the retry timer: every queued message in order until one fails.
   * Answers once the attempts are done, so a test knows what the receiver got without sleeping.
   */
  async deliverNow(sid: string): Promise<DeliveryReport> {
    const sub = this.subscriptions.get(sid);
    if (!sub) return { delivered: 0, pending: 0, active: false };
    if (sub.retry) clearTimeout(sub.retry);
    sub.retry = undefined;
    // One delivery at a time per school: that is what keeps the order.
    sub.busy++;
    const run = sub.chain.then(() => this.pump(sub));
    sub.chain = run.catch(() => undefined);
    const { delivered, failed } = await run;
    sub.busy--;
    if (sub.busy === 0 && sub.queue.length > 0 && this.subscriptions.get(sid) === sub) {
      if (failed) this.retryLater(sub);
      else this.schedule(sub);
    }
    return { delivered, pending: sub.queue.length, active: sub.active };
  }

  close(): void {
    this.closed = true;
    for (const sid of [...this.subscriptions.keys()]) this.unsubscribe(sid);
  }

  private schedule(sub: Subscription): void {
    if (!sub.auto || sub.busy > 0 || sub.retry || this.closed) return;
    this.timer(sub, 0);
  }

  private retryLater(sub: Subscription): void {
    if (!sub.auto || sub.retry || this.closed) return;
    this.timer(sub, sub.retryMs);
  }

  private timer(sub: Subscription, ms: number): void {
    sub.retry = setTimeout(() => {
      sub.retry = undefined;
      void this.deliverNow(sub.sid);
    }, ms);
    sub.retry.unref();
  }

  /** Sends the head of the queue until it is empty or an attempt fails; returns how many succeeded. */
  private async pump(sub: Subscription): Promise<{ delivered: number; failed: boolean }> {
    let delivered = 0;
    for (;;) {
      const head = sub.queue[0];
      if (!head || this.subscriptions.get(sub.sid) !== sub) return { delivered, failed: false };
      const ok = await this.attempt(sub, head);
      if (!ok) return { delivered, failed: true };
      sub.queue.shift();
      delivered++;
      if (head.cmd === "Test") sub.active = true;
    }
  }

  private async attempt(sub: Subscription, message: Pending): Promise<boolean> {
    const school = this.state.school(sub.sid);
    if (!school) return false;
    const at = this.clock.now();
    const body = JSON.stringify({ ...message.fields, SafeKey: safeKey(school.secret, at), TimeStamp: at });
    const answer = await post(sub.url, body, sub.timeoutMs);
    const error = answer.error ?? successError(answer.text);
    const entry: Attempt = {
      at,
      cmd: message.cmd,
      id: message.id,
      status: answer.status,
      ok: error === undefined,
      ...(error === undefined ? {} : { error }),
    };
    sub.log.push(entry);
    if (sub.log.length > LOG_LIMIT) sub.log.shift();
    return entry.ok;
  }
}

/** undefined when the answer is the vendor's success: JSON whose `error_info.errno` is 1. */
function successError(text: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return "not JSON";
  }
  const info = (value as { error_info?: { errno?: unknown } } | null)?.error_info;
  if (info?.errno === SUCCESS_ERRNO) return undefined;
  return `errno ${String(info?.errno ?? "missing")}`;
}

interface PostAnswer {
  readonly status: number;
  readonly text: string;
  readonly error?: string;
}

/** POSTs with exactly the vendor's two headers (node:http adds only Host, Content-Length, Connection). */
function post(url: URL, body: string, timeoutMs: number): Promise<PostAnswer> {
  return new Promise((resolve) => {
    const request = url.protocol === "https:" ? httpsRequest : httpRequest;
    const req = request(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: "http://www.eeo.cn",
        "Content-Length": Buffer.byteLength(body),
      },
      timeout: timeoutMs,
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (err) => resolve({ status: 0, text: "", error: err.message || "connection error" }));
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size <= ANSWER_LIMIT) chunks.push(chunk);
      });
      res.on("error", (err) => resolve({ status: res.statusCode ?? 0, text: "", error: err.message }));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    req.end(body);
  });
}
