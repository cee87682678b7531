/**
 * The admin's App Home: the connection state and every upcoming class of the school; and Homes that
 * follow the admin changes that show on them (the connection, a person's role).
 */
import { describe, expect, it } from "vitest";
import { DEMO_SECRET, DEMO_SID } from "../../src/sandbox/index.js";
import { click, type Harness, harnessPerFile, openAdmin, viewText, WAIT_MS } from "./harness.js";

const ADMIN = "UADMIN";
const NEWCOMER = "UNEWBIE1";

let h: Harness;
let teamId: string;
harnessPerFile({ boot: { seedConnection: false } }, async (started) => {
  h = started;
  teamId = h.standin.identity.teamId;
  h.standin.setUserInfo(NEWCOMER, { name: "nia", real_name: "Nia Newcomer" });
});

/** The next Home the app publishes for `userId` after `mark`, as text. */
async function publishedHome(userId: string, mark: number): Promise<string> {
  const call = await h.standin.waitFor(
    "views.publish",
    (c) => c.seq >= mark && c.args.user_id === userId,
    WAIT_MS,
  );
  return viewText(call.args.view as Record<string, unknown>);
}

describe("the admin's Home", () => {
  it("says the school is not connected, and is published again once the admin saves the connection", async () => {
    let mark = h.standin.calls.length;
    await h.as(ADMIN).openHome();
    expect(await publishedHome(ADMIN, mark)).toContain("The school is not connected yet");

    const home = await openAdmin(h, ADMIN);
    const form = await click(h, ADMIN, home, "Open", "admin_connection", { near: "School connection" });
    mark = h.standin.calls.length;
    const saved = await h.as(ADMIN).submit(form, {
      "Base URL": h.sandbox.url,
      "School ID (SID)": DEMO_SID,
      "School SECRET": DEMO_SECRET,
    });
    expect(saved.responseAction).toBe("update");
    const after = await publishedHome(ADMIN, mark);
    expect(after).not.toContain("not connected yet");
    expect(after).toContain("School connection, courses, people");
  });

  it("lists every upcoming class of the school, whoever teaches it", async () => {
    await h.store.courses.add(teamId, { courseId: 7001, name: "Chemistry", teacherUids: [] });
    const begin = Math.floor(Date.now() / 1000) + 86_400;
    for (const [classId, name, teacherUid] of [
      [88001, "Acids", "T-ONE"],
      [88002, "Bases", "T-TWO"],
    ] as const) {
      await h.store.classes.create(teamId, {
        classId,
        courseId: 7001,
        name,
        beginTime: begin + classId,
        endTime: begin + classId + 3600,
        teacherUid,
        createdBy: "USOMEONE",
      });
    }
    const mark = h.standin.calls.length;
    await h.as(ADMIN).openHome();
    const text = await publishedHome(ADMIN, mark);
    expect(text).toContain("Upcoming classes of the school");
    expect(text).toContain("Acids");
    expect(text).toContain("Bases");
  });
});

describe("a person's Home after the admin changes them", () => {
  it("is published again when the admin adds them to the directory as a student", async () => {
    let mark = h.standin.calls.length;
    await h.as(NEWCOMER).openHome();
    expect(await publishedHome(NEWCOMER, mark)).toContain("not in the school directory yet");

    const home = await openAdmin(h, ADMIN);
    const people = await click(h, ADMIN, home, "Manage", "admin_people", { near: "People" });
    const form = await click(h, ADMIN, people, "Add person", "admin_person_form");
    mark = h.standin.calls.length;
    const saved = await h.as(ADMIN).submit(form, {
      "Slack user": NEWCOMER,
      "ClassIn UID": "S-NIA",
      Name: "Nia Newcomer",
      Account: "13800000099",
      Role: "Student",
    });
    expect(saved.responseAction).toBe("update");
    const after = await publishedHome(NEWCOMER, mark);
    expect(after).not.toContain("not in the school directory yet");
    expect(after).toContain("You get a message with your live link");
  });
});
