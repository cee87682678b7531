/**
 * Registration as a use case against the sandbox: what each person's outcome is (made, existing,
 * kept, refused with the service's reason, registered but not added to the school, the teacher
 * limit, a UID another member holds), what is stored, and that nothing is registered without the
 * admin's confirmation. The phone and e-mail rules are checked without the service.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedConnection } from "../../../src/classes/admin/connection.js";
import { registerAccountOf, servicePhone } from "../../../src/classes/admin/register-account.js";
import {
  initialPassword,
  type RegistrationPerson,
  registerPeople,
} from "../../../src/classes/admin/registration.js";
import { DEMO_SECRET, DEMO_SID } from "../../../src/sandbox/index.js";
import { testActor } from "../../support/actor.js";
import { ADMIN } from "../../support/cast.js";
import { type Setup, setup, TEAM } from "./helpers.js";

describe("the phone or e-mail a person is registered with", () => {
  it.each([
    ["+86 138 0000 0001", "13800000001"],
    ["0086-13800000001", "13800000001"],
    ["138-0000-0001", "13800000001"],
    ["+1 (415) 555-0100", "001-4155550100"],
    ["+14155550100", "001-4155550100"],
    ["+44 20 7946 0958", "0044-2079460958"],
    ["+442079460958", "0044-2079460958"],
    ["+353 1 234 5678", "00353-12345678"],
    ["+852 9123 4567", "00852-91234567"],
    ["00886-912345678", "00886-912345678"],
    ["+44 (0)20 7946 0958", "0044-2079460958"],
  ])("%s is sent as %s", (typed, sent) => {
    expect(servicePhone(typed)).toEqual({ ok: true, value: sent });
  });

  it.each([
    ["(415) 555-0100", "phone-country"],
    ["020 7946 0958", "phone-country"],
    ["call me", "phone"],
    ["+1 23", "phone"],
  ])("%s is refused: %s", (typed, problem) => {
    expect(servicePhone(typed)).toEqual({ ok: false, problem });
  });

  it("prefers a valid phone, falls back to the e-mail, and names the problem when neither works", () => {
    expect(registerAccountOf({ phone: "+86 13800000001", email: "a@b.test" })).toEqual({
      ok: true,
      account: { kind: "telephone", value: "13800000001" },
    });
    expect(registerAccountOf({ phone: "555-0100", email: "a@b.test" })).toEqual({
      ok: true,
      account: { kind: "email", value: "a@b.test" },
    });
    expect(registerAccountOf({ phone: "555-0100" })).toEqual({ ok: false, problem: "phone-country" });
    expect(registerAccountOf({ email: "not an address" })).toEqual({ ok: false, problem: "email" });
    expect(registerAccountOf({ email: "a\u0000b@school.test" })).toEqual({ ok: false, problem: "email" });
    expect(registerAccountOf({ email: `${"a".repeat(95)}@b.test` })).toEqual({ ok: false, problem: "email" });
    expect(registerAccountOf({})).toEqual({ ok: false, problem: "none" });
  });

  it("makes initial passwords of 6-20 characters, a new one each time", () => {
    const made = new Set(Array.from({ length: 50 }, initialPassword));
    expect(made.size).toBe(50);
    for (const p of made) expect(p).toMatch(/^[\w-]{6,20}$/);
  });
});

describe("registering people", () => {
  let s: Setup;
  const admin = testActor(TEAM, ADMIN, "admin");
  const options = { job: "job1", consent: true, resumed: false, lastAttempt: false };
  const person = (n: number, extra: Partial<RegistrationPerson> = {}): RegistrationPerson => ({
    slackUserId: `UR${n}`,
    name: `Person ${n}`,
    role: "student",
    email: `p${n}@school.test`,
    ...extra,
  });

  beforeEach(async () => {
    s = await setup();
    await seedConnection(s, TEAM, { baseUrl: s.sandbox.url, sid: DEMO_SID, secret: DEMO_SECRET });
  });
  afterEach(async () => {
    await s.close();
  });

  it("refuses anyone but an admin, and registers nobody without the confirmation", async () => {
    expect(await registerPeople(s, testActor(TEAM, "UT", "teacher"), [person(1)], options)).toEqual({
      ok: false,
      refusal: "role",
    });
    const run = await registerPeople(s, admin, [person(1)], { ...options, consent: false });
    expect(run).toMatchObject({ ok: true, results: [{ outcome: { kind: "needs-uid" } }], again: [] });
    expect(await s.store.people.getBySlackUser(TEAM, "UR1")).toBeUndefined();
  });

  it("says each person's outcome and stores what the service answered", async () => {
    await s.store.people.upsert(TEAM, {
      slackUserId: "UR9",
      uid: "777",
      displayName: "Kept",
      role: "teacher",
    });
    s.sandbox.injectFault({ action: "register", errno: 820 });
    const run = await registerPeople(
      s,
      admin,
      [
        person(1),
        person(2, { email: null, phone: null }),
        person(3, { email: null, phone: "555 0100" }),
        person(9),
      ],
      options,
    );
    if (!run.ok) throw new Error("refused");
    const byId = Object.fromEntries(run.results.map((r) => [r.slackUserId, r.outcome]));
    // The sandbox answers an injected 820 without a UID: said as the service's refusal.
    expect(byId.UR1).toMatchObject({ kind: "refused", failure: { reason: "refused", errno: 820 } });
    expect(byId.UR2).toEqual({ kind: "no-account", problem: "none" });
    expect(byId.UR3).toEqual({ kind: "no-account", problem: "phone-country" });
    expect(byId.UR9).toEqual({ kind: "had-uid", uid: "777", role: "teacher", asked: "student" });

    const again = await registerPeople(s, admin, [person(1)], options);
    expect(again).toMatchObject({
      ok: true,
      results: [{ outcome: { kind: "made", account: "p1@school.test" } }],
    });
    const uid = (await s.store.people.getBySlackUser(TEAM, "UR1"))?.uid;
    expect(uid).toMatch(/^\d+$/);

    // The same e-mail for another member: the service answers the same UID, which is not theirs to take.
    const taken = await registerPeople(s, admin, [person(4, { email: "P1@school.test" })], options);
    expect(taken).toMatchObject({
      ok: true,
      results: [{ outcome: { kind: "uid-taken", uid, owner: "Person 1" } }],
    });
    expect(await s.store.people.getBySlackUser(TEAM, "UR4")).toBeUndefined();
  });

  it("stores a Slack name with control characters or past the directory's length, cleaned and cut", async () => {
    const long = `Ann\u0000\nLee ${"x".repeat(200)}`;
    const run = await registerPeople(
      s,
      admin,
      [person(10, { name: long }), person(11, { name: "\u0007 " })],
      options,
    );
    expect(run).toMatchObject({
      ok: true,
      results: [{ outcome: { kind: "made" } }, { outcome: { kind: "made" } }],
    });
    const ann = await s.store.people.getBySlackUser(TEAM, "UR10");
    expect(ann?.displayName.startsWith("Ann Lee xxx")).toBe(true);
    expect([...(ann?.displayName ?? "")]).toHaveLength(80);
    // Nothing left of the name: the account stands for it.
    expect((await s.store.people.getBySlackUser(TEAM, "UR11"))?.displayName).toBe("p11@school.test");
  });

  it("reports the teacher limit, and leaves a 101003002 for later until the last attempt", async () => {
    s.sandbox.injectFault({ action: "register", errno: 845 });
    const limit = await registerPeople(s, admin, [person(5, { role: "teacher" })], options);
    expect(limit).toMatchObject({ ok: true, results: [{ outcome: { kind: "teacher-limit" } }] });

    s.sandbox.injectFault({ action: "register", errno: 101003002, count: 2 });
    expect(await registerPeople(s, admin, [person(6)], options)).toEqual({
      ok: true,
      results: [],
      again: ["UR6"],
    });
    const last = await registerPeople(s, admin, [person(6)], { ...options, lastAttempt: true });
    expect(last).toMatchObject({ ok: true, results: [{ outcome: { kind: "unconfirmed" } }] });
  });

  it("reads a resumed job's earlier results from the audit, as a calm run would have said them", async () => {
    await registerPeople(s, admin, [person(7)], options);
    const resumed = await registerPeople(s, admin, [person(7), person(8)], { ...options, resumed: true });
    expect(resumed).toMatchObject({
      ok: true,
      results: [{ outcome: { kind: "made" } }, { outcome: { kind: "made" } }],
    });
    const other = await registerPeople(s, admin, [person(7)], { ...options, job: "job2", resumed: true });
    expect(other).toMatchObject({ ok: true, results: [{ outcome: { kind: "had-uid" } }] });
  });
});
