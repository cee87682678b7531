import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { Deadlines } from "../../src/partner/deadlines.js";

describe("attempt deadlines on a shared timer", () => {
  it("fires a passed deadline once, within a tick, and never a cleared one", async () => {
    const deadlines = new Deadlines(100); // tick of 5 ms
    const fired: string[] = [];
    const start = performance.now();
    let firedAt = 0;
    deadlines.arm(start + 30, () => {
      fired.push("due");
      firedAt = performance.now();
    });
    const cleared = deadlines.arm(start + 30, () => fired.push("cleared"));
    deadlines.clear(cleared);
    deadlines.arm(start + 10_000, () => fired.push("later"));
    // A plain timer for the same moment: on a loaded machine both are late, so "within a tick" is
    // measured against it rather than against the wall clock.
    let timerAt = 0;
    setTimeout(() => {
      timerAt = performance.now();
    }, 30);
    await sleep(300);
    expect(fired).toEqual(["due"]);
    expect(firedAt - start).toBeGreaterThanOrEqual(30);
    expect(firedAt - timerAt).toBeLessThan(5 + 40);
  });
});
