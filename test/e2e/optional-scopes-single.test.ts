/**
 * Optional scopes in single-workspace mode (issue 31 §5): the scopes are those Slack names for
 * SLACK_BOT_TOKEN when the app starts (auth.test's x-oauth-scopes). A token without users:read.email
 * gets the import form's sentence at open and the field's refusal; the rest of the app answers.
 */
import { describe, expect, it } from "vitest";
import { STANDIN_APP_SCOPES } from "../../src/slack-standin/scopes.js";
import { ADMIN, CAST } from "../support/cast.js";
import { click, type Harness, harnessPerFile, openAdmin, viewText } from "./harness.js";
import { connectedSchool } from "./school.js";

let h: Harness;
harnessPerFile(
  { boot: { standin: { botScopes: STANDIN_APP_SCOPES.filter((s) => s !== "users:read.email") } } },
  async (started) => {
    h = started;
    await connectedSchool(h, { people: [...CAST] });
  },
);

describe("a single workspace whose token lacks users:read.email", () => {
  it("the import form says so at open and refuses a list by e-mail on its field", async () => {
    const home = await openAdmin(h, ADMIN);
    const form = await click(h, ADMIN, home, "Import", "admin_import", { near: "Import people" });
    expect(viewText(form)).toContain("needs the permission to read members' e-mail addresses");
    h.standin.setUserInfo("U0QIN", { real_name: "Qin Qi", email: "qin@school.example" });
    const sent = await h
      .as(ADMIN)
      .submit(form, { "People (CSV)": "name,email,role,uid\nQin Qi,qin@school.example,student,S-QIN" });
    expect(sent.errors.import_csv).toContain("a workspace admin can grant it by installing the app again");
    expect(h.standin.callsTo("users.lookupByEmail")).toEqual([]);
  });
});
