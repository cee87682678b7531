/**
 * What several benchmarks share: percentiles, a one-school sandbox fixture, and the bare Bolt app
 * (same Slack stand-in, same signing secret) their app is measured against.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { App, LogLevel } from "@slack/bolt";
import { type BootedStack, bootStack } from "../src/demo/boot.js";
import { createSignedClient, type SignedClient } from "../src/slack-standin/index.js";
import type { Store } from "../src/store/index.js";

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export function summary(ms: number[]): { p50: number; p99: number } {
  const s = [...ms].sort((a, b) => a - b);
  return { p50: pct(s, 50), p99: pct(s, 99) };
}

/** A millisecond figure in a column of 8. */
export const ms8 = (n: number): string => n.toFixed(1).padStart(8);

export interface BenchSchool {
  readonly sid: string;
  readonly secret: string;
  readonly courseId: number;
  readonly teachers: ReadonlyArray<{ readonly uid: string; readonly name: string }>;
  readonly students?: ReadonlyArray<{ readonly uid: string; readonly name: string }>;
}

/** A sandbox fixture of one school with one course named "Bench". */
export function oneSchoolFixture(school: BenchSchool) {
  const { sid, secret, courseId, teachers, students } = school;
  return {
    schools: [
      {
        sid,
        secret,
        rootFolderId: "1",
        courses: [{ courseId, name: "Bench" }],
        teachers,
        ...(students ? { students } : {}),
      },
    ],
  };
}

/**
 * A bare Bolt app on the stack's stand-in and signing secret, set up by `register`, and a client
 * sending it the same signed requests as `stack.slack` sends the app.
 */
export async function bareBoltApp(
  stack: BootedStack,
  register: (app: App) => void,
): Promise<{ client: SignedClient; stop: () => Promise<void> }> {
  const { standin } = stack;
  const bare = new App({
    token: standin.botToken,
    signingSecret: stack.signingSecret,
    logLevel: LogLevel.ERROR,
    clientOptions: { slackApiUrl: standin.url, retryConfig: { retries: 0 } },
  });
  register(bare);
  const server = (await bare.start({ port: 0, host: "127.0.0.1" })) as Server;
  const client = createSignedClient({
    appUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    signingSecret: stack.signingSecret,
    standin,
  });
  return {
    client,
    stop: async () => {
      await bare.stop();
    },
  };
}

export interface BenchTeacher {
  readonly slack: string;
  readonly uid: string;
}

/**
 * The whole stack on a one-school fixture, its workspace and course recorded, and each teacher
 * known to Slack and to the directory as a teacher. `moreTeacherUids` exist only at the partner.
 */
export async function bootBenchStack(
  school: { sid: string; secret: string; courseId: number },
  teachers: readonly BenchTeacher[],
  moreTeacherUids: readonly string[] = [],
): Promise<{ stack: BootedStack; teamId: string }> {
  const stack = await bootStack({
    school: { sid: school.sid, secret: school.secret },
    fixture: oneSchoolFixture({
      ...school,
      teachers: [...teachers.map((t) => t.uid), ...moreTeacherUids].map((uid) => ({ uid, name: uid })),
    }),
  });
  const teamId = stack.standin.identity.teamId;
  for (const t of teachers) stack.standin.setUserInfo(t.slack, { name: t.uid, real_name: t.uid, tz: "UTC" });
  await recordBenchSchool(stack.store, teamId, school.courseId, teachers);
  return { stack, teamId };
}

/** The workspace and its "Bench" course recorded, and each teacher known to the directory as a teacher. */
export async function recordBenchSchool(
  store: Store,
  teamId: string,
  courseId: number,
  teachers: readonly BenchTeacher[],
): Promise<void> {
  await store.workspaces.upsert({ teamId });
  await store.courses.add(teamId, { courseId, name: "Bench", teacherUids: [] });
  for (const t of teachers) {
    await store.people.upsert(teamId, {
      slackUserId: t.slack,
      uid: t.uid,
      displayName: t.uid,
      role: "teacher",
    });
  }
}
