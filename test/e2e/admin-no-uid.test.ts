/**
 * Issue 10: an admin who does not teach may leave the partner UID empty, in the person form and in a
 * pasted CSV; teachers and students still need one. The admin without a UID then uses the app like
 * any admin (the class list, the people page).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  click,
  expectNoBlockKitRefusals,
  type Harness,
  openAdmin,
  startHarness,
  updatedView,
  viewText,
} from "./harness.js";

const ADMIN = "UADMIN";

let h: Harness;
let teamId: string;
beforeAll(async () => {
  h = await startHarness();
  teamId = h.standin.identity.teamId;
}, 60_000);
afterAll(async () => {
  await h?.close();
});
afterEach(() => {
  expectNoBlockKitRefusals(h.standin);
});

async function peoplePage() {
  const home = await openAdmin(h, ADMIN);
  return click(h, ADMIN, home, "Manage", "admin_people", { near: "People" });
}

describe("admins without a UID", () => {
  it("the person form takes an admin without a UID and refuses a teacher without one", async () => {
    const form = await click(h, ADMIN, await peoplePage(), "Add person", "admin_person_form");
    const teacher = await h.as(ADMIN).submit(form, {
      "Slack user": "UHEAD01",
      "Partner UID": "",
      Name: "Head Teacher",
      Role: "Teacher",
    });
    expect(teacher.responseAction).toBe("errors");
    expect(teacher.errorsByLabel).toEqual({ "Partner UID": "Uid is empty" });

    const admin = await h.as(ADMIN).submit(form, {
      "Slack user": "UHEAD01",
      "Partner UID": "",
      Name: "Head Teacher",
      Role: "Admin",
    });
    expect(admin.responseAction).toBe("update");
    expect(viewText(updatedView(form, admin.view))).toContain("Added Head Teacher.");
    expect(await h.store.people.getBySlackUser(teamId, "UHEAD01")).toMatchObject({
      uid: null,
      role: "admin",
    });
  });

  it("a pasted CSV may leave uid empty for admins only", async () => {
    const form = await click(h, ADMIN, await peoplePage(), "Import CSV", "admin_import");
    const paste = [
      "slack_user,uid,name,account,role",
      "UHEAD02,,Second Head,,admin",
      "UHEAD03,,Third Head,,admin",
      "UTEACH9,,No Uid,,teacher",
    ].join("\n");
    const result = await h.as(ADMIN).submit(form, { "People (CSV)": paste });
    expect(result.responseAction).toBe("update");
    const report = viewText(updatedView(form, result.view));
    expect(report).toMatch(/Line 2: Second Head added as admin/);
    expect(report).toMatch(/Line 3: Third Head added as admin/);
    expect(report).toMatch(/Line 4: .*uid is empty/);
    expect((await h.store.people.list(teamId, { role: "admin" })).map((p) => [p.slackUserId, p.uid])).toEqual(
      expect.arrayContaining([
        ["UHEAD02", null],
        ["UHEAD03", null],
      ]),
    );
    expect(await h.store.people.getBySlackUser(teamId, "UTEACH9")).toBeUndefined();
  });

  it("an admin without a UID sees the people page and the class list", async () => {
    const people = await peoplePage();
    expect(viewText(people)).toContain("Head Teacher");
    const mark = h.standin.calls.length;
    const res = await h.as("UHEAD01").command("/class list");
    expect(res.status).toBe(200);
    const answer = await h.standin.waitFor("response_url", (c) => c.seq >= mark, 5_000);
    expect(String(answer.args.text)).not.toMatch(/error|wrong/i);
  });
});
