/**
 * Reminder DMs before class, held by Slack (chat.scheduleMessage) so they arrive even if the app is down.
 * Slack takes them at most 120 days ahead and at most 30 per 5 minutes per channel; whatever does not fit
 * now is left for the periodic sweep, which also cancels reminders of removed students and deleted
 * classes and moves those whose class time changed. The scheduled ids are stored so each can be cancelled.
 * Who is reminded, when and with what message is the plan's to say (`src/classes/notices/reminders.ts`,
 * passed in from main.ts); this adapter keeps Slack's scheduled messages and the store's rows in step.
 */
import type { KnownBlock } from "@slack/types";
import type { WebClient } from "@slack/web-api";
import type { Clock } from "../clock.js";
import type { Logger } from "../logger.js";
import { SCHEDULED_MESSAGE_LIMITS } from "../slack-api-limits.js";
import type { ClassRecord, Reminder, Store } from "../store/index.js";
import { ChannelBudget } from "./channel-budget.js";
import type { RenderedMessage } from "./payload.js";
import type { TokenFor } from "./slack-post.js";

/** Slack's answers for a token that no longer works: nothing more can be asked with it. */
const TOKEN_GONE = new Set(["token_revoked", "invalid_auth", "account_inactive", "not_authed"]);

/** Slack refuses a post_at that is not in the future; leave room for the call's own time. */
const POST_AT_MIN_LEAD_SECONDS = 60;
export const DEFAULT_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/** A class's reminders as they should be. */
export interface ReminderPlan {
  /** When they are posted (Unix seconds). */
  readonly postAt: number;
  /** Each student to remind, by Slack user id; `message` undefined: not ready, left for the sweep. */
  readonly recipients: readonly { readonly slackUserId: string; readonly message?: RenderedMessage }[];
}

/**
 * Decides a class's reminders (`cls` is neither deleted nor unknown): every enrolled student in the
 * directory, or only those of `uids` (partner UIDs) when given.
 */
export type PlanReminders = (
  store: Store,
  cls: ClassRecord,
  uids: readonly string[] | undefined,
) => Promise<ReminderPlan>;

export interface RemindersOptions {
  readonly store: Store;
  readonly plan: PlanReminders;
  /** The bot's Web API client (chat.scheduleMessage / chat.deleteScheduledMessage). */
  readonly slack: Pick<WebClient, "chat">;
  /**
   * Each workspace's bot token, passed with every call (OAuth mode); without it the client's own
   * token is used for every workspace.
   */
  readonly tokenFor?: TokenFor;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly sweepIntervalMs?: number;
}

export interface ScheduleOptions {
  /** Replace reminders even when their time is right, because their content changed (recording on). */
  readonly replace?: boolean;
}

export interface ScheduleOutcome {
  readonly scheduled: number;
  /** Already scheduled for the right time. */
  readonly kept: number;
  /** Left for the sweep: more than 120 days ahead, or the channel's 30 per 5 minutes are used up. */
  readonly deferred: number;
  readonly cancelled: number;
  readonly failed: number;
}

export interface SweepOutcome extends ScheduleOutcome {
  readonly classes: number;
}

function slackError(err: unknown): string {
  const data = (err as { data?: { error?: unknown } }).data;
  if (typeof data?.error === "string") return data.error;
  const code = (err as { code?: unknown }).code;
  return code === "slack_webapi_rate_limited_error" ? "ratelimited" : String(code ?? "request_failed");
}

function errorCode(err: unknown): string {
  if (!(err instanceof Error)) return "unknown error";
  const code = (err as { code?: unknown }).code;
  return typeof code === "string" ? `${err.name} ${code}` : err.name;
}

const add = (a: ScheduleOutcome, b: ScheduleOutcome): ScheduleOutcome => ({
  scheduled: a.scheduled + b.scheduled,
  kept: a.kept + b.kept,
  deferred: a.deferred + b.deferred,
  cancelled: a.cancelled + b.cancelled,
  failed: a.failed + b.failed,
});
const NONE: ScheduleOutcome = { scheduled: 0, kept: 0, deferred: 0, cancelled: 0, failed: 0 };

export class Reminders {
  readonly #o: RemindersOptions;
  readonly #budget = new ChannelBudget();
  #timer: NodeJS.Timeout | undefined;
  #sweeping: Promise<unknown> | undefined;

  constructor(options: RemindersOptions) {
    this.#o = options;
  }

  /**
   * The token argument for a call in `teamId`: `{}` (the client's own token) without `tokenFor`,
   * undefined when the workspace has no installation any more (nothing can be done there).
   */
  async #auth(teamId: string): Promise<{ token?: string } | undefined> {
    if (!this.#o.tokenFor) return {};
    const token = await this.#o.tokenFor(teamId);
    if (token === undefined) {
      this.#o.logger.warn({ team: teamId }, "reminders: the workspace has no installation; skipped");
      return undefined;
    }
    return { token };
  }

  async #deleteInSlack(r: Reminder): Promise<boolean> {
    try {
      const auth = await this.#auth(r.teamId);
      // Uninstalled: Slack drops the app's scheduled messages itself.
      if (!auth) return true;
      await this.#o.slack.chat.deleteScheduledMessage({
        ...auth,
        channel: r.channelId,
        scheduled_message_id: r.scheduledMessageId,
      });
      return true;
    } catch (err) {
      const code = slackError(err);
      // Already posted or already gone: nothing left to cancel.
      if (code === "invalid_scheduled_message_id") return true;
      this.#o.logger.warn(
        { team: r.teamId, classId: r.classId, user: r.slackUserId, code },
        "reminder not cancelled",
      );
      return false;
    }
  }

  async #cancel(r: Reminder): Promise<boolean> {
    if (!(await this.#deleteInSlack(r))) return false;
    await this.#o.store.reminders.remove(r.teamId, r.classId, r.slackUserId);
    return true;
  }

  /**
   * Makes the class's reminders match its students and time: schedules missing ones (all enrolled
   * students, or only `uids`), moves those at a wrong time, and (when called for the whole class)
   * cancels those of students no longer enrolled. A deleted or unknown class loses all its reminders.
   */
  async scheduleReminders(
    teamId: string,
    classId: number,
    uids?: readonly string[],
    options: ScheduleOptions = {},
  ): Promise<ScheduleOutcome> {
    const { store, clock } = this.#o;
    const cls = await store.classes.get(teamId, classId);
    if (!cls || cls.deleted) return { ...NONE, cancelled: await this.cancelReminders(teamId, classId) };
    const { postAt, recipients } = await this.#o.plan(store, cls, uids);
    const now = clock();
    const existing = new Map(
      (await store.reminders.listForClass(teamId, classId)).map((r) => [r.slackUserId, r]),
    );
    let outcome = NONE;
    if (uids === undefined) {
      const keep = new Set(recipients.map((s) => s.slackUserId));
      for (const r of existing.values()) {
        if (!keep.has(r.slackUserId) && (await this.#cancel(r)))
          outcome = add(outcome, { ...NONE, cancelled: 1 });
      }
    }
    if (postAt <= now + POST_AT_MIN_LEAD_SECONDS) return outcome;
    const auth = recipients.length > 0 ? await this.#auth(teamId) : {};
    if (!auth) return { ...outcome, failed: outcome.failed + recipients.length };
    const tooFar = postAt > now + SCHEDULED_MESSAGE_LIMITS.maxAheadSeconds;
    for (const { slackUserId: channel, message } of recipients) {
      const before = existing.get(channel);
      if (before && before.postAt === postAt && !options.replace) {
        outcome = add(outcome, { ...NONE, kept: 1 });
        continue;
      }
      if (tooFar || !message || !this.#budget.hasRoom(channel, now)) {
        // A reminder at the wrong time is worse than none until the sweep can place it.
        if (before && before.postAt !== postAt) await this.#cancel(before);
        outcome = add(outcome, { ...NONE, deferred: 1 });
        continue;
      }
      try {
        const res = await this.#o.slack.chat.scheduleMessage({
          ...auth,
          channel,
          post_at: postAt,
          text: message.text,
          // Rendered by the Slack views, which build Block Kit.
          ...(message.blocks && { blocks: message.blocks as KnownBlock[] }),
        });
        this.#budget.spend(channel, now);
        const { replaced } = await store.reminders.set(teamId, {
          classId,
          slackUserId: channel,
          channelId: res.channel ?? channel,
          scheduledMessageId: String(res.scheduled_message_id),
          postAt,
        });
        if (replaced && replaced.scheduledMessageId !== res.scheduled_message_id)
          await this.#deleteInSlack(replaced);
        outcome = add(outcome, { ...NONE, scheduled: 1 });
      } catch (err) {
        const code = slackError(err);
        if (code === "restricted_too_many" || code === "ratelimited") {
          this.#budget.exhaust(channel, now);
          outcome = add(outcome, { ...NONE, deferred: 1 });
        } else {
          // The code only: the message carries the student's link.
          this.#o.logger.warn({ team: teamId, classId, user: channel, code }, "reminder not scheduled");
          outcome = add(outcome, { ...NONE, failed: 1 });
        }
      }
    }
    return outcome;
  }

  /** Cancels the reminders of these students (partner UIDs), or of the whole class when none are given. */
  async cancelReminders(teamId: string, classId: number, uids?: readonly string[]): Promise<number> {
    const { store } = this.#o;
    let reminders = await store.reminders.listForClass(teamId, classId);
    if (uids !== undefined) {
      const people = await Promise.all(uids.map((u) => store.people.findByUid(teamId, u)));
      const users = new Set(people.flatMap((p) => (p ? [p.slackUserId] : [])));
      reminders = reminders.filter((r) => users.has(r.slackUserId));
    }
    let cancelled = 0;
    for (const r of reminders) if (await this.#cancel(r)) cancelled += 1;
    return cancelled;
  }

  /**
   * A school leaving: every reminder still to come deleted in Slack while the token may still work.
   * The rows go with the rest of the school's data; once Slack refuses the token, no more are tried
   * (Slack drops an uninstalled app's scheduled messages itself).
   */
  async cancelTeam(teamId: string): Promise<{ cancelled: number; left: number }> {
    const { store, clock } = this.#o;
    const due = (await store.reminders.listForTeam(teamId)).filter((r) => r.postAt > clock());
    const auth = due.length > 0 ? await this.#auth(teamId) : {};
    // No installation: no token to ask with (and Slack drops an uninstalled app's messages itself).
    if (!auth) return { cancelled: 0, left: due.length };
    let cancelled = 0;
    for (const [i, r] of due.entries()) {
      try {
        await this.#o.slack.chat.deleteScheduledMessage({
          ...auth,
          channel: r.channelId,
          scheduled_message_id: r.scheduledMessageId,
        });
        cancelled += 1;
      } catch (err) {
        const code = slackError(err);
        if (code === "invalid_scheduled_message_id") continue;
        if (code !== undefined && TOKEN_GONE.has(code)) return { cancelled, left: due.length - i };
      }
    }
    return { cancelled, left: 0 };
  }

  /** One pass over every workspace: schedules what came within range, cancels what is stale. */
  async sweep(): Promise<SweepOutcome> {
    const { store, clock } = this.#o;
    let outcome = NONE;
    let classes = 0;
    for (const workspace of await store.workspaces.list()) {
      const teamId = workspace.teamId;
      const upcoming = await store.classes.listUpcoming(teamId, { limit: 1000 });
      const live = new Set(upcoming.map((c) => c.classId));
      for (const c of upcoming) {
        if (c.beginTime - clock() > SCHEDULED_MESSAGE_LIMITS.maxAheadSeconds + 24 * 3600) break;
        classes += 1;
        outcome = add(outcome, await this.scheduleReminders(teamId, c.classId));
      }
      // Reminders of classes no longer upcoming: deleted (cancel in Slack) or past (already posted).
      for (const r of await store.reminders.listForTeam(teamId)) {
        if (live.has(r.classId)) continue;
        if (r.postAt <= clock()) await store.reminders.remove(teamId, r.classId, r.slackUserId);
        else if (await this.#cancel(r)) outcome = add(outcome, { ...NONE, cancelled: 1 });
      }
    }
    return { ...outcome, classes };
  }

  /** Starts the periodic sweep (one at a time; a failed pass is logged and the next one runs). */
  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      if (this.#sweeping) return;
      this.#sweeping = this.sweep()
        // The name and code only: an error from a call made with a reminder could quote its Join link.
        .catch((err: unknown) => this.#o.logger.error({ err: errorCode(err) }, "reminder sweep failed"))
        .finally(() => {
          this.#sweeping = undefined;
        });
    }, this.#o.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS);
    this.#timer.unref();
  }

  /** Stops the sweep and waits for a pass in progress. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#sweeping;
  }
}
