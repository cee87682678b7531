/**
 * The partner's words stay out of sight: what people read says what happened in plain words (the
 * class, the course, the class service), never an operation name, an errno or the school's SID.
 * The logs keep the technical details.
 */
import { describe, expect, it } from "vitest";
import { ADA, ADMIN } from "../support/cast.js";
import type { ClassWorld } from "../support/school.js";
import {
  click,
  type Harness,
  harnessPerFile,
  openAdmin,
  openScheduleForm,
  viewText,
  WAIT_MS,
} from "./harness.js";
import { connectedSchool } from "./school.js";

let h: Harness;
let w: ClassWorld;
harnessPerFile(async (started) => {
  h = started;
  w = await connectedSchool(h);
  // Registered here, unknown to the class service: scheduling in it is refused (147).
  await h.store.courses.add(w.teamId, { courseId: 5999, name: "Ghost course", teacherUids: [ADA.uid] });
});

/** Operation names, error codes and the SID, as they would leak. */
const PARTNER_WORDS =
  /getCloudList|addCourseClass|addClassStudentMultiple|setClassVideoMultiple|addClassLabels|modifyClassSeatNum|errno|error \d|code \d|\b147\b|SID|1000001|Partner call/;

describe("the partner's words", () => {
  it("a refused scheduling reads as what happened, in the form and in the audit log", async () => {
    const form = await openScheduleForm(h, ADA.slackUserId, "Ghost lesson tomorrow 5pm");
    const mark = h.standin.calls.length;
    const result = await h.as(ADA.slackUserId).submit(form, { Course: "Ghost course" });
    expect(result.errors).toEqual({});
    const shown = await h.standin.waitFor(
      "views.update",
      (c) =>
        c.seq >= mark &&
        c.args.view_id === form.id &&
        JSON.stringify(c.args).includes("Nothing was scheduled"),
      WAIT_MS,
    );
    expect(viewText(shown.args.view as { blocks?: unknown })).not.toMatch(PARTNER_WORDS);
    await h.app.partners.flushAudit();

    const home = await openAdmin(h, ADMIN);
    const audit = await click(h, ADMIN, home, "View", "admin_audit", { near: "Audit log" });
    const text = viewText(audit);
    expect(text).toContain("Scheduling Ghost lesson: the course does not exist at ClassIn");
    expect(text).toContain("Reading the school's cloud folder");
    expect(text).toContain("Connected the school");
    expect(text).not.toMatch(PARTNER_WORDS);
  });
});
