/**
 * The end-of-class job with the real handler on the one outbox (SQLite and PostgreSQL): enqueued
 * once per class and end time, added at startup for classes stored before it existed, run once
 * by whichever of two instances comes first after the end (also one that starts after the moment
 * passed), one teacher summary; a class deleted meanwhile gets none.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  CLASS_ENDED_JOB,
  classEndedHandler,
  scheduleClassEnded,
  scheduleMissingClassEnded,
} from "../../src/classes/notices/class-ended.js";
import { createJobRunner, type DmPayload, type JobRunner } from "../../src/delivery/index.js";
import { slackNoticeRenderer } from "../../src/slack/tables/notice-renderer.js";
import type { Store } from "../../src/store/index.js";
import { ENGINES, type Fresh, freshDatabase, manualClock, skipPostgres } from "../store/harness.js";
import { ADA, ALGEBRA, BEN, CHLOE } from "../support/cast.js";
import { until } from "../support/until.js";

const TEAM = "T0AFTER";

let fresh: Fresh | undefined;
const runners: JobRunner[] = [];
afterEach(async () => {
  for (const r of runners.splice(0)) await r.stop();
  await fresh?.dispose();
  fresh = undefined;
});

function runner(store: Store): void {
  const r = createJobRunner({
    store,
    handlers: { [CLASS_ENDED_JOB]: classEndedHandler({ store, noticeRenderer: slackNoticeRenderer }) },
    idleMs: 20,
  });
  runners.push(r);
  r.start();
}

async function seed(store: Store, classId: number, endTime: number) {
  await store.workspaces.upsert({ teamId: TEAM });
  for (const p of [ADA, BEN, CHLOE]) await store.people.upsert(TEAM, p);
  if (!(await store.courses.get(TEAM, ALGEBRA.courseId))) await store.courses.add(TEAM, ALGEBRA);
  const cls = await store.classes.create(TEAM, {
    classId,
    courseId: ALGEBRA.courseId,
    name: `Algebra ${classId}`,
    beginTime: endTime - 3600,
    endTime,
    teacherUid: ADA.uid,
    createdBy: ADA.slackUserId,
  });
  await store.enrolments.add(TEAM, classId, [
    { uid: BEN.uid, name: BEN.displayName },
    { uid: CHLOE.uid, name: CHLOE.displayName },
  ]);
  return cls;
}

describe.each(ENGINES)("the end-of-class job on %s", (engine) => {
  it.skipIf(skipPostgres(engine))(
    "runs once after the end, by the first of two instances, even one started after the moment",
    async () => {
      fresh = await freshDatabase(engine);
      const clock = manualClock(Math.floor(Date.now() / 1000));
      const store = await fresh.open({ clock });
      const cls = await seed(store, 701, clock() + 600);
      expect(await scheduleClassEnded(store, cls)).toBe(true);
      expect(await scheduleClassEnded(store, cls)).toBe(false); // a retry: the same job
      // A class stored before the jobs existed gets one at startup; those with one are left.
      await seed(store, 702, clock() + 900);
      expect(await scheduleMissingClassEnded(store, clock())).toBe(1);
      expect(await scheduleMissingClassEnded(store, clock())).toBe(0);
      await store.studentLinks.recordOpen(TEAM, 701, BEN.uid);
      await store.classes.markDeleted(TEAM, 702);

      // Nobody was up at the end: two instances start after it, and the first one does it.
      clock.advance(1000);
      const second = await fresh.open({ clock });
      runner(store);
      runner(second);
      const job = (id: number, end: number) =>
        store.outbox.findByDedupeKey(TEAM, `job:${CLASS_ENDED_JOB}:${id}:${end}`);
      await until("the end-of-class job", async () => (await job(701, cls.endTime))?.state === "sent");
      await until("the end-of-class job", async () => (await job(702, cls.endTime + 300))?.state === "sent");
      await new Promise((r) => setTimeout(r, 200));

      const summary = await store.outbox.findByDedupeKey<DmPayload>(
        TEAM,
        `after-class:701.${cls.endTime}:${ADA.slackUserId}`,
      );
      expect(summary?.payload.channel).toBe(ADA.slackUserId);
      expect(summary?.payload.text).toBe("Algebra 701 has ended: 1 of 2 students opened their Join link.");
      const blocks = JSON.stringify(summary?.payload.blocks);
      expect(blocks).toMatch(/\*Joined\* \(1\)\\n• Ben Carter/);
      expect(blocks).toMatch(/\*Did not open their link\* \(1\)\\n• Chloé Dubois/);
      expect(blocks).toContain('"action_id":"class_rate"');
      // The deleted class: its job ran and said nothing. Replay was off: no replay DMs.
      expect(
        await store.outbox.findByDedupeKey(TEAM, `after-class:702.${cls.endTime + 300}:${ADA.slackUserId}`),
      ).toBeUndefined();
      const counts = await store.outbox.counts();
      expect(counts).toMatchObject({ sent: 2, pending: 1, claimed: 0, dead: 0 }); // two jobs; the DM waits
    },
  );
});
