/**
 * `/class share [class]`: a class card in the channel the command was typed in. Named, it is posted
 * at once; without a class (or with a name several classes share) the class picker opens and the
 * modal picked into confirms it, with "this class / the whole series" for a class of a series. Before
 * anything is queued the app checks it is a member of the channel (conversations.info) and, when it
 * is not, says how to add it. Access (role and course) is checked on the command, the pick and the
 * submit by the class modals' registration, and again by the use case.
 */
import { stateOf } from "../../lib/args.js";
import { sectionMessage } from "../../lib/blocks/message.js";
import { classNoticeView, readApplyTo } from "../../lib/class-modals/frame.js";
import type { ClassModalRow } from "../../lib/class-modals/row.js";
import { ActionId, classModalCallbackId } from "../../lib/ids.js";
import { tFor } from "../../lib/locale/locale.js";
import { share } from "./share.js";
import { shareConfirmView } from "./view.js";

const face = { callbackId: classModalCallbackId("share"), titleKey: "cards.share.title" } as const;

export const shareModal: ClassModalRow = {
  ...face,
  capability: "share",
  button: ActionId.classShare,
  async build(deps, { caller, cls, channel }) {
    const t = await tFor(deps, caller.teamId, caller.userId);
    const title = t("cards.share.title");
    if (!channel) return classNoticeView(title, t("cards.share.noChannel"), t);
    return shareConfirmView(face.callbackId, cls, channel, t);
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
