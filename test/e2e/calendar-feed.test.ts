/**
 * Calendar feeds (issue 30, section 5), end to end: "Add to calendar" offers Subscribe beside the file
 * (the https and webcal:// addresses of the person's own feed); the feed is fetched over HTTP like a
 * calendar service would and parsed back with an independent strict parser (ical.js). A moved class
 * keeps its UID with a higher SEQUENCE; a cancelled one shows CANCELLED; a student removed from a class
 * loses it; "New address" stops the old one (404, nothing said); ETag and 304; hostile names stay
 * inside their values; 200 classes answer well under a second.
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { JsonObject, PostedMessage } from "../../src/slack-standin/index.js";
import { ADA } from "../support/cast.js";
import { type ClassWorld, enrol, hoursFromNow, makeClass, type Student } from "../support/school.js";
import {
  type Harness,
  harnessPerFile,
  openByCommand,
  sentByTheApp,
  submitForReport,
  WAIT_MS,
} from "./harness.js";
import { connectedSchool, demoStudent } from "./school.js";

let h: Harness;
let w: ClassWorld;
harnessPerFile(async (started) => {
  h = started;
  w = await connectedSchool(h, { people: [ADA] });
});

const FEED = /(https?:\/\/[^\s`|>]+\/calendar\/[A-Za-z0-9_-]+\.ics)/;

/** What Slack showed the person after their click: the Subscribe message (any private channel). */
async function subscribeShown(mark: number): Promise<{ call: JsonObject; address: string }> {
  const call = await h.standin.waitFor(
    ["chat.postEphemeral", "chat.postMessage", "response_url"],
    (c) => c.seq >= mark && FEED.test(JSON.stringify(c.args)),
    WAIT_MS,
  );
  const address = FEED.exec(JSON.stringify(call.args))?.[1] as string;
  return { call: call.args, address };
}

/** The person clicks "Add to calendar" on their Home entry of `name`: their feed address. */
async function subscribe(userId: string, name: string): Promise<{ address: string; message: JsonObject }> {
  let mark = h.standin.calls.length;
  await h.as(userId).openHome();
  await h.standin.waitFor("views.publish", (c) => c.seq >= mark && c.args.user_id === userId, WAIT_MS);
  const home = h.standin.homeViewOf(userId);
  if (!home) throw new Error("no Home");
  mark = h.standin.calls.length;
  await h.as(userId).clickButton(home, "Add to calendar", { near: name });
  const shown = await subscribeShown(mark);
  return { address: shown.address, message: shown.call };
}

/** GET the feed as a calendar service does, at the app's own address (PUBLIC_URL may be a proxy). */
async function fetchFeed(address: string, headers: Record<string, string> = {}) {
  const path = new URL(address).pathname;
  return fetch(`${h.appUrl}${path}`, { headers });
}

async function eventsOf(address: string) {
  const res = await fetchFeed(address);
  expect(res.status).toBe(200);
  const text = await res.text();
  const cal = new ICAL.Component(ICAL.parse(text));
  return { text, res, events: cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v)), cal };
}

const seqOf = (e: ICAL.Event) => Number(e.component.getFirstPropertyValue("sequence"));
const statusOf = (e: ICAL.Event) => String(e.component.getFirstPropertyValue("status"));

describe("calendar feed", () => {
  it("Subscribe gives the person's feed; moves keep the UID with a higher SEQUENCE, cancels show CANCELLED, removal drops it", async () => {
    const student: Student = await demoStudent(w, 1003, "UFEED");
    const moving = await makeClass(w, { name: "Feed algebra", beginTime: hoursFromNow(30), record: true });
    const cancelling = await makeClass(w, {
      name: "Feed biology",
      beginTime: hoursFromNow(40),
      record: true,
    });
    const leaving = await makeClass(w, { name: "Feed chemistry", beginTime: hoursFromNow(50), record: true });
    for (const c of [moving, cancelling, leaving]) await enrol(w, c, [student]);

    const { address, message } = await subscribe(student.slackUserId, "Feed algebra");
    expect(address.startsWith(h.appUrl)).toBe(true);
    const shown = JSON.stringify(message);
    expect(shown).toContain(address.replace(/^http:\/\//, "webcal://"));
    expect(shown).toMatch(/Google Calendar.*Outlook.*Apple Calendar/);

    const first = await eventsOf(address);
    expect(first.res.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(first.res.headers.get("cache-control")).toMatch(/private, max-age=\d+/);
    expect(first.text.endsWith("\r\n")).toBe(true);
    const algebra = first.events.find((e) => e.summary === "Feed algebra") as ICAL.Event;
    expect(algebra.startDate.toUnixTime()).toBe(moving.beginTime);
    expect(String(algebra.description)).toMatch(/Join: http\S+live_partner\.php/);
    expect(first.events.map((e) => e.summary).sort()).toEqual([
      "Feed algebra",
      "Feed biology",
      "Feed chemistry",
    ]);

    // A calendar that asks again with the ETag it has gets 304, no body.
    const etag = first.res.headers.get("etag") as string;
    const again = await fetchFeed(address, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    // The student also downloads the file of the biology class: its cancel will say the file is out of date.
    await subscribe(student.slackUserId, "Feed biology");

    // Ada moves the algebra class two days later.
    h.clock.advance(120);
    const form = await openByCommand(h, ADA.slackUserId, `move ${moving.classId}`, "class_modal_move");
    const initial = /"initial_date":"(\d{4}-\d{2}-\d{2})"/.exec(JSON.stringify(form.blocks))?.[1];
    const later = new Date(`${initial}T00:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 2);
    await submitForReport(h, ADA.slackUserId, form, { "New date": later.toISOString().slice(0, 10) });
    // Ada cancels the biology class.
    h.clock.advance(120);
    await submitForReport(
      h,
      ADA.slackUserId,
      await openByCommand(h, ADA.slackUserId, `cancel ${cancelling.classId}`, "class_modal_cancel"),
      { "Reason (optional)": "lab closed; see you, Monday" },
    );
    // And takes the student off chemistry.
    await submitForReport(
      h,
      ADA.slackUserId,
      await openByCommand(h, ADA.slackUserId, `students ${leaving.classId}`, "class_modal_students"),
      { "Remove students": [student.name] },
    );
    await sentByTheApp(h);

    const after = await eventsOf(address);
    expect(after.res.headers.get("etag")).not.toBe(etag);
    const moved = after.events.filter((e) => e.uid === algebra.uid);
    expect(moved).toHaveLength(1);
    expect(
      Math.abs((moved[0] as ICAL.Event).startDate.toUnixTime() - (moving.beginTime + 2 * 86_400)),
    ).toBeLessThan(60);
    expect(seqOf(moved[0] as ICAL.Event)).toBeGreaterThan(seqOf(algebra));
    expect(statusOf(moved[0] as ICAL.Event)).toBe("CONFIRMED");
    const biology = after.events.find((e) => e.summary === "Feed biology") as ICAL.Event;
    expect(statusOf(biology)).toBe("CANCELLED");
    expect(String(biology.description)).not.toMatch(/live_partner/);
    // The event says why (the reason as typed, read back through the TEXT escaping), not "link will follow".
    expect(String(biology.description)).toContain("Cancelled: lab closed; see you, Monday");
    expect(String(biology.description)).not.toContain("will follow");
    expect(after.events.map((e) => e.summary)).not.toContain("Feed chemistry");
    const dms = h.standin.messagesIn(h.standin.dmChannelOf(student.slackUserId));
    const cancelDm = dms.find((m) => JSON.stringify(m.blocks).includes("cancel_notice"));
    expect(JSON.stringify(cancelDm?.blocks)).toContain(
      "The calendar file you downloaded still shows this class",
    );

    // The teacher's feed has the same classes, with the link a teacher uses; the moved one once.
    const teacher = await subscribe(ADA.slackUserId, "Feed chemistry");
    const ada = await eventsOf(teacher.address);
    expect(ada.events.filter((e) => e.uid === algebra.uid)).toHaveLength(1);
    expect(ada.events.map((e) => e.summary)).toContain("Feed chemistry");
  }, 120_000);

  it("New address stops the old one: a wrong or revoked token gets a bare 404", async () => {
    const student = await demoStudent(w, 1004, "UFEED");
    const cls = await makeClass(w, { name: "Feed history", beginTime: hoursFromNow(20), record: true });
    await enrol(w, cls, [student]);
    const { address, message } = await subscribe(student.slackUserId, "Feed history");
    // Subscribing again shows the same address.
    expect((await subscribe(student.slackUserId, "Feed history")).address).toBe(address);
    // So does Home's own "Subscribe to my calendar".
    const home = h.standin.homeViewOf(student.slackUserId);
    if (!home) throw new Error("no Home");
    const before = h.standin.calls.length;
    await h.as(student.slackUserId).clickButton(home, "Subscribe to my calendar");
    expect((await subscribeShown(before)).address).toBe(address);

    const mark = h.standin.calls.length;
    const res = await h.as(student.slackUserId).clickButton(
      {
        ...(message as object),
        channel: String(message.channel ?? student.slackUserId),
        ts: "1.000001",
      } as unknown as PostedMessage,
      "New address",
    );
    expect(res.status).toBe(200);
    const renewed = await subscribeShown(mark);
    expect(JSON.stringify(renewed.call)).toContain("no longer works");
    expect(renewed.address).not.toBe(address);

    const old = await fetchFeed(address);
    expect(old.status).toBe(404);
    expect(await old.text()).toBe("");
    expect((await fetchFeed(renewed.address)).status).toBe(200);
    const wrong = await fetchFeed(
      address.replace(/\/calendar\/[^/]+$/, "/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics"),
    );
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).toBe("");
    expect((await fetchFeed(`${address}/x`)).status).toBe(404);
    // Every method and path under /calendar/ is answered here (so no path, which holds a token, is logged).
    const posted = await fetch(`${h.appUrl}${new URL(renewed.address).pathname}`, { method: "POST" });
    expect(posted.status).toBe(405);
    expect(await posted.text()).toBe("");
  }, 60_000);

  it("hostile names stay inside their values; 200 classes answer well under a second", async () => {
    const student = await demoStudent(w, 1005, "UFEED");
    // 50 characters, the longest name there is: CR LF, an injected line, ; , \ emoji and long Chinese.
    const hostile = "Evil\r\nATTACH:x;b,c\\d 😀 很长的中文课程名称很长的中文课程名称很长的中文课程名";
    const cls = await makeClass(w, { name: "Feed hostile", beginTime: hoursFromNow(10), record: true });
    await enrol(w, cls, [student]);
    const { address } = await subscribe(student.slackUserId, "Feed hostile");
    // A name with CR LF, as `/class move` once let through, straight in the store.
    await h.store.classes.create(w.teamId, {
      classId: 990_000_001,
      courseId: cls.courseId,
      name: hostile,
      beginTime: cls.beginTime + 3600,
      endTime: cls.beginTime + 7200,
      teacherUid: cls.teacherUid,
      createdBy: ADA.slackUserId,
    });
    await h.store.enrolments.add(w.teamId, 990_000_001, [{ uid: student.uid, name: student.name }]);
    for (let i = 0; i < 200; i++) {
      await h.store.classes.create(w.teamId, {
        classId: 990_001_000 + i,
        courseId: cls.courseId,
        name: `Bulk ${i}`,
        beginTime: cls.beginTime + (i + 2) * 86_400,
        endTime: cls.beginTime + (i + 2) * 86_400 + 3600,
        teacherUid: cls.teacherUid,
        createdBy: ADA.slackUserId,
      });
      await h.store.enrolments.add(w.teamId, 990_001_000 + i, [{ uid: student.uid, name: student.name }]);
    }
    await fetchFeed(address); // warm
    const started = performance.now();
    const timed = await fetchFeed(address);
    await timed.text();
    // Typically about 300 ms on a busy 2-core machine, HTTP included.
    expect(performance.now() - started).toBeLessThan(1000);
    const { text, events } = await eventsOf(address);
    expect(events).toHaveLength(202);
    expect(text).not.toMatch(/\r\nATTACH/);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const evil = events.find((e) => e.summary.startsWith("Evil")) as ICAL.Event;
    expect(evil.summary).toBe(hostile.replace(/\r\n/g, "\n"));
    expect(evil.component.getAllProperties("attach")).toEqual([]);
  }, 120_000);

  it("a student who downloaded the file of a class is told after its move that the file is out of date", async () => {
    const [withFile, without] = [await demoStudent(w, 1006, "UFEED"), await demoStudent(w, 1007, "UFEED")];
    const cls = await makeClass(w, { name: "Feed geography", beginTime: hoursFromNow(70), record: true });
    await submitForReport(
      h,
      ADA.slackUserId,
      await openByCommand(h, ADA.slackUserId, `students ${cls.classId}`, "class_modal_students"),
      { "Add students": [withFile.slackUserId, without.slackUserId] },
    );
    const dmOf = (s: Student) =>
      h.standin.messagesIn(h.standin.dmChannelOf(s.slackUserId)).filter((m) => m.via === "chat.postMessage");
    const dm = dmOf(withFile)[0] as PostedMessage;
    const files = h.standin.appFiles.size;
    await h.as(withFile.slackUserId).clickButton(dm, "Add to calendar");
    const end = Date.now() + WAIT_MS;
    while (h.standin.appFiles.size === files) {
      if (Date.now() > end) throw new Error("no calendar file came");
      await new Promise((r) => setTimeout(r, 50));
    }
    h.clock.advance(120);
    const form = await openByCommand(h, ADA.slackUserId, `move ${cls.classId}`, "class_modal_move");
    const initial = /"initial_date":"(\d{4}-\d{2}-\d{2})"/.exec(JSON.stringify(form.blocks))?.[1];
    const later = new Date(`${initial}T00:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 1);
    await submitForReport(h, ADA.slackUserId, form, { "New date": later.toISOString().slice(0, 10) });
    await sentByTheApp(h);
    const edited = JSON.stringify(dmOf(withFile)[0]?.blocks);
    expect(edited).toContain("The calendar file you downloaded still shows the old time");
    expect(edited).toContain("calendar_add");
    expect(JSON.stringify(dmOf(without)[0]?.blocks)).not.toContain("calendar file you downloaded");
  }, 90_000);
});
