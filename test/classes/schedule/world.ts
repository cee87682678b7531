/**
 * What the scheduling suites share: the school connected to the sandbox, the cast plus René (a second
 * teacher of Algebra I), Ada as the actor, and a filled-in schedule form.
 */
import { afterEach, beforeEach } from "vitest";
import type { Actor } from "../../../src/classes/actor.js";
import type { ScheduleForm } from "../../../src/classes/schedule/plan.js";
import { DEMO_SECRET, DEMO_SID } from "../../../src/sandbox/index.js";
import { ADA, ALGEBRA, CAST, PHYSICS } from "../../support/cast.js";
import { seedSchool } from "../../support/school.js";
import { type Setup, setup, TEAM } from "../admin/helpers.js";

export const NY = "America/New_York";
/** A second teacher of Algebra I, outside the cast. */
export const RENE = { slackUserId: "URENE", uid: "T-RENE", displayName: "René", role: "teacher" } as const;

export function tomorrow(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

/** Ada's form for a 45-minute Algebra class tomorrow at 17:00, with `over` changed. */
export function form(over: Partial<ScheduleForm> = {}): ScheduleForm {
  return {
    courseId: String(ALGEBRA.courseId),
    name: "Algebra",
    date: tomorrow(),
    time: "17:00",
    duration: "45",
    teacherSlackUserId: ADA.slackUserId,
    assistantSlackUserId: null,
    seats: "6",
    hd: "0",
    record: true,
    live: false,
    replay: false,
    autoEnter: true,
    folderId: null,
    intro: "",
    weekly: false,
    weekdays: [],
    weeks: "",
    ...over,
  };
}

/** A fresh school for each test; `ready` gets its dependencies and Ada as the actor. */
export function schedulingSchoolPerTest(ready: (s: Setup, ada: Actor) => void): void {
  let s: Setup | undefined;
  beforeEach(async () => {
    s = await setup();
    await s.store.workspaces.setConnection(TEAM, {
      partnerBaseUrl: s.sandbox.url,
      sid: DEMO_SID,
      secret: DEMO_SECRET,
    });
    await seedSchool(s.store, TEAM, {
      people: [...CAST, RENE],
      courses: [{ ...ALGEBRA, teacherUids: [ADA.uid, RENE.uid] }, PHYSICS],
    });
    ready(s, {
      teamId: TEAM,
      userId: ADA.slackUserId,
      role: "teacher",
      person: (await s.store.people.getBySlackUser(TEAM, ADA.slackUserId)) ?? null,
    });
  });
  afterEach(async () => {
    await s?.close();
  });
}
