/**
 * Issue 29 §4: in the school settings' time zone menu, an admin types the name they use for their
 * zone — a region, an abbreviation, a country, a Chinese city, an old IANA link, an offset — and the
 * right zone is offered first, through Slack's options request, within Slack's options limits; the
 * zone offered is the one saved.
 */
import { expect, it } from "vitest";
import { schoolSettings } from "../../src/classes/school-settings.js";
import { ADMIN } from "../support/cast.js";
import { click, type Harness, harnessPerFile, openAdmin } from "./harness.js";
import { connectedSchool } from "./school.js";

let h: Harness;
let teamId: string;
harnessPerFile(async (started) => {
  h = started;
  teamId = (await connectedSchool(h)).teamId;
});

/** The runtime's spelling of a zone (Node 20 lists Asia/Calcutta, later ones Asia/Kolkata). */
const spelled = (zone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;

it("the names people use offer the right zone first, and the first offered is what is saved", async () => {
  const home = await openAdmin(h, ADMIN);
  const form = await click(h, ADMIN, home, "Set time zone", "admin_settings");
  const offered = (typed: string) => h.as(ADMIN).suggest(form, "School time zone", typed);

  const expected: [string, string][] = [
    ["Eastern", "America/New_York"],
    ["EST", "America/New_York"],
    ["US/Eastern", "America/New_York"],
    ["Pacific", "America/Los_Angeles"],
    ["Central European", "Europe/Berlin"],
    ["CET", "Europe/Berlin"],
    ["Beijing", "Asia/Shanghai"],
    ["China", "Asia/Shanghai"],
    ["北京", "Asia/Shanghai"],
    ["上海", "Asia/Shanghai"],
    ["UTC+8", "Asia/Shanghai"],
    ["India", "Asia/Kolkata"],
    ["Tokyo", "Asia/Tokyo"],
    ["London", "Europe/London"],
  ];
  for (const [typed, zone] of expected) {
    const options = await offered(typed);
    expect({ typed, first: options[0]?.value }).toEqual({ typed, first: spelled(zone) });
  }

  // An offset lists the zones at that offset now, each option within Slack's limits.
  const west5 = await offered("GMT-5");
  expect(west5.length).toBeGreaterThan(3);
  expect(west5.length).toBeLessThanOrEqual(100);
  for (const o of west5) {
    expect(o.text).toMatch(/^\(UTC−05:00\) /);
    expect(o.text.length).toBeLessThanOrEqual(75);
  }
  expect(await offered("")).toHaveLength(100);

  // "Beijing time" offers one zone; picking it is what the school keeps.
  const saved = await h.as(ADMIN).submit(form, { "School time zone": "Beijing time" });
  expect(saved.responseAction).toBe("update");
  expect(schoolSettings(await h.store.workspaces.get(teamId)).timeZone).toBe("Asia/Shanghai");
});
