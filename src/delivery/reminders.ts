/**
 * Reminder DMs before class, held by Slack (chat.scheduleMessage) so they arrive even if the app is down.
 * Slack takes them at most 120 days ahead and at most 30 per 5 minutes per channel; whatever does not fit
 * now is left for the periodic sweep, which also cancels reminders of removed students and deleted
 * classes and moves those whose class time changed. The scheduled ids are stored so each can be cancelled.
 */
import type { WebClient } from "@slack/web-api";
import { schoolSettings } from "../classes/school-settings.js";
import { studentLinksFor } from "../classes/student-links.js";
import type { Clock } from "../clock.js";
import type { Logger } from "../logger.js";
import { reminderMessage } from "../slack/views/live-link.js";
import { SCHEDULED_MESSAGE_LIMITS } from "../slack-api-limits.js";
import type { Reminder, Store } from "../store/index.js";
import { ChannelBudget } from "./channel-budget.js";

/** Slack refuses a post_at that is not in the future; leave room for the call's own time. */
const MIN_LEAD_SECONDS = 60;
export const DEFAULT_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

export interface RemindersOptions {
  readonly store: Store;
  /** The bot's Web API client (chat.scheduleMessage / chat.deleteScheduledMessage). */
  readonly slack: Pick<WebClient, "chat">;
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

  async #deleteInSlack(r: Reminder): Promise<boolean> {
    try {
      await this.#o.slack.chat.deleteScheduledMessage({
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
    const workspace = await store.workspaces.get(teamId);
    const postAt = cls.beginTime - schoolSettings(workspace).reminderMinutes * 60;
    const now = clock();
    const enrolled = (await store.enrolments.listForClass(teamId, classId)).map((e) => e.studentUid);
    const wanted = uids === undefined ? enrolled : enrolled.filter((u) => uids.includes(u));
    const { students } = await studentLinksFor(store, { teamId, classIds: [classId], studentUids: wanted });
    const existing = new Map(
      (await store.reminders.listForClass(teamId, classId)).map((r) => [r.slackUserId, r]),
    );
    let outcome = NONE;
    if (uids === undefined) {
      const keep = new Set(students.map((s) => s.slackUserId));
      for (const r of existing.values()) {
        if (!keep.has(r.slackUserId) && (await this.#cancel(r)))
          outcome = add(outcome, { ...NONE, cancelled: 1 });
      }
    }
    if (postAt <= now + MIN_LEAD_SECONDS) return outcome;
    const tooFar = postAt > now + SCHEDULED_MESSAGE_LIMITS.maxAheadSeconds;
    for (const student of students) {
      const before = existing.get(student.slackUserId);
      if (before && before.postAt === postAt && !options.replace) {
        outcome = add(outcome, { ...NONE, kept: 1 });
        continue;
      }
      const [classLink] = student.classes;
      const channel = student.slackUserId;
      if (tooFar || !classLink || !this.#budget.hasRoom(channel, now)) {
        // A reminder at the wrong time is worse than none until the sweep can place it.
        if (before && before.postAt !== postAt) await this.#cancel(before);
        outcome = add(outcome, { ...NONE, deferred: 1 });
        continue;
      }
      const message = reminderMessage(classLink, Math.round((cls.beginTime - postAt) / 60));
      try {
        const res = await this.#o.slack.chat.scheduleMessage({
          channel,
          post_at: postAt,
          text: message.text,
          blocks: message.blocks,
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
