/**
 * "Add to calendar" on a class or a series (DMs, Home): the calendar file of it, for the person who
 * clicked, in their own zone, with their own Join links, sent to their DM through the outbox
 * (files.uploadV2). Access is checked on the click; the button's value only names what was asked.
 */
import { calendarFile } from "../../../classes/calendar/calendar-file.js";
import { feedToken } from "../../../classes/calendar/feed.js";
import { enqueueFile } from "../../../delivery/index.js";
import { type ButtonArgs, buttonValue } from "../../lib/args.js";
import {
  calendarFileText,
  calendarRefusal,
  calendarWords,
  parseCalendarValue,
  subscribeMessage,
} from "../../lib/blocks/calendar.js";
import { callerOf, type SlackDeps } from "../../lib/context.js";
import { tFor } from "../../lib/locale/locale.js";
import { timeZoneOf } from "../../lib/locale/zones.js";
import { replyPrivately } from "../../lib/middleware/reply.js";
import { lacksScope } from "../../lib/scopes/granted.js";
import { feedAddress } from "./feed-route.js";

export function calendarAddClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const request = parseCalendarValue(buttonValue(args));
    if (!request) return;
    const [zone, t] = await Promise.all([
      timeZoneOf(deps, args.client, caller),
      tFor(deps, caller.teamId, caller.userId),
    ]);
    const file = await calendarFile(deps, caller, request, zone, calendarWords(t));
    if (!file.ok) {
      await replyPrivately(args, calendarRefusal(file.problem, t));
      return;
    }
    // The workspace declined files:write: no file can reach the person; the feed below still can.
    if (await lacksScope(deps, caller.teamId, "files:write")) {
      const offer = await subscribeOffer(deps, caller);
      const said = t("student.calendar.noUploadPermission");
      await replyPrivately(args, {
        text: `${said}\n${offer.text}`,
        blocks: [
          { type: "section", block_id: "calendar_no_upload", text: { type: "mrkdwn", text: said } },
          ...(offer.blocks ?? []),
        ],
      });
      return;
    }
    // The same click twice within a minute is one file; a later click sends the file as it is then.
    const minute = Math.floor(deps.clock() / 60);
    await enqueueFile(deps.store, {
      teamId: caller.teamId,
      channel: caller.userId,
      filename: file.filename,
      title: file.name,
      content: file.content,
      text: calendarFileText(file, t),
      dedupeKey: `calendar:${caller.userId}:${request.classId}:${request.scope}:${minute}`,
    });
    deps.delivery?.wake();
    // Beside the file: Subscribe, the feed that follows every change (its address made on first use).
    await replyPrivately(args, await subscribeOffer(deps, caller));
  };
}

/** The person's feed addresses, or what is missing for a feed. */
async function subscribeOffer(deps: SlackDeps, caller: ReturnType<typeof callerOf>, renew = false) {
  const [t, base] = [await tFor(deps, caller.teamId, caller.userId), deps.publicUrl?.()];
  if (!base) return subscribeMessage({ admin: caller.role === "admin" }, t);
  const token = await feedToken(deps.store, caller, { renew });
  return subscribeMessage({ https: feedAddress(base, token) }, t);
}

/** Home's "Subscribe to my calendar": the clicker's own feed addresses (made on first use). */
export function calendarSubscribeClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await replyPrivately(args, await subscribeOffer(deps, callerOf(args.context)));
  };
}

/** "New address": a new feed token; the old address stops at once. */
export function calendarNewAddressClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const caller = callerOf(args.context);
    if (!deps.publicUrl?.()) {
      await replyPrivately(args, await subscribeOffer(deps, caller));
      return;
    }
    const offer = await subscribeOffer(deps, caller, true);
    const t = await tFor(deps, caller.teamId, caller.userId);
    await replyPrivately(args, {
      text: `${t("student.calendar.newAddressDone")}\n${offer.text}`,
      blocks: [
        {
          type: "section",
          block_id: "calendar_new_address",
          text: { type: "mrkdwn", text: t("student.calendar.newAddressDone") },
        },
        ...offer.blocks,
      ],
    });
  };
}
