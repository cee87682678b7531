/**
 * A weekly series is one thing: one Home entry and one `/class list` line (its rule, next class, how
 * many to go), with actions that default to this and all later classes — from the Home and from the
 * series' message — so a student added there lands in every class of the series.
 */
import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { DEMO_SID } from "../../src/sandbox/index.js";
import type { SlackView } from "../../src/slack-standin/index.js";
import { ADA, ALGEBRA, BEN } from "../support/cast.js";
import { click, openByCommand, outboxSettled, pickClass, viewText, WAIT_MS } from "./harness.js";
import { h, NY, OTHER, openForm, schedulePerFile, TEACHER, teamId } from "./schedule.js";

schedulePerFile();

async function scheduleSeries(text: string): Promise<string> {
  const form = await openForm(TEACHER, text);
  const mark = h.standin.calls.length;
  await h.as(TEACHER).submit(form, {});
  // The report about these classes (named by the text's first word), not another DM that came meanwhile.
  const name = text.split(" ")[0] ?? "";
  const dm = await h.standin.waitFor(
    "chat.postMessage",
    (c) => c.seq >= mark && c.args.channel === TEACHER && String(c.args.text).includes(name),
    WAIT_MS,
  );
  return String(dm.args.text);
}

async function home(): Promise<SlackView> {
  const mark = h.standin.calls.length;
  await h.as(TEACHER).openHome();
  await h.standin.waitFor("views.publish", (c) => c.seq >= mark && c.args.user_id === TEACHER, WAIT_MS);
  const view = h.standin.homeViewOf(TEACHER);
  if (!view) throw new Error("no Home published");
  return view;
}

describe("a weekly series as one thing", () => {
  it("is one Home entry whose Add students reaches every class of the series", async () => {
    expect(await scheduleSeries("Algebra every tue fri 10:00 50m for 3 weeks")).toContain(
      "6 classes scheduled",
    );
    const view = await home();
    const text = viewText(view);
    expect(text).toContain("weekly series");
    expect(text).toContain("6 classes, 6 to go");
    // One entry (one line and one row of buttons), not six.
    const entries = (view.blocks ?? []).filter((b) => String(b.block_id).startsWith("home_class_buttons_"));
    expect(entries).toHaveLength(1);

    const modal = await click(h, TEACHER, view, "Add students", "class_modal_students");
    expect(viewText(modal)).toContain("Opened on the series");
    const mark = h.standin.calls.length;
    const result = await h.as(TEACHER).submit(modal, { "Add students": [BEN.slackUserId] });
    expect(result.errors).toEqual({});
    await h.standin.waitFor("chat.postMessage", (c) => c.seq >= mark && c.args.channel === TEACHER, WAIT_MS);
    const series = h.sandbox.state(DEMO_SID).classes.filter((c) => c.className === "Algebra");
    expect(series).toHaveLength(6);
    for (const c of series) {
      expect(c.students).toContain(BEN.uid);
      expect((await h.store.enrolments.listForClass(teamId, c.classId)).map((e) => e.studentUid)).toEqual([
        BEN.uid,
      ]);
    }
    // Ben's own Home lists the series once: its next class with its Join button, and how many follow.
    const mark2 = h.standin.calls.length;
    await h.as(BEN.slackUserId).openHome();
    await h.standin.waitFor(
      "views.publish",
      (c) => c.seq >= mark2 && c.args.user_id === BEN.slackUserId,
      WAIT_MS,
    );
    const bens = viewText(h.standin.homeViewOf(BEN.slackUserId) ?? {});
    expect(bens.match(/\*Algebra\* ·/g)).toHaveLength(1);
    expect(bens).toContain("Weekly series: 5 more classes after this one");
  });

  it("is one line of /class list, and its message's buttons open for the rest of the series", async () => {
    await scheduleSeries("Physics every mon 09:00 45m for 4 weeks");
    const mark = h.standin.calls.length;
    await h.as(TEACHER).command("/class list");
    const reply = await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
    const listed = JSON.stringify(reply.args);
    expect(listed.match(/Physics/g)?.length ?? 0).toBeLessThanOrEqual(2);
    expect(listed).toContain("4 classes, 4 to go");

    const message = h.standin
      .messagesIn(h.standin.dmChannelOf(TEACHER))
      .findLast((m) => m.text.includes("Physics"));
    const buttons = JSON.stringify(message?.blocks ?? []);
    expect(buttons).toMatch(/"value":"\d+:series"/);
  });

  it("a single class stays its own entry and its modal applies to that class", async () => {
    await scheduleSeries("Algebra tomorrow 11:00 30m");
    const view = await home();
    const lines = (view.blocks ?? [])
      .filter((b) => String(b.block_id).startsWith("home_class_") && b.type === "section")
      .map((b) => viewText({ blocks: [b] }));
    const single = lines.find((l) => l.includes("(30 min)"));
    expect(single).toBeDefined();
    expect(single).not.toContain("weekly series");
    const modal = await click(h, TEACHER, view, "Add students", "class_modal_students", { near: "(30 min)" });
    expect(viewText(modal)).not.toContain("Opened on the series");
  });
});

describe("the class picker", () => {
  it("lists a series as one entry, and picking it opens for this and all later classes", async () => {
    await scheduleSeries("Geometry every thu 12:00 40m for 3 weeks");
    const picker = await openByCommand(h, TEACHER, "video", "class_picker");
    const options = (
      (picker.blocks ?? []) as Array<{
        elements?: Array<{ options?: Array<{ text: { text: string }; value: string }> }>;
      }>
    )
      .flatMap((b) => b.elements ?? [])
      .flatMap((e) => e.options ?? []);
    const geometry = options.filter((o) => o.text.text.startsWith("Geometry"));
    expect(geometry).toHaveLength(1);
    expect(geometry[0]?.text.text).toContain("series, 3 to go");
    const modal = await pickClass(h, TEACHER, picker, geometry[0]?.text.text ?? "", "class_modal_video");
    expect(viewText(modal)).toContain("Opened on the series");
  });
});

describe("a Home with 20 series and 100 classes", () => {
  it("stays readable: one entry per series, grouped by when, 20 at first and more on request", async () => {
    const now = Math.floor(Date.now() / 1000);
    // The first class today (UTC, the teacher's zone here) even when the test runs in the day's last
    // hour; in its last two minutes the first class is already in session (on Home until it ends).
    const soon = Math.min(3600, 86_400 - (now % 86_400) - 120);
    let classId = 990_000;
    const made: number[] = [];
    for (let s = 0; s < 20; s++) {
      for (let k = 0; k < 5; k++) {
        const beginTime = now + soon + s * 86_400 + k * 7 * 86_400;
        made.push(classId);
        await h.store.classes.create(teamId, {
          classId: classId++,
          courseId: ALGEBRA.courseId,
          name: `Series ${String(s).padStart(2, "0")}`,
          beginTime,
          endTime: beginTime + 3600,
          teacherUid: ADA.uid,
          seriesId: `series-many-${s}`,
          createdBy: TEACHER,
        });
      }
    }
    try {
      await readableHome();
    } finally {
      // Ada's 100 classes would meet the later tests' classes of hers (a double-booking warning).
      for (const id of made) await h.store.classes.markCancelled(teamId, id, TEACHER);
    }
  });
});

/** Ada's Home with the 20 series: one entry each, grouped by when, 20 at first and more on request. */
async function readableHome(): Promise<void> {
  const view = await home();
  const blocks = view.blocks ?? [];
  expect(blocks.length).toBeLessThanOrEqual(100);
  const rows = () =>
    (h.standin.homeViewOf(TEACHER)?.blocks ?? []).filter((b) =>
      String(b.block_id).startsWith("home_class_buttons_"),
    );
  expect(rows()).toHaveLength(20);
  const text = viewText(view);
  expect(text).toContain("Today");
  expect(text).toContain("This week");
  expect(text).toContain("Later");
  expect(text.match(/Series 03/g)).toHaveLength(1);

  const mark = h.standin.calls.length;
  await h.as(TEACHER).clickButton(view, "Show more");
  await h.standin.waitFor("views.publish", (c) => c.seq >= mark && c.args.user_id === TEACHER, WAIT_MS);
  expect(rows().length).toBeGreaterThan(20);
  expect((h.standin.homeViewOf(TEACHER)?.blocks ?? []).length).toBeLessThanOrEqual(100);
}

describe("/class seats on a series", () => {
  it("applies to the rest of the series and says so, in the reply and the report", async () => {
    await scheduleSeries("Optics every wed 15:00 45m for 3 weeks");
    const physics = h.sandbox
      .state(DEMO_SID)
      .classes.filter((c) => c.className === "Optics" && c.seatNum !== 9);
    const mark = h.standin.calls.length;
    await h.as(TEACHER).command("/class seats Optics 9");
    const reply = await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
    expect(JSON.stringify(reply.args)).toMatch(
      /Setting 3 classes of \*Optics\* \(this one and every later one\) to 9 seats, standard video/,
    );
    const report = await h.standin.waitFor(
      "chat.postMessage",
      (c) =>
        c.seq >= mark &&
        c.args.channel === TEACHER &&
        String(c.args.text).startsWith("Seats on the 3 remaining classes of Optics"),
      WAIT_MS,
    );
    expect(String(report.args.text)).toMatch(
      // The scope as the modal said it, then what changed.
      /Seats on the 3 remaining classes of Optics, from \w{3} \d{1,2} \w{3}: 6 seats, standard video → 9 seats, standard video/,
    );
    const stored = await Promise.all(physics.map((c) => h.store.classes.get(teamId, c.classId)));
    const after = h.sandbox.state(DEMO_SID).classes.filter((c) => c.className === "Optics");
    // Every Optics class of the series the command found now has 9 seats, at the partner and here.
    expect(after.map((c) => c.seatNum)).toEqual([9, 9, 9]);
    expect(stored.map((c) => c?.seatNum)).toEqual([9, 9, 9]);
  });
});

describe("an assistant", () => {
  it("is told once, in a message that says they assist, when assigned to a class", async () => {
    const form = await openForm(TEACHER, "Algebra tomorrow 14:00 30m");
    const mark = h.standin.calls.length;
    const result = await h.as(TEACHER).submit(form, { Assistant: OTHER });
    expect(result.errors).toEqual({});
    const told = await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.args.channel === OTHER,
      WAIT_MS,
    );
    expect(JSON.stringify(told.args)).toContain(`You assist <@${TEACHER}> on *Algebra*`);
    expect(JSON.stringify(told.args)).not.toContain(`Assistant: <@${OTHER}>`);
    await h.standin.waitFor("chat.postMessage", (c) => c.seq >= mark && c.args.channel === TEACHER, WAIT_MS);
    await outboxSettled(h);
    expect(
      h.standin.calls.filter(
        (c) => c.seq >= mark && c.method === "chat.postMessage" && c.args.channel === OTHER,
      ),
    ).toHaveLength(1);
  });
});

describe("the teacher's and the assistant's reminder", () => {
  it("reaches both before class, once, with how many students have their link", async () => {
    // A class about ten minutes from now, in Ada's zone: its reminder (15 minutes before) is already due.
    const start = new TZDate(Date.now() + 10 * 60_000, NY);
    const two = (n: number) => String(n).padStart(2, "0");
    const form = await openForm(TEACHER, "Chemistry lab tomorrow 30m");
    const mark = h.standin.calls.length;
    const result = await h.as(TEACHER).submit(form, {
      Date: `${start.getFullYear()}-${two(start.getMonth() + 1)}-${two(start.getDate())}`,
      "Start time": `${two(start.getHours())}:${two(start.getMinutes())}`,
      Assistant: OTHER,
    });
    expect(result.errors).toEqual({});
    for (const person of [TEACHER, OTHER]) {
      const reminder = await h.standin.waitFor(
        "chat.postMessage",
        (c) =>
          c.seq >= mark && c.args.channel === person && String(c.args.text).includes("Chemistry lab starts"),
        WAIT_MS,
      );
      expect(String(reminder.args.text)).toContain("No students yet.");
    }
    await outboxSettled(h);
    const reminders = h.standin.calls.filter(
      (c) =>
        c.seq >= mark &&
        c.method === "chat.postMessage" &&
        String(c.args.text).includes("Chemistry lab starts"),
    );
    expect(reminders).toHaveLength(2);
  });
});
