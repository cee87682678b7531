/**
 * The Class events page (issue 32 §1): the school's own address for the class service's pushes, the
 * steps to give it to the service's support, whether the service's test came, and what came lately.
 */
import type { KnownBlock, ModalView } from "@slack/types";
import { SUBSCRIBED_CMDS } from "../../../../classes/events/address.js";
import type { ClassEventsState } from "../../../../classes/events/status.js";
import type { T } from "../../../../i18n/index.js";
import { LIMITS } from "../../../lib/blocks/limits.js";
import { mrkdwn, plainText, slackDate, userCode } from "../../../lib/blocks/text.js";
import { ActionId, CallbackId } from "../../../lib/ids.js";
import { adminModal, type Notice, noticeBlocks, toolbar } from "../modal.js";

export interface ClassEventsPageInput {
  readonly state: ClassEventsState;
  readonly notice?: Notice | null;
  readonly t: T;
}

const section = (blockId: string, text: string): KnownBlock => ({
  type: "section",
  block_id: blockId,
  text: mrkdwn(text),
});

function statusText(state: ClassEventsState, t: T): string {
  const lines = [
    state.testedAt === null
      ? t("classEvents.waiting")
      : t("classEvents.connected", { when: slackDate(state.testedAt) }),
  ];
  if (state.lastAt !== null) lines.push(t("classEvents.lastEvent", { when: slackDate(state.lastAt) }));
  const counts = Object.entries(state.lastDay).sort(([a], [b]) => a.localeCompare(b));
  lines.push(
    counts.length === 0
      ? t("classEvents.lastDayNone")
      : t("classEvents.lastDay", {
          // The type names come from the service (the body is not signed): shown as code, escaped.
          counts: counts.map(([cmd, n]) => `${userCode(cmd, 52)} ${n}`).join(", "),
        }),
  );
  return lines.join("\n");
}

export function classEventsPageView(input: ClassEventsPageInput): ModalView {
  const { state, t } = input;
  const blocks: KnownBlock[] = [
    ...noticeBlocks(input.notice),
    section("events_intro", t("classEvents.intro")),
  ];
  if (state.address === null) blocks.push(section("events_no_url", t("classEvents.noUrl")));
  else {
    blocks.push(section("events_address", t("classEvents.address", { address: state.address })));
    blocks.push(
      state.sid === null
        ? section("events_no_sid", t("classEvents.noSid"))
        : section(
            "events_steps",
            t("classEvents.steps", {
              sid: userCode(state.sid, 66),
              cmds: SUBSCRIBED_CMDS.map((c) => `\`${c}\``).join(", "),
            }),
          ),
    );
  }
  blocks.push(section("events_status", statusText(state, t)));
  blocks.push(
    toolbar(
      "events_actions",
      state.address === null
        ? []
        : [
            {
              type: "button",
              action_id: ActionId.classEventsRotate,
              text: plainText(t("classEvents.rotate"), LIMITS.buttonText),
              value: "rotate",
              confirm: {
                title: plainText(t("classEvents.rotateConfirm.title"), LIMITS.confirmTitle),
                text: plainText(t("classEvents.rotateConfirm.text"), LIMITS.confirmText),
                confirm: plainText(t("classEvents.rotateConfirm.confirm"), LIMITS.confirmButton),
                deny: plainText(t("classEvents.rotateConfirm.deny"), LIMITS.confirmButton),
                style: "danger",
              },
            },
          ],
      "home",
      t,
    ),
  );
  return adminModal({
    callbackId: CallbackId.adminClassEvents,
    title: t("classEvents.title"),
    metadata: { page: "class_events" },
    blocks,
    t,
  });
}
