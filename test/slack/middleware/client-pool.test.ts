/**
 * Bolt holds a WebClient per token per team; with token rotation a school has a new token twice a
 * day. The app keeps one client per school: the one of the token its requests use now.
 */
import { App, type Receiver } from "@slack/bolt";
import type { WebClient } from "@slack/web-api";
import { describe, expect, it } from "vitest";
import { clientPoolTrim } from "../../../src/slack/lib/middleware/client-pool.js";

const quietReceiver: Receiver = {
  init: () => undefined,
  start: async () => undefined,
  stop: async () => undefined,
};

function rotatingApp(tokens: Map<string, string>, trimmed: boolean) {
  const app = new App({
    receiver: quietReceiver,
    authorize: async ({ teamId }) => ({ botToken: tokens.get(teamId ?? "") ?? "", teamId: teamId ?? "" }),
  });
  if (trimmed) app.use(clientPoolTrim(app));
  const seen: WebClient[] = [];
  app.event("app_mention", async ({ client }) => {
    seen.push(client);
  });
  const mention = (teamId: string) =>
    app.processEvent({
      body: {
        type: "event_callback",
        team_id: teamId,
        api_app_id: "A1",
        event: { type: "app_mention", user: "U1", text: "hi", channel: "C1", ts: "1.0" },
      },
      ack: async () => undefined,
    });
  const held = (teamId: string) =>
    Object.keys(
      (app as unknown as { clients: Record<string, { pool: object }> }).clients[teamId]?.pool ?? {},
    );
  return { mention, held, seen };
}

describe("one Slack client per school, whatever its token rotations", () => {
  it("drops an older token's client once the school's requests use a newer token", async () => {
    const tokens = new Map([
      ["T1", "xoxb-hill-1"],
      ["T2", "xoxb-dale-1"],
    ]);
    const { mention, held, seen } = rotatingApp(tokens, true);
    await mention("T1");
    await mention("T2");
    for (const round of [2, 3, 4]) {
      tokens.set("T1", `xoxb-hill-${round}`);
      await mention("T1");
    }
    expect(held("T1")).toEqual(["xoxb-hill-4"]);
    // Another school's client is its own business.
    expect(held("T2")).toEqual(["xoxb-dale-1"]);
    // Each request got the client of the token it was authorised with.
    expect(seen.map((c) => c.token)).toEqual([
      "xoxb-hill-1",
      "xoxb-dale-1",
      "xoxb-hill-2",
      "xoxb-hill-3",
      "xoxb-hill-4",
    ]);
    // The same token keeps its client (no new client per request).
    await mention("T1");
    expect(seen.at(-1)).toBe(seen.at(-2));
  });

  it("without the trim, Bolt keeps every token's client (what the trim is for)", async () => {
    const tokens = new Map([["T1", "xoxb-hill-1"]]);
    const { mention, held } = rotatingApp(tokens, false);
    await mention("T1");
    tokens.set("T1", "xoxb-hill-2");
    await mention("T1");
    expect(held("T1")).toEqual(["xoxb-hill-1", "xoxb-hill-2"]);
  });
});
