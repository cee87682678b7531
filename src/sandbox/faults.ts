/**
 * Injected faults (control API): make the next `count` matching partner calls fail in a chosen way, so
 * clients can be tested against errors, slow answers, garbage, silence and dropped connections. With
 * `applied` the call is carried out first and only its answer is lost, as when a service commits and
 * then fails: the case where a client cannot know whether its change was made.
 */
import { z } from "zod";

export const faultSchema = z
  .object({
    action: z.string().min(1),
    errno: z.number().int().optional(),
    http: z.number().int().min(200).max(599).optional(),
    malformed: z.boolean().optional(),
    delayMs: z.number().int().min(0).max(600_000).optional(),
    hang: z.boolean().optional(),
    /** Drop the connection (TCP reset) without an answer. */
    reset: z.boolean().optional(),
    /** Carry the call out for real, then answer with the fault instead of the real answer. */
    applied: z.boolean().optional(),
    /** 0 = every matching call until the faults are cleared. */
    count: z.number().int().min(0).default(1),
  })
  .strict()
  .superRefine((f, ctx) => {
    if (f.reset) {
      const other = (["hang", "malformed", "errno", "http"] as const).filter(
        (k) => f[k] !== undefined && f[k] !== false,
      );
      if (other.length > 0)
        ctx.addIssue({
          code: "custom",
          path: ["reset"],
          message: `reset drops the connection without an answer, so it cannot be combined with ${other.join(", ")}`,
        });
    }
    if (!f.applied) return;
    // An errno answer states the outcome (the client trusts it and outcomeUnknown is false for it), so
    // "applied, then errno" would be a service contradicting itself rather than a lost answer.
    if (f.errno !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["applied"],
        message:
          "applied cannot be combined with errno: an errno answer states the outcome; use http, reset, malformed or hang",
      });
    else if (f.http === undefined && !f.reset && !f.malformed && !f.hang)
      ctx.addIssue({
        code: "custom",
        path: ["applied"],
        message: "applied needs the failure that replaces the answer: http, reset, malformed or hang",
      });
  });

export type Fault = z.output<typeof faultSchema>;
export type FaultInput = z.input<typeof faultSchema>;

export class FaultTable {
  private faults: { fault: Fault; remaining: number }[] = [];

  add(fault: Fault): void {
    this.faults.push({ fault, remaining: fault.count });
  }

  clear(): void {
    this.faults = [];
  }

  get size(): number {
    return this.faults.length;
  }

  /** The first fault matching `action` ("*" matches any), consuming one of its uses. */
  take(action: string): Fault | undefined {
    const index = this.faults.findIndex((f) => f.fault.action === "*" || f.fault.action === action);
    if (index < 0) return undefined;
    const slot = this.faults[index];
    if (!slot) return undefined;
    if (slot.fault.count > 0) {
      slot.remaining--;
      if (slot.remaining <= 0) this.faults.splice(index, 1);
    }
    return slot.fault;
  }
}
