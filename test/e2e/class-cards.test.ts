/**
 * Class cards in channels (issue 20), end to end: `/class share` posts a card through the outbox into
 * the channel it was typed in (the app must be a member: otherwise the person is told plainly how to
 * add it); a student of the class who clicks Join gets their own link privately and is counted as
 * opened; someone not in it is told whom to ask; the teacher's click offers "Add everyone in this
 * channel", which enrols the channel's students and reports per person; a cancel edits the card; a
 * student cannot share.
 */
import { describe, expect, it } from "vitest";
import type { PostedMessage } from "../../src/slack-standin/index.js";
import { ADA, BEN, CHLOE, JOSE, MARIE } from "../support/cast.js";
import { type ClassWorld, enrol, makeClass } from "../support/school.js";
import {
  type Harness,
  harnessPerFile,
  openByCommand,
  pickClass,
  sentByTheApp,
  submitForReport,
  updatedView,
  viewAfter,
  viewText,
  WAIT_MS,
} from "./harness.js";
import { connectedSchool } from "./school.js";

let h: Harness;
let w: ClassWorld;
harnessPerFile(async (started) => {
  h = started;
  w = await connectedSchool(h);
});

const BOT = () => h.standin.identity.botUserId;
let channels = 0;

/** A fresh channel with these members (and the app, unless `withApp` is false). */
function channel(members: readonly string[], withApp = true): string {
  channels += 1;
  const id = `CCARDS${channels}`;
  h.standin.setChannelMembers(id, [...members, ...(withApp ? [BOT()] : [])]);
  return id;
}

const cardsIn = (id: string): PostedMessage[] =>
  h.standin.messagesIn(id).filter((m) => m.via === "chat.postMessage" && m.ephemeralTo === undefined);

/** What `userId` was told privately after `mark` (a response_url answer), as text. */
async function toldPrivately(userId: string, mark: number, contains: string): Promise<string> {
  const call = await h.standin.waitFor(
    "response_url",
    (c) => c.seq >= mark && JSON.stringify(c.args).includes(contains),
    WAIT_MS,
  );
  const text = JSON.stringify(call.args);
  expect(call.responseUrl?.userId).toBe(userId);
  return text;
}

async function share(userId: string, where: string, text: string): Promise<number> {
  const mark = h.standin.calls.length;
  const res = await h.as(userId, { channelId: where }).command(`/class share ${text}`.trim());
  expect(res.status).toBe(200);
  return mark;
}

async function sharedCard(where: string, name: string): Promise<PostedMessage> {
  await h.standin.waitFor("chat.postMessage", (c) => c.args.channel === where, WAIT_MS);
  await sentByTheApp(h);
  const card = cardsIn(where).find((m) => JSON.stringify(m.blocks).includes(name));
  if (!card) throw new Error("no card in the channel");
  return card;
}

describe("class cards in channels", () => {
  it("a teacher shares a class: the card is posted in the channel through the outbox and remembered", async () => {
    const cls = await makeClass(w, { name: "Card algebra", record: true, seatNum: 6 });
    const where = channel([ADA.slackUserId, BEN.slackUserId]);
    const mark = await share(ADA.slackUserId, where, "Card algebra");
    await toldPrivately(ADA.slackUserId, mark, "being posted in this channel");
    const card = await sharedCard(where, "Card algebra");
    const blocks = JSON.stringify(card.blocks);
    expect(blocks).toContain(`<!date^${cls.beginTime}^`);
    expect(blocks).toContain(`<@${ADA.slackUserId}>`);
    expect(blocks).toContain("6 seats");
    expect(blocks).toContain('"Join"');
    const [stored] = await h.store.classCards.listAbout(w.teamId, { classIds: [cls.classId], seriesIds: [] });
    expect(stored).toMatchObject({ channelId: where, messageTs: card.ts, sharedBy: ADA.slackUserId });
    // Went through the outbox, like every message of the app.
    expect((await h.store.outbox.findByDedupeKey(w.teamId, stored?.postKey ?? ""))?.state).toBe("sent");
  }, 60_000);

  it("a channel the app is not in: the teacher is told plainly how to add it, and nothing is posted", async () => {
    await makeClass(w, { name: "Card outside", record: true });
    const where = channel([ADA.slackUserId], false);
    const mark = await share(ADA.slackUserId, where, "Card outside");
    const told = await toldPrivately(ADA.slackUserId, mark, "invite");
    expect(told).toContain("Type /invite @Classroom in this channel, then try again.");
    expect(told).toContain("ephemeral");
    await sentByTheApp(h);
    expect(h.standin.messagesIn(where).filter((m) => m.via === "chat.postMessage")).toEqual([]);
  }, 60_000);

  it("a student's Join: their own link privately, counted as opened; a student not in it is told whom to ask", async () => {
    const cls = await makeClass(w, { name: "Card chemistry", record: true });
    await enrol(w, cls, [{ uid: BEN.uid, name: BEN.displayName }]);
    const where = channel([ADA.slackUserId, BEN.slackUserId, CHLOE.slackUserId]);
    await share(ADA.slackUserId, where, "Card chemistry");
    const card = await sharedCard(where, "Card chemistry");

    let mark = h.standin.calls.length;
    await h.as(BEN.slackUserId).clickButton(card, "Join");
    const link = await toldPrivately(BEN.slackUserId, mark, "live_partner.php");
    expect(link).toContain("ephemeral");
    expect(link).toContain(`account=${BEN.account}`);
    const opened = await h.store.studentLinks.listForClass(w.teamId, cls.classId);
    expect(opened.find((l) => l.studentUid === BEN.uid)?.opens).toBeGreaterThan(0);

    mark = h.standin.calls.length;
    await h.as(CHLOE.slackUserId).clickButton(card, "Join");
    const told = await toldPrivately(CHLOE.slackUserId, mark, "not a student of");
    expect(told).toContain(`Ask its teacher, <@${ADA.slackUserId}>`);
    expect(told).not.toContain("live_partner.php");
  }, 60_000);

  it("the teacher's Join offers 'Add everyone in this channel': the channel's students are enrolled, reported by name", async () => {
    const cls = await makeClass(w, { name: "Card physics", record: true });
    const outsider = "UNOTINDIR";
    const where = channel([
      ADA.slackUserId,
      CHLOE.slackUserId,
      JOSE.slackUserId,
      MARIE.slackUserId,
      outsider,
    ]);
    await share(ADA.slackUserId, where, "Card physics");
    const card = await sharedCard(where, "Card physics");

    let mark = h.standin.calls.length;
    await h.as(ADA.slackUserId).clickButton(card, "Join");
    await toldPrivately(ADA.slackUserId, mark, "Add everyone in this channel");
    const offer = h.standin
      .messagesIn(where)
      .find((m) => m.ephemeralTo === ADA.slackUserId && JSON.stringify(m.blocks).includes("Add everyone"));
    if (!offer) throw new Error("no offer shown");
    expect(JSON.stringify(offer.blocks)).toContain('"confirm"');

    mark = h.standin.calls.length;
    await h.as(ADA.slackUserId).clickButton(offer, "Add everyone in this channel");
    await toldPrivately(ADA.slackUserId, mark, "Adding the students in this channel");
    const report = await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.args.channel === ADA.slackUserId && JSON.stringify(c.args).includes("Chlo"),
      WAIT_MS * 2,
    );
    const said = JSON.stringify(report.args);
    expect(said).toContain("Chloé Dubois");
    expect(said).toContain("José Álvarez");
    expect(said).not.toContain("Marie");
    const students = (await h.store.enrolments.listForClass(w.teamId, cls.classId)).map((e) => e.studentUid);
    expect(students.sort()).toEqual([CHLOE.uid, JOSE.uid].sort());
  }, 60_000);

  it("a cancel edits the card: 'Cancelled by' the teacher with her reason (escaped), no Join button", async () => {
    const cls = await makeClass(w, { name: "Card biology", record: true });
    const where = channel([ADA.slackUserId]);
    await share(ADA.slackUserId, where, "Card biology");
    const card = await sharedCard(where, "Card biology");
    const view = await openByCommand(h, ADA.slackUserId, `cancel ${cls.classId}`, "class_modal_cancel");
    const mark = h.standin.calls.length;
    const result = await h.as(ADA.slackUserId).submit(view, { "Reason (optional)": "lab closed <!here>" });
    expect(result.errors).toEqual({});
    await h.standin.waitFor("chat.update", (c) => c.seq >= mark && c.args.channel === where, WAIT_MS * 2);
    const edited = cardsIn(where).find((m) => m.ts === card.ts) as PostedMessage;
    expect(JSON.stringify(edited.blocks)).toContain(`Cancelled by ${ADA.displayName}`);
    // Everyone in the channel reads why, as Ada typed it, with no ping.
    expect(JSON.stringify(edited.blocks)).toContain("Reason: lab closed &lt;!here&gt;");
    expect(edited.text).toContain("Reason: lab closed &lt;!here&gt;");
    expect(JSON.stringify(edited.blocks)).not.toContain('"Join"');
    expect(cardsIn(where)).toHaveLength(1);
  }, 60_000);

  it("a series card says its schedule; a moved class's card shows the new time", async () => {
    const first = w.now() + 2 * 86_400;
    for (let i = 0; i < 3; i++) {
      await makeClass(w, { name: "Card weekly", beginTime: first + i * 7 * 86_400, seriesId: "series-card" });
    }
    const weekly = channel([ADA.slackUserId]);
    await share(ADA.slackUserId, weekly, "Card weekly");
    const seriesCard = JSON.stringify((await sharedCard(weekly, "Card weekly")).blocks);
    expect(seriesCard).toContain("Weekly series: 3 classes");
    expect(seriesCard).toContain(`<!date^${first + 14 * 86_400}^`);

    const cls = await makeClass(w, { name: "Card moving", record: true });
    const where = channel([ADA.slackUserId]);
    await share(ADA.slackUserId, where, "Card moving");
    const card = await sharedCard(where, "Card moving");
    const form = await openByCommand(h, ADA.slackUserId, `move ${cls.classId}`, "class_modal_move");
    const initial = /"initial_date":"(\d{4}-\d{2}-\d{2})"/.exec(JSON.stringify(form.blocks))?.[1];
    const later = new Date(`${initial}T00:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 2);
    await submitForReport(h, ADA.slackUserId, form, { "New date": later.toISOString().slice(0, 10) });
    await sentByTheApp(h);
    const edited = cardsIn(where).find((m) => m.ts === card.ts) as PostedMessage;
    // The card now names the class the move made, at its new time, and still offers Join.
    const [row] = await h.store.classCards.listAbout(w.teamId, { classIds: [], seriesIds: [] });
    expect(row).toBeUndefined();
    const stillOld = await h.store.classCards.listAbout(w.teamId, { classIds: [cls.classId], seriesIds: [] });
    expect(stillOld).toEqual([]);
    const newTime = /<!date\^(\d+)\^/.exec(JSON.stringify(edited.blocks))?.[1];
    // The move form keeps the time of day to the minute.
    expect(Math.abs(Number(newTime) - (cls.beginTime + 2 * 86_400))).toBeLessThan(60);
    expect(JSON.stringify(edited.blocks)).toContain('"Join"');
  }, 60_000);

  it("no class named: the class picker, then a confirmation that posts the card in the channel typed in", async () => {
    await makeClass(w, { name: "Card geometry", record: true });
    const where = channel([ADA.slackUserId]);
    const picker = await viewAfter(h, { userId: ADA.slackUserId, callbackId: "class_picker" }, () =>
      h.as(ADA.slackUserId, { channelId: where }).command("/class share"),
    );
    const option = (
      picker.blocks as Array<{ elements?: Array<{ options?: Array<{ text: { text: string } }> }> }>
    )
      .flatMap((b) => b.elements ?? [])
      .flatMap((e) => e.options ?? [])
      .find((o) => o.text.text.startsWith("Card geometry"))?.text.text;
    const modal = await pickClass(h, ADA.slackUserId, picker, option ?? "", "class_modal_share");
    expect(viewText(modal)).toContain(`<#${where}>`);
    const result = await h.as(ADA.slackUserId).submit(modal, {});
    expect(result.errors).toEqual({});
    expect(viewText(updatedView(modal, result.view))).toContain("being posted");
    await sharedCard(where, "Card geometry");
  }, 60_000);

  it("a student cannot share", async () => {
    await makeClass(w, { name: "Card history", record: true });
    const where = channel([BEN.slackUserId]);
    const mark = await share(BEN.slackUserId, where, "Card history");
    const told = await toldPrivately(BEN.slackUserId, mark, "share");
    expect(told).toMatch(/teachers|admins/);
    await sentByTheApp(h);
    expect(h.standin.messagesIn(where).filter((m) => m.via === "chat.postMessage")).toEqual([]);
  }, 60_000);
});
