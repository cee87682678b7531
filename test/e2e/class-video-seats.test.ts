/** Recording & live (for the rest of a series) and seats through Slack, from the buttons and the command line. */
import { describe, expect, it } from "vitest";
import { ADA } from "../support/cast.js";
import { makeClass, recordPastClass } from "../support/school.js";
import { algebra, classWorkPerFile, DAY, dmTo, h, now, sandboxClass, teamId, w } from "./class-work.js";
import { viewAfter, WAIT_MS } from "./harness.js";

classWorkPerFile();

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
    const modal = await viewAfter(h, { userId: ADA.slackUserId, callbackId: "class_modal_video" }, () =>
      h.slack.blockAction({
        userId: ADA.slackUserId,
        container: { view: { id: "VHOME", type: "home", blocks: [] } },
        action: { action_id: "class_video", block_id: "home", type: "button", value: String(past.classId) },
      }),
    );
    const wrong = await h
      .as(ADA.slackUserId)
      .submit(modal, { "Recording, live and replay": ["Broadcast it live"] });
    expect(wrong.errorsByLabel["Recording, live and replay"]).toBe(
      "Live broadcast needs recording to be on.",
    );
    const ok = await h.as(ADA.slackUserId).submit(modal, {
      "Recording, live and replay": ["Record the class", "Broadcast it live"],
      "Apply to": "This and all later classes of the series",
    });
    expect(ok.errors).toEqual({});
    const dm = await dmTo(ADA.slackUserId, mark, "Recording");
    expect(JSON.stringify(dm.args)).toContain("class is over");
    expect(sandboxClass(next.classId)).toMatchObject({ record: 1, live: 1 });
    expect(await h.store.classes.get(teamId, next.classId)).toMatchObject({ record: true, live: true });
    expect((await h.store.classes.get(teamId, next.classId))?.liveUrl).toMatch(/lessonKey=/);
  });

  it("changes seats from the command line, reduced to the school maximum", async () => {
    await h.store.workspaces.upsert({ teamId, settings: { seatMax: 8 } });
    const mark = h.standin.calls.length;
    await h.as(ADA.slackUserId).command(`/class seats ${algebra.classId} 10`);
    const answer = await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
    expect(JSON.stringify(answer.args)).toContain("reduced to the school maximum from 10");
    expect(sandboxClass(algebra.classId)?.seatNum).toBe(8);
    expect((await h.store.classes.get(teamId, algebra.classId))?.seatNum).toBe(8);
  });
});
