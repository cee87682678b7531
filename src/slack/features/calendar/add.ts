/**
 * "Add to calendar" on a class or a series (DMs, Home): the calendar file of it, for the person who
 * clicked, in their own zone, with their own Join links, sent to their DM through the outbox
 * (files.uploadV2). Access is checked on the click; the button's value only names what was asked.
 */
import { calendarFile } from "../../../classes/calendar/calendar-file.js";
import { enqueueFile } from "../../../delivery/index.js";
import { type ButtonArgs, buttonValue } from "../../lib/args.js";
import {
  calendarFileText,
  calendarRefusal,
  calendarWords,
  parseCalendarValue,
} from "../../lib/blocks/calendar.js";
import { callerOf, type SlackDeps } from "../../lib/context.js";
import { tFor } from "../../lib/locale/locale.js";
import { timeZoneOf } from "../../lib/locale/zones.js";
import { replyPrivately } from "../../lib/middleware/reply.js";

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
  };
}
