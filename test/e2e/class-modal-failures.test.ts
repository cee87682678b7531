/**
 * Work finished after the ack of a class modal: when it fails, the modal that showed "Saving…"
 * shows the error with a reference instead (never stuck, no separate DM); when the person closed
 * the modal meanwhile (`views.update` answers `not_found`), the work still runs and nothing else
 * is sent.
 */
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_SID } from "../../src/sandbox/index.js";
import { ADA } from "../support/cast.js";
import { type ClassWorld, enrol, makeClass } from "../support/school.js";
import { type Harness, harnessPerFile, openByCommand, viewText, WAIT_MS } from "./harness.js";
import { connectedSchool } from "./school.js";

const TEACHER = ADA.slackUserId;

let h: Harness;
let w: ClassWorld;
harnessPerFile(async (started) => {
  h = started;
  w = await connectedSchool(h);
  await h.store.labels.add(w.teamId, { labelId: 301, name: "Homework" });
});

const original = () => h.app.partners.forWorkspace;
let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

/** The partner client cannot be had: the use case throws after the ack. */
function partnerThrows(): void {
  const partners = h.app.partners as { forWorkspace: typeof h.app.partners.forWorkspace };
  const saved = original();
  partners.forWorkspace = async () => {
    throw new Error("partner pool exploded");
  };
  restore = () => {
    partners.forWorkspace = saved;
  };
}

async function errorShownIn(viewId: string, mark: number) {
  const update = await h.standin.waitFor(
    "views.update",
    (c) => c.seq >= mark && c.args.view_id === viewId && JSON.stringify(c.args).includes("reference"),
    WAIT_MS,
  );
  return viewText(update.args.view as { blocks?: unknown });
}

const dmsTo = (userId: string, mark: number) =>
  h.standin.calls.filter(
    (c) =>
      c.seq >= mark &&
      ["chat.postMessage", "chat.postEphemeral"].includes(c.method) &&
      c.args.channel === userId,
  );

describe("a class modal whose work fails after the ack", () => {
  it("labels: the modal shows the error with a reference, not Saving… forever", async () => {
    const c = await makeClass(w, { name: "Failing labels" });
    const view = await openByCommand(h, TEACHER, `labels ${c.classId}`, "class_labels");
    partnerThrows();
    const mark = h.standin.calls.length;
    const result = await h.as(TEACHER).submit(view, { Labels: ["Homework"] });
    expect(viewText(result.view ?? {})).toContain("Saving the labels…");
    const shown = await errorShownIn(view.id as string, mark);
    expect(shown).toMatch(/something went wrong on our side[\s\S]*reference `[A-Z0-9]{8}`/);
    expect(dmsTo(TEACHER, mark)).toEqual([]);
  });

  it("rate: the modal shows the error with a reference, not Saving… forever", async () => {
    const c = await makeClass(w, { name: "Failing rate" });
    await enrol(w, c, [{ uid: "S-1004", name: "Dan Brown" }]);
    const view = await openByCommand(h, TEACHER, `rate ${c.classId}`, "class_rate");
    partnerThrows();
    const mark = h.standin.calls.length;
    const result = await h.as(TEACHER).submit(view, { "Dan Brown": "3" });
    expect(viewText(result.view ?? {})).toContain("Saving page 1 of 1…");
    const shown = await errorShownIn(view.id as string, mark);
    expect(shown).toContain("something went wrong on our side");
    expect(dmsTo(TEACHER, mark)).toEqual([]);
  });

  it("a modal closed before its result arrives (not_found) is quiet; the change is made", async () => {
    const c = await makeClass(w, { name: "Closed labels" });
    const view = await openByCommand(h, TEACHER, `labels ${c.classId}`, "class_labels");
    const mark = h.standin.calls.length;
    // Slack no longer has this view: the person closed the modal.
    const result = await h.as(TEACHER).submit({ ...view, id: "VCLOSED0001" }, { Labels: ["Homework"] });
    expect(result.responseAction).toBe("update");
    await h.standin.waitFor(
      "views.update",
      (x) => x.seq >= mark && x.args.view_id === "VCLOSED0001" && x.response.error === "not_found",
      WAIT_MS,
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(h.sandbox.state(DEMO_SID).classes.find((x) => x.classId === c.classId)?.labels).toEqual([301]);
    expect(dmsTo(TEACHER, mark)).toEqual([]);
    expect(h.standin.calls.filter((x) => x.seq >= mark && x.method === "views.update")).toHaveLength(1);
  });
});
