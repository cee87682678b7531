/**
 * "Your time" wherever a person reads dates (issue 30 §4): Home and the class modals say their dates
 * are the viewer's where the viewer's clock differs from the school's (New York here); a student's DM
 * says so where the class's teacher's clock differs even when the school's agrees; and a Chinese DM's
 * notification text writes the weekday in Chinese (周六), not "Sat".
 */
import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import type { SlackView } from "../../src/slack-standin/index.js";
import { ADA, ADMIN, BEN, CHLOE } from "../support/cast.js";
import { type ClassWorld, makeClass } from "../support/school.js";
import { speaks } from "../support/speaks.js";
import { type Harness, harnessPerFile, openByCommand, publishedHome, viewText, WAIT_MS } from "./harness.js";
import { connectedSchool } from "./school.js";

let h: Harness;
let w: ClassWorld;
harnessPerFile(async (started) => {
  h = started;
  // The admin's first contact (connecting the school) reads their profile: Tokyo from the start.
  speaks(h, [[ADMIN, "en-US", "Asia/Tokyo"]]);
  w = await connectedSchool(h, { people: [ADA, BEN, CHLOE] });
  speaks(h, [
    [ADA, "en-US", "America/New_York"],
    [BEN, "en-US", "Asia/Tokyo"],
    [CHLOE, "zh-CN", "Asia/Shanghai"],
  ]);
  await h.store.workspaces.upsert({ teamId: w.teamId, timeZone: "America/New_York" });
});

const YOUR_TIME = "Dates and times are in your time zone";

/** Ada adds these students to the class; resolves with the first DM each gets about it. */
async function addStudents(name: string, students: readonly string[]) {
  const modal = await openByCommand(h, ADA.slackUserId, `students ${name}`, "class_modal_students");
  const mark = h.standin.calls.length;
  await h.as(ADA.slackUserId).submit(modal, { "Add students": [...students] });
  return Promise.all(
    students.map((s) =>
      h.standin.waitFor(
        "chat.postMessage",
        (c) => c.seq >= mark && c.args.channel === s && String(c.args.text).includes(name),
        WAIT_MS,
      ),
    ),
  );
}

describe("Home and the class modals say the dates are the viewer's (issue 30)", () => {
  it("a student in Tokyo sees it on Home; the New York teacher does not", async () => {
    const cls = await makeClass(w, { name: "Home zones", startsIn: 2 * 86_400, record: true });
    await addStudents(cls.name, [BEN.slackUserId]);
    const ben = viewText(await publishedHome(h, BEN.slackUserId));
    expect(ben).toContain("Home zones");
    expect(ben).toContain(`${YOUR_TIME} (Japan Standard Time)`);
    const ada = viewText(await publishedHome(h, ADA.slackUserId));
    expect(ada).toContain("Home zones");
    expect(ada).not.toContain(YOUR_TIME);
  });

  it("an admin in Tokyo sees it under a class modal's heading; the New York teacher does not", async () => {
    await makeClass(w, { name: "Modal zones", startsIn: 3 * 86_400, record: true });
    const admin = await openByCommand(h, ADMIN, "seats Modal zones", "class_modal_seats");
    expect(viewText(admin as SlackView)).toContain(`${YOUR_TIME} (Japan Standard Time)`);
    const ada = await openByCommand(h, ADA.slackUserId, "seats Modal zones", "class_modal_seats");
    expect(viewText(ada as SlackView)).toContain("Modal zones");
    expect(viewText(ada as SlackView)).not.toContain(YOUR_TIME);
  });
});

describe("a DM's dates against its teacher's clock and in its language (issue 30)", () => {
  it("a Chinese DM's notification text names the weekday in Chinese", async () => {
    const cls = await makeClass(w, { name: "Weekday words", startsIn: 4 * 86_400, record: true });
    const [chloe] = await addStudents(cls.name, [CHLOE.slackUserId]);
    const weekday = new Intl.DateTimeFormat("zh-CN", { weekday: "short", timeZone: "Asia/Shanghai" }).format(
      new Date(cls.beginTime * 1000),
    );
    const day = new TZDate(cls.beginTime * 1000, "Asia/Shanghai");
    const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
    expect(String(chloe?.args.text)).toContain(`|${weekday} ${date} `);
    expect(String(chloe?.args.text)).toMatch(/\|周[一二三四五六日] /);
    expect(String(chloe?.args.text)).not.toMatch(/\|(Sun|Mon|Tue|Wed|Thu|Fri|Sat) /);
  });

  it("a student whose clock agrees with the school's is told the times are theirs when the teacher's differs", async () => {
    // The school now keeps Tokyo's time, as Ben does; Ada, his teacher, is in New York.
    await h.store.workspaces.upsert({ teamId: w.teamId, timeZone: "Asia/Tokyo" });
    const cls = await makeClass(w, { name: "Teacher zones", startsIn: 5 * 86_400, record: true });
    const [ben] = await addStudents(cls.name, [BEN.slackUserId]);
    expect(JSON.stringify(ben?.args.blocks)).toContain(`${YOUR_TIME} (Japan Standard Time)`);
    await h.store.workspaces.upsert({ teamId: w.teamId, timeZone: "America/New_York" });
  });
});
