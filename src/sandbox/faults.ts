/**
 * Injected faults (control API): make the next `count` matching partner calls fail in a chosen way, so
 * clients can be tested against errors, slow answers, garbage and silence.
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
    /** 0 = every matching call until the faults are cleared. */
    count: z.number().int().min(0).default(1),
  })
  .strict();

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
