/**
 * A school is never locked out of its admin pages: the directory refuses to lose its last admin (form,
 * Remove button, CSV), and the users of ADMIN_SLACK_USER_IDS stay admins whatever the directory says.
 * Also: only students need an account; teachers and admins may leave it empty.
 */
import { describe, expect, it } from "vitest";
import { click, type Harness, harnessPerFile, openAdmin, updatedView, viewText } from "./harness.js";

const BREAK_GLASS = "UADMIN";
const HEAD = "UHEAD1";
const LAST_ADMIN =
  "Hana Head is the school's last admin: make someone else admin first, so the school always has one";

let h: Harness;
let teamId: string;
harnessPerFile({ boot: { adminIds: [BREAK_GLASS] } }, async (started) => {
  h = started;
  teamId = h.standin.identity.teamId;
  h.standin.setUserInfo(HEAD, { name: "hana", real_name: "Hana Head" });
  // Members of the workspace that the pasted lists name (the import checks each with Slack).
  for (const id of ["UTEA1", "UADM2", "USTU2", "UTEA3"]) h.standin.setUserInfo(id, {});
});

async function peoplePage(userId: string) {
  const home = await openAdmin(h, userId);
  return click(h, userId, home, "Manage", "admin_people", { near: "People" });
}

describe("accounts", () => {
  it("lets an admin who is in the directory leave the account empty, from the form", async () => {
    const people = await peoplePage(BREAK_GLASS);
    const form = await click(h, BREAK_GLASS, people, "Add person", "admin_person_form");
    const saved = await h.as(BREAK_GLASS).submit(form, {
      "Slack user": HEAD,
      "ClassIn UID": "T-HEAD",
      Name: "Hana Head",
      Role: "Admin",
    });
    expect(saved.responseAction).toBe("update");
    expect(await h.store.people.getBySlackUser(teamId, HEAD)).toMatchObject({ role: "admin", account: null });
  });

  it("refuses a student without an account on the form, saying why", async () => {
    const people = await peoplePage(BREAK_GLASS);
    const form = await click(h, BREAK_GLASS, people, "Add person", "admin_person_form");
    const refused = await h.as(BREAK_GLASS).submit(form, {
      "Slack user": "USTU1",
      "ClassIn UID": "S-1",
      Name: "Sam",
      Role: "Student",
    });
    expect(refused.errorsByLabel).toEqual({
      Account: "The account is empty; students need one for their live link.",
    });
  });

  it("imports teachers and admins without an account, and refuses only the student line", async () => {
    const people = await peoplePage(BREAK_GLASS);
    const form = await click(h, BREAK_GLASS, people, "Import CSV", "admin_import");
    const paste = [
      "slack_user,uid,name,account,role",
      "UTEA1,T-1,Tia Teacher,,teacher",
      "UADM2,T-2,Abe Admin,,admin",
      "USTU2,S-2,Sid Student,,student",
    ].join("\n");
    const result = await h.as(BREAK_GLASS).submit(form, { "People (CSV)": paste });
    const report = viewText(updatedView(form, result.view));
    expect(report).toContain("Tia Teacher added as teacher (line 2)");
    expect(report).toContain("Abe Admin added as admin (line 3)");
    expect(report).toContain(
      "Sid Student: The account is empty; students need one for their live link. (line 4)",
    );
    expect(await h.store.people.getBySlackUser(teamId, "UTEA1")).toMatchObject({ account: null });
    // Abe leaves again so Hana is the only admin of the directory for the next tests.
    await h.store.people.remove(teamId, "UADM2");
  });
});

describe("the last admin", () => {
  it("cannot demote themselves on the form: refused on the Role field", async () => {
    const list = await peoplePage(HEAD);
    const edit = await click(h, HEAD, list, "Edit", "admin_person_form", { value: HEAD });
    const refused = await h.as(HEAD).submit(edit, { Role: "Teacher" });
    expect(refused.errorsByLabel).toEqual({ Role: `${LAST_ADMIN}.` });
    expect((await h.store.people.getBySlackUser(teamId, HEAD))?.role).toBe("admin");
  });

  it("cannot be removed with the Remove button", async () => {
    const list = await peoplePage(HEAD);
    const after = await click(h, HEAD, list, "Remove", "admin_people", { value: HEAD });
    expect(viewText(after)).toContain(`${LAST_ADMIN}.`);
    expect(await h.store.people.getBySlackUser(teamId, HEAD)).toBeDefined();
  });

  it("cannot be demoted by a CSV line; the other lines still apply", async () => {
    const people = await peoplePage(HEAD);
    const form = await click(h, HEAD, people, "Import CSV", "admin_import");
    const paste = [
      "slack_user,uid,name,account,role",
      `${HEAD},T-HEAD,Hana Head,,teacher`,
      "UTEA3,T-3,Tom,,teacher",
    ].join("\n");
    const result = await h.as(HEAD).submit(form, { "People (CSV)": paste });
    const report = viewText(updatedView(form, result.view));
    expect(report).toContain(
      "Hana Head: not changed, the school would have no admin left; make someone else admin first (line 2)",
    );
    expect(report).toContain("Tom added as teacher (line 3)");
    expect((await h.store.people.getBySlackUser(teamId, HEAD))?.role).toBe("admin");
  });

  it("may step down once someone else is admin", async () => {
    const people = await peoplePage(HEAD);
    const form = await click(h, HEAD, people, "Import CSV", "admin_import");
    const paste = [
      "slack_user,uid,name,account,role",
      "UTEA3,T-3,Tom,,admin",
      `${HEAD},T-HEAD,Hana Head,,teacher`,
    ].join("\n");
    const result = await h.as(HEAD).submit(form, { "People (CSV)": paste });
    const report = viewText(updatedView(form, result.view));
    expect(report).toContain("Hana Head updated as teacher (line 3)");
    expect((await h.store.people.getBySlackUser(teamId, HEAD))?.role).toBe("teacher");
  });
});

describe("ADMIN_SLACK_USER_IDS", () => {
  it("stay admins even when the directory lists them otherwise (the break-glass path)", async () => {
    await h.store.people.upsert(teamId, {
      slackUserId: BREAK_GLASS,
      uid: "S-GLASS",
      displayName: "Ops",
      account: "ops",
      role: "student",
    });
    const home = await openAdmin(h, BREAK_GLASS);
    expect(viewText(home)).toContain("School connection");
  });
});
