/**
 * A person's Slack locale for the notices: a slow Slack is not waited on past the budget (the notice is
 * written in English rather than holding a transaction), the late answer is kept for the next message,
 * and many messages for one person ask Slack once.
 */
import { describe, expect, it } from "vitest";
import {
  type LocaleClient,
  profileLocales,
  profileZones,
  slackProfiles,
} from "../../src/slack/lib/locale/profile-locale.js";

/** A stand-in `users.info` that answers when told to, counting the calls. */
function slowSlack() {
  const pending: Array<() => void> = [];
  let calls = 0;
  const client: LocaleClient = {
    users: {
      info: () => {
        calls += 1;
        return new Promise<{ user: { locale: string; tz: string } }>((resolve) => {
          pending.push(() => resolve({ user: { locale: "zh-CN", tz: "Asia/Shanghai" } }));
        });
      },
    },
  };
  return {
    clientOf: async () => client,
    answer: () => {
      for (const reply of pending.splice(0)) reply();
    },
    calls: () => calls,
  };
}

describe("a person's Slack locale for a notice", () => {
  it("gives up after the wait (English) and keeps the late answer for the next message", async () => {
    const slack = slowSlack();
    const localeOf = profileLocales(slack.clientOf, { waitMs: 30 });
    const started = performance.now();
    expect(await localeOf("T1", "U1")).toBeNull();
    expect(performance.now() - started).toBeLessThan(1_000);
    slack.answer();
    await new Promise((r) => setTimeout(r, 0));
    expect(await localeOf("T1", "U1")).toBe("zh-CN");
    expect(slack.calls()).toBe(1);
  });

  it("asks Slack once for many messages to one person at the same time", async () => {
    const slack = slowSlack();
    const localeOf = profileLocales(slack.clientOf);
    const all = Promise.all([localeOf("T1", "U2"), localeOf("T1", "U2"), localeOf("T1", "U2")]);
    await new Promise((r) => setTimeout(r, 0));
    slack.answer();
    expect(await all).toEqual(["zh-CN", "zh-CN", "zh-CN"]);
    expect(slack.calls()).toBe(1);
  });

  it("without a wait, a person's locale is Slack's answer however long it takes", async () => {
    const slack = slowSlack();
    const localeOf = profileLocales(slack.clientOf);
    const answer = localeOf("T1", "U3");
    await new Promise((r) => setTimeout(r, 50));
    slack.answer();
    expect(await answer).toBe("zh-CN");
  });

  it("one users.info answers a person's locale and zone for every lookup sharing the profiles", async () => {
    const slack = slowSlack();
    const profiles = slackProfiles();
    const localeOf = profileLocales(slack.clientOf, { profiles });
    const zoneOf = profileZones(slack.clientOf, { profiles });
    const both = Promise.all([localeOf("T1", "U4"), zoneOf("T1", "U4")]);
    await new Promise((r) => setTimeout(r, 0));
    slack.answer();
    expect(await both).toEqual(["zh-CN", "Asia/Shanghai"]);
    expect(await zoneOf("T1", "U4")).toBe("Asia/Shanghai");
    expect(slack.calls()).toBe(1);
  });
});
