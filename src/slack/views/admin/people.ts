/** People page: the directory (Slack user <-> partner UID, name, account, role) with Edit / Remove. */
import type { ActionsBlock, KnownBlock, ModalView, SectionBlock } from "@slack/types";
import type { PersonEntry } from "../../../classes/admin/people.js";
import type { Role } from "../../../classes/roles.js";
import { ActionId, CallbackId } from "../../ids.js";
import { isSlackUserId, mention, mrkdwn, plainText, plural, truncate, userCode, userText } from "../text.js";
import { adminModal, type Notice, navigateButton, noticeBlocks, toolbar } from "./modal.js";
import { pageOf, pagingBlocks } from "./paging.js";

export interface PeoplePageInput {
  readonly people: readonly PersonEntry[];
  /** First index to show; out-of-range values show the nearest page. */
  readonly offset?: number;
  readonly notice?: Notice | null;
}

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  admin: "Admin",
  teacher: "Teacher",
  student: "Student",
};

function personBlocks(person: PersonEntry, index: number): KnownBlock[] {
  const details =
    `${mention(person.slackUserId)} · *${userText(person.name, 200)}* · ${ROLE_LABELS[person.role] ?? "No role"}\n` +
    `UID ${userCode(person.uid, 100)} · account ${userCode(person.account, 100)}`;
  const section: SectionBlock = { type: "section", block_id: `person_${index}`, text: mrkdwn(details) };
  // Without a usable Slack id the buttons could not say whom they act on.
  if (!isSlackUserId(person.slackUserId)) return [section];
  const actions: ActionsBlock = {
    type: "actions",
    block_id: `person_${index}_actions`,
    elements: [
      {
        type: "button",
        action_id: ActionId.personEdit,
        text: plainText("Edit", 75),
        value: person.slackUserId,
      },
      {
        type: "button",
        action_id: ActionId.personRemove,
        text: plainText("Remove", 75),
        style: "danger",
        value: person.slackUserId,
        confirm: {
          title: plainText("Remove this person?", 100),
          text: plainText(
            `${truncate(person.name, 120)} will lose access to the school's classes in Slack. Their partner account is not deleted.`,
            300,
          ),
          confirm: plainText("Remove", 30),
          deny: plainText("Keep", 30),
          style: "danger",
        },
      },
    ],
  };
  return [section, actions];
}

export function peoplePageView(input: PeoplePageInput): ModalView {
  const page = pageOf(input.people, input.offset);
  const intro =
    page.total === 0
      ? "The directory is empty. Add people one by one or import a list."
      : `${plural(page.total, "person", "people")} in the directory.`;
  const blocks: KnownBlock[] = [
    ...noticeBlocks(input.notice),
    { type: "section", block_id: "people_intro", text: mrkdwn(intro) },
    toolbar("people_toolbar", [
      { type: "button", action_id: ActionId.personAdd, text: plainText("Add person", 75), style: "primary" },
      navigateButton("Import CSV", "import"),
    ]),
    ...page.items.flatMap((person, i) => personBlocks(person, page.offset + i)),
    ...pagingBlocks(page, "people", { prev: ActionId.peoplePrev, next: ActionId.peopleNext }, "people"),
  ];
  return adminModal({
    callbackId: CallbackId.adminPeople,
    title: "People",
    metadata: { page: "people", offset: page.offset },
    blocks,
  });
}
