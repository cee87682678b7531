/**
 * The class picker and the checks every class modal shares: ambiguous text, crafted video and seats
 * submissions (role and course are checked on every submit), the HD rule, searching many classes.
 */
import { describe, expect, it } from "vitest";
import { ADA, BEN, MARIE } from "../support/cast.js";
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
import { openByCommand, pickClass, viewText, WAIT_MS } from "./harness.js";

classWorkPerFile();

/** The option texts of a picker's menu. */
function options(view: { blocks?: unknown }): string[] {
  return ((view.blocks ?? []) as Array<{ elements?: Array<{ options?: Array<{ text: { text: string } }> }> }>)
    .flatMap((b) => b.elements ?? [])
    .flatMap((e) => e.options ?? [])
    .map((o) => o.text.text);
}

describe("class picker", () => {
  it("offers the classes ambiguous text matches in the picker: nobody types an id", async () => {
    await makeClass(w, { name: "Algebra II", beginTime: now() + 4 * DAY });
    const picker = await openByCommand(h, ADA.slackUserId, "video Alg", "class_picker");
    const text = viewText(picker);
    expect(text).toContain('More than one of your classes starts with "Alg"');
    expect(text).toContain("Algebra II · ");
    expect(text).not.toContain(String(algebra.classId));
    const modal = await pickClass(
      h,
      ADA.slackUserId,
      picker,
      options(picker).find((o) => o.startsWith("Algebra II")) ?? "",
      "class_modal_video",
    );
    expect(viewText(modal)).toContain("Algebra II");
  });

  it("echoes typed text and close class names escaped, in the blocks and the fallback text", async () => {
    await makeClass(w, {
      name: "Hostile <!here> *Exam* \u202Eevil \u200Bhidden",
      beginTime: now() + 6 * DAY,
    });
    const mark = h.standin.calls.length;
    await h
      .as(ADA.slackUserId)
      .command("/class students <!channel> <@U123> *Exam* ~x~ <http://x|y> <!subteam^S1>");
    const answer = await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
    const args = answer.args as { text: string; blocks: { text: { text: string } }[] };
    for (const text of [args.text, ...args.blocks.map((b) => b.text.text)]) {
      expect(text).toContain("None of your upcoming classes is called");
      expect(text).toContain(
        "&lt;!channel&gt; &lt;@U123&gt; \u2217Exam\u2217 \u223Cx\u223C &lt;http://x|y&gt;",
      );
      expect(text).toContain("Hostile &lt;!here&gt; \u2217Exam\u2217 evil hidden · ");
      for (const raw of [
        "<!channel>",
        "<!here>",
        "<@U123>",
        "*Exam*",
        "~x~",
        "<http://x|y>",
        "<!subteam^S1>",
      ]) {
        expect(text).not.toContain(raw);
      }
      for (const invisible of ["\u202E", "\u200B"]) expect(text).not.toContain(invisible);
    }
  });

  it("refuses a crafted video or seats submission by a student and by a teacher of another course", async () => {
    const cls = await makeClass(w, {
      name: "Algebra guarded",
      beginTime: now() + 5 * DAY,
    });
    const open = async (sub: "video" | "seats") => {
      return openByCommand(h, ADA.slackUserId, `${sub} ${cls.classId}`, `class_modal_${sub}`);
    };
    const video = await open("video");
    const seats = await open("seats");
    const videoCalls = await partnerCalls("setClassVideoMultiple");
    const seatCalls = await partnerCalls("modifyClassSeatNum");
    const videoValues = { "Recording, live and replay": ["Recording"] };
    const seatValues = { "Students on stage": "1" };
    for (const [modal, values] of [
      [video, videoValues],
      [seats, seatValues],
    ] as const) {
      const refusedAt = h.standin.calls.length;
      const byStudent = await h.as(BEN.slackUserId).submit(modal, values);
      expect(byStudent.responseAction).toBeUndefined();
      await dmTo(BEN.slackUserId, refusedAt, "only teachers and admins can");
      const byOtherTeacher = await h.as(MARIE.slackUserId).submit(modal, values);
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
    const modal = await openByCommand(h, ADA.slackUserId, `seats ${algebra.classId}`, "class_modal_seats");
    const result = await h
      .as(ADA.slackUserId)
      .submit(modal, { "Students on stage": "4", "Video quality": "HD" });
    expect(result.errorsByLabel["Video quality"]).toBe("HD needs 1 or 6 seats.");
  });

  it("searches as you type when the caller has more classes than a menu holds", async () => {
    const start = now() + 10 * DAY;
    for (let i = 0; i < 100; i++) {
      await makeClass(w, { name: `Drill ${i}`, beginTime: start + i * 3600 });
    }
    const picker = await openByCommand(h, ADA.slackUserId, "students", "class_picker");
    expect(JSON.stringify(picker.blocks)).toContain("external_select");
    const payload = {
      type: "block_suggestion",
      user: { id: ADA.slackUserId, team_id: teamId },
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
