/**
 * How often a series meets, read back from its classes (the interval typed when it was scheduled is
 * not stored): every class is matched with the next one at the same weekday and time, and the series
 * meets every N weeks where N is the greatest common divisor of those gaps. A cancelled class leaves a
 * gap of two weeks in a weekly series, which still reads weekly (gcd of 1 and 2); a series whose
 * classes never repeat a weekday and time (one class a slot) reads weekly, as scheduled by default.
 */

const WEEK = 7 * 86_400;
/** A clock change moves a class by an hour against the others; two hours of slack cover it. */
const SLACK = 2 * 3600;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Every how many weeks the series of these start times (Unix seconds, any order) meets; 1 = weekly. */
export function everyWeeksOf(beginTimes: readonly number[]): number {
  const times = [...beginTimes].sort((a, b) => a - b);
  let every = 0;
  for (const [i, t] of times.entries()) {
    for (const later of times.slice(i + 1)) {
      const weeks = Math.round((later - t) / WEEK);
      if (weeks >= 1 && Math.abs(later - t - weeks * WEEK) <= SLACK) {
        every = gcd(weeks, every);
        break;
      }
    }
    if (every === 1) return 1;
  }
  return every === 0 ? 1 : every;
}
