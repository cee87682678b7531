import { webApi } from "@slack/bolt";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  formatTranscript,
  renderBlocks,
  renderSlackText,
  renderView,
  type SlackStandin,
  seenBy,
  seenByEveryone,
  startSlackStandin,
} from "../../src/slack-standin/index.js";

// Monday 2026-11-30 12:00 UTC; a class at 17:00 UTC on Tuesday 2026-12-01.
const NOW = Date.UTC(2026, 10, 30, 12, 0);
const CLASS_AT = Date.UTC(2026, 11, 1, 17, 0) / 1000;

describe("renderSlackText", () => {
  it("shows <!date^...> in the reader's own time zone, with pretty days", () => {
    const text = `Algebra <!date^${CLASS_AT}^{date_short_pretty} at {time}|Dec 1, 2026 17:00 UTC>`;
    expect(renderSlackText(text, { timeZone: "Europe/Berlin", now: NOW })).toBe(
      "Algebra tomorrow at 6:00 PM",
    );
    expect(renderSlackText(text, { timeZone: "Asia/Tokyo", now: NOW })).toBe(
      "Algebra Dec 2, 2026 at 2:00 AM",
    );
    expect(renderSlackText(`<!date^${CLASS_AT}^{date_num} {time_secs}|x>`, { now: NOW })).toBe(
      "2026-12-01 5:00:00 PM",
    );
    expect(renderSlackText(`<!date^${CLASS_AT}^{date_long}|x>`, { timeZone: "America/Los_Angeles" })).toBe(
      "Tuesday, December 1st, 2026",
    );
  });

  it("shows mentions as names, links with their text, and unescapes entities", () => {
    const ctx = { userName: (id: string) => (id === "U1" ? "Ana" : undefined) };
    expect(
      renderSlackText("Hi <@U1> and <@U2>, see <https://x.example/l?a=1|your link> &amp; more", ctx),
    ).toBe("Hi @Ana and @U2, see your link (https://x.example/l?a=1) & more");
  });
});

describe("renderBlocks and renderView", () => {
  it("renders a modal's inputs, pre-filled values and buttons as a person sees them", () => {
    const view = {
      type: "modal",
      title: { type: "plain_text", text: "Video" },
      submit: { type: "plain_text", text: "Save" },
      close: { type: "plain_text", text: "Cancel" },
      blocks: [
        { type: "header", text: { type: "plain_text", text: "Algebra" } },
        {
          type: "input",
          label: { type: "plain_text", text: "Options" },
          element: {
            type: "checkboxes",
            options: [
              { text: { type: "plain_text", text: "Record" }, value: "r" },
              { text: { type: "plain_text", text: "Live" }, value: "l" },
            ],
            initial_options: [{ text: { type: "plain_text", text: "Record" }, value: "r" }],
          },
        },
        {
          type: "input",
          optional: true,
          label: { type: "plain_text", text: "Seats" },
          element: { type: "number_input", is_decimal_allowed: false, initial_value: "6" },
        },
      ],
    };
    expect(renderView(view)).toEqual([
      'Modal "Video"',
      "  # Algebra",
      "  Options: ☑ Record  ☐ Live",
      "  Seats (optional): [6]",
      "  [Cancel] [Save]",
    ]);
  });

  it("renders sections with accessories, context and action buttons", () => {
    const lines = renderBlocks([
      {
        type: "section",
        text: { type: "mrkdwn", text: "*Algebra*" },
        accessory: { type: "button", text: { type: "plain_text", text: "Join" } },
      },
      { type: "context", elements: [{ type: "mrkdwn", text: "12 students" }] },
      { type: "divider" },
      { type: "actions", elements: [{ type: "button", text: { type: "plain_text", text: "Students" } }] },
    ]);
    expect(lines).toEqual(["*Algebra*  [Join]", "  12 students", "────────", "[Students]"]);
  });
});

describe("transcript from the stand-in", () => {
  let standin: SlackStandin;
  let now = NOW;

  beforeEach(async () => {
    now = NOW;
    standin = await startSlackStandin({ clock: () => now });
    standin.setUserInfo("UANA", { name: "ana", display_name: "Ana", tz: "Europe/Berlin" });
    standin.setUserInfo("UTOM", { name: "tom", display_name: "Tom", tz: "America/New_York" });
  });
  afterEach(async () => {
    await standin.close();
  });

  it("tells who saw which DM, ephemeral reply and modal, each in their own zone", async () => {
    const client = new webApi.WebClient(standin.botToken, {
      slackApiUrl: standin.url,
      retryConfig: { retries: 0 },
    });
    const text = `Algebra starts <!date^${CLASS_AT}^{date_short_pretty} at {time}|soon>`;
    await client.chat.postMessage({ channel: "UANA", text });
    await client.chat.postMessage({ channel: "UTOM", text });
    await client.chat.postEphemeral({ channel: "C1", user: "UTOM", text: "Only teachers can do that." });
    const mark = standin.calls.length;
    await client.views.open({
      trigger_id: standin.issueTriggerId({ userId: "UANA" }),
      view: { type: "modal", title: { type: "plain_text", text: "My classes" }, blocks: [] },
    });

    expect(seenBy(standin, "UANA").map((e) => [e.kind, e.lines])).toEqual([
      ["dm", ["Algebra starts tomorrow at 6:00 PM"]],
      ["modal", ['Modal "My classes"', "  [Close]"]],
    ]);
    expect(seenBy(standin, "UTOM").map((e) => [e.kind, e.lines[0]])).toEqual([
      ["dm", "Algebra starts tomorrow at 12:00 PM"],
      ["ephemeral", "Only teachers can do that."],
    ]);
    expect(seenByEveryone(standin, { sinceSeq: mark })).toHaveLength(1);
    const printed = formatTranscript(standin, seenByEveryone(standin));
    expect(printed).toContain("@Ana gets a DM:\n    Algebra starts tomorrow at 6:00 PM");
    expect(printed).toContain("@Tom sees (only visible to them):\n    Only teachers can do that.");
  });

  it("leaves out calls Slack refused", async () => {
    const client = new webApi.WebClient(standin.botToken, {
      slackApiUrl: standin.url,
      retryConfig: { retries: 0 },
    });
    await expect(
      client.views.open({
        trigger_id: "not-issued",
        view: { type: "modal", title: { type: "plain_text", text: "x" }, blocks: [] },
      }),
    ).rejects.toThrow(/invalid_trigger_id/);
    expect(seenByEveryone(standin)).toEqual([]);
  });
});
