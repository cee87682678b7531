/**
 * The school's own sheet, with nobody's UID (issue 29, sections 1 and 2 together): a `Name,Email,Role`
 * list of 30 people, 2 of its lines bad. With the admin's tick that the people agreed, the 28 good
 * people get their ClassIn accounts made (or found: an account made before answers 461 with its UID)
 * and land in the directory with their UIDs; the 2 bad lines come back in the box; one report DM.
 * Without the tick, ClassIn is asked nothing and the 28 are listed as needing a UID.
 */
import { describe, expect, it } from "vitest";
import { initialPassword } from "../../src/classes/admin/registration.js";
import { ADMIN } from "../support/cast.js";
import {
  click,
  type Harness,
  harnessPerFile,
  openAdmin,
  sentByTheApp,
  settled,
  updatedView,
  viewText,
  WAIT_MS,
} from "./harness.js";
import { connectedSchool } from "./school.js";

type View = Awaited<ReturnType<Harness["standin"]["waitForView"]>>;

let h: Harness;
let teamId: string;
harnessPerFile(async (started) => {
  h = started;
  teamId = (await connectedSchool(h)).teamId;
});

/** The sandbox's register answers to the admin, oldest first (each call is audited with its errno). */
async function registerErrnos(): Promise<number[]> {
  await h.app.partners.flushAudit();
  return (await h.store.audit.latest(teamId, 1000, { kind: "partner", operation: "register" }))
    .filter((e) => e.actor === ADMIN)
    .map((e) => e.errno ?? 0)
    .reverse();
}

/** 28 people Slack knows by e-mail (2 teachers), a role nobody has and an address Slack does not know. */
function sheet(prefix: string): { text: string; ids: string[]; emails: string[] } {
  const ids: string[] = [];
  const emails: string[] = [];
  const lines = ["Name,Email,Role"];
  for (let i = 0; i < 28; i++) {
    const id = `U${prefix}${String(i).padStart(3, "0")}`;
    const email = `${prefix.toLowerCase()}${i}@school.example`;
    h.standin.setUserInfo(id, { real_name: `${prefix} Person ${i}`, email });
    ids.push(id);
    emails.push(email);
    lines.push(`${prefix} Person ${i},${email},${i < 2 ? "teacher" : "student"}`);
  }
  h.standin.setUserInfo(`U${prefix}BOSS`, { email: `${prefix.toLowerCase()}.boss@school.example` });
  lines.push(`${prefix} Boss,${prefix.toLowerCase()}.boss@school.example,boss`);
  lines.push(`${prefix} Nobody,${prefix.toLowerCase()}.nobody@school.example,student`);
  return { text: lines.join("\n"), ids, emails };
}

async function importForm(): Promise<View> {
  const people = await click(h, ADMIN, await openAdmin(h, ADMIN), "Manage", "admin_people", {
    near: "People",
  });
  return click(h, ADMIN, people, "Import CSV", "admin_import");
}

async function submitList(
  form: View,
  answers: Record<string, unknown>,
): Promise<{ text: string; view: View }> {
  const mark = h.standin.calls.length;
  const sent = await h.as(ADMIN).submit(form, answers as never);
  expect(sent.responseAction).toBe("update");
  const first = updatedView(form, sent.view);
  if (!/Checking|Reading/.test(viewText(first))) return { text: viewText(first), view: first };
  const view = await h.standin.waitForView({
    callbackId: "admin_import_report",
    sinceSeq: mark,
    timeoutMs: WAIT_MS,
  });
  return { text: viewText(view), view };
}

function boxText(view: View): string {
  const blocks = (view.blocks ?? []) as { block_id?: string; element?: { initial_value?: string } }[];
  return blocks.find((b) => b.block_id === "import_csv")?.element?.initial_value ?? "";
}

describe("a Name,Email,Role sheet of 30 without UIDs", () => {
  it("without the agreement asks ClassIn nothing and lists the 28 as needing a UID", async () => {
    const list = sheet("NO");
    const before = (await registerErrnos()).length;
    const { text: report } = await submitList(await importForm(), { "People (CSV)": list.text });
    expect(report).toContain("28 people need a UID");
    expect(report).toContain("or tick the agreement below the list");
    await settled(h);
    expect(await registerErrnos()).toHaveLength(before);
    for (const id of list.ids) expect(await h.store.people.getBySlackUser(teamId, id)).toBeUndefined();
  });

  it("with the agreement registers the 28 (an existing account reused), puts the 2 bad lines back and DMs one report", async () => {
    const list = sheet("YES");
    // Two of them have ClassIn accounts already, made with their e-mails.
    const client = await h.app.partners.forWorkspace(teamId);
    const earlier = [];
    for (const email of list.emails.slice(5, 7)) {
      earlier.push(await client?.register({ email, password: initialPassword() }));
    }
    const before = (await registerErrnos()).length;
    const form = await importForm();
    expect(viewText(form)).toContain("may suspend the school's right to register");
    const mark = h.standin.calls.length;
    const { text: report, view } = await submitList(form, {
      "People (CSV)": list.text,
      "Their agreement": true,
    });
    expect(report).toContain("Getting ClassIn accounts for 28 people who agreed");
    expect(report).toContain("⏳ YES Person 3: getting a ClassIn account");
    expect(report).toContain('❌ YES Boss: The role "boss" must be admin, teacher or student.');
    expect(report).toMatch(/❌ YES Nobody: no member of this Slack workspace has the e-mail address/);
    expect(report).not.toContain("need a UID");

    // Every one of the 28 lands in the directory with the UID ClassIn gave, their e-mail as the account.
    await sentByTheApp(h);
    await settled(h);
    const stored = await Promise.all(list.ids.map((id) => h.store.people.getBySlackUser(teamId, id)));
    expect(stored.map((p) => p?.uid).every((uid) => /^\d+$/.test(uid ?? ""))).toBe(true);
    expect(new Set(stored.map((p) => p?.uid)).size).toBe(28);
    expect(stored[0]).toMatchObject({ role: "teacher", account: list.emails[0] });
    expect(stored[10]).toMatchObject({ role: "student", account: list.emails[10] });
    // The accounts made before are reused: their UIDs, ClassIn answering 461.
    expect(stored[5]?.uid).toBe(earlier[0]?.uid);
    expect(stored[6]?.uid).toBe(earlier[1]?.uid);
    const errnos = (await registerErrnos()).slice(before);
    expect(errnos.filter((e) => e === 1)).toHaveLength(26);
    expect(errnos.filter((e) => e === 461)).toHaveLength(2);

    // One report DM, per person by name.
    const dms = h.standin.calls.filter(
      (c) => c.seq >= mark && c.method === "chat.postMessage" && c.args.channel === ADMIN,
    );
    expect(dms).toHaveLength(1);
    const dm = JSON.stringify(dms[0]?.args);
    expect(dm).toContain("YES Person 5");
    expect(dm).toContain("YES Person 27");

    // "Fix and import again": the 2 bad lines back in the box under the sheet's header.
    const again = await click(h, ADMIN, view, "Fix and import again", "admin_import");
    expect(boxText(again).split("\n")).toEqual([
      "Name,Email,Role",
      "YES Boss,yes.boss@school.example,boss",
      "YES Nobody,yes.nobody@school.example,student",
    ]);
  });
});
