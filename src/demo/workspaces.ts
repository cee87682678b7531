/**
 * `npm run demo -- --workspaces 2`: one deployment, two schools. Each school's Slack installs the app
 * through the real OAuth endpoints (the stand-in plays Slack's consent page and oauth.v2.access), its
 * installer connects their own class-service account, imports people and a teacher schedules; then
 * one school uninstalls the app, and the demo shows that school's data gone and the other untouched.
 */
import type { FixtureInput } from "../sandbox/fixture.js";
import { DEMO_SECRET, DEMO_SID, demoFixture } from "../sandbox/index.js";
import { createSignedClient } from "../slack-standin/index.js";
import { type BootedStack, bootStack } from "./boot.js";
import { installThroughOAuth } from "./oauth-install.js";
import type { DemoOptions } from "./script.js";
import { Demo, WAIT_MS } from "./stage.js";

interface School {
  readonly team: { id: string; domain: string; name: string };
  readonly sid: string;
  readonly secret: string;
  readonly courseId: number;
  readonly folder: string;
  readonly admin: Person;
  readonly teacher: Person & { uid: string };
  readonly student: Person & { uid: string; account: string };
}

interface Person {
  readonly id: string;
  readonly name: string;
  readonly real_name: string;
  readonly tz: string;
}

const DALE_SECRET = "dale-secret-0123456789";

/** Hill School runs on the built-in demo school; Dale School has an account of its own. */
export const schools: readonly [School, School] = [
  {
    team: { id: "T0HILL", domain: "hill", name: "Hill School" },
    sid: DEMO_SID,
    secret: DEMO_SECRET,
    courseId: 5001,
    folder: "Algebra",
    admin: { id: "UHILLADM", name: "mia", real_name: "Mia Admin", tz: "Europe/London" },
    teacher: { id: "UHILLADA", name: "ada", real_name: "Ada Lovelace", tz: "America/New_York", uid: "T-ADA" },
    student: {
      id: "UHILLBEN",
      name: "ben",
      real_name: "Ben Carter",
      tz: "Europe/Berlin",
      uid: "S-1001",
      account: "13700001001",
    },
  },
  {
    team: { id: "T0DALE", domain: "dale", name: "Dale School" },
    sid: "1000002",
    secret: DALE_SECRET,
    courseId: 6001,
    folder: "Mathematics",
    admin: { id: "UDALEDAN", name: "dan", real_name: "Dan Okafor", tz: "Africa/Lagos" },
    teacher: {
      id: "UDALEGRC",
      name: "grace",
      real_name: "Grace Hopper",
      tz: "America/Chicago",
      uid: "T-GRACE",
    },
    student: {
      id: "UDALELEI",
      name: "lilei",
      real_name: "李雷",
      tz: "Asia/Shanghai",
      uid: "S-2001",
      account: "13900002001",
    },
  },
];

/** The demo school, plus Dale School's own account at the class service. */
const fixture: FixtureInput = {
  schools: [
    ...demoFixture.schools,
    {
      sid: "1000002",
      secret: DALE_SECRET,
      maxSeatNum: 12,
      rootFolderId: "200",
      folders: [{ id: "201", name: "Mathematics", parentId: "200" }],
      files: [],
      courses: [{ courseId: 6001, name: "Algebra I", folderId: "201", headTeacherUid: "T-GRACE" }],
      teachers: [{ uid: "T-GRACE", name: "Grace Hopper" }],
      students: [{ uid: "S-2001", name: "李雷", account: "13900002001" }],
      labels: [401],
    },
  ],
};

function textOf(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)))
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** The installer opens /slack/install, clicks "Add to Slack", approves on Slack and lands back. */
async function install(d: Demo, school: School): Promise<void> {
  const { stack } = d;
  d.say(`@${school.admin.name} opens the app's install page and clicks "Add to Slack"`);
  d.say(`Slack asks ${school.team.name}'s permission; @${school.admin.name} clicks Allow`);
  const mark = stack.standin.calls.length;
  const back = await installThroughOAuth(stack, school.team, school.admin.id);
  if (back.status !== 200) throw new Error(`demo: the install answered HTTP ${back.status}`);
  d.say(`The page says: ${textOf(back.html)}`);
  // The first admin's welcome, in the app's Messages tab (a reinstall by the same school greets again).
  await stack.standin.waitFor(
    "chat.postMessage",
    (c) => c.seq >= mark && c.args.channel === school.admin.id,
    WAIT_MS,
  );
  d.showOnly(mark, (e) => e.userId === school.admin.id);
}

async function connect(d: Demo, school: School): Promise<void> {
  const { admin } = school;
  const home = await d.waitForModal(admin.id, "admin_home", await d.command(admin.id, "admin"));
  const form = await d.click(admin.id, home, "Open", "admin_connection", { near: "School connection" });
  await d.submit(
    admin.id,
    form,
    { "Base URL": d.stack.sandbox.url, "School ID (SID)": school.sid, "School SECRET": school.secret },
    `enters ${school.team.name}'s own ClassIn account and saves`,
  );
}

async function importPeople(d: Demo, school: School): Promise<void> {
  const { admin, teacher, student } = school;
  const home = await d.waitForModal(admin.id, "admin_home", await d.command(admin.id, "admin"));
  const people = await d.click(admin.id, home, "Manage", "admin_people", { near: "People" });
  const form = await d.click(admin.id, people, "Import CSV", "admin_import");
  const csv = [
    "slack_user,uid,name,account,role",
    `${teacher.id},${teacher.uid},${teacher.real_name},13800000001,teacher`,
    `${student.id},${student.uid},${student.real_name},${student.account},student`,
  ].join("\n");
  await d.submit(admin.id, form, { "People (CSV)": csv }, "pastes the school's teacher and student");
  const courses = await d.click(
    admin.id,
    await d.waitForModal(admin.id, "admin_home", await d.command(admin.id, "admin")),
    "Manage",
    "admin_courses",
    { near: "Courses" },
  );
  const course = await d.click(admin.id, courses, "Register an existing course by ID", "admin_course_form");
  await d.submit(
    admin.id,
    course,
    {
      "Course ID": String(school.courseId),
      Name: "Algebra I",
      "Default folder": school.folder,
      "Allowed teachers": [teacher.real_name],
    },
    `adds the Algebra I course from the school's ClassIn console, taught by ${teacher.real_name}`,
  );
}

async function schedule(d: Demo, school: School): Promise<void> {
  const { teacher, student } = school;
  const opened = await d.command(teacher.id, "schedule Algebra tomorrow 5pm 45m");
  const form = await d.waitForModal(teacher.id, "schedule_form", opened);
  await d.stack.standin.waitFor(
    "views.update",
    (c) => c.seq >= opened && c.args.view_id === form.id && c.args.hash !== undefined,
    WAIT_MS,
  );
  await d.submit(teacher.id, form, {}, "checks the pre-filled form and presses Schedule");
  const students = await d.waitForModal(
    teacher.id,
    "class_modal_students",
    await d.command(teacher.id, "students Algebra"),
  );
  const mark = d.stack.standin.calls.length;
  await d.submit(teacher.id, students, { "Add students": [student.id] }, `adds ${student.real_name}`);
  await d.stack.standin.waitFor(
    "chat.postMessage",
    (c) => c.seq >= mark && c.args.channel === student.id,
    WAIT_MS,
  );
  d.showOnly(mark, (e) => e.userId === student.id);
}

/** The tombstone's summary (JSON: the cause and rows erased per table) as a sentence. */
function erasedWords(summary: string | undefined): string {
  try {
    const { cause, erased } = JSON.parse(summary ?? "") as { cause: string; erased: Record<string, number> };
    const rows = Object.entries(erased).map(([table, n]) => `${table.replace(/_/g, " ")} ${n}`);
    return `"${cause}: erased ${rows.join(", ")}" (no names, no messages, no tokens)`;
  } catch {
    return "(unreadable)";
  }
}

/** What the school has in the app's store, counted (the store is the only record). */
async function holdings(stack: BootedStack, school: School): Promise<string> {
  const teamId = school.team.id;
  const [people, classes, connection, installation] = await Promise.all([
    stack.store.people.list(teamId),
    stack.store.classes.listUpcoming(teamId, { now: stack.clock.now(), limit: 1000 }),
    stack.store.workspaces.getConnection(teamId),
    stack.store.installations.find({ teamId, isEnterpriseInstall: false }),
  ]);
  return `${people.length} ${people.length === 1 ? "person" : "people"}, ${classes.length} class${classes.length === 1 ? "" : "es"}, ${
    connection ? "a connection" : "no connection"
  }, ${installation ? "a bot token" : "no bot token"}`;
}

export async function runWorkspacesDemo(options: DemoOptions = {}): Promise<void> {
  const write = options.write ?? ((text: string) => void process.stdout.write(text));
  write("Classroom for Slack — demo: one deployment, two schools\n");
  const stack = await bootStack({ oauth: true, seedConnection: false, fixture });
  try {
    const stages = schools.map((school) => {
      for (const p of [school.admin, school.teacher, school.student]) {
        stack.standin.setUserInfo(p.id, { name: p.name, real_name: p.real_name, tz: p.tz });
      }
      const client = createSignedClient({
        appUrl: stack.appUrl,
        signingSecret: stack.signingSecret,
        standin: stack.standin,
        team: { id: school.team.id, domain: school.team.domain },
      });
      return { school, d: new Demo(stack, write, client) };
    });
    const [hill, dale] = stages as [(typeof stages)[number], (typeof stages)[number]];

    for (const { school, d } of stages) {
      d.scene(`${school.team.name} installs the app`);
      await install(d, school);
    }
    for (const { school, d } of stages) {
      d.scene(`${school.team.name}'s admin connects their own school and imports its people`);
      await connect(d, school);
      await importPeople(d, school);
    }
    for (const { school, d } of stages) {
      d.scene(`At ${school.team.name}, ${school.teacher.real_name} schedules Algebra for tomorrow`);
      await schedule(d, school);
    }

    dale.d.scene("Dale School uninstalls the app");
    for (const { school, d } of stages) d.say(`${school.team.name} holds ${await holdings(stack, school)}`);
    const dale2 = createSignedClient({
      appUrl: stack.appUrl,
      signingSecret: stack.signingSecret,
      standin: stack.standin,
      team: { id: dale.school.team.id, domain: dale.school.team.domain },
    });
    dale.d.say(`@${dale.school.admin.name} removes the app from Dale School's Slack`);
    await dale2.event({ type: "app_uninstalled" });
    await dale2.event({ type: "tokens_revoked", tokens: { bot: [stack.standin.identity.botUserId] } });
    const end = Date.now() + WAIT_MS;
    while ((await stack.store.tenants.tombstones(dale.school.team.id)).length === 0) {
      if (Date.now() > end) throw new Error("demo: Dale School was not erased");
      await new Promise((r) => setTimeout(r, 50));
    }
    const [tombstone] = await stack.store.tenants.tombstones(dale.school.team.id);
    dale.d.say(`The app erases Dale School and keeps one audit line: ${erasedWords(tombstone?.summary)}`);
    for (const { school, d } of stages) d.say(`${school.team.name} holds ${await holdings(stack, school)}`);

    dale.d.scene("Dale School comes back later");
    await install(dale.d, dale.school);
    dale.d.say(`Dale School starts clean: it holds ${await holdings(stack, dale.school)}`);

    hill.d.scene("Hill School carries on");
    const listed = await hill.d.command(hill.school.teacher.id, "list");
    await stack.standin.waitFor("response_url", (c) => c.seq >= listed, WAIT_MS);
    hill.d.showOnly(listed, (e) => e.userId === hill.school.teacher.id);
    write("\nDone. Every request above was a correctly signed Slack request to the real app.\n");
  } finally {
    await stack.close();
  }
}
