/**
 * Servers a benchmark runs in child processes, so the load it measures is not queued behind its own
 * driver (or the other server) on one event loop. `spawnServer(role, input)` starts this file with
 * the same Node flags for every role and resolves with what the role reports once it listens; the
 * child stops on SIGTERM or when its parent goes away.
 *
 * Roles: "sandbox" (the partner sandbox on a one-school fixture), "app" (the real app in HTTP mode
 * on a throwaway SQLite file, pointed at a Slack stand-in and a sandbox living elsewhere, with the
 * bench's school, teachers and one class per teacher recorded) and "bare" (a Bolt app that only acks).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { subscribe } from "node:diagnostics_channel";
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { App, LogLevel } from "@slack/bolt";
import { loadConfig } from "../src/config.js";
import { createLogger } from "../src/logger.js";
import { startApp } from "../src/main.js";
import { PartnerClient } from "../src/partner/index.js";
import { startSandbox } from "../src/sandbox/index.js";
import { type BenchTeacher, oneSchoolFixture, recordBenchSchool, summary } from "./_shared.js";

export interface SchoolInput {
  readonly sid: string;
  readonly secret: string;
  readonly courseId: number;
  readonly teachers: readonly BenchTeacher[];
}

export interface SlackInput {
  /** The stand-in's Web API base URL and bot token, and the signing secret requests carry. */
  readonly apiUrl: string;
  readonly botToken: string;
  readonly signingSecret: string;
}

export interface Roles {
  sandbox: { input: SchoolInput; ready: { url: string } };
  app: {
    input: { school: SchoolInput; slack: SlackInput; teamId: string; partnerUrl: string };
    ready: { url: string; classIds: number[] };
  };
  bare: { input: { slack: SlackInput }; ready: { url: string } };
}

/** What a server saw itself, since the last `stats()`: time from a request's headers to its answer written, and how late its event loop ran. */
export interface ServerStats {
  readonly requests: number;
  readonly inServer: { p50: number; p99: number };
  readonly loopDelay: { p50: number; p99: number };
  /** CPU time (user + system) the process used, in ms, and the wall time it was measured over. */
  readonly cpuMs: number;
  readonly wallMs: number;
}

export interface ServerProcess<R> {
  readonly ready: R;
  /** The server's own view of the requests since the previous call (resets). */
  stats(): Promise<ServerStats>;
  stop(): Promise<void>;
}

/**
 * Node flags of every child, the same for all roles so both sides of a comparison are treated
 * alike; BENCH_CHILD_FLAGS adds some (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 */
function childFlags(): string[] {
  const extra = (process.env.BENCH_CHILD_FLAGS ?? "").split(/\s+/).filter(Boolean);
  return [...extra, "--import", "tsx"];
}

export function spawnServer<K extends keyof Roles>(
  role: K,
  input: Roles[K]["input"],
): Promise<ServerProcess<Roles[K]["ready"]>> {
  const child: ChildProcess = spawn(
    process.execPath,
    [...childFlags(), fileURLToPath(import.meta.url), role, JSON.stringify(input)],
    { stdio: ["ignore", "inherit", "inherit", "ipc"] },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`bench ${role} process exited with ${code}`)));
    child.once("message", (ready) =>
      resolve({
        ready: ready as Roles[K]["ready"],
        stats: () =>
          new Promise((answer) => {
            child.once("message", (m) => answer(m as ServerStats));
            child.send("stats");
          }),
        stop: async () => {
          child.kill("SIGTERM");
          await exited;
        },
      }),
    );
  });
}

/** Times every request this process serves, and its event loop's delay (1 ms resolution). */
function watchServer(): () => ServerStats {
  const started = new WeakMap<object, number>();
  let inServer: number[] = [];
  subscribe("http.server.request.start", (m) => {
    started.set((m as { response: object }).response, performance.now());
  });
  subscribe("http.server.response.finish", (m) => {
    const t0 = started.get((m as { response: object }).response);
    if (t0 !== undefined) inServer.push(performance.now() - t0);
  });
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  let cpu = process.cpuUsage();
  let wall = performance.now();
  return () => {
    const used = process.cpuUsage(cpu);
    const stats: ServerStats = {
      requests: inServer.length,
      inServer: summary(inServer),
      loopDelay: { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6 },
      cpuMs: (used.user + used.system) / 1000,
      wallMs: performance.now() - wall,
    };
    inServer = [];
    loop.reset();
    cpu = process.cpuUsage();
    wall = performance.now();
    return stats;
  };
}

const SILENT = createLogger({ level: "silent" });

async function sandbox(school: SchoolInput) {
  const running = await startSandbox({
    host: "127.0.0.1",
    fixture: oneSchoolFixture({
      ...school,
      teachers: school.teachers.map((t) => ({ uid: t.uid, name: t.uid })),
    }),
  });
  return { ready: { url: running.url }, close: () => running.close() };
}

async function app({ school, slack, teamId, partnerUrl }: Roles["app"]["input"]) {
  const dir = mkdtempSync(join(tmpdir(), "classroom-bench-"));
  // What bootStack gives the e2e tests, with the stand-in and the sandbox in other processes.
  const running = await startApp({
    config: loadConfig({
      SLACK_BOT_TOKEN: slack.botToken,
      SLACK_SIGNING_SECRET: slack.signingSecret,
      SLACK_API_URL: slack.apiUrl,
      PORT: "0",
      PARTNER_BASE_URL: partnerUrl,
      PARTNER_SID: school.sid,
      PARTNER_SECRET: school.secret,
      ADMIN_SLACK_USER_IDS: "UADMIN",
      LOG_LEVEL: "silent",
      SLACK_MESSAGES_PER_SECOND: "50",
      SQLITE_PATH: join(dir, "classroom.db"),
    }),
    logger: SILENT,
    host: "127.0.0.1",
    // The job runner and the outbox worker poll as in production (not the tests' quick 50 ms).
  });
  await recordBenchSchool(running.store, teamId, school.courseId, school.teachers);

  // Each teacher has a class of their own, made at the partner and recorded, for students/seats/video.
  const partner = new PartnerClient({ baseUrl: partnerUrl, sid: school.sid, secret: school.secret });
  const classIds: number[] = [];
  const begin = Math.floor(Date.now() / 1000) + 3 * 86_400;
  for (const [i, t] of school.teachers.entries()) {
    const input = { courseId: school.courseId, className: `Bench ${i}`, beginTime: begin + i * 3600 };
    const endTime = input.beginTime + 3600;
    const created = await partner.addCourseClass({ ...input, endTime, teacherUid: t.uid, record: 0 });
    await running.store.classes.create(teamId, {
      classId: created.classId,
      courseId: school.courseId,
      name: input.className,
      beginTime: input.beginTime,
      endTime,
      teacherUid: t.uid,
      record: false,
      seriesId: null,
      liveUrl: created.liveUrl,
      createdBy: t.slack,
    });
    classIds.push(created.classId);
  }
  await partner.close();
  return {
    ready: { url: running.url as string, classIds },
    close: async () => {
      await running.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function bare({ slack }: Roles["bare"]["input"]) {
  const bolt = new App({
    token: slack.botToken,
    signingSecret: slack.signingSecret,
    logLevel: LogLevel.ERROR,
    clientOptions: { slackApiUrl: slack.apiUrl, retryConfig: { retries: 0 } },
  });
  bolt.command(/.*/, async ({ ack }) => {
    await ack();
  });
  bolt.view(/.*/, async ({ ack }) => {
    await ack();
  });
  const server = (await bolt.start({ port: 0, host: "127.0.0.1" })) as Server;
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { ready: { url }, close: () => bolt.stop().then(() => undefined) };
}

async function serve(role: string, input: string): Promise<void> {
  const stats = watchServer();
  const parsed = JSON.parse(input);
  const started =
    role === "sandbox" ? await sandbox(parsed) : role === "app" ? await app(parsed) : await bare(parsed);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void started.close().finally(() => process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("disconnect", stop);
  process.on("message", (m) => {
    if (m === "stats") process.send?.(stats());
  });
  process.send?.(started.ready);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await serve(process.argv[2] as string, process.argv[3] as string);
}
