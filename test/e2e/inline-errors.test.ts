/**
 * Inline errors (`response_action: "errors"`) are what a person reads next to a field: full sentences,
 * a capital letter first and a full stop last, whichever form refused.
 */
import { describe, expect, it } from "vitest";
import { ADA } from "../support/cast.js";
import { makeClass } from "../support/school.js";
import { classWorkPerFile, DAY, h, now, w } from "./class-work.js";
import { openByCommand, openScheduleForm } from "./harness.js";

classWorkPerFile();

function expectSentences(errors: Record<string, string>): void {
  expect(Object.keys(errors).length).toBeGreaterThan(0);
  for (const [field, error] of Object.entries(errors)) {
    expect(error, field).toMatch(/^[A-Z0-9“"]/);
    expect(error, field).toMatch(/[.!?]$/);
    expect(error, field).not.toContain("<@");
  }
}

describe("inline errors", () => {
  it("the schedule form's are sentences", async () => {
    const form = await openScheduleForm(h, ADA.slackUserId, "Algebra tomorrow 5pm");
    const result = await h.as(ADA.slackUserId).submit(form, {
      "Class name": "x".repeat(60),
      "Duration (minutes)": 10,
      "Seats on stage": 7,
      HD: "HD",
      "Recording and entry": ["Live broadcast"],
    });
    expect(result.responseAction).toBe("errors");
    expectSentences(result.errorsByLabel);
  });

  it("the move form's are sentences", async () => {
    const cls = await makeClass(w, { name: "Algebra to move", beginTime: now() + 3 * DAY });
    const modal = await openByCommand(h, ADA.slackUserId, `move ${cls.classId}`, "class_modal_move");
    const result = await h.as(ADA.slackUserId).submit(modal, { "Duration (minutes)": "0" });
    expect(result.responseAction).toBe("errors");
    expectSentences(result.errorsByLabel);
  });
});
