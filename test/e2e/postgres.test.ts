/**
 * The same admin flow on PostgreSQL (the scale-out store): runs when TEST_DATABASE_URL is set,
 * in a fresh schema dropped afterwards.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SECRET } from "../../src/sandbox/index.js";
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
    const home = await openAdmin(h, "UADMIN");
    const form = await click(h, "UADMIN", home, "Open", "admin_connection", { near: "School connection" });
    const saved = await h.as("UADMIN").submit(form, { "School SECRET": DEMO_SECRET });
    expect(saved.responseAction).toBe("update");
    const tested = await click(
      h,
      "UADMIN",
      updatedView(form, saved.view),
      "Test connection",
      "admin_connection",
    );
    expect(viewText(tested)).toContain("Connection works");

    const people = await click(h, "UADMIN", await openAdmin(h, "UADMIN"), "Manage", "admin_people", {
      near: "People",
    });
    const import_ = await click(h, "UADMIN", people, "Import CSV", "admin_import");
    const report = await h.as("UADMIN").submit(import_, {
      "People (CSV)": "UTEACH1,T-ADA,Ada Lovelace,13800000001,teacher\nUSTUD1,S-1001,Ben,137,pupil",
    });
    expect(viewText(updatedView(import_, report.view))).toContain("Imported 1 person; 1 line needs fixing.");

    const courses = await click(h, "UADMIN", await openAdmin(h, "UADMIN"), "Manage", "admin_courses", {
      near: "Courses",
    });
    const courseForm = await click(h, "UADMIN", courses, "Add course", "admin_course_form");
    const added = await h.as("UADMIN").submit(courseForm, {
      "Course ID": "5002",
      Name: "Physics",
      "Allowed teachers": ["Ada Lovelace"],
    });
    expect(added.responseAction).toBe("update");
    expect(await h.store.courses.get(teamId, 5002)).toMatchObject({
      name: "Physics",
      teacherUids: ["T-ADA"],
    });
    expect(everythingSentToSlack(h.standin)).not.toContain(DEMO_SECRET);
  });
});
