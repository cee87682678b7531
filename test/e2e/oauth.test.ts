/**
 * OAuth mode (issue 19): any workspace installs the app through /slack/install and
 * /slack/oauth_redirect (the stand-in answers oauth.v2.access), each gets its own bot token, and the
 * app answers each workspace's requests with that workspace's token.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadConfig } from "../../src/config.js";
import { BOT_SCOPES } from "../../src/slack/lib/scopes/bot-scopes.js";
import { createSignedClient } from "../../src/slack-standin/index.js";
import { englishLeft } from "../support/english-left.js";
import { type Harness, harnessPerFile, settled, WAIT_MS } from "./harness.js";

let h: Harness;
harnessPerFile({ boot: { oauth: true } }, async (booted) => {
  h = booted;
});

const HILL = { id: "T0HILL", domain: "hill", name: "Hill School" };
const DALE = { id: "T0DALE", domain: "dale", name: "Dale School" };
const ADA = "U0ADA";

/** A person opens the install page, clicks "Add to Slack", approves on Slack, and lands back on the app. */
async function install(
  team: { id: string; name: string },
  userId: string,
  tamper?: "state",
  headers: Record<string, string> = {},
) {
  const page = await fetch(`${h.appUrl}/slack/install`, { headers });
  const html = await page.text();
  const cookie = (page.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const addToSlack = /href="([^"]+)"/.exec(html.replace(/&#38;/g, "&"))?.[1] ?? "";
  const state = new URL(addToSlack).searchParams.get("state") ?? "";
  const code = h.standin.grantInstall({ teamId: team.id, teamName: team.name, userId });
  const back = await fetch(
    `${h.appUrl}/slack/oauth_redirect?code=${code}&state=${tamper === "state" ? `${state}x` : state}`,
    { headers: { ...headers, cookie } },
  );
  return { page, html, addToSlack, back, backHtml: await back.text() };
}

describe("OAuth install", () => {
  it("the install page names the app, says what it does and has an Add to Slack button asking the bot scopes", async () => {
    const { page, html, addToSlack } = await install(HILL, ADA);
    expect(page.status).toBe(200);
    expect(html).toContain("Classroom");
    expect(html).toContain("/class schedule");
    expect(html).toContain("Add to Slack");
    const url = new URL(addToSlack);
    expect(url.searchParams.get("client_id")).toBe("1111.2222");
    expect(url.searchParams.get("scope")?.split(",").sort()).toEqual([...BOT_SCOPES].sort());
  });

  it("the bot scopes asked are the manifest's", () => {
    const manifest = parse(readFileSync("manifest.yml", "utf8")) as {
      oauth_config: { scopes: { bot: string[]; bot_optional?: string[] } };
    };
    const { bot, bot_optional: optional = [] } = manifest.oauth_config.scopes;
    expect([...BOT_SCOPES].sort()).toEqual([...bot, ...optional].sort());
  });

  it("two workspaces install side by side; each gets its own bot token and a page saying what to do next", async () => {
    const hill = await install(HILL, ADA);
    expect(hill.back.status).toBe(200);
    expect(hill.backHtml).toContain("installed in Hill School");
    expect(hill.backHtml).toContain("/class admin");
    const dale = await install(DALE, ADA);
    expect(dale.back.status).toBe(200);
    expect(dale.backHtml).toContain("installed in Dale School");
    const hillToken = h.standin.botTokenOf(HILL.id);
    const daleToken = h.standin.botTokenOf(DALE.id);
    expect(hillToken).toBeDefined();
    expect(daleToken).toBeDefined();
    expect(hillToken).not.toBe(daleToken);
    // Kept in the installations table for the team (sealed at rest: test/store/installations.test.ts).
    expect(
      JSON.stringify(await h.store.installations.find({ teamId: HILL.id, isEnterpriseInstall: false })),
    ).toContain(hillToken as string);
  });

  it("the installer becomes the school's first admin; a later installer of the same workspace does not", async () => {
    const team = { id: "T0KNOLL", name: "Knoll School" };
    const first = await install(team, "U0FIRST");
    expect(first.backHtml).toContain("You are the first admin of your school.");
    expect((await h.store.people.getBySlackUser(team.id, "U0FIRST"))?.role).toBe("admin");
    const [entry] = await h.store.audit.latest(team.id, 1, { kind: "admin" });
    expect(entry).toMatchObject({ actor: "U0FIRST", operation: "school.installed" });
    // Reinstalled by someone else (new scopes, say): the school's admins stay who they are.
    const second = await install(team, "U0SECOND");
    expect(second.back.status).toBe(200);
    expect(second.backHtml).not.toContain("You are the first admin");
    expect(await h.store.people.getBySlackUser(team.id, "U0SECOND")).toBeUndefined();
  });

  it("a redirect whose state was not issued to this browser installs nothing and says to start again", async () => {
    const before = h.standin.callsTo("oauth.v2.access").length;
    const { back, backHtml } = await install({ id: "T0FELL", name: "Fell School" }, ADA, "state");
    expect(back.status).toBe(400);
    expect(backHtml).toContain("was not installed");
    expect(backHtml).toContain('href="/slack/install"');
    expect(h.standin.callsTo("oauth.v2.access").length).toBe(before);
    expect(h.standin.botTokenOf("T0FELL")).toBeUndefined();
  });

  it("each workspace's requests are answered with its own bot token (Home published per team)", async () => {
    for (const team of [HILL, DALE]) {
      if (!h.standin.botTokenOf(team.id)) await install(team, ADA);
      const client = createSignedClient({
        appUrl: h.appUrl,
        signingSecret: h.signingSecret,
        standin: h.standin,
        team: { id: team.id, domain: team.domain },
      });
      const mark = h.standin.calls.length;
      const res = await client.as(ADA).openHome();
      expect(res.status).toBe(200);
      const published = await h.standin.waitFor(
        "views.publish",
        (c) => c.seq >= mark && c.args.user_id === ADA,
        WAIT_MS,
      );
      expect(published.response.ok).toBe(true);
      expect(published.teamId).toBe(team.id);
    }
  });

  it("a modal opened in a workspace belongs to it, and its submission is answered there", async () => {
    const team = { id: "T0MOOR", domain: "moor", name: "Moor School" };
    await install(team, "U0MOORADM");
    const client = createSignedClient({
      appUrl: h.appUrl,
      signingSecret: h.signingSecret,
      standin: h.standin,
      team: { id: team.id, domain: team.domain },
    });
    let mark = h.standin.calls.length;
    await client.as("U0MOORADM").command("/class admin");
    const home = await h.standin.waitForView({
      callbackId: "admin_home",
      userId: "U0MOORADM",
      sinceSeq: mark,
      timeoutMs: WAIT_MS,
    });
    expect(home.team_id).toBe(team.id);
    expect(home.app_installed_team_id).toBe(team.id);
    mark = h.standin.calls.length;
    await client.as("U0MOORADM").clickButton(home, "Open", { near: "School connection" });
    const form = await h.standin.waitForView({
      callbackId: "admin_connection",
      userId: "U0MOORADM",
      sinceSeq: mark,
      timeoutMs: WAIT_MS,
    });
    const answer = await client
      .as("U0MOORADM")
      .submit(form, { "Base URL": "partner.example.com", "School ID (SID)": "1", "School SECRET": "x" });
    expect(answer.responseAction).toBe("errors");
    expect(Object.values(answer.errorsByLabel).join(" ")).toContain("https://");
  });

  it("a request from a workspace that never installed the app is not answered with anyone's token", async () => {
    const stranger = createSignedClient({
      appUrl: h.appUrl,
      signingSecret: h.signingSecret,
      standin: h.standin,
      team: { id: "T0NOPE", domain: "nope" },
    });
    const mark = h.standin.calls.length;
    await stranger.as(ADA).openHome();
    await settled(h);
    expect(h.standin.calls.filter((c) => c.seq >= mark && c.method === "views.publish")).toEqual([]);
  });
});

describe("OAuth configuration", () => {
  const base = { SLACK_SIGNING_SECRET: "s".repeat(32), SQLITE_PATH: "/tmp/x.db" };
  it("a half-set combination is refused naming the variables", () => {
    expect(() => loadConfig({ ...base, SLACK_CLIENT_ID: "1.2" })).toThrow(
      /SLACK_CLIENT_SECRET is missing[\s\S]*SLACK_STATE_SECRET is missing/,
    );
    const oauth = {
      SLACK_CLIENT_ID: "1.2",
      SLACK_CLIENT_SECRET: "c".repeat(20),
      SLACK_STATE_SECRET: "t".repeat(20),
    };
    expect(() => loadConfig({ ...base, ...oauth, SLACK_APP_TOKEN: "xapp-1-a" })).toThrow(
      /SLACK_APP_TOKEN is set together with SLACK_CLIENT_ID/,
    );
    expect(() => loadConfig({ ...base, ...oauth, SLACK_BOT_TOKEN: "xoxb-1-a" })).toThrow(
      /SLACK_BOT_TOKEN is set together/,
    );
    const config = loadConfig({ ...base, ...oauth, ADMIN_SLACK_USER_IDS: "U0ADA" });
    expect(config.slack.oauth?.clientId).toBe("1.2");
    expect(config.adminSlackUserIds).toEqual([]);
    expect(config.warnings?.join()).toMatch(/ADMIN_SLACK_USER_IDS is ignored in OAuth mode/);
  });
});

describe("OAuth pages in the browser's language", () => {
  const ZH = { "accept-language": "zh-CN,zh;q=0.9,en;q=0.8" };
  /** The English left in a page's words (its tags, addresses and the workspace's name taken out). */
  const englishOnPage = (html: string, ownText: string[] = []) =>
    englishLeft(
      html
        .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, " ")
        .replace(/<code>[\s\S]*?<\/code>/g, (code) => `\`${code.replace(/<[^>]*>/g, "")}\``)
        .replace(/<[^>]*>/g, " ")
        .replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n))),
      ownText,
    );

  it("a Chinese browser reads the install and success pages in Simplified Chinese", async () => {
    const { html, addToSlack, back, backHtml } = await install(
      { id: "T0ZHONG", name: "中山学校 <b>" },
      "U0ZHANG",
      undefined,
      ZH,
    );
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain("添加到 Slack");
    expect(html).toContain("<code>/class schedule</code>");
    expect(new URL(addToSlack).searchParams.get("client_id")).toBe("1111.2222");
    expect(back.status).toBe(200);
    expect(back.headers.get("content-language")).toBe("zh-CN");
    expect(backHtml).toContain("Classroom 已安装到 中山学校 &#60;b&#62;");
    expect(backHtml).toContain("你是学校的第一位管理员。");
    expect(backHtml).not.toContain("installed in");
    // Every sentence on both pages is Chinese (issue 20).
    expect(englishOnPage(html)).toEqual([]);
    expect(englishOnPage(backHtml, ["中山学校 <b>"])).toEqual([]);
  });

  it("a Chinese browser reads the failure page in Chinese, with the way back to the install page", async () => {
    const { back, backHtml } = await install({ id: "T0ZFAIL", name: "Fail" }, "U0ZHANG", "state", ZH);
    expect(back.status).toBe(400);
    expect(backHtml).toContain("Classroom 未能安装");
    expect(backHtml).toContain('<a href="/slack/install">安装页面</a>');
    // Slack's error code is quoted as it is: a token, not words.
    expect(englishOnPage(backHtml, ["slack_oauth_invalid_state"])).toEqual([]);
  });

  it("English for English, for languages the app lacks, and when Chinese is ranked lower", async () => {
    for (const header of ["en-US,en;q=0.9", "fr-FR,de;q=0.8", "en;q=0.9,zh-CN;q=0.5", "zh-CN;q=0"]) {
      const page = await fetch(`${h.appUrl}/slack/install`, { headers: { "accept-language": header } });
      const html = await page.text();
      expect({ header, lang: /<html lang="([^"]+)"/.exec(html)?.[1] }).toEqual({ header, lang: "en" });
      expect(html).toContain("Add to Slack");
      // The reading itself finds English where there is some.
      expect(englishOnPage(html).length).toBeGreaterThan(0);
    }
  });
});
