/**
 * The outbox worker as its own process, for the crash and multi-instance tests. Reads DELIVERY_STORE
 * (store options, JSON), DELIVERY_SLACK (stand-in API URL), DELIVERY_TOKEN, DELIVERY_RATE,
 * DELIVERY_INSTANCE, and for the history check DELIVERY_HISTORY_PER_MINUTE (default 50, Tier 3) and
 * DELIVERY_HISTORY_PAGE (default 100); prints "ready" once sending, "stopped" after a clean stop on
 * SIGTERM, and its log lines (JSON, info and up) when DELIVERY_LOG is set.
 */
import { pino } from "pino";
import {
  createDeliveryWorker,
  outboxKeyHasher,
  slackHistoryReader,
  slackPoster,
} from "../../src/delivery/index.js";
import { openStore } from "../../src/store/index.js";
import { englishSummaryWords } from "../support/summary-words.js";

const store = await openStore({ ...JSON.parse(process.env.DELIVERY_STORE ?? "{}"), migrate: false });
const slack = { token: process.env.DELIVERY_TOKEN ?? "", apiUrl: process.env.DELIVERY_SLACK ?? "" };
const worker = createDeliveryWorker({
  store,
  summaryWords: englishSummaryWords,
  post: slackPoster(slack),
  keyHash: outboxKeyHasher("worker-process-metadata-secret"),
  history: {
    read: slackHistoryReader({ ...slack, pageSize: Number(process.env.DELIVERY_HISTORY_PAGE ?? "100") }),
    callsPerMinute: Number(process.env.DELIVERY_HISTORY_PER_MINUTE ?? "50"),
  },
  messagesPerSecond: Number(process.env.DELIVERY_RATE ?? "20"),
  leaseSeconds: Number(process.env.DELIVERY_LEASE ?? "4"),
  idleMs: 50,
  ...(process.env.DELIVERY_INSTANCE ? { instanceId: process.env.DELIVERY_INSTANCE } : {}),
  // Written synchronously: a line logged just before a kill or an exit is not lost in a buffer.
  ...(process.env.DELIVERY_LOG
    ? { logger: pino({ level: "info" }, pino.destination({ dest: 1, sync: true })) }
    : {}),
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
