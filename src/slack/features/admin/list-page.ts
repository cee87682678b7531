/**
 * The admin list pages (courses, people, labels) share one shape: a notice, an intro, a toolbar, one
 * details section plus Edit / Remove (with a confirmation) per item, and paging. Each page says
 * only what differs: its ids, words and how one item reads.
 */
import type { ActionsBlock, Button, KnownBlock, ModalView, SectionBlock } from "@slack/types";
import type { T } from "../../../i18n/index.js";
import { LIMITS } from "../../lib/blocks/limits.js";
import { mrkdwn, plainText, truncate } from "../../lib/blocks/text.js";
import type { CallbackId } from "../../lib/ids.js";
import type { AdminPage } from "./metadata.js";
import { adminModal, type Notice, noticeBlocks, toolbar } from "./modal.js";
import { pageOf, pagingBlocks } from "./paging.js";

export interface ListItem {
  /** Markdown already escaped by the page. */
  readonly details: string;
  /** The value of the Edit and Remove buttons; absent: the item has no buttons. */
  readonly value?: string;
  /** Shown in the Remove confirmation (plain text). */
  readonly removeWarning?: string;
}

export interface ListPageSpec<I> {
  readonly page: Extract<AdminPage, "courses" | "people" | "labels">;
  readonly callbackId: CallbackId;
  readonly title: string;
  /** The word in "Showing 40 of 130 …". */
  readonly noun: "courses" | "people" | "labels";
  /** The block id prefix of each item. */
  readonly itemPrefix: string;
  readonly intro: (total: number) => string;
  readonly toolbar: readonly Button[];
  readonly actionIds: {
    readonly edit: string;
    readonly remove: string;
    readonly prev: string;
    readonly next: string;
  };
  /** "Remove this course?" */
  readonly removeTitle: string;
  readonly item: (item: I) => ListItem;
  /** Blocks under the toolbar when the list is not empty (the People page's search). */
  readonly search?: readonly KnownBlock[];
}

function itemBlocks<I>(spec: ListPageSpec<I>, item: I, index: number, t: T): KnownBlock[] {
  const shown = spec.item(item);
  // Block ids use the list position, not the item's id, so even duplicate data cannot repeat one.
  const section: SectionBlock = {
    type: "section",
    block_id: `${spec.itemPrefix}_${index}`,
    text: mrkdwn(shown.details),
  };
  if (shown.value === undefined) return [section];
  const actions: ActionsBlock = {
    type: "actions",
    block_id: `${spec.itemPrefix}_${index}_actions`,
    elements: [
      {
        type: "button",
        action_id: spec.actionIds.edit,
        text: plainText(t("admin.list.edit"), LIMITS.buttonText),
        value: shown.value,
      },
      {
        type: "button",
        action_id: spec.actionIds.remove,
        text: plainText(t("admin.list.remove"), LIMITS.buttonText),
        style: "danger",
        value: shown.value,
        confirm: {
          title: plainText(spec.removeTitle, LIMITS.confirmTitle),
          text: plainText(
            truncate(shown.removeWarning ?? spec.removeTitle, LIMITS.confirmText),
            LIMITS.confirmText,
          ),
          // The buttons say what each does: "Remove the course" / "Keep the course".
          confirm: plainText(t(`admin.list.removeIt.${spec.noun}`), LIMITS.confirmButton),
          deny: plainText(t(`admin.list.keepIt.${spec.noun}`), LIMITS.confirmButton),
          style: "danger",
        },
      },
    ],
  };
  return [section, actions];
}

export function listPageView<I>(
  spec: ListPageSpec<I>,
  input: {
    readonly items: readonly I[];
    readonly offset?: number;
    readonly notice?: Notice | null;
    readonly t: T;
  },
): ModalView {
  const t = input.t;
  const page = pageOf(input.items, input.offset);
  const blocks: KnownBlock[] = [
    ...noticeBlocks(input.notice),
    { type: "section", block_id: `${spec.page}_intro`, text: mrkdwn(spec.intro(page.total)) },
    toolbar(`${spec.page}_toolbar`, spec.toolbar, "home", t),
    ...(page.total > 0 ? (spec.search ?? []) : []),
    ...page.items.flatMap((item, i) => itemBlocks(spec, item, page.offset + i, t)),
    ...pagingBlocks(
      page,
      spec.noun,
      { prev: spec.actionIds.prev, next: spec.actionIds.next },
      spec.page,
      undefined,
      t,
    ),
  ];
  return adminModal({
    callbackId: spec.callbackId,
    title: spec.title,
    metadata: { page: spec.page, offset: page.offset },
    blocks,
    t,
  });
}
