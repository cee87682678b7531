/**
 * kill -9 in the middle of a move, between "new class made at the partner" and "stored here": the class
 * service made the class but its answer never came back (it hangs), so the dead instance never stored
 * it. After a restart on the same database (SQLite and PostgreSQL) the job is resumed: the class is
 * asked for again under the move's own unique identity, so the partner answers with the class it made
 * (no second class); the students are moved once, each student's DM is edited and each gets one new
 * link, and Ada gets one report.
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
import { formDatePlus } from "../support/form-date.js";
import { schoolWithStudents } from "../support/school.js";
import { until } from "../support/until.js";

const PG_URL = process.env.TEST_DATABASE_URL || undefined;
const ENGINES = ["sqlite", "postgres"] as const;
const STUDENTS = 3;
const WAIT_MS = 40_000;
const NAME = "Algebra crash move";

let stack: CrashStack | undefined;
afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

describe.each(ENGINES)("kill -9 during a move on %s", (engine) => {
  it.skipIf(engine === "postgres" && !PG_URL)(
    "after the partner made the new class and before it was stored: one new class, each student moved and told once",
    async () => {
      stack = await crashStack({ engine, postgresUrl: PG_URL, fixture: schoolWithStudents(STUDENTS) });
      const s = stack;
      const studentIds = await seedCrashSchool(s, STUDENTS);
      await s.start();
      const classId = await classWithEveryone(s, studentIds, NAME);
      const atPartner = () => s.sandbox.state(DEMO_SID).classes.filter((c) => c.className === NAME);
      expect(atPartner()).toHaveLength(1);

      // The new class is made at the partner, and the answer never comes.
      s.sandbox.injectFault({ action: "addCourseClass", applied: true, hang: true, count: 1 });
      const form = await openModal(s, ADA.slackUserId, `move ${classId}`, "class_modal_move");
      const result = await s
        .slack()
        .as(ADA.slackUserId)
        .submit(form, { "New date": formDatePlus(form, 2) });
      expect(result.errors).toEqual({});
      await until("the new class at the partner", () => atPartner().length === 2, WAIT_MS);
      // Made there; nothing stored or told yet.
      const madeThere = atPartner().find((c) => c.classId !== classId);
      expect(await s.store.classes.get(s.teamId, madeThere?.classId ?? 0)).toBeUndefined();
      await s.kill();
      await s.start();

      await until("the move report", () => dmsTo(s, ADA.slackUserId).length === 2, WAIT_MS);
      await outboxSettled(s);
      expect(dmsTo(s, ADA.slackUserId)).toHaveLength(2);
      expect(dmsTo(s, ADA.slackUserId)[1]).toContain("Moved to");
      // One new class, the one the dead instance had made, with every student; the old one emptied.
      expect(atPartner()).toHaveLength(2);
      const newId = madeThere?.classId ?? 0;
      const stored = await s.store.classes.get(s.teamId, newId);
      expect(stored?.name).toBe(NAME);
      const byId = (id: number) => atPartner().find((c) => c.classId === id)?.students ?? [];
      expect(byId(newId)).toHaveLength(STUDENTS);
      expect(byId(classId)).toEqual([]);
      expect((await s.store.classes.get(s.teamId, classId))?.cancelledAt).toBeGreaterThan(0);
      expect(await s.store.enrolments.listForClass(s.teamId, newId)).toHaveLength(STUDENTS);
      const audit = await s.store.audit.latest(s.teamId, 50, { kind: "admin" });
      expect(audit.filter((a) => a.operation === "class.move")).toHaveLength(1);
      for (const id of studentIds) {
        const dms = s.standin.messages.filter((m) => m.channel === s.standin.dmChannelOf(id));
        // The live link DM edited to say it moved, with the new link, and one pointer to it: never a copy.
        expect(dms).toHaveLength(2);
        expect(dms[0]?.text).toContain("Moved: ");
        expect(JSON.stringify(dms[0]?.blocks ?? [])).toContain("live_partner.php");
        expect(dms[1]?.text).toContain("see the message above");
        expect(JSON.stringify(dms[1]?.blocks ?? [])).not.toContain("live_partner.php");
      }
    },
    120_000,
  );
});
