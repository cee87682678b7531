/**
 * Students, recording & live, seats through Slack: the class picker, the class buttons, the three
 * modals, and refusals of crafted payloads (role and course are checked on every submit and click).
 */
import { describe, expect, it } from "vitest";
import { DEMO_SID } from "../../src/sandbox/index.js";
import type { ClassRecord } from "../../src/store/index.js";
import { type ClassWorld, makeClass, recordPastClass } from "../support/school.js";
import { type Harness, harnessPerFile, openByCommand, viewText, WAIT_MS } from "./harness.js";
import { connectedSchool } from "./school.js";

const DAY = 86_400;
let h: Harness;
let w: ClassWorld;
let teamId: string;
let algebra: ClassRecord;
const now = () => Math.floor(Date.now() / 1000);
const sandboxClass = (classId: number) =>
  h.sandbox.state(DEMO_SID).classes.find((c) => c.classId === classId);

harnessPerFile(async (started) => {
  h = started;
  w = await connectedSchool(h);
  teamId = w.teamId;
  algebra = await makeClass(w, {
    name: "Algebra",
    beginTime: now() + 2 * DAY,
  });
  h.standin.setChannelMembers("CALGEBRA", ["UCHLOE", "UMARIE", "UADA"]);
});

async function dmTo(userId: string, mark: number, contains: string) {
  return h.standin.waitFor(
    "chat.postMessage",
    (c) => c.seq >= mark && c.args.channel === userId && JSON.stringify(c.args).includes(contains),
    WAIT_MS,
  );
}

async function partnerCalls(operation: string): Promise<number> {
  await h.app.partners.flushAudit();
  return (await h.store.audit.latest(teamId, 500)).filter((e) => e.operation === operation).length;
}

describe("students modal", () => {
  it("opens with a picker, fills for the picked class, adds a student and a channel's students", async () => {
    const mark = h.standin.calls.length;
    await h.as("UADA").command("/class students");
    const picker = await h.standin.waitForView({
      callbackId: "class_picker",
      userId: "UADA",
      sinceSeq: mark,
      timeoutMs: WAIT_MS,
    });
    expect(viewText(picker)).toContain("Algebra · ");
    const option = (
      picker.blocks as Array<{ elements?: Array<{ options?: Array<{ text: { text: string } }> }> }>
    )
      .flatMap((b) => b.elements ?? [])
      .flatMap((e) => e.options ?? [])[0]?.text.text;
    await h.as("UADA").selectOption(picker, "Pick a class", option ?? "");
    const modal = await h.standin.waitForView({
      callbackId: "class_modal_students",
      userId: "UADA",
      sinceSeq: mark,
      timeoutMs: WAIT_MS,
    });
    const result = await h
      .as("UADA")
      .submit(modal, { "Add students": ["UBEN"], "Add everyone in a channel": "CALGEBRA" });
    expect(result.errors).toEqual({});
    const dm = await dmTo("UADA", mark, "Chloé Dubois: added");
    expect(JSON.stringify(dm.args)).toContain("Ben Carter: added");
    expect(sandboxClass(algebra.classId)?.students).toEqual(["S-1001", "S-1002"]);
    expect(
      (await h.store.enrolments.listForClass(teamId, algebra.classId)).map((e) => e.studentUid).sort(),
    ).toEqual(["S-1001", "S-1002"]);
  });

  it("answers a channel-only submission at once and reads the channel's members after the ack", async () => {
    const cls = await makeClass(w, {
      name: "Algebra channel",
      beginTime: now() + 3 * DAY,
    });
    h.standin.setChannelMembers("CBIG", ["UJOSE", "UMARIE"]);
    // A slow conversations.members (rate limited once, retried a second later) must not hold the ack.
    h.standin.rateLimit("conversations.members", { retryAfterSeconds: 1 });
    const mark = h.standin.calls.length;
    await h.as("UADA").command(`/class students ${cls.classId}`);
    const modal = await h.standin.waitForView({
      callbackId: "class_modal_students",
      userId: "UADA",
      sinceSeq: mark,
      timeoutMs: WAIT_MS,
    });
    const started = Date.now();
    const result = await h.as("UADA").submit(modal, { "Add everyone in a channel": "CBIG" });
    expect(Date.now() - started).toBeLessThan(900);
    expect(result.errors).toEqual({});
    await dmTo("UADA", mark, "José Álvarez: added");
    expect(sandboxClass(cls.classId)?.students).toEqual(["S-1005"]);
  });

  it("offers Remove students of a class with more than 100 through a search only its teachers get", async () => {
    const cls = await makeClass(w, {
      name: "Algebra crowd",
      beginTime: now() + 4 * DAY,
    });
    const crowd = Array.from({ length: 101 }, (_, i) => ({
      uid: `S-9${String(i).padStart(3, "0")}`,
      name: `Crowd ${String(i).padStart(3, "0")}`,
    }));
    await h.store.enrolments.add(teamId, cls.classId, crowd, "UADA");
    const modal = await openByCommand(h, "UADA", `students ${cls.classId}`, "class_modal_students");
    expect(JSON.stringify(modal.blocks)).toContain("multi_external_select");
    expect(JSON.stringify(modal.blocks)).not.toContain("Crowd 000");
    const search = async (userId: string, value: string) => {
      const payload = {
        type: "block_suggestion",
        user: { id: userId, team_id: teamId },
        team: { id: teamId },
        api_app_id: h.standin.identity.appId,
        action_id: "class_students_remove",
        block_id: "class_students_remove",
        value,
        view: modal,
        container: { type: "view", view_id: modal.id },
      };
      const res = await h.slack.send(
        `payload=${encodeURIComponent(JSON.stringify(payload))}`,
        "application/x-www-form-urlencoded",
      );
      const body = res.body
        ? (JSON.parse(res.body) as { options?: Array<{ text: { text: string }; value: string }> })
        : {};
      return body.options ?? [];
    };
    expect((await search("UADA", "crowd 100")).map((o) => [o.text.text, o.value])).toEqual([
      ["Crowd 100", "S-9100"],
    ]);
    expect(await search("UADA", "")).toHaveLength(100);
    // A teacher of another course and a student get nothing, whatever the view says.
    expect(await search("UMARIE", "crowd")).toEqual([]);
    expect(await search("UBEN", "crowd")).toEqual([]);
  });

  it("still DMs the report when saving fails: what the service did, and that saving failed", async () => {
    const cls = await makeClass(w, {
      name: "Algebra unsaved",
      beginTime: now() + 6 * DAY,
    });
    const store = h.store as { transaction: typeof h.store.transaction };
    const original = store.transaction;
    // Every transaction that stores enrolments fails (rolled back); everything else runs as usual.
    store.transaction = ((fn: Parameters<typeof original>[0]) =>
      original.call(h.store, (tx) =>
        fn(
          Object.assign(Object.create(tx), {
            enrolments: Object.assign(Object.create(tx.enrolments), {
              add: async () => {
                throw new Error("disk full");
              },
            }),
          }),
        ),
      )) as typeof original;
    try {
      const mark = h.standin.calls.length;
      await h.as("UADA").command(`/class students ${cls.classId}`);
      const modal = await h.standin.waitForView({
        callbackId: "class_modal_students",
        userId: "UADA",
        sinceSeq: mark,
        timeoutMs: WAIT_MS,
      });
      const result = await h.as("UADA").submit(modal, { "Add students": ["UJOSE"] });
      expect(result.errors).toEqual({});
      const dm = await dmTo("UADA", mark, "Saving failed for 1 student");
      expect(JSON.stringify(dm.args)).toContain("José Álvarez: added, but saving it here failed");
    } finally {
      store.transaction = original;
    }
    expect(sandboxClass(cls.classId)?.students).toEqual(["S-1005"]);
    expect(await h.store.enrolments.listForClass(teamId, cls.classId)).toEqual([]);
  });

  it("refuses people outside the directory on the field, with no partner call", async () => {
    const before = await partnerCalls("addClassStudentMultiple");
    const modal = await openByCommand(h, "UADA", `students ${algebra.classId}`, "class_modal_students");
    const result = await h.as("UADA").submit(modal, { "Add students": ["UJOSE", "USTRANGER"] });
    expect(result.errorsByLabel["Add students"]).toContain("not in the school directory: <@USTRANGER>");
    expect(result.errorsByLabel["Add students"]).toContain("An admin can add them");
    expect(await partnerCalls("addClassStudentMultiple")).toBe(before);
    expect(sandboxClass(algebra.classId)?.students).not.toContain("S-1005");
  });

  it("refuses a student's crafted submission and click, and a teacher of another course", async () => {
    const modal = await openByCommand(h, "UADA", `students Algebra`, "class_modal_students");
    const before = await partnerCalls("addClassStudentMultiple");
    // A student is stopped by the listener's capability row: the modal closes and the refusal is a DM.
    const refusedAt = h.standin.calls.length;
    const byStudent = await h.as("UBEN").submit(modal, { "Add students": ["UJOSE"] });
    expect(byStudent.responseAction).toBeUndefined();
    await dmTo("UBEN", refusedAt, "only teachers and admins can");
    // A teacher of another course passes the role check; the use case refuses the class in the modal.
    const byOtherTeacher = await h.as("UMARIE").submit(modal, { "Add students": ["UJOSE"] });
    expect(byOtherTeacher.responseAction).toBe("update");
    expect(viewText(byOtherTeacher.view ?? {})).toMatch(/cannot change classes of Algebra I/);
    const click = h.standin.calls.length;
    await h.slack.blockAction({
      userId: "UBEN",
      container: { view: modal },
      action: { action_id: "class_seats", block_id: "home", type: "button", value: String(algebra.classId) },
    });
    await dmTo("UBEN", click, "only teachers and admins can");
    expect(h.standin.calls.slice(click).some((c) => c.method === "views.open")).toBe(false);
    const reply = h.standin.calls.length;
    await h.as("UMARIE").command(`/class video ${algebra.classId}`);
    const answer = await h.standin.waitFor("response_url", (c) => c.seq >= reply, WAIT_MS);
    expect(JSON.stringify(answer.args)).toContain("None of your upcoming classes");
    expect(await partnerCalls("addClassStudentMultiple")).toBe(before);
    expect(sandboxClass(algebra.classId)?.students).not.toContain("S-1005");
  });
});

describe("recording and seats", () => {
  it("turns recording on for the rest of a series from the button, skipping a class that is over", async () => {
    const past = await recordPastClass(h.store, teamId, {
      classId: 990001,
      name: "Geometry",
      beginTime: now() - DAY,
      seriesId: "GEO",
    });
    const next = await makeClass(w, {
      name: "Geometry",
      beginTime: now() + 3 * DAY,
      seriesId: "GEO",
    });
    const mark = h.standin.calls.length;
    await h.slack.blockAction({
      userId: "UADA",
      container: { view: { id: "VHOME", type: "home", blocks: [] } },
      action: { action_id: "class_video", block_id: "home", type: "button", value: String(past.classId) },
    });
    const modal = await h.standin.waitForView({
      callbackId: "class_modal_video",
      userId: "UADA",
      sinceSeq: mark,
      timeoutMs: WAIT_MS,
    });
    const wrong = await h.as("UADA").submit(modal, { "Recording, live and replay": ["Broadcast it live"] });
    expect(wrong.errorsByLabel["Recording, live and replay"]).toBe(
      "Live broadcast needs recording to be on.",
    );
    const ok = await h.as("UADA").submit(modal, {
      "Recording, live and replay": ["Record the class", "Broadcast it live"],
      "Apply to": "This and all later classes of the series",
    });
    expect(ok.errors).toEqual({});
    const dm = await dmTo("UADA", mark, "Recording");
    expect(JSON.stringify(dm.args)).toContain("class is over");
    expect(sandboxClass(next.classId)).toMatchObject({ record: 1, live: 1 });
    expect(await h.store.classes.get(teamId, next.classId)).toMatchObject({ record: true, live: true });
    expect((await h.store.classes.get(teamId, next.classId))?.liveUrl).toMatch(/lessonKey=/);
  });

  it("changes seats from the command line, reduced to the school maximum", async () => {
    await h.store.workspaces.upsert({ teamId, settings: { seatMax: 8 } });
    const mark = h.standin.calls.length;
    await h.as("UADA").command(`/class seats ${algebra.classId} 10`);
    const answer = await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
    expect(JSON.stringify(answer.args)).toContain("reduced to the school maximum from 10");
    expect(sandboxClass(algebra.classId)?.seatNum).toBe(8);
    expect((await h.store.classes.get(teamId, algebra.classId))?.seatNum).toBe(8);
  });
});

describe("class picker", () => {
  it("answers ambiguous text privately with close matches", async () => {
    await makeClass(w, { name: "Algebra II", beginTime: now() + 4 * DAY });
    const mark = h.standin.calls.length;
    await h.as("UADA").command("/class video Alg");
    const answer = await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
    const text = JSON.stringify(answer.args);
    expect(text).toContain('More than one of your classes starts with \\"Alg\\"');
    expect(text).toContain(`Algebra II · `);
    expect(text).toContain(`(id ${algebra.classId})`);
  });

  it("refuses a crafted video or seats submission by a student and by a teacher of another course", async () => {
    const cls = await makeClass(w, {
      name: "Algebra guarded",
      beginTime: now() + 5 * DAY,
    });
    const open = async (sub: "video" | "seats") => {
      const mark = h.standin.calls.length;
      await h.as("UADA").command(`/class ${sub} ${cls.classId}`);
      return h.standin.waitForView({
        callbackId: `class_modal_${sub}`,
        userId: "UADA",
        sinceSeq: mark,
        timeoutMs: WAIT_MS,
      });
    };
    const video = await open("video");
    const seats = await open("seats");
    const videoCalls = await partnerCalls("setClassVideoMultiple");
    const seatCalls = await partnerCalls("modifyClassSeatNum");
    const videoValues = { "Recording, live and replay": ["Record the class"] };
    const seatValues = { "Students on stage": "1" };
    for (const [modal, values] of [
      [video, videoValues],
      [seats, seatValues],
    ] as const) {
      const refusedAt = h.standin.calls.length;
      const byStudent = await h.as("UBEN").submit(modal, values);
      expect(byStudent.responseAction).toBeUndefined();
      await dmTo("UBEN", refusedAt, "only teachers and admins can");
      const byOtherTeacher = await h.as("UMARIE").submit(modal, values);
      expect(byOtherTeacher.responseAction).toBe("update");
      expect(viewText(byOtherTeacher.view ?? {})).toMatch(/cannot change classes of Algebra I/);
    }
    expect(await partnerCalls("setClassVideoMultiple")).toBe(videoCalls);
    expect(await partnerCalls("modifyClassSeatNum")).toBe(seatCalls);
    const stored = await h.store.classes.get(teamId, cls.classId);
    expect(stored?.record).toBe(false);
    expect(stored?.seatNum).not.toBe(1);
    expect(sandboxClass(cls.classId)?.record).toBe(0);
    expect(sandboxClass(cls.classId)?.seatNum).not.toBe(1);
  });

  it("puts the HD rule on its field in the seats modal", async () => {
    const modal = await openByCommand(h, "UADA", `seats ${algebra.classId}`, "class_modal_seats");
    const result = await h.as("UADA").submit(modal, { "Students on stage": "4", "Video quality": "HD" });
    expect(result.errorsByLabel["Video quality"]).toBe("HD is only available with 1 or 6 seats.");
  });

  it("searches as you type when the caller has more classes than a menu holds", async () => {
    const start = now() + 10 * DAY;
    for (let i = 0; i < 100; i++) {
      await makeClass(w, { name: `Drill ${i}`, beginTime: start + i * 3600 });
    }
    const picker = await openByCommand(h, "UADA", "students", "class_picker");
    expect(JSON.stringify(picker.blocks)).toContain("external_select");
    const payload = {
      type: "block_suggestion",
      user: { id: "UADA", team_id: teamId },
      team: { id: teamId },
      api_app_id: h.standin.identity.appId,
      action_id: "class_pick",
      block_id: "class_pick",
      value: "drill 42",
      view: picker,
      container: { type: "view", view_id: picker.id },
    };
    const res = await h.slack.send(
      `payload=${encodeURIComponent(JSON.stringify(payload))}`,
      "application/x-www-form-urlencoded",
    );
    const options = (JSON.parse(res.body) as { options: Array<{ text: { text: string } }> }).options;
    expect(options.map((o) => o.text.text.split(" · ")[0])).toEqual(["Drill 42"]);
  });
});
