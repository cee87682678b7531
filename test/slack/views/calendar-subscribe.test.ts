/**
 * "Subscribe" beside the calendar file (issue 30): the feed's webcal:// and https:// addresses with
 * "New address", or, without PUBLIC_URL, what an admin must set / that the school has not set it up;
 * the out-of-date lines of a move or cancel DM. Both languages.
 */
import { describe, expect, it } from "vitest";
import { translator } from "../../../src/i18n/index.js";
import {
  calendarOutOfDate,
  feedAddresses,
  subscribeMessage,
} from "../../../src/slack/lib/blocks/calendar.js";
import { ActionId } from "../../../src/slack/lib/ids.js";

const ADDRESS = "https://classroom.example.com/calendar/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG.ics";

describe("Subscribe", () => {
  it.each(["en", "zh-CN"] as const)("%s: both addresses and New address", (locale) => {
    const t = translator(locale);
    const message = subscribeMessage({ https: ADDRESS }, t);
    const shown = JSON.stringify(message.blocks);
    expect(shown).toContain(ADDRESS);
    expect(shown).toContain(feedAddresses(ADDRESS).webcal);
    expect(feedAddresses(ADDRESS).webcal.startsWith("webcal://classroom.example.com/")).toBe(true);
    expect(shown).toContain(ActionId.calendarNewAddress);
    expect(message.text).toContain(ADDRESS);
    expect(shown).toMatch(/Google.*Outlook.*Apple/);
  });

  it("without PUBLIC_URL: an admin is told what to set, others that it is not set up", () => {
    const t = translator("en");
    const admin = subscribeMessage({ admin: true }, t);
    expect(admin.text).toContain("PUBLIC_URL");
    const student = subscribeMessage({ admin: false }, t);
    expect(student.text).not.toContain("PUBLIC_URL");
    expect(student.text).toContain("not set up for your school");
    expect(JSON.stringify(student.blocks)).not.toContain(ActionId.calendarNewAddress);
  });

  it("a moved class's DM offers a new file; a cancelled one says the file still shows it", () => {
    const t = translator("en");
    const moved = JSON.stringify(calendarOutOfDate(t, 42));
    expect(moved).toContain("still shows the old time");
    expect(moved).toContain(ActionId.calendarAdd);
    const cancelled = JSON.stringify(calendarOutOfDate(t, null));
    expect(cancelled).toContain("still shows this class");
    expect(cancelled).not.toContain(ActionId.calendarAdd);
  });
});
