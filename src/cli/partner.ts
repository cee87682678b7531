/**
 * `classroom partner …`: call any partner operation from a shell, compute a safeKey, or build a
 * student live link. Exit codes: 0 success (errno 1, or register's 135/461, and every batch entry
 * ok), 1 the service or the network said no, 2 usage or parameter error (nothing was sent).
 */
import { readFileSync } from "node:fs";
import type { z } from "zod";
import {
  type AnyOperation,
  operations,
  PartnerClient,
  PartnerError,
  PartnerLiveLinkError,
  PartnerSdkError,
  PartnerValidationError,
  parseLessonKey,
  safeKey,
  studentLiveLink,
  systemClock,
} from "../partner/index.js";

type Out = (text: string) => void;
const out: Out = (t) => process.stdout.write(t.endsWith("\n") ? t : `${t}\n`);
const err: Out = (t) => process.stderr.write(t.endsWith("\n") ? t : `${t}\n`);

class UsageError extends Error {}

export async function run(args: string[]): Promise<number> {
  const [action, ...rest] = args;
  try {
    if (!action || action === "help" || action === "--help" || action === "-h") {
      out(help());
      return action ? 0 : 2;
    }
    if (action === "sign") return await sign(rest);
    if (action === "live-link") return await liveLink(rest);
    const op = (operations as Record<string, AnyOperation>)[action];
    if (!op || !Object.hasOwn(operations, action)) {
      throw new UsageError(`unknown action "${action}"; run "classroom partner help" for the list`);
    }
    return await callOperation(op, rest);
  } catch (e) {
    if (e instanceof UsageError || e instanceof PartnerLiveLinkError) {
      err(`classroom partner: ${e.message}`);
      return 2;
    }
    // A URL that does not parse (--live-url, --live-base, PARTNER_BASE_URL): nothing was sent.
    if (e instanceof TypeError && (e as NodeJS.ErrnoException).code === "ERR_INVALID_URL") {
      err(`classroom partner: ${e.message}: give a full URL such as https://school.example.com/live.php`);
      return 2;
    }
    throw e;
  }
}

function flags(args: string[], known: readonly string[]): Map<string, string> {
  const values = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const eq = arg.indexOf("=");
    const name = arg.startsWith("--") ? (eq > 0 ? arg.slice(2, eq) : arg.slice(2)) : "";
    if (!known.includes(name))
      throw new UsageError(
        `unexpected argument "${arg}" (expected ${known.map((k) => `--${k}`).join(", ")})`,
      );
    const value = eq > 0 ? arg.slice(eq + 1) : args[++i];
    if (value === undefined) throw new UsageError(`--${name} needs a value`);
    values.set(name, value);
  }
  return values;
}

function need(values: Map<string, string>, name: string): string {
  const v = values.get(name);
  if (v === undefined || v === "") throw new UsageError(`--${name} is required`);
  return v;
}

/** Reads standard input to its end; the first line is the value. */
async function firstLineOfStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return (Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "").trim();
}

/**
 * The SECRET, best kept out of the command line (other users see it in `ps`): `--secret -` reads
 * standard input; without `--secret`, PARTNER_SECRET, else piped standard input.
 */
async function secretOf(f: Map<string, string>): Promise<string> {
  const flag = f.get("secret");
  let secret: string | undefined;
  if (flag === "-") secret = await firstLineOfStdin();
  else if (flag !== undefined) secret = flag;
  else if (process.env.PARTNER_SECRET) secret = process.env.PARTNER_SECRET;
  else if (!process.stdin.isTTY) secret = await firstLineOfStdin();
  if (!secret) {
    throw new UsageError(
      "no SECRET: set PARTNER_SECRET, or pipe it on standard input with --secret -; --secret VALUE works too but shows it to anyone running ps",
    );
  }
  return secret;
}

async function sign(args: string[]): Promise<number> {
  const f = flags(args, ["secret", "time"]);
  const secret = await secretOf(f);
  const timeText = f.get("time");
  const time = timeText === undefined ? systemClock() : Number(timeText);
  if (!/^\d+$/.test(timeText ?? String(time)))
    throw new UsageError("--time must be Unix seconds (digits only)");
  try {
    out(safeKey(secret, time));
  } catch (e) {
    throw new UsageError(`--time: ${(e as Error).message}`);
  }
  return 0;
}

async function liveLink(args: string[]): Promise<number> {
  const f = flags(args, ["secret", "live-url", "account", "nickname", "live-base"]);
  const liveUrl = need(f, "live-url");
  const lessonKey = parseLessonKey(liveUrl);
  // live_partner.php sits beside live.php unless the vendor moved it (then pass --live-base).
  const liveBase = f.get("live-base") ?? new URL(".", liveUrl).href;
  const secret = await secretOf(f);
  out(
    studentLiveLink({
      liveBase,
      secret,
      lessonKey,
      account: need(f, "account"),
      nickname: need(f, "nickname"),
    }),
  );
  return 0;
}

function env(): { baseUrl: string; sid: string; secret: string } {
  const names = ["PARTNER_BASE_URL", "PARTNER_SID", "PARTNER_SECRET"] as const;
  const missing = names.filter((n) => !process.env[n]);
  if (missing.length > 0) {
    throw new UsageError(`set ${missing.join(", ")} in the environment to call the partner API`);
  }
  return {
    baseUrl: process.env.PARTNER_BASE_URL as string,
    sid: process.env.PARTNER_SID as string,
    secret: process.env.PARTNER_SECRET as string,
  };
}

function shapeOf(op: AnyOperation): Record<string, z.ZodType> {
  return (op.params as unknown as { shape: Record<string, z.ZodType> }).shape;
}

/** Turns `field=value` text into the value the field's schema accepts: text, number or JSON. */
function fieldValue(schema: z.ZodType | undefined, name: string, text: string): unknown {
  if (text.startsWith("@")) {
    let content: string;
    try {
      content = readFileSync(text.slice(1), "utf8");
    } catch (e) {
      throw new UsageError(
        `${name}: cannot read ${text.slice(1)}: ${(e as NodeJS.ErrnoException).code ?? e}`,
      );
    }
    try {
      return JSON.parse(content);
    } catch {
      throw new UsageError(`${name}: ${text.slice(1)} is not JSON`);
    }
  }
  // Text is tried before a number so a UID like 0012 keeps its zeros; a text that only looks like
  // JSON (a class named "[Makeup] Algebra") is kept as text when the field takes text.
  let json: unknown;
  let jsonBroken = false;
  if (/^\s*[[{]/.test(text)) {
    try {
      json = JSON.parse(text);
    } catch {
      jsonBroken = true;
    }
  }
  const number = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
  if (!schema) return text;
  const candidates = [json, text, number].filter((c) => c !== undefined);
  const fit = candidates.find((c) => schema.safeParse(c).success);
  if (fit !== undefined) return fit;
  if (jsonBroken) throw new UsageError(`${name}: value looks like JSON but does not parse`);
  // Nothing fits: pass the most specific reading so the validation message names the real rule.
  return json ?? number ?? text;
}

async function callOperation(op: AnyOperation, args: string[]): Promise<number> {
  const shape = shapeOf(op);
  const params: Record<string, unknown> = {};
  for (const arg of args) {
    const eq = arg.indexOf("=");
    if (eq <= 0) throw new UsageError(`expected field=value, got "${arg}"`);
    const name = arg.slice(0, eq);
    if (Object.hasOwn(params, name)) throw new UsageError(`${name} is given twice`);
    params[name] = fieldValue(shape[name], name, arg.slice(eq + 1));
  }
  let client: PartnerClient;
  try {
    client = new PartnerClient(env());
  } catch (e) {
    // A malformed PARTNER_BASE_URL or SID is a configuration mistake: nothing was sent.
    if (e instanceof TypeError) throw new UsageError(e.message);
    throw e;
  }
  try {
    const result = (await client.call(op.name, params as never)) as {
      ok?: boolean;
      failed?: readonly Entry[];
    };
    out(JSON.stringify(result, hidePasswords, 2));
    if (result.failed && result.failed.length > 0) {
      reportEntries(op.name, result.failed);
      return 1;
    }
    return 0;
  } catch (e) {
    if (e instanceof PartnerValidationError) {
      err(`classroom partner ${op.name}: nothing was sent, the parameters break these rules:`);
      for (const i of e.issues) err(`  ${i.path || "(parameters)"}: ${i.message}`);
      return 2;
    }
    if (e instanceof PartnerError) {
      out(
        JSON.stringify(
          {
            errno: e.errno,
            error: e.serviceError,
            meaning: e.entry.meaning,
            category: e.entry.category,
            ...(e.data !== undefined ? { data: e.data } : {}),
            ...(e.entries.length > 0 ? { entries: e.entries } : {}),
          },
          hidePasswords,
          2,
        ),
      );
      err(`classroom partner: ${e.message}`);
      const failed = (e.entries as readonly Entry[]).filter((x) => !x.ok);
      if (failed.length > 0) reportEntries(op.name, failed);
      return 1;
    }
    if (e instanceof PartnerSdkError) {
      err(`classroom partner: ${e.message}`);
      return 1;
    }
    throw e;
  } finally {
    await client.close();
  }
}

/** Batch entries echo the sent item; a student's initial password is not for the terminal or CI logs. */
function hidePasswords(key: string, value: unknown): unknown {
  return key === "password" && typeof value === "string" ? "[hidden]" : value;
}

interface Entry {
  readonly index: number;
  readonly ok: boolean;
  readonly errno: number;
  readonly meaning: string;
  readonly customColumn?: string;
}

function reportEntries(action: string, failed: readonly Entry[]): void {
  err(`classroom partner ${action}: ${failed.length} entr${failed.length === 1 ? "y" : "ies"} failed:`);
  for (const e of failed) {
    const column = e.customColumn !== undefined ? ` (customColumn ${JSON.stringify(e.customColumn)})` : "";
    err(`  entry ${e.index}${column}: errno ${e.errno} - ${e.meaning}`);
  }
}

function arrayElement(schema: z.ZodType | undefined): z.ZodType | undefined {
  return (schema as unknown as { element?: z.ZodType } | undefined)?.element;
}

function describeFields(schema: z.ZodType, indent: string): string[] {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape) return [];
  const lines: string[] = [];
  for (const [name, field] of Object.entries(shape)) {
    const optional = field.safeParse(undefined).success;
    const inner =
      arrayElement(field) ?? arrayElement((field as unknown as { unwrap?: () => z.ZodType }).unwrap?.());
    const kind = inner ? " (JSON array; or @file.json)" : "";
    lines.push(`${indent}${name}${optional ? "" : " (required)"}${kind}`);
    if (inner) lines.push(...describeFields(inner, `${indent}    `));
  }
  return lines;
}

function help(): string {
  const lines = [
    "usage: classroom partner <action> field=value ... [arrayField=@file.json]",
    "       classroom partner sign [--secret -] [--time UNIX_SECONDS]",
    "       classroom partner live-link [--secret -] --live-url U --account A --nickname N [--live-base B]",
    "",
    "Calls use PARTNER_BASE_URL, PARTNER_SID and PARTNER_SECRET from the environment and print the",
    "JSON result. Exit 0 only when errno is 1 (or register's 135/461: the account exists, its UID",
    "answered) and every batch entry succeeded; failed entries are listed on stderr. Array fields",
    "take JSON text or @file.json.",
    "",
    "sign and live-link read the SECRET from standard input with --secret -; without --secret, from",
    "PARTNER_SECRET, else from piped standard input. --secret VALUE works too but shows it in ps.",
    "",
    "actions:",
  ];
  for (const op of Object.values(operations) as AnyOperation[]) {
    lines.push(`  ${op.name} - ${op.summary}`);
    lines.push(...describeFields(op.params, "      "));
  }
  return `${lines.join("\n")}\n`;
}
