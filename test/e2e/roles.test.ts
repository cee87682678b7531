/**
 * What each role meets: refusals that are polite, private and change nothing; help that lists only
 * what the caller may do; the class list; the App Home tab; the "Schedule a class" shortcut.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { RecordedCall } from "../../src/slack-standin/index.js";
import { ADA, ADMIN, ALGEBRA, BEN } from "../support/cast.js";
import { seedSchool } from "../support/school.js";
import {
  click,
  expectNoBlockKitRefusals,
  type Harness,
  openAdmin,
  settled,
  startHarness,
  viewAfter,
  viewText,
  WAIT_MS,
} from "./harness.js";
import { connectedSchool } from "./school.js";

const TEACHER = ADA.slackUserId;
const STUDENT = BEN.slackUserId;
const STRANGER = "USTRANGE";

let h: Harness;
let teamId: string;
beforeAll(async () => {
  h = await startHarness();
  teamId = h.standin.identity.teamId;
  // First contact connects the workspace from the configuration (an audited change) before the tests.
  await connectedSchool(h, { people: [ADA, BEN], courses: [] });
}, 60_000);
afterAll(async () => {
  await h?.close();
});
afterEach(() => {
  expectNoBlockKitRefusals(h.standin);
});

/** Runs `/class <text>` and resolves with the private reply posted to the command's response URL. */
async function reply(userId: string, text: string): Promise<{ reply: RecordedCall; calls: RecordedCall[] }> {
  const mark = h.standin.calls.length;
  const res = await h.as(userId).command(`/class ${text}`);
  expect(res.status).toBe(200);
  const answer = await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
  return { reply: answer, calls: h.standin.calls.slice(mark) };
}

const textOf = (call: RecordedCall) => `${String(call.args.text)}\n${JSON.stringify(call.args.blocks ?? [])}`;

describe("refusals", () => {
  it("a student running /class admin is told politely, privately, and nothing opens", async () => {
    const auditBefore = (await h.store.audit.latest(teamId, 1000)).length;
    const { reply: answer, calls } = await reply(STUDENT, "admin");
    expect(answer.args.response_type).toBe("ephemeral");
    expect(answer.args.text).toBe(
      "Sorry, only admins can open the school admin settings. Ask an admin of your school if you need this.",
    );
    // Let any stray work finish, then check nothing else happened.
    await settled(h);
    const after = h.standin.calls.slice(calls[0]?.seq ?? 0).map((c) => c.method);
    expect(after.filter((m) => m.startsWith("views."))).toEqual([]);
    expect((await h.store.audit.latest(teamId, 1000)).length).toBe(auditBefore);
  });

  it("someone not in the directory is told to ask an admin", async () => {
    const { reply: answer } = await reply(STRANGER, "list");
    expect(answer.args.text).toMatch(/not in the school directory yet.*Ask an admin/);
  });

  it("schedule is refused to students and opens the form for teachers", async () => {
    const refused = await reply(STUDENT, "schedule Algebra tomorrow 5pm");
    expect(refused.reply.args.text).toBe(
      "Sorry, only teachers and admins can schedule classes. Ask an admin of your school if you need this.",
    );
    // The scheduling modal opens (its content depends on the teacher's courses; see schedule.test.ts).
    const form = await viewAfter(h, { userId: TEACHER }, () =>
      h.as(TEACHER).command("/class schedule Algebra tomorrow 5pm"),
    );
    expect(form.title).toMatchObject({ text: "Schedule a class" });
  });

  it("admins may use every teacher subcommand (the head teacher is often the admin)", async () => {
    const form = await viewAfter(h, { userId: ADMIN }, () => h.as(ADMIN).command("/class schedule"));
    expect(form.title).toMatchObject({ text: "Schedule a class" });
    for (const word of ["students", "video", "seats", "labels", "rate", "files"]) {
      const at = h.standin.calls.length;
      expect((await h.as(ADMIN).command(`/class ${word}`)).status).toBe(200);
      // Each opens its modal (a class picker) or answers privately; none is a refusal.
      const answer = await h.standin.waitFor(["views.open", "response_url"], (c) => c.seq >= at, WAIT_MS);
      expect({ word, answer: JSON.stringify(answer.args) }).not.toMatchObject({
        answer: expect.stringMatching(/Sorry, only/),
      });
    }
  });
});

describe("admin buttons and forms used by someone else", () => {
  it("a teacher clicking Remove on an admin page is refused by DM and nobody is removed", async () => {
    const home = await openAdmin(h, ADMIN);
    const people = await click(h, ADMIN, home, "Manage", "admin_people", { near: "People" });
    const mark = h.standin.calls.length;
    const res = await h.as(TEACHER).clickButton(people, "Remove", { value: STUDENT });
    expect(res.status).toBe(200);
    const dm = await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.args.channel === TEACHER,
      WAIT_MS,
    );
    expect(dm.args.text).toBe(
      "Sorry, only admins can open the school admin settings. Ask an admin of your school if you need this.",
    );
    expect(h.standin.calls.slice(mark).filter((c) => c.method.startsWith("views."))).toEqual([]);
    expect(await h.store.people.getBySlackUser(teamId, STUDENT)).toBeDefined();
  });

  it("a student submitting an admin form saves nothing", async () => {
    const home = await openAdmin(h, ADMIN);
    const people = await click(h, ADMIN, home, "Manage", "admin_people", { near: "People" });
    const form = await click(h, ADMIN, people, "Add person", "admin_person_form");
    const result = await h.as(STUDENT).submit(form, {
      "Slack user": STUDENT,
      "ClassIn UID": BEN.uid,
      Name: BEN.displayName,
      Account: BEN.account,
      Role: "Admin",
    });
    expect(result.status).toBe(200);
    expect(result.responseAction).toBeUndefined();
    expect((await h.store.people.getBySlackUser(teamId, STUDENT))?.role).toBe("student");
  });
});

describe("/class help", () => {
  it("lists only what each role may use", async () => {
    const admin = textOf((await reply(ADMIN, "help")).reply);
    const teacher = textOf((await reply(TEACHER, "help")).reply);
    const student = textOf((await reply(STUDENT, "")).reply);
    const stranger = textOf((await reply(STRANGER, "help")).reply);
    expect(admin).toContain("/class admin");
    expect(admin).toContain("/class schedule");
    expect(teacher).toContain("/class schedule");
    expect(teacher).not.toContain("/class admin");
    expect(student).toContain("/class my");
    expect(student).not.toContain("/class schedule");
    expect(student).not.toContain("/class admin");
    expect(stranger).toContain("not in the school directory");
    expect(stranger).not.toContain("/class list");
  });

  it("an unknown subcommand lists the caller's words instead of failing", async () => {
    const { reply: answer } = await reply(TEACHER, "frobnicate now");
    expect(textOf(answer)).toContain("I didn't understand `frobnicate`");
    expect(textOf(answer)).toContain("/class schedule");
    expect(textOf(answer)).not.toContain("/class admin");
  });
});

describe("/class list", () => {
  it("shows upcoming classes by role: admins all, teachers theirs, students theirs", async () => {
    const empty = await reply(STUDENT, "list");
    expect(empty.reply.args.text).toBe(
      "You have no upcoming classes. You will get a message when a teacher adds you to one.",
    );
    await seedSchool(h.store, teamId, { people: [], courses: [ALGEBRA] });
    const begin = Math.floor(Date.now() / 1000) + 86_400;
    await h.store.classes.create(teamId, {
      classId: 77001,
      courseId: ALGEBRA.courseId,
      name: "Fractions",
      beginTime: begin,
      endTime: begin + 2700,
      teacherUid: ADA.uid,
      seatNum: 6,
      record: true,
      createdBy: TEACHER,
    });
    await h.store.enrolments.add(teamId, 77001, [{ uid: BEN.uid, name: BEN.displayName }], TEACHER);

    const all = textOf((await reply(ADMIN, "list")).reply);
    expect(all).toContain("Upcoming classes of the school");
    expect(all).toContain("*Fractions* · Algebra I");
    expect(all).toContain(`<!date^${begin}^`);
    expect(all).toContain(`(45 min) · <@${TEACHER}> · 6 seats · recorded`);
    expect(textOf((await reply(TEACHER, "list")).reply)).toContain("Classes you teach");
    const mine = textOf((await reply(STUDENT, "list")).reply);
    expect(mine).toContain("Your classes");
    expect(mine).toContain("*Fractions*");
  });
});

describe("App Home", () => {
  it("is published on app_home_opened, with the admin button for admins only", async () => {
    const mark = h.standin.calls.length;
    await h.as(ADMIN).openHome();
    await h.as(STUDENT).openHome();
    await h.as(STRANGER).openHome();
    await h.standin.waitFor("views.publish", (c) => c.seq >= mark && c.args.user_id === STRANGER, WAIT_MS);
    const admin = h.standin.homeViewOf(ADMIN);
    const student = h.standin.homeViewOf(STUDENT);
    const stranger = h.standin.homeViewOf(STRANGER);
    expect(admin && viewText(admin)).toContain("Open school admin");
    expect(student && viewText(student)).not.toContain("Open school admin");
    expect(student && viewText(student)).toContain("Your classes");
    expect(stranger && viewText(stranger)).toContain("Ask an admin of your school to add you");
  });

  it("the admin button opens the admin modal", async () => {
    const home = h.standin.homeViewOf(ADMIN);
    if (!home) throw new Error("no home view");
    const modal = await viewAfter(h, { userId: ADMIN, callbackId: "admin_home" }, () =>
      h.as(ADMIN).clickButton(home, "Open school admin"),
    );
    expect(viewText(modal)).toContain("Connected as school `1000001`");
  });
});

describe("Schedule a class shortcut", () => {
  it("opens the form for teachers and admins and refuses students, each in a modal of their own", async () => {
    const teacherView = await viewAfter(h, { userId: TEACHER }, () =>
      h.as(TEACHER).shortcut("schedule_class"),
    );
    expect(teacherView.title).toMatchObject({ text: "Schedule a class" });

    const adminView = await viewAfter(h, { userId: ADMIN }, () => h.as(ADMIN).shortcut("schedule_class"));
    expect(adminView.title).toMatchObject({ text: "Schedule a class" });

    const studentView = await viewAfter(h, { userId: STUDENT }, () =>
      h.as(STUDENT).shortcut("schedule_class"),
    );
    expect(viewText(studentView)).toBe(
      "Sorry, only teachers and admins can schedule classes. Ask an admin of your school if you need this.",
    );
  });
});

describe("admin pages stay consistent", () => {
  it("navigation buttons lead to each page and back", async () => {
    const home = await openAdmin(h, ADMIN);
    const courses = await click(h, ADMIN, home, "Manage", "admin_courses", { near: "Courses" });
    expect(viewText(courses)).toContain("Algebra I");
    const back = await click(h, ADMIN, courses, "← Admin home", "admin_home");
    expect(viewText(back)).toContain("1 course registered.");
  });

  it("a long directory is paged, and hostile names are shown as typed without breaking any view", async () => {
    for (let i = 0; i < 45; i++) {
      const id = `UBULK${String(i).padStart(3, "0")}`;
      await h.store.people.upsert(teamId, {
        slackUserId: id,
        uid: `S-9${String(i).padStart(3, "0")}`,
        displayName: i === 0 ? "<!channel> <https://evil.example|click> 🎓".padEnd(80, "x") : `Bulk ${i}`,
        account: `1390000${String(i).padStart(4, "0")}`,
        role: "student",
      });
    }
    const home = await openAdmin(h, ADMIN);
    const people = await click(h, ADMIN, home, "Manage", "admin_people", { near: "People" });
    const first = viewText(people);
    expect(first).toContain("Showing 40 of 47 people (1–40)");
    // In mrkdwn the name is escaped (no ping, no link); plain_text elsewhere shows it as typed.
    const row = JSON.stringify(people.blocks.find((b) => b.block_id === "person_0"));
    expect(row).toContain("&lt;!channel&gt; &lt;https://evil.example|click&gt;");
    expect(row).not.toContain("<!channel>");
    const next = await click(h, ADMIN, people, "Next →", "admin_people");
    expect(viewText(next)).toContain("Showing 7 of 47 people (41–47)");
    const prev = await click(h, ADMIN, next, "← Previous", "admin_people");
    expect(viewText(prev)).toContain("(1–40)");
    await h.as(ADMIN).openHome();
  });
});
