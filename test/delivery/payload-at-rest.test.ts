/**
 * A live link DM's payload (the student's personal link, its checkCode) is sealed in the outbox with
 * the store's encryption key: the raw column holds none of it, on SQLite and on PostgreSQL, yet the
 * worker posts the exact message. Rows queued before payloads were sealed are still sent.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  createDeliveryWorker,
  type DeliveryWorker,
  enqueueDm,
  slackPoster,
} from "../../src/delivery/index.js";
import { createLogger } from "../../src/logger.js";
import { type SlackStandin, startSlackStandin } from "../../src/slack-standin/index.js";
import type { Store } from "../../src/store/index.js";
import { ENGINES, type Fresh, freshDatabase, skipPostgres, TEST_KEY } from "../store/harness.js";
import { englishSummaryWords } from "../support/summary-words.js";
import { until } from "../support/until.js";
import { CHECK_CODE, LINK, studentId, TEAM } from "./helpers.js";

const BLOCKS = [
  { type: "section", text: { type: "mrkdwn", text: `Algebra 1 starts at 10:00. <${LINK}|Join the class>` } },
  { type: "actions", elements: [{ type: "button", text: { type: "plain_text", text: "Join" }, url: LINK }] },
];
const TEXT = `Algebra 1 starts at 10:00. Your link: ${LINK}`;

for (const engine of ENGINES) {
  describe.skipIf(skipPostgres(engine))(`outbox payloads at rest (${engine})`, () => {
    let fresh: Fresh | undefined;
    let standin: SlackStandin | undefined;
    let worker: DeliveryWorker | undefined;
    let logs = "";
    afterEach(async () => {
      await worker?.stop();
      await standin?.close();
      await fresh?.dispose();
      logs = "";
    });

    async function start(): Promise<Store> {
      fresh = await freshDatabase(engine);
      const store = await fresh.open({ encryptionKey: TEST_KEY });
      standin = await startSlackStandin();
      return store;
    }

    function send(store: Store, s: SlackStandin): DeliveryWorker {
      const logger = createLogger({
        level: "debug",
        destination: {
          write: (line: string) => {
            logs += line;
          },
        },
      });
      worker = createDeliveryWorker({
        store,
        summaryWords: englishSummaryWords,
        post: slackPoster({ token: s.botToken, apiUrl: s.url }),
        messagesPerSecond: 50,
        idleMs: 50,
        logger,
      });
      worker.start();
      return worker;
    }

    it("keeps the link out of the database and still posts the exact message", async () => {
      const store = await start();
      const s = standin as SlackStandin;
      await store.transaction((tx) =>
        enqueueDm(tx, {
          teamId: TEAM,
          channel: studentId(1),
          text: TEXT,
          blocks: BLOCKS,
          dedupeKey: "live-link:41:s1",
          group: "enrol:41:r1",
          notifySlackUserId: "UTEACHER",
          groupLabel: "the live link for Algebra 1",
        }),
      );
      const [raw] = await (fresh as Fresh).raw<{ payload: string }>("select payload from outbox");
      expect(raw?.payload).toMatch(/^v1\./);
      for (const secret of [CHECK_CODE, "live_partner.php", "lessonKey", "Your link", "Algebra 1"]) {
        expect(raw?.payload).not.toContain(secret);
      }
      // What the app reads back is the message as queued.
      const read = await store.outbox.findByDedupeKey(TEAM, "live-link:41:s1");
      expect(read?.payload).toMatchObject({ channel: studentId(1), text: TEXT, blocks: BLOCKS });

      send(store, s);
      const call = await s.waitFor("chat.postMessage", (c) => c.status === 200, 10_000);
      expect(call.args.text).toBe(TEXT);
      expect(call.args.blocks).toEqual(BLOCKS);
      await until("the DM recorded sent", async () => (await store.outbox.counts()).sent === 1, 5000);
      expect(logs).not.toContain(CHECK_CODE);
    }, 30_000);

    it("still sends a row queued in plaintext before payloads were sealed", async () => {
      const store = await start();
      const s = standin as SlackStandin;
      const now = Math.floor(Date.now() / 1000);
      const legacy = JSON.stringify({ channel: studentId(2), text: "dm-old your link: see above" });
      await (fresh as Fresh).raw(
        "insert into outbox (team_id, kind, dedupe_key, payload, state, attempts, next_attempt_at, created_at, updated_at) values (?, 'dm', 'live-link:41:s2', ?, 'pending', 0, ?, ?, ?)",
        [TEAM, legacy, now, now, now],
      );
      send(store, s);
      const call = await s.waitFor("chat.postMessage", (c) => c.status === 200, 10_000);
      expect(call.args.text).toBe("dm-old your link: see above");
      await until("the DM recorded sent", async () => (await store.outbox.counts()).sent === 1, 5000);
    }, 30_000);

    it("does not send a payload sealed with another key, and says why without quoting it", async () => {
      const store = await start();
      await enqueueDm(store, {
        teamId: TEAM,
        channel: studentId(3),
        text: TEXT,
        dedupeKey: "live-link:41:s3",
      });
      const otherKey = await (fresh as Fresh).open({ encryptionKey: "3c".repeat(32) });
      send(otherKey, standin as SlackStandin);
      await until(
        "the attempt",
        async () => (await store.outbox.findByDedupeKey(TEAM, "live-link:41:s3"))?.attempts === 1,
        10_000,
      );
      await worker?.stop();
      expect((standin as SlackStandin).callsTo("chat.postMessage")).toEqual([]);
      const row = await store.outbox.findByDedupeKey(TEAM, "live-link:41:s3");
      expect(row?.lastError).toContain("APP_ENCRYPTION_KEY");
      expect(row?.state).toBe("pending"); // retried later: the right key may come back
      expect(logs).toContain("payload unreadable");
      for (const t of [logs, row?.lastError ?? ""]) expect(t).not.toContain(CHECK_CODE);
    }, 30_000);
  });
}
