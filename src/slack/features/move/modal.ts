/**
 * The move (reschedule) form: the new date, start time, duration and name, prefilled from the class
 * in the person's zone (their Slack profile's, else the school's). Within 20 minutes of the start the
 * class service refuses changes: refused when the form opens and again on submit, before anything is
 * sent; so is a new time in the past or sooner than the scheduling form's lead. The work is a durable
 * job (src/slack/jobs/move.ts).
 */
import type { WebClient } from "@slack/web-api";
import {
  checkMove,
  MOVE_JOB,
  type MoveRequest,
  moveIdentity,
  newTimeProblem,
} from "../../../classes/move-class.js";
import {
  formatLocalDate,
  formatLocalTime,
  localDateOf,
  parseLocalDate,
  parseLocalTime,
  zonedSeconds,
} from "../../../classes/schedule/occurrences.js";
import { schoolTimeZone } from "../../../classes/school-settings.js";
import { findStaffClashes } from "../../../classes/staff-clashes.js";
import { fieldErrors, stateOf } from "../../lib/args.js";
import { clashesAccepted, clashWarning } from "../../lib/blocks/clash-warning.js";
import { readMany, readText, type SubmittedState } from "../../lib/blocks/form-values.js";
import { userText } from "../../lib/blocks/text.js";
import { classNoticeView, classWorkingView, faceFor } from "../../lib/class-modals/frame.js";
import type { ClassModalRow } from "../../lib/class-modals/row.js";
import type { SlackDeps } from "../../lib/context.js";
import { ActionId, ClassInputId, classModalCallbackId } from "../../lib/ids.js";
import { startJob } from "../../lib/jobs/slack-job.js";
import { tFor } from "../../lib/locale/locale.js";
import { profileZone } from "../../lib/locale/zones.js";
import { moveJobKey } from "./job.js";
import { moveFormView, moveRefusalText, moveRefusedNotice } from "./view.js";

const face = { callbackId: classModalCallbackId("move"), titleKey: "classModals.titles.move" } as const;

async function zoneOf(deps: SlackDeps, client: WebClient | undefined, teamId: string, userId: string) {
  const zone = client ? await profileZone(client, userId) : null;
  return zone ?? (await schoolTimeZone(deps.store, teamId));
}

function picked(state: SubmittedState, id: string, key: "selected_date" | "selected_time"): string {
  const value = (state[id]?.[id] as Record<string, unknown> | undefined)?.[key];
  return typeof value === "string" ? value : "";
}

function localTimeOf(unixSeconds: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(unixSeconds * 1000));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return formatLocalTime({ hour: part("hour"), minute: part("minute") });
}

export const moveModal: ClassModalRow = {
  ...face,
  capability: "cancel",
  button: ActionId.classMove,
  async build(deps, { caller, cls, client }) {
    const t = await tFor(deps, caller.teamId, caller.userId);
    const mine = faceFor(face, t);
    const check = await checkMove(deps, caller, cls.classId);
    if (!check.ok) return classNoticeView(mine.title, moveRefusedNotice(cls.name, check.refused, t), t);
    const timeZone = await zoneOf(deps, client, caller.teamId, caller.userId);
    return moveFormView(mine, {
      cls,
      students: check.students,
      fields: {
        name: cls.name,
        date: formatLocalDate(localDateOf(cls.beginTime, timeZone)),
        time: localTimeOf(cls.beginTime, timeZone),
        duration: Math.round((cls.endTime - cls.beginTime) / 60),
        timeZone,
      },
    });
  },
  async submit(deps, args, { caller, cls }) {
    const t = await tFor(deps, caller.teamId, caller.userId);
    const mine = faceFor(face, t);
    const check = await checkMove(deps, caller, cls.classId);
    if (!check.ok) {
      await args.ack({
        response_action: "update",
        view: classNoticeView(mine.title, moveRefusedNotice(cls.name, check.refused, t), t),
      });
      return;
    }
    const state = stateOf(args);
    const name = readText(state, ClassInputId.moveName);
    const date = parseLocalDate(picked(state, ClassInputId.moveDate, "selected_date"));
    const time = parseLocalTime(picked(state, ClassInputId.moveTime, "selected_time"));
    const duration = Number(readText(state, ClassInputId.moveDuration));
    const errors: Record<string, string> = {};
    if (name === "") errors[ClassInputId.moveName] = t("classMove.giveName");
    if (!date) errors[ClassInputId.moveDate] = t("classMove.pickDate");
    if (!time) errors[ClassInputId.moveTime] = t("classMove.pickTime");
    if (!Number.isInteger(duration) || duration < 1 || duration > 24 * 60) {
      errors[ClassInputId.moveDuration] = t("classMove.durationRule");
    }
    if (date && time && !errors[ClassInputId.moveDuration]) {
      const timeZone = await zoneOf(deps, args.client, caller.teamId, caller.userId);
      const beginTime = zonedSeconds(date, time, timeZone);
      const problem = newTimeProblem(beginTime, beginTime + duration * 60, deps.clock());
      if (problem) errors[ClassInputId.moveTime] = moveRefusalText({ why: "new-time", problem }, t);
      else if (Object.keys(errors).length === 0) {
        const request: MoveRequest = {
          classId: cls.classId,
          name,
          beginTime,
          endTime: beginTime + duration * 60,
        };
        const key = moveJobKey(caller.teamId, caller.userId, request);
        // Worked out again on every submit, from the class as stored now; the class itself (and the
        // new class a retry of this same move made) is not "another" class.
        // "Move anyway" accepts the clashes it was shown under, not others the new time meets.
        const clashes = await findStaffClashes(deps, caller, {
          teacherUid: check.cls.teacherUid,
          assistantUid: check.cls.assistantUid,
          occurrences: [request],
          ignoreClassIds: [check.cls.classId],
          ignoreIdentities: [moveIdentity(caller.teamId, key)],
        });
        if (clashes.length > 0 && !clashesAccepted(readMany(state, ClassInputId.moveAnyway), clashes)) {
          const clash = clashWarning(clashes, { t, timeZone, now: deps.clock(), action: "move" });
          await args.ack({
            response_action: "update",
            view: moveFormView(mine, {
              cls: check.cls,
              students: check.students,
              fields: { name, date: formatLocalDate(date), time: formatLocalTime(time), duration, timeZone },
              clash,
            }),
          });
          return;
        }
        // Committed before the ack: a double click, a Slack retry or a restart makes it one move.
        await startJob(deps, {
          kind: MOVE_JOB,
          actor: caller,
          key,
          title: mine.title,
          viewId: args.view.id,
          request,
        });
        await args.ack({
          response_action: "update",
          view: classWorkingView(mine.title, t("classMove.working", { name: userText(cls.name, 200) }), t),
        });
        deps.jobs?.wake();
        return;
      }
    }
    await args.ack({ response_action: "errors", errors: fieldErrors(errors) });
  },
};
