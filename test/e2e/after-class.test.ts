/**
 * After class (issue 17 §2), end to end with the stack's clock moved (the app, its store and partner
 * clients, the sandbox and the Slack stand-in together): a class scheduled through the modal ends ->
 * its teacher gets one summary naming who clicked Join and who did not, each student one replay DM
 * with their own link; rating from the summary, from `/class rate` with no class and from the Home's
 * Recent classes; a class past the school's window refused, on open and on submit.
 */
import { describe, expect, it } from "vitest";
import { queueLiveLinks } from "../../src/classes/notices/live-links.js";
import { DEMO_SID } from "../../src/sandbox/index.js";
import { slackNoticeRenderer } from "../../src/slack/tables/notice-renderer.js";
import type { PostedMessage, SlackView } from "../../src/slack-standin/index.js";
import type { ClassRecord } from "../../src/store/index.js";
import { ADA, BEN, CHLOE, JOSE } from "../support/cast.js";
import { type ClassWorld, enrol, RECORDED_ONLY, recordPastClass } from "../support/school.js";
import { until } from "../support/until.js";
import {
  capturedLog,
  type Harness,
  harnessPerFile,
  moveClocksTo,
  openByCommand,
  openScheduleForm,
  privateAnswer,
  sentByTheApp,
  settled,
  viewAfter,
  viewText,
  WAIT_MS,
} from "./harness.js";
import { connectedSchool } from "./school.js";

/** How the notices read, without a Slack locale lookup (each reader's choice on Home, else English). */
const slackNotices = { noticeRenderer: slackNoticeRenderer };

const log = capturedLog();
let h: Harness;
let w: ClassWorld;
harnessPerFile({ boot: { logger: log.logger } }, async (started) => {
  h = started;
  w = await connectedSchool(h);
});

const TEACHER = ADA.slackUserId;
const STUDENTS = [BEN, CHLOE, JOSE];
const DAY = 86_400;

const dmsTo = (userId: string): PostedMessage[] => h.standin.messagesIn(h.standin.dmChannelOf(userId));
const summariesTo = (userId: string) => dmsTo(userId).filter((m) => m.text.includes("has ended"));
const replaysTo = (userId: string) => dmsTo(userId).filter((m) => m.text.startsWith("The replay of"));
const partnerComments = (classId: number) =>
  h.sandbox.state(DEMO_SID).classes.find((c) => c.classId === classId)?.comments ?? [];

function buttonUrl(message: PostedMessage, actionId: string): string | undefined {
  let url: string | undefined;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === "object") {
      const o = node as Record<string, unknown>;
      if (o.action_id === actionId && typeof o.url === "string") url = o.url;
      Object.values(o).forEach(visit);
    }
  };
  visit(message.blocks);
  return url;
}

const moveTo = (unix: number): void => moveClocksTo(h, unix);

let ended: ClassRecord;
let endedSummary: PostedMessage;

describe("after class", () => {
  it("a class ends: one summary naming who joined and who did not, one replay DM per student, once", async () => {
    // Scheduled as a teacher does, with replay on: the end-of-class job commits with the class.
    const form = await openScheduleForm(h, TEACHER, "Geometry tomorrow 5pm 30m");
    const mark = h.standin.calls.length;
    const submitted = await h.as(TEACHER).submit(form, { "Recording and entry": ["Recording", "Replay"] });
    expect(submitted.responseAction).toBe("update");
    await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.args.channel === TEACHER && String(c.args.text).includes("Geometry"),
      WAIT_MS,
    );
    const [cls] = (await h.store.classes.listUpcoming(w.teamId)).filter((c) => c.name === "Geometry");
    if (!cls) throw new Error("Geometry was not stored");
    ended = cls;
    expect(cls.replay).toBe(true);
    const job = await h.store.outbox.findByDedupeKey(
      w.teamId,
      `job:class-ended:${cls.classId}:${cls.endTime}`,
    );
    expect(job).toMatchObject({ state: "pending", nextAttemptAt: cls.endTime });

    // Three students with their live link DMs; Ben (twice) and Chloé click Join, José does not.
    await enrol(
      w,
      cls,
      STUDENTS.map((s) => ({ uid: s.uid, name: s.displayName })),
    );
    await queueLiveLinks(h.store, slackNotices, {
      teamId: w.teamId,
      classIds: [cls.classId],
      studentUids: STUDENTS.map((s) => s.uid),
      addedBy: TEACHER,
    });
    await sentByTheApp(h);
    for (const [student, clicks] of [
      [BEN, 2],
      [CHLOE, 1],
    ] as const) {
      const [dm] = dmsTo(student.slackUserId);
      if (!dm) throw new Error(`${student.displayName} got no live link DM`);
      for (let i = 0; i < clicks; i++) {
        const res = await h.as(student.slackUserId).clickButton(dm, "Join live & chat");
        expect(res.status).toBe(200);
      }
    }
    await until("the clicks counted", async () => {
      const links = await h.store.studentLinks.listForClass(w.teamId, cls.classId);
      return links.filter((l) => l.opens > 0).length === 2 ? links : undefined;
    });

    // Nothing before the end.
    moveTo(cls.endTime - 60);
    await settled(h);
    expect(summariesTo(TEACHER)).toEqual([]);

    moveTo(cls.endTime + 1);
    const [summary] = await until("the teacher's summary", () =>
      summariesTo(TEACHER).length > 0 ? summariesTo(TEACHER) : undefined,
    );
    endedSummary = summary as PostedMessage;
    const text = viewText(endedSummary);
    expect(summary?.text).toContain("Geometry has ended: 2 of 3 students opened their Join link");
    const joined = text.slice(text.indexOf("Joined"), text.indexOf("Did not open"));
    expect(joined).toContain("Ben Carter");
    expect(joined).toContain("Chloé Dubois");
    expect(text.slice(text.indexOf("Did not open"))).toContain("José Álvarez");
    expect(joined).not.toContain("José");
    expect(text).toContain("replay link");

    await sentByTheApp(h);
    for (const s of STUDENTS) {
      const replays = replaysTo(s.slackUserId);
      expect(replays, s.displayName).toHaveLength(1);
      const url = buttonUrl(replays[0] as PostedMessage, "replay_open");
      expect(url).toContain("live_partner.php");
      expect(url).toContain(`account=`);
      // Their own link: the partner's live page admits them by name.
      const page = await fetch(url as string);
      expect(page.status).toBe(200);
    }
    // Exactly once: the job is done, and later wakes send nothing more.
    expect(
      await h.store.outbox.findByDedupeKey(w.teamId, `job:class-ended:${cls.classId}:${cls.endTime}`),
    ).toMatchObject({ state: "sent" });
    await settled(h);
    expect(summariesTo(TEACHER)).toHaveLength(1);
    for (const s of STUDENTS) expect(replaysTo(s.slackUserId)).toHaveLength(1);
    // The links reached students only as button URLs: never in the log.
    expect(log.text()).not.toContain("live_partner.php");
    expect(log.text()).not.toContain("checkCode");

    // The summary's Rate students button opens the rate modal of that class.
    const rate = await viewAfter(h, { userId: TEACHER, callbackId: "class_rate" }, () =>
      h.as(TEACHER).clickButton(summary as PostedMessage, "Rate students"),
    );
    expect(viewText(rate)).toContain("Geometry");
    const done = await viewAfter(h, { userId: TEACHER, callbackId: "class_rate_done" }, async () => {
      const r = await h.as(TEACHER).submit(rate, { "Ben Carter": "5", "Comment for Ben Carter": "Sharp" });
      expect(r.responseAction).toBe("update");
    });
    expect(viewText(done)).toContain("Ben Carter: saved");
    expect(partnerComments(cls.classId)).toEqual([{ studentUid: BEN.uid, starNum: 5, comment: "Sharp" }]);
  }, 60_000);

  it("the ended class's live link DM is edited to say so, with the replay and no Join button; /class my leaves it out", async () => {
    for (const s of STUDENTS) {
      const dms = dmsTo(s.slackUserId);
      // The one live link DM, edited in place: the replay DM is the only other message.
      expect(dms, s.displayName).toHaveLength(2);
      const [dm] = dms;
      expect(dm?.text).toBe("Geometry has ended; its replay is available.");
      expect(viewText(dm as PostedMessage)).toContain("Geometry");
      expect(buttonUrl(dm as PostedMessage, "join_live")).toBeUndefined();
      expect(buttonUrl(dm as PostedMessage, "replay_open")).toContain("live_partner.php");
      const mine = await privateAnswer(h, s.slackUserId, "/class my");
      expect(viewText(mine)).not.toContain("Geometry");
    }
  });

  it("/class rate with no class opens the class that just ended, showing what was already given", async () => {
    const view = await openByCommand(h, TEACHER, "rate", "class_rate");
    expect(viewText(view)).toContain("Geometry");
    const block = (view.blocks as Array<{ block_id?: string; element?: { initial_value?: string } }>).find(
      (b) => b.block_id === `rate_comment_${BEN.uid}`,
    );
    expect(block?.element?.initial_value).toBe("Sharp");
    expect(viewText(view)).toContain("3 students, 1 rated so far (shown as given)");
    // By name too: the ended class is found.
    expect(viewText(await openByCommand(h, TEACHER, "rate Geometry", "class_rate"))).toContain("Geometry");
  });

  it("the rate picker lists recent classes after the upcoming ones, marked ended", async () => {
    // An admin who teaches none of them gets the picker: the rate picker offers the ended class, the
    // picker of another modal (students) does not.
    const options = async (word: string) => {
      const mark = h.standin.calls.length;
      await h.as("UADMIN").command(`/class ${word}`);
      const picker = await h.standin.waitForView({
        callbackId: "class_picker",
        sinceSeq: mark,
        timeoutMs: WAIT_MS,
      });
      return JSON.stringify(picker.blocks);
    };
    const rateOptions = await options("rate");
    expect(rateOptions).toMatch(/Geometry · [^"]*· ended/);
    expect(await options("students")).not.toContain("Geometry");
  });

  it("the Home's Recent classes count students not rated yet and open the rate modal", async () => {
    const mark = h.standin.calls.length;
    await h.as(TEACHER).openHome();
    await h.standin.waitFor("views.publish", (c) => c.seq >= mark && c.args.user_id === TEACHER, WAIT_MS);
    const home = h.standin.homeViewOf(TEACHER) as SlackView;
    const text = viewText(home);
    expect(text).toContain("Recent classes");
    const recent = text.slice(text.indexOf("Recent classes"));
    expect(recent).toContain("Geometry");
    expect(recent).toContain("2 of 3 students not rated yet");
    const rate = await viewAfter(h, { userId: TEACHER, callbackId: "class_rate" }, () =>
      h.as(TEACHER).clickButton(home, "Rate students", { value: String(ended.classId) }),
    );
    expect(viewText(rate)).toContain("Geometry");
    await viewAfter(h, { userId: TEACHER, callbackId: "class_rate_done" }, () =>
      h.as(TEACHER).submit(rate, { "Chloé Dubois": "4", "José Álvarez": "3" }),
    );
    expect(await h.store.ratings.latestForClass(w.teamId, ended.classId)).toHaveLength(3);
    const again = h.standin.calls.length;
    await h.as(TEACHER).openHome();
    await h.standin.waitFor("views.publish", (c) => c.seq >= again && c.args.user_id === TEACHER, WAIT_MS);
    expect(viewText(h.standin.homeViewOf(TEACHER) as SlackView)).toContain("all 3 students rated");
  });

  it("a class past the school's window is refused with the reason, on open and on submit", async () => {
    // Ended 13 days and 23 hours ago: still inside the default 14 days when the modal opens.
    const now = h.clock.now();
    const old = await recordPastClass(w.store, w.teamId, {
      classId: 990_001,
      name: "Old geometry",
      beginTime: now - 14 * DAY + 3600,
      minutes: 15,
    });
    await enrol(w, old, [{ uid: BEN.uid, name: BEN.displayName }], RECORDED_ONLY);
    const open = await openByCommand(h, TEACHER, `rate ${old.classId}`, "class_rate");
    expect(viewText(open)).toContain("Old geometry");

    // A day later the window has closed: the submit is refused with the reason, nothing is sent.
    moveTo(h.clock.now() + DAY);
    const r = await h.as(TEACHER).submit(open, { "Ben Carter": "5" });
    expect(r.responseAction).toBe("update");
    expect(viewText(r.view as SlackView)).toMatch(/ended more than 14 days ago/);
    expect(await h.store.ratings.latestForClass(w.teamId, old.classId)).toEqual([]);

    // Its summary's button, clicked weeks later, opens the reason, not the form.
    const oldSummary = JSON.parse(
      JSON.stringify(endedSummary).replaceAll(`"value":"${ended.classId}"`, `"value":"${old.classId}"`),
    ) as PostedMessage;
    const notice = await viewAfter(h, { userId: TEACHER, callbackId: "class_notice" }, () =>
      h.as(TEACHER).clickButton(oldSummary, "Rate students"),
    );
    expect(viewText(notice)).toMatch(/can no longer be rated/);
    // A school that keeps classes 30 days lets it be rated again.
    await h.store.workspaces.upsert({
      teamId: w.teamId,
      settings: { ...(await h.store.workspaces.get(w.teamId))?.settings, recentClassDays: 30 },
    });
    expect(viewText(await openByCommand(h, TEACHER, `rate ${old.classId}`, "class_rate"))).toContain(
      "Ben Carter",
    );
  });
});
