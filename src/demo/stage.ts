/**
 * The demo's stage: plays what people do through signed Slack requests and prints what each of them
 * sees, rendered in the reader's own zone. The scripts (script.ts, workspaces.ts) tell the stories.
 */
import type { SignedClient, SlackActor } from "../slack-standin/index.js";
import { renderView, type SlackView } from "../slack-standin/index.js";
import { formatTranscript, type SeenEntry, seenByEveryone } from "../slack-standin/transcript.js";
import type { BootedStack } from "./boot.js";

type View = SlackView;

/** How long a scene waits for the app's answer: generous, because the demo also runs in CI on a loaded machine. */
export const WAIT_MS = 30_000;

export class Demo {
  constructor(
    readonly stack: BootedStack,
    private readonly write: (text: string) => void,
    /** Whose workspace the people act in; default the stack's own. */
    private readonly client: SignedClient = stack.slack,
  ) {}

  /** A member of this demo's workspace. */
  as(userId: string): SlackActor {
    return this.client.as(userId);
  }

  print(text: string): void {
    this.write(text);
  }

  scene(title: string): void {
    this.write(`\n━━ ${title} ${"━".repeat(Math.max(3, 70 - title.length))}\n`);
  }

  say(text: string): void {
    this.write(`▶ ${text}\n`);
  }

  /** Prints what everybody saw in Slack since `mark` (recorded Web API calls and response URLs). */
  showSince(mark: number): void {
    const entries = seenByEveryone(this.stack.standin, { sinceSeq: mark });
    if (entries.length > 0) this.write(`${indent(formatTranscript(this.stack.standin, entries))}\n`);
  }

  /** Only what `keep` picks of what everybody saw since `mark` (timed jobs also ran meanwhile). */
  showOnly(mark: number, keep: (entry: SeenEntry) => boolean): void {
    const entries = seenByEveryone(this.stack.standin, { sinceSeq: mark }).filter(keep);
    if (entries.length > 0) this.write(`${indent(formatTranscript(this.stack.standin, entries))}\n`);
  }

  /** A modal page the app returned with `response_action: "update"` (Slack shows it in place). */
  showUpdate(userId: string, view: Record<string, unknown> | undefined): void {
    if (!view) return;
    const { knownUsers } = this.stack.standin;
    const lines = renderView(view, {
      timeZone: knownUsers.get(userId)?.tz ?? "UTC",
      // People are named as in every other page the demo shows (Slack shows their names in pickers).
      userName: (id) => {
        const u = knownUsers.get(id);
        return u?.display_name ?? u?.real_name ?? u?.name;
      },
    });
    this.write(
      `${indent(`@${nameOf(this.stack, userId)} sees the form:\n${lines.map((l) => `    ${l}`).join("\n")}`)}\n`,
    );
  }

  async command(userId: string, text: string): Promise<number> {
    const mark = this.stack.standin.calls.length;
    this.say(`@${nameOf(this.stack, userId)} types  /class ${text}`);
    const res = await this.as(userId).command(`/class ${text}`);
    if (res.status !== 200) throw new Error(`/class ${text} answered HTTP ${res.status}`);
    return mark;
  }

  async waitForReply(mark: number): Promise<void> {
    await this.stack.standin.waitFor(
      ["response_url", "chat.postEphemeral", "chat.postMessage"],
      (c) => c.seq >= mark,
      WAIT_MS,
    );
    this.showSince(mark);
  }

  /** Waits for a DM to `userId` since `mark` whose text matches, then shows the DMs they got since. */
  async waitForDm(userId: string, mark: number, text: RegExp): Promise<void> {
    await this.stack.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.args.channel === userId && text.test(JSON.stringify(c.args)),
      WAIT_MS,
    );
    this.showOnly(mark, (e) => e.userId === userId && e.kind === "dm");
  }

  async waitForModal(userId: string, callbackId: string, mark: number): Promise<View> {
    const view = await this.stack.standin.waitForView({
      callbackId,
      userId,
      sinceSeq: mark,
      timeoutMs: WAIT_MS,
    });
    this.showSince(mark);
    return view;
  }

  async click(
    userId: string,
    view: View,
    button: string,
    next: string,
    query: { near?: string; value?: string } = {},
  ) {
    const mark = this.stack.standin.calls.length;
    this.say(`@${nameOf(this.stack, userId)} clicks "${button}"`);
    const res = await this.as(userId).clickButton(view, button, query);
    if (res.status !== 200) throw new Error(`clicking ${button} answered HTTP ${res.status}`);
    return this.waitForModal(userId, next, mark);
  }

  async submit(userId: string, view: View, answers: Record<string, string | string[]>, what: string) {
    this.say(`@${nameOf(this.stack, userId)} ${what}`);
    const result = await this.as(userId).submit(view, answers);
    if (result.responseAction === "errors") {
      this.write(
        `${indent(
          `The form shows, next to each field:\n${Object.entries(result.errorsByLabel)
            .map(([k, v]) => `    ${k}: ${v}`)
            .join("\n")}`,
        )}\n`,
      );
    } else {
      this.showUpdate(userId, result.view as Record<string, unknown> | undefined);
    }
    // Carry the modal's id over, as Slack keeps the same modal open with the new content.
    return { result, view: { ...view, ...(result.view ?? {}), id: view.id, state: { values: {} } } as View };
  }
}

function indent(text: string): string {
  return text
    .split("\n")
    .map((l) => `   ${l}`)
    .join("\n");
}

function nameOf(stack: BootedStack, userId: string): string {
  const u = stack.standin.knownUsers.get(userId);
  return u?.display_name ?? u?.name ?? userId;
}
