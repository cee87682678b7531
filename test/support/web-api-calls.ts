/**
 * The scope checker behind test/manifest-scopes.test.ts: finds the Slack Web API methods a source file
 * calls, and compares the bot scopes those methods need with the ones the manifest declares. Pure
 * (sources and tables in, problems out), so its own test feeds it made-up code.
 */
import { webApi } from "@slack/bolt";
import type { SourceFile } from "../architecture/layers.js";

export interface WebApiCall {
  readonly method: string;
  /** Where: "src/delivery/slack-post.ts:91". */
  readonly at: string;
}

/** Every method the SDK's WebClient knows ("chat.postMessage", "files.remote.add"), read off a client. */
export function knownWebApiMethods(): ReadonlySet<string> {
  const methods = new Set<string>();
  const walk = (node: object, prefix: string, depth: number) => {
    for (const [key, value] of Object.entries(node)) {
      const name = prefix ? `${prefix}.${key}` : key;
      if (typeof value === "function" && prefix) methods.add(name);
      // A method family is a plain object of functions; the client's own state (logger, axios) is not.
      else if (
        value &&
        typeof value === "object" &&
        Object.getPrototypeOf(value) === Object.prototype &&
        depth < 3
      )
        walk(value, name, depth + 1);
    }
  };
  walk(new webApi.WebClient(), "", 0);
  return methods;
}

/**
 * `a.b.c(` (also across lines and with `?.`): the callee's dotted chain. No space before the "(" (Biome
 * writes none), so prose in comments ("Bolt skips its own auth.test (whose…") is not a call.
 */
const MEMBER_CALL = /((?:[A-Za-z_$#][\w$]*\s*\??\.\s*)+[A-Za-z_$][\w$]*)\(/g;
/** A string that is a method name, alone or at the end of a URL: `"conversations.open"`, `` `${base}chat.postMessage` ``. */
const METHOD_STRING = /(?:["'`]|\})([a-z]+(?:\.[A-Za-z]+)+)["'`]/g;
/** `client.apiCall("any.method")`: whatever it names, known to the SDK or not. */
const API_CALL = /\bapiCall\s*\(\s*["'`]([^"'`]+)["'`]/g;
/** Bolt's `say(...)` posts with chat.postMessage ("to say (" in a comment is not a call). */
const SAY = /(?<![\w$.])say\(/g;

/** The Web API methods `file` calls, each with where; `known` tells a Web API call from `list.files.map(`. */
export function webApiCallsOf(file: SourceFile, known: ReadonlySet<string>): WebApiCall[] {
  const calls: WebApiCall[] = [];
  const at = (index: number) => `${file.path}:${file.source.slice(0, index).split("\n").length}`;
  for (const m of file.source.matchAll(MEMBER_CALL)) {
    const parts = (m[1] ?? "").split(/\s*\??\.\s*/);
    // The longest known tail: `this.#o.slack.chat.scheduleMessage` is chat.scheduleMessage.
    for (let i = 0; i < parts.length - 1; i++) {
      const method = parts.slice(i).join(".");
      if (known.has(method)) {
        calls.push({ method, at: at(m.index) });
        break;
      }
    }
  }
  for (const m of file.source.matchAll(METHOD_STRING)) {
    if (known.has(m[1] ?? "")) calls.push({ method: m[1] ?? "", at: at(m.index) });
  }
  for (const m of file.source.matchAll(API_CALL)) calls.push({ method: m[1] ?? "", at: at(m.index) });
  for (const m of file.source.matchAll(SAY)) calls.push({ method: "chat.postMessage", at: at(m.index) });
  return calls;
}

export interface ScopeCheck {
  readonly calls: readonly WebApiCall[];
  /** Each method the app may call, with the bot scopes it needs (none for views.*). */
  readonly methodScopes: Readonly<Record<string, readonly string[]>>;
  /** Scopes the manifest's features need whatever the code calls (`commands` for a slash command). */
  readonly featureScopes: readonly string[];
  /** The manifest's oauth_config.scopes.bot. */
  readonly declared: readonly string[];
}

/** Every disagreement, worded with the method and file or the scope; empty when all agree. */
export function scopeProblems(check: ScopeCheck): string[] {
  const problems: string[] = [];
  const needed = new Map<string, string>(check.featureScopes.map((s) => [s, "a manifest feature"]));
  for (const call of check.calls) {
    const scopes = Object.hasOwn(check.methodScopes, call.method)
      ? check.methodScopes[call.method]
      : undefined;
    if (!scopes) {
      problems.push(`${call.method} (called at ${call.at}) has no row in the method -> scope table`);
      continue;
    }
    for (const scope of scopes) if (!needed.has(scope)) needed.set(scope, `${call.method} at ${call.at}`);
  }
  for (const [scope, by] of needed) {
    if (!check.declared.includes(scope))
      problems.push(`manifest.yml lacks bot scope ${scope}, needed by ${by}`);
  }
  for (const scope of check.declared) {
    if (!needed.has(scope))
      problems.push(`manifest.yml declares bot scope ${scope}, which no called method needs`);
  }
  return problems;
}
