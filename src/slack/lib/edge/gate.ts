/**
 * In front of Bolt's HTTP receiver at the events path: only Slack, only once. The body is read up to
 * a limit (413 before reading more), the signature and a timestamp within five minutes either way are
 * checked (401), the body is checked against what the app reads (400, see payload.ts), and a request
 * seen before is refused (a replayed signature, 401) or, when it is Slack retrying an event already
 * handled, acknowledged without being handled again. What passes goes on to Bolt with its body
 * already read.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Logger } from "../../../logger.js";
import { eventIdOf, parseSlackBody } from "./payload.js";
import { readBody } from "./read-body.js";
import type { SeenRequests } from "./seen-requests.js";
import { checkSignature, SIGNATURE_WINDOW_SECONDS } from "./signature.js";

/** Slack's own payloads stay far below this; anything larger is refused unread. */
export const SLACK_BODY_LIMIT_BYTES = 1024 * 1024;

/** Slack retries an event for about an hour (immediately, after a minute, after five). */
const EVENT_RETRY_SECONDS = 60 * 60;

export interface SlackRequestGateOptions {
  readonly path: string;
  readonly signingSecret: string;
  readonly seen: SeenRequests;
  readonly logger: Logger;
  readonly bodyLimitBytes?: number;
  /** Unix seconds of the real time; Slack's timestamps are real time whatever the app's clock says. */
  readonly nowSeconds?: () => number;
}

function answer(res: ServerResponse, status: number, close = false): void {
  if (res.headersSent) return;
  res.writeHead(status, close ? { connection: "close" } : {});
  res.end();
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === "string" ? value : undefined;
}

export function slackRequestGate(options: SlackRequestGateOptions, bolt: RequestListener): RequestListener {
  const { logger, seen, signingSecret } = options;
  const limit = options.bodyLimitBytes ?? SLACK_BODY_LIMIT_BYTES;
  const now = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const log = logger.child({ component: "slack-edge" });

  async function gate(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const read = await readBody(req, limit);
    if (!read.ok) {
      log.warn(
        { status: read.status, declaredLength: req.headers["content-length"] },
        "Slack request refused: body",
      );
      answer(res, read.status, true);
      return;
    }
    const contentType = header(req, "content-type");
    const parsed = parseSlackBody(read.raw, contentType);
    // Slack's certificate check is unsigned by design; Bolt answers it and drops anything else in it.
    const sslCheck = parsed.ok && parsed.body.ssl_check === "1";
    if (!sslCheck) {
      const at = now();
      const signed = checkSignature(req.headers, read.raw, signingSecret, at);
      if (!signed.ok) {
        log.warn({ reason: signed.reason }, "Slack request refused: not signed by Slack");
        answer(res, 401);
        return;
      }
      if (!parsed.ok) {
        log.warn({ reason: parsed.reason }, "Slack request refused: malformed body");
        answer(res, 400);
        return;
      }
      const retry = header(req, "x-slack-retry-num") !== undefined;
      const signatureExpires = signed.timestamp + SIGNATURE_WINDOW_SECONDS + 1;
      if (!(await seen.first(`signature:${signed.signature}`, signatureExpires, at))) {
        if (retry) {
          log.info("Slack retried a request already taken: acknowledged, not handled again");
          answer(res, 200);
        } else {
          log.warn("Slack request refused: replay of a request already taken");
          answer(res, 401);
        }
        return;
      }
      const eventId = eventIdOf(parsed.body);
      if (eventId !== undefined && !(await seen.first(`event:${eventId}`, at + EVENT_RETRY_SECONDS, at))) {
        log.info({ eventId, retry }, "Slack event already handled: acknowledged, not handled again");
        answer(res, 200);
        return;
      }
    }
    // Bolt reads the body from here instead of the (already consumed) stream.
    Object.assign(req, { rawBody: read.raw });
    bolt(req, res);
  }

  return (req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (path !== options.path || req.method !== "POST") {
      bolt(req, res);
      return;
    }
    gate(req, res).catch((err: unknown) => {
      log.error({ err }, "Slack request failed at the edge");
      answer(res, 500);
    });
  };
}
