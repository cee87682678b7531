/**
 * The morning agenda's exactly-once, on both engines with the real job runner: two instances on one
 * PostgreSQL database send one agenda; an app that was down at 07:30 sends it when it starts again (within the
 * morning), and a restart after it was sent sends nothing more; a free day sends none.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  AGENDA_JOB,
  agendaHandler,
  type MorningAgenda,
  scheduleNextAgenda,
} from "../../src/classes/notices/morning-agenda.js";
import { createJobRunner, type JobRunner } from "../../src/delivery/index.js";
import type { Store } from "../../src/store/index.js";
import { ENGINES, type Fresh, freshDatabase, manualClock, skipPostgres } from "../store/harness.js";
import { ADA, ALGEBRA } from "../support/cast.js";
import { seedSchool } from "../support/school.js";
import { until } from "../support/until.js";

const TEAM = "T0AGENDA";
const DAY = 86_400;
/** 2028-01-15 00:00 UTC. */
const MIDNIGHT = 1_831_507_200;

let fresh: Fresh | undefined;
const runners: JobRunner[] = [];
afterEach(async () => {
  for (const r of runners.splice(0)) await r.stop();
  await fresh?.dispose();
  fresh = undefined;
});

const render = ({ classes }: MorningAgenda) => ({ text: `${classes.length} classes today` });

/** One instance: its job runner with the agenda sweep, after queuing the next sweep as main.ts does. */
async function instance(store: Store, clock: () => number): Promise<JobRunner> {
  await scheduleNextAgenda(store, clock());
  const r = createJobRunner({
    store,
    handlers: { [AGENDA_JOB]: agendaHandler({ store, now: clock, render, timeZoneOf: async () => null }) },
    idleMs: 20,
    retryBaseSeconds: 1,
  });
  runners.push(r);
  r.start();
  return r;
}

async function agendas(): Promise<string[]> {
  const rows = await (fresh as Fresh).raw<{ dedupe_key: string }>(
    "select dedupe_key from outbox where dedupe_key like 'agenda:%' order by id",
  );
  return rows.map((r) => r.dedupe_key);
}

/** Waits until every sweep due by `unix` has run (a restart may find one due from before). */
async function swept(_store: Store, unix: number): Promise<void> {
  await until("the agendas", async () => {
    const due = await (fresh as Fresh).raw<{ state: string }>(
      "select state from outbox where kind = ? and next_attempt_at <= ? and state <> 'sent'",
      [`job:${AGENDA_JOB}`, unix],
    );
    return due.length === 0;
  });
}

describe.each(ENGINES)("the morning agenda on %s", (engine) => {
  it.skipIf(skipPostgres(engine))(
    "two instances send one; a restart after 07:30 sends the missed one once; a free day none",
    async () => {
      fresh = await freshDatabase(engine);
      const clock = manualClock(MIDNIGHT + 6 * 3600);
      const first = await fresh.open({ clock });
      await first.workspaces.upsert({ teamId: TEAM });
      await seedSchool(first, TEAM, { people: [ADA], courses: [ALGEBRA] });
      await first.classes.create(TEAM, {
        classId: 4101,
        courseId: ALGEBRA.courseId,
        name: "Algebra",
        beginTime: MIDNIGHT + 10 * 3600,
        endTime: MIDNIGHT + 11 * 3600,
        teacherUid: ADA.uid,
        createdBy: ADA.slackUserId,
      });

      // Two instances up at 07:30: one agenda. (Two SQLite handles in one process would wait on each
      // other's write lock synchronously; several instances are a PostgreSQL deployment.)
      const one = await instance(first, clock);
      const two = engine === "postgres" ? await instance(await fresh.open({ clock }), clock) : one;
      clock.advance(90 * 60);
      one.wake();
      two.wake();
      await swept(first, clock());
      expect(await agendas()).toEqual([`agenda:2028-01-15:${ADA.slackUserId}`]);

      // Both stop; the app starts again 40 minutes later: the sweep due meanwhile finds it sent.
      for (const r of runners.splice(0)) await r.stop();
      clock.advance(40 * 60);
      await instance(await fresh.open({ clock }), clock);
      await swept(first, clock());
      expect(await agendas()).toHaveLength(1);

      // The next day the class is on the day after: down at 07:30, up at 08:20, it is sent then, once.
      await first.classes.create(TEAM, {
        classId: 4102,
        courseId: ALGEBRA.courseId,
        name: "Algebra",
        beginTime: MIDNIGHT + 2 * DAY + 10 * 3600,
        endTime: MIDNIGHT + 2 * DAY + 11 * 3600,
        teacherUid: ADA.uid,
        createdBy: ADA.slackUserId,
      });
      for (const r of runners.splice(0)) await r.stop();
      // The next day at 07:30: no class that day, nothing.
      clock.advance(DAY - 40 * 60);
      await instance(await fresh.open({ clock }), clock);
      await swept(first, clock());
      expect(await agendas()).toHaveLength(1);
      for (const r of runners.splice(0)) await r.stop();
      clock.advance(DAY + 50 * 60);
      await instance(await fresh.open({ clock }), clock);
      if (engine === "postgres") await instance(await fresh.open({ clock }), clock);
      await swept(first, clock());
      expect(await agendas()).toEqual([
        `agenda:2028-01-15:${ADA.slackUserId}`,
        `agenda:2028-01-17:${ADA.slackUserId}`,
      ]);
    },
  );
});
