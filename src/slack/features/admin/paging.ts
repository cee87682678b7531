/**
 * Lists longer than one modal can hold (100 blocks) are shown a page at a time, with a
 * "Showing 41–80 of 130" note and Previous/Next buttons whose value is the next page's offset.
 */
import type { ActionsBlock, Button, ContextBlock, KnownBlock } from "@slack/types";
import type { T as Translate } from "../../../i18n/index.js";
import { LIMITS } from "../../lib/blocks/limits.js";
import { mrkdwn, plainText } from "../../lib/blocks/text.js";

/** Each listed item takes two blocks (details + buttons); 40 leaves room for the page's frame. */
export const PAGE_SIZE = 40;

export interface Page<T> {
  readonly items: readonly T[];
  readonly offset: number;
  readonly total: number;
}

export function pageOf<T>(all: readonly T[], offset: number | undefined, size = PAGE_SIZE): Page<T> {
  const total = all.length;
  const lastStart = total === 0 ? 0 : Math.floor((total - 1) / size) * size;
  const wanted = Number.isInteger(offset) && (offset ?? 0) > 0 ? (offset as number) : 0;
  const start = Math.min(wanted - (wanted % size), lastStart);
  return { items: all.slice(start, start + size), offset: start, total };
}

/** The "showing" note and Previous/Next buttons; nothing when everything fits on one page. */
export function pagingBlocks<T>(
  page: Page<T>,
  noun: "courses" | "people" | "labels",
  actionIds: { readonly prev: string; readonly next: string },
  blockPrefix: string,
  size = PAGE_SIZE,
  t: Translate,
): KnownBlock[] {
  if (page.total <= size) return [];
  const first = page.offset + 1;
  const last = page.offset + page.items.length;
  const note: ContextBlock = {
    type: "context",
    block_id: `${blockPrefix}_showing`,
    elements: [
      mrkdwn(
        t("admin.paging.showing", {
          shown: page.items.length,
          total: page.total,
          noun: t(`admin.paging.nouns.${noun}`),
          first,
          last,
        }),
      ),
    ],
  };
  const buttons: Button[] = [];
  if (page.offset > 0) {
    buttons.push({
      type: "button",
      action_id: actionIds.prev,
      text: plainText(t("admin.paging.previous"), LIMITS.buttonText),
      value: String(Math.max(0, page.offset - size)),
    });
  }
  if (last < page.total) {
    buttons.push({
      type: "button",
      action_id: actionIds.next,
      text: plainText(t("admin.paging.next"), LIMITS.buttonText),
      value: String(page.offset + size),
    });
  }
  const nav: ActionsBlock = { type: "actions", block_id: `${blockPrefix}_paging`, elements: buttons };
  return [note, nav];
}
