/**
 * What a whole e2e run sent people through Slack, for the issue 20 nets (test/e2e/school-in-chinese*):
 * the readable texts of every Slack call the stand-in recorded and of the app's acks, the words of the
 * files it uploaded, and the check that the English found is exactly the known list and that every
 * surface the run must reach was read.
 */
import { expect } from "vitest";
import type { BootedStack } from "../../src/demo/boot.js";
import type { JsonObject, PostedMessage, RecordedCall, SlackStandin } from "../../src/slack-standin/index.js";
import { markersAgainstWideText } from "./cjk-markup.js";
import { type EnglishFinding, findEnglish, readableTexts, type SaidText } from "./english-left.js";

/** An English run a net still expects, named by the surface it was found on. */
export interface KnownEnglish {
  readonly surface: string;
  readonly method: string;
  readonly run: string;
}

/**
 * Makes every actor `h.as(...)` returns record the app's answers (a submission's view or errors, a
 * command's reply) into `acks`: those texts never pass through a Slack call.
 */
export function recordAcks(h: BootedStack, acks: SaidText[]): void {
  const as = h.as.bind(h);
  (h as { as: BootedStack["as"] }).as = (userId, defaults) => recording(as(userId, defaults), userId, acks);
}

function recording<A extends object>(actor: A, userId: string, acks: SaidText[]): A {
  return new Proxy(actor, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== "function" || prop === "fill") return value;
      return async (...args: unknown[]) => {
        const answer = await value.apply(target, args);
        if (Array.isArray(answer)) {
          // suggest(): the options an external select offers.
          for (const o of answer as { option?: unknown }[])
            acks.push(...readableTexts(`ack:${String(prop)}`, userId, o.option));
          return answer;
        }
        const json = (answer as { json?: unknown } | undefined)?.json;
        if (json && typeof json === "object")
          acks.push(...readableTexts(`ack:${String(prop)}`, userId, json));
        return answer;
      };
    },
  });
}

/** The button with `actionId` (and `value`) on a view or message: clicked by the words it shows. */
export function buttonOf(
  target: { blocks?: unknown },
  actionId: string | RegExp,
  value?: string,
): { text: string; value?: string } {
  let found: { text: string; value?: string } | undefined;
  const walk = (node: unknown): void => {
    if (found) return;
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") {
      const o = node as JsonObject;
      if (
        o.type === "button" &&
        typeof o.action_id === "string" &&
        (typeof actionId === "string" ? o.action_id === actionId : actionId.test(o.action_id)) &&
        (value === undefined || o.value === value) &&
        typeof (o.text as JsonObject | undefined)?.text === "string"
      ) {
        found = {
          text: String((o.text as JsonObject).text),
          ...(typeof o.value === "string" && { value: o.value }),
        };
        return;
      }
      Object.values(o).forEach(walk);
    }
  };
  walk(target.blocks);
  if (!found) throw new Error(`no button ${actionId}${value ? ` (${value})` : ""}`);
  return found;
}

/** `userId` clicks the button `actionId` (and `value`) on a view or message. */
export async function press(
  h: BootedStack,
  userId: string,
  target: JsonObject | PostedMessage,
  actionId: string | RegExp,
  value?: string,
): Promise<void> {
  const button = buttonOf(target as { blocks?: unknown }, actionId, value);
  const res = await h
    .as(userId)
    .clickButton(target, button.text, button.value ? { value: button.value } : {});
  expect(res.status).toBe(200);
}

/** Methods whose arguments a person reads. */
const READ_METHODS = new Set([
  "chat.postMessage",
  "chat.update",
  "chat.postEphemeral",
  "chat.scheduleMessage",
  "views.open",
  "views.update",
  "views.push",
  "views.publish",
  "response_url",
  "files.completeUploadExternal",
  "files.getUploadURLExternal",
]);

/** The words inside the files the app uploaded (a calendar file's event titles and descriptions). */
function uploadedWords(standin: SlackStandin): SaidText[] {
  return standin.messages.flatMap((m) =>
    (m.files ?? []).flatMap((f) =>
      f.content
        .replace(/\r?\n[ \t]/g, "")
        .split(/\r?\n/)
        .filter((line) => /^(SUMMARY|DESCRIPTION|LOCATION)[;:]/.test(line))
        .map((line) => ({
          method: "file content",
          to: f.filename,
          field: line.slice(0, line.search(/[;:]/)),
          text: line
            .slice(line.indexOf(":") + 1)
            .replace(/\\n/gi, "\n")
            .replace(/\\([,;\\])/g, "$1"),
        })),
    ),
  );
}

/**
 * Every readable text the app sent through Slack: its calls (but those `skip` leaves out, such as what
 * a person who chose English was shown) and the files it uploaded.
 */
export function sentToSlack(
  standin: SlackStandin,
  skip: (c: RecordedCall) => boolean = () => false,
): SaidText[] {
  return [
    ...uploadedWords(standin),
    ...standin.calls
      .filter((c) => READ_METHODS.has(c.method) && !skip(c))
      .flatMap((c) => {
        const view = c.args.view as JsonObject | undefined;
        const to = String(
          c.args.channel ??
            c.args.user_id ??
            view?.callback_id ??
            c.responseUrl?.userId ??
            c.args.view_id ??
            "",
        );
        return readableTexts(
          c.method,
          view?.callback_id ? `${to} (${String(view.callback_id)})` : to,
          c.args,
        );
      }),
  ];
}

/**
 * The net's check: every block of `surfaces` was read, and the English found in `said` (once the
 * people's own text is out) is exactly `known` — a new English string fails, and so does a translated
 * one left on the list. What is new is printed ready to paste or fix.
 */
export function expectEnglishLeft(
  said: readonly SaidText[],
  ownText: readonly string[],
  known: readonly KnownEnglish[],
  surfaces: readonly string[],
): void {
  const blocks = new Set(said.map((x) => /\(block ([^)]+)\)/.exec(x.field)?.[1]));
  for (const block of surfaces) expect(blocks.has(block), `nothing was read from ${block}`).toBe(true);
  const findings = findEnglish(said, ownText);
  const report = (f: EnglishFinding) =>
    `${f.method} → ${f.to} · ${f.field}\n    «${f.run}»\n    in: ${f.text.slice(0, 300)}`;
  const found = [...new Set(findings.map((f) => `${f.method} | ${f.run}`))].sort();
  const expected = [...new Set(known.map((k) => `${k.method} | ${k.run}`))].sort();
  const unlisted = found.filter((f) => !expected.includes(f));
  const fresh = findings.filter((f) => unlisted.includes(`${f.method} | ${f.run}`));
  if (fresh.length > 0) console.log(`English left (${fresh.length}):\n${fresh.map(report).join("\n")}`);
  const gone = expected.filter((k) => !found.includes(k));
  if (gone.length > 0) console.log(`translated now, take off KNOWN_LEFT:\n  ${gone.join("\n  ")}`);
  if (unlisted.length > 0)
    console.log(
      `not in KNOWN_LEFT:\n${unlisted
        .map((f) => {
          const [method, run] = f.split(" | ");
          const first = findings.find((x) => x.method === method && x.run === run);
          return `  { surface: "${first?.to} ${first?.field}", method: "${method}", run: ${JSON.stringify(run)} },`;
        })
        .join("\n")}`,
    );
  expect(found).toEqual(expected);
}

/** Each `*bold*` or `` `code` `` span in `said` that stands against Chinese text (see cjk-markup.ts). */
export function markersStuckToWideText(said: readonly SaidText[]): string[] {
  return said
    .filter((x) => x.method !== "file content")
    .flatMap((x) =>
      markersAgainstWideText(x.text).map((piece) => `${x.method} ${x.to} ${x.field}: ${piece}`),
    );
}
