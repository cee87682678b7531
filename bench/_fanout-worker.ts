/**
 * One outbox worker as its own process, for bench/fanout's instances sharing one PostgreSQL. Reads
 * FANOUT_STORE (store options, JSON), FANOUT_SLACK (stand-in API URL), FANOUT_TOKEN, FANOUT_RATE and
 * FANOUT_INSTANCE; prints "ready" once sending, exits 0 after a clean stop on SIGTERM.
 */
import { createDeliveryWorker, slackPoster } from "../src/delivery/index.js";
import { openStore } from "../src/store/index.js";
import { englishSummaryWords } from "../test/support/summary-words.js";

const store = await openStore({ ...JSON.parse(process.env.FANOUT_STORE ?? "{}"), migrate: false });
const worker = createDeliveryWorker({
  store,
  summaryWords: englishSummaryWords,
  post: slackPoster({ token: process.env.FANOUT_TOKEN ?? "", apiUrl: process.env.FANOUT_SLACK ?? "" }),
  messagesPerSecond: Number(process.env.FANOUT_RATE ?? "50"),
  idleMs: 50,
  ...(process.env.FANOUT_INSTANCE ? { instanceId: process.env.FANOUT_INSTANCE } : {}),
});
process.once("SIGTERM", () => {
  void worker
    .stop()
    .then(() => store.close())
    .then(() => process.exit(0));
});
worker.start();
process.stdout.write("ready\n");
