/**
 * The same admin flow on PostgreSQL (the scale-out store): runs when TEST_DATABASE_URL is set,
 * in a fresh schema dropped afterwards.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SECRET } from "../../src/sandbox/index.js";
import { ADA, ADMIN, BEN, PHYSICS } from "../support/cast.js";
import {
  click,
  everythingSentToSlack,
  expectNoBlockKitRefusals,
  type Harness,
  openAdmin,
  PG_URL,
  startHarness,
  updatedView,
  viewText,
} from "./harness.js";

if (!PG_URL) console.warn("e2e on PostgreSQL skipped: TEST_DATABASE_URL not set");

describe.skipIf(!PG_URL)("admin flow on PostgreSQL", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ postgresUrl: PG_URL });
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });
  afterEach(() => {
    expectNoBlockKitRefusals(h.standin);
  });

  it("connects the school, tests it, adds a teacher and a course", async () => {
    const teamId = h.standin.identity.teamId;
    expect(h.store.engine).toBe("postgres");
    const home = await openAdmin(h, ADMIN);
    const form = await click(h, ADMIN, home, "Open", "admin_connection", { near: "School connection" });
    const saved = await h.as(ADMIN).submit(form, { "School SECRET": DEMO_SECRET });
    expect(saved.responseAction).toBe("update");
    const tested = await click(
      h,
      ADMIN,
      updatedView(form, saved.view),
      "Test connection",
      "admin_connection",
    );
    expect(viewText(tested)).toContain("Connection works");

    // Members of the workspace (the import checks each with Slack).
    for (const p of [ADA, BEN]) h.standin.setUserInfo(p.slackUserId, {});
    const people = await click(h, ADMIN, await openAdmin(h, ADMIN), "Manage", "admin_people", {
      near: "People",
    });
    const import_ = await click(h, ADMIN, people, "Import CSV", "admin_import");
    const report = await h.as(ADMIN).submit(import_, {
      "People (CSV)": `${ADA.slackUserId},${ADA.uid},${ADA.displayName},${ADA.account},teacher\n${BEN.slackUserId},${BEN.uid},Ben,137,pupil`,
    });
    expect(viewText(updatedView(import_, report.view))).toContain("Imported 1 person; 1 line needs fixing.");

    const courses = await click(h, ADMIN, await openAdmin(h, ADMIN), "Manage", "admin_courses", {
      near: "Courses",
    });
    const courseForm = await click(
      h,
      ADMIN,
      courses,
      "Register an existing course by ID",
      "admin_course_form",
    );
    const added = await h.as(ADMIN).submit(courseForm, {
      "Course ID": String(PHYSICS.courseId),
      Name: PHYSICS.name,
      "Allowed teachers": [ADA.slackUserId],
    });
    expect(added.responseAction).toBe("update");
    expect(await h.store.courses.get(teamId, 5002)).toMatchObject({
      name: "Physics",
      teacherUids: ["T-ADA"],
    });
    expect(everythingSentToSlack(h.standin)).not.toContain(DEMO_SECRET);
  });
});
