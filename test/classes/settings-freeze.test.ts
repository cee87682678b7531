/** When a class's settings stop being changeable: 20 minutes before its start, in session, after its end. */
import { describe, expect, it } from "vitest";
import { SETTINGS_FROZEN_MINUTES, settingsLockedReason } from "../../src/classes/settings-freeze.js";

const cls = { beginTime: 10_000, endTime: 13_600 };

describe("settingsLockedReason", () => {
  it("is open until 20 minutes before the start, then frozen, in session, over", () => {
    expect(SETTINGS_FROZEN_MINUTES).toBe(20);
    expect(settingsLockedReason(cls, 10_000 - 20 * 60 - 1)).toBeNull();
    expect(settingsLockedReason(cls, 10_000 - 20 * 60)).toBe("frozen");
    expect(settingsLockedReason(cls, 9_999)).toBe("frozen");
    expect(settingsLockedReason(cls, 10_000)).toBe("in-session");
    expect(settingsLockedReason(cls, 13_599)).toBe("in-session");
    expect(settingsLockedReason(cls, 13_600)).toBe("over");
  });
});
