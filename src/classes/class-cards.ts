/**
 * Class cards in channels (`/class share`): a teacher (of the course) or an admin posts a card of a
 * class, or of a weekly series, in a channel the app is a member of. The card is posted through the
 * outbox and recorded (class_cards), so every later change (a move, the seats, a cancel, the end of
 * the class) edits it. A click on its Join button is answered per person, from the store, never from
 * the button: an enrolled student gets their own link, a teacher of the class may add the channel's
 * students, anyone else is told whom to ask.
 *
 * A card is read by everyone in the channel: it is written in the language of the person who shared
 * it, kept on the card so every edit reads the same; what a click answers is the clicker's own.
 */
import { enqueueChannelPost, enqueueEdit, isChannelId } from "../delivery/index.js";
import type { ClassCard, ClassRecord, Store, StoreTransaction } from "../store/index.js";
import { type Actor, type ClassRefusal, classAccess, uidOf } from "./actor.js";
import { wasMoved } from "./cancelled-by.js";
import { type ClassSummary, classSummarizer } from "./classes-list.js";
import type { ClassesDeps } from "./deps.js";
import { recordJoinClick } from "./join-clicks.js";
import { localeOf } from "./language.js";
import type { ChangedBy, NoticeRenderer } from "./notices/renderer.js";
import { everyWeeksOf } from "./schedule/rhythm.js";
import { type ClassLink, studentLinksFor } from "./student-links.js";

/** What a card shows: facts only, worded by the renderer. */
export interface ClassCardFacts {
  readonly cardId: number;
  /** The class shown: a series card's next class (or its last, once all are over or cancelled). */
  readonly cls: ClassSummary;
  readonly seatNum: number;
  /** A series card: how many classes it has, how many are still ahead, its first and last dates. */
  readonly series: {
    readonly total: number;
    readonly ahead: number;
    readonly first: number;
    readonly last: number;
    /** Every how many weeks it meets (1: weekly), read back from its classes. */
    readonly everyWeeks: number;
  } | null;
  /** Cancelled: by whom, and why when the canceller said (as typed). */
  readonly state: "open" | "ended" | { readonly cancelledBy: ChangedBy; readonly reason?: string };
}

type CardStore = Pick<StoreTransaction, "classes" | "people" | "courses">;

async function cancelledByOf(store: CardStore, cls: ClassRecord): Promise<ChangedBy> {
  const by = cls.cancelledBy ?? "school";
  if (by === "school") return "school";
  const userId = by.startsWith("moved:") ? by.slice("moved:".length) : by;
  const person = await store.people.getBySlackUser(cls.teamId, userId);
  return person ? { name: person.displayName } : "admin";
}

/** The canceller's reason, when they gave one. */
function reasonOf(cls: ClassRecord): { reason?: string } {
  return cls.cancelReason ? { reason: cls.cancelReason } : {};
}

/** The card as it reads now; undefined when its class is no longer known at all. */
export async function cardFacts(
  store: CardStore,
  card: ClassCard,
  now: number,
): Promise<ClassCardFacts | undefined> {
  const summarize = await classSummarizer(store, card.teamId);
  const shared = await store.classes.get(card.teamId, card.classId);
  if (card.seriesId !== null) {
    const all = await store.classes.listSeries(card.teamId, card.seriesId);
    const ahead = all.filter((c) => c.endTime > now);
    const first = all[0];
    const last = all.at(-1);
    if (first && last) {
      const shown = ahead[0] ?? last;
      return {
        cardId: card.cardId,
        cls: summarize(shown),
        seatNum: shown.seatNum,
        series: {
          total: all.length,
          ahead: ahead.length,
          first: first.beginTime,
          last: last.beginTime,
          everyWeeks: everyWeeksOf(all.map((c) => c.beginTime)),
        },
        state: ahead.length > 0 ? "open" : "ended",
      };
    }
    // Every class of the series was cancelled: the card says who cancelled the last of them.
    const cancelled = (await store.classes.listSeriesCancelled(card.teamId, card.seriesId)).at(-1) ?? shared;
    if (!cancelled) return undefined;
    return {
      cardId: card.cardId,
      cls: summarize(cancelled),
      seatNum: cancelled.seatNum,
      series: null,
      state: { cancelledBy: await cancelledByOf(store, cancelled), ...reasonOf(cancelled) },
    };
  }
  if (!shared) return undefined;
  const gone = shared.deleted || shared.cancelledAt != null;
  return {
    cardId: card.cardId,
    cls: summarize(shared),
    seatNum: shared.seatNum,
    series: null,
    state: gone
      ? {
          cancelledBy:
            shared.cancelledAt != null || wasMoved(shared) ? await cancelledByOf(store, shared) : "school",
          ...reasonOf(shared),
        }
      : shared.endTime <= now
        ? "ended"
        : "open",
  };
}

export interface ShareRequest {
  readonly classId: number;
  /** Share the whole weekly series the class belongs to (a series picked as one). */
  readonly series: boolean;
  /** The channel the command was typed in. */
  readonly channel: string;
}

/** Why a card was not shared: facts the sharer's view words. */
export type ShareRefusal =
  | { readonly kind: "access"; readonly refusal: ClassRefusal }
  | { readonly kind: "not-a-channel" }
  | { readonly kind: "ended"; readonly name: string };

export type ShareResult =
  | { readonly ok: true; readonly cardId: number; readonly name: string; readonly series: boolean }
  | { readonly ok: false; readonly why: ShareRefusal };

/**
 * Records the card and queues its post in one transaction. The Slack layer has already checked the
 * app is a member of the channel; access is checked here, on every share.
 */
export async function shareClassCard(
  deps: Pick<ClassesDeps, "store" | "clock" | "profileLocaleOf"> & {
    readonly noticeRenderer: NoticeRenderer;
  },
  actor: Actor,
  request: ShareRequest,
): Promise<ShareResult> {
  const access = await classAccess(deps.store, actor, "share", request.classId);
  if (!access.ok) return { ok: false, why: { kind: "access", refusal: access.refusal } };
  const { cls } = access;
  if (!isChannelId(request.channel)) return { ok: false, why: { kind: "not-a-channel" } };
  const series = request.series && cls.seriesId !== null;
  const now = deps.clock();
  if (!series && cls.endTime <= now) return { ok: false, why: { kind: "ended", name: cls.name } };
  // Read before the transaction: it may ask Slack for the sharer's locale.
  const locale = await localeOf(deps, actor.teamId, actor.userId);
  const card = await deps.store.transaction(async (tx) => {
    const created = await tx.classCards.create(actor.teamId, {
      classId: cls.classId,
      seriesId: series ? cls.seriesId : null,
      channelId: request.channel,
      sharedBy: actor.userId,
      locale,
    });
    const facts = await cardFacts(tx, created, now);
    if (!facts) throw new Error("the class of a card just made is not in the store");
    const message = deps.noticeRenderer.classCard(facts, created.locale);
    await enqueueChannelPost(tx, {
      teamId: actor.teamId,
      channel: request.channel,
      dedupeKey: created.postKey,
      text: message.text,
      ...(message.blocks === undefined ? {} : { blocks: message.blocks }),
    });
    await tx.audit.recordAdminChange(actor.teamId, {
      actor: actor.userId,
      operation: "class.share",
      summary: { classId: cls.classId, className: cls.name, series, channel: request.channel },
    });
    return created;
  });
  return { ok: true, cardId: card.cardId, name: cls.name, series };
}

export interface EditCardsInput {
  readonly teamId: string;
  /** The classes that changed; cards of their series are edited too. */
  readonly classes: readonly Pick<ClassRecord, "classId" | "seriesId">[];
  /** Names the change (`cancel:<class id>`): the same change twice edits each card once. */
  readonly cause: string;
  readonly now: number;
}

/**
 * Queues, in `tx`, one edit per card about these classes, reading as the store says now: call it
 * after the change is written. Returns how many cards are edited.
 */
export async function editClassCards(
  tx: Pick<StoreTransaction, "classes" | "people" | "courses" | "classCards" | "outbox">,
  render: Pick<NoticeRenderer, "classCard">,
  input: EditCardsInput,
): Promise<number> {
  const cards = await tx.classCards.listAbout(input.teamId, {
    classIds: input.classes.map((c) => c.classId),
    seriesIds: input.classes.flatMap((c) => (c.seriesId ? [c.seriesId] : [])),
  });
  let edited = 0;
  for (const card of cards) {
    const facts = await cardFacts(tx, card, input.now);
    if (!facts) continue;
    // In the card's own language, whoever made the change.
    const message = render.classCard(facts, card.locale);
    const { created } = await enqueueEdit(tx, {
      teamId: input.teamId,
      channel: card.channelId,
      targetKey: card.postKey,
      text: message.text,
      ...(message.blocks === undefined ? {} : { blocks: message.blocks }),
      dedupeKey: `edit:${input.cause}:${card.postKey}`.slice(0, 200),
    });
    if (created) edited += 1;
  }
  return edited;
}

/** The same for classes known by their ids (a seats change's confirmed classes), read again in `tx`. */
export async function editCardsOfClasses(
  tx: Pick<StoreTransaction, "classes" | "people" | "courses" | "classCards" | "outbox">,
  render: Pick<NoticeRenderer, "classCard">,
  input: Omit<EditCardsInput, "classes"> & { readonly classIds: readonly number[] },
): Promise<number> {
  const { classIds, ...rest } = input;
  const classes = await Promise.all(classIds.map((id) => tx.classes.get(input.teamId, id)));
  return editClassCards(tx, render, { ...rest, classes: classes.filter((c) => c !== undefined) });
}

/** A single class moved: its cards show the new class, edited in the move's transaction. */
export async function moveClassCards(
  tx: Pick<StoreTransaction, "classes" | "people" | "courses" | "classCards" | "outbox">,
  render: Pick<NoticeRenderer, "classCard">,
  input: {
    readonly teamId: string;
    readonly from: ClassRecord;
    readonly to: ClassRecord;
    readonly now: number;
  },
): Promise<number> {
  await tx.classCards.moveClass(input.teamId, input.from.classId, input.to.classId);
  return editClassCards(tx, render, {
    teamId: input.teamId,
    classes: [input.from, input.to],
    cause: `move:${input.from.classId}`,
    now: input.now,
  });
}

/** What a click on a card's Join button gets: decided from the store, for the person who clicked. */
export type CardClick =
  | { readonly kind: "unknown" }
  | { readonly kind: "closed"; readonly facts: ClassCardFacts }
  /** A student of the class: their own link (null while the class is not recorded). */
  | { readonly kind: "link"; readonly link: ClassLink }
  /** Someone who teaches the class (or an admin): may add the channel's students. */
  | { readonly kind: "teacher"; readonly facts: ClassCardFacts; readonly card: ClassCard }
  /** Not in the class: told whom to ask. */
  | { readonly kind: "not-enrolled"; readonly facts: ClassCardFacts };

export async function clickCard(
  deps: Pick<ClassesDeps, "store" | "clock">,
  actor: Actor,
  input: { readonly cardId: number; readonly channel: string | undefined },
): Promise<CardClick> {
  const { store } = deps;
  const card = await store.classCards.get(actor.teamId, input.cardId);
  // The card must be the one in the channel clicked in: a value copied elsewhere names nothing.
  if (!card || (input.channel !== undefined && card.channelId !== input.channel)) return { kind: "unknown" };
  const now = deps.clock();
  const facts = await cardFacts(store, card, now);
  if (!facts) return { kind: "unknown" };
  if (facts.state !== "open") return { kind: "closed", facts };
  const access = await classAccess(store, actor, "students", facts.cls.classId);
  if (access.ok) return { kind: "teacher", facts, card };
  const uid = actor.role === "student" ? uidOf(actor) : null;
  if (uid) {
    const mine = new Set((await store.enrolments.listForStudent(actor.teamId, uid)).map((e) => e.classId));
    const candidates =
      card.seriesId === null
        ? [facts.cls.classId]
        : (await store.classes.listSeries(actor.teamId, card.seriesId))
            .filter((c) => c.endTime > now)
            .map((c) => c.classId);
    const next = candidates.find((id) => mine.has(id));
    if (next !== undefined) {
      const found = await studentLinksFor(store, {
        teamId: actor.teamId,
        classIds: [next],
        studentUids: [uid],
      });
      const link = found.students[0]?.classes[0];
      if (link) {
        // Counted as opened only when there is a link to open (a class not recorded has none yet).
        if (link.link !== null) {
          await recordJoinClick(store, { teamId: actor.teamId, classId: next, student: actor.person });
        }
        return { kind: "link", link };
      }
    }
  }
  return { kind: "not-enrolled", facts };
}

/** Why "Add everyone in this channel" was refused: facts the clicker's view words. */
export type CardForTeacherRefusal =
  | { readonly kind: "unknown" }
  | { readonly kind: "over" }
  | { readonly kind: "access"; readonly refusal: ClassRefusal };

/** The card a teacher's "Add everyone in this channel" names, checked again on that click. */
export async function cardForTeacher(
  store: Store,
  actor: Actor,
  cardId: number,
  now: number,
): Promise<
  | { readonly ok: true; readonly card: ClassCard; readonly classId: number; readonly className: string }
  | { readonly ok: false; readonly why: CardForTeacherRefusal }
> {
  const card = await store.classCards.get(actor.teamId, cardId);
  if (!card) return { ok: false, why: { kind: "unknown" } };
  const facts = await cardFacts(store, card, now);
  if (facts?.state !== "open") return { ok: false, why: { kind: "over" } };
  const access = await classAccess(store, actor, "students", facts.cls.classId);
  if (!access.ok) return { ok: false, why: { kind: "access", refusal: access.refusal } };
  return { ok: true, card, classId: facts.cls.classId, className: facts.cls.name };
}
