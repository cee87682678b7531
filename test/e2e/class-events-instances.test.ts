/**
 * Class events with two app instances on one PostgreSQL (issue 32 §1): the service's re-send of a
 * message reaching both instances at once is answered success by both, stored once and processed
 * once. Runs when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventsAddress, eventsToken } from "../../src/classes/events/address.js";
import type { AppInstance } from "../../src/demo/boot.js";
import { ADA } from "../support/cast.js";
import { push, type Signer, SUCCESS, signed } from "../support/class-events.js";
import { type Harness, PG_URL, settled, startHarness } from "./harness.js";
import { connectedSchool } from "./school.js";

if (!PG_URL) console.warn("class events on two instances skipped: TEST_DATABASE_URL not set");

describe.skipIf(!PG_URL)("class events on two app instances", () => {
  let h: Harness;
  let b: AppInstance;
  let school: Signer;
  let token: string;
  beforeAll(async () => {
    h = await startHarness({ postgresUrl: PG_URL });
    b = await h.startInstance();
    const w = await connectedSchool(h, { people: [ADA] });
    school = {
      sid: (await h.store.workspaces.getConnection(w.teamId))?.sid as string,
      secret: await h.store.workspaces.getConnectionSecret(w.teamId),
    };
    token = await eventsToken(h.app, w.teamId);
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  it("a message reaching both instances at once is stored and processed once", async () => {
    const body = signed(school, { Cmd: "End", ClassID: 880001, _id: "both-at-once", Data: {} });
    const answers = await Promise.all(
      [h.appUrl, b.appUrl, h.appUrl, b.appUrl].map((url) => push(eventsAddress(url, token), body)),
    );
    expect(answers).toEqual(Array(4).fill({ status: 200, text: SUCCESS }));
    await settled(h, { others: [b.app] });
    const teamId = h.standin.identity.teamId;
    expect((await h.store.classEvents.status(teamId, 0)).counts).toEqual({ End: 1 });
    const jobs = await h.store.outbox.listByDedupePrefix(teamId, "job:class-event", "job:class-event:", 10);
    expect(jobs.map((j) => [j.state, j.attempts])).toEqual([["sent", 1]]);
  });
});
