/**
 * Work finished after the ack of a class modal, as a durable job (docs/jobs.md): when an attempt fails
 * on our side, the job is kept for a later attempt and nothing is reported meanwhile (a job given up
 * shows the error with a reference: slack/lib/jobs/slack-job.ts); when the person closed the modal
 * meanwhile (`views.update` answers `not_found`), the work still runs and nothing else is sent.
 */
import { afterEach, describe, expect, it } from "vitest";
import { jobKey } from "../../src/delivery/index.js";
import { DEMO_SID } from "../../src/sandbox/index.js";
import { requestKey } from "../../src/slack/lib/jobs/slack-job.js";
import { ADA } from "../support/cast.js";
import { type ClassWorld, enrol, makeClass } from "../support/school.js";
import { until } from "../support/until.js";
import {
  type Harness,
  harnessPerFile,
  moveClocksTo,
  openByCommand,
  settled,
  viewText,
  WAIT_MS,
} from "./harness.js";
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

/** The partner client cannot be had: the job's attempt throws. Resolves when it was asked for. */
function partnerThrows(): Promise<void> {
  const partners = h.app.partners as { forWorkspace: typeof h.app.partners.forWorkspace };
  const saved = original();
  let asked: () => void = () => {};
  const attempted = new Promise<void>((resolve) => {
    asked = resolve;
  });
  partners.forWorkspace = async () => {
    asked();
    throw new Error("partner pool exploded");
  };
  restore = () => {
    partners.forWorkspace = saved;
  };
  return attempted;
}

const dmsTo = (userId: string, mark: number) =>
  h.standin.calls.filter(
    (c) =>
      c.seq >= mark &&
      ["chat.postMessage", "chat.postEphemeral"].includes(c.method) &&
      c.args.channel === userId,
  );

describe("a class modal whose work fails after the ack", () => {
  it("labels: a bug on our side keeps the job for a later attempt; nothing is reported as done or failed", async () => {
    const c = await makeClass(w, { name: "Failing labels" });
    const view = await openByCommand(h, TEACHER, `labels ${c.classId}`, "class_labels");
    const attempted = partnerThrows();
    const mark = h.standin.calls.length;
    const result = await h.as(TEACHER).submit(view, { Labels: ["Homework"] });
    expect(viewText(result.view ?? {})).toContain("Saving the labels…");
    await attempted;
    const key = requestKey(w.teamId, TEACHER, view.id, {
      classId: c.classId,
      labelIds: [301],
      applyTo: "class",
    });
    await until(
      "the labels job to fail once and wait for its next attempt",
      async () => {
        const job = await h.store.outbox.findByDedupeKey(w.teamId, jobKey("labels", key));
        return job?.state === "pending" && job.attempts === 1 && job.lastError !== null;
      },
      WAIT_MS,
    );
    expect(h.standin.calls.filter((x) => x.seq >= mark && x.method === "views.update")).toEqual([]);
    expect(dmsTo(TEACHER, mark)).toEqual([]);
  });

  it("rate: a bug on our side leaves the working view, no error and no DM, until a later attempt", async () => {
    const c = await makeClass(w, { name: "Failing rate" });
    await enrol(w, c, [{ uid: "S-1004", name: "Dan Brown" }]);
    moveClocksTo(h, c.endTime + 60);
    // The end of class (the teacher's summary DM) goes out first: not this test's DM.
    await settled(h);
    const view = await openByCommand(h, TEACHER, `rate ${c.classId}`, "class_rate");
    const attempted = partnerThrows();
    const mark = h.standin.calls.length;
    const result = await h.as(TEACHER).submit(view, { "Dan Brown": "3" });
    expect(viewText(result.view ?? {})).toContain("Saving the ratings…");
    await attempted;
    await settled(h, { retriesLater: true });
    expect(h.standin.calls.filter((x) => x.seq >= mark && x.method === "views.update")).toEqual([]);
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
    // The failed jobs of the tests above wait for their backoff.
    await settled(h, { retriesLater: true });
    expect(h.sandbox.state(DEMO_SID).classes.find((x) => x.classId === c.classId)?.labels).toEqual([301]);
    expect(dmsTo(TEACHER, mark)).toEqual([]);
    expect(h.standin.calls.filter((x) => x.seq >= mark && x.method === "views.update")).toHaveLength(1);
  });
});
