/**
 * A teacher with more courses than a menu holds searches them as they type; the submission checks
 * the course again.
 */
import { describe, expect, it } from "vitest";
import type { SlackView } from "../../src/slack-standin/index.js";
import { h, openForm, sandboxClasses, schedulePerFile, TEACHER, teamId } from "./schedule.js";

schedulePerFile();

describe("more courses than a menu holds", () => {
  const GRACE = "UGRACE";
  const MANY = Array.from({ length: 101 }, (_, i) => 7000 + i);

  /** A signed block_suggestion for the course menu of `view`, as Slack sends it while the person types. */
  async function suggest(userId: string, view: SlackView, value: string) {
    const payload = {
      type: "block_suggestion",
      user: { id: userId, team_id: teamId },
      team: { id: teamId },
      api_app_id: h.standin.identity.appId,
      action_id: "schedule_course",
      block_id: "schedule_course",
      value,
      view,
      container: { type: "view", view_id: view.id },
    };
    const res = await h.slack.send(
      `payload=${encodeURIComponent(JSON.stringify(payload))}`,
      "application/x-www-form-urlencoded",
    );
    expect(res.status).toBe(200);
    return (
      (JSON.parse(res.body || "{}") as { options?: { text: { text: string }; value: string }[] }).options ??
      []
    ).map((o) => [o.text.text, o.value]);
  }

  it("searches the caller's own courses as they type, and the submission checks the course again", async () => {
    await h.store.people.upsert(teamId, {
      slackUserId: GRACE,
      uid: "T-GRACE",
      displayName: "Grace Hopper",
      role: "teacher",
    });
    for (const courseId of MANY) {
      await h.store.courses.add(teamId, {
        courseId,
        name: `Compilers ${String(courseId - 7000).padStart(3, "0")}`,
        defaultFolderId: null,
        teacherUids: ["T-GRACE"],
      });
    }
    try {
      const form = await openForm(GRACE);
      const menu = (form.blocks as { block_id?: string; element?: Record<string, unknown> }[]).find(
        (b) => b.block_id === "schedule_course",
      )?.element;
      expect(menu).toMatchObject({ type: "external_select", action_id: "schedule_course" });

      expect(await suggest(GRACE, form, "compilers 042")).toEqual([["Compilers 042", "7042"]]);
      expect(await suggest(GRACE, form, "COMPILERS 10")).toEqual([["Compilers 100", "7100"]]);
      expect(await suggest(GRACE, form, " 10 ")).toEqual([
        ["Compilers 010", "7010"],
        ["Compilers 100", "7100"],
      ]);
      const all = await suggest(GRACE, form, "");
      expect(all).toHaveLength(100);
      expect(all.map(([name]) => name)).not.toContain("Algebra I");
      expect(await suggest(GRACE, form, "algebra")).toEqual([]);
      // Another teacher typing in the same menu sees only their own courses.
      expect(await suggest(TEACHER, form, "")).toEqual([["Algebra I", "5001"]]);
      expect(await suggest(TEACHER, form, "compilers")).toEqual([]);

      // A crafted submission naming a course Grace may not use is refused on the Course field.
      const before = sandboxClasses().length;
      const { values } = h.as(GRACE).fill(
        form,
        {
          "Class name": "Parsing",
          "Duration (minutes)": 45,
        },
        { partial: true },
      );
      const crafted = {
        ...values,
        schedule_course: {
          schedule_course: {
            type: "external_select",
            selected_option: { text: { type: "plain_text", text: "Algebra I" }, value: "5001" },
          },
        },
      };
      const res = await h.slack.viewSubmission(form, crafted, GRACE);
      const answer = JSON.parse(res.body) as { response_action?: string; errors?: Record<string, string> };
      expect(answer.response_action).toBe("errors");
      expect(answer.errors?.schedule_course).toMatch(/not allowed to teach this course/);
      expect(sandboxClasses().length).toBe(before);
      // Her own course, chosen from the search, passes the course check.
      const own = await h.slack.viewSubmission(
        form,
        {
          ...values,
          schedule_course: {
            schedule_course: {
              type: "external_select",
              selected_option: { text: { type: "plain_text", text: "Compilers 042" }, value: "7042" },
            },
          },
        },
        GRACE,
      );
      expect((JSON.parse(own.body) as { errors?: Record<string, string> }).errors ?? {}).not.toHaveProperty(
        "schedule_course",
      );
    } finally {
      for (const courseId of MANY) await h.store.courses.remove(teamId, courseId);
    }
  });
});
