/**
 * kill -9 in the middle of a cancel, between "students removed at the partner" and "DMs edited": the
 * class service has carried out both removal calls but its answers never came back (they hang), so the
 * dead instance never got to store the cancel. After a restart on the same database (SQLite and
 * PostgreSQL) the job is resumed: the partner's "not in the class" counts as done, the class is
 * cancelled once, each student's DM is edited and each gets one notice, and Ada gets one report.
 */
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_SID } from "../../src/sandbox/index.js";
import { ADA } from "../support/cast.js";
import {
  type CrashStack,
  classWithEveryone,
  crashStack,
  dmsTo,
  openModal,
  outboxSettled,
  seedCrashSchool,
} from "../support/crash-stack.js";
import { schoolWithStudents } from "../support/school.js";
import { until } from "../support/until.js";

const PG_URL = process.env.TEST_DATABASE_URL || undefined;
const ENGINES = ["sqlite", "postgres"] as const;
/** Two calls of the partner (30 each). */
const STUDENTS = 45;
const WAIT_MS = 40_000;

let stack: CrashStack | undefined;
afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

describe.each(ENGINES)("kill -9 during a cancel on %s", (engine) => {
  it.skipIf(engine === "postgres" && !PG_URL)(
    "after the students were removed and before the DMs were edited: each student told once, the class cancelled once",
    async () => {
      stack = await crashStack({ engine, postgresUrl: PG_URL, fixture: schoolWithStudents(STUDENTS) });
      const s = stack;
      const studentIds = await seedCrashSchool(s, STUDENTS);
      await s.start();
      const classId = await classWithEveryone(s, studentIds, "Algebra crash cancel");
      const atPartner = () =>
        s.sandbox.state(DEMO_SID).classes.find((c) => c.classId === classId)?.students ?? [];
      expect(atPartner()).toHaveLength(STUDENTS);

      // Both removal calls are carried out, and their answers never come.
      s.sandbox.injectFault({ action: "delClassStudentMultiple", applied: true, hang: true, count: 2 });
      const confirm = await openModal(s, ADA.slackUserId, `cancel ${classId}`, "class_modal_cancel");
      const result = await s.slack().as(ADA.slackUserId).submit(confirm, {});
      expect(result.errors).toEqual({});
      await until("the students removed at the partner", () => atPartner().length === 0, WAIT_MS);
      // Removed there; nothing stored or told yet.
      expect((await s.store.classes.get(s.teamId, classId))?.cancelledAt).toBeNull();
      await s.kill();
      await s.start();

      await until("the cancel report", () => dmsTo(s, ADA.slackUserId).length === 2, WAIT_MS);
      await outboxSettled(s);
      expect(dmsTo(s, ADA.slackUserId)).toHaveLength(2);
      expect(dmsTo(s, ADA.slackUserId)[1]).toContain("cancelled");
      expect(atPartner()).toEqual([]);
      const stored = await s.store.classes.get(s.teamId, classId);
      expect(stored?.cancelledAt).toBeGreaterThan(0);
      expect(await s.store.enrolments.listForClass(s.teamId, classId)).toEqual([]);
      const audit = await s.store.audit.latest(s.teamId, 50, { kind: "admin" });
      expect(audit.filter((a) => a.operation === "class.cancel")).toHaveLength(1);
      for (const id of studentIds) {
        const dms = s.standin.messages.filter((m) => m.channel === s.standin.dmChannelOf(id));
        // The live link DM, edited in place, and one notice: never a second copy of either.
        expect(dms).toHaveLength(2);
        expect(dms[0]?.text).toContain("cancelled by Ada Lovelace");
        expect(JSON.stringify(dms[0]?.blocks ?? [])).not.toContain("live_partner.php");
        expect(dms[1]?.text).toContain("cancelled by Ada Lovelace");
      }
    },
    120_000,
  );
});
