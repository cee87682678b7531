/**
 * Editing a sent DM through the outbox: the person's message is changed in place (chat.update, same
 * ts), never followed by a second copy; an edit queued before its DM went out lands after it; an edit of
 * a DM that was never delivered sends nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createDeliveryWorker,
  type DeliveryWorker,
  EDIT_KIND,
  editSender,
  enqueueDm,
  enqueueEdit,
  slackPoster,
  slackUpdater,
} from "../../src/delivery/index.js";
import { type SlackStandin, startSlackStandin } from "../../src/slack-standin/index.js";
import type { Store } from "../../src/store/index.js";
import { type Fresh, freshDatabase } from "../store/harness.js";
import { englishSummaryWords } from "../support/summary-words.js";
import { until } from "../support/until.js";
import { TEAM } from "./helpers.js";

const BEN = "UBEN";

describe("editing a sent DM", () => {
  let fresh: Fresh;
  let store: Store;
  let standin: SlackStandin;
  let worker: DeliveryWorker | undefined;

  beforeEach(async () => {
    fresh = await freshDatabase("sqlite");
    store = await fresh.open({ outbox: { backoffBaseSeconds: 1 } });
    standin = await startSlackStandin();
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    await standin.close();
    await fresh.dispose();
  });

  function start() {
    const slack = { token: standin.botToken, apiUrl: standin.url };
    worker = createDeliveryWorker({
      store,
      summaryWords: englishSummaryWords,
      post: slackPoster(slack),
      senders: { [EDIT_KIND]: editSender(store.outbox, slackUpdater(slack)) },
      messagesPerSecond: 50,
      channelIntervalMs: 50,
      idleMs: 20,
    });
    worker.start();
  }

  const settled = async () => {
    const c = await store.outbox.counts();
    return c.pending === 0 && c.claimed === 0;
  };
  const inBensDm = () => standin.messagesIn(standin.dmChannelOf(BEN));

  it("changes the message in place: one message, the new words", async () => {
    start();
    await enqueueDm(store, {
      teamId: TEAM,
      channel: BEN,
      text: "Algebra at 5 PM",
      dedupeKey: "live-link:41:S-1",
    });
    await until("the DM", async () => inBensDm().length === 1, 5000);
    const ts = inBensDm()[0]?.ts;
    await enqueueEdit(store, {
      teamId: TEAM,
      channel: BEN,
      targetKey: "live-link:41:S-1",
      text: "Algebra was cancelled by Ada",
      dedupeKey: "edit:cancel:live-link:41:S-1",
    });
    worker?.wake();
    await until("the edit", async () => inBensDm()[0]?.text === "Algebra was cancelled by Ada", 5000);
    expect(inBensDm()).toHaveLength(1);
    expect(inBensDm()[0]?.ts).toBe(ts);
    // The same change again edits nothing more.
    expect(
      (
        await enqueueEdit(store, {
          teamId: TEAM,
          channel: BEN,
          targetKey: "live-link:41:S-1",
          text: "Algebra was cancelled by Ada",
          dedupeKey: "edit:cancel:live-link:41:S-1",
        })
      ).created,
    ).toBe(false);
  });

  it("waits for a DM not sent yet, then edits it", async () => {
    await enqueueDm(store, {
      teamId: TEAM,
      channel: BEN,
      text: "first words",
      dedupeKey: "live-link:42:S-1",
    });
    await enqueueEdit(store, {
      teamId: TEAM,
      channel: BEN,
      targetKey: "live-link:42:S-1",
      text: "second words",
      dedupeKey: "edit:x:live-link:42:S-1",
    });
    start();
    await until("the edit after the DM", async () => inBensDm()[0]?.text === "second words", 10_000);
    expect(inBensDm()).toHaveLength(1);
  });

  it("edits nothing when the DM was never queued", async () => {
    start();
    await enqueueEdit(store, {
      teamId: TEAM,
      channel: BEN,
      targetKey: "live-link:43:S-1",
      text: "never shown",
      dedupeKey: "edit:y:live-link:43:S-1",
    });
    await until("the outbox to settle", settled, 5000);
    expect(inBensDm()).toEqual([]);
    expect(standin.calls.filter((c) => c.method === "chat.update")).toEqual([]);
  });
});
