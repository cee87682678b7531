/**
 * A tiny local HTTP server standing in for the partner API in SDK tests: records every request
 * (path, query, headers, decoded form) and answers with whatever the test's handler returns.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { onTestFinished } from "vitest";
import { PartnerClient, type PartnerClientOptions } from "../../../src/partner/index.js";

export interface Captured {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly rawBody: string;
  readonly form: URLSearchParams;
}

export interface Reply {
  readonly status?: number;
  /** An object is sent as JSON; a string or a Buffer (e.g. bytes that are not UTF-8) as is. */
  readonly body?: unknown;
  readonly contentType?: string;
  /** Wait before answering (for timeouts). */
  readonly delayMs?: number;
  /** Drop the connection without answering. */
  readonly destroy?: boolean;
}

export type Handler = (req: Captured, index: number) => Reply;

export interface FakePartner {
  readonly baseUrl: string;
  readonly requests: Captured[];
  close(): Promise<void>;
}

export const ok = (extra: Record<string, unknown> = {}): Reply => ({
  body: { error_info: { errno: 1, error: "程序正常执行" }, ...extra },
});

export const fail = (errno: number, extra: Record<string, unknown> = {}): Reply => ({
  body: { error_info: { errno, error: `error ${errno}` }, ...extra },
});

export async function startFakePartner(handler: Handler = () => ok()): Promise<FakePartner> {
  const requests: Captured[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const captured: Captured = {
        method: req.method ?? "",
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        rawBody,
        form: new URLSearchParams(rawBody),
      };
      requests.push(captured);
      const reply = handler(captured, requests.length - 1);
      const send = () => {
        timers.delete(timer);
        if (reply.destroy) {
          req.socket.destroy();
          return;
        }
        const body =
          typeof reply.body === "string" || Buffer.isBuffer(reply.body)
            ? reply.body
            : JSON.stringify(reply.body ?? {});
        res.writeHead(reply.status ?? 200, {
          "content-type": reply.contentType ?? "application/json; charset=utf-8",
        });
        res.end(body);
      };
      const timer = setTimeout(send, reply.delayMs ?? 0);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    async close() {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The SDK's retry policy, a few milliseconds apart: what the tests' clients retry with. */
export const FAST_RETRY = { retries: 2, baseDelayMs: 5, maxDelayMs: 20 } as const;

/**
 * A PartnerClient (SID 1, SECRET "s", the clock at `now`, fast retries) over a fake partner
 * answering with `handler`; both are closed when the test ends.
 */
export async function clientOverFakePartner(
  handler: Handler,
  now: number,
  options: Partial<PartnerClientOptions> = {},
): Promise<{ server: FakePartner; client: PartnerClient }> {
  const server = await startFakePartner(handler);
  const client = new PartnerClient({
    baseUrl: server.baseUrl,
    sid: 1,
    secret: "s",
    clock: () => now,
    retry: FAST_RETRY,
    ...options,
  });
  onTestFinished(async () => {
    await client.close();
    await server.close();
  });
  return { server, client };
}
