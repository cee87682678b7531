import { describe, expect, it } from "vitest";
import { everyWeeksOf } from "../../../src/classes/schedule/rhythm.js";

const WEEK = 7 * 86_400;
const T0 = 1_764_633_600; // a Tuesday

describe("how often a series meets, read back from its classes", () => {
  it("reads weekly, every other week and every 3 weeks", () => {
    expect(everyWeeksOf([0, 1, 2, 3].map((i) => T0 + i * WEEK))).toBe(1);
    expect(everyWeeksOf([0, 2, 4, 6].map((i) => T0 + i * WEEK))).toBe(2);
    expect(everyWeeksOf([0, 3, 6].map((i) => T0 + i * WEEK))).toBe(3);
  });

  it("a cancelled class's gap does not change the rhythm; a clock change's hour does not either", () => {
    expect(everyWeeksOf([0, 1, 3, 4].map((i) => T0 + i * WEEK))).toBe(1);
    expect(everyWeeksOf([0, 2, 6].map((i) => T0 + i * WEEK))).toBe(2);
    expect(everyWeeksOf([T0, T0 + 2 * WEEK + 3600, T0 + 4 * WEEK + 3600])).toBe(2);
  });

  it("two weekdays every other week; a single class or one per slot reads weekly", () => {
    const mondays = [0, 2, 4].map((i) => T0 - 86_400 + i * WEEK);
    const wednesdays = [0, 2, 4].map((i) => T0 + 86_400 + i * WEEK);
    expect(everyWeeksOf([...mondays, ...wednesdays])).toBe(2);
    expect(everyWeeksOf([T0])).toBe(1);
    expect(everyWeeksOf([T0, T0 + 86_400])).toBe(1);
  });
});
