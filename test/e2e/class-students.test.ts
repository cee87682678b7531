/**
 * The students modal through Slack: picked or named class, directory and channel members, the
 * Remove search for big classes, the report DM when saving fails, and refusals of crafted payloads.
 */
import { describe, expect, it } from "vitest";
import { ADA, BEN, CHLOE, JOSE, MARIE } from "../support/cast.js";
import { makeClass } from "../support/school.js";
import {
  algebra,
  classWorkPerFile,
  DAY,
  dmTo,
  h,
  now,
  partnerCalls,
  sandboxClass,
  teamId,
  w,
} from "./class-work.js";
import { openByCommand, pickClass, updatedView, viewText, WAIT_MS } from "./harness.js";

classWorkPerFile();

describe("students modal", () => {
  it("opens with a picker, fills for the picked class, adds a student and a channel's students", async () => {
    const mark = h.standin.calls.length;
    const picker = await openByCommand(h, ADA.slackUserId, "students", "class_picker");
    expect(viewText(picker)).toContain("Algebra · ");
    const option = (
      picker.blocks as Array<{ elements?: Array<{ options?: Array<{ text: { text: string } }> }> }>
    )
      .flatMap((b) => b.elements ?? [])
      .flatMap((e) => e.options ?? [])[0]?.text.text;
    const modal = await pickClass(h, ADA.slackUserId, picker, option ?? "", "class_modal_students");
    const result = await h
      .as(ADA.slackUserId)
      .submit(modal, { "Add students": [BEN.slackUserId], "Add everyone in a channel": "CALGEBRA" });
    expect(result.errors).toEqual({});
    // One line for the people added, not a line per student and class.
    const report = await dmTo(ADA.slackUserId, mark, "Added to Algebra: Ben Carter and Chloé Dubois");
    // What it means for them, per person by name (issue 30 §2): Algebra is not recorded, so no link yet.
    expect(report.args.text).toBe(
      "Added to Algebra: Ben Carter and Chloé Dubois — each was told, and their Join link follows once recording is on.",
    );
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
    h.standin.setChannelMembers("CBIG", [JOSE.slackUserId, MARIE.slackUserId]);
    // A slow conversations.members (rate limited once, retried a second later) must not hold the ack.
    h.standin.rateLimit("conversations.members", { retryAfterSeconds: 1 });
    const mark = h.standin.calls.length;
    const modal = await openByCommand(h, ADA.slackUserId, `students ${cls.classId}`, "class_modal_students");
    const started = Date.now();
    const result = await h.as(ADA.slackUserId).submit(modal, { "Add everyone in a channel": "CBIG" });
    expect(Date.now() - started).toBeLessThan(900);
    expect(result.errors).toEqual({});
    await dmTo(ADA.slackUserId, mark, "Added to Algebra channel: José Álvarez");
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
    await h.store.enrolments.add(teamId, cls.classId, crowd, ADA.slackUserId);
    const modal = await openByCommand(h, ADA.slackUserId, `students ${cls.classId}`, "class_modal_students");
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
    expect((await search(ADA.slackUserId, "crowd 100")).map((o) => [o.text.text, o.value])).toEqual([
      ["Crowd 100", "S-9100"],
    ]);
    expect(await search(ADA.slackUserId, "")).toHaveLength(100);
    // A teacher of another course and a student get nothing, whatever the view says.
    expect(await search(MARIE.slackUserId, "crowd")).toEqual([]);
    expect(await search(BEN.slackUserId, "crowd")).toEqual([]);
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
      const modal = await openByCommand(
        h,
        ADA.slackUserId,
        `students ${cls.classId}`,
        "class_modal_students",
      );
      const result = await h.as(ADA.slackUserId).submit(modal, { "Add students": [JOSE.slackUserId] });
      expect(result.errors).toEqual({});
      const dm = await dmTo(ADA.slackUserId, mark, "Saving failed for 1 student");
      expect(JSON.stringify(dm.args)).toContain("José Álvarez: added, but saving it here failed");
    } finally {
      store.transaction = original;
    }
    expect(sandboxClass(cls.classId)?.students).toEqual(["S-1005"]);
    expect(await h.store.enrolments.listForClass(teamId, cls.classId)).toEqual([]);
  });

  it("refuses people outside the directory on the field, with no partner call", async () => {
    const before = await partnerCalls("addClassStudentMultiple");
    const modal = await openByCommand(
      h,
      ADA.slackUserId,
      `students ${algebra.classId}`,
      "class_modal_students",
    );
    const result = await h
      .as(ADA.slackUserId)
      .submit(modal, { "Add students": [JOSE.slackUserId, "USTRANGER"] });
    // One stranger among students: nothing is added until the teacher confirms adding the others.
    expect(result.responseAction).toBe("update");
    expect(viewText(result.view ?? {})).toContain("is not in the school directory");
    expect(viewText(result.view ?? {})).not.toContain("<@");
    expect(await partnerCalls("addClassStudentMultiple")).toBe(before);
    expect(sandboxClass(algebra.classId)?.students).not.toContain("S-1005");
  });

  it("names a stranger among students in a sentence and adds the others only once the teacher confirms", async () => {
    h.standin.setUserInfo("UDANSMITH", { real_name: "Dan Smith" });
    const cls = await makeClass(w, { name: "Algebra strangers", beginTime: now() + 5 * DAY });
    const before = await partnerCalls("addClassStudentMultiple");
    const modal = await openByCommand(h, ADA.slackUserId, `students ${cls.classId}`, "class_modal_students");
    const picks = { "Add students": [BEN.slackUserId, "UDANSMITH", CHLOE.slackUserId] };
    const first = await h.as(ADA.slackUserId).submit(modal, picks);
    expect(first.responseAction).toBe("update");
    const asking = updatedView(modal, first.view);
    expect(viewText(asking)).toContain("Dan Smith is not in the school directory, so nobody was added yet.");
    expect(viewText(asking)).toContain("Add the 2 others anyway");
    expect(JSON.stringify(asking.blocks)).not.toContain("<@");
    expect(await partnerCalls("addClassStudentMultiple")).toBe(before);

    // Submitted again without the tick: refused on the field, by name, in a full sentence.
    const refused = await h.as(ADA.slackUserId).submit(asking, picks);
    expect(refused.responseAction).toBe("errors");
    const error = refused.errorsByLabel["Add students"] ?? "";
    expect(error).toMatch(/^Dan Smith is not in the school directory, so nobody was added\. [A-Z].*\.$/);
    expect(error).not.toContain("<@");
    expect(await partnerCalls("addClassStudentMultiple")).toBe(before);

    const mark = h.standin.calls.length;
    const confirmed = await h
      .as(ADA.slackUserId)
      .submit(asking, { ...picks, "The others": ["Add the 2 others anyway"] });
    expect(confirmed.errors).toEqual({});
    const dm = await dmTo(ADA.slackUserId, mark, "Added to Algebra strangers: Ben Carter and Chloé Dubois");
    expect(JSON.stringify(dm.args)).toContain("Dan Smith was not added: not in the school directory");
    expect(sandboxClass(cls.classId)?.students).toEqual(["S-1001", "S-1002"]);
  });

  it("refuses when nobody picked can be added, naming each in a sentence", async () => {
    h.standin.setUserInfo("UDANSMITH", { real_name: "Dan Smith" });
    const modal = await openByCommand(
      h,
      ADA.slackUserId,
      `students ${algebra.classId}`,
      "class_modal_students",
    );
    const result = await h
      .as(ADA.slackUserId)
      .submit(modal, { "Add students": ["UDANSMITH", MARIE.slackUserId] });
    expect(result.responseAction).toBe("errors");
    const error = result.errorsByLabel["Add students"] ?? "";
    expect(error).toContain("Dan Smith is not in the school directory");
    expect(error).toContain("Marie Curie is a teacher, not a student");
    expect(error).toMatch(/^[A-Z][\s\S]*\.$/);
    expect(error).not.toMatch(/<@|\. [a-z]/);
  });

  it("refuses a student's crafted submission and click, and a teacher of another course", async () => {
    const modal = await openByCommand(h, ADA.slackUserId, `students Algebra`, "class_modal_students");
    const before = await partnerCalls("addClassStudentMultiple");
    // A student is stopped by the listener's capability row: the modal closes and the refusal is a DM.
    const refusedAt = h.standin.calls.length;
    const byStudent = await h.as(BEN.slackUserId).submit(modal, { "Add students": [JOSE.slackUserId] });
    expect(byStudent.responseAction).toBeUndefined();
    await dmTo(BEN.slackUserId, refusedAt, "only teachers and admins can");
    // A teacher of another course passes the role check; the use case refuses the class in the modal.
    const byOtherTeacher = await h
      .as(MARIE.slackUserId)
      .submit(modal, { "Add students": [JOSE.slackUserId] });
    expect(byOtherTeacher.responseAction).toBe("update");
    expect(viewText(byOtherTeacher.view ?? {})).toMatch(/cannot change classes of Algebra I/);
    const click = h.standin.calls.length;
    await h.slack.blockAction({
      userId: BEN.slackUserId,
      container: { view: modal },
      action: { action_id: "class_seats", block_id: "home", type: "button", value: String(algebra.classId) },
    });
    await dmTo(BEN.slackUserId, click, "only teachers and admins can");
    expect(h.standin.calls.slice(click).some((c) => c.method === "views.open")).toBe(false);
    const reply = h.standin.calls.length;
    await h.as(MARIE.slackUserId).command(`/class video ${algebra.classId}`);
    const answer = await h.standin.waitFor("response_url", (c) => c.seq >= reply, WAIT_MS);
    expect(JSON.stringify(answer.args)).toContain("None of your upcoming classes");
    expect(await partnerCalls("addClassStudentMultiple")).toBe(before);
    expect(sandboxClass(algebra.classId)?.students).not.toContain("S-1005");
  });
});
