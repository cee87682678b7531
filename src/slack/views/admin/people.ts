/** People page: the directory (Slack user <-> partner UID, name, account, role) with Edit / Remove. */
import type { ModalView, PlainTextOption } from "@slack/types";
import type { PersonEntry } from "../../../classes/admin/people.js";
import type { Role } from "../../../classes/roles.js";
import { ActionId, CallbackId } from "../../ids.js";
import { LIMITS } from "../limits.js";
import { isSlackUserId, mention, mrkdwn, plainText, plural, truncate, userCode, userText } from "../text.js";
import { type ListPageSpec, listPageView } from "./list-page.js";
import { type Notice, navigateButton } from "./modal.js";

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

const PEOPLE: ListPageSpec<PersonEntry> = {
  page: "people",
  callbackId: CallbackId.adminPeople,
  title: "People",
  noun: "people",
  itemPrefix: "person",
  intro: (total) =>
    total === 0
      ? "The directory is empty. Add people one by one or import a list."
      : `${plural(total, "person", "people")} in the directory.`,
  toolbar: [
    {
      type: "button",
      action_id: ActionId.personAdd,
      text: plainText("Add person", LIMITS.buttonText),
      style: "primary",
    },
    navigateButton("Import CSV", "import"),
  ],
  actionIds: {
    edit: ActionId.personEdit,
    remove: ActionId.personRemove,
    prev: ActionId.peoplePrev,
    next: ActionId.peopleNext,
  },
  removeTitle: "Remove this person?",
  // Search as you type; picking someone opens their form.
  search: [
    {
      type: "section",
      block_id: "people_find",
      text: mrkdwn("*Find a person* by name, account or UID"),
      accessory: {
        type: "external_select",
        action_id: ActionId.peopleFind,
        min_query_length: 1,
        placeholder: plainText("Name, account or UID", LIMITS.placeholder),
      },
    },
  ],
  item: (person) => ({
    details:
      `${mention(person.slackUserId)} · *${userText(person.name, 200)}* · ${ROLE_LABELS[person.role] ?? "No role"}\n` +
      `UID ${userCode(person.uid, 100)} · account ${userCode(person.account, 100)}`,
    // Without a usable Slack id the buttons could not say whom they act on.
    ...(isSlackUserId(person.slackUserId)
      ? {
          value: person.slackUserId,
          removeWarning: `${truncate(person.name, 120)} will lose access to the school's classes in Slack. Their partner account is not deleted.`,
        }
      : {}),
  }),
};

/** One person in the search menu: "Ann Lee · Student · UID S-1 · account 138…" (value: their Slack id). */
export function personOption(person: PersonEntry): PlainTextOption {
  const parts = [
    person.name,
    ROLE_LABELS[person.role] ?? "No role",
    person.uid === "" ? "" : `UID ${person.uid}`,
    person.account === "" ? "" : `account ${person.account}`,
  ].filter(Boolean);
  return {
    text: plainText(truncate(parts.join(" · "), LIMITS.optionText), LIMITS.optionText),
    value: person.slackUserId,
  };
}

export function peoplePageView(input: PeoplePageInput): ModalView {
  return listPageView(PEOPLE, {
    items: input.people,
    ...(input.offset === undefined ? {} : { offset: input.offset }),
    notice: input.notice ?? null,
  });
}
