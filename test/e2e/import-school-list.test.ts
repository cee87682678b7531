/**
 * The people import reads the school's own list (issue 29, section 1): a `Name,Email,Role` sheet whose
 * header names the columns, in English or Chinese; the good lines imported, teachers and students
 * without a UID set aside as "needs a UID", the lines that failed back in the box with their reasons by
 * name; a missing column said once; a Slack Connect member refused; a slow file answered at once.
 */
import { describe, expect, it } from "vitest";
import { ADMIN, CAST, WANG } from "../support/cast.js";
import { ADMIN_PROFILE, speaks } from "../support/speaks.js";
import {
  click,
  dropInDm,
  type Harness,
  harnessPerFile,
  openAdmin,
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
  teamId = (await connectedSchool(h, { people: [...CAST, WANG] })).teamId;
  speaks(h, [
    [{ ...WANG, name: "wang" }, "zh-CN"],
    [ADMIN_PROFILE, "en-US"],
  ]);
});

const EN = {
  user: ADMIN,
  importButton: "Import",
  importNear: "Import people",
  paste: "People (CSV)",
  file: "Or upload a CSV file",
  fixAgain: "Fix and import again",
} as const;
const ZH = {
  user: WANG.slackUserId,
  importButton: "导入",
  importNear: "*导入人员*",
  paste: "人员（CSV）",
  file: "或上传 CSV 文件",
  fixAgain: "修正后重新导入",
} as const;
type Admin = typeof EN | typeof ZH;

async function importForm(who: Admin): Promise<View> {
  const home = await openAdmin(h, who.user);
  return click(h, who.user, home, who.importButton, "admin_import", { near: who.importNear });
}

/** The report after a submission: at once, or once "Checking…"/"Reading…" is replaced. */
async function reportAfter(
  who: Admin,
  form: View,
  answers: Record<string, unknown>,
): Promise<{ view: View; text: string; ms: number }> {
  const mark = h.standin.calls.length;
  const started = Date.now();
  const sent = await h.as(who.user).submit(form, answers as never);
  const ms = Date.now() - started;
  expect(sent.responseAction).toBe("update");
  const first = updatedView(form, sent.view);
  if (!/Checking|Reading|正在/.test(viewText(first))) return { view: first, text: viewText(first), ms };
  const view = await h.standin.waitForView({
    callbackId: "admin_import_report",
    sinceSeq: mark,
    timeoutMs: WAIT_MS,
  });
  return { view, text: viewText(view), ms };
}

/** The import box's pre-filled text. */
function boxText(form: View): string {
  const blocks = (form.blocks ?? []) as { block_id?: string; element?: { initial_value?: string } }[];
  return blocks.find((b) => b.block_id === "import_csv")?.element?.initial_value ?? "";
}

/**
 * A school of 30 in its own sheet: 25 whose Slack e-mails are known, with UIDs; 3 without a UID; a
 * line with a role nobody has and one whose e-mail Slack does not know.
 */
function schoolSheet(prefix: string, words: { header: string; teacher: string; student: string }) {
  const people = Array.from({ length: 28 }, (_, i) => ({
    id: `U${prefix}${String(i).padStart(3, "0")}`,
    name: `${prefix} Pupil ${i}`,
    email: `${prefix.toLowerCase()}.pupil${i}@school.example`,
    uid: i < 25 ? `S-${prefix}${i}` : "",
    role: i === 0 ? words.teacher : words.student,
  }));
  for (const p of people) h.standin.setUserInfo(p.id, { real_name: p.name, email: p.email });
  h.standin.setUserInfo(`U${prefix}BOSS`, { email: `${prefix.toLowerCase()}.boss@school.example` });
  const lines = [
    words.header,
    ...people.map((p) => `${p.name},${p.email},${p.role},${p.uid}`),
    `${prefix} Boss,${prefix.toLowerCase()}.boss@school.example,boss,S-${prefix}B`,
    `${prefix} Stranger,${prefix.toLowerCase()}.nobody@school.example,${words.student},S-${prefix}N`,
  ];
  return { people, text: lines.join("\n") };
}

describe("a Name,Email,Role sheet of 30, in English", () => {
  it("imports the 25 good lines, sets 3 aside as needing a UID, and puts the 5 failed lines back in the box", async () => {
    const sheet = schoolSheet("EN", {
      header: "Name,Email,Role,UID",
      teacher: "Teacher",
      student: "student",
    });
    const form = await importForm(EN);
    const { text: report, view } = await reportAfter(EN, form, { [EN.paste]: sheet.text });
    expect(report).toContain("Imported 25 people; 5 lines need fixing.");
    expect(report).toContain("3 people need a UID: find each in the ClassIn school console under members");
    // Each reason next to the person's name, the line after it.
    expect(report).toContain(
      "❌ EN Pupil 25: needs a UID, so not imported; students need the number ClassIn gives their account, shown in the ClassIn school console under members: put it in a uid column and import this line again, or tick the agreement to have ClassIn make the account (line 27)",
    );
    expect(report).toContain('❌ EN Boss: The role "boss" must be admin, teacher or student. (line 30)');
    expect(report).toContain(
      "❌ EN Stranger: no member of this Slack workspace has the e-mail address en.nobody@school.example (line 31)",
    );
    expect(report).toContain("✅ EN Pupil 0 added as teacher (line 2)");
    expect(report).not.toMatch(/partner|class service/i);
    const stored = await h.store.people.list(teamId);
    const imported = stored.filter((p) => p.displayName.startsWith("EN Pupil"));
    expect(imported).toHaveLength(25);
    expect(imported.find((p) => p.slackUserId === "UEN003")).toMatchObject({
      uid: "S-EN3",
      role: "student",
      // A student's account is the e-mail of the line when the list has no account column.
      account: "en.pupil3@school.example",
    });
    expect(stored.some((p) => p.slackUserId === "UEN025")).toBe(false);

    // "Fix and import again": the 5 lines, as pasted, under the admin's header.
    const again = await click(h, EN.user, view, EN.fixAgain, "admin_import");
    expect(boxText(again)).toBe(
      [
        "Name,Email,Role,UID",
        "EN Pupil 25,en.pupil25@school.example,student,",
        "EN Pupil 26,en.pupil26@school.example,student,",
        "EN Pupil 27,en.pupil27@school.example,student,",
        "EN Boss,en.boss@school.example,boss,S-ENB",
        "EN Stranger,en.nobody@school.example,student,S-ENN",
      ].join("\n"),
    );
    expect(viewText(again)).toContain("The 5 lines that were not imported are in the box below");
    // Each reason above the box, by the person's name.
    expect(viewText(again)).toContain(
      '❌ EN Boss: The role "boss" must be admin, teacher or student. (line 30)',
    );
    expect(viewText(again)).toContain("❌ EN Pupil 27: needs a UID, so not imported;");
    // The admin adds the UIDs and fixes the role; the unknown e-mail still fails, and comes back.
    const fixed = boxText(again)
      .replace(/(EN Pupil (2[5-7]),[^,]+,student,)$/gm, "$1S-EN$2")
      .replace(",boss,", ",teacher,");
    const second = await reportAfter(EN, again, { [EN.paste]: fixed });
    expect(second.text).toContain("Imported 4 people; 1 line needs fixing.");
    expect((await h.store.people.getBySlackUser(teamId, "UEN026"))?.uid).toBe("S-EN26");
    const last = await click(h, EN.user, second.view, EN.fixAgain, "admin_import");
    expect(boxText(last)).toBe("Name,Email,Role,UID\nEN Stranger,en.nobody@school.example,student,S-ENN");
  });

  it("fills the box with the failed lines that fit and keeps the rest for Import all", async () => {
    // 120 lines whose e-mails Slack does not know: far more than the box's 3,000 characters.
    const lines = Array.from(
      { length: 120 },
      (_, i) => `Unknown Person ${i},unknown.person.${i}@elsewhere.example,student,S-U${i}`,
    );
    const csv = ["Name,Email,Role,UID", ...lines].join("\n");
    h.standin.uploadFile({ userId: EN.user, name: "unknowns.csv", content: csv });
    const form = await importForm(EN);
    const first = await reportAfter(EN, form, { [EN.file]: ["unknowns.csv"] });
    expect(first.text).toContain("Imported 0 people; 120 lines need fixing.");
    const again = await click(h, EN.user, first.view, EN.fixAgain, "admin_import");
    const box = boxText(again);
    expect(box.length).toBeLessThanOrEqual(3000);
    expect(box.startsWith("Name,Email,Role,UID\nUnknown Person 0,")).toBe(true);
    const shown = box.split("\n").length - 1;
    expect(viewText(again)).toContain(
      `The box holds ${shown} of them; ${120 - shown} more lines did not fit and are kept`,
    );
    expect((again.submit as { text?: string } | undefined)?.text).toBe("Import all");
    // The first 40 reasons are listed, then how many more.
    expect(viewText(again)).toContain("Unknown Person 39: no member of this Slack workspace");
    expect(viewText(again)).not.toContain("Unknown Person 40:");
    expect(viewText(again)).toContain("…and 80 more lines.");
    // Nothing is lost: Import all reads the kept lines and the box; all 120 come back.
    const second = await reportAfter(EN, again, {});
    expect(second.text).toContain("Imported 0 people; 120 lines need fixing.");
    expect(second.text).toContain("Unknown Person 119: no member of this Slack workspace");
  });
});

describe("the same sheet with Chinese headers, for a zh-CN admin", () => {
  it("reads 姓名,邮箱,身份,UID and reports in Chinese, by name", async () => {
    const sheet = schoolSheet("ZH", { header: "姓名,邮箱,身份,UID", teacher: "老师", student: "学生" });
    const form = await importForm(ZH);
    const { text: report, view } = await reportAfter(ZH, form, { [ZH.paste]: sheet.text });
    expect(report).toContain("*已导入 25 人；有 5 行需要修正。*");
    expect(report).toContain("有 3 人缺少 UID：请在 ClassIn 学校管理后台的成员列表中查到后填入 uid 列");
    expect(report).toContain(
      "❌ ZH Pupil 26：缺少 UID，未导入；学生需要 ClassIn 为其账号分配的编号，可在 ClassIn 学校管理后台的成员列表中查看：请填入 uid 列后重新导入这一行，或勾选同意，由 ClassIn 为其创建账号（第 28 行）",
    );
    expect(report).toContain("✅ 已添加 ZH Pupil 0，身份为老师（第 2 行）");
    expect(report).not.toMatch(/already|added|needs a UID/);
    expect((await h.store.people.getBySlackUser(teamId, "UZH000"))?.role).toBe("teacher");
    expect((await h.store.people.getBySlackUser(teamId, "UZH024"))?.uid).toBe("S-ZH24");
    const again = await click(h, ZH.user, view, ZH.fixAgain, "admin_import");
    expect(boxText(again).split("\n")).toEqual([
      "姓名,邮箱,身份,UID",
      "ZH Pupil 25,zh.pupil25@school.example,学生,",
      "ZH Pupil 26,zh.pupil26@school.example,学生,",
      "ZH Pupil 27,zh.pupil27@school.example,学生,",
      "ZH Boss,zh.boss@school.example,boss,S-ZHB",
      "ZH Stranger,zh.nobody@school.example,学生,S-ZHN",
    ]);
    expect(viewText(again)).toContain("未导入的 5 行已按你粘贴的原样放在下面的框中");
    expect(viewText(again)).toContain("❌ ZH Pupil 25：缺少 UID，未导入；");
  });
});

describe("a sheet without a role column", () => {
  it("is refused once, naming the column and the columns found", async () => {
    const form = await importForm(EN);
    const sent = await h.as(EN.user).submit(form, {
      [EN.paste]: "Name,Email\nAnn Lee,ann.lee@school.example\nBo Park,bo.park@school.example",
    });
    expect(sent.responseAction).toBe("errors");
    expect(sent.errorsByLabel).toEqual({
      [EN.paste]:
        "Line 1: The header row has no role column; it has Name, Email. Add that column, or give yours that name.",
    });
    const zh = await h
      .as(ZH.user)
      .submit(await importForm(ZH), { [ZH.paste]: "姓名,邮箱\n李雷,li@school.example" });
    expect(zh.errorsByLabel).toEqual({
      [ZH.paste]:
        "第 1 行：标题行中没有“身份”列；现有的列是：姓名、邮箱。请添加这一列，或把相应的列改成这个名称。",
    });
  });
});

describe("people of another organisation", () => {
  it("a Slack Connect member, a stranger and another organisation's user are refused with a reason", async () => {
    h.standin.setUserInfo("UCONNECT1", {
      real_name: "Guest",
      team_id: "TOTHERORG",
      email: "guest@other.example",
    });
    h.standin.setUserInfo("USTRANGE1", { real_name: "Stranger", is_stranger: true });
    h.standin.setUserInfo("WGRIDOTHER", {
      real_name: "Grid",
      team_id: "TGRIDOTHER",
      enterprise_user: { enterprise_id: "EOTHER" },
    });
    h.standin.setUserInfo("UOWNONE", { real_name: "Own", email: "own@school.example" });
    const form = await importForm(EN);
    const { text } = await reportAfter(EN, form, {
      [EN.paste]: [
        "Slack,Name,Role,UID,Account",
        "guest@other.example,Guest Person,student,S-G1,guest1",
        "USTRANGE1,Strange Person,student,S-G2,guest2",
        "<@WGRIDOTHER>,Grid Person,teacher,S-G3,",
        "own@school.example,Own Person,student,S-G4,own4",
      ].join("\n"),
    });
    expect(text).toContain("Imported 1 person; 3 lines need fixing.");
    for (const name of ["Guest Person", "Strange Person", "Grid Person"])
      expect(text).toContain(
        `❌ ${name}: belongs to another organisation (a Slack Connect member, or another workspace's member), so not imported`,
      );
    for (const id of ["UCONNECT1", "USTRANGE1", "WGRIDOTHER"])
      expect(await h.store.people.getBySlackUser(teamId, id)).toBeUndefined();
    expect((await h.store.people.getBySlackUser(teamId, "UOWNONE"))?.uid).toBe("S-G4");
  });
});

describe("an uploaded file Slack is slow to hand over", () => {
  it("is answered at once with Reading…, and the report replaces it when the file is read", async () => {
    h.standin.setUserInfo("USLOWFILE", { real_name: "Slow", email: "slow@school.example" });
    h.standin.uploadFile({
      userId: EN.user,
      name: "slow-school.csv",
      content: "Name,Email,Role,UID\nSlow Person,slow@school.example,student,S-SLOW",
    });
    const form = await importForm(EN);
    const mark = h.standin.calls.length;
    // files.info and the download each take 4 s: longer than Slack waits for the answer.
    const releaseInfo = h.standin.holdAnswers("files.info");
    const releaseFile = h.standin.holdAnswers("url_private");
    const timers = [setTimeout(releaseInfo, 4000), setTimeout(releaseFile, 8000)];
    try {
      const started = Date.now();
      const sent = await h.as(EN.user).submit(form, { [EN.file]: ["slow-school.csv"] });
      expect(Date.now() - started).toBeLessThan(3000);
      expect(sent.responseAction).toBe("update");
      expect(viewText(updatedView(form, sent.view))).toContain("Reading the list…");
      const report = await h.standin.waitForView({
        callbackId: "admin_import_report",
        sinceSeq: mark,
        timeoutMs: 20_000,
      });
      expect(viewText(report)).toContain("Imported 1 person.");
      expect((await h.store.people.getBySlackUser(teamId, "USLOWFILE"))?.uid).toBe("S-SLOW");
    } finally {
      for (const timer of timers) clearTimeout(timer);
      releaseInfo();
      releaseFile();
    }
    await settled(h);
  }, 30_000);

  it("a file that cannot be read shows the form again with the problem on top and the file field empty", async () => {
    h.standin.uploadFile({ userId: EN.user, name: "gbk.csv", content: new Uint8Array([0xd5, 0xc5, 0x0a]) });
    const form = await importForm(EN);
    const mark = h.standin.calls.length;
    const sent = await h.as(EN.user).submit(form, { [EN.file]: ["gbk.csv"] });
    expect(viewText(updatedView(form, sent.view))).toContain("Reading the list…");
    const again = await h.standin.waitForView({
      callbackId: "admin_import",
      sinceSeq: mark,
      timeoutMs: WAIT_MS,
    });
    expect(viewText(again)).toContain(
      "The file is not UTF-8 text; save it as CSV (UTF-8) and upload it again.",
    );
    const fileInput = (
      (again.blocks ?? []) as { block_id?: string; element?: Record<string, unknown> }[]
    ).find((b) => b.block_id === "import_file");
    expect(fileInput?.element?.initial_value).toBeUndefined();
  });
});

describe("the school's sheet dropped into the app's DM", () => {
  it("is read by its header, and says who has no UID before anything is imported", async () => {
    const file = h.standin.uploadFile({
      userId: EN.user,
      name: "staff.csv",
      content:
        "\uFEFFName;E-mail;Role\nDee Staff;dee@school.example;Teacher\nEli Staff;eli@school.example;student",
    });
    const mark = h.standin.calls.length;
    await dropInDm(h, EN.user, file, `${Math.floor(Date.now() / 1000)}.000${mark}`);
    const dm = await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.args.channel === EN.user && JSON.stringify(c.args).includes("staff.csv"),
      WAIT_MS,
    );
    expect(String(dm.args.text)).toBe(
      [
        "I read *staff.csv*: 2 people ready to import (a semicolon-separated list).",
        "2 of them are teachers or students without a UID: they are left out as needing one, unless the directory already has it.",
        "Each member is checked with Slack when you import. Nothing is imported until you press the button.",
      ].join("\n"),
    );
  });
});
