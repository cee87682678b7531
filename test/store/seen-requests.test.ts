/**
 * The Slack requests already taken, shared by every instance on one store: a key is new once, seen
 * by a second store on the same database, and new again only once it has expired.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../../src/logger.js";
import { seenRequests } from "../../src/slack/lib/edge/seen-requests.js";
import { ENGINES, type Fresh, freshDatabase, skipPostgres } from "./harness.js";

const NOW = 1_800_000_000;
const quiet = createLogger({ level: "silent" });

for (const engine of ENGINES) {
  describe.skipIf(skipPostgres(engine))(`seen requests on ${engine}`, () => {
    let fresh: Fresh | undefined;
    afterEach(async () => {
      await fresh?.dispose();
      fresh = undefined;
    });

    it("knows a key once, on every instance sharing the store, until it expires", async () => {
      fresh = await freshDatabase(engine);
      const one = await fresh.open();
      const two = await fresh.open();
      expect(await one.seenRequests.remember("signature:v0=a", NOW + 300, NOW)).toBe(true);
      expect(await one.seenRequests.remember("signature:v0=a", NOW + 300, NOW + 1)).toBe(false);
      expect(await two.seenRequests.remember("signature:v0=a", NOW + 300, NOW + 2)).toBe(false);
      // Each instance's memory layer in front of its store: the second still learns it from the store.
      const first = seenRequests(one.seenRequests, quiet);
      const second = seenRequests(two.seenRequests, quiet);
      expect(await first.first("event:Ev1", NOW + 3600, NOW)).toBe(true);
      expect(await second.first("event:Ev1", NOW + 3600, NOW)).toBe(false);
      expect(await first.first("event:Ev1", NOW + 3600, NOW)).toBe(false);
      // After it expires, the key is new again, and old rows are swept.
      expect(await two.seenRequests.remember("signature:v0=a", NOW + 1000, NOW + 301)).toBe(true);
      expect(await one.seenRequests.remember("signature:v0=b", NOW + 400, NOW + 400)).toBe(true);
      const rows = await fresh.raw<{ key: string }>("select key from seen_requests order by key");
      expect(rows.map((r) => r.key)).toEqual(["event:Ev1", "signature:v0=a", "signature:v0=b"]);
      await one.seenRequests.remember("signature:v0=c", NOW + 5000, NOW + 4000);
      const left = await fresh.raw<{ key: string }>("select key from seen_requests order by key");
      expect(left.map((r) => r.key)).toEqual(["signature:v0=c"]);
    });

    it("answers from memory when the store cannot be reached", async () => {
      fresh = await freshDatabase(engine);
      const store = await fresh.open();
      const seen = seenRequests(store.seenRequests, quiet);
      await store.close();
      expect(await seen.first("signature:v0=z", NOW + 300, NOW)).toBe(true);
      expect(await seen.first("signature:v0=z", NOW + 300, NOW)).toBe(false);
    });
  });
}
