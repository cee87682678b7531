/**
 * `npm run demo -- --workspaces 2` (issue 19): two schools install one deployment through the real
 * OAuth endpoints, each works on its own, and the one that uninstalls is erased while the other is not.
 */
import { describe, expect, it } from "vitest";
import { runWorkspacesDemo } from "../../src/demo/workspaces.js";

describe("demo --workspaces 2", () => {
  it("installs two schools, schedules in both, erases the one that leaves and leaves the other untouched", async () => {
    let out = "";
    await runWorkspacesDemo({
      write: (text) => {
        out += text;
      },
    });
    expect(out).toContain("Classroom is installed in Hill School You are the first admin of your school.");
    expect(out).toContain("Classroom is installed in Dale School You are the first admin of your school.");
    // Each student's link comes from their own school's Slack, in their own DM.
    expect(out).toMatch(/At Hill School[\s\S]*@ben gets a DM[\s\S]*You are in a class[\s\S]*At Dale School/);
    expect(out).toMatch(/At Dale School[\s\S]*@lilei gets a DM[\s\S]*You are in a class[\s\S]*uninstalls/);
    expect(out).toContain("Dale School holds 0 people, 0 classes, no connection, no bot token");
    expect(out.slice(out.indexOf("The app erases Dale School"))).toContain(
      "Hill School holds 3 people, 1 class, a connection, a bot token",
    );
    expect(out).toMatch(/keeps one audit line: "app_uninstalled: erased /);
    // A reinstall starts clean: only the installer, as the first admin again.
    expect(out).toContain(
      "Dale School starts clean: it holds 1 person, 0 classes, no connection, a bot token",
    );
    // Hill's teacher still lists her class after Dale left.
    expect(out.slice(out.indexOf("Hill School carries on"))).toContain("Algebra");
  }, 90_000);
});
