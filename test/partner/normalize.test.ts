/** What the partner service stores instead of refusing, and that a normalised value passes validation. */
import { describe, expect, it } from "vitest";
import { checkParams, normalize } from "../../src/partner/index.js";
import { cls } from "./helpers/validation.js";

describe("normalize: what the service stores instead of refusing", () => {
  it("cuts texts by characters, counting Chinese characters as one", () => {
    expect(normalize.className("课".repeat(60))).toBe("课".repeat(50));
    expect(normalize.customColumn(`${"a".repeat(49)}😀😀`)).toBe(`${"a".repeat(49)}😀`);
    expect(normalize.classIntroduce("x".repeat(1200))).toHaveLength(1000);
    expect(normalize.comment("y".repeat(1000))).toHaveLength(1000);
    expect(normalize.className("short")).toBe("short");
  });

  it("clamps starNum and folds unknown switch values to 0", () => {
    expect([-2, 0, 3, 5, 9].map(normalize.starNum)).toEqual([0, 0, 3, 5, 5]);
    expect([0, 1, 2, 3, -1].map(normalize.isHd)).toEqual([0, 1, 2, 0, 0]);
    expect([0, 1, 2].map(normalize.switch01)).toEqual([0, 1, 0]);
    expect(normalize.seatNum(20)).toBe(12);
  });

  it("a normalised value passes validation", () => {
    const name = normalize.className("课".repeat(80));
    expect(checkParams("addCourseClass", { ...cls, courseId: 1, className: name }).ok).toBe(true);
  });
});
