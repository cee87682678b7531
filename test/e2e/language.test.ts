/**
 * Each person's language (issue 20), end to end: Home reads the person's Slack locale (users.info
 * with include_locale), and its language menu overrides it, stored per person; back to automatic,
 * Slack's locale again.
 */
import { describe, expect, it } from "vitest";
import { ADA, BEN } from "../support/cast.js";
import { type Harness, harnessPerFile, publishedHome, viewText, WAIT_MS } from "./harness.js";
import { connectedSchool } from "./school.js";

let h: Harness;
let teamId: string;
harnessPerFile(async (started) => {
  h = started;
  teamId = (await connectedSchool(h, { people: [ADA, BEN] })).teamId;
  h.standin.setUserInfo(BEN.slackUserId, { name: "ben", real_name: BEN.displayName, locale: "zh-CN" });
  h.standin.setUserInfo(ADA.slackUserId, { name: "ada", real_name: ADA.displayName, locale: "en-US" });
});

const homeOf = (userId: string) => publishedHome(h, userId);

async function choose(userId: string, value: string): Promise<Record<string, unknown>> {
  await homeOf(userId);
  // As Slack sends it: the published view with its id.
  const view = h.standin.homeViewOf(userId) as unknown as Record<string, unknown>;
  const mark = h.standin.calls.length;
  await h.slack.blockAction({
    userId,
    container: { view },
    action: {
      action_id: "home_language",
      block_id: "home_language",
      type: "static_select",
      selected_option: { value, text: { type: "plain_text", text: value } },
    },
  });
  const call = await h.standin.waitFor(
    "views.publish",
    (c) => c.seq >= mark && c.args.user_id === userId,
    WAIT_MS,
  );
  return call.args.view as Record<string, unknown>;
}

function menuOf(view: Record<string, unknown>) {
  const block = (view.blocks as Record<string, unknown>[]).find((b) => b.block_id === "home_language");
  const menu = block?.accessory as {
    options: { value: string; text: { text: string } }[];
    initial_option?: { value: string };
  };
  return { selected: menu.initial_option?.value, labels: menu.options.map((o) => o.text.text) };
}

describe("a person's language", () => {
  it("follows Slack's locale when they never chose: a zh-CN student's Home is in Chinese", async () => {
    const ben = await homeOf(BEN.slackUserId);
    expect(viewText(ben)).toContain("*语言*");
    expect(menuOf(ben)).toEqual({ selected: "auto", labels: ["自动（跟随 Slack）", "English", "简体中文"] });
    const ada = await homeOf(ADA.slackUserId);
    expect(viewText(ada)).toContain("*Language*");
    expect(menuOf(ada).labels).toEqual(["Automatic (from Slack)", "English", "简体中文"]);
    // The locale is asked for as Slack wants it (it answers none without include_locale).
    const asked = h.standin.calls.filter((c) => c.method === "users.info" && c.args.user === BEN.slackUserId);
    expect(asked.some((c) => c.args.include_locale === true || c.args.include_locale === "true")).toBe(true);
  });

  it("is the person's own choice on Home, kept per person, until they choose automatic again", async () => {
    const english = await choose(BEN.slackUserId, "en");
    expect(viewText(english)).toContain("*Language*");
    expect(menuOf(english).selected).toBe("en");
    expect(await h.store.languagePrefs.get(teamId, BEN.slackUserId)).toBe("en");
    // Ada's is hers: Ben's choice changes nothing for her.
    const chinese = await choose(ADA.slackUserId, "zh-CN");
    expect(viewText(chinese)).toContain("*语言*");
    expect(menuOf(chinese).selected).toBe("zh-CN");
    expect(viewText(await homeOf(BEN.slackUserId))).toContain("*Language*");
    const auto = await choose(BEN.slackUserId, "auto");
    expect(menuOf(auto).selected).toBe("auto");
    expect(viewText(auto)).toContain("*语言*");
    expect(await h.store.languagePrefs.get(teamId, BEN.slackUserId)).toBeUndefined();
  });

  it("ignores a value the menu never offered", async () => {
    const view = await choose(ADA.slackUserId, "fr-FR");
    expect(menuOf(view).selected).toBe("zh-CN");
  });
});
