/** People page: the directory (Slack user <-> the service's UID, name, account, role) with Edit / Remove. */
import type { ModalView, PlainTextOption } from "@slack/types";
import type { PersonEntry } from "../../../../classes/admin/people.js";
import type { Role } from "../../../../classes/roles.js";
import type { T } from "../../../../i18n/index.js";
import { LIMITS } from "../../../lib/blocks/limits.js";
import {
  isSlackUserId,
  mention,
  mrkdwn,
  plainText,
  truncate,
  userCode,
  userText,
} from "../../../lib/blocks/text.js";
import { ActionId, CallbackId } from "../../../lib/ids.js";
import { type ListPageSpec, listPageView } from "../list-page.js";
import { type Notice, navigateButton } from "../modal.js";

export interface PeoplePageInput {
  readonly people: readonly PersonEntry[];
  /** First index to show; out-of-range values show the nearest page. */
  readonly offset?: number;
  readonly notice?: Notice | null;
  /** The admin's language. */
  readonly t: T;
}

/** A role's name ("Admin", "管理员"); "No role" for a value the directory should not hold. */
export function roleLabel(role: Role | string, t: T): string {
  if (role === "admin" || role === "teacher" || role === "student") return t(`adminDirectory.roles.${role}`);
  return t("adminDirectory.roles.none");
}

const peopleSpec = (t: T): ListPageSpec<PersonEntry> => ({
  page: "people",
  callbackId: CallbackId.adminPeople,
  title: t("adminDirectory.people.title"),
  noun: "people",
  itemPrefix: "person",
  // The intro says what a UID and an account are, and where they come from.
  intro: (total) =>
    [
      total === 0 ? t("adminDirectory.people.empty") : t("adminDirectory.people.intro", { count: total }),
      t("adminDirectory.people.uidExplained"),
      t("adminDirectory.people.accountExplained"),
    ].join("\n"),
  toolbar: [
    {
      type: "button",
      action_id: ActionId.personAdd,
      text: plainText(t("adminDirectory.people.add"), LIMITS.buttonText),
      style: "primary",
    },
    navigateButton(t("adminDirectory.people.importCsv"), "import"),
    navigateButton(t("registration.channel.open"), "channel_members"),
  ],
  actionIds: {
    edit: ActionId.personEdit,
    remove: ActionId.personRemove,
    prev: ActionId.peoplePrev,
    next: ActionId.peopleNext,
  },
  removeTitle: t("adminDirectory.people.removeTitle"),
  // Search as you type; picking someone opens their form.
  search: [
    {
      type: "section",
      block_id: "people_find",
      text: mrkdwn(t("adminDirectory.people.find")),
      accessory: {
        type: "external_select",
        action_id: ActionId.peopleFind,
        min_query_length: 1,
        placeholder: plainText(t("adminDirectory.people.findPlaceholder"), LIMITS.placeholder),
      },
    },
  ],
  item: (person) => ({
    details: t("adminDirectory.people.details", {
      person: mention(person.slackUserId),
      name: userText(person.name, 200),
      role: roleLabel(person.role, t),
      uid: userCode(person.uid, 100),
      account: userCode(person.account, 100),
    }),
    // Without a usable Slack id the buttons could not say whom they act on.
    ...(isSlackUserId(person.slackUserId)
      ? {
          value: person.slackUserId,
          removeWarning: t("adminDirectory.people.removeWarning", { name: truncate(person.name, 120) }),
        }
      : {}),
  }),
});

/** One person in the search menu: "Ann Lee · Student · UID S-1 · account 138…" (value: their Slack id). */
export function personOption(person: PersonEntry, t: T): PlainTextOption {
  const parts = [
    person.name,
    roleLabel(person.role, t),
    person.uid === "" ? "" : t("adminDirectory.people.optionUid", { uid: person.uid }),
    person.account === "" ? "" : t("adminDirectory.people.optionAccount", { account: person.account }),
  ].filter(Boolean);
  return {
    text: plainText(truncate(parts.join(" · "), LIMITS.optionText), LIMITS.optionText),
    value: person.slackUserId,
  };
}

export function peoplePageView(input: PeoplePageInput): ModalView {
  const t = input.t;
  return listPageView(peopleSpec(t), {
    items: input.people,
    ...(input.offset === undefined ? {} : { offset: input.offset }),
    notice: input.notice ?? null,
    t,
  });
}
