/**
 * "Add to calendar" (issue 20, "Calendar files"), end to end: a student added to a weekly series clicks
 * the button on their one series DM and gets a calendar file in their DM (files.uploadV2 through the
 * outbox). Parsed back with an independent parser (ical.js): one VEVENT with a weekly RRULE in the
 * student's own IANA zone, a stable UID, and each date's override carrying that date's personal Join
 * link; after a date is cancelled the file has its EXDATE and the same UID (a re-import updates). A
 * student not in a class gets no file; a single class is one VEVENT.
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { PostedMessage, UploadedFile } from "../../src/slack-standin/index.js";
import type { ClassRecord } from "../../src/store/index.js";
import { ADA } from "../support/cast.js";
import { type ClassWorld, enrol, hoursFromNow, makeClass, type Student } from "../support/school.js";
import { type Harness, harnessPerFile, openByCommand, sentByTheApp, WAIT_MS } from "./harness.js";
import { connectedSchool, demoStudent as demoStudentOf } from "./school.js";

let h: Harness;
let w: ClassWorld;
harnessPerFile(async (started) => {
  h = started;
  w = await connectedSchool(h, { people: [ADA] });
});

const DAY = 86_400;
const ZONE = "America/New_York";

async function demoStudent(number: number): Promise<Student> {
  const student = await demoStudentOf(w, number, "UCAL");
  h.standin.setUserInfo(student.slackUserId, { tz: ZONE });
  return student;
}

const postedTo = (s: Student): PostedMessage[] =>
  h.standin.messagesIn(h.standin.dmChannelOf(s.slackUserId)).filter((m) => m.via === "chat.postMessage");

const filesOf = (s: Student): UploadedFile[] =>
  [...h.standin.appFiles.values()].filter((f) => f.channel === h.standin.dmChannelOf(s.slackUserId));

async function submitAndWait(
  view: Awaited<ReturnType<typeof openByCommand>>,
  answers: object,
): Promise<void> {
  const mark = h.standin.calls.length;
  const result = await h.as(ADA.slackUserId).submit(view, answers as never);
  expect(result.errors).toEqual({});
  await h.standin.waitFor(
    "chat.postMessage",
    (c) => c.seq >= mark && c.args.channel === ADA.slackUserId,
    WAIT_MS,
  );
  await sentByTheApp(h);
}

async function clickCalendar(s: Student, message: PostedMessage, files: number): Promise<UploadedFile> {
  await h.as(s.slackUserId).clickButton(message, "Add to calendar");
  const end = Date.now() + WAIT_MS;
  while (filesOf(s).length < files) {
    if (Date.now() > end) throw new Error("no calendar file came");
    await new Promise((r) => setTimeout(r, 50));
  }
  return filesOf(s)[files - 1] as UploadedFile;
}

function parse(file: UploadedFile) {
  const cal = new ICAL.Component(ICAL.parse(file.content));
  for (const tz of cal.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(tz);
  const events = cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  return { cal, events };
}

describe("Add to calendar", () => {
  it("a series: one weekly rule in the student's zone, each date with its own link; a cancel adds its EXDATE", async () => {
    const student = await demoStudent(1003);
    const start = hoursFromNow(30);
    const classes: ClassRecord[] = [];
    for (let i = 0; i < 4; i++) {
      classes.push(
        await makeClass(w, {
          name: "Weekly biology",
          beginTime: start + i * 7 * DAY,
          minutes: 45,
          record: true,
          seriesId: "series-calendar",
        }),
      );
    }
    const [one, two] = classes as [ClassRecord, ClassRecord];
    await submitAndWait(
      await openByCommand(h, ADA.slackUserId, `students ${one.classId}`, "class_modal_students"),
      {
        "Add students": [student.slackUserId],
        "Apply to": "series",
      },
    );
    const [dm] = postedTo(student);
    expect(JSON.stringify(dm?.blocks)).toContain("Add to calendar");

    const file = await clickCalendar(student, dm as PostedMessage, 1);
    expect(file.filename).toBe("Weekly-biology.ics");
    expect(postedTo(student)).toHaveLength(1);
    const { events } = parse(file);
    const master = events.find((e) => !e.isRecurrenceException());
    expect(master?.isRecurring()).toBe(true);
    expect(master?.startDate.zone?.tzid).toBe(ZONE);
    const rrule = master?.component.getFirstPropertyValue("rrule") as ICAL.Recur;
    expect(rrule.freq).toBe("WEEKLY");
    expect(rrule.count).toBe(4);
    const dates: number[] = [];
    const it = master?.iterator();
    for (let next = it?.next(); next; next = it?.next()) dates.push(next.toUnixTime());
    expect(dates).toEqual(classes.map((c) => c.beginTime));
    const overrides = events.filter((e) => e.isRecurrenceException());
    expect(overrides).toHaveLength(4);
    const links = overrides.map((e) => String(e.description));
    for (const l of links) expect(l).toMatch(/live_partner\.php/);
    expect(new Set(links).size).toBe(4);
    const uid = master?.uid;

    // The second date is cancelled: the file asked for again has its EXDATE, under the same UID.
    await submitAndWait(
      await openByCommand(h, ADA.slackUserId, `cancel ${two.classId}`, "class_modal_cancel"),
      {
        "Apply to": "class",
      },
    );
    h.clock.advance(120);
    const again = await clickCalendar(student, postedTo(student)[0] as PostedMessage, 2);
    const parsed = parse(again);
    const master2 = parsed.events.find((e) => !e.isRecurrenceException());
    expect(master2?.uid).toBe(uid);
    const exdates = master2?.component
      .getAllProperties("exdate")
      .map((p) => (p.getFirstValue() as ICAL.Time).toUnixTime());
    expect(exdates).toEqual([two.beginTime]);
    const dates2: number[] = [];
    const it2 = master2?.iterator();
    for (let next = it2?.next(); next; next = it2?.next()) {
      if (!exdates?.includes(next.toUnixTime())) dates2.push(next.toUnixTime());
    }
    expect(dates2).toEqual(classes.filter((c) => c !== two).map((c) => c.beginTime));
  }, 90_000);

  it("a single class is one event; a student not in it gets no file", async () => {
    const [student, stranger] = [await demoStudent(1004), await demoStudent(1005)];
    const cls = await makeClass(w, { name: "One-off chemistry", beginTime: hoursFromNow(50), record: true });
    await submitAndWait(
      await openByCommand(h, ADA.slackUserId, `students ${cls.classId}`, "class_modal_students"),
      {
        "Add students": [student.slackUserId],
      },
    );
    const dm = postedTo(student)[0] as PostedMessage;
    const file = await clickCalendar(student, dm, 1);
    const { events } = parse(file);
    expect(events).toHaveLength(1);
    expect(events[0]?.isRecurring()).toBe(false);
    expect(events[0]?.startDate.toUnixTime()).toBe(cls.beginTime);
    expect(events[0]?.endDate.toUnixTime()).toBe(cls.endTime);
    expect(String(events[0]?.description)).toMatch(/live_partner\.php/);

    // The stranger clicks the same button (a forwarded message): nothing is sent to them.
    const mark = h.standin.calls.length;
    await h.as(stranger.slackUserId).clickButton(dm, "Add to calendar");
    const told = await h.standin.waitFor(
      ["chat.postEphemeral", "chat.postMessage", "response_url"],
      (c) => c.seq >= mark && JSON.stringify(c.args).includes("not one of yours"),
      WAIT_MS,
    );
    expect(told).toBeDefined();
    await sentByTheApp(h);
    expect(filesOf(stranger)).toEqual([]);
  }, 90_000);

  it("a teacher's Home entry: the file of the whole series, with the live page in each date", async () => {
    const start = hoursFromNow(80);
    for (let i = 0; i < 3; i++) {
      await makeClass(w, {
        name: "Teacher's physics",
        beginTime: start + i * 7 * DAY,
        minutes: 60,
        record: true,
        seriesId: "series-calendar-teacher",
      });
    }
    const mark = h.standin.calls.length;
    await h.as(ADA.slackUserId).openHome();
    await h.standin.waitFor(
      "views.publish",
      (c) => c.seq >= mark && c.args.user_id === ADA.slackUserId,
      WAIT_MS,
    );
    const home = h.standin.homeViewOf(ADA.slackUserId);
    if (!home) throw new Error("no Home");
    const channel = h.standin.dmChannelOf(ADA.slackUserId);
    const before = [...h.standin.appFiles.values()].filter((f) => f.channel === channel).length;
    await h.as(ADA.slackUserId).clickButton(home, "Add to calendar", { near: "Teacher's physics" });
    const end = Date.now() + WAIT_MS;
    let mine = [...h.standin.appFiles.values()].filter((f) => f.channel === channel);
    while (mine.length === before) {
      if (Date.now() > end) throw new Error("no calendar file came");
      await new Promise((r) => setTimeout(r, 50));
      mine = [...h.standin.appFiles.values()].filter((f) => f.channel === channel);
    }
    const { events } = parse(mine.at(-1) as UploadedFile);
    const master = events.find((e) => !e.isRecurrenceException());
    if (!master) throw new Error("no recurring event");
    expect((master.component.getFirstPropertyValue("rrule") as ICAL.Recur).count).toBe(3);
    expect(master.summary).toBe("Teacher's physics");
    for (const e of events.filter((x) => x.isRecurrenceException())) {
      expect(String(e.description)).toMatch(/Join: http\S+lessonKey=/);
    }
  }, 90_000);

  it("a student's Home entry: the button sends the file of that class to their DM", async () => {
    const student = await demoStudent(1006);
    const cls = await makeClass(w, { name: "Home geometry", beginTime: hoursFromNow(60), record: true });
    await enrol(w, cls, [student]);
    const mark = h.standin.calls.length;
    await h.as(student.slackUserId).openHome();
    await h.standin.waitFor(
      "views.publish",
      (c) => c.seq >= mark && c.args.user_id === student.slackUserId,
      WAIT_MS,
    );
    const home = h.standin.homeViewOf(student.slackUserId);
    if (!home) throw new Error("no Home");
    await h.as(student.slackUserId).clickButton(home, "Add to calendar", { near: "Home geometry" });
    const end = Date.now() + WAIT_MS;
    while (filesOf(student).length === 0) {
      if (Date.now() > end) throw new Error("no calendar file came");
      await new Promise((r) => setTimeout(r, 50));
    }
    const file = filesOf(student)[0] as UploadedFile;
    expect(file.filename).toBe("Home-geometry.ics");
    const { events } = parse(file);
    expect(events).toHaveLength(1);
    expect(events[0]?.summary).toBe("Home geometry");
    expect(events[0]?.startDate.toUnixTime()).toBe(cls.beginTime);
    expect(String(events[0]?.description)).toMatch(/live_partner\.php/);
  }, 90_000);
});
