/**
 * PartnerClient: one generic call path over the operation table. Validates before sending, signs
 * each attempt afresh, retries only transient failures, and maps every answer to a typed result or
 * a typed error naming the operation. The SECRET lives in a private field and never leaves it.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { inspect } from "node:util";
import { type Dispatcher, Pool } from "undici";
import { z } from "zod";
import { Deadlines } from "./deadlines.js";
import {
  describeErrno,
  PartnerError,
  PartnerHttpError,
  PartnerResponseError,
  PartnerSdkError,
  PartnerTransportError,
  PartnerValidationError,
  retryableErrnos,
  type TransportFailure,
} from "./errors.js";
import { errorInfo as errorInfoSchema, readErrorInfo } from "./fields.js";
import {
  type AnyOperation,
  type BatchEntry,
  type OperationName,
  operationNames,
  operations,
  type ParamsOf,
  type ResultOf,
} from "./operations.js";
import { type Clock, safeKey, systemClock } from "./signing.js";
import { checkParams } from "./validate.js";

export interface RetryOptions {
  /** Extra attempts after the first (0 disables retrying). */
  readonly retries: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

export const defaultRetry: RetryOptions = { retries: 2, baseDelayMs: 250, maxDelayMs: 4000 };

/** One finished call, for audit logs. Holds no SECRET, safeKey or student passwords. */
export interface CallInfo {
  readonly operation: OperationName;
  /** Scalar parameters as sent; arrays as their item count (e.g. `"[3 items]"`). */
  readonly params: Readonly<Record<string, unknown>>;
  /** true only when errno is 1 and, for batches, every entry succeeded. */
  readonly ok: boolean;
  /** Overall errno, or null when no envelope was received. */
  readonly errno: number | null;
  /** Error class name when the call threw (e.g. "PartnerError"). */
  readonly failure: string | null;
  /** Batch operations: number of entries whose errno is not 1. */
  readonly failedEntries: number;
  readonly latencyMs: number;
  readonly attempts: number;
}

export interface PartnerClientOptions {
  /** e.g. `https://partner.example.com` (a path prefix is kept). */
  readonly baseUrl: string;
  readonly sid: string | number;
  readonly secret: string;
  /**
   * Per attempt, default 15000: connecting and waiting for the response headers are each bounded
   * by it, and the complete response must have arrived by this long after the attempt started.
   */
  readonly timeoutMs?: number;
  readonly retry?: Partial<RetryOptions>;
  readonly clock?: Clock;
  /** Use this undici dispatcher instead of the client's own keep-alive pool (not closed by `close()`). */
  readonly dispatcher?: Dispatcher;
  /** Connections of the client's own pool. Default 16. */
  readonly connections?: number;
  readonly onCall?: (info: CallInfo) => void;
}

export interface CallOptions {
  /** Cancels the call, including a pending retry delay. */
  readonly signal?: AbortSignal;
}

type Item = unknown;
type AnyEntry = BatchEntry<
  Record<string, unknown> & { errno: number; error: string; customColumn?: string },
  Item
>;

const transportCodes: Readonly<Record<string, TransportFailure>> = {
  UND_ERR_HEADERS_TIMEOUT: "timeout",
  UND_ERR_BODY_TIMEOUT: "timeout",
  UND_ERR_CONNECT_TIMEOUT: "timeout",
  ETIMEDOUT: "timeout",
  UND_ERR_ABORTED: "aborted",
  ABORT_ERR: "aborted",
};

const SNIPPET = 160;

const errorInfo = z.compile(errorInfoSchema);

const FORM_HEADERS = Object.freeze({
  "content-type": "application/x-www-form-urlencoded; charset=UTF-8",
  accept: "application/json",
});

/**
 * One method per operation, derived from the table as Octokit derives its endpoint methods: the name
 * is the table's key, the parameters and result its schemas. Parameters may be left out when none
 * is required (`getCloudList()`).
 */
export type OperationMethods = {
  readonly [N in OperationName]: (
    ...args: Record<never, never> extends ParamsOf<N>
      ? [params?: ParamsOf<N>, options?: CallOptions]
      : [params: ParamsOf<N>, options?: CallOptions]
  ) => Promise<ResultOf<N>>;
};

// The class gets the derived methods by declaration merging; they are installed on its prototype below.
export interface PartnerClient extends OperationMethods {}

// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: see the interface above
export class PartnerClient {
  readonly baseUrl: string;
  readonly sid: string;
  readonly #secret: string;
  readonly #origin: string;
  readonly #prefix: string;
  readonly #timeoutMs: number;
  readonly #retry: RetryOptions;
  readonly #clock: Clock;
  readonly #dispatcher: Dispatcher;
  readonly #ownsDispatcher: boolean;
  readonly #onCall: ((info: CallInfo) => void) | undefined;
  readonly #paths = new Map<OperationName, string>();
  readonly #deadlines: Deadlines;
  #closed = false;
  /** safeKey of the last timeStamp: the clock moves once a second, calls come far more often. */
  #signed = { timeStamp: -1, key: "" };

  constructor(options: PartnerClientOptions) {
    let url: URL;
    try {
      url = new URL(options.baseUrl);
    } catch {
      throw new TypeError(`PartnerClient: baseUrl is not a URL: ${JSON.stringify(options.baseUrl)}`);
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      throw new TypeError("PartnerClient: baseUrl must be http: or https:");
    }
    const sid = String(options.sid ?? "").trim();
    if (!sid) throw new TypeError("PartnerClient: sid is required");
    // A lone surrogate cannot be URL-encoded: refuse it here rather than fail on every call.
    if (/\p{Cs}/u.test(sid)) throw new TypeError("PartnerClient: sid contains a broken character");
    if (typeof options.secret !== "string" || options.secret === "") {
      throw new TypeError("PartnerClient: secret is required");
    }
    this.#origin = url.origin;
    this.#prefix = url.pathname.replace(/\/+$/, "");
    this.baseUrl = this.#origin + this.#prefix;
    this.sid = sid;
    this.#secret = options.secret;
    this.#timeoutMs = options.timeoutMs ?? 15_000;
    this.#retry = { ...defaultRetry, ...options.retry };
    const { retries, baseDelayMs, maxDelayMs } = this.#retry;
    if (!Number.isInteger(retries) || retries < 0 || !(baseDelayMs >= 0) || !(maxDelayMs >= 0)) {
      throw new TypeError("PartnerClient: retry needs a whole retries >= 0 and delays >= 0");
    }
    if (!(this.#timeoutMs > 0)) throw new TypeError("PartnerClient: timeoutMs must be a positive number");
    this.#deadlines = new Deadlines(this.#timeoutMs);
    this.#clock = options.clock ?? systemClock;
    this.#onCall = options.onCall;
    this.#ownsDispatcher = options.dispatcher === undefined;
    this.#dispatcher =
      options.dispatcher ??
      new Pool(this.#origin, {
        connections: options.connections ?? 16,
        keepAliveTimeout: 30_000,
        connectTimeout: this.#timeoutMs,
        headersTimeout: this.#timeoutMs,
        bodyTimeout: this.#timeoutMs,
      });
    for (const op of Object.values(operations) as AnyOperation[]) {
      this.#paths.set(op.name, `${this.#prefix}/partner/api/${op.file}?action=${op.name}`);
    }
  }

  /**
   * Calls `operation` with `params`. Resolves only when errno is 1 (or one of the operation's
   * `successErrnos`: register's 135/461); see BatchResult.ok for batches.
   */
  async call<N extends OperationName>(
    operation: N,
    params: ParamsOf<N>,
    options?: CallOptions,
  ): Promise<ResultOf<N>> {
    const op = Object.hasOwn(operations, operation) ? (operations[operation] as AnyOperation) : undefined;
    if (!op) throw new TypeError(`PartnerClient: unknown operation "${String(operation)}"`);
    const started = performance.now();
    let attempts = 0;
    let summary: Record<string, unknown> = {};
    try {
      const checked = checkParams(operation, params, this.#clock());
      if (!checked.ok) throw new PartnerValidationError(operation, checked.issues);
      const sent = checked.value as Record<string, unknown>;
      if (this.#onCall) summary = summarize(sent);
      const form = encodeForm(sent);
      const items = op.batch ? (op.items as (p: unknown) => readonly Item[])(sent) : undefined;
      const retrySafe = op.retrySafe ? (op.retrySafe as (p: unknown) => boolean)(sent) : true;
      for (;;) {
        attempts++;
        try {
          const result = await this.#attempt(op, form, items, attempts, options?.signal);
          this.#report(operation, summary, started, attempts, result, null);
          return result as ResultOf<N>;
        } catch (err) {
          if (
            !retrySafe ||
            attempts > this.#retry.retries ||
            !this.#isTransient(err) ||
            options?.signal?.aborted
          ) {
            throw err;
          }
          const cap = Math.min(this.#retry.maxDelayMs, this.#retry.baseDelayMs * 2 ** (attempts - 1));
          await sleep(Math.random() * cap, undefined, { signal: options?.signal }).catch(() => {
            throw new PartnerTransportError(
              operation,
              "aborted",
              "cancelled by the caller",
              "ABORT_ERR",
              attempts,
            );
          });
        }
      }
    } catch (err) {
      this.#report(operation, summary, started, attempts, null, err);
      throw err;
    }
  }

  /** Closes the client's own pool (a dispatcher passed in options is left to its owner). */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    if (this.#ownsDispatcher) await this.#dispatcher.close();
  }

  toString(): string {
    return `PartnerClient(${this.baseUrl}, SID ${this.sid})`;
  }
  toJSON(): Record<string, unknown> {
    return { baseUrl: this.baseUrl, sid: this.sid, secret: "[redacted]" };
  }
  [inspect.custom](): string {
    return `PartnerClient { baseUrl: '${this.baseUrl}', sid: '${this.sid}', secret: [redacted] }`;
  }

  async #attempt(
    op: AnyOperation,
    form: string,
    items: readonly Item[] | undefined,
    attempts: number,
    signal: AbortSignal | undefined,
  ): Promise<unknown> {
    const name = op.name;
    const deadline = performance.now() + this.#timeoutMs;
    const timeStamp = this.#clock();
    if (this.#signed.timeStamp !== timeStamp)
      this.#signed = { timeStamp, key: safeKey(this.#secret, timeStamp) };
    const key = this.#signed.key;
    const body = `SID=${encodeURIComponent(this.sid)}&safeKey=${key}&timeStamp=${timeStamp}${form}`;
    const secrets: Secrets = [this.#secret, key];
    let status: number;
    let text: string;
    try {
      const request: Dispatcher.RequestOptions = {
        origin: this.#origin,
        path: this.#paths.get(name) as string,
        method: "POST",
        headers: FORM_HEADERS,
        body,
      };
      // The own pool carries the timeouts; per-request values cost extra timer work on the hot path.
      if (!this.#ownsDispatcher) {
        request.headersTimeout = this.#timeoutMs;
        request.bodyTimeout = this.#timeoutMs;
      }
      if (signal) request.signal = signal;
      const res = await this.#dispatcher.request(request);
      status = res.statusCode;
      // undici's bodyTimeout bounds the gap between chunks only: a body trickling a byte at a time
      // would never time out, so the whole attempt gets one deadline here.
      const pending = this.#deadlines.arm(deadline, () =>
        res.body.destroy(new BodyDeadlineError(this.#timeoutMs)),
      );
      try {
        text = await res.body.text();
      } finally {
        this.#deadlines.clear(pending);
      }
    } catch (err) {
      throw this.#transportError(name, err, attempts, secrets);
    }
    if (status < 200 || status > 299)
      throw new PartnerHttpError(name, status, snippet(secrets, text), attempts);
    const json = parseJsonObject(text);
    if (typeof json === "string")
      throw new PartnerResponseError(name, json, snippet(secrets, text), attempts);
    const info = errorInfo.safeParse(json.error_info);
    if (!info.success) {
      throw new PartnerResponseError(
        name,
        "missing or malformed error_info",
        snippet(secrets, text),
        attempts,
      );
    }
    const { errno, error } = readErrorInfo(info.data);
    if (op.batch) {
      const entries = mapEntries(op, json.data, items ?? [], errno === 1, secrets);
      if (typeof entries === "string")
        throw new PartnerResponseError(name, entries, snippet(secrets, text), attempts);
      if (errno !== 1)
        throw new PartnerError(name, {
          errno,
          serviceError: redactSecrets(secrets, error),
          entries,
          attempts,
        });
      const failed = entries.filter((e) => !e.ok);
      return {
        errno,
        error: redactSecrets(secrets, error),
        ok: failed.length === 0,
        entries,
        failed,
        attempts,
      };
    }
    const parsed = op.response.safeParse(json);
    // A code the operation answers its result with (register's 135/461) is a success when the body
    // holds that result; without it, it is the error it names.
    const answered = errno === 1 || (parsed.success && op.successErrnos?.includes(errno) === true);
    if (!answered) {
      throw new PartnerError(name, {
        errno,
        serviceError: redactSecrets(secrets, error),
        data: parsed.success
          ? { ...(parsed.data as object), error: redactSecrets(secrets, error) }
          : undefined,
        attempts,
      });
    }
    if (!parsed.success) {
      const where = [...new Set(parsed.error.issues.map((i) => i.path.join(".") || "(body)"))].join(", ");
      throw new PartnerResponseError(name, `wrong shape at ${where}`, snippet(secrets, text), attempts);
    }
    const clean = redactSecrets(secrets, error);
    return clean === error ? parsed.data : { ...(parsed.data as object), error: clean };
  }

  #transportError(
    operation: OperationName,
    err: unknown,
    attempts: number,
    secrets: Secrets,
  ): PartnerTransportError {
    const e = err as { code?: unknown; name?: unknown; message?: unknown };
    const code = typeof e?.code === "string" ? e.code : typeof e?.name === "string" ? e.name : undefined;
    const kind: TransportFailure =
      (code && transportCodes[code]) || (e?.name === "AbortError" ? "aborted" : "connection");
    const detail = redactSecrets(secrets, typeof e?.message === "string" ? e.message : String(err));
    return new PartnerTransportError(operation, kind, detail, code, attempts);
  }

  #isTransient(err: unknown): boolean {
    if (this.#closed) return false;
    if (err instanceof PartnerTransportError) return err.retryable;
    if (err instanceof PartnerHttpError) return err.retryable;
    // A batch answer whose entries already succeeded must not be sent again: the retry would
    // report those entries as failures (e.g. 164 "already in the course") although they took effect.
    if (err instanceof PartnerError)
      return retryableErrnos.has(err.errno) && !err.entries.some((e) => (e as AnyEntry).ok);
    return false;
  }

  #report(
    operation: OperationName,
    params: Record<string, unknown>,
    started: number,
    attempts: number,
    result: unknown,
    err: unknown,
  ): void {
    if (!this.#onCall) return;
    const r = result as { errno?: number; ok?: boolean; failed?: readonly unknown[] } | null;
    const failedEntries =
      r?.failed?.length ??
      (err instanceof PartnerError ? err.entries.filter((x) => !(x as AnyEntry).ok).length : 0);
    const info: CallInfo = {
      operation,
      params,
      ok: r !== null && r.ok !== false,
      errno: r?.errno ?? (err instanceof PartnerError ? err.errno : null),
      failure: err instanceof PartnerSdkError ? err.name : err ? "Error" : null,
      failedEntries,
      latencyMs: Math.round((performance.now() - started) * 10) / 10,
      attempts,
    };
    try {
      this.#onCall(info);
    } catch {
      // An audit hook must never turn a finished call into a failure.
    }
  }
}

for (const name of operationNames) {
  Object.defineProperty(PartnerClient.prototype, name, {
    value(this: PartnerClient, params?: unknown, options?: CallOptions) {
      return this.call(name, (params ?? {}) as ParamsOf<typeof name>, options);
    },
    writable: true,
    configurable: true,
  });
}

/** The attempt's deadline passed while the body was still arriving (reported as a timeout). */
class BodyDeadlineError extends Error {
  readonly code = "UND_ERR_BODY_TIMEOUT";
  constructor(timeoutMs: number) {
    super(`response not complete within ${timeoutMs} ms`);
  }
}

/** Form fields after the auth fields; arrays go as JSON text, as the spec requires. */
function encodeForm(sent: Record<string, unknown>): string {
  let out = "";
  // Keys are the operation schema's own field names (unknown keys are refused), so plain ASCII.
  for (const key in sent) {
    const value = sent[key];
    if (value === undefined) continue;
    if (Number.isSafeInteger(value)) out += `&${key}=${value}`;
    else
      out += `&${key}=${encodeURIComponent(typeof value === "object" ? JSON.stringify(value) : String(value))}`;
  }
  return out;
}

/** register's password and its md5: never in an audit log. */
const HIDDEN_PARAMS: ReadonlySet<string> = new Set(["password", "md5pass"]);

function summarize(sent: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(sent)) {
    if (value === undefined) continue;
    if (HIDDEN_PARAMS.has(key)) out[key] = "[hidden]";
    else if (Array.isArray(value)) out[key] = `[${value.length} item${value.length === 1 ? "" : "s"}]`;
    else if (typeof value === "string" && value.length > 80) out[key] = `${value.slice(0, 80)}…`;
    else out[key] = value;
  }
  return out;
}

/** The parsed body, or a reason it is not a JSON object. */
function parseJsonObject(text: string): Record<string, unknown> | string {
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  // Find the first non-blank character without copying a possibly large body.
  while (start < text.length && text.charCodeAt(start) <= 0x20) start++;
  if (start === text.length) return "empty body";
  if (text.charCodeAt(start) === 0x3c) return "HTML (or XML) instead of JSON";
  const body = start === 0 ? text : text.slice(start);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return "body is not JSON";
  }
  if (json === null || typeof json !== "object" || Array.isArray(json)) return "JSON is not an object";
  return json as Record<string, unknown>;
}

/**
 * Each submitted item's outcome, in request order. Entries are matched by echoed customColumn when
 * every item carries a distinct one, by position otherwise; an item the service sent no result for
 * gets an entry with `answered` false. Returns a reason string when a success
 * response does not hold a usable data array.
 */
function mapEntries(
  op: Extract<AnyOperation, { batch: true }>,
  data: unknown,
  items: readonly Item[],
  strict: boolean,
  secrets: Secrets,
): AnyEntry[] | string {
  if (!Array.isArray(data)) {
    if (strict) return data === undefined ? "data is missing" : "data is not an array";
    return [];
  }
  const parsed: Record<string, unknown>[] = [];
  for (let i = 0; i < data.length; i++) {
    const r = op.entry.safeParse(data[i]);
    if (r.success) parsed.push(r.data as unknown as Record<string, unknown>);
    else if (strict) {
      const where = [...new Set(r.error.issues.map((x) => x.path.join(".") || "(entry)"))].join(", ");
      return `data.${i} has the wrong shape at ${where}`;
    }
  }
  if (parsed.length === 0 && !strict) return [];
  const order = matchByCustomColumn(parsed, items) ?? parsed.map((_, i) => i);
  const atOf = new Map(order.map((itemIndex, at) => [itemIndex, at]));
  const entries: AnyEntry[] = [];
  const used = new Set<number>();
  for (let index = 0; index < items.length; index++) {
    const at = atOf.get(index) ?? -1;
    const wire = at >= 0 ? parsed[at] : undefined;
    if (at >= 0) used.add(at);
    entries.push(
      wire
        ? outcome(wire, index, items[index], secrets)
        : outcome({ errno: 0, error: "" }, index, items[index], secrets, false),
    );
  }
  parsed.forEach((wire, i) => {
    if (!used.has(i)) entries.push(outcome(wire, entries.length, undefined, secrets));
  });
  return entries;
}

function matchByCustomColumn(
  parsed: readonly Record<string, unknown>[],
  items: readonly Item[],
): number[] | null {
  const columns = items.map((it) =>
    it && typeof it === "object" ? (it as { customColumn?: unknown }).customColumn : undefined,
  );
  if (columns.some((c) => typeof c !== "string") || new Set(columns).size !== columns.length) return null;
  const order = parsed.map((p) => columns.indexOf(p.customColumn as string));
  if (order.some((i) => i < 0) || new Set(order).size !== order.length) return null;
  return order;
}

function outcome(
  wire: Record<string, unknown>,
  index: number,
  item: Item,
  secrets: Secrets,
  answered = true,
): AnyEntry {
  const errno = wire.errno as number;
  const entry = describeErrno(errno);
  return {
    ...wire,
    index,
    ok: errno === 1,
    errno,
    error: redactSecrets(secrets, (wire.error as string | undefined) ?? ""),
    meaning: answered ? entry.meaning : "The service sent no result for this entry",
    category: answered ? entry.category : "unknown",
    answered,
    item,
  } as AnyEntry;
}

function snippet(secrets: Secrets, text: string): string {
  // Redacted before it is cut: a secret straddling the cut would otherwise leave its first part.
  const flat = redactSecrets(secrets, text).replace(/\s+/g, " ").trim();
  return flat.length > SNIPPET ? `${flat.slice(0, SNIPPET)}…` : flat;
}

type Secrets = readonly [secret: string, safeKey: string];

const MD5_SHAPED = /\b[0-9a-f]{32}\b/gi;

/** Removes the SECRET, the attempt's safeKey and anything shaped like an md5 from service text. */
function redactSecrets([secret, key]: Secrets, text: string): string {
  if (text === "") return text;
  let out = text;
  if (out.includes(key)) out = out.split(key).join("[redacted]");
  if (secret && out.includes(secret)) out = out.split(secret).join("[redacted]");
  MD5_SHAPED.lastIndex = 0;
  return MD5_SHAPED.test(out) ? out.replace(MD5_SHAPED, "[redacted]") : out;
}
