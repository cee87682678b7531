/**
 * The control API under /__sandbox/ (issue 3): clock, class deletion, state dump and fault injection;
 * pushed events and class sessions (issue 32) in push/control.ts.
 * It is for tests and benchmarks and is never part of the partner protocol.
 */
import { z } from "zod";
import type { SandboxClock } from "./clock.js";
import { type FaultTable, faultSchema } from "./faults.js";
import { type PushControlDeps, pushControl } from "./push/control.js";
import { classView, type SandboxState } from "./state.js";

export interface ControlDeps extends PushControlDeps {
  readonly state: SandboxState;
  readonly clock: SandboxClock;
  readonly faults: FaultTable;
}

export interface ControlAnswer {
  status: number;
  body: unknown;
}

const clockSchema = z.union([
  z.object({ now: z.number().int().nonnegative() }).strict(),
  z.object({ advance: z.number().int() }).strict(),
]);

function bad(status: number, error: string): ControlAnswer {
  return { status, body: { ok: false, error } };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: text.trim() === "" ? {} : JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export function stateOf(state: SandboxState, sid: string) {
  return { classes: state.classesOf(sid).map(classView) };
}

export function control(
  deps: ControlDeps,
  method: string,
  url: URL,
  bodyText: string,
): ControlAnswer | Promise<ControlAnswer> {
  const path = url.pathname.slice("/__sandbox".length);
  const json = parseJson(bodyText);
  const pushed = pushControl(deps, method, path, url, json);
  if (pushed) return pushed;

  if (path === "/clock") {
    if (method === "GET") return { status: 200, body: { now: deps.clock.now() } };
    if (method !== "POST") return bad(405, "use POST");
    const parsed = json.ok ? clockSchema.safeParse(json.value) : undefined;
    if (!parsed?.success) return bad(400, 'body must be {"now": unix} or {"advance": seconds}');
    const now =
      "now" in parsed.data ? deps.clock.set(parsed.data.now) : deps.clock.advance(parsed.data.advance);
    return { status: 200, body: { now } };
  }

  const del = /^\/classes\/(\d+)\/delete$/.exec(path);
  if (del) {
    if (method !== "POST") return bad(405, "use POST");
    return deps.state.deleteClass(Number(del[1]))
      ? { status: 200, body: { ok: true } }
      : bad(404, "no such class");
  }

  const delCourse = /^\/courses\/(\d+)\/delete$/.exec(path);
  if (delCourse) {
    if (method !== "POST") return bad(405, "use POST");
    return deps.state.deleteCourse(Number(delCourse[1]))
      ? { status: 200, body: { ok: true } }
      : bad(404, "no such course");
  }

  if (path === "/state") {
    if (method !== "GET") return bad(405, "use GET");
    const sid = url.searchParams.get("sid") ?? "";
    if (!deps.state.school(sid)) return bad(404, "no school with that sid");
    return { status: 200, body: stateOf(deps.state, sid) };
  }

  if (path === "/faults") {
    if (method === "DELETE") {
      deps.faults.clear();
      return { status: 200, body: { ok: true } };
    }
    if (method !== "POST") return bad(405, "use POST or DELETE");
    const parsed = json.ok ? faultSchema.safeParse(json.value) : undefined;
    if (!parsed?.success) {
      const why = parsed
        ? parsed.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`)
        : ["not JSON"];
      return bad(400, `invalid fault: ${why.join("; ")}`);
    }
    deps.faults.add(parsed.data);
    return { status: 200, body: { ok: true, faults: deps.faults.size } };
  }

  return bad(404, "unknown control endpoint");
}
