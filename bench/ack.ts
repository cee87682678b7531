/**
 * bench/ack: how long Slack waits for the HTTP answer while the partner is slow. The sandbox delays
 * every partner call by 2 s; 200 slash commands (`/class schedule`, `/class students <class>`,
 * `/class list`, `/class help`) and 200 view submissions (schedule forms, seats and video modals) go
 * at concurrency 50 to the app in HTTP mode and, in turn, to a bare Bolt app that only acks, with the
 * same signed requests in the same run. Prints p50/p99 of both and the ratios (goal: p99 <= 1.5x bare,
 * far under Slack's 3 s). Bounded: about 30 s.
 *
 * The app, the bare app and the sandbox each run in a child process with the same Node flags
 * (bench/_processes.ts); this script, the driver, hosts the Slack stand-in (the signed client takes
 * its trigger ids from it). Then each server's own view: time from a request's headers to its answer
 * written, its event-loop delay p99 and its CPU per request; and the driver's own loop delay.
 *
 * Where the time goes (2026-11-24, 2 cores shared with other test suites, load average 10-20):
 * - The ack itself is quick: headers to answer written p50 0.4 ms for a command (acked before any
 *   store read) and 2-3 ms for a submission (its checks, the caller's directory read and, for a
 *   schedule form, the job row: enqueueJob in a transaction p50 0.2 ms, p99 ~10 ms on SQLite).
 * - The gap is the work after the ack, which the bare app does not do: views opened and updated,
 *   users.info, replies to response_url, store reads and writes, partner calls and their results.
 *   It costs 2.7-3.3 ms of CPU per command and ~2.2 ms per submission (bare app 0.4-0.7 ms). A burst
 *   of 50 is ~150 ms of CPU on the one loop that also reads the next requests (longer when the
 *   machine is busy), so the app's loop delay p99 is 130-1000 ms against the bare app's 5-40 ms,
 *   and p99 follows it: 1.5-5x bare here, 0.4-1.5 s, under Slack's 3 s but not the 1.5x goal.
 * - Since the servers left this process, the driver's loop (p99 40-120 ms) is shared by both sides.
 * - Fixed: after acking a command, button or shortcut the app lets waiting requests be read before
 *   the follow-up work (ackFirst; a command's headers-to-answer p50 2.3 -> 0.4 ms); isTimeZone remembers its
 *   answers (an Intl.DateTimeFormat per call, several per request); the stand-in keeps connections
 *   alive as Slack does (with 1 s the app opened ~300 connections for 200 commands, now ~60).
 * - Left: the 1.5x goal needs the follow-up work off the loop that acks (the job runner and
 *   the Web API calls in a worker or a process of their own) or much less CPU per Web API call.
 */
import { availableParallelism, loadavg } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { classModalCallbackId } from "../src/slack/lib/ids.js";
import {
  type AppResponse,
  createSignedClient,
  type ModalAnswers,
  type SignedClient,
  type SlackView,
  startSlackStandin,
} from "../src/slack-standin/index.js";
import { spawnServer } from "./_processes.js";
import { ms8 as f, summary } from "./_shared.js";

const SID = "7100002";
const SECRET = "bench-ack-secret";
const SIGNING_SECRET = "bench-ack-signing-secret";
const COURSE = 8201;
const WORKERS = 50;
const REQUESTS = 200;
const PER_WORKER = REQUESTS / WORKERS;
const DELAY_MS = 2000;
const TEACHERS = Array.from({ length: WORKERS }, (_, i) => ({ slack: `UACK${i}`, uid: `AT-${i}` }));

/** The submissions each worker sends, in turn: what the modal is and what the teacher answers. */
const SUBMISSIONS: ReadonlyArray<{
  command: (classId: number) => string;
  callbackId: string;
  answers: ModalAnswers;
}> = [
  { command: () => "schedule Bench tomorrow 5pm 30m", callbackId: "schedule_form", answers: {} },
  {
    command: (id) => `seats ${id}`,
    callbackId: classModalCallbackId("seats"),
    answers: { "Students on stage": "2" },
  },
  { command: () => "schedule Bench tomorrow 6pm 45m", callbackId: "schedule_form", answers: {} },
  {
    command: (id) => `video ${id}`,
    callbackId: classModalCallbackId("video"),
    answers: { "Recording, live and replay": ["Record the class"] },
  },
];
const COMMANDS: ReadonlyArray<(classId: number) => string> = [
  () => "schedule Bench tomorrow 5pm 30m",
  (id) => `students ${id}`,
  () => "list",
  () => "help",
];

const x = (a: number, b: number) => (a / b).toFixed(2).padStart(7);

/** The sandbox's control API: every partner call delayed by `delayMs` (0: none). */
async function delayPartner(sandboxUrl: string, delayMs: number): Promise<void> {
  const url = `${sandboxUrl}/__sandbox/faults`;
  const res =
    delayMs > 0
      ? await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ action: "*", delayMs, count: 0 }),
        })
      : await fetch(url, { method: "DELETE" });
  if (!res.ok) throw new Error(`sandbox faults: HTTP ${res.status}`);
}

async function main(): Promise<void> {
  // The driver and the Slack stand-in here; the sandbox, the app and the bare app each in a process.
  const standin = await startSlackStandin();
  for (const t of TEACHERS) standin.setUserInfo(t.slack, { name: t.uid, real_name: t.uid, tz: "UTC" });
  const school = { sid: SID, secret: SECRET, courseId: COURSE, teachers: TEACHERS };
  const slackInput = { apiUrl: standin.url, botToken: standin.botToken, signingSecret: SIGNING_SECRET };
  const sandbox = await spawnServer("sandbox", school);
  const [appProcess, bareProcess] = await Promise.all([
    spawnServer("app", {
      school,
      slack: slackInput,
      teamId: standin.identity.teamId,
      partnerUrl: sandbox.ready.url,
    }),
    spawnServer("bare", { slack: slackInput }),
  ]);
  const classIds = appProcess.ready.classIds;
  const client = (appUrl: string) => createSignedClient({ appUrl, signingSecret: SIGNING_SECRET, standin });
  const appClient = client(appProcess.ready.url);
  const bareClient = client(bareProcess.ready.url);

  // The forms to submit, opened while the partner is still quick (opening is not what is measured).
  const forms: SlackView[][] = await Promise.all(
    TEACHERS.map(async (t, w) => {
      const mine: SlackView[] = [];
      for (const s of SUBMISSIONS) {
        const mark = standin.calls.length;
        await appClient.as(t.slack).command(`/class ${s.command(classIds[w] as number)}`);
        mine.push(await standin.waitForView({ callbackId: s.callbackId, userId: t.slack, sinceSeq: mark }));
      }
      return mine;
    }),
  );

  // Both apps warmed (connections, JIT) before anything is measured.
  for (const c of [bareClient, appClient]) {
    await Promise.all(TEACHERS.map((t) => c.as(t.slack).command("/class help")));
  }
  await delayPartner(sandbox.ready.url, DELAY_MS);

  let refused = 0;
  let fieldErrors = 0;
  async function timed(
    send: () => Promise<AppResponse & { errors?: Record<string, string> }>,
  ): Promise<number> {
    const t0 = performance.now();
    const r = await send();
    const ms = performance.now() - t0;
    if (r.status !== 200) refused++;
    if (r.errors && Object.keys(r.errors).length > 0) fieldErrors++;
    return ms;
  }

  /**
   * Each worker is one teacher sending its share one after another, to the bare app and to ours
   * in turn, so both meet the same load from the machine and from our background work.
   */
  async function run(task: (client: SignedClient, worker: number, i: number) => Promise<number>) {
    const bareMs: number[] = [];
    const appMs: number[] = [];
    await Promise.all([bareProcess.stats(), appProcess.stats()]);
    const driverLoop = monitorEventLoopDelay({ resolution: 1 });
    driverLoop.enable();
    await Promise.all(
      TEACHERS.map(async (_, w) => {
        for (let i = 0; i < PER_WORKER; i++) {
          bareMs.push(await task(bareClient, w, i));
          appMs.push(await task(appClient, w, i));
        }
      }),
    );
    driverLoop.disable();
    const [bareSelf, appSelf] = await Promise.all([bareProcess.stats(), appProcess.stats()]);
    return { bareMs, appMs, bareSelf, appSelf, driverLoopP99: driverLoop.percentile(99) / 1e6 };
  }

  const commands = await run((client, w, i) =>
    timed(() =>
      client
        .as(TEACHERS[w]?.slack as string)
        .command(`/class ${COMMANDS[i % COMMANDS.length]?.(classIds[w] as number)}`),
    ),
  );
  const submissions = await run((client, w, i) =>
    timed(() =>
      client
        .as(TEACHERS[w]?.slack as string)
        .submit(forms[w]?.[i] as SlackView, SUBMISSIONS[i % SUBMISSIONS.length]?.answers ?? {}),
    ),
  );

  const cb = summary(commands.bareMs);
  const ca = summary(commands.appMs);
  const sb = summary(submissions.bareMs);
  const sa = summary(submissions.appMs);
  console.log(
    `partner delay ${DELAY_MS} ms on every call; ${REQUESTS} commands and ${REQUESTS} submissions at concurrency ${WORKERS}`,
  );
  // Everything here competes for the machine's cores: a busy machine stretches the app's bursts most.
  console.log(
    `machine: ${availableParallelism()} cores, load average ${loadavg()[0]?.toFixed(1)} at the end`,
  );
  console.log("HTTP answer (ms)         bare p50 bare p99  app p50  app p99   p50 x   p99 x");
  console.log(
    `slash commands           ${f(cb.p50)} ${f(cb.p99)} ${f(ca.p50)} ${f(ca.p99)} ${x(ca.p50, cb.p50)} ${x(ca.p99, cb.p99)}`,
  );
  console.log(
    `view submissions         ${f(sb.p50)} ${f(sb.p99)} ${f(sa.p50)} ${f(sa.p99)} ${x(sa.p50, sb.p50)} ${x(sa.p99, sb.p99)}`,
  );
  console.log(
    "inside each server (ms)  bare p50 bare p99  app p50  app p99  loop p99 bare/app  CPU ms/req bare/app",
  );
  for (const [name, r] of [
    ["slash commands", commands],
    ["view submissions", submissions],
  ] as const) {
    const { bareSelf: b, appSelf: a } = r;
    console.log(
      `${name.padEnd(24)} ${f(b.inServer.p50)} ${f(b.inServer.p99)} ${f(a.inServer.p50)} ${f(a.inServer.p99)}  ${f(b.loopDelay.p99)} ${f(a.loopDelay.p99)}  ${f(b.cpuMs / b.requests)} ${f(a.cpuMs / a.requests)}`,
    );
  }
  console.log(
    `loop delay p99 of this driver (and the Slack stand-in): commands ${commands.driverLoopP99.toFixed(1)} ms, submissions ${submissions.driverLoopP99.toFixed(1)} ms`,
  );
  if (refused > 0) console.log(`${refused} requests answered with a status other than 200`);
  if (fieldErrors > 0) console.log(`${fieldErrors} submissions answered with field errors`);
  const met = (app: number, baseline: number) => (app <= 1.5 * baseline && app < 3000 ? "met" : "NOT met");
  console.log(
    `goal p99 <= 1.5x bare and under 3 s: commands ${met(ca.p99, cb.p99)}, submissions ${met(sa.p99, sb.p99)}`,
  );

  await delayPartner(sandbox.ready.url, 0);
  await Promise.all([appProcess.stop(), bareProcess.stop()]);
  await sandbox.stop();
  await standin.close();
}

await main();
