/**
 * Random hex for lesson keys and stream names. Drawn from a pooled buffer because one randomBytes() call
 * per created class cost about 5% of the sandbox's CPU under the benchmark (each call enters OpenSSL).
 */
import { randomFillSync } from "node:crypto";

const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let used = POOL_BYTES;

export function randomHex(bytes: number): string {
  if (used + bytes > POOL_BYTES) {
    randomFillSync(pool);
    used = 0;
  }
  const hex = pool.toString("hex", used, used + bytes);
  used += bytes;
  return hex;
}
