import { describe, expect, it } from "vitest";
import { isTimeZone, schoolSettings } from "../../src/classes/school-settings.js";

describe("isTimeZone", () => {
  it("answers the same for a zone asked again (the answers are remembered)", () => {
    for (let round = 0; round < 2; round++) {
      expect(isTimeZone("Europe/Berlin")).toBe(true);
      expect(isTimeZone("Asia/Shanghai")).toBe(true);
      expect(isTimeZone("Mars/Olympus")).toBe(false);
      expect(isTimeZone("")).toBe(false);
      expect(isTimeZone(42)).toBe(false);
    }
  });

  it("keeps answering correctly after more odd zones than it remembers", () => {
    for (let i = 0; i < 2500; i++) expect(isTimeZone(`Nowhere/Place${i}`)).toBe(false);
    expect(isTimeZone("America/New_York")).toBe(true);
    expect(isTimeZone("Nowhere/Place0")).toBe(false);
  });

  it("a school with a stored zone that is not one falls back to UTC", () => {
    expect(schoolSettings({ timeZone: "Not/AZone", settings: {} }).timeZone).toBe("UTC");
    expect(schoolSettings({ timeZone: "Asia/Tokyo", settings: {} }).timeZone).toBe("Asia/Tokyo");
  });
});
