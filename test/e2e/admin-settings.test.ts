/**
 * An admin sets the school's time zone, seat maximum and reminder time from the admin modal: each bad
 * value is refused on its field, a teacher's crafted submission changes nothing, and the schedule
 * modal, the seats rule and the scheduled reminders follow the new settings.
 */
import { describe, expect, it } from "vitest";
import { schoolSettings } from "../../src/classes/school-settings.js";
import { ADA, ADMIN } from "../support/cast.js";
import {
  addStudents,
  type ClassWorld,
  enrol,
  hoursFromNow,
  makeClass,
  RECORDED_ONLY,
} from "../support/school.js";
import {
  click,
  type Harness,
  harnessPerFile,
  openAdmin,
  openScheduleForm,
  updatedView,
  viewText,
  WAIT_MS,
} from "./harness.js";
import { connectedSchool } from "./school.js";

let h: Harness;
let w: ClassWorld;
let teamId: string;
harnessPerFile(async (started) => {
  h = started;
  w = await connectedSchool(h);
  teamId = w.teamId;
});

const settings = async () => schoolSettings(await h.store.workspaces.get(teamId));

async function openSettings(userId = ADMIN) {
  const home = await openAdmin(h, userId);
  return click(h, userId, home, "Edit", "admin_settings", { near: "School settings" });
}

describe("school settings", () => {
  it("shows the defaults, refuses bad values on their fields, and keeps other settings keys", async () => {
    await h.store.workspaces.upsert({ teamId, settings: { somethingElse: "kept" } });
    const home = await openAdmin(h, ADMIN);
    expect(viewText(home)).toContain("Time zone UTC, at most 12 seats on stage, reminders 15 min");
    const form = await click(h, ADMIN, home, "Edit", "admin_settings", { near: "School settings" });
    const fields = JSON.stringify(form.blocks);
    expect(fields).toContain('"value":"UTC"');
    expect(fields).toContain('"initial_value":"12"');
    expect(fields).toContain('"initial_value":"15"');
    expect(viewText(form)).toContain("Default 15.");

    // The number inputs' bounds stop the Slack client; a crafted payload gets past them.
    // The zone menu offers only listed zones; a crafted payload gets past it too.
    const res = await h.slack.viewSubmission(
      form,
      {
        settings_time_zone: {
          settings_time_zone: {
            type: "external_select",
            selected_option: { text: { type: "plain_text", text: "+02:00" }, value: "+02:00" },
          },
        },
        settings_seat_max: { settings_seat_max: { type: "number_input", value: "13" } },
        settings_reminder_minutes: { settings_reminder_minutes: { type: "number_input", value: "2.5" } },
        settings_recent_class_days: { settings_recent_class_days: { type: "number_input", value: "0" } },
        settings_personal_data_days: { settings_personal_data_days: { type: "number_input", value: "7" } },
      },
      ADMIN,
    );
    const body = JSON.parse(res.body) as { response_action?: string; errors?: Record<string, string> };
    expect(body.response_action).toBe("errors");
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(
      [
        "settings_personal_data_days",
        "settings_recent_class_days",
        "settings_reminder_minutes",
        "settings_seat_max",
        "settings_time_zone",
      ].sort(),
    );
    expect(body.errors?.settings_seat_max).toMatch(/whole number from 1 to 12/);
    expect(await settings()).toEqual({
      timeZone: "UTC",
      seatMax: 12,
      reminderMinutes: 15,
      recentClassDays: 14,
      personalDataDays: 365,
    });

    const saved = await h.as(ADMIN).submit(form, {
      "School time zone": "Europe/Berlin",
      "Most seats on stage": 4,
      "Reminder before class (minutes)": 30,
      "Keep ratings and link opens (days)": 90,
    });
    expect(saved.responseAction).toBe("update");
    const after = updatedView(form, saved.view);
    expect(viewText(after)).toContain(
      "time zone, seat maximum, reminder time, days personal data is kept changed",
    );
    expect(viewText(after)).toContain("Ratings, comments and link opens are kept 90 days after each class");
    expect(viewText(after)).toContain("Time zone Europe/Berlin, at most 4 seats on stage, reminders 30 min");
    expect(await settings()).toEqual({
      timeZone: "Europe/Berlin",
      seatMax: 4,
      reminderMinutes: 30,
      recentClassDays: 14,
      personalDataDays: 90,
    });
    expect((await h.store.workspaces.get(teamId))?.settings.somethingElse).toBe("kept");
    const [entry] = await h.store.audit.latest(teamId, 1, { kind: "admin" });
    expect(entry).toMatchObject({ actor: ADMIN, operation: "settings.save" });
  });

  it("a teacher's crafted submission is refused and nothing changes", async () => {
    const form = await openSettings();
    const before = await h.store.workspaces.get(teamId);
    const mark = h.standin.calls.length;
    // Filled as an admin would (a teacher is offered no zones), sent as the teacher.
    const { values } = h.as(ADMIN).fill(form, {
      "Most seats on stage": 1,
      "Reminder before class (minutes)": 5,
    });
    const res = await h.slack.viewSubmission(
      form,
      {
        ...values,
        settings_time_zone: {
          settings_time_zone: {
            type: "external_select",
            selected_option: { text: { type: "plain_text", text: "Tokyo" }, value: "Asia/Tokyo" },
          },
        },
      },
      ADA.slackUserId,
    );
    expect(JSON.parse(res.body || "{}").response_action).toBeUndefined();
    await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && String(c.args.channel).includes(ADA.slackUserId),
      WAIT_MS,
    );
    expect(await h.store.workspaces.get(teamId)).toEqual(before);
  });

  it("the schedule modal of a teacher without a Slack zone shows the school's, and the seats rule uses the maximum", async () => {
    // Slack does not say the teacher's zone (users.info fails), so the school's is used.
    h.standin.rateLimit("users.info", { retryAfterSeconds: 60, times: 20 });
    const filled = await openScheduleForm(h, ADA.slackUserId, "Algebra tomorrow 5pm");
    expect(viewText(filled)).toContain("Times are in *Europe/Berlin* (the school's time zone");
    const result = await h.as(ADA.slackUserId).submit(filled, { "Seats on stage": 6 });
    expect(result.responseAction).toBe("errors");
    expect(result.errorsByLabel).toEqual({
      "Seats on stage": "Your school allows at most 4 students on stage.",
    });
  });

  it("a new reminder time moves the reminders already scheduled", async () => {
    const students = await addStudents(h.store, teamId, 2, "Z");
    const begin = hoursFromNow(6);
    const classId = (await makeClass(w, { minutes: 45, name: "Reminded", beginTime: begin, record: true }))
      .classId;
    await enrol(w, { classId: classId }, students, RECORDED_ONLY);
    await h.app.reminders.scheduleReminders(teamId, classId);
    const postAts = async () =>
      (await h.store.reminders.listForClass(teamId, classId)).map((r) => r.postAt).sort();
    expect(await postAts()).toEqual([begin - 30 * 60, begin - 30 * 60]);

    const form = await openSettings();
    const saved = await h.as(ADMIN).submit(form, { "Reminder before class (minutes)": 60 });
    expect(saved.responseAction).toBe("update");
    await expect.poll(postAts, { timeout: WAIT_MS }).toEqual([begin - 60 * 60, begin - 60 * 60]);
    // Slack's scheduled messages are moved too (each one after the store row that records it).
    const inSlack = () =>
      [...h.standin.scheduledMessages.values()]
        .filter((m) => students.some((s) => m.channel === h.standin.dmChannelOf(s.slackUserId)))
        .map((m) => m.postAt);
    await expect.poll(inSlack, { timeout: WAIT_MS }).toEqual([begin - 60 * 60, begin - 60 * 60]);
  });
});
