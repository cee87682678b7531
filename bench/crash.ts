/**
 * kill -9 recovery: a teacher adds 300 students (a channel of them) to a class while every
 * addClassStudentMultiple takes 400 ms; the app is killed halfway and started again on the same
 * SQLite database. Measured in the same run: the calm enrolment (submit -> report), the crashed one
 * (submit -> report, and kill -> report), how long the new process took to start, and the work the
 * restart redid: students sent to the partner again although their add was confirmed and stored
 * before the kill (goal 0), and students the partner has but the store lost (goal 0).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createPartnerClients } from "../src/classes/admin/partner-clients.js";
import { DEMO_SID } from "../src/sandbox/index.js";
import { ADA } from "../test/support/cast.js";
import {
  type CrashStack,
  crashStack,
  dmsTo,
  openModal,
  outboxSettled,
  seedCrashSchool,
} from "../test/support/crash-stack.js";
import { makeClass, schoolWithStudents } from "../test/support/school.js";

const STUDENTS = 300;
const DELAY_MS = 400;

/** Every student uid the app sent in an addClassStudentMultiple, with the time it was sent. */
const sent: { at: number; classId: number; uids: string[] }[] = [];

/** Forwards the app's partner calls to the sandbox, noting the students of each add. */
async function recordingProxy(target: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      if (req.url?.includes("addClassStudentMultiple")) {
        const form = new URLSearchParams(body.toString("utf8"));
        const students = JSON.parse(form.get("studentJson") ?? "[]") as { uid: string }[];
        sent.push({ at: Date.now(), classId: Number(form.get("classId")), uids: students.map((s) => s.uid) });
      }
      fetch(`${target}${req.url ?? ""}`, {
        method: req.method ?? "POST",
        headers: { "content-type": req.headers["content-type"] ?? "application/x-www-form-urlencoded" },
        ...(req.method === "GET" || req.method === "HEAD" ? {} : { body }),
      })
        .then(async (r) => {
          res.writeHead(r.status, { "content-type": r.headers.get("content-type") ?? "application/json" });
          res.end(Buffer.from(await r.arrayBuffer()));
        })
        .catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

let proxy: { url: string; server: Server } | undefined;
const s: CrashStack = await crashStack({
  engine: "sqlite",
  fixture: schoolWithStudents(STUDENTS),
  leaseSeconds: 2,
  partnerUrl: async (sandboxUrl) => {
    proxy = await recordingProxy(sandboxUrl);
    return proxy.url;
  },
});

async function until(what: string, check: () => boolean, ms = 60_000): Promise<number> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now();
}

try {
  const ids = await seedCrashSchool(s, STUDENTS, proxy?.url);
  s.standin.setChannelMembers("CALL", ids);
  s.sandbox.injectFault({ action: "addClassStudentMultiple", delayMs: DELAY_MS, count: 0 });
  await s.start();
  const partners = createPartnerClients({ store: s.store });
  const world = { store: s.store, partners, teamId: s.teamId, now: () => s.sandbox.now() };
  const enrol = async (name: string) => {
    const cls = await makeClass(world, { name, startsIn: 3 * 86_400, record: true });
    const modal = await openModal(s, ADA.slackUserId, `students ${cls.classId}`, "class_modal_students");
    const started = Date.now();
    await s.slack().as(ADA.slackUserId).submit(modal, { "Add everyone in a channel": "CALL" });
    return { classId: cls.classId, started };
  };
  const reports = () => dmsTo(s, ADA.slackUserId).length;

  // Calm: no crash.
  const calm = await enrol("Calm class");
  const calmDone = await until("the calm report", () => reports() === 1);
  await outboxSettled(s);
  const calmMs = calmDone - calm.started;
  const calmCalls = sent.filter((c) => c.classId === calm.classId).length;

  // Crash halfway through the partner calls.
  const crashed = await enrol("Crash class");
  // The first round of 6 calls answered and the second is in flight.
  await until("half of the calls", () => sent.filter((c) => c.classId === crashed.classId).length >= 8);
  const confirmed = new Set(
    (await s.store.enrolments.listForClass(s.teamId, crashed.classId)).map((e) => e.studentUid),
  );
  const killedAt = Date.now();
  await s.kill();
  const restartAt = Date.now();
  await s.start();
  const readyAt = Date.now();
  const crashDone = await until("the report after the crash", () => reports() === 2);
  await outboxSettled(s);
  const afterRestart = sent.filter((c) => c.classId === crashed.classId && c.at >= restartAt);
  const redone = afterRestart.flatMap((c) => c.uids).filter((uid) => confirmed.has(uid)).length;
  const atPartner = new Set(
    s.sandbox.state(DEMO_SID).classes.find((c) => c.classId === crashed.classId)?.students,
  );
  const stored = new Set(
    (await s.store.enrolments.listForClass(s.teamId, crashed.classId)).map((e) => e.studentUid),
  );
  const lost = [...atPartner].filter((uid) => !stored.has(uid)).length;
  const crashCalls = sent.filter((c) => c.classId === crashed.classId).length;
  await partners.close();

  const ms = (n: number) => `${n.toFixed(0).padStart(6)} ms`;
  console.log(
    `${STUDENTS} students, calls of 30 delayed ${DELAY_MS} ms, app killed with SIGKILL and restarted (SQLite)`,
  );
  console.log(`calm enrolment, submit -> report          ${ms(calmMs)}   (${calmCalls} partner calls)`);
  console.log(
    `crashed enrolment, submit -> report       ${ms(crashDone - crashed.started)}   (${crashCalls} partner calls)`,
  );
  console.log(`  kill -> report (recovery)               ${ms(crashDone - killedAt)}`);
  console.log(`  of which the new process starting       ${ms(readyAt - restartAt)}`);
  console.log(`  of which the dead claim's lease (2 s) and the resumed work ${ms(crashDone - readyAt)}`);
  console.log(`confirmed before the kill                  ${String(confirmed.size).padStart(6)} students`);
  console.log(`redone after the restart (goal 0)          ${String(redone).padStart(6)} students`);
  console.log(`at the partner, lost by the store (goal 0) ${String(lost).padStart(6)} students`);
  console.log(`reports to the teacher (goal 2: one each)  ${String(reports()).padStart(6)}`);
  console.log(
    `ratio crashed/calm submit -> report: ${((crashDone - crashed.started) / calmMs).toFixed(2)}x; ` +
      `partner calls crashed/calm: ${(crashCalls / calmCalls).toFixed(2)}x`,
  );
  if (redone > 0 || lost > 0 || reports() !== 2 || stored.size !== STUDENTS) process.exitCode = 1;
} finally {
  await s.close();
  proxy?.server.close();
}
