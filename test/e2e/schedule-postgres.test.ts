/** Scheduling on PostgreSQL: a series stored once with its series id, and a resubmit makes nothing new. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SID } from "../../src/sandbox/index.js";
import { ADA, ALGEBRA } from "../support/cast.js";
import { seedSchool } from "../support/school.js";
import { type Harness, openScheduleForm, PG_URL, startHarness, WAIT_MS } from "./harness.js";

if (!PG_URL) console.warn("scheduling on PostgreSQL skipped: TEST_DATABASE_URL not set");

const TEACHER = ADA.slackUserId;

describe.skipIf(!PG_URL)("scheduling on PostgreSQL", () => {
  let h: Harness;
  let teamId: string;
  beforeAll(async () => {
    h = await startHarness({ postgresUrl: PG_URL });
    teamId = h.standin.identity.teamId;
    await h.store.workspaces.upsert({ teamId });
    h.standin.setUserInfo(TEACHER, { name: "ada", real_name: ADA.displayName, tz: "Asia/Tokyo" });
    await seedSchool(h.store, teamId, { people: [ADA], courses: [ALGEBRA] });
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  it("stores a 3-week series once, even when the form is submitted twice", async () => {
    const shown = await openScheduleForm(h, TEACHER, "Algebra every tue fri 10:00 50m for 3 weeks");
    let mark = h.standin.calls.length;
    await h.as(TEACHER).submit(shown, {});
    await h.standin.waitFor("views.publish", (c) => c.seq >= mark && c.args.user_id === TEACHER, WAIT_MS);
    mark = h.standin.calls.length;
    await h.as(TEACHER).submit(shown, {});
    await h.standin.waitFor("views.publish", (c) => c.seq >= mark && c.args.user_id === TEACHER, WAIT_MS);
    const classes = await h.store.classes.listUpcoming(teamId);
    expect(classes).toHaveLength(6);
    expect(new Set(classes.map((c) => c.seriesId)).size).toBe(1);
    expect(h.sandbox.state(DEMO_SID).classes).toHaveLength(6);
  });
});
