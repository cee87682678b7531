/**
 * bench/schedule: how fast Slack gets its answer while the partner is slow. The sandbox delays
 * every partner call by 2 s. Measured in the same run against a bare Bolt app (same stand-in, same
 * signed requests) that only opens a modal on the command and only acks the submission:
 *  - `/class schedule` -> views.open latency, 200 commands at concurrency 20 (goal p99 < 300 ms);
 *  - the HTTP answer to 200 schedule submissions at concurrency 20 (goal p99 <= 1.5x bare, far under 3 s);
 *  - a 50-class weekly series: submit -> teacher's DM wall time vs one partner round trip (goal <= 1.5x).
 * Bounded: about 30 s.
 */
import { PartnerClient } from "../src/partner/index.js";
import type { SignedClient, SlackView } from "../src/slack-standin/index.js";
import { bareBoltApp, bootBenchStack, ms8 as f, summary } from "./_shared.js";

const SID = "7100001";
const SECRET = "bench-schedule-secret";
const COURSE = 8101;
const WORKERS = 20;
const REQUESTS = 200;
/** Commands sent one after another, as one person types them. */
const QUIET_COMMANDS = 100;
const DELAY_MS = 2000;
const TEACHERS = Array.from({ length: WORKERS }, (_, i) => ({ slack: `UBENCH${i}`, uid: `BT-${i}` }));

async function main(): Promise<void> {
  const { stack, teamId } = await bootBenchStack({ sid: SID, secret: SECRET, courseId: COURSE }, TEACHERS, [
    "BT-S",
  ]);
  const { standin } = stack;

  const bare = await bareBoltApp(stack, (app) => {
    app.command("/class", async ({ ack, client, command }) => {
      await ack();
      await client.views.open({
        trigger_id: command.trigger_id,
        view: { type: "modal", title: { type: "plain_text", text: "Schedule a class" }, blocks: [] },
      });
    });
    app.view("schedule_form", async ({ ack }) => {
      await ack();
    });
  });
  const bareClient = bare.client;

  stack.sandbox.injectFault({ action: "*", delayMs: DELAY_MS, count: 0 });

  // One partner round trip on a client of its own: the yardstick of the series.
  const yardstick = new PartnerClient({ baseUrl: stack.sandbox.url, sid: SID, secret: SECRET });
  const r0 = performance.now();
  await yardstick.getCloudList({});
  const roundTrip = performance.now() - r0;
  await yardstick.close();

  /**
   * Each worker is one teacher sending its share one after another, to the bare app and to ours
   * in turn, so both meet the same load from the machine and from our background work.
   */
  async function run(task: (client: SignedClient, worker: number, i: number) => Promise<number>) {
    const bareMs: number[] = [];
    const appMs: number[] = [];
    await Promise.all(
      TEACHERS.map(async (_, w) => {
        for (let i = 0; i < REQUESTS / WORKERS; i++) {
          bareMs.push(await task(bareClient, w, i));
          appMs.push(await task(stack.slack, w, i));
        }
      }),
    );
    return { bareMs, appMs };
  }

  const forms: SlackView[][] = TEACHERS.map(() => []);
  async function commandToOpen(client: SignedClient, w: number, i: number): Promise<number> {
    const user = TEACHERS[w]?.slack as string;
    const mark = standin.calls.length;
    const t0 = performance.now();
    await client.as(user).command(`/class schedule Bench ${w}-${i} tomorrow 5pm 30m`);
    await standin.waitFor(
      "views.open",
      (c) => c.seq >= mark && standin.viewerOf(String((c.response.view as { id?: string })?.id)) === user,
      15_000,
    );
    const ms = performance.now() - t0;
    if (client === stack.slack) {
      forms[w]?.push(
        await standin.waitForView({ callbackId: "schedule_form", userId: user, sinceSeq: mark }),
      );
    }
    return ms;
  }
  const opens = await run(commandToOpen);
  const submits = await run(async (client, w, i) => {
    const form = forms[w]?.[i] as SlackView;
    const t0 = performance.now();
    await client.as(TEACHERS[w]?.slack as string).submit(form, {});
    return performance.now() - t0;
  });

  // Every submission's classes made (their DMs sent), then a 50-class series on a quiet app.
  const b0 = performance.now();
  const deadline = Date.now() + 60_000;
  while (standin.callsTo("chat.postMessage").length < REQUESTS && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const backgroundMs = performance.now() - b0;
  const user = "UBENCHSERIES";
  standin.setUserInfo(user, { name: "series", real_name: "Series", tz: "UTC" });
  await stack.store.people.upsert(teamId, {
    slackUserId: user,
    uid: "BT-S",
    displayName: "Series",
    role: "teacher",
  });
  let mark = standin.calls.length;
  await stack.slack.as(user).command("/class schedule Series every mon tue wed thu fri 9am 30m for 10 weeks");
  const seriesForm = await standin.waitForView({ callbackId: "schedule_form", userId: user, sinceSeq: mark });
  mark = standin.calls.length;
  const s0 = performance.now();
  await stack.slack.as(user).submit(seriesForm, {});
  const dm = await standin.waitFor(
    "chat.postMessage",
    (c) => c.seq >= mark && c.args.channel === user,
    30_000,
  );
  const seriesMs = performance.now() - s0;

  // A person types one command at a time: the same measure with one teacher on a quiet app.
  const quiet = { bareMs: [] as number[], appMs: [] as number[] };
  for (let i = 0; i < QUIET_COMMANDS; i++) {
    quiet.bareMs.push(await commandToOpen(bareClient, 0, REQUESTS + i));
    quiet.appMs.push(await commandToOpen(stack.slack, 0, REQUESTS + i));
  }

  const ob = summary(opens.bareMs);
  const oo = summary(opens.appMs);
  const sb = summary(submits.bareMs);
  const so = summary(submits.appMs);
  const qb = summary(quiet.bareMs);
  const qo = summary(quiet.appMs);
  console.log(`partner delay ${DELAY_MS} ms on every call; ${REQUESTS} requests at concurrency ${WORKERS}`);
  console.log("                                  bare p50 bare p99  app p50  app p99   p50 x   p99 x");
  console.log(
    `command -> views.open (ms)        ${f(ob.p50)} ${f(ob.p99)} ${f(oo.p50)} ${f(oo.p99)} ${(oo.p50 / ob.p50).toFixed(2).padStart(7)} ${(oo.p99 / ob.p99).toFixed(2).padStart(7)}`,
  );
  console.log(
    `  one at a time (ms)              ${f(qb.p50)} ${f(qb.p99)} ${f(qo.p50)} ${f(qo.p99)} ${(qo.p50 / qb.p50).toFixed(2).padStart(7)} ${(qo.p99 / qb.p99).toFixed(2).padStart(7)}`,
  );
  console.log(
    `submission HTTP answer (ms)       ${f(sb.p50)} ${f(sb.p99)} ${f(so.p50)} ${f(so.p99)} ${(so.p50 / sb.p50).toFixed(2).padStart(7)} ${(so.p99 / sb.p99).toFixed(2).padStart(7)}`,
  );
  console.log(
    `50-class series: ${seriesMs.toFixed(0)} ms submit -> DM, one partner round trip ${roundTrip.toFixed(0)} ms, ratio ${(seriesMs / roundTrip).toFixed(2)}x (${String(dm.args.text)})`,
  );
  console.log(
    `all ${REQUESTS} submissions' classes made ${(backgroundMs / 1000).toFixed(1)} s after the last answer`,
  );
  console.log(
    `goals: views.open p99 < 300 ms: ${qo.p99 < 300 ? "met" : "NOT met"} one at a time, ${oo.p99 < 300 ? "met" : "NOT met"} at concurrency ${WORKERS}; answer p99 <= 1.5x bare: ${so.p99 <= 1.5 * sb.p99 ? "met" : "NOT met"}; series <= 1.5x: ${seriesMs <= 1.5 * roundTrip ? "met" : "NOT met"}`,
  );

  stack.sandbox.clearFaults();
  await bare.stop();
  await stack.close();
}

await main();
