/**
 * 1,000 students added to one class through the enrolment use case, against the sandbox with every
 * addClassStudentMultiple delayed by 200 ms. The unavoidable wait is calls x latency / concurrency
 * (chunks of 30, PARTNER_CALLS_AT_ONCE at a time); the ratio of the total to it is the overhead of
 * everything else (goal <= 1.2x). The latency is measured in the same run with one chunk alone.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPartnerClients } from "../src/classes/admin/partner-clients.js";
import { prepareEnrolment, runEnrolment } from "../src/classes/enrol-students.js";
import { PARTNER_CALLS_AT_ONCE, STUDENTS_PER_CALL } from "../src/classes/partner-batch.js";
import { DEMO_SECRET, DEMO_SID, demoFixture, startSandbox } from "../src/sandbox/index.js";
import { openStore } from "../src/store/index.js";

const STUDENTS = 1000;
const DELAY_MS = 200;
const TEAM = "T0BENCH";
const COURSE = 5001;

const school = demoFixture.schools[0];
if (!school) throw new Error("the demo fixture has no school");
const uids = Array.from(
  { length: STUDENTS + STUDENTS_PER_CALL },
  (_, i) => `B-${String(i).padStart(5, "0")}`,
);
const fixture = {
  ...demoFixture,
  schools: [
    {
      ...school,
      classCapacity: 5000,
      students: [...(school.students ?? []), ...uids.map((uid, i) => ({ uid, name: `Student ${i}` }))],
    },
  ],
};

const dir = mkdtempSync(join(tmpdir(), "classroom-enrol-"));
const store = await openStore({ sqlitePath: join(dir, "bench.db") });
const sandbox = await startSandbox({ fixture, host: "127.0.0.1" });
const partners = createPartnerClients({ store });
const clock = () => Math.floor(Date.now() / 1000);
try {
  await store.workspaces.upsert({ teamId: TEAM });
  await store.workspaces.setConnection(TEAM, {
    partnerBaseUrl: sandbox.url,
    sid: DEMO_SID,
    secret: DEMO_SECRET,
    connectedBy: "UBENCH",
  });
  await store.courses.add(TEAM, { courseId: COURSE, name: "Algebra I", teacherUids: ["T-ADA"] });
  await store.people.upsert(TEAM, { slackUserId: "UADA", uid: "T-ADA", displayName: "Ada", role: "teacher" });
  for (const [i, uid] of uids.entries()) {
    await store.people.upsert(TEAM, {
      slackUserId: `U${uid}`,
      uid,
      displayName: `Student ${i}`,
      role: "student",
    });
  }
  const client = await partners.forWorkspace(TEAM);
  if (!client) throw new Error("not connected");
  const makeClass = async (name: string) => {
    const beginTime = clock() + 2 * 86_400;
    const { classId } = await client.addCourseClass({
      courseId: COURSE,
      className: name,
      beginTime,
      endTime: beginTime + 3600,
      teacherUid: "T-ADA",
    });
    await store.classes.create(TEAM, {
      classId,
      courseId: COURSE,
      name,
      beginTime,
      endTime: beginTime + 3600,
      teacherUid: "T-ADA",
      createdBy: "UADA",
    });
    return classId;
  };
  const warmup = await makeClass("Warm-up");
  const target = await makeClass("Algebra");
  sandbox.injectFault({ action: "addClassStudentMultiple", delayMs: DELAY_MS, count: 0 });
  const actor = {
    teamId: TEAM,
    userId: "UADA",
    role: "teacher" as const,
    person: (await store.people.getBySlackUser(TEAM, "UADA")) ?? null,
  };

  // Baseline: one chunk alone, the latency each call cannot avoid.
  const base = await prepareEnrolment({ store }, actor, {
    classId: warmup,
    applyTo: "class",
    addSlackUserIds: uids.slice(STUDENTS).map((u) => `U${u}`),
    removeUids: [],
  });
  if (!base.ok) throw new Error(JSON.stringify(base));
  const t0 = performance.now();
  await runEnrolment({ store, partners, clock }, actor, base.plan);
  const latency = performance.now() - t0;

  const prepared = await prepareEnrolment({ store }, actor, {
    classId: target,
    applyTo: "class",
    addSlackUserIds: uids.slice(0, STUDENTS).map((u) => `U${u}`),
    removeUids: [],
  });
  if (!prepared.ok) throw new Error(JSON.stringify(prepared));
  const t1 = performance.now();
  const report = await runEnrolment({ store, partners, clock }, actor, prepared.plan);
  const total = performance.now() - t1;

  const added = report.classes[0]?.students.filter((s) => s.ok).length ?? 0;
  const stored = (await store.enrolments.listForClass(TEAM, target)).length;
  const calls = Math.ceil(STUDENTS / STUDENTS_PER_CALL);
  const ideal = (calls * latency) / PARTNER_CALLS_AT_ONCE;
  const nominal = (calls * DELAY_MS) / PARTNER_CALLS_AT_ONCE;
  const rssMb = process.resourceUsage().maxRSS / 1024;
  console.log(
    `students ${STUDENTS}, calls ${calls} of <= ${STUDENTS_PER_CALL}, concurrency ${PARTNER_CALLS_AT_ONCE}, sandbox delay ${DELAY_MS} ms`,
  );
  console.log(`one call alone (baseline): ${latency.toFixed(0)} ms`);
  console.log(`total: ${total.toFixed(0)} ms; added ${added}, stored ${stored}`);
  console.log(
    `ratio to calls x measured latency / concurrency (${ideal.toFixed(0)} ms): ${(total / ideal).toFixed(2)}x (goal <= 1.2x)`,
  );
  console.log(
    `ratio to calls x ${DELAY_MS} ms / concurrency (${nominal.toFixed(0)} ms): ${(total / nominal).toFixed(2)}x`,
  );
  console.log(`peak RSS: ${rssMb.toFixed(0)} MB`);
  if (added !== STUDENTS || stored !== STUDENTS) throw new Error(`expected ${STUDENTS} added and stored`);
} finally {
  await partners.close();
  await sandbox.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
}
