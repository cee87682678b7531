/**
 * A change by a school admin who is not in the directory (a workspace admin named in the config), in
 * each reader's language (issue 20): the app knows no name for them, so a student reads "a school
 * admin" in English and 学校管理员 in Chinese, never an English fallback name. Ben reads English,
 * Chloé Chinese; Ada (zh-CN) shared the class's card, so the card says it in Chinese.
 */
import { describe, expect, it } from "vitest";
import type { PostedMessage } from "../../src/slack-standin/index.js";
import { ADA, ADMIN, BEN, CHLOE } from "../support/cast.js";
import { type ClassWorld, makeClass } from "../support/school.js";
import { speaks } from "../support/speaks.js";
import {
  type Harness,
  harnessPerFile,
  openByCommand,
  sentByTheApp,
  submitForReport,
  viewText,
  WAIT_MS,
} from "./harness.js";
import { connectedSchool } from "./school.js";

let h: Harness;
let w: ClassWorld;
const DAY = 86_400;
harnessPerFile(async (started) => {
  h = started;
  w = await connectedSchool(h, { people: [ADA, BEN, CHLOE] });
  speaks(h, [
    [ADA.slackUserId, "zh-CN"],
    [BEN.slackUserId, "en-US"],
    [CHLOE.slackUserId, "zh-CN"],
    [ADMIN, "en-US"],
  ]);
});

const dmsTo = (userId: string): PostedMessage[] => h.standin.messagesIn(h.standin.dmChannelOf(userId));
const said = (m: PostedMessage | undefined) => `${m?.text ?? ""}\n${viewText({ blocks: m?.blocks ?? [] })}`;

/** The admin adds Ben and Chloé to the class: each gets their live link DM. */
async function addBenAndChloe(classId: number): Promise<void> {
  const form = await openByCommand(h, ADMIN, `students ${classId}`, "class_modal_students");
  await submitForReport(h, ADMIN, form, { "Add students": [BEN.slackUserId, CHLOE.slackUserId] });
}

describe("a change by an admin the directory does not name", () => {
  it("a cancel: Ben's DMs say a school admin, Chloé's 学校管理员, Ada's card 学校管理员", async () => {
    const cls = await makeClass(w, { name: "Algebra by admin", startsIn: 2 * DAY, record: true });
    await addBenAndChloe(cls.classId);
    const where = "CBYADMIN";
    h.standin.setChannelMembers(where, [ADA.slackUserId, BEN.slackUserId, h.standin.identity.botUserId]);
    await h.as(ADA.slackUserId, { channelId: where }).command("/class share Algebra by admin");
    await h.standin.waitFor("chat.postMessage", (c) => c.args.channel === where, WAIT_MS);
    await sentByTheApp(h);

    const confirm = await openByCommand(h, ADMIN, `cancel ${cls.classId}`, "class_modal_cancel");
    await submitForReport(h, ADMIN, confirm, {});

    const ben = dmsTo(BEN.slackUserId);
    expect(ben).toHaveLength(2);
    for (const m of ben) {
      expect(said(m)).toMatch(/cancelled by a school admin/);
      expect(said(m)).not.toMatch(/[\u4e00-\u9fff]/);
    }
    const chloe = dmsTo(CHLOE.slackUserId);
    expect(chloe).toHaveLength(2);
    for (const m of chloe) {
      expect(said(m)).toContain("已被学校管理员取消");
      expect(said(m)).not.toContain("a school admin");
    }
    const card = h.standin.messagesIn(where).find((m) => m.ephemeralTo === undefined);
    expect(said(card)).toContain("已被 学校管理员 取消");
    expect(said(card)).not.toContain("a school admin");
  }, 90_000);

  it("a move: the old DM says moved by a school admin in Ben's English, 学校管理员 in Chloé's Chinese", async () => {
    const cls = await makeClass(w, { name: "Algebra moved by admin", startsIn: 2 * DAY, record: true });
    await addBenAndChloe(cls.classId);
    const form = await openByCommand(h, ADMIN, `move ${cls.classId}`, "class_modal_move");
    const initial = /"initial_date":"(\d{4}-\d{2}-\d{2})"/.exec(JSON.stringify(form.blocks))?.[1] ?? "";
    const later = new Date(`${initial}T00:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 2);
    await submitForReport(h, ADMIN, form, { "New date": later.toISOString().slice(0, 10) });

    const old = (userId: string) =>
      dmsTo(userId).find(
        (m) => said(m).includes("Algebra moved by admin") && /moved_dm/.test(JSON.stringify(m.blocks)),
      );
    expect(said(old(BEN.slackUserId))).toContain("(by a school admin)");
    expect(said(old(CHLOE.slackUserId))).toContain("由学校管理员调整");
    expect(said(old(CHLOE.slackUserId))).not.toContain("a school admin");
  }, 90_000);
});
