/**
 * A class card's buttons in a channel. Join: answered privately per person, decided from the store
 * (`clickCard`), never from the button: a student of the class gets their own link (and the click
 * counts as opened), a teacher of it is offered "Add everyone in this channel", anyone else is told
 * whom to ask. "Add everyone in this channel": access checked again on the click, then the students
 * modal's own enrolment job with the card's channel (its members who are students in the directory),
 * whose per-person report comes by DM.
 */
import { cardForTeacher, clickCard } from "../../../classes/class-cards.js";
import { type ButtonArgs, buttonValue, intValue } from "../../lib/args.js";
import { callerOf, type SlackDeps } from "../../lib/context.js";
import { ENROL_JOB, type EnrolJobRequest } from "../../lib/jobs/enrol-request.js";
import { startJob } from "../../lib/jobs/slack-job.js";
import { tFor } from "../../lib/locale/locale.js";
import { replyPrivately } from "../../lib/middleware/reply.js";
import { channelIdOf } from "../../lib/middleware/request.js";
import {
  addChannelRefusedMessage,
  addChannelStartedMessage,
  cardClosedMessage,
  cardLinkMessage,
  cardNotEnrolledMessage,
  cardTeacherMessage,
  cardUnknownMessage,
} from "./view.js";

export function cardJoinClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const cardId = intValue(buttonValue(args));
    if (cardId === undefined) return;
    const click = await clickCard(deps, caller, { cardId, channel: channelIdOf(args.body) });
    // The clicker's language, whatever the card's.
    const t = await tFor(deps, caller.teamId, caller.userId);
    const message =
      click.kind === "link"
        ? cardLinkMessage(click.link, t)
        : click.kind === "teacher"
          ? cardTeacherMessage(click.facts, t)
          : click.kind === "not-enrolled"
            ? cardNotEnrolledMessage(click.facts, t)
            : click.kind === "closed"
              ? cardClosedMessage(click.facts, t)
              : cardUnknownMessage(t);
    await replyPrivately(args, message);
  };
}

export function cardAddChannelClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const cardId = intValue(buttonValue(args));
    if (cardId === undefined) return;
    const found = await cardForTeacher(deps.store, caller, cardId, deps.clock());
    const t = await tFor(deps, caller.teamId, caller.userId);
    if (!found.ok) {
      await replyPrivately(args, addChannelRefusedMessage(found.why, t));
      return;
    }
    const { card } = found;
    const request: EnrolJobRequest = {
      classId: found.classId,
      applyTo: card.seriesId ? "series" : "class",
      add: [],
      remove: [],
      // The card's own channel, from the store: not the one the click says it came from.
      channel: card.channelId,
      sendLinks: true,
    };
    // The same click delivered twice is one enrolment; a later click (new members) is another.
    await startJob(deps, {
      kind: ENROL_JOB,
      actor: caller,
      sameAs: [`card:${card.cardId}`, Math.floor(deps.clock() / 60)],
      title: "Add students",
      request,
    });
    await replyPrivately(args, addChannelStartedMessage(found.className, t));
    deps.jobs?.wake();
  };
}
