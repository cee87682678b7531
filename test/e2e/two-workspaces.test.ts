/**
 * Two workspaces side by side on one app (issue 19, OAuth mode): Hill and Dale have the same people
 * (the same Slack user ids) and, each connected to its own class service, the same course and class
 * ids. Each sees and changes only its own classes, and a request of one carrying an id of the other's
 * (typed, in a button value, in a modal's private_metadata) is refused and changes nothing there.
 */
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_SECRET, DEMO_SID, type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import type { SlackView } from "../../src/slack-standin/index.js";
import type { ClassRecord } from "../../src/store/index.js";
import { ADA, ADMIN, BEN, CHLOE } from "../support/cast.js";
import { enrol, makeClass } from "../support/school.js";
import { type Harness, harnessPerFile, moveClocksTo, settled, viewText, WAIT_MS } from "./harness.js";
import { DALE, HILL, type InstalledSchool, installedSchool, installTeam, teamClient } from "./workspaces.js";

let h: Harness;
/** Dale's class service: a second partner, numbering its classes as the first does. */
let daleService: Sandbox;
let hill: InstalledSchool;
let dale: InstalledSchool;
let hillAlgebra: ClassRecord;
let daleAlgebra: ClassRecord;
/** Hill's second class; Dale has one of the same id too. */
let hillGeometry: ClassRecord;
/** A class only Dale has: its id means nothing in Hill. */
let daleOnly: ClassRecord;
const DAY = 86_400;

harnessPerFile({ boot: { oauth: true, seedConnection: null } }, async (booted) => {
  h = booted;
  daleService = await startSandbox({ host: "127.0.0.1", clock: h.clock.now });
  hill = await installedSchool(h, HILL, {
    connect: { baseUrl: h.sandbox.url, sid: DEMO_SID, secret: DEMO_SECRET },
  });
  dale = await installedSchool(h, DALE, {
    connect: { baseUrl: daleService.url, sid: DEMO_SID, secret: DEMO_SECRET },
  });
  hillAlgebra = await makeClass(hill.world, { name: "Hill algebra", startsIn: 2 * DAY });
  daleAlgebra = await makeClass(dale.world, { name: "Dale algebra", startsIn: 2 * DAY });
  hillGeometry = await makeClass(hill.world, { name: "Hill geometry", startsIn: 4 * DAY });
  await makeClass(dale.world, { name: "Dale geometry", startsIn: 4 * DAY });
  daleOnly = await makeClass(dale.world, { name: "Dale physics", startsIn: 3 * DAY });
});
afterAll(async () => {
  await daleService?.close();
});

const atPartner = (service: Sandbox, classId: number) =>
  service.state(DEMO_SID).classes.find((c) => c.classId === classId);

/** `/class <text>` in the school as `userId`; resolves with the modal `callbackId` it opens. */
async function openIn(school: InstalledSchool, userId: string, text: string, callbackId: string) {
  const mark = h.standin.calls.length;
  await school.slack.as(userId).command(`/class ${text}`);
  return h.standin.waitForView({ callbackId, userId, sinceSeq: mark, timeoutMs: WAIT_MS });
}

/** Submits and waits for Ada's report DM in that school. */
async function submitIn(school: InstalledSchool, view: SlackView, answers: Record<string, unknown>) {
  const mark = h.standin.calls.length;
  const result = await school.slack.as(ADA.slackUserId).submit(view, answers as never);
  expect(result.errors).toEqual({});
  const report = await h.standin.waitFor(
    "chat.postMessage",
    (c) => c.seq >= mark && c.args.channel === ADA.slackUserId && c.teamId === school.team.id,
    WAIT_MS,
  );
  return String(report.args.text ?? "");
}

/** What each school and each class service holds of its classes, to compare before and after. */
async function snapshot(school: InstalledSchool, service: Sandbox) {
  const teamId = school.team.id;
  const classes = await Promise.all(
    [hillAlgebra.classId, daleOnly.classId].map((id) => h.store.classes.get(teamId, id)),
  );
  return {
    classes,
    enrolments: await Promise.all(
      [hillAlgebra.classId, daleOnly.classId].map((id) => h.store.enrolments.listForClass(teamId, id)),
    ),
    ratings: await h.store.ratings.latestForClass(teamId, hillAlgebra.classId),
    partner: service.state(DEMO_SID).classes,
  };
}

describe("two workspaces side by side", () => {
  it("have the same user ids and the same class ids, each in its own school", () => {
    expect(daleAlgebra.classId).toBe(hillAlgebra.classId);
    expect(atPartner(h.sandbox, hillAlgebra.classId)?.className).toBe("Hill algebra");
    expect(atPartner(daleService, daleAlgebra.classId)?.className).toBe("Dale algebra");
    expect(atPartner(h.sandbox, daleOnly.classId)).toBeUndefined();
  });

  it("a workspace that installs the app is connected to no school: not the deployment's configured one", async () => {
    const knoll = { id: "T0KNOLL", domain: "knoll", name: "Knoll School" };
    await installTeam(h, knoll, ADMIN);
    const mark = h.standin.calls.length;
    await teamClient(h, knoll).as(ADMIN).command("/class help");
    await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
    expect(await h.store.workspaces.get(knoll.id)).toBeDefined();
    expect(await h.store.workspaces.getConnection(knoll.id)).toBeUndefined();
    expect(await h.store.workspaces.getConnection(HILL.id)).toMatchObject({ partnerBaseUrl: h.sandbox.url });
  });

  it("each lists and shows on Home only its own classes", async () => {
    for (const [school, mine, theirs] of [
      [hill, "Hill algebra", "Dale algebra"],
      [dale, "Dale algebra", "Hill algebra"],
    ] as const) {
      const mark = h.standin.calls.length;
      await school.slack.as(ADA.slackUserId).command("/class list");
      const list = await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
      expect(JSON.stringify(list.args)).toContain(mine);
      expect(JSON.stringify(list.args)).not.toContain(theirs);
      const homeAt = h.standin.calls.length;
      await school.slack.as(ADA.slackUserId).openHome();
      const home = await h.standin.waitFor(
        "views.publish",
        (c) => c.seq >= homeAt && c.args.user_id === ADA.slackUserId && c.teamId === school.team.id,
        WAIT_MS,
      );
      expect(JSON.stringify(home.args.view)).toContain(mine);
      expect(JSON.stringify(home.args.view)).not.toContain(theirs);
    }
  });

  it("students, ratings, cancel and move in one change that school and its class service only", async () => {
    // Hill adds Ben to its class; Dale's class of the same id keeps no one.
    await submitIn(
      hill,
      await openIn(hill, ADA.slackUserId, `students ${hillAlgebra.classId}`, "class_modal_students"),
      {
        "Add students": [BEN.slackUserId],
      },
    );
    expect(atPartner(h.sandbox, hillAlgebra.classId)?.students).toEqual([BEN.uid]);
    expect(atPartner(daleService, daleAlgebra.classId)?.students).toEqual([]);
    expect(await h.store.enrolments.listForClass(DALE.id, daleAlgebra.classId)).toEqual([]);
    // Dale adds Chloé to its own.
    await submitIn(
      dale,
      await openIn(dale, ADA.slackUserId, `students ${daleAlgebra.classId}`, "class_modal_students"),
      {
        "Add students": [CHLOE.slackUserId],
      },
    );
    expect(atPartner(daleService, daleAlgebra.classId)?.students).toEqual([CHLOE.uid]);
    expect(atPartner(h.sandbox, hillAlgebra.classId)?.students).toEqual([BEN.uid]);

    // Hill rates Ben in a class that ended (a short one of today: the others stay ahead): the rating
    // is Hill's and at Hill's service only.
    // Hill's service is first made to pass the id Dale's physics has (the next test needs Hill's store
    // never to hold it), with a class only Hill's service knows.
    const hillService = await hill.world.partners.forWorkspace(HILL.id);
    while ((h.sandbox.state(DEMO_SID).classes.at(-1)?.classId ?? 0) < daleOnly.classId) {
      const now = h.clock.now();
      await hillService?.addCourseClass({
        courseId: 5001,
        className: "Hill filler",
        beginTime: now + DAY,
        endTime: now + DAY + 1800,
        teacherUid: ADA.uid,
      });
    }
    const short = await makeClass(hill.world, { name: "Hill short", startsIn: 3600, minutes: 30 });
    await enrol(hill.world, short, [{ uid: BEN.uid, name: BEN.displayName }]);
    moveClocksTo(h, short.endTime + 60);
    await settled(h);
    const rate = await openIn(hill, ADA.slackUserId, `rate ${short.classId}`, "class_rate");
    const rated = h.standin.calls.length;
    await hill.slack
      .as(ADA.slackUserId)
      .submit(rate, { [BEN.displayName]: "5", [`Comment for ${BEN.displayName}`]: "Sharp" } as never);
    await h.standin.waitForView({ callbackId: "class_rate_done", sinceSeq: rated, timeoutMs: WAIT_MS });
    expect((await h.store.ratings.latestForClass(HILL.id, short.classId)).map((r) => r.studentUid)).toEqual([
      BEN.uid,
    ]);
    expect(await h.store.ratings.latestForClass(DALE.id, short.classId)).toEqual([]);
    expect(atPartner(h.sandbox, short.classId)?.comments).toHaveLength(1);
    expect(atPartner(daleService, short.classId)?.comments ?? []).toEqual([]);

    // Hill cancels its class: Dale's class of the same id goes on, with its student.
    const cancelled = await submitIn(
      hill,
      await openIn(hill, ADA.slackUserId, `cancel ${hillAlgebra.classId}`, "class_modal_cancel"),
      {},
    );
    expect(cancelled).toContain("cancelled");
    expect((await h.store.classes.get(HILL.id, hillAlgebra.classId))?.cancelledAt).toBeGreaterThan(0);
    expect((await h.store.classes.get(DALE.id, daleAlgebra.classId))?.cancelledAt ?? null).toBeNull();
    expect(atPartner(daleService, daleAlgebra.classId)?.students).toEqual([CHLOE.uid]);

    // Dale moves its class five days on (clear of Ada's other Dale classes): a new class at Dale's
    // service; nothing new at Hill's.
    const hillClassesBefore = h.sandbox.state(DEMO_SID).classes.length;
    const form = await openIn(dale, ADA.slackUserId, `move ${daleAlgebra.classId}`, "class_modal_move");
    const initial = /"initial_date":"(\d{4}-\d{2}-\d{2})"/.exec(JSON.stringify(form.blocks))?.[1] ?? "";
    const later = new Date(`${initial}T00:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 5);
    expect(await submitIn(dale, form, { "New date": later.toISOString().slice(0, 10) })).toContain(
      "Moved to",
    );
    expect((await h.store.classes.get(DALE.id, daleAlgebra.classId))?.cancelledAt).toBeGreaterThan(0);
    expect(atPartner(daleService, daleAlgebra.classId)?.students).toEqual([]);
    expect(h.sandbox.state(DEMO_SID).classes).toHaveLength(hillClassesBefore);
    expect((await h.store.classes.listUpcoming(HILL.id)).map((c) => c.name)).not.toContain("Dale algebra");
  }, 120_000);

  it("a Hill request naming a class only Dale has (typed, in a button, in a modal's metadata) is refused and changes nothing in Dale", async () => {
    // Dale's own work of the test before (the move's DMs, reminders, Home) is over first.
    await settled(h);
    const before = await snapshot(dale, daleService);
    const id = daleOnly.classId;
    expect(await h.store.classes.get(HILL.id, id)).toBeUndefined();

    // Typed.
    let mark = h.standin.calls.length;
    await hill.slack.as(ADA.slackUserId).command(`/class cancel ${id}`);
    const typed = await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
    expect(String(typed.args.text)).toContain(`None of your upcoming classes is called "${id}"`);
    expect(JSON.stringify(typed.args)).not.toContain("Dale physics");
    expect(h.standin.calls.filter((c) => c.seq >= mark && c.method === "views.open")).toEqual([]);

    // A button value: the cancel and students buttons on Ada's Home in Hill.
    mark = h.standin.calls.length;
    await hill.slack.as(ADA.slackUserId).openHome();
    const home = await h.standin.waitFor(
      "views.publish",
      (c) => c.seq >= mark && c.args.user_id === ADA.slackUserId && c.teamId === HILL.id,
      WAIT_MS,
    );
    for (const action of ["class_cancel", "class_students"]) {
      mark = h.standin.calls.length;
      await hill.slack.blockAction({
        userId: ADA.slackUserId,
        container: { view: home.response.view as SlackView },
        action: { action_id: action, block_id: "home", type: "button", value: String(id) },
      });
      const refusal = await h.standin.waitFor(
        ["chat.postMessage", "chat.postEphemeral", "response_url", "views.open"],
        (c) => c.seq >= mark && JSON.stringify(c.args).includes(`There is no class ${id}`),
        WAIT_MS,
      );
      expect(refusal.teamId ?? HILL.id).toBe(HILL.id);
    }

    // private_metadata: Hill's own cancel modal (for its own class of the shared id) carrying the
    // metadata of Dale's modal for its class.
    const daleModal = await openIn(dale, ADA.slackUserId, `cancel ${id}`, "class_modal_cancel");
    const hillModal = await openIn(
      hill,
      ADA.slackUserId,
      `cancel ${hillGeometry.classId}`,
      "class_modal_cancel",
    );
    const crafted = { ...hillModal, private_metadata: daleModal.private_metadata };
    mark = h.standin.calls.length;
    const result = await hill.slack.as(ADA.slackUserId).submit(crafted, {});
    expect(viewText(result.view ?? {})).toContain(`There is no class ${id}`);

    // Nothing in Dale changed: not the class, its students, the class service; no DM went out there.
    await settled(h);
    expect(await snapshot(dale, daleService)).toEqual(before);
    expect(h.standin.calls.filter((c) => c.seq >= mark && c.teamId === DALE.id)).toEqual([]);
    expect((await h.store.classes.get(HILL.id, hillGeometry.classId))?.cancelledAt ?? null).toBeNull();
  });
});
