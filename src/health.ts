/**
 * Health for load balancers and operators. GET /healthz tells anyone only "ok" or "degraded" (503
 * when the store cannot be reached), from a check that runs at most once per `ttlMs` however many
 * ask: a burst of probes never becomes a burst of partner calls. What was checked (the store engine,
 * each partner base URL, admins' schools included) is only on GET /healthz/details with the token of
 * HEALTH_DETAILS_TOKEN; without that variable the details endpoint does not exist.
 */
import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "./logger.js";
import type { Store } from "./store/index.js";

export const HEALTH_PATH = "/healthz";
export const HEALTH_DETAILS_PATH = "/healthz/details";

export interface HealthReport {
  /** The app can serve (its store answers); an unreachable partner only degrades it. */
  readonly ok: boolean;
  readonly store: { readonly ok: boolean; readonly engine: string };
  readonly partner: {
    readonly ok: boolean;
    readonly endpoints: ReadonlyArray<{ readonly baseUrl: string; readonly reachable: boolean }>;
  };
}

export interface HealthMonitorOptions {
  readonly store: Store;
  readonly logger: Logger;
  /** The configured (or embedded sandbox) partner, checked besides the schools' own. */
  readonly seedBaseUrl?: string | undefined;
  /** How long a check's answer is reused; default 30 s. */
  readonly ttlMs?: number;
  /** Whether a partner base URL answers at all; default one GET with a 2 s timeout. */
  readonly probe?: (baseUrl: string) => Promise<boolean>;
}

export interface HealthMonitor {
  current(): Promise<HealthReport>;
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { method: "GET", signal: AbortSignal.timeout(2000) });
    await res.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

export function healthMonitor(options: HealthMonitorOptions): HealthMonitor {
  const { store, logger } = options;
  const ttlMs = options.ttlMs ?? 30_000;
  const probe = options.probe ?? answers;
  let cached: { report: HealthReport; at: number } | undefined;
  let running: Promise<HealthReport> | undefined;

  async function check(): Promise<HealthReport> {
    let storeOk = true;
    let partnerUrls: string[] = [];
    try {
      const workspaces = await store.workspaces.list();
      const connections = await Promise.all(
        workspaces.slice(0, 20).map((w) => store.workspaces.getConnection(w.teamId)),
      );
      partnerUrls = connections.flatMap((c) => (c ? [c.partnerBaseUrl] : []));
    } catch (err) {
      storeOk = false;
      logger.warn({ err }, "health check: store unreachable");
    }
    if (options.seedBaseUrl) partnerUrls.push(options.seedBaseUrl);
    const unique = [...new Set(partnerUrls)].slice(0, 10);
    const endpoints = await Promise.all(
      unique.map(async (baseUrl) => ({ baseUrl, reachable: await probe(baseUrl) })),
    );
    return {
      ok: storeOk,
      store: { ok: storeOk, engine: store.engine },
      partner: { ok: endpoints.every((p) => p.reachable), endpoints },
    };
  }

  return {
    current() {
      if (cached && Date.now() - cached.at < ttlMs) return Promise.resolve(cached.report);
      running ??= check()
        .then((report) => {
          cached = { report, at: Date.now() };
          return report;
        })
        .finally(() => {
          running = undefined;
        });
      return running;
    },
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

function bearerMatches(req: IncomingMessage, token: string): boolean {
  const given = Buffer.from(req.headers.authorization ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The two routes, as the HTTP receiver's custom routes take them. */
export function healthRoutes(
  monitor: HealthMonitor,
  logger: Logger,
  detailsToken: string | undefined,
): Array<{ path: string; method: string[]; handler: Handler }> {
  const guarded = (work: (res: ServerResponse) => Promise<void>): Handler => {
    return (_req, res) => {
      work(res).catch((err: unknown) => {
        logger.error({ err }, "health check failed");
        if (!res.headersSent) sendJson(res, 500, { status: "degraded" });
        else res.end();
      });
    };
  };
  const routes = [
    {
      path: HEALTH_PATH,
      method: ["GET"],
      handler: guarded(async (res) => {
        const report = await monitor.current();
        const status = report.ok && report.partner.ok ? "ok" : "degraded";
        sendJson(res, report.ok ? 200 : 503, { status });
      }),
    },
  ];
  if (detailsToken !== undefined) {
    routes.push({
      path: HEALTH_DETAILS_PATH,
      method: ["GET"],
      handler: (req, res) => {
        if (!bearerMatches(req, detailsToken)) {
          sendJson(res, 401, { error: "send Authorization: Bearer <HEALTH_DETAILS_TOKEN>" });
          return;
        }
        guarded(async (r) => {
          const report = await monitor.current();
          sendJson(r, report.ok ? 200 : 503, report);
        })(req, res);
      },
    });
  }
  return routes;
}
