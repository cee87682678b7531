/**
 * One scope rule, whatever the door (issue 30 §1, §3): a change opened on a series (`/class <word>
 * <series>`, Home's buttons and overflow menu, the scheduling message's buttons, the picker's series
 * option) starts on its remaining classes and says so in words; one class named (with its day) starts
 * on that class alone; `/class seats` follows the same rule. Lists then show a series' seats and
 * recording only when its remaining classes share them, and never to students.
 */
import { describe, expect, it } from "vitest";
import { DEMO_SID } from "../../src/sandbox/index.js";
import type { SlackView } from "../../src/slack-standin/index.js";
import type { ClassRecord } from "../../src/store/index.js";
import { BEN } from "../support/cast.js";
import {
  click,
  openByCommand,
  pickClass,
  privateAnswer,
  settled,
  viewAfter,
  viewText,
  WAIT_MS,
} from "./harness.js";
import { h, NY, openForm, schedulePerFile, TEACHER, teamId } from "./schedule.js";

schedulePerFile();

interface Scope {
  readonly chosen: string | undefined;
  readonly options: string[];
}

/** The "Apply to" choice of a class modal: which option it starts on, and the options' words. */
function scopeOf(view: { blocks?: unknown }): Scope {
  const block = ((view.blocks ?? []) as Array<Record<string, unknown>>).find(
    (b) => b.block_id === "class_apply_to",
  ) as { element: { initial_option?: { value: string }; options: Array<{ text: { text: string } }> } };
  if (!block) throw new Error("no Apply to");
  return {
    chosen: block.element.initial_option?.value,
    options: block.element.options.map((o) => o.text.text),
  };
}

/** "Wed 2 Dec": a day as the teacher (New York) reads it. */
function day(unix: number): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: NY,
    weekday: "short",
    day: "numeric",
    month: "short",
  }).formatToParts(new Date(unix * 1000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")}`;
}

/** "2026-12-09": the date the teacher types. */
function isoDay(unix: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: NY }).format(new Date(unix * 1000));
}

/**
 * The classes this schedule made (not older ones of the same name): a schedule the app refuses (Ada
 * already teaching then) returns none, rather than an earlier series passing for it.
 */
async function scheduleSeries(text: string, name: string): Promise<ClassRecord[]> {
  const before = new Set((await h.store.classes.listUpcoming(teamId, { limit: 1000 })).map((c) => c.classId));
  const form = await openForm(TEACHER, text);
  await h.as(TEACHER).submit(form, {});
  await settled(h);
  const mine = await h.store.classes.listUpcoming(teamId, { limit: 1000 });
  return mine
    .filter((c) => c.name === name && !before.has(c.classId))
    .sort((a, b) => a.beginTime - b.beginTime);
}

async function home(userId: string): Promise<SlackView> {
  const mark = h.standin.calls.length;
  await h.as(userId).openHome();
  await h.standin.waitFor("views.publish", (c) => c.seq >= mark && c.args.user_id === userId, WAIT_MS);
  const view = h.standin.homeViewOf(userId);
  if (!view) throw new Error("no Home published");
  return view;
}

const sandboxClass = (classId: number) =>
  h.sandbox.state(DEMO_SID).classes.find((c) => c.classId === classId);

describe("one scope rule from every door", () => {
  it("the command, Home's button and menu, the message's button and the picker open a series alike", async () => {
    const chem = await scheduleSeries("Chem every wed 10:00 50m for 4 weeks", "Chem");
    expect(chem).toHaveLength(4);
    const first = chem[0] as ClassRecord;
    const series: Scope = {
      chosen: "series",
      options: [
        `Only ${day(first.beginTime)} (1 of 4 classes of Chem)`,
        `The 4 remaining classes of Chem, from ${day(first.beginTime)}`,
      ],
    };

    const byCommand = await openByCommand(h, TEACHER, "video Chem", "class_modal_video");
    expect(scopeOf(byCommand)).toEqual(series);
    expect(viewText(byCommand)).toContain(
      `Opened on the series *Chem*: this changes its 4 remaining classes, from ${day(first.beginTime)}.`,
    );

    const view = await home(TEACHER);
    expect(
      scopeOf(await click(h, TEACHER, view, "Recording & live", "class_modal_video", { near: "Chem" })),
    ).toEqual(series);
    // Seats sit in the entry's overflow menu: picking it opens the same modal as a button would.
    expect(scopeOf(await click(h, TEACHER, view, "Seats", "class_modal_seats", { near: "Chem" }))).toEqual(
      series,
    );

    const message = h.standin
      .messagesIn(h.standin.dmChannelOf(TEACHER))
      .findLast((m) => m.text.includes("Chem"));
    if (!message) throw new Error("no scheduling message");
    expect(
      scopeOf(
        await click(
          h,
          TEACHER,
          message as unknown as Record<string, unknown>,
          "Add students",
          "class_modal_students",
        ),
      ),
    ).toEqual(series);

    const picker = await openByCommand(h, TEACHER, "students", "class_picker");
    const option = JSON.stringify(picker.blocks).match(/"text":"(Chem · [^"]*series[^"]*)"/)?.[1] ?? "";
    expect(scopeOf(await pickClass(h, TEACHER, picker, option, "class_modal_students"))).toEqual(series);

    // One class named by its day: that class alone, the series still offered.
    const second = chem[1] as ClassRecord;
    const one = await openByCommand(
      h,
      TEACHER,
      `video Chem ${isoDay(second.beginTime)}`,
      "class_modal_video",
    );
    expect(scopeOf(one)).toEqual({
      chosen: "class",
      options: [
        `Only ${day(second.beginTime)} (1 of 3 classes of Chem)`,
        `The 3 remaining classes of Chem, from ${day(second.beginTime)}`,
      ],
    });
    expect(viewText(one)).toContain(`Opened on ${day(second.beginTime)}: this changes that class only`);

    // Submitted as opened from the command: the whole series is recorded.
    await h.as(TEACHER).submit(byCommand, { "Recording, live and replay": ["Recording"] });
    await settled(h);
    for (const c of chem) expect(sandboxClass(c.classId)).toMatchObject({ record: 1 });
  }, 90_000);

  it("seats follow the rule: the series by its name, one class by its day; lists then say 'vary'", async () => {
    const bio = await scheduleSeries("Bio every thu 09:00 45m for 3 weeks", "Bio");
    const [first, second, third] = bio as [ClassRecord, ClassRecord, ClassRecord];
    const all = await privateAnswer(h, TEACHER, "/class seats Bio 5");
    expect(all.text).toContain("Setting 3 classes of *Bio* (this one and every later one) to 5 seats");
    await settled(h);
    for (const c of bio) expect(sandboxClass(c.classId)?.seatNum).toBe(5);

    const one = await privateAnswer(h, TEACHER, `/class seats Bio ${isoDay(second.beginTime)} 3`);
    expect(one.text).toContain("only (1 of its 2 remaining classes) to 3 seats");
    await settled(h);
    expect([first, second, third].map((c) => sandboxClass(c.classId)?.seatNum)).toEqual([5, 3, 5]);

    const list = await privateAnswer(h, TEACHER, "/class list");
    const text = JSON.stringify(list.blocks);
    expect(list.text).toContain("Classes you teach or assist");
    const bioLine = text.match(/\*Bio\*[^"]*/)?.[0] ?? "";
    expect(bioLine).toContain("seats vary");
    expect(bioLine).not.toContain("5 seats");
    expect(viewText(await home(TEACHER))).toContain("seats vary");

    // A student added to the series reads when and with whom, never its seats or recording.
    const students = await openByCommand(h, TEACHER, "students Bio", "class_modal_students");
    expect(scopeOf(students).chosen).toBe("series");
    await h.as(TEACHER).submit(students, { "Add students": [BEN.slackUserId] });
    await settled(h);
    const bens = await privateAnswer(h, BEN.slackUserId, "/class list");
    const read = JSON.stringify(bens.blocks);
    expect(read).toContain("*Bio*");
    expect(read).not.toMatch(/seat|recorded|not recorded/);
  }, 90_000);
});

describe("a class entry's buttons", () => {
  it("shows three buttons and a menu, no Rate before the class; a student's pick in the menu is refused", async () => {
    await scheduleSeries("Geo every fri 11:00 30m for 2 weeks", "Geo");
    const view = await home(TEACHER);
    const rows = (
      (view.blocks ?? []) as Array<{ block_id?: string; elements?: Array<Record<string, unknown>> }>
    ).filter((b) => String(b.block_id).startsWith("home_class_buttons_"));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const elements = row.elements ?? [];
      expect(
        elements.filter((e) => e.type === "button").map((e) => (e.text as { text: string }).text),
      ).toEqual(["Add students", "Recording & live", "Move"]);
      expect(elements.filter((e) => e.type === "overflow")).toHaveLength(1);
      expect(JSON.stringify(elements)).not.toContain("Rate students");
    }
    // The menu's pick runs the button's own checks: a student gets the refusal, nothing opens.
    const mark = h.standin.calls.length;
    await h.as(BEN.slackUserId).clickButton(view, "Labels", { near: "Geo" });
    const told = await h.standin.waitFor(
      ["chat.postMessage", "chat.postEphemeral"],
      (c) => c.seq >= mark && c.args.channel === BEN.slackUserId,
      WAIT_MS,
    );
    expect(JSON.stringify(told.args)).toContain("only teachers and admins");
    await settled(h);
    expect(h.standin.calls.slice(mark).some((c) => c.method === "views.open")).toBe(false);
  }, 60_000);
});

describe("every result repeats the scope in the modal's words", () => {
  it("video, students and labels say which classes of the series they changed", async () => {
    await h.store.labels.add(teamId, { labelId: 301, name: "Homework" });
    // Its own name and hour: "Geo every fri 11:00" of the test above is still Ada's, and a series
    // clashing with it is refused (double booking), which once left that 2-class series to be read here.
    const hist = await scheduleSeries("Hist every fri 14:00 45m for 5 weeks", "Hist");
    expect(hist).toHaveLength(5);
    const [first] = hist as [ClassRecord, ...ClassRecord[]];
    const reportTo = async (mark: number, starts: string) =>
      String(
        (
          await h.standin.waitFor(
            "chat.postMessage",
            (c) => c.seq >= mark && c.args.channel === TEACHER && String(c.args.text).startsWith(starts),
            WAIT_MS,
          )
        ).args.text,
      );

    // One class by its day: the modal offers "Only <day> (1 of 5 classes of Hist)", the result says it.
    const video = await openByCommand(
      h,
      TEACHER,
      `video Hist ${isoDay(first.beginTime)}`,
      "class_modal_video",
    );
    expect(scopeOf(video).options[0]).toBe(`Only ${day(first.beginTime)} (1 of 5 classes of Hist)`);
    let mark = h.standin.calls.length;
    await h.as(TEACHER).submit(video, { "Recording, live and replay": ["Recording", "Replay"] });
    expect(await reportTo(mark, "Replay on")).toBe(
      `Replay on for ${day(first.beginTime)} only (1 of 5 classes of Hist)`,
    );

    const one = await openByCommand(
      h,
      TEACHER,
      `students Hist ${isoDay(first.beginTime)}`,
      "class_modal_students",
    );
    mark = h.standin.calls.length;
    await h.as(TEACHER).submit(one, { "Add students": [BEN.slackUserId] });
    expect(await reportTo(mark, "Added to")).toBe(
      `Added to ${day(first.beginTime)} only (1 of 5 classes of Hist): Ben Carter — they got a DM with their personal link.`,
    );

    // The series by its name: its remaining classes, from the first.
    const labels = await openByCommand(h, TEACHER, "labels Hist", "class_labels");
    expect(scopeOf(labels).chosen).toBe("series");
    const report = await viewAfter(h, { userId: TEACHER, callbackId: "class_labels_report" }, () =>
      h.as(TEACHER).submit(labels, { Labels: ["Homework"] }),
    );
    expect(viewText(report)).toContain(
      `Labels on the 5 remaining classes of Hist, from ${day(first.beginTime)}: Homework added.`,
    );
    await settled(h);
  }, 90_000);
});
