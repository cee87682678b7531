/**
 * GET <PUBLIC_URL>/calendar/<token>.ics: a person's calendar feed, served by the HTTP receiver beside
 * /slack/events and /healthz (HTTP mode only: Socket Mode opens no port). Everything under /calendar/ is
 * answered here, whatever the method, so no request path (which holds a token) reaches a log: Bolt logs
 * the path of a request no route takes. A wrong or replaced token gets a bare 404.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { calendarFeed, feedOwner } from "../../../classes/calendar/feed.js";
import type { Logger } from "../../../logger.js";
import type { Store } from "../../../store/index.js";
import { calendarWords } from "../../lib/blocks/calendar.js";
import { tForOrEnglish } from "../../lib/locale/locale.js";

/** Where feeds are served: `${CALENDAR_FEED_PATH}/<token>.ics`. */
export const CALENDAR_FEED_PATH = "/calendar";

/** How long a calendar (or a proxy of its owner) may keep a feed before asking again. */
const MAX_AGE_SECONDS = 10 * 60;

type Handler = (req: IncomingMessage & { params?: Record<string, unknown> }, res: ServerResponse) => void;

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

function bare(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "cache-control": "no-store", "content-length": "0", ...headers });
  res.end();
}

/** The token of `/calendar/<token>.ics`; undefined for any other path under /calendar/. */
export function tokenOfPath(url: string | undefined): string | undefined {
  const path = new URL(url ?? "/", "http://localhost").pathname;
  return /^\/calendar\/([A-Za-z0-9_-]{1,200})\.ics$/.exec(path)?.[1];
}

/** The feed's address for a token, under PUBLIC_URL. */
export function feedAddress(publicUrl: string, token: string): string {
  return `${publicUrl}${CALENDAR_FEED_PATH}/${token}.ics`;
}

export function calendarFeedRoutes(deps: {
  readonly store: Store;
  readonly clock: () => number;
  readonly logger: Logger;
}): Array<{ path: string; method: string[]; handler: Handler }> {
  const handler: Handler = (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      bare(res, 405, { allow: "GET, HEAD" });
      return;
    }
    serve(req, res).catch((err: unknown) => {
      // The error only: never the request, whose path holds the token.
      deps.logger.error({ err }, "calendar feed failed");
      if (!res.headersSent) bare(res, 503);
      else res.end();
    });
  };
  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const token = tokenOfPath(req.url);
    const owner = token === undefined ? undefined : await feedOwner(deps.store, token);
    if (!owner) {
      bare(res, 404);
      return;
    }
    const t = await tForOrEnglish({ store: deps.store }, owner.teamId, owner.slackUserId);
    const feed = await calendarFeed(deps, owner, {
      ...calendarWords(t),
      calendarName: t("student.calendar.feedName"),
    });
    if (!feed.ok) {
      bare(res, 404);
      return;
    }
    const headers = {
      etag: feed.etag,
      "cache-control": `private, max-age=${MAX_AGE_SECONDS}`,
      // The address is a secret of its owner: never sent on as a referrer, never indexed.
      "referrer-policy": "no-referrer",
      "x-robots-tag": "noindex",
    };
    const asked = req.headers["if-none-match"];
    if (typeof asked === "string" && asked.split(/\s*,\s*/).includes(feed.etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const body = Buffer.from(feed.content, "utf8");
    res.writeHead(200, {
      ...headers,
      "content-type": "text/calendar; charset=utf-8",
      "content-length": String(body.length),
      "content-disposition": 'inline; filename="classes.ics"',
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }
  return [
    { path: CALENDAR_FEED_PATH, method: METHODS, handler },
    { path: `${CALENDAR_FEED_PATH}/*rest`, method: METHODS, handler },
  ];
}
