/**
 * Slack counts the gap between the messages it receives in a channel. A channel's turns are reserved
 * ahead; when a message goes out late (it waited for a workspace slot, or its timer fired late on a busy
 * machine), the next one still waits a full interval after it really went.
 */
import { describe, expect, it } from "vitest";
import { Pacer, type WorkspaceSlots } from "../../src/delivery/pacer.js";

// The workspace's slots play no part in the channel's gap.
const anySlot: WorkspaceSlots = { reserve: async (_team, _interval, now) => now, holdUntil: async () => {} };

describe("a channel's gap is kept from when its last message really went out", () => {
  it("holds the next message until a full interval after a late one", () => {
    let t = 10_000;
    const pacer = new Pacer(10, 1000, anySlot, () => t);
    expect(pacer.reserveChannel("D1")).toBe(10_000);
    const second = pacer.reserveChannel("D1");
    expect(second).toBe(11_000);
    expect(pacer.channelWait("D1")).toBe(0);
    // The first message went out 400 ms after its turn.
    t = 10_400;
    pacer.channelSent("D1");
    // At the second message's turn it must still wait 400 ms; another channel is not held.
    t = second;
    expect(pacer.channelWait("D1")).toBe(400);
    expect(pacer.channelWait("D2")).toBe(0);
    t = 11_400;
    expect(pacer.channelWait("D1")).toBe(0);
  });
});
