/**
 * "The installer becomes the first admin of their school (and the admin Home says so)" (issue 19): the
 * person whose install made them admin is told why on `/class admin` and in Home's admin section, in
 * their language; another admin of the same school is not.
 */
import { describe, expect, it } from "vitest";
import { type Harness, harnessPerFile, viewText, WAIT_MS } from "./harness.js";
import { installApp, type Team, teamClient } from "./oauth-install.js";

let h: Harness;
harnessPerFile({ boot: { oauth: true } }, async (booted) => {
  h = booted;
});

const INSTALLER_LINE = "You installed Classroom, so you are this school's first admin.";
const INSTALLER_LINE_ZH = "Classroom 是你安装的，所以你是这所学校的第一位管理员。";

async function adminHome(team: Team, userId: string): Promise<string> {
  const mark = h.standin.calls.length;
  await teamClient(h, team).as(userId).command("/class admin");
  const view = await h.standin.waitForView({
    callbackId: "admin_home",
    userId,
    sinceSeq: mark,
    timeoutMs: WAIT_MS,
  });
  return viewText(view);
}

async function appHome(team: Team, userId: string): Promise<string> {
  const mark = h.standin.calls.length;
  await teamClient(h, team).as(userId).openHome();
  const published = await h.standin.waitFor(
    "views.publish",
    (c) => c.seq >= mark && c.args.user_id === userId && c.teamId === team.id,
    WAIT_MS,
  );
  return viewText(published.args.view as { blocks?: unknown });
}

describe("the installer is told they are the school's first admin", () => {
  it("on /class admin and Home's admin section; another admin is not", async () => {
    const team = { id: "T0FIRST", name: "First School", domain: "first" };
    expect((await installApp(h, team, "U0INST")).status).toBe(200);
    await h.store.people.upsert(team.id, {
      slackUserId: "U0OTHER",
      displayName: "Other Admin",
      uid: null,
      account: null,
      role: "admin",
    });

    const installer = await adminHome(team, "U0INST");
    expect(installer).toContain(INSTALLER_LINE);
    expect(installer).toContain("Add more admins under People.");
    expect(await appHome(team, "U0INST")).toContain(INSTALLER_LINE);

    expect(await adminHome(team, "U0OTHER")).not.toContain("You installed Classroom");
    expect(await appHome(team, "U0OTHER")).not.toContain("You installed Classroom");
  });

  it("in Simplified Chinese for an installer who reads Chinese", async () => {
    const team = { id: "T0ZHONG", name: "Zhong School", domain: "zhong" };
    expect((await installApp(h, team, "U0ZHINST")).status).toBe(200);
    await h.store.languagePrefs.set(team.id, "U0ZHINST", "zh-CN");
    expect(await adminHome(team, "U0ZHINST")).toContain(INSTALLER_LINE_ZH);
    expect(await appHome(team, "U0ZHINST")).toContain(INSTALLER_LINE_ZH);
  });

  it("a reinstall by someone else while the school has admins does not make them the installer", async () => {
    const team = { id: "T0AGAIN", name: "Again School", domain: "again" };
    await installApp(h, team, "U0ONE");
    await installApp(h, team, "U0TWO");
    expect(await adminHome(team, "U0ONE")).toContain(INSTALLER_LINE);
  });
});
