/**
 * The people import refuses in the admin's language (issue 20): a list refused as a whole (empty, too
 * many lines, a header missing a column), a UID the directory already gives someone else, and a file
 * that is not UTF-8 text, pasted or uploaded in the import form or dropped into the app's DM. A zh-CN
 * admin reads Chinese, an en-US admin English.
 */
import { describe, expect, it } from "vitest";
import { MAX_IMPORT_LINES } from "../../src/classes/people-import.js";
import { ADA, ADMIN, CAST, WANG } from "../support/cast.js";
import { ADMIN_PROFILE, speaks } from "../support/speaks.js";
import {
  click,
  dropInDm as fileShareInDm,
  type Harness,
  harnessPerFile,
  openAdmin,
  updatedView,
  viewText,
  WAIT_MS,
} from "./harness.js";
import { connectedSchool } from "./school.js";

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

const ZH = {
  user: WANG.slackUserId,
  importButton: "导入",
  importNear: "*导入人员*",
  paste: "人员（CSV）",
  file: "或上传 CSV 文件",
} as const;
const EN = {
  user: ADMIN,
  importButton: "Import",
  importNear: "Import people",
  paste: "People (CSV)",
  file: "Or upload a CSV file",
} as const;
type Admin = typeof ZH | typeof EN;

async function importForm(who: Admin) {
  const home = await openAdmin(h, who.user);
  return click(h, who.user, home, who.importButton, "admin_import", { near: who.importNear });
}

/** The report after a paste: at once, or after "Checking…" when Slack's checks outlast the ack. */
async function reportOf(who: Admin, paste: string): Promise<string> {
  const form = await importForm(who);
  const mark = h.standin.calls.length;
  const sent = await h.as(who.user).submit(form, { [who.paste]: paste });
  const first = viewText(updatedView(form, sent.view));
  if (!/Checking|正在向 Slack 核实/.test(first)) return first;
  return viewText(
    await h.standin.waitForView({ callbackId: "admin_import_report", sinceSeq: mark, timeoutMs: WAIT_MS }),
  );
}

/**
 * What the form says on top when it comes back after an uploaded file could not be imported: the
 * submission is answered with "Reading…" at once, before the file is read, so the problem can no
 * longer go on the field.
 */
async function fileProblem(who: Admin, name: string): Promise<string> {
  const form = await importForm(who);
  const mark = h.standin.calls.length;
  const sent = await h.as(who.user).submit(form, { [who.file]: [name] });
  expect(sent.responseAction).toBe("update");
  const again = await h.standin.waitForView({
    callbackId: "admin_import",
    sinceSeq: mark,
    timeoutMs: WAIT_MS,
  });
  return viewText(again);
}

/** The app's DM answer after `who` drops a file into the DM. */
async function dropInDm(who: Admin, name: string, content: string | Uint8Array): Promise<string> {
  const file = h.standin.uploadFile({ userId: who.user, name, content });
  const mark = h.standin.calls.length;
  await fileShareInDm(h, who.user, file, `${Math.floor(Date.now() / 1000)}.000${mark}`);
  const dm = await h.standin.waitFor(
    "chat.postMessage",
    (c) => c.seq >= mark && c.args.channel === who.user && JSON.stringify(c.args).includes(name),
    WAIT_MS,
  );
  return String(dm.args.text);
}

/** "缺" in GBK: bytes that are no UTF-8 text (a spreadsheet saved in the Chinese Windows encoding). */
const NOT_UTF8 = new Uint8Array([0x55, 0x30, 0x2c, 0xc8, 0xb1, 0x2c, 0xd5, 0xc5, 0x0a]);

const tooManyLines = (prefix: string) =>
  Array.from(
    { length: MAX_IMPORT_LINES + 1 },
    (_, i) => `U${prefix}${String(i).padStart(4, "0")},S-${prefix}${i},P${i},a${i},student`,
  ).join("\n");

describe("the people import refuses in a zh-CN admin's language", () => {
  it("a header missing a column is said on the paste field, in Chinese", async () => {
    const form = await importForm(ZH);
    const sent = await h.as(ZH.user).submit(form, { [ZH.paste]: "slack_user,uid,name\nU0AAA1,S-1,Ann" });
    expect(sent.responseAction).toBe("errors");
    expect(sent.errorsByLabel).toEqual({
      [ZH.paste]:
        "第 1 行：标题行中没有“身份”列；现有的列是：slack_user、uid、name。请添加这一列，或把相应的列改成这个名称。",
    });
  });

  it("an uploaded list of too many lines is said on top of the form again, in Chinese", async () => {
    h.standin.uploadFile({ userId: ZH.user, name: "zh-big.csv", content: tooManyLines("ZB") });
    expect(await fileProblem(ZH, "zh-big.csv")).toContain(
      `名单有 ${MAX_IMPORT_LINES + 1} 行；一次最多只能导入 ${MAX_IMPORT_LINES} 行。没有导入任何内容：请把名单拆分后分批导入。`,
    );
  });

  it("an uploaded file that is not UTF-8 text is said on top of the form again, in Chinese", async () => {
    h.standin.uploadFile({ userId: ZH.user, name: "zh-gbk.csv", content: NOT_UTF8 });
    expect(await fileProblem(ZH, "zh-gbk.csv")).toContain(
      "该文件不是 UTF-8 文本；请另存为 CSV（UTF-8）后重新上传。",
    );
  });

  it("a UID that belongs to someone else is a Chinese line of the report", async () => {
    h.standin.setUserInfo("UZHCOPY", { real_name: "复制者" });
    h.standin.setUserInfo("UZHNEW", { real_name: "李雷" });
    const report = await reportOf(
      ZH,
      `UZHNEW,S-ZH1,李雷,13800008101,student\nUZHCOPY,${ADA.uid},复制者,13800008102,student`,
    );
    expect(report).toContain("*已导入 1 人；有 1 行需要修正。*");
    expect(report).toContain(`复制者：UID ${ADA.uid} 已属于这个工作区中的另一位 Slack 用户（第 2 行）`);
    expect(report).toContain("已添加 李雷，身份为学生（第 1 行）");
    expect(report).not.toMatch(/already|belongs|added/);
    expect(await h.store.people.getBySlackUser(teamId, "UZHCOPY")).toBeUndefined();
  });

  it("a dropped file that is empty, too long or not UTF-8 is answered in Chinese in the DM", async () => {
    expect(await dropInDm(ZH, "zh-empty.csv", "\n  \n")).toBe(
      "我读取了 *zh-empty.csv* ，但无法导入：名单是空的，没有可以导入的人。请修正文件后再拖到这里。",
    );
    expect(await dropInDm(ZH, "zh-header.csv", "slack_user,uid,name,account\nU0AAA1,S-1,Ann,ann")).toBe(
      "我读取了 *zh-header.csv* ，但无法导入：标题行中没有“身份”列；现有的列是：slack_user、uid、name、account。请添加这一列，或把相应的列改成这个名称。请修正文件后再拖到这里。",
    );
    expect(await dropInDm(ZH, "zh-many.csv", tooManyLines("ZM"))).toContain(
      `名单有 ${MAX_IMPORT_LINES + 1} 行；一次最多只能导入 ${MAX_IMPORT_LINES} 行。`,
    );
    expect(await dropInDm(ZH, "zh-dm-gbk.csv", NOT_UTF8)).toBe(
      "我无法读取 *zh-dm-gbk.csv* ：该文件不是 UTF-8 文本；请另存为 CSV（UTF-8）后重新上传。",
    );
  });
});

describe("the same refusals for an en-US admin, in English", () => {
  it("on the form's fields", async () => {
    const form = await importForm(EN);
    const header = await h.as(EN.user).submit(form, { [EN.paste]: "slack_user,uid,name\nU0AAA1,S-1,Ann" });
    expect(header.errorsByLabel).toEqual({
      [EN.paste]:
        "Line 1: The header row has no role column; it has slack_user, uid, name. Add that column, or give yours that name.",
    });
    h.standin.uploadFile({ userId: EN.user, name: "en-gbk.csv", content: NOT_UTF8 });
    expect(await fileProblem(EN, "en-gbk.csv")).toContain(
      "The file is not UTF-8 text; save it as CSV (UTF-8) and upload it again.",
    );
  });

  it("in the report and the DM", async () => {
    h.standin.setUserInfo("UENCOPY", { real_name: "Copy" });
    const report = await reportOf(EN, `UENCOPY,${ADA.uid},Copy Cat,13800008201,student`);
    expect(report).toContain(
      `Copy Cat: UID ${ADA.uid} already belongs to another Slack user in this workspace (line 1)`,
    );
    expect(await dropInDm(EN, "en-empty.csv", "\n")).toBe(
      "I read *en-empty.csv* but cannot import it: The list is empty; there is nobody in it to import. Fix the file and drop it here again.",
    );
    expect(await dropInDm(EN, "en-dm-gbk.csv", NOT_UTF8)).toBe(
      "I could not read *en-dm-gbk.csv*: The file is not UTF-8 text; save it as CSV (UTF-8) and upload it again.",
    );
  });
});
