/**
 * A typed client of the sandbox's control API (docs/sandbox.md, "Control API" and "Pushed events"), for
 * tests and the demo that drive a sandbox over HTTP — in another process, or to exercise the routes
 * themselves. Every call throws with the sandbox's error text when it is refused.
 */
import type { FaultInput } from "./faults.js";
import type { Attempt, DeliveryReport, SubscribeInput } from "./push/pusher.js";
import type { SessionInput } from "./push/script.js";
import type { ClassView } from "./state.js";

export interface PushLog {
  readonly active: boolean;
  readonly pending: { id: string; cmd: string }[];
  readonly attempts: Attempt[];
}

export class SandboxControl {
  /** `baseUrl`: the sandbox's URL, e.g. http://127.0.0.1:4010. */
  constructor(private readonly baseUrl: string) {}

  now(): Promise<number> {
    return this.call<{ now: number }>("GET", "/clock").then((a) => a.now);
  }

  setNow(now: number): Promise<number> {
    return this.call<{ now: number }>("POST", "/clock", { now }).then((a) => a.now);
  }

  advance(seconds: number): Promise<number> {
    return this.call<{ now: number }>("POST", "/clock", { advance: seconds }).then((a) => a.now);
  }

  state(sid: string): Promise<{ classes: ClassView[] }> {
    return this.call("GET", `/state?sid=${encodeURIComponent(sid)}`);
  }

  async deleteClass(classId: number): Promise<void> {
    await this.call("POST", `/classes/${classId}/delete`);
  }

  async injectFault(fault: FaultInput): Promise<void> {
    await this.call("POST", "/faults", fault);
  }

  async clearFaults(): Promise<void> {
    await this.call("DELETE", "/faults");
  }

  async subscribe(input: SubscribeInput): Promise<void> {
    await this.call("POST", "/subscribe", input);
  }

  async unsubscribe(sid: string): Promise<void> {
    await this.call("DELETE", `/subscribe?sid=${encodeURIComponent(sid)}`);
  }

  pushes(sid: string): Promise<PushLog> {
    return this.call("GET", `/pushes?sid=${encodeURIComponent(sid)}`);
  }

  deliverNow(sid: string): Promise<DeliveryReport> {
    return this.call("POST", "/pushes/deliver", { sid });
  }

  async playSession(classId: number, session: SessionInput): Promise<void> {
    await this.call("POST", `/classes/${classId}/session`, session);
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.baseUrl}/__sandbox${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`sandbox control ${method} ${path}: ${res.status} ${text}`);
    return JSON.parse(text) as T;
  }
}
