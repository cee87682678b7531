/**
 * Issue 29 §4: the school's zone is found by the names people use — regions, abbreviations,
 * countries, Chinese cities, old IANA links and offsets — with the right zone first, in winter and in
 * summer, within Slack's options limits.
 */
import { describe, expect, it } from "vitest";
import { searchZones } from "../../src/classes/time-zones.js";

const WINTER = Date.parse("2026-01-15T12:00:00Z");
const SUMMER = Date.parse("2026-07-15T12:00:00Z");

/** The runtime's spelling of a zone (Node 20 lists Asia/Calcutta, later ones Asia/Kolkata). */
const spelled = (zone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;

const first = (typed: string, at = WINTER) => searchZones(typed, at, 100)[0]?.zone;

describe("searchZones: what people type finds the right zone first", () => {
  const ISSUE: [string, string][] = [
    ["Eastern", "America/New_York"],
    ["Pacific", "America/Los_Angeles"],
    ["Central", "America/Chicago"],
    ["Central European", "Europe/Berlin"],
    ["CET", "Europe/Berlin"],
    ["US/Eastern", "America/New_York"],
    ["us/pacific", "America/Los_Angeles"],
    ["Beijing", "Asia/Shanghai"],
    ["China", "Asia/Shanghai"],
    ["北京", "Asia/Shanghai"],
    ["上海", "Asia/Shanghai"],
    ["EST", "America/New_York"],
    ["PST", "America/Los_Angeles"],
    ["Tokyo", "Asia/Tokyo"],
    ["India", "Asia/Kolkata"],
    ["IST", "Asia/Kolkata"],
    ["London", "Europe/London"],
    ["美东", "America/New_York"],
    ["JST", "Asia/Tokyo"],
    ["UTC", "UTC"],
    ["GMT", "Europe/London"],
    ["UTC+8", "Asia/Shanghai"],
    ["+8", "Asia/Shanghai"],
    ["utc+5:30", "Asia/Kolkata"],
    ["Asia/Calcutta", "Asia/Kolkata"],
  ];
  it.each(ISSUE)("in winter %s -> %s", (typed, zone) => {
    expect(first(typed, WINTER)).toBe(spelled(zone));
  });
  it.each(ISSUE.filter(([typed]) => !/^[+-]|utc\+|gmt/i.test(typed) || typed === "UTC"))(
    "in summer %s -> %s",
    (typed, zone) => {
      expect(first(typed, SUMMER)).toBe(spelled(zone));
    },
  );

  it("EST offers New York before Creston and Cancun, then the other zones on Eastern Standard Time", () => {
    const zones = searchZones("EST", WINTER, 100).map((z) => z.zone);
    expect(zones.indexOf("America/New_York")).toBe(0);
    // "Western …" zones hold "est" inside a word, not as its initials: they do not come before.
    const lagos = zones.indexOf("Africa/Lagos");
    expect(zones.indexOf("America/Cancun")).toBeGreaterThan(0);
    expect(lagos === -1 || lagos > zones.indexOf("America/Cancun")).toBe(true);
    for (const other of ["America/Cancun", "America/Creston", "America/Panama"]) {
      if (zones.includes(other)) expect(zones.indexOf(other)).toBeGreaterThan(0);
    }
  });

  it("an offset lists the zones at that offset now, the best-known first", () => {
    const winter = searchZones("GMT-5", WINTER, 100);
    expect(winter[0]?.zone).toBe("America/New_York");
    expect(winter.every((z) => z.offsetMinutes === -300)).toBe(true);
    expect(winter.map((z) => z.zone)).toContain("America/Bogota");
    // In July New York is at −04:00; −05:00 is Chicago's daylight time.
    const summer = searchZones("-05:00", SUMMER, 100);
    expect(summer[0]?.zone).toBe("America/Chicago");
    expect(summer.map((z) => z.zone)).not.toContain("America/New_York");
    expect(searchZones("UTC−05:00", WINTER, 100)[0]?.zone).toBe("America/New_York");
    const east8 = searchZones("UTC+8", WINTER, 100).map((z) => z.zone);
    expect(east8[0]).toBe("Asia/Shanghai");
    expect(east8.slice(0, 5)).toContain(spelled("Asia/Hong_Kong"));
    expect(east8).toContain("Asia/Singapore");
    expect(searchZones("+08:00", WINTER, 100).map((z) => z.zone)).toEqual(east8);
  });

  it("CST lists US Central first, then China; Central European lists only Central European zones first", () => {
    const cst = searchZones("CST", WINTER, 100).map((z) => z.zone);
    expect(cst[0]).toBe("America/Chicago");
    expect(cst).toContain("Asia/Shanghai");
    const ce = searchZones("Central European", WINTER, 10);
    expect(ce.every((z) => z.offsetMinutes === 60)).toBe(true);
    expect(ce.map((z) => z.zone)).toContain("Europe/Paris");
  });

  it("a city or zone typed in part still finds it, accents and case ignored", () => {
    expect(searchZones("são paulo", WINTER, 100).map((z) => z.zone)).toEqual(["America/Sao_Paulo"]);
    expect(first("new york")).toBe("America/New_York");
    expect(first("buenos")).toBe(spelled("America/Argentina/Buenos_Aires"));
    expect(searchZones("nowhere at all", WINTER, 100)).toEqual([]);
  });

  it("keeps to Slack's limits: at most the limit asked, each label within 75 characters", () => {
    for (const typed of ["", "a", "GMT+1", "Central", "America"]) {
      const found = searchZones(typed, WINTER, 100);
      expect(found.length).toBeLessThanOrEqual(100);
      for (const z of found) expect(z.label.length).toBeLessThanOrEqual(75);
    }
    expect(searchZones("", WINTER, 100)).toHaveLength(100);
    expect(searchZones("America", WINTER, 5)).toHaveLength(5);
  });

  it("never throws on odd input", () => {
    for (const typed of ["+99", "-", "UTC+", "////", "{{x}}", "\u0000", "*".repeat(500), "Etc/Nowhere"]) {
      expect(() => searchZones(typed, WINTER, 100)).not.toThrow();
    }
  });
});
