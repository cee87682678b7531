/**
 * One seed for a property file, printed so a failure can be replayed: `FC_SEED=<seed> npx vitest run
 * <file>` runs the same cases again (fast-check also prints the seed and path of a failing case).
 */
import fc from "fast-check";

export function seedProperties(file: string): number {
  const fromEnv = process.env.FC_SEED ? Number(process.env.FC_SEED) : Number.NaN;
  const seed = Number.isSafeInteger(fromEnv) ? fromEnv : Date.now() % 2_147_483_647;
  fc.configureGlobal({ seed });
  console.info(`${file}: fast-check seed ${seed} (replay with FC_SEED=${seed})`);
  return seed;
}
