/**
 * bench/tenants: many workspaces on one deployment (issue 19, "Scale"). Two app instances in OAuth
 * mode share one store (SQLite by default; PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is a
 * postgres:// URL). 50 workspaces install the app through the real OAuth endpoints, each with a school
 * connection, 20 people (2 teachers, 18 students) and 5 classes.
 *
 * 1. Burst: 600 requests (`/class list`, `/class my`, App Home opens) at concurrency 30, spread over
 *    the two instances, first all in one workspace (the baseline), then spread over all 50; three
 *    rounds, in turn. p99 to the HTTP answer of the 50-workspace burst as a ratio to the one-workspace burst
 *    (goal <= 1.2x): a request of one school costs no more for there being 49 others.
 * 2. DMs per workspace paced separately: SLACK_MESSAGES_PER_SECOND = 10 per workspace, 20 DMs queued
 *    in each of 5 workspaces at once, then the same 100 DMs in one workspace; two instances send them.
 *    Each workspace keeps to its own 10/s (the send slots are per team, in the store, shared by the
 *    instances), so the five together take about a fifth of the time one workspace needs for all
 *    100: time ratio one/five (goal >= 4x) and each workspace's own rate (goal <= 10/s + 10%).
 *    Single-workspace mode (one bot token) for this part: the pacing is by the outbox row's team
 *    whatever token sends it.
 *
 * Both app instances run in this process (one event loop, like the driver and the stand-in), so
 * absolute times include the driver's own work; the ratios compare like with like.
 */
import { randomBytes } from "node:crypto";
import { availableParallelism, loadavg } from "node:os";
import { enqueueDm } from "../src/delivery/index.js";
import { type BootedStack, bootStack } from "../src/demo/boot.js";
import { installThroughOAuth, type StandinTeam } from "../src/demo/oauth-install.js";
import { DEMO_SECRET, DEMO_SID } from "../src/sandbox/index.js";
import { createSignedClient, type SignedClient } from "../src/slack-standin/index.js";
import { ms8 as f, summary } from "./_shared.js";

const WORKSPACES = 50;
const PEOPLE = 20;
const TEACHERS = 2;
const CLASSES = 5;
const BURST = 600;
const CONCURRENCY = 30;
const ROUNDS = 3;
const COURSE_ID = 5001;
const DM_RATE = 10;
const DM_WORKSPACES = 5;
const DMS_EACH = 20;

const pgUrl = [process.env.DATABASE_URL, process.env.TEST_DATABASE_URL].find((u) =>
  /^postgres(ql)?:\/\//.test(u ?? ""),
);
const storeOptions = pgUrl ? { postgresUrl: pgUrl } : {};
const storeName = pgUrl ? "PostgreSQL" : "SQLite";

const teamOf = (t: number): StandinTeam => ({
  id: `T0BENCH${String(t).padStart(3, "0")}`,
  name: `Bench School ${t}`,
  domain: `bench${t}`,
});
const userOf = (t: number, p: number) => `U0B${String(t).padStart(3, "0")}P${String(p).padStart(2, "0")}`;

/** Installs workspace `t` and gives it its connection, people, course and classes. */
async function seedWorkspace(stack: BootedStack, t: number, now: number): Promise<void> {
  const team = teamOf(t);
  const installed = await installThroughOAuth(stack, team, userOf(t, 0));
  if (installed.status !== 200) throw new Error(`install of ${team.id}: HTTP ${installed.status}`);
  const { store } = stack;
  await store.workspaces.setConnection(team.id, {
    partnerBaseUrl: stack.sandbox.url,
    sid: DEMO_SID,
    secret: DEMO_SECRET,
  });
  const uids: string[] = [];
  for (let p = 0; p < PEOPLE; p++) {
    const uid = `B${t}-${p}`;
    uids.push(uid);
    await store.people.upsert(team.id, {
      slackUserId: userOf(t, p),
      uid,
      displayName: `Person ${t}.${p}`,
      account: `1390000${String(t * 100 + p).padStart(4, "0")}`,
      // The installer (person 0) is the school's admin already; person 1 teaches; the rest learn.
      role: p === 0 ? "admin" : p < TEACHERS ? "teacher" : "student",
    });
    stack.standin.setUserInfo(userOf(t, p), { name: `p${t}-${p}`, real_name: `Person ${t}.${p}`, tz: "UTC" });
  }
  await store.courses.add(team.id, {
    courseId: COURSE_ID,
    name: "Bench",
    teacherUids: uids.slice(0, TEACHERS),
  });
  for (let c = 0; c < CLASSES; c++) {
    const beginTime = now + (c + 1) * 86_400;
    await store.classes.create(team.id, {
      classId: 900_000 + c,
      courseId: COURSE_ID,
      name: `Bench class ${c + 1}`,
      beginTime,
      endTime: beginTime + 3600,
      teacherUid: uids[1] as string,
      record: true,
      liveUrl: `${stack.sandbox.url}/live.php?lessonKey=bench${t}x${c}`,
      createdBy: userOf(t, 1),
    });
    await store.enrolments.add(
      team.id,
      900_000 + c,
      uids.slice(TEACHERS).map((uid) => ({ uid, name: uid })),
    );
  }
}

type Kind = "list" | "my" | "home";
const KINDS: readonly Kind[] = ["list", "my", "home"];

/** `BURST` requests at `CONCURRENCY`, request i in workspace pick(i), alternating the instances. */
async function burst(clients: SignedClient[][], pick: (i: number) => number): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  let refused = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = next++; i < BURST; i = next++) {
        const t = pick(i);
        const kind = KINDS[i % KINDS.length] as Kind;
        // Teachers list their classes; students ask for their links; everyone opens Home.
        const person = kind === "list" ? 1 : TEACHERS + (i % (PEOPLE - TEACHERS));
        const client = clients[i % 2]?.[t];
        if (!client) throw new Error(`no client for workspace ${t}`);
        const as = client.as(userOf(t, person));
        const t0 = performance.now();
        const res = kind === "home" ? await as.openHome() : await as.command(`/class ${kind}`);
        times.push(performance.now() - t0);
        if (res.status !== 200) refused++;
      }
    }),
  );
  if (refused > 0) console.log(`  ${refused} requests answered with a status other than 200`);
  return times;
}

async function requestsPart(): Promise<void> {
  const stack = await bootStack({ oauth: true, ...storeOptions, messagesPerSecond: 50 });
  try {
    const other = await stack.startInstance();
    const started = performance.now();
    const now = stack.clock.now();
    for (let t = 0; t < WORKSPACES; t++) await seedWorkspace(stack, t, now);
    const seededMs = performance.now() - started;
    const clients = [stack.appUrl, other.appUrl].map((appUrl) =>
      Array.from({ length: WORKSPACES }, (_, t) =>
        createSignedClient({
          appUrl,
          signingSecret: stack.signingSecret,
          standin: stack.standin,
          team: { id: teamOf(t).id, domain: teamOf(t).domain },
        }),
      ),
    );
    // Warm-up: every workspace once on each instance (first contact, connections, JIT).
    await burst(clients, (i) => i % WORKSPACES);
    // The two bursts in turn, ROUNDS times, so both meet the same machine (others' load comes and goes).
    const one: number[] = [];
    const many: number[] = [];
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const o = await burst(clients, () => 0);
      const m = await burst(clients, (i) => (i * 7) % WORKSPACES);
      one.push(...o);
      many.push(...m);
      ratios.push(summary(m).p99 / summary(o).p99);
    }
    const o = summary(one);
    const m = summary(many);
    console.log(
      `${WORKSPACES} workspaces installed through OAuth, each ${PEOPLE} people and ${CLASSES} classes, on ${storeName} (seeded in ${(seededMs / 1000).toFixed(1)} s); two app instances`,
    );
    console.log(
      `burst of ${BURST} requests (/class list, /class my, Home opens) at concurrency ${CONCURRENCY}, ${ROUNDS} rounds each, in turn`,
    );
    console.log("HTTP answer (ms)            p50      p99");
    console.log(`one workspace          ${f(o.p50)} ${f(o.p99)}`);
    console.log(`spread over ${WORKSPACES}         ${f(m.p50)} ${f(m.p99)}`);
    const ratio = m.p99 / o.p99;
    const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)] ?? Number.NaN;
    console.log(
      `p99 ratio ${WORKSPACES} workspaces / one: ${ratio.toFixed(2)}x over all rounds (p50 ${(m.p50 / o.p50).toFixed(2)}x); per round ${ratios.map((r) => r.toFixed(2)).join(", ")}, median ${median.toFixed(2)}x; goal <= 1.2x: ${ratio <= 1.2 ? "met" : "NOT met"}`,
    );
  } finally {
    await stack.close();
  }
}

/** Queues `each` DMs in each of `teams` at once and waits until the stand-in has them all; per-team send times. */
async function sendDms(stack: BootedStack, teams: readonly number[], each: number) {
  const run = randomBytes(3).toString("hex");
  const channels = new Map<string, number>();
  const mark = stack.standin.calls.length;
  const t0 = Date.now();
  for (let k = 0; k < each; k++) {
    for (const t of teams) {
      const channel = `U0D${run.toUpperCase()}${t}X${k}`;
      channels.set(channel, t);
      await enqueueDm(stack.store, {
        teamId: teamOf(t).id,
        channel,
        text: `bench DM ${k}`,
        dedupeKey: `notice:${run}:${channel}`,
      });
    }
  }
  stack.app.delivery?.wake();
  const total = teams.length * each;
  const sent = () =>
    stack.standin.calls
      .slice(mark)
      .filter(
        (c) =>
          c.method === "chat.postMessage" && c.response.ok === true && channels.has(String(c.args.channel)),
      );
  const deadline = Date.now() + 120_000;
  while (sent().length < total && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const posts = sent();
  const byTeam = new Map<number, number[]>();
  for (const c of posts) {
    const t = channels.get(String(c.args.channel)) as number;
    byTeam.set(t, [...(byTeam.get(t) ?? []), c.at]);
  }
  const lastAt = Math.max(...posts.map((c) => c.at));
  return { elapsedMs: lastAt - t0, sent: posts.length, total, byTeam };
}

/** Each team's own rate: sends after its first, over the time from its first to its last. */
const rateOf = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const span = ((sorted.at(-1) ?? 0) - (sorted[0] ?? 0)) / 1000;
  return span > 0 ? (sorted.length - 1) / span : Number.POSITIVE_INFINITY;
};

async function pacingPart(): Promise<void> {
  const stack = await bootStack({ ...storeOptions, messagesPerSecond: DM_RATE });
  try {
    await stack.startInstance();
    const teams = Array.from({ length: DM_WORKSPACES }, (_, i) => i);
    for (const t of teams) await stack.store.workspaces.upsert({ teamId: teamOf(t).id });
    const many = await sendDms(stack, teams, DMS_EACH);
    const one = await sendDms(stack, [0], DM_WORKSPACES * DMS_EACH);
    console.log(
      `\nDMs: ${DM_RATE}/s per workspace (SLACK_MESSAGES_PER_SECOND), two instances sending, ${storeName}`,
    );
    const rates = [...many.byTeam.values()].map(rateOf);
    console.log(
      `${many.total} DMs, ${DMS_EACH} in each of ${DM_WORKSPACES} workspaces: all sent in ${(many.elapsedMs / 1000).toFixed(2)} s (${many.sent}/${many.total}); each workspace's rate ${rates.map((r) => r.toFixed(1)).join(", ")} /s`,
    );
    console.log(
      `${one.total} DMs in one workspace: all sent in ${(one.elapsedMs / 1000).toFixed(2)} s (${one.sent}/${one.total}); its rate ${rateOf(one.byTeam.get(0) ?? []).toFixed(1)} /s`,
    );
    const speedup = one.elapsedMs / many.elapsedMs;
    const fastest = Math.max(...rates);
    console.log(
      `time ratio one workspace / ${DM_WORKSPACES}: ${speedup.toFixed(2)}x (goal >= ${DM_WORKSPACES - 1}x: ${speedup >= DM_WORKSPACES - 1 ? "met" : "NOT met"}); fastest workspace ${fastest.toFixed(1)}/s (goal <= ${(DM_RATE * 1.1).toFixed(0)}/s: ${fastest <= DM_RATE * 1.1 ? "met" : "NOT met"})`,
    );
  } finally {
    await stack.close();
  }
}

console.log(
  `machine: ${availableParallelism()} cores, load average ${loadavg()[0]?.toFixed(1)} at the start`,
);
await requestsPart();
await pacingPart();
