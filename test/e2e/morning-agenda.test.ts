/**
 * The morning agenda (issue 20), end to end with the stack's clock moved: a teacher in Shanghai gets one
 * DM at 07:30 her time on a day she teaches (her classes with times, students, links, recording and the
 * class buttons), nothing before it, nothing again later that morning, nothing on a free day; her
 * assistant gets his at 07:30 in his own zone. Turned off on Home, no agenda; moved to 09:00, it comes
 * at 09:00 and not at 07:30. Sent late (the app down at that hour) only while none of the day's classes
 * has begun.
 */
import { describe, expect, it } from "vitest";
import { ALL_SCHOOLS } from "../../src/classes/leaving.js";
import { queueLiveLinks } from "../../src/classes/notices/live-links.js";
import { type LocalDate, localDateOf, zonedSeconds } from "../../src/classes/schedule/occurrences.js";
import { slackNoticeRenderer } from "../../src/slack/tables/notice-renderer.js";
import type { PostedMessage } from "../../src/slack-standin/index.js";
import type { ClassRecord } from "../../src/store/index.js";
import { ADA, ALAN, BEN, CHLOE } from "../support/cast.js";
import { type ClassWorld, makeClass } from "../support/school.js";
import { until } from "../support/until.js";
import { type Harness, harnessPerFile, sentByTheApp, viewText, WAIT_MS } from "./harness.js";
import { connectedSchool } from "./school.js";

/** How the notices read, without a Slack locale lookup (each reader's choice on Home, else English). */
const slackNotices = { noticeRenderer: slackNoticeRenderer };

let h: Harness;
let w: ClassWorld;
harnessPerFile(async (started) => {
  h = started;
  w = await connectedSchool(h, { people: [ADA, ALAN, BEN, CHLOE] });
  h.standin.setUserInfo(ADA.slackUserId, { name: "ada", real_name: ADA.displayName, tz: "Asia/Shanghai" });
  h.standin.setUserInfo(ALAN.slackUserId, { name: "alan", real_name: ALAN.displayName, tz: "Europe/London" });
});

const DAY = 86_400;
const SHANGHAI = "Asia/Shanghai";

const at = (date: LocalDate, hour: number, minute: number, zone: string) =>
  zonedSeconds(date, { hour, minute }, zone);

function plusDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Moves the stack's clock to `unix` and waits until the agenda sweep due then has run and its DMs are sent. */
async function sweepAt(unix: number): Promise<void> {
  const ahead = unix - h.clock.now();
  if (ahead > 0) h.clock.advance(ahead);
  h.app.jobs.wake();
  // Each sweep queues the next quarter hour's as it completes.
  const next = `job:agenda:${Math.floor(h.clock.now() / 900) + 1}`;
  await until(
    "the agenda sweep",
    async () => (await h.store.outbox.findByDedupeKey(ALL_SCHOOLS, next)) ?? undefined,
  );
  await sentByTheApp(h);
}

const agendasTo = (userId: string): PostedMessage[] =>
  h.standin
    .messagesIn(h.standin.dmChannelOf(userId))
    .filter((m) => m.via === "chat.postMessage" && m.text.startsWith("Your classes today"));

const shown = (m: PostedMessage | undefined) => viewText({ blocks: m?.blocks ?? [] });

function actionIds(m: PostedMessage | undefined): string[] {
  const ids: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === "object") {
      const o = node as Record<string, unknown>;
      if (typeof o.action_id === "string") ids.push(o.action_id);
      Object.values(o).forEach(visit);
    }
  };
  visit(m?.blocks ?? []);
  return ids;
}

async function teachingDay(date: LocalDate, name: string): Promise<ClassRecord> {
  return makeClass(w, { name, beginTime: at(date, 10, 0, SHANGHAI), minutes: 45, record: true });
}

/** The Home Ada is shown now, and her choice on its agenda menu. */
async function chooseOnHome(value: string): Promise<string> {
  let mark = h.standin.calls.length;
  await h.as(ADA.slackUserId).openHome();
  const home = await h.standin.waitFor(
    "views.publish",
    (c) => c.seq >= mark && c.args.user_id === ADA.slackUserId,
    WAIT_MS,
  );
  expect(home).toBeDefined();
  const view = h.standin.homeViewOf(ADA.slackUserId) as unknown as Record<string, unknown>;
  mark = h.standin.calls.length;
  await h.slack.blockAction({
    userId: ADA.slackUserId,
    container: { view },
    action: {
      action_id: "home_agenda_time",
      block_id: "home_agenda",
      type: "static_select",
      selected_option: { value, text: { type: "plain_text", text: value } },
    },
  });
  const after = await h.standin.waitFor(
    "views.publish",
    (c) => c.seq >= mark && c.args.user_id === ADA.slackUserId,
    WAIT_MS,
  );
  return viewText(after.args.view as Record<string, unknown>);
}

describe("the morning agenda", () => {
  let day1: LocalDate;
  it("comes at 07:30 the teacher's time on a day she teaches, once; her assistant gets his in his zone", async () => {
    day1 = localDateOf(h.clock.now() + 2 * DAY, SHANGHAI);
    const algebra = await teachingDay(day1, "Morning algebra");
    // A class Alan assists (the class service is not asked: the agenda only reads the store).
    const lab = await h.store.classes.create(w.teamId, {
      classId: 990_001,
      courseId: algebra.courseId,
      name: "Physics lab",
      beginTime: at(day1, 12, 0, SHANGHAI),
      endTime: at(day1, 13, 0, SHANGHAI),
      teacherUid: ADA.uid,
      assistantUid: ALAN.uid,
      createdBy: ADA.slackUserId,
    });
    await makeClass(w, { name: "Afternoon geometry", beginTime: at(day1, 15, 0, SHANGHAI), minutes: 60 });
    await h.store.enrolments.add(
      w.teamId,
      algebra.classId,
      [
        { uid: BEN.uid, name: BEN.displayName },
        { uid: CHLOE.uid, name: CHLOE.displayName },
      ],
      ADA.slackUserId,
    );
    await queueLiveLinks(h.store, slackNotices, {
      teamId: w.teamId,
      classIds: [algebra.classId],
      studentUids: [BEN.uid],
    });
    await sentByTheApp(h);

    const dueAt = at(day1, 7, 30, SHANGHAI);
    await sweepAt(dueAt - 15 * 60);
    expect(agendasTo(ADA.slackUserId)).toHaveLength(0);

    await sweepAt(dueAt);
    const [agenda] = agendasTo(ADA.slackUserId);
    expect(agendasTo(ADA.slackUserId)).toHaveLength(1);
    const text = shown(agenda);
    expect(agenda?.text).toContain("3 classes");
    expect(text).toContain("Morning algebra");
    expect(text).toContain("2 students · 1 of 2 have their Join link · recorded");
    expect(text).toContain("Afternoon geometry");
    expect(text).toContain("no students yet");
    // Times as Slack dates, so she reads them in her own zone.
    expect(JSON.stringify(agenda?.blocks)).toContain(`<!date^${algebra.beginTime}^{time}`);
    expect(actionIds(agenda)).toEqual(
      // Three buttons and the menu (Seats, Labels, Cancel, Add to calendar) on each class.
      expect.arrayContaining(["class_students", "class_video", "class_move", "class_menu"]),
    );
    // Morning algebra comes first.
    expect(text.indexOf("Morning algebra")).toBeLessThan(text.indexOf("Afternoon geometry"));

    // Later sweeps that morning find it sent: one agenda a day.
    await sweepAt(dueAt + 45 * 60);
    expect(agendasTo(ADA.slackUserId)).toHaveLength(1);
    expect(agendasTo(ALAN.slackUserId)).toHaveLength(0);

    // Alan reads his at 07:30 in London: only the class he assists.
    await sweepAt(at(day1, 7, 30, "Europe/London"));
    const his = agendasTo(ALAN.slackUserId);
    expect(his).toHaveLength(1);
    expect(shown(his[0])).toContain("Physics lab* · Algebra I · you assist Ada Lovelace");
    expect(shown(his[0])).not.toContain("Morning algebra");
    expect(JSON.stringify(his[0]?.blocks)).toContain(`<!date^${lab.beginTime}^{time}`);
  });

  it("says nothing on a day without classes", async () => {
    const day2 = plusDays(day1, 1);
    await sweepAt(at(day2, 7, 30, SHANGHAI));
    await sweepAt(at(day2, 8, 0, SHANGHAI));
    expect(agendasTo(ADA.slackUserId)).toHaveLength(1);
  });

  it("is not sent once she turns it off on Home, and comes at the hour she picks", async () => {
    const day3 = plusDays(day1, 2);
    const day4 = plusDays(day1, 3);
    await teachingDay(day3, "Wednesday algebra");
    await teachingDay(day4, "Thursday algebra");
    expect(await chooseOnHome("off")).toContain("Off: no DM with the day's classes");
    await sweepAt(at(day3, 7, 30, SHANGHAI));
    await sweepAt(at(day3, 9, 0, SHANGHAI));
    expect(agendasTo(ADA.slackUserId)).toHaveLength(1);

    expect(await chooseOnHome("540")).toContain("at 09:00 your time");
    await sweepAt(at(day4, 7, 30, SHANGHAI));
    expect(agendasTo(ADA.slackUserId)).toHaveLength(1);
    await sweepAt(at(day4, 9, 0, SHANGHAI));
    const agendas = agendasTo(ADA.slackUserId);
    expect(agendas).toHaveLength(2);
    expect(shown(agendas[1])).toContain("Thursday algebra");
  });

  it("sent late (the app was down at 09:00) only while none of the day's classes has begun", async () => {
    const day5 = plusDays(day1, 4);
    const day6 = plusDays(day1, 5);
    await teachingDay(day5, "Friday algebra");
    await teachingDay(day6, "Saturday algebra");
    // Down from before 09:00 until 10:15, after Friday's 10:00 class began: no agenda that day.
    await sweepAt(at(day5, 10, 15, SHANGHAI));
    expect(agendasTo(ADA.slackUserId)).toHaveLength(2);
    // Down until 09:45 on Saturday: the class is still ahead, so the agenda comes late.
    await sweepAt(at(day6, 9, 45, SHANGHAI));
    const agendas = agendasTo(ADA.slackUserId);
    expect(agendas).toHaveLength(3);
    expect(shown(agendas[2])).toContain("Saturday algebra");
  });

  it("a series class's entry acts on that class: its buttons and menu open on the day, not the series", async () => {
    const day7 = plusDays(day1, 6);
    await makeClass(w, {
      name: "Weekly algebra",
      beginTime: at(day7, 10, 0, SHANGHAI),
      minutes: 45,
      record: true,
      seriesId: "AGENDA-W",
    });
    await makeClass(w, {
      name: "Weekly algebra",
      beginTime: at(plusDays(day7, 7), 10, 0, SHANGHAI),
      minutes: 45,
      record: true,
      seriesId: "AGENDA-W",
    });
    await sweepAt(at(day7, 9, 0, SHANGHAI));
    const agenda = agendasTo(ADA.slackUserId).find((m) => shown(m).includes("Weekly algebra"));
    expect(agenda).toBeDefined();
    if (!agenda) return;
    // Three buttons and the menu, as on Home.
    const row = agenda.blocks.find((b) => b.type === "actions") as { elements?: { type: string }[] };
    expect(row.elements?.map((e) => e.type)).toEqual(["button", "button", "button", "overflow"]);
    const opened = async (button: string, callbackId: string) => {
      const mark = h.standin.calls.length;
      await h.as(ADA.slackUserId).clickButton(agenda, button);
      return viewText(await h.standin.waitForView({ callbackId, sinceSeq: mark, timeoutMs: WAIT_MS }));
    };
    // A button, and an option of the menu: each opens on that day's class only.
    for (const [button, callbackId] of [
      ["Recording & live", "class_modal_video"],
      ["Seats", "class_modal_seats"],
    ] as const) {
      const text = await opened(button, callbackId);
      expect(text).toMatch(/Opened on \w{3} \d{1,2} \w{3}: this changes that class only/);
      expect(text).not.toContain("Opened on the series");
    }
  });
});
