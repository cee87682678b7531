/**
 * The Class events page (issue 32 §1) where the e2e tests do not reach: without PUBLIC_URL (or in
 * Socket Mode) it says what to set and offers no New address; before the school is connected it asks
 * for that first; in Chinese it reads in Chinese; the type names the service sent are escaped.
 */
import { describe, expect, it } from "vitest";
import type { ClassEventsState } from "../../../src/classes/events/status.js";
import { translator } from "../../../src/i18n/index.js";
import { classEventsPageView } from "../../../src/slack/features/admin/events/view.js";
import { buttons, shownText, viewProblems } from "./view-reader.js";

const state = (over: Partial<ClassEventsState> = {}): ClassEventsState => ({
  sid: "1000082",
  address: "https://classroom.example.org/class-events/abc",
  testedAt: null,
  lastAt: null,
  lastDay: {},
  ...over,
});

describe("the Class events page", () => {
  it("without an address: says to set PUBLIC_URL and HTTP mode, offers no New address", () => {
    const view = classEventsPageView({ state: state({ address: null }), t: translator("en") });
    const text = shownText(view);
    expect(text).toContain("set PUBLIC_URL");
    expect(text).toContain("Socket Mode");
    expect(buttons(view).map((b) => b.text)).not.toContain("New address");
    expect(text).not.toContain("/class-events/");
  });

  it("before the school is connected: asks for the connection instead of the steps", () => {
    const text = shownText(classEventsPageView({ state: state({ sid: null }), t: translator("en") }));
    expect(text).toContain("Connect the school first");
    expect(text).not.toContain("data subscription");
  });

  it("reads in Chinese, with the type names the service sent escaped", () => {
    const view = classEventsPageView({
      state: state({ testedAt: 1_900_000_000, lastAt: 1_900_000_100, lastDay: { "<!channel>`x": 2 } }),
      t: translator("zh-CN"),
    });
    expect(viewProblems(view)).toEqual([]);
    expect(buttons(view).find((b) => b.text === "新地址")?.confirm).toBe(true);
    const text = shownText(view);
    expect(text).toContain("本校的地址");
    expect(text).toContain("已连接");
    expect(text).not.toContain("<!channel>");
  });
});
