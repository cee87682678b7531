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
import { SandboxServer } from "./server.js";
import { type ClassView, SandboxState } from "./state.js";

export { DEFAULT_MAX_SKEW_SECONDS } from "./auth.js";
export { DEFAULT_MAX_BODY_BYTES } from "./body.js";
export { DEMO_SECRET, DEMO_SID, demoFixture } from "./demo-fixture.js";
export type { FaultInput } from "./faults.js";
export { type Fixture, FixtureError, type FixtureInput, loadFixtureFile, parseFixture } from "./fixture.js";
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
  /** Stops listening and drops open connections (including hanging ones). */
  close(): Promise<void>;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const fixture = parseFixture(options.fixture ?? demoFixture);
  const clock = new SandboxClock(options.clock, fixture.now);
  const state = new SandboxState(fixture);
  const faults = new FaultTable();
  const server = new SandboxServer({
    state,
    clock,
    faults,
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
    close: () => server.close(),
  };
}
