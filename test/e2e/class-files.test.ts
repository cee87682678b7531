/**
 * `/class files`: a private listing of the school's cloud folder, opened folder by folder with
 * buttons and "Up", sizes shown; a missing folder (193) explained; students refused.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { PostedMessage } from "../../src/slack-standin/index.js";
import { ADA, BEN } from "../support/cast.js";
import { expectNoBlockKitRefusals, type Harness, startHarness, viewText, WAIT_MS } from "./harness.js";
import { connectedSchool } from "./school.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await connectedSchool(h);
}, 60_000);
afterAll(async () => {
  await h?.close();
});
afterEach(() => {
  expectNoBlockKitRefusals(h.standin);
});

/** The private message the user sees now after what `act` does. */
async function seen(userId: string, act: () => Promise<unknown>): Promise<PostedMessage> {
  const mark = h.standin.calls.length;
  await act();
  await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
  const mine = h.standin.messages.filter((m) => m.ephemeralTo === userId);
  const last = mine.at(-1);
  if (!last) throw new Error("no private message");
  return last;
}

describe("/class files", () => {
  it("lists folders and files with sizes, opens a folder, goes deeper and back up", async () => {
    const top = await seen(ADA.slackUserId, () => h.as(ADA.slackUserId).command("/class files"));
    const text = viewText(top);
    expect(text).toContain("School files");
    expect(text).toContain("Syllabus 2026.pdf — 182KB");
    const algebra = await seen(ADA.slackUserId, () => h.as(ADA.slackUserId).clickButton(top, "📁 Algebra"));
    expect(viewText(algebra)).toContain("School files* › Algebra");
    expect(viewText(algebra)).toContain("Linear equations.pptx — 2.4MB");
    const week = await seen(ADA.slackUserId, () => h.as(ADA.slackUserId).clickButton(algebra, "📁 Week 1"));
    expect(viewText(week)).toContain("Algebra › Week 1");
    expect(viewText(week)).toContain("Worksheet 1.pdf — 96KB");
    const up = await seen(ADA.slackUserId, () => h.as(ADA.slackUserId).clickButton(week, "⬆ Up"));
    expect(viewText(up)).toContain("Linear equations.pptx");
    // The listing was replaced in place, not posted again.
    expect(h.standin.messages.filter((m) => m.ephemeralTo === ADA.slackUserId)).toHaveLength(1);
  });

  it("opens a folder by id (still read) and explains one that does not exist (193)", async () => {
    const physics = await seen(ADA.slackUserId, () => h.as(ADA.slackUserId).command("/class files 102"));
    expect(viewText(physics)).toContain("Newton's laws.pdf — 1.1MB");
    const missing = await seen(ADA.slackUserId, () => h.as(ADA.slackUserId).command("/class files 4242"));
    expect(viewText(missing)).toContain("Folder 4242 does not exist");
    const junk = await seen(ADA.slackUserId, () => h.as(ADA.slackUserId).command("/class files ../etc"));
    // Not a folder id nor a folder's name: said so above the top folder, without asking for an id.
    expect(viewText(junk)).toContain('No folder here is called ".."');
    expect(viewText(junk)).toContain("Syllabus 2026.pdf");
  });

  it("refuses a student, also when they replay a folder button", async () => {
    const refused = await seen(BEN.slackUserId, () => h.as(BEN.slackUserId).command("/class files"));
    expect(viewText(refused)).toMatch(/only teachers and admins can browse the school's files/);
    const top = await seen(ADA.slackUserId, () => h.as(ADA.slackUserId).command("/class files"));
    const replay = await seen(BEN.slackUserId, () => h.as(BEN.slackUserId).clickButton(top, "📁 Physics"));
    expect(viewText(replay)).not.toContain("Newton");
  });
});
