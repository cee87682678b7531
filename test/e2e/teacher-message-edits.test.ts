/**
 * The teacher's scheduling message stays true (issue 30 §2): after a move and a cancel of classes of
 * her series, the one message she got when it was scheduled is edited in place (chat.update on that
 * message, once per change), listing the class at its new time and the cancelled one struck; no new
 * message repeats it.
 */
import { describe, expect, it } from "vitest";
import type { PostedMessage } from "../../src/slack-standin/index.js";
import { formDatePlus } from "../support/form-date.js";
import { openByCommand, submitForReport, viewText, WAIT_MS } from "./harness.js";
import { h, openForm, schedulePerFile, TEACHER, teamId } from "./schedule.js";

schedulePerFile();

function text(m: PostedMessage | undefined): string {
  return `${m?.text ?? ""}\n${viewText({ blocks: m?.blocks ?? [] })}`;
}

/** chat.update calls that edited the message at `ts`. */
const editsOf = (ts: string) =>
  h.standin.calls.filter((c) => c.method === "chat.update" && c.args.ts === ts && c.response.ok === true);

describe("the teacher's series message", () => {
  it("is edited after a move and after a cancel, once each, and lists the classes as they are", async () => {
    const form = await openForm(TEACHER, "Algebra every wed 15:00 45m for 3 weeks");
    const mark = h.standin.calls.length;
    await h.as(TEACHER).submit(form, {});
    await h.standin.waitFor(
      "chat.postMessage",
      (c) =>
        c.seq >= mark && c.args.channel === TEACHER && String(c.args.text).includes("3 classes scheduled"),
      WAIT_MS,
    );
    const dmChannel = h.standin.dmChannelOf(TEACHER);
    const message = () =>
      h.standin.messagesIn(dmChannel).find((m) => m.blocks.some((b) => b.block_id === "schedule_result"));
    const ts = message()?.ts ?? "";
    expect(ts).not.toBe("");
    const series = (await h.store.classes.listUpcoming(teamId)).filter((c) => c.name === "Algebra");
    expect(series).toHaveLength(3);
    const [, second, third] = series;
    if (!second || !third) throw new Error("no series");

    const move = await openByCommand(h, TEACHER, `move ${second.classId}`, "class_modal_move");
    await submitForReport(h, TEACHER, move, { "New date": formDatePlus(move, 1) });
    expect(editsOf(ts)).toHaveLength(1);
    const moved = (await h.store.classes.listSeries(teamId, second.seriesId ?? "")).find(
      (c) => c.beginTime > second.beginTime && c.beginTime < third.beginTime,
    );
    expect(moved).toBeDefined();
    expect(text(message())).toContain(`<!date^${moved?.beginTime}^`);
    expect(text(message())).not.toContain(`<!date^${second.beginTime}^`);

    const cancel = await openByCommand(h, TEACHER, `cancel ${third.classId}`, "class_modal_cancel");
    await submitForReport(h, TEACHER, cancel, { "Reason (optional)": "school holiday <b>" });
    expect(editsOf(ts)).toHaveLength(2);
    const now = text(message());
    // The reason is stored with the cancel and shown with the struck class, escaped.
    expect(now).toMatch(
      new RegExp(`~[^~]*<!date\\^${third.beginTime}\\^[^~]*~ cancelled: school holiday &lt;b&gt;`),
    );
    expect((await h.store.classes.get(teamId, third.classId))?.cancelReason).toBe("school holiday <b>");
    expect(now).toContain("2 classes scheduled");
    // Seats and recording of the rest of the series: the message says what they are now.
    const first = series[0];
    if (!first) throw new Error("no series");
    const seats = await openByCommand(h, TEACHER, `seats ${first.classId}`, "class_modal_seats");
    await submitForReport(h, TEACHER, seats, {
      "Students on stage": "4",
      "Apply to": "series",
    });
    expect(editsOf(ts)).toHaveLength(3);
    expect(text(message())).toContain("4 seats");
    // Still one scheduling message: the edits replaced it, nothing repeated it.
    expect(
      h.standin.messagesIn(dmChannel).filter((m) => m.blocks.some((b) => b.block_id === "schedule_result")),
    ).toHaveLength(1);
  }, 120_000);
});
