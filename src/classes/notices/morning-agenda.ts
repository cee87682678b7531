/**
 * The morning agenda (issue 20): each teacher and assistant gets one DM at their chosen local time
 * (default 07:30, in their own zone) on a day they teach, listing that day's classes. Nobody gets one on
 * a day without classes.
 *
 * A chain of timed durable jobs (docs/jobs.md), one per quarter hour of UTC, keyed by its slot like the
 * daily purge is keyed by its day: whichever instance claims a slot looks at everyone whose agenda time
 * has come (within AGENDA_LATE_SECONDS, so a restart that missed the moment still sends it) and queues
 * their DM under a dedupe key naming the person and their local date. The claim makes one instance run
 * a slot; the dedupe key makes a person's day one DM however many slots, instances or restarts see it.
 * Every zone's 07:30 (also +05:45 and the like) falls on a quarter hour of UTC.
 */
import { enqueueDm, enqueueJob, type JobHandler, type RenderedMessage } from "../../delivery/index.js";
import type { Locale } from "../../i18n/locale.js";
import type { Logger } from "../../logger.js";
import { type ClassRecord, hasUid, type Store, type StoreTransaction } from "../../store/index.js";
import type { Actor } from "../actor.js";
import { type ClassSummary, classSummarizer } from "../classes-list.js";
import { ALL_SCHOOLS } from "../leaving.js";
import { can } from "../roles.js";
import { type LocalDate, localDateOf, zonedSeconds } from "../schedule/occurrences.js";
import { schoolTimeZone } from "../school-settings.js";

export const AGENDA_JOB = "agenda";

/** 07:30 local, as minutes after midnight. */
export const AGENDA_DEFAULT_MINUTE = 7 * 60 + 30;
/** The times a person may pick on Home: 06:00 to 10:00 on the half hour. */
export const AGENDA_MINUTES: readonly number[] = Array.from({ length: 9 }, (_, i) => 6 * 60 + i * 30);
/** How often the chain looks: every zone's offset is a whole quarter hour. */
const SWEEP_SECONDS = 15 * 60;
/**
 * An agenda not sent by then (the app was down) is no longer a morning agenda; nor is one once the
 * day's first class has begun (dueAgendas).
 */
export const AGENDA_LATE_SECONDS = 3 * 3600;
const DAY = 86_400;

export interface AgendaChoice {
  readonly enabled: boolean;
  readonly minuteOfDay: number;
}

export const DEFAULT_AGENDA_CHOICE: AgendaChoice = { enabled: true, minuteOfDay: AGENDA_DEFAULT_MINUTE };

/** One class of the day, as the agenda tells it. */
export interface AgendaClass {
  readonly cls: ClassSummary;
  readonly students: number;
  /** Students whose Join link was queued. */
  readonly linked: number;
  readonly recorded: boolean;
  /** The person assists rather than teaches it. */
  readonly assisting: boolean;
}

export interface MorningAgenda {
  readonly classes: readonly AgendaClass[];
}

/** Queues the next sweep (idempotent by its slot): at startup, and by each sweep for the next. */
export async function scheduleNextAgenda(
  tx: Pick<StoreTransaction, "outbox">,
  now: number,
): Promise<boolean> {
  const slot = Math.floor(now / SWEEP_SECONDS) + 1;
  const { created } = await enqueueJob(tx, {
    teamId: ALL_SCHOOLS,
    kind: AGENDA_JOB,
    key: String(slot),
    payload: { slot },
    notBefore: slot * SWEEP_SECONDS,
  });
  return created;
}

/** The person's choice (the default when they never chose). */
export async function agendaChoiceOf(
  store: Pick<Store, "agendaPrefs">,
  actor: Pick<Actor, "teamId" | "userId">,
): Promise<AgendaChoice> {
  const pref = await store.agendaPrefs.get(actor.teamId, actor.userId);
  return pref ? { enabled: pref.enabled, minuteOfDay: pref.minuteOfDay } : DEFAULT_AGENDA_CHOICE;
}

/** Home's menu: "off" or one of AGENDA_MINUTES. Only people who may teach have an agenda to choose. */
export async function chooseAgenda(
  store: Pick<Store, "agendaPrefs">,
  actor: Actor,
  choice: "off" | number,
): Promise<{ ok: true; choice: AgendaChoice } | { ok: false }> {
  if (!can(actor.role, "schedule")) return { ok: false };
  if (choice !== "off" && !AGENDA_MINUTES.includes(choice)) return { ok: false };
  const before = await agendaChoiceOf(store, actor);
  const next: AgendaChoice =
    choice === "off"
      ? { enabled: false, minuteOfDay: before.minuteOfDay }
      : { enabled: true, minuteOfDay: choice };
  await store.agendaPrefs.set(actor.teamId, { slackUserId: actor.userId, ...next });
  return { ok: true, choice: next };
}

export interface AgendaDeps {
  readonly store: Store;
  readonly now: () => number;
  /** The person's own zone (Slack's profile); null when unknown: then the school's. */
  readonly timeZoneOf: (teamId: string, slackUserId: string) => Promise<string | null>;
  /** The agenda in its reader's language. */
  readonly render: (agenda: MorningAgenda, locale: Locale) => RenderedMessage;
  /** The reader's language (classes/language.ts); English when not given. */
  readonly localeOf?: (teamId: string, slackUserId: string) => Promise<Locale>;
  readonly logger?: Pick<Logger, "info">;
}

const dateKey = (d: LocalDate) =>
  `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;

/** One sweep: every agenda due now, queued with the job's completion; then the next sweep. */
export function agendaHandler(deps: AgendaDeps): JobHandler {
  return async () => {
    const now = deps.now();
    const dms: { teamId: string; channel: string; message: RenderedMessage; dedupeKey: string }[] = [];
    for (const workspace of await deps.store.workspaces.list()) {
      dms.push(...(await dueAgendas(deps, workspace.teamId, now)));
    }
    if (dms.length > 0) deps.logger?.info({ agendas: dms.length }, "morning agendas queued");
    return {
      async commit(tx) {
        for (const dm of dms) {
          await enqueueDm(tx, {
            teamId: dm.teamId,
            channel: dm.channel,
            text: dm.message.text,
            ...(dm.message.blocks === undefined ? {} : { blocks: dm.message.blocks }),
            dedupeKey: dm.dedupeKey,
          });
        }
        await scheduleNextAgenda(tx, now);
      },
    };
  };
}

async function dueAgendas(deps: AgendaDeps, teamId: string, now: number) {
  const { store } = deps;
  // Anyone's "today" lies within a day either side of now.
  const classes = (await store.classes.listUpcoming(teamId, { now: now - DAY, limit: 1000 })).filter(
    (c) => !c.deleted && c.beginTime < now + 2 * DAY,
  );
  if (classes.length === 0) return [];
  const [people, prefs, summarize, schoolZone] = await Promise.all([
    store.people.list(teamId),
    store.agendaPrefs.list(teamId),
    classSummarizer(store, teamId),
    schoolTimeZone(store, teamId),
  ]);
  const slackIdOf = new Map(
    people.filter(hasUid).flatMap((p) => (p.slackUserId ? [[p.uid, p.slackUserId]] : [])),
  );
  const choiceOf = new Map(prefs.map((p) => [p.slackUserId, p]));
  const staffClasses = new Map<string, ClassRecord[]>();
  for (const c of classes) {
    for (const uid of new Set([c.teacherUid, c.assistantUid])) {
      const slackUserId = uid ? slackIdOf.get(uid) : undefined;
      if (!slackUserId) continue;
      staffClasses.set(slackUserId, [...(staffClasses.get(slackUserId) ?? []), c]);
    }
  }
  const out = [];
  for (const [slackUserId, theirs] of staffClasses) {
    const choice = choiceOf.get(slackUserId) ?? DEFAULT_AGENDA_CHOICE;
    if (!choice.enabled) continue;
    const zone = (await deps.timeZoneOf(teamId, slackUserId)) ?? schoolZone;
    const today = localDateOf(now, zone);
    const at = zonedSeconds(
      today,
      { hour: Math.floor(choice.minuteOfDay / 60), minute: choice.minuteOfDay % 60 },
      zone,
    );
    if (now < at || now >= at + AGENDA_LATE_SECONDS) continue;
    const key = dateKey(today);
    const todays = theirs
      .filter((c) => dateKey(localDateOf(c.beginTime, zone)) === key)
      .sort((a, b) => a.beginTime - b.beginTime);
    if (todays.length === 0) continue;
    // Late (the app was down at the chosen time): sent only while none of the day's classes has begun.
    const late = now >= at + SWEEP_SECONDS;
    if (late && todays.some((c) => c.beginTime <= now)) continue;
    const agenda: MorningAgenda = {
      classes: await Promise.all(
        todays.map(async (c): Promise<AgendaClass> => {
          const [enrolled, links] = await Promise.all([
            store.enrolments.listForClass(teamId, c.classId),
            store.studentLinks.listForClass(teamId, c.classId),
          ]);
          return {
            cls: summarize(c),
            students: enrolled.length,
            linked: links.filter((l) => l.linkedAt !== null).length,
            recorded: c.record,
            assisting: slackIdOf.get(c.teacherUid) !== slackUserId,
          };
        }),
      ),
    };
    out.push({
      teamId,
      channel: slackUserId,
      message: deps.render(agenda, deps.localeOf ? await deps.localeOf(teamId, slackUserId) : "en"),
      dedupeKey: `agenda:${key}:${slackUserId}`,
    });
  }
  return out;
}
