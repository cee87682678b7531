/**
 * A school whose app runs in a child process that can be killed with SIGKILL and started again on the
 * same database: the sandbox and the Slack stand-in stay in this process, so what the partner holds and
 * what Slack was sent survive the app. Used by test/jobs/crash.test.ts and bench/crash.ts.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createPartnerClients } from "../../src/classes/admin/partner-clients.js";
import {
  DEMO_SECRET,
  DEMO_SID,
  type FixtureInput,
  type Sandbox,
  startSandbox,
} from "../../src/sandbox/index.js";
import {
  createSignedClient,
  type SignedClient,
  type SlackStandin,
  startSlackStandin,
} from "../../src/slack-standin/index.js";
import { type OpenStoreOptions, openStore, type Store } from "../../src/store/index.js";
import { ADA } from "./cast.js";
import { makeClass, seedSchool } from "./school.js";
import { until } from "./until.js";

export interface CrashStack {
  readonly sandbox: Sandbox;
  readonly standin: SlackStandin;
  readonly teamId: string;
  /** A store of this process on the app's database, for seeding and checking. */
  readonly store: Store;
  /** Signed requests to the app now running (changes with every start). */
  slack(): SignedClient;
  /** Starts the app (again); resolves once it takes requests. */
  start(): Promise<void>;
  /** SIGKILL: no cleanup, claims left as they were. */
  kill(): Promise<void>;
  close(): Promise<void>;
}

export interface CrashStackOptions {
  readonly engine: "sqlite" | "postgres";
  readonly postgresUrl?: string | undefined;
  readonly fixture?: FixtureInput;
  /** JOB_LEASE_SECONDS of the app: how soon a restarted app takes over the dead one's jobs. */
  readonly leaseSeconds?: number;
  /** Puts something between the app and the sandbox (a recording proxy): returns the URL the app calls. */
  readonly partnerUrl?: (sandboxUrl: string) => Promise<string>;
}

export async function crashStack(options: CrashStackOptions): Promise<CrashStack> {
  const undo: Array<() => Promise<void>> = [];
  const sandbox = await startSandbox({
    host: "127.0.0.1",
    ...(options.fixture ? { fixture: options.fixture } : {}),
  });
  undo.push(() => sandbox.close());
  const standin = await startSlackStandin();
  undo.push(() => standin.close());
  const signingSecret = `signing-${randomBytes(8).toString("hex")}`;
  const env: Record<string, string> = {
    SLACK_BOT_TOKEN: standin.botToken,
    SLACK_SIGNING_SECRET: signingSecret,
    SLACK_API_URL: standin.url,
    PORT: "0",
    PARTNER_BASE_URL: options.partnerUrl ? await options.partnerUrl(sandbox.url) : sandbox.url,
    PARTNER_SID: DEMO_SID,
    PARTNER_SECRET: DEMO_SECRET,
    ADMIN_SLACK_USER_IDS: "UADMIN",
    LOG_LEVEL: "silent",
    SLACK_MESSAGES_PER_SECOND: "200",
    JOB_LEASE_SECONDS: String(options.leaseSeconds ?? 2),
  };
  let storeOptions: OpenStoreOptions;
  let postgresSchema: string | undefined;
  if (options.engine === "postgres") {
    if (!options.postgresUrl) throw new Error("PostgreSQL needs a URL");
    postgresSchema = `crash_${randomBytes(6).toString("hex")}`;
    const key = randomBytes(32).toString("hex");
    env.DATABASE_URL = options.postgresUrl;
    env.APP_ENCRYPTION_KEY = key;
    storeOptions = {
      databaseUrl: options.postgresUrl,
      postgresSchema,
      encryptionKey: key,
    };
    const url = options.postgresUrl;
    const schema = postgresSchema;
    undo.push(async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop schema if exists "${schema}" cascade`);
      } finally {
        await client.end();
      }
    });
  } else {
    const dir = mkdtempSync(join(tmpdir(), "classroom-crash-"));
    undo.push(async () => rmSync(dir, { recursive: true, force: true }));
    env.SQLITE_PATH = join(dir, "classroom.db");
    storeOptions = { sqlitePath: env.SQLITE_PATH };
  }
  const store = await openStore(storeOptions);
  undo.push(() => store.close());

  let child: ChildProcess | undefined;
  let client: SignedClient | undefined;
  const stop = async (signal: NodeJS.Signals) => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill(signal);
    await exited;
  };
  undo.push(() => stop("SIGKILL"));

  return {
    sandbox,
    standin,
    teamId: standin.identity.teamId,
    store,
    slack() {
      if (!client) throw new Error("the app is not running");
      return client;
    },
    async start() {
      const proc = spawn(process.execPath, ["--import", "tsx", "test/support/app-process.ts"], {
        env: { ...process.env, APP_PROCESS: JSON.stringify({ env, postgresSchema }) },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child = proc;
      let errors = "";
      proc.stderr?.on("data", (d: Buffer) => {
        errors += d.toString();
      });
      const url = await new Promise<string>((resolve, reject) => {
        let out = "";
        const timer = setTimeout(() => reject(new Error(`the app did not start: ${errors}`)), 30_000);
        proc.stdout?.on("data", (d: Buffer) => {
          out += d.toString();
          const ready = /ready (\S+)/.exec(out);
          if (ready?.[1]) {
            clearTimeout(timer);
            resolve(ready[1]);
          }
        });
        proc.once("exit", (code) => {
          clearTimeout(timer);
          reject(new Error(`the app exited (${code}) before it was ready: ${errors}`));
        });
      });
      client = createSignedClient({ appUrl: url, signingSecret, standin });
    },
    kill: () => stop("SIGKILL"),
    async close() {
      for (const step of undo.reverse()) await step().catch(() => undefined);
    },
  };
}

/**
 * The school: the workspace connected to the sandbox (through `partnerUrl` when given), the cast and
 * courses, and `students` more students UST001… (S-5001…, as `schoolWithStudents` registers them at
 * the partner). Returns the students' Slack ids.
 */
export async function seedCrashSchool(
  s: CrashStack,
  students: number,
  partnerUrl?: string,
): Promise<string[]> {
  await s.store.workspaces.upsert({ teamId: s.teamId });
  await s.store.workspaces.setConnection(s.teamId, {
    partnerBaseUrl: partnerUrl ?? s.sandbox.url,
    sid: DEMO_SID,
    secret: DEMO_SECRET,
    connectedBy: "UADMIN",
  });
  await seedSchool(s.store, s.teamId);
  const ids: string[] = [];
  for (let i = 1; i <= students; i++) {
    const n = String(i).padStart(3, "0");
    await s.store.people.upsert(s.teamId, {
      slackUserId: `UST${n}`,
      uid: `S-5${n}`,
      displayName: `Student ${n}`,
      account: `1390000${n}`,
      role: "student",
    });
    ids.push(`UST${n}`);
  }
  return ids;
}

/**
 * A recorded class two days away with every student in it: Ada adds them through a channel of them
 * all, gets her report, and each student's live link DM is sent. Returns the class id.
 */
export async function classWithEveryone(s: CrashStack, studentIds: string[], name: string): Promise<number> {
  const partners = createPartnerClients({ store: s.store });
  const cls = await makeClass(
    { store: s.store, partners, teamId: s.teamId, now: () => s.sandbox.now() },
    { name, startsIn: 2 * 86_400, record: true },
  );
  await partners.close();
  s.standin.setChannelMembers("CALL", studentIds);
  const students = await openModal(s, ADA.slackUserId, `students ${cls.classId}`, "class_modal_students");
  await s.slack().as(ADA.slackUserId).submit(students, { "Add everyone in a channel": "CALL" });
  await until("the enrolment report", () => dmsTo(s, ADA.slackUserId).length === 1, 40_000);
  await outboxSettled(s);
  return cls.classId;
}

/** DMs the app sent `userId` so far, in order (texts). */
export function dmsTo(s: CrashStack, userId: string): string[] {
  return s.standin.messages.filter((m) => m.channel === s.standin.dmChannelOf(userId)).map((m) => m.text);
}

/** `/class <text>` as `userId`; resolves with the modal `callbackId` it opens. */
export async function openModal(s: CrashStack, userId: string, text: string, callbackId: string) {
  const mark = s.standin.calls.length;
  await s.slack().as(userId).command(`/class ${text}`);
  return s.standin.waitForView({ userId, callbackId, sinceSeq: mark, timeoutMs: 30_000 });
}

/** Resolves once nothing is pending or held in the outbox (jobs and DMs); rejects after `ms`. */
export async function outboxSettled(s: CrashStack, ms = 40_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    const counts = await s.store.outbox.counts();
    if (counts.pending + counts.claimed === 0) return;
    if (Date.now() > end) throw new Error(`the outbox did not settle: ${JSON.stringify(counts)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
