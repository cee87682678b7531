/**
 * The partner sandbox: a local server that follows the partner API (its rules: docs/sandbox.md). Embedded by
 * `classroom start` when no PARTNER_BASE_URL is set, run alone by `classroom sandbox`, and the backend of
 * the end-to-end tests and benchmarks.
 */
import type { Clock } from "../clock.js";
import { DEFAULT_MAX_SKEW_SECONDS } from "./auth.js";
import { DEFAULT_MAX_BODY_BYTES } from "./body.js";
import { SandboxClock } from "./clock.js";
import { stateOf } from "./control.js";
import { demoFixture } from "./demo-fixture.js";
import { type FaultInput, FaultTable, faultSchema } from "./faults.js";
import { type Fixture, parseFixture } from "./fixture.js";
import { pushClassChanges } from "./push/class-changes.js";
import { type DeliveryReport, Pusher, type SubscribeInput } from "./push/pusher.js";
import { type SessionInput, sessionSchema } from "./push/script.js";
import { Sessions } from "./push/sessions.js";
import { SandboxServer } from "./server.js";
import { type ClassView, SandboxState } from "./state.js";

export { DEFAULT_MAX_SKEW_SECONDS } from "./auth.js";
export { DEFAULT_MAX_BODY_BYTES } from "./body.js";
export { SandboxControl } from "./control-client.js";
export { DEMO_SECRET, DEMO_SID, demoFixture } from "./demo-fixture.js";
export type { FaultInput } from "./faults.js";
export { type Fixture, FixtureError, type FixtureInput, loadFixtureFile, parseFixture } from "./fixture.js";
export type { Attempt, DeliveryReport, SubscribeInput } from "./push/pusher.js";
export type { SessionInput, Step } from "./push/script.js";
export type { ClassView } from "./state.js";

export interface SandboxOptions {
  /** A fixture (validated here; plain JSON is fine). Default: the built-in demo school. */
  fixture?: Fixture | unknown;
  /** Default 0: any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Base clock the sandbox follows until a time is set; ignored when the fixture sets `now`. */
  clock?: Clock;
  /** Accepted |server now - timeStamp| in seconds; default 1200 (20 minutes). */
  maxSkewSeconds?: number;
  /** Partner request bodies above this are answered 413 / errno 100; default 1 MiB. */
  maxBodyBytes?: number;
  /** Receives one line per partner call (no bodies, no keys). */
  log?: (line: string) => void;
}

export interface Sandbox {
  /** Base URL, e.g. http://127.0.0.1:4010 — the partner base_url and the live page base. */
  readonly url: string;
  readonly port: number;
  /** The sandbox clock (unix seconds). */
  now(): number;
  /** Freezes the clock at `unix` (like POST /__sandbox/clock {"now"}). */
  setNow(unix: number): void;
  /** Moves the clock; returns the new now (like POST /__sandbox/clock {"advance"}). */
  advance(seconds: number): number;
  /** The classes of a school, as GET /__sandbox/state answers; throws for an unknown SID. */
  state(sid: string): { classes: ClassView[] };
  /** Marks a class deleted (like POST /__sandbox/classes/<id>/delete); false when unknown. */
  deleteClass(classId: number): boolean;
  /** Marks a course deleted (like POST /__sandbox/courses/<id>/delete); false when unknown. */
  deleteCourse(courseId: number): boolean;
  /** Adds a fault (like POST /__sandbox/faults). */
  injectFault(fault: FaultInput): void;
  /** Removes all faults (like DELETE /__sandbox/faults). */
  clearFaults(): void;
  /** Pushes the school's events to a URL, `Test` first (like POST /__sandbox/subscribe). */
  subscribe(input: SubscribeInput): void;
  /** Tries the school's queued messages now, in order, until one fails (like POST /__sandbox/pushes/deliver). */
  deliverNow(sid: string): Promise<DeliveryReport>;
  /** The attempt log and the queue (like GET /__sandbox/pushes). */
  pushes(sid: string): ReturnType<Pusher["log"]>;
  /** Scripts a class session (like POST /__sandbox/classes/<id>/session); false for an unknown class. */
  playSession(classId: number, session: SessionInput): boolean;
  /** Stops listening and drops open connections (including hanging ones). */
  close(): Promise<void>;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const fixture = parseFixture(options.fixture ?? demoFixture);
  const clock = new SandboxClock(options.clock, fixture.now);
  const state = new SandboxState(fixture);
  const faults = new FaultTable();
  const pusher = new Pusher(state, clock);
  const sessions = new Sessions(state, clock, pusher, () => server.url);
  pushClassChanges(state, clock, pusher);
  clock.onMove(() => sessions.tick());
  // While the clock follows real time, sessions play as it passes; a frozen clock moves only by calls.
  const ticker = setInterval(() => {
    if (!clock.isFrozen) sessions.tick();
  }, 1000);
  ticker.unref();
  const server = new SandboxServer({
    state,
    clock,
    faults,
    pusher,
    sessions,
    maxSkewSeconds: options.maxSkewSeconds ?? DEFAULT_MAX_SKEW_SECONDS,
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    ...(options.log ? { log: options.log } : {}),
  });
  const url = await server.listen(options.port ?? 0, options.host ?? "127.0.0.1");
  return {
    url,
    port: Number(new URL(url).port),
    now: () => clock.now(),
    setNow: (unix) => {
      clock.set(unix);
    },
    advance: (seconds) => clock.advance(seconds),
    state: (sid) => {
      if (!state.school(sid)) throw new Error(`sandbox: no school with SID ${sid}`);
      return stateOf(state, sid);
    },
    deleteClass: (classId) => state.deleteClass(classId),
    deleteCourse: (courseId) => state.deleteCourse(courseId),
    injectFault: (fault) => faults.add(faultSchema.parse(fault)),
    clearFaults: () => faults.clear(),
    subscribe: (input) => pusher.subscribe(input),
    deliverNow: (sid) => pusher.deliverNow(sid),
    pushes: (sid) => pusher.log(sid),
    playSession: (classId, session) => sessions.script(classId, sessionSchema.parse(session)) !== undefined,
    close: () => {
      clearInterval(ticker);
      pusher.close();
      return server.close();
    },
  };
}
