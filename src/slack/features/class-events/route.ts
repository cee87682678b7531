/**
 * POST <PUBLIC_URL>/class-events/<token>: the messages the class service pushes about a school's
 * classes (issue 32 §1, docs/class-events.md), served by the HTTP receiver beside /slack/events (HTTP
 * mode only: Socket Mode opens no port). Everything under /class-events is answered here, whatever the
 * method, so no path (which holds the token) reaches a log. The answer is the service's: exactly
 * SUCCESS once the message is stored; anything else makes it re-send the message every 10 s and hold
 * back the school's later ones.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ClassesDeps } from "../../../classes/deps.js";
import { CLASS_EVENTS_PATH, eventsTokenOfPath } from "../../../classes/events/address.js";
import { receiveClassEvent } from "../../../classes/events/receive.js";
import type { Logger } from "../../../logger.js";
import { readBody } from "../../lib/edge/read-body.js";

/** The one answer the service takes as success (partner-events.md). */
export const SUCCESS_ANSWER = '{"error_info":{"errno":1,"error":"程序正常执行"}}';

/**
 * The largest body read: 1 MiB. An `End` lists everyone who entered with each entry and exit (about
 * 150 bytes a person plus 60 a reconnection): a full class of a few hundred people with many
 * reconnections stays under a quarter of this; nothing else the service sends comes close.
 */
export const MAX_EVENT_BYTES = 1024 * 1024;

type Handler = (req: IncomingMessage & { params?: Record<string, unknown> }, res: ServerResponse) => void;

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

function answer(res: ServerResponse, status: number, body: string): void {
  const bytes = Buffer.from(body, "utf8");
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": String(bytes.length),
    "cache-control": "no-store",
  });
  res.end(bytes);
}

/** A failure answer: any errno but 1 makes the service send the message again. */
const failure = (res: ServerResponse, status: number, why: string) =>
  answer(res, status, JSON.stringify({ error_info: { errno: 0, error: why } }));

export function classEventsRoutes(
  deps: Pick<ClassesDeps, "store" | "clock" | "jobs"> & { readonly logger: Logger },
): Array<{ path: string; method: string[]; handler: Handler }> {
  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const token = eventsTokenOfPath(req.url);
    if (req.method !== "POST" || token === undefined) {
      failure(res, req.method !== "POST" ? 405 : 404, "not found");
      return;
    }
    const read = await readBody(req, MAX_EVENT_BYTES);
    if (!read.ok) {
      if (read.status === 413)
        deps.logger.warn({ limit: MAX_EVENT_BYTES }, "class event refused: body too large");
      // The rest of the body is not read: the connection is closed behind the answer.
      res.setHeader("connection", "close");
      failure(res, read.status, read.status === 413 ? "body too large" : "unreadable");
      return;
    }
    const raw = read.raw.toString("utf8");
    const received = await receiveClassEvent(deps, token, raw);
    // What happened, never the body (names, phones, e-mails) nor the path (the token).
    switch (received.outcome) {
      case "stored":
      case "duplicate":
        deps.logger.info(
          { team: received.teamId, cmd: received.cmd, outcome: received.outcome },
          "class event received",
        );
        answer(res, 200, SUCCESS_ANSWER);
        return;
      case "forged":
        deps.logger.warn({ why: received.why }, "class event refused: not signed by the school");
        failure(res, 403, "forged");
        return;
      case "malformed":
        deps.logger.warn("class event refused: the body is not a JSON object");
        failure(res, 400, "malformed");
        return;
      case "failed":
        deps.logger.error(
          { team: received.teamId },
          "class event not stored: the service will send it again",
        );
        failure(res, 503, "not stored");
        return;
    }
  }
  const handler: Handler = (req, res) => {
    serve(req, res).catch((err: unknown) => {
      deps.logger.error({ err }, "class event receiver failed");
      if (!res.headersSent) failure(res, 503, "not stored");
      else res.end();
    });
  };
  return [
    { path: CLASS_EVENTS_PATH, method: METHODS, handler },
    { path: `${CLASS_EVENTS_PATH}/*rest`, method: METHODS, handler },
  ];
}
