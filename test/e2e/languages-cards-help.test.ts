/**
 * Help, command words, refusals, class cards and admin refusals in each reader's language (issue 20),
 * end to end. Ada (teacher) and Chloé (student, not in the class) read Chinese; Alan (teacher) and Ben
 * (student) read English: `/class help` and a misspelt word answer each in theirs, a refusal too. A
 * card Ada shares is in Chinese for the whole channel; Ben's click on Join answers him in English with
 * his link, Chloé's (not in the class) in Chinese.
 */
import { describe, expect, it } from "vitest";
import type { PostedMessage } from "../../src/slack-standin/index.js";
import { ADA, ALAN, BEN, CHLOE } from "../support/cast.js";
import { type ClassWorld, enrol, makeClass } from "../support/school.js";
import { type Harness, harnessPerFile, sentByTheApp, WAIT_MS } from "./harness.js";
import { connectedSchool } from "./school.js";

let h: Harness;
let w: ClassWorld;
harnessPerFile(async (started) => {
  h = started;
  w = await connectedSchool(h);
  const locales = [
    [ADA, "zh-CN"],
    [ALAN, "en-US"],
    [BEN, "en-US"],
    [CHLOE, "zh-CN"],
  ] as const;
  for (const [who, locale] of locales)
    h.standin.setUserInfo(who.slackUserId, { name: who.slackUserId, real_name: who.displayName, locale });
});

/** The private message the user sees after what `act` does. */
async function seen(userId: string, act: () => Promise<unknown>): Promise<PostedMessage> {
  const mark = h.standin.calls.length;
  await act();
  await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
  const last = h.standin.messages.filter((m) => m.ephemeralTo === userId).at(-1);
  if (!last) throw new Error("no private message");
  return last;
}

const command = (userId: string, text: string) => seen(userId, () => h.as(userId).command(text));
const shown = (m: PostedMessage) => JSON.stringify(m.blocks);

describe("help, words and refusals in the reader's language", () => {
  it("/class help: Chinese for a zh-CN teacher, English for an en-US one", async () => {
    const hers = await command(ADA.slackUserId, "/class help");
    expect(hers.text).toBe("你可以使用的 Classroom 命令");
    expect(shown(hers)).toContain("你是本校的*老师*");
    expect(shown(hers)).toContain("`/class schedule [text]`：安排一节课");
    const his = await command(ALAN.slackUserId, "/class help");
    expect(his.text).toBe("Classroom commands you can use");
    expect(shown(his)).toContain("You are a *teacher* of this school. Here is what you can do:");
    expect(shown(his)).not.toMatch(/[\u4e00-\u9fff]/);
  }, 60_000);

  it("/class shedule: the word meant, in the caller's language; the command word stays English", async () => {
    const hers = await command(ADA.slackUserId, "/class shedule");
    expect(hers.text).toBe("我没看懂 `shedule`。你是想用 `/class schedule` 吗？");
    const his = await command(ALAN.slackUserId, "/class shedule");
    expect(his.text).toBe("I didn't understand `shedule`. Did you mean `/class schedule`?");
  }, 60_000);

  it("a refusal in the refused person's language", async () => {
    const hers = await command(CHLOE.slackUserId, "/class schedule");
    expect(hers.text).toBe("抱歉，只有老师和管理员可以安排课程。如有需要，请联系学校管理员。");
    const his = await command(BEN.slackUserId, "/class schedule");
    expect(his.text).toBe(
      "Sorry, only teachers and admins can schedule classes. Ask an admin of your school if you need this.",
    );
    expect(w.teamId).toBeTruthy();
  }, 60_000);
});

describe("a class card in its sharer's language, its clicks in the clicker's", () => {
  it("a zh-CN teacher's card is Chinese; an en-US student's Join is English, a zh-CN stranger's Chinese", async () => {
    const cls = await makeClass(w, { name: "Card algebra", record: true, seatNum: 6 });
    await enrol(w, cls, [{ uid: BEN.uid, name: BEN.displayName }]);
    const where = "CLANGCARDS";
    h.standin.setChannelMembers(where, [
      ADA.slackUserId,
      BEN.slackUserId,
      CHLOE.slackUserId,
      h.standin.identity.botUserId,
    ]);
    const told = await seen(ADA.slackUserId, () =>
      h.as(ADA.slackUserId, { channelId: where }).command("/class share Card algebra"),
    );
    expect(told.text).toBe("*Card algebra* 的卡片正在发布到本频道。课程有变动时，卡片会随之更新。");
    await h.standin.waitFor("chat.postMessage", (c) => c.args.channel === where, WAIT_MS);
    await sentByTheApp(h);
    const card = h.standin
      .messagesIn(where)
      .find((m) => m.via === "chat.postMessage" && m.ephemeralTo === undefined);
    if (!card) throw new Error("no card in the channel");
    expect(shown(card)).toContain("台上 6 个座位");
    expect(shown(card)).toContain('"加入"');
    expect(card.text).toContain("Card algebra 将于");

    const his = await seen(BEN.slackUserId, () => h.as(BEN.slackUserId).clickButton(card, "加入"));
    expect(his.text).toBe("Your own link to Card algebra, only for you.");
    expect(shown(his)).toContain("Join live & chat");
    expect(shown(his)).toContain("live_partner.php");

    const hers = await seen(CHLOE.slackUserId, () => h.as(CHLOE.slackUserId).clickButton(card, "加入"));
    expect(hers.text).toBe(
      `你还不是 *Card algebra* 的学生。请让这节课的老师 <@${ADA.slackUserId}> 把你加进去，之后你会通过私信收到自己的链接。`,
    );
  }, 60_000);
});
