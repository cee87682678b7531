/**
 * Labels end to end: admins keep the school's labels in the admin modal; teachers set a class's
 * labels (or the rest of its series) from `/class labels`; emptying needs a tick; students and
 * teachers of other courses are refused on open and on a crafted submit, and nothing changes. The
 * change runs as a durable job: an answer the service lost is asked again until known.
 */
import { describe, expect, it } from "vitest";
import { DEMO_SID } from "../../src/sandbox/index.js";
import type { ClassRecord } from "../../src/store/index.js";
import { ADA, ADMIN, ALAN, BEN } from "../support/cast.js";
import { type ClassWorld, makeClass } from "../support/school.js";
import {
  click,
  type Harness,
  harnessPerFile,
  openAdmin,
  openByCommand,
  pickClass,
  settled,
  updatedView,
  viewAfter,
  viewText,
  WAIT_MS,
} from "./harness.js";
import { connectedSchool } from "./school.js";

let h: Harness;
let w: ClassWorld;
harnessPerFile(async (started) => {
  h = started;
  w = await connectedSchool(h);
});

const partnerLabels = (classId: number) =>
  h.sandbox.state(DEMO_SID).classes.find((c) => c.classId === classId)?.labels;

async function labelsPage() {
  const home = await openAdmin(h, ADMIN);
  return click(h, ADMIN, home, "Manage", "admin_labels", { near: "Labels" });
}

const openLabels = (userId: string, c: ClassRecord, callbackId = "class_labels") =>
  openByCommand(h, userId, `labels ${c.classId}`, callbackId);

async function submitAndReport(
  userId: string,
  view: Parameters<typeof viewText>[0] & Record<string, unknown>,
  answers: Record<string, string | string[]>,
) {
  return viewAfter(h, { userId, callbackId: "class_labels_report" }, async () => {
    const result = await h.as(userId).submit(view as never, answers);
    expect(result.responseAction).toBe("update");
  });
}

describe("the admin Labels area", () => {
  it("adds, refuses a duplicate id on its field, renames and removes labels", async () => {
    const page = await labelsPage();
    expect(viewText(page)).toContain("No labels yet");
    const form = await click(h, ADMIN, page, "Add label", "admin_label_form");
    const added = await h.as(ADMIN).submit(form, { "Label ID": "301", Name: "Homework" });
    expect(viewText(updatedView(form, added.view))).toContain("Added the label Homework.");
    for (const [id, name] of [
      ["302", "Revision"],
      ["303", "Exam"],
      ["399", "Old"],
    ]) {
      const f = await click(h, ADMIN, await labelsPage(), "Add label", "admin_label_form");
      await h.as(ADMIN).submit(f, { "Label ID": id as string, Name: name as string });
    }
    const again = await click(h, ADMIN, await labelsPage(), "Add label", "admin_label_form");
    const dup = await h.as(ADMIN).submit(again, { "Label ID": "301", Name: "Other" });
    expect(dup.errorsByLabel["Label ID"]).toMatch(/already in the list/);
    // A name with a control character (here BEL) is refused on its field, like course and class names.
    const hidden = await click(h, ADMIN, await labelsPage(), "Add label", "admin_label_form");
    const refused = await h.as(ADMIN).submit(hidden, { "Label ID": "304", Name: "Exam\u0007" });
    expect(refused.errorsByLabel.Name).toMatch(/control characters/);
    expect(await h.store.labels.get(w.teamId, 304)).toBeUndefined();

    const list = await labelsPage();
    const edit = await click(h, ADMIN, list, "Edit", "admin_label_form", { near: "Revision" });
    const renamed = await h.as(ADMIN).submit(edit, { Name: "Revision week" });
    expect(viewText(updatedView(edit, renamed.view))).toContain("Renamed the label to Revision week.");
    const removed = await click(h, ADMIN, await labelsPage(), "Remove", "admin_labels", { near: "Old" });
    expect(viewText(removed)).toContain("Removed Old.");
    expect((await h.store.labels.list(w.teamId)).map((l) => [l.labelId, l.name])).toEqual([
      [303, "Exam"],
      [301, "Homework"],
      [302, "Revision week"],
    ]);
  });

  it("offers the labels the school has used by name: a removed one comes back without typing its id", async () => {
    // "Old" (399) was removed above; an upcoming class carries 777, which the list never had.
    const c = await makeClass(w, { name: "Painting", beginTime: w.now() + 3 * 86_400 });
    await h.store.classes.setLabels(w.teamId, c.classId, [777]);
    const form = await click(h, ADMIN, await labelsPage(), "Add label", "admin_label_form");
    const shown = viewText(form);
    expect(shown).toContain("Old");
    expect(shown).toContain("The label on Painting");
    expect(shown).not.toMatch(/\b399\b|\b777\b/);
    const back = await h.as(ADMIN).submit(form, { "A label this school has used": "Old" });
    expect(back.errors).toEqual({});
    expect(viewText(updatedView(form, back.view))).toContain("Added the label Old.");
    expect(await h.store.labels.get(w.teamId, 399)).toMatchObject({ name: "Old" });

    const next = await click(h, ADMIN, await labelsPage(), "Add label", "admin_label_form");
    expect(viewText(next)).not.toContain("Old");
    const named = await h
      .as(ADMIN)
      .submit(next, { "A label this school has used": "The label on Painting", Name: "Art" });
    expect(named.errors).toEqual({});
    expect(await h.store.labels.get(w.teamId, 777)).toMatchObject({ name: "Art" });
    // Every used label is in the list again: only a new label's ID is asked for.
    const last = await click(h, ADMIN, await labelsPage(), "Add label", "admin_label_form");
    expect(viewText(last)).not.toContain("A label this school has used");
  });

  it("refuses a teacher who replays the admin Add label form", async () => {
    const form = await click(h, ADMIN, await labelsPage(), "Add label", "admin_label_form");
    await h.as(ADA.slackUserId).submit(form, { "Label ID": "350", Name: "Sneaky" });
    expect(await h.store.labels.get(w.teamId, 350)).toBeUndefined();
  });
});

describe("/class labels", () => {
  it("sets the picked labels at the partner and in the store, reported per class", async () => {
    const c = await makeClass(w, { courseId: 5001, name: "Algebra labels" });
    const view = await openLabels(ADA.slackUserId, c);
    expect(viewText(view)).toContain("Algebra labels");
    const report = await submitAndReport(ADA.slackUserId, view, { Labels: ["Homework", "Exam"] });
    expect(viewText(report)).toMatch(/Algebra labels .*: labels set/);
    expect(partnerLabels(c.classId)?.sort()).toEqual([301, 303]);
    expect((await h.store.classes.get(w.teamId, c.classId))?.labelIds.sort()).toEqual([301, 303]);

    // Opening again shows them pre-set.
    const again = await openLabels(ADA.slackUserId, c);
    const select = (
      again.blocks as Array<{
        block_id?: string;
        element?: { initial_options?: Array<{ text: { text: string } }> };
      }>
    ).find((b) => b.block_id === "class_labels_pick");
    expect(select?.element?.initial_options?.map((o) => o.text.text).sort()).toEqual(["Exam", "Homework"]);
  });

  it("asks for the tick before removing every label, then removes them", async () => {
    const c = await makeClass(w, { courseId: 5001, name: "Algebra empty" });
    await submitAndReport(ADA.slackUserId, await openLabels(ADA.slackUserId, c), { Labels: ["Homework"] });
    const view = await openLabels(ADA.slackUserId, c);
    const unconfirmed = await h.as(ADA.slackUserId).submit(view, { Labels: [] });
    expect(unconfirmed.responseAction).toBe("errors");
    expect(unconfirmed.errorsByLabel.Labels).toMatch(/tick “Remove all labels”/);
    expect(partnerLabels(c.classId)).toEqual([301]);
    const report = await submitAndReport(ADA.slackUserId, view, {
      Labels: [],
      "Remove all labels": ["Yes, remove every label"],
    });
    expect(viewText(report)).toContain("all labels removed");
    expect(partnerLabels(c.classId)).toEqual([]);
    expect((await h.store.classes.get(w.teamId, c.classId))?.labelIds).toEqual([]);
  });

  it("applies to this and the later classes of the series in one partner call", async () => {
    const a = await makeClass(w, { courseId: 5001, name: "Weekly 1", startsIn: 86_400, seriesId: "W1" });
    const b = await makeClass(w, { courseId: 5001, name: "Weekly 2", startsIn: 8 * 86_400, seriesId: "W1" });
    const before = await labelCalls();
    const view = await openLabels(ADA.slackUserId, a);
    const report = await submitAndReport(ADA.slackUserId, view, {
      Labels: ["Revision week"],
      "Apply to": "series",
    });
    expect(viewText(report)).toMatch(/Weekly 1 .*labels set[\s\S]*Weekly 2 .*labels set/);
    expect(partnerLabels(a.classId)).toEqual([302]);
    expect(partnerLabels(b.classId)).toEqual([302]);
    expect((await labelCalls()) - before).toBe(1);
  });

  it("a label set the partner refuses shows no label as set, and names the label that is gone", async () => {
    const form = await click(h, ADMIN, await labelsPage(), "Add label", "admin_label_form");
    await h.as(ADMIN).submit(form, { "Label ID": "398", Name: "Bogus" });
    const c = await makeClass(w, { courseId: 5001, name: "Algebra bogus" });
    await submitAndReport(ADA.slackUserId, await openLabels(ADA.slackUserId, c), { Labels: ["Homework"] });
    const report = await submitAndReport(ADA.slackUserId, await openLabels(ADA.slackUserId, c), {
      Labels: ["Bogus"],
    });
    const text = viewText(report);
    expect(text).not.toMatch(/labels set|Bogus set|Labels: Bogus/);
    expect(text).toMatch(/Algebra bogus .*: no labels changed: Bogus no longer exists at ClassIn/);
    expect(partnerLabels(c.classId)).toEqual([301]);
    expect((await h.store.classes.get(w.teamId, c.classId))?.labelIds).toEqual([301]);
  });

  it("an answer the service lost is asked again until known: labels set once, reported once", async () => {
    const c = await makeClass(w, { courseId: 5001, name: "Lost labels" });
    const before = await labelCalls();
    // The client's own retries lose the answer too: only a later attempt of the job can know.
    h.sandbox.injectFault({ action: "addClassLabels", applied: true, http: 500, count: 3 });
    try {
      const view = await openLabels(ADA.slackUserId, c);
      const mark = h.standin.calls.length;
      const report = await submitAndReport(ADA.slackUserId, view, { Labels: ["Exam"] });
      expect(viewText(report)).toMatch(/Lost labels .*: labels set/);
      expect(viewText(report)).not.toContain("did not confirm");
      expect((await labelCalls()) - before).toBe(2);
      expect(partnerLabels(c.classId)).toEqual([303]);
      expect((await h.store.classes.get(w.teamId, c.classId))?.labelIds).toEqual([303]);
      await settled(h);
      const reports = h.standin.calls.filter(
        (x) =>
          x.seq >= mark &&
          x.method === "views.update" &&
          x.args.view_id === view.id &&
          JSON.stringify(x.args).includes("class_labels_report"),
      );
      expect(reports).toHaveLength(1);
    } finally {
      h.sandbox.clearFaults();
    }
  }, 30_000);

  it("refuses a teacher of another course on open and on a crafted submit; nothing changes", async () => {
    const c = await makeClass(w, { courseId: 5001, name: "Ada only" });
    expect(await notFoundFor(ALAN.slackUserId, "labels", c)).toContain("None of your upcoming classes");
    const adas = await openLabels(ADA.slackUserId, c);
    const crafted = await h.as(ALAN.slackUserId).submit(adas, { Labels: ["Homework"] });
    expect(crafted.responseAction).toBe("update");
    expect(viewText(crafted.view ?? {})).toContain("cannot change classes of Algebra I");
    const student = await h.as(BEN.slackUserId).submit(adas, { Labels: ["Homework"] });
    expect(student.responseAction).toBeUndefined();
    await settled(h);
    expect(partnerLabels(c.classId)).toEqual([]);
    expect((await h.store.classes.get(w.teamId, c.classId))?.labelIds).toEqual([]);
  });

  it("opens the class picker without a class; picking fills the labels modal for that class", async () => {
    const c = await makeClass(w, { courseId: 5001, name: "Picked algebra" });
    const picker = await openByCommand(h, ADA.slackUserId, "labels", "class_picker");
    const option = (
      picker.blocks as Array<{ elements?: Array<{ options?: Array<{ text: { text: string } }> }> }>
    )
      .flatMap((b) => b.elements ?? [])
      .flatMap((e) => e.options ?? [])
      .find((o) => o.text.text.startsWith("Picked algebra"))?.text.text;
    expect(option).toBeDefined();
    const modal = await pickClass(h, ADA.slackUserId, picker, option ?? "", "class_labels");
    expect(viewText(modal)).toContain("Picked algebra");
    expect(modal.private_metadata).toContain(String(c.classId));
  });

  it("opens from a class's Labels button, checking the course there too", async () => {
    const c = await makeClass(w, { courseId: 5001, name: "From the button" });
    const home = {
      type: "home",
      id: "VHOMEFAKE",
      blocks: [
        {
          type: "actions",
          block_id: "class_actions",
          elements: [
            {
              type: "button",
              action_id: "class_labels",
              text: { type: "plain_text", text: "Labels" },
              value: String(c.classId),
            },
          ],
        },
      ],
    };
    const view = await viewAfter(h, { userId: ADA.slackUserId, callbackId: "class_labels" }, () =>
      h.as(ADA.slackUserId).clickButton(home, "Labels"),
    );
    expect(viewText(view)).toContain("From the button");
    const mark = h.standin.calls.length;
    await h.as(ALAN.slackUserId).clickButton(home, "Labels");
    const told = await h.standin.waitFor(
      ["chat.postMessage", "chat.postEphemeral"],
      (x) => x.seq >= mark && x.args.channel === ALAN.slackUserId,
      WAIT_MS,
    );
    expect(JSON.stringify(told.args)).toContain("cannot change classes of Algebra I");
    expect(h.standin.calls.filter((x) => x.seq >= mark && x.method === "views.open")).toEqual([]);
  });
});

/** A teacher of another course does not find the class: `/class <sub> <id>` answers privately. */
async function notFoundFor(userId: string, sub: string, c: ClassRecord): Promise<string> {
  const mark = h.standin.calls.length;
  await h.as(userId).command(`/class ${sub} ${c.classId}`);
  const answer = await h.standin.waitFor("response_url", (x) => x.seq >= mark, WAIT_MS);
  return JSON.stringify(answer.args);
}

async function labelCalls(): Promise<number> {
  await h.app.partners.flushAudit();
  return (await h.store.audit.latest(w.teamId, 500)).filter((e) => e.operation === "addClassLabels").length;
}
