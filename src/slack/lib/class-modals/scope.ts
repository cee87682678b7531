/**
 * The one scope rule of a change opened on a class of a series, the same from every door (`/class
 * <word> <class>`, Home's and messages' buttons and menus, the picker): what the person named is what
 * changes. A series named as one (its name alone, its Home entry, its scheduling message, the
 * picker's series option) starts on "the N remaining classes of <series>"; one class named (a day
 * with the name, a single class's button, the picker's dated option) starts on "only <day>". Either
 * way both choices are shown, worded with the day and the counts, and a line says which applies.
 */
import type { KnownBlock, ModalView, PlainTextOption } from "@slack/types";
import type { WebClient } from "@slack/web-api";
import { seriesScope } from "../../../classes/apply-to.js";
import type { T } from "../../../i18n/index.js";
import type { ClassRecord } from "../../../store/index.js";
import { LIMITS } from "../blocks/limits.js";
import { mrkdwn, plainText, truncate, userText } from "../blocks/text.js";
import type { Caller, SlackDeps } from "../context.js";
import { ClassInputId } from "../ids.js";
import { timeZoneOf } from "../locale/zones.js";
import { APPLY_TO_CLASS, APPLY_TO_SERIES } from "./frame.js";

/** What the door named: one class, or the series it belongs to. */
export type OpenedOn = "class" | "series";

/** The facts the scope is worded with. */
export interface ScopeFacts {
  readonly openedOn: OpenedOn;
  readonly name: string;
  /** The class's day in the reader's zone, "Tue 1 Dec" (option texts cannot hold `<!date>` tokens). */
  readonly day: string;
  /** Classes of the series a series-wide change reaches: this one and the later ones not over. */
  readonly remaining: number;
}

/** "Tue 1 Dec" / "12月1日（周二）" in the reader's zone. */
export function dayLabel(beginTime: number, timeZone: string, t: T): string {
  const parts = new Intl.DateTimeFormat(t("classModals.intlLocale"), {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
  }).formatToParts(new Date(beginTime * 1000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return t("classModals.scope.day", { weekday: part("weekday"), day: part("day"), month: part("month") });
}

/** The facts for a class of a series opened on `openedOn`; null for a single class (nothing to choose). */
export async function scopeFacts(
  deps: Pick<SlackDeps, "store" | "clock">,
  cls: ClassRecord,
  openedOn: OpenedOn,
  timeZone: string,
  t: T,
): Promise<ScopeFacts | null> {
  if (cls.seriesId === null) return null;
  const { changing } = await seriesScope(deps.store, cls, deps.clock());
  return { openedOn, name: cls.name, day: dayLabel(cls.beginTime, timeZone, t), remaining: changing };
}

/** An option's text: the room the words leave goes to the class's name. */
function optionText(t: T, key: "classModals.scope.only" | "classModals.scope.rest", f: ScopeFacts): string {
  const vars = { day: f.day, count: f.remaining };
  const room = LIMITS.optionText - t(key, { ...vars, name: "" }).length;
  return t(key, { ...vars, name: truncate(f.name, Math.max(room, 1)) });
}

/**
 * The modal with its "Apply to" worded for these facts and starting on what the door named, and a
 * line under it saying what the change reaches. A modal without the choice is returned as it is.
 */
export function withScope(view: ModalView, facts: ScopeFacts | null, t: T): ModalView {
  const blocks = view.blocks ?? [];
  const at = blocks.findIndex((b) => b.block_id === ClassInputId.applyTo);
  const block = blocks[at] as { element?: { options?: PlainTextOption[] } } | undefined;
  if (!facts || at < 0 || !block?.element?.options) return view;
  const only: PlainTextOption = {
    text: plainText(optionText(t, "classModals.scope.only", facts), LIMITS.optionText),
    value: APPLY_TO_CLASS,
  };
  const rest: PlainTextOption = {
    text: plainText(optionText(t, "classModals.scope.rest", facts), LIMITS.optionText),
    value: APPLY_TO_SERIES,
  };
  const chosen = {
    ...block,
    element: {
      ...block.element,
      options: [only, rest],
      initial_option: facts.openedOn === "series" ? rest : only,
    },
  } as KnownBlock;
  const vars = { name: userText(facts.name, 100), day: facts.day, count: facts.remaining };
  const note: KnownBlock = {
    type: "context",
    block_id: "class_scope",
    elements: [
      mrkdwn(
        facts.openedOn === "series"
          ? t("classModals.scope.openedSeries", vars)
          : t("classModals.scope.openedClass", vars),
      ),
    ],
  };
  return { ...view, blocks: [...blocks.slice(0, at), chosen, note, ...blocks.slice(at + 1)] };
}

/** Whether the modal offers "Apply to" (a class of a series, in a modal that changes classes). */
function offersScope(view: ModalView): boolean {
  return (view.blocks ?? []).some((b) => b.block_id === ClassInputId.applyTo);
}

/**
 * What every door shows: the row's modal with the scope rule applied for what the door named. The
 * reader's zone is asked for only when the modal offers the choice.
 */
export async function scopedView(
  deps: SlackDeps,
  client: WebClient,
  ctx: { readonly caller: Caller; readonly cls: ClassRecord },
  openedOn: OpenedOn,
  view: ModalView,
  t: T,
): Promise<ModalView> {
  if (ctx.cls.seriesId === null || !offersScope(view)) return view;
  const zone = await timeZoneOf(deps, client, ctx.caller);
  return withScope(view, await scopeFacts(deps, ctx.cls, openedOn, zone, t), t);
}

/** What a door names: a series (its entry, its option, its name alone) or one class. */
export function openedOnOf(cls: Pick<ClassRecord, "seriesId">, namedTheSeries: boolean): OpenedOn {
  return cls.seriesId !== null && namedTheSeries ? "series" : "class";
}

/**
 * A modal shown again after a submit (the students modal's "add the others anyway?" question) keeps
 * the scope it was opened with: its worded "Apply to", the line under it, and the choice as submitted.
 */
export function keepScope(
  previous: { readonly blocks?: readonly unknown[] } | undefined,
  next: ModalView,
  chosen: string | undefined,
): ModalView {
  const before = (previous?.blocks ?? []) as KnownBlock[];
  const applyTo = before.find((b) => b.block_id === ClassInputId.applyTo) as
    | { element?: { options?: PlainTextOption[] } }
    | undefined;
  const note = before.find((b) => b.block_id === "class_scope");
  const blocks = next.blocks ?? [];
  const at = blocks.findIndex((b) => b.block_id === ClassInputId.applyTo);
  if (!applyTo?.element?.options || !note || at < 0) return next;
  const picked = applyTo.element.options.find((o) => o.value === chosen);
  const kept = {
    ...applyTo,
    element: { ...applyTo.element, ...(picked && { initial_option: picked }) },
  } as KnownBlock;
  return { ...next, blocks: [...blocks.slice(0, at), kept, note, ...blocks.slice(at + 1)] };
}
