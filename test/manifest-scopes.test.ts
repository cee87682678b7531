/**
 * The bot scopes of manifest.yml, derived from the code (issue 16 §6): every Slack Web API method src/
 * calls must have a row below, and the manifest must ask for exactly the scopes those rows and its own
 * features need — no scope more, none missing. A new call fails here until someone decides its scope.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { BOT_SCOPE_TABLE, BOT_SCOPES, OPTIONAL_BOT_SCOPES } from "../src/slack/lib/scopes/bot-scopes.js";
import { STANDIN_APP_SCOPES } from "../src/slack-standin/scopes.js";
import { sourceFiles } from "./support/source-files.js";
import {
  knownWebApiMethods,
  scopeProblems,
  type WebApiCall,
  webApiCallsOf,
} from "./support/web-api-calls.js";

/** Each Web API method the app may call, with the bot scopes Slack's method docs name for our use. */
const METHOD_SCOPES: Readonly<Record<string, readonly string[]>> = {
  "auth.test": [],
  // OAuth mode's token rotation: the app's client id and secret, no token, no scope.
  "oauth.v2.access": [],
  // Moving a long-lived bot token to rotating ones (token-exchange.ts): client id and secret, no scope.
  "oauth.v2.exchange": [],
  "chat.postMessage": ["chat:write"],
  "chat.postEphemeral": ["chat:write"],
  "chat.update": ["chat:write"],
  "chat.scheduleMessage": ["chat:write"],
  "chat.deleteScheduledMessage": ["chat:write"],
  "views.open": [],
  "views.update": [],
  "views.push": [],
  "views.publish": [],
  "users.info": ["users:read"],
  // The people import names members by e-mail address.
  "users.lookupByEmail": ["users:read.email"],
  // A people list uploaded in the import form (its url_private is downloaded with the same scope).
  "files.info": ["files:read"],
  // Slack accepts either for the channel kind at hand; "Add everyone in a channel" takes public and private.
  "conversations.members": ["channels:read", "groups:read"],
  // `/class share` asks whether the app is a member of the channel before it posts a card there.
  "conversations.info": ["channels:read", "groups:read"],
  // Only ever the DM with a student (the delivery check after a crash).
  "conversations.open": ["im:write"],
  "conversations.history": ["im:history"],
  // files.uploadV2: a calendar file shared into the person's DM.
  "files.getUploadURLExternal": ["files:write"],
  "files.completeUploadExternal": ["files:write"],
};

/** Not under test: the Slack and partner stand-ins and the demo wiring are not the app's calls. */
const NOT_THE_APP = ["src/slack-standin/", "src/sandbox/", "src/demo/"];

interface Manifest {
  features: { slash_commands?: unknown[]; shortcuts?: unknown[] };
  oauth_config: { scopes: { bot: string[]; bot_optional?: string[]; user?: string[] } };
}
const manifest = parse(readFileSync("manifest.yml", "utf8")) as Manifest;
/** Required and optional bot scopes alike: the token may hold any of them. */
const declaredScopes = [
  ...manifest.oauth_config.scopes.bot,
  ...(manifest.oauth_config.scopes.bot_optional ?? []),
];

/** Slash commands and shortcuts both need `commands` (the /class command, the global shortcut). */
function featureScopes(m: Manifest): string[] {
  const commands = (m.features.slash_commands?.length ?? 0) + (m.features.shortcuts?.length ?? 0);
  return commands > 0 ? ["commands"] : [];
}

const known = knownWebApiMethods();
const appCalls: WebApiCall[] = sourceFiles("src")
  .filter((f) => !NOT_THE_APP.some((dir) => f.path.startsWith(dir)))
  .flatMap((f) => webApiCallsOf(f, known));

describe("manifest.yml bot scopes and the Web API methods src/ calls", () => {
  it("every method called has a row, and the manifest asks for exactly the scopes they need", () => {
    const problems = scopeProblems({
      calls: appCalls,
      methodScopes: METHOD_SCOPES,
      featureScopes: featureScopes(manifest),
      declared: declaredScopes,
    });
    expect(problems).toEqual([]);
    expect(manifest.oauth_config.scopes.user).toBeUndefined();
  });

  it("the manifest's required and optional scopes are the app's one list, with a reason each", () => {
    expect(manifest.oauth_config.scopes.bot_optional ?? []).toEqual([...OPTIONAL_BOT_SCOPES]);
    expect(manifest.oauth_config.scopes.bot).toEqual(
      BOT_SCOPE_TABLE.filter((s) => !s.optional).map((s) => s.scope),
    );
    expect(BOT_SCOPE_TABLE.filter((s) => s.reason.trim() === "")).toEqual([]);
    // The install URL asks for every one of them; Slack lets the person decline the optional ones.
    expect([...BOT_SCOPES].sort()).toEqual([...declaredScopes].sort());
    // The Slack stand-in grants what the app asks for (less what a test declines).
    expect([...STANDIN_APP_SCOPES].sort()).toEqual([...BOT_SCOPES].sort());
  });

  it("finds the calls of every form the app uses (a blind scan would pass vacuously)", () => {
    const where = (method: string) =>
      appCalls.filter((c) => c.method === method).map((c) => c.at.split(":")[0]);
    // `fetch` wrappers naming the method in a string.
    expect(where("chat.postMessage")).toContain("src/delivery/slack-post.ts");
    expect(where("conversations.open")).toContain("src/delivery/slack-post.ts");
    expect(where("conversations.history")).toContain("src/delivery/slack-post.ts");
    expect(where("files.completeUploadExternal")).toContain("src/delivery/file-upload.ts");
    // A narrowed client held in a private field.
    expect(where("chat.scheduleMessage")).toContain("src/delivery/reminders.ts");
    expect(where("chat.deleteScheduledMessage")).toContain("src/delivery/reminders.ts");
    // Bolt's client.
    expect(where("conversations.members").length).toBeGreaterThan(0);
    expect(where("users.info").length).toBeGreaterThan(0);
    expect(where("views.open").length).toBeGreaterThan(0);
    expect(where("chat.postEphemeral").length).toBeGreaterThan(0);
  });

  it("the README's scopes paragraph names every manifest scope, and counts them right", () => {
    const readme = readFileSync("README.md", "utf8");
    const paragraph = readme.slice(readme.indexOf("The manifest asks for")).split("\n\n")[0] ?? "";
    const count = /^The manifest asks for (\w+) bot scopes/.exec(paragraph)?.[1];
    const words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
    const bot = declaredScopes;
    expect(count && words.indexOf(count)).toBe(bot.length);
    expect(bot.filter((scope) => !paragraph.includes(`\`${scope}\``))).toEqual([]);
  });
});

describe("the scope checker", () => {
  const check = (source: string, declared = ["commands"]) =>
    scopeProblems({
      calls: webApiCallsOf({ path: "src/fake.ts", source }, known),
      methodScopes: METHOD_SCOPES,
      featureScopes: ["commands"],
      declared,
    });

  it("fails on a method the table has no row for, naming it and the file", () => {
    expect(check("await client.reactions.add({ name: 'tada' });\n")).toEqual([
      "reactions.add (called at src/fake.ts:1) has no row in the method -> scope table",
    ]);
    expect(check('\nawait client.apiCall("brand.newMethod", {});')).toEqual([
      "brand.newMethod (called at src/fake.ts:2) has no row in the method -> scope table",
    ]);
  });

  it("fails on a scope the manifest lacks, and on one no method needs", () => {
    expect(check("await this.#o.slack.users\n  .info({ user });", ["commands", "chat:write"])).toEqual([
      "manifest.yml lacks bot scope users:read, needed by users.info at src/fake.ts:1",
      "manifest.yml declares bot scope chat:write, which no called method needs",
    ]);
    expect(check("await say('hi');")).toEqual([
      "manifest.yml lacks bot scope chat:write, needed by chat.postMessage at src/fake.ts:1",
    ]);
  });

  it("reads method names in strings and URLs, and ignores what only looks like one", () => {
    const source = [
      'await call("conversations.open", { users });',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the fake source's own template literal
      "const url = `${base}chat.postMessage`;",
      "listing.files.map((f) => f.name);",
      'throw new Error("views.open answered without a view id");',
      "type T = typeof client.auth.test;",
    ].join("\n");
    expect(webApiCallsOf({ path: "src/fake.ts", source }, known)).toEqual([
      { method: "conversations.open", at: "src/fake.ts:1" },
      { method: "chat.postMessage", at: "src/fake.ts:2" },
    ]);
  });
});
