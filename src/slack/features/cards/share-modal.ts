/**
 * `/class share [class]`: a class card in the channel the command was typed in. Named, it is posted
 * at once; without a class (or with a name several classes share) the class picker opens and the
 * modal picked into confirms it, with "this class / the whole series" for a class of a series. Before
 * anything is queued the app checks it is a member of the channel (conversations.info) and, when it
 * is not, says how to add it. Access (role and course) is checked on the command, the pick and the
 * submit by the class modals' registration, and again by the use case.
 */
import type { WebClient } from "@slack/web-api";
import { shareClassCard } from "../../../classes/class-cards.js";
import type { T } from "../../../i18n/index.js";
import { slackErrorCode } from "../../lib/after-ack.js";
import { stateOf } from "../../lib/args.js";
import { LIMITS } from "../../lib/blocks/limits.js";
import { type MessageContent, sectionMessage } from "../../lib/blocks/message.js";
import { mrkdwn, plainText } from "../../lib/blocks/text.js";
import {
  applyToBlocks,
  classHeadingBlock,
  classModalMetadata,
  classNoticeView,
  laterOf,
  readApplyTo,
} from "../../lib/class-modals/frame.js";
import type { ClassModalRow } from "../../lib/class-modals/row.js";
import type { Caller, SlackDeps } from "../../lib/context.js";
import { ActionId, classModalCallbackId } from "../../lib/ids.js";
import { tFor } from "../../lib/locale/locale.js";
import { cardNotInChannelMessage, cardSharedMessage, shareRefusalText } from "./view.js";

const face = { callbackId: classModalCallbackId("share"), titleKey: "cards.share.title" } as const;

/**
 * Whether the app is a member of the channel. Slack says so for channels; a conversation it cannot
 * describe (a DM without the scope to read it) is tried, and the outbox reports what Slack answers.
 */
export async function appIsInChannel(client: WebClient, channel: string): Promise<boolean> {
  try {
    const info = await client.conversations.info({ channel });
    return (info.channel as { is_member?: boolean } | undefined)?.is_member !== false;
  } catch (err) {
    const code = slackErrorCode(err);
    if (code === "channel_not_found" || code === "not_in_channel") return false;
    return true;
  }
}

/** Checks the channel, then shares: the private answer to the person who asked, in their words. */
async function share(
  deps: SlackDeps,
  client: WebClient | undefined,
  caller: Caller,
  input: { classId: number; series: boolean; channel: string | undefined },
  t: T,
): Promise<MessageContent | { notice: string }> {
  if (!input.channel || !client) return { notice: t("cards.share.noChannel") };
  if (!(await appIsInChannel(client, input.channel))) return cardNotInChannelMessage(t);
  const result = await shareClassCard(deps, caller, {
    classId: input.classId,
    series: input.series,
    channel: input.channel,
  });
  if (!result.ok) return { notice: shareRefusalText(result.why, t) };
  deps.delivery?.wake();
  return cardSharedMessage(result.name, result.series, t);
}

export const shareModal: ClassModalRow = {
  ...face,
  capability: "share",
  button: ActionId.classShare,
  async build(deps, { caller, cls, channel }) {
    const t = await tFor(deps, caller.teamId, caller.userId);
    const title = t("cards.share.title");
    if (!channel) return classNoticeView(title, t("cards.share.noChannel"), t);
    return {
      type: "modal",
      callback_id: face.callbackId,
      title: plainText(title, LIMITS.viewTitle),
      submit: plainText(t("cards.share.submit"), LIMITS.viewSubmit),
      close: plainText(t("cards.share.close"), LIMITS.viewClose),
      private_metadata: classModalMetadata.encode({ classId: cls.classId, channel }),
      blocks: [
        classHeadingBlock(cls, [], t),
        {
          type: "section",
          block_id: "share_where",
          text: mrkdwn(t("cards.share.where", { channel: `<#${channel}>` })),
        },
        ...applyToBlocks(laterOf(cls), t),
      ],
    };
  },
  async submit(deps, args, { caller, cls, metadata }) {
    const t = await tFor(deps, caller.teamId, caller.userId);
    const answer = await share(
      deps,
      args.client,
      caller,
      {
        classId: cls.classId,
        series: readApplyTo(stateOf(args)) === "series",
        channel: metadata.channel,
      },
      t,
    );
    const text = "notice" in answer ? answer.notice : answer.text;
    await args.ack({ response_action: "update", view: classNoticeView(t("cards.share.title"), text, t) });
  },
  commandText: (text) => ({
    classText: text,
    // A class named on the command: posted at once (a class of a series shares the whole series).
    async run(deps, { caller, cls, client, channel }) {
      const t = await tFor(deps, caller.teamId, caller.userId);
      const answer = await share(
        deps,
        client,
        caller,
        { classId: cls.classId, series: cls.seriesId !== null, channel },
        t,
      );
      return "notice" in answer ? sectionMessage(answer.notice) : answer;
    },
  }),
};
