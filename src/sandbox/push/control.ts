/**
 * The control API of pushed events (docs/sandbox.md, "Pushed events"): subscribing a school to a URL,
 * the attempt log, "deliver now", and scripting a class session.
 */
import { z } from "zod";
import type { Pusher } from "./pusher.js";
import { sessionSchema } from "./script.js";
import type { Sessions } from "./sessions.js";

export interface PushControlDeps {
  readonly pusher: Pusher;
  readonly sessions: Sessions;
}

interface Answer {
  status: number;
  body: unknown;
}

export const subscribeSchema = z
  .object({
    sid: z.string().min(1),
    url: z
      .string()
      .url()
      .refine((u) => /^https?:\/\//.test(u), "must be http(s)"),
    cmds: z.array(z.string().min(1)).optional(),
    retryMs: z.number().int().positive().max(3_600_000).optional(),
    timeoutMs: z.number().int().positive().max(600_000).optional(),
    auto: z.boolean().optional(),
  })
  .strict();

const sidSchema = z.object({ sid: z.string().min(1) }).strict();

function bad(status: number, error: string): Answer {
  return { status, body: { ok: false, error } };
}

function issues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; ");
}

/** undefined when the path is not one of these. */
export function pushControl(
  deps: PushControlDeps,
  method: string,
  path: string,
  url: URL,
  json: { ok: true; value: unknown } | { ok: false },
): Answer | Promise<Answer> | undefined {
  if (path === "/subscribe") {
    if (method === "DELETE") {
      const sid = url.searchParams.get("sid") ?? "";
      return deps.pusher.unsubscribe(sid) ? { status: 200, body: { ok: true } } : bad(404, "not subscribed");
    }
    if (method !== "POST") return bad(405, "use POST or DELETE");
    if (!json.ok) return bad(400, "not JSON");
    const parsed = subscribeSchema.safeParse(json.value);
    if (!parsed.success) return bad(400, `invalid subscription: ${issues(parsed.error)}`);
    try {
      deps.pusher.subscribe(parsed.data);
    } catch {
      return bad(404, "no school with that sid");
    }
    return { status: 200, body: { ok: true } };
  }

  if (path === "/pushes") {
    if (method !== "GET") return bad(405, "use GET");
    return { status: 200, body: deps.pusher.log(url.searchParams.get("sid") ?? "") };
  }

  if (path === "/pushes/deliver") {
    if (method !== "POST") return bad(405, "use POST");
    const parsed = json.ok ? sidSchema.safeParse(json.value) : undefined;
    if (!parsed?.success) return bad(400, 'body must be {"sid": "..."}');
    if (!deps.pusher.isSubscribed(parsed.data.sid)) return bad(404, "not subscribed");
    return deps.pusher.deliverNow(parsed.data.sid).then((report) => ({ status: 200, body: report }));
  }

  const session = /^\/classes\/(\d+)\/session$/.exec(path);
  if (session) {
    if (method !== "POST") return bad(405, "use POST");
    if (!json.ok) return bad(400, "not JSON");
    const parsed = sessionSchema.safeParse(json.value);
    if (!parsed.success) return bad(400, `invalid session: ${issues(parsed.error)}`);
    const result = deps.sessions.script(Number(session[1]), parsed.data);
    return result ? { status: 200, body: { ok: true, ...result } } : bad(404, "no such class");
  }

  return undefined;
}
