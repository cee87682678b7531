/**
 * The outbox worker as its own process, for the crash and multi-instance tests. Reads DELIVERY_STORE
 * (store options, JSON), DELIVERY_SLACK (stand-in API URL), DELIVERY_TOKEN, DELIVERY_RATE and
 * DELIVERY_INSTANCE; prints "ready" once sending, and "stopped" after a clean stop on SIGTERM.
 */
import { createDeliveryWorker, slackDeliveryCheck, slackPoster } from "../../src/delivery/index.js";
import { openStore } from "../../src/store/index.js";
import { englishSummaryWords } from "../support/summary-words.js";

const store = await openStore({ ...JSON.parse(process.env.DELIVERY_STORE ?? "{}"), migrate: false });
const slack = { token: process.env.DELIVERY_TOKEN ?? "", apiUrl: process.env.DELIVERY_SLACK ?? "" };
const worker = createDeliveryWorker({
  store,
  summaryWords: englishSummaryWords,
  post: slackPoster(slack),
  wasDelivered: slackDeliveryCheck(slack),
  messagesPerSecond: Number(process.env.DELIVERY_RATE ?? "20"),
  leaseSeconds: Number(process.env.DELIVERY_LEASE ?? "4"),
  idleMs: 50,
  ...(process.env.DELIVERY_INSTANCE ? { instanceId: process.env.DELIVERY_INSTANCE } : {}),
});
process.once("SIGTERM", () => {
  void worker
    .stop()
    .then(() => store.close())
    .then(() => {
      process.stdout.write("stopped\n");
      process.exit(0);
    });
});
worker.start();
process.stdout.write("ready\n");
