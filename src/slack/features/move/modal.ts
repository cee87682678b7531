/**
 * The move (reschedule) form: the new date, start time, duration and name, prefilled from the class
 * in the person's zone (their Slack profile's, else the school's). Within 20 minutes of the start the
 * class service refuses changes: refused when the form opens and again on submit, before anything is
 * sent; so is a new time in the past or sooner than the scheduling form's lead. The work is a durable
 * job (job.ts).
 */
import { checkMove, MOVE_JOB } from "../../../classes/move-class.js";
import { splitMoveText } from "../../../classes/schedule/move-text.js";
import { formatLocalDate, localDateOf } from "../../../classes/schedule/occurrences.js";
import { parseScheduleText } from "../../../classes/schedule/prefill.js";
import { fieldErrors, stateOf } from "../../lib/args.js";
import { userText } from "../../lib/blocks/text.js";
import { classNoticeView, classWorkingView, faceFor } from "../../lib/class-modals/frame.js";
import type { ClassModalRow } from "../../lib/class-modals/row.js";
import { ActionId, classModalCallbackId } from "../../lib/ids.js";
import { startJob } from "../../lib/jobs/slack-job.js";
import { tFor } from "../../lib/locale/locale.js";
import { clashForm } from "./clash-form.js";
import { localTimeOf, readMoveForm, zoneOf } from "./form-values.js";
import { moveJobKey } from "./job.js";
import { moveFormView, moveRefusedNotice } from "./view.js";

const face = { callbackId: classModalCallbackId("move"), titleKey: "classModals.titles.move" } as const;

export const moveModal: ClassModalRow = {
  ...face,
  capability: "move",
  button: ActionId.classMove,
  commandText: (text) => ({ classText: splitMoveText(text).classText }),
  async build(deps, { caller, cls, client, typed }) {
    const t = await tFor(deps, caller.teamId, caller.userId);
    const mine = faceFor(face, t);
    const check = await checkMove(deps, caller, cls.classId);
    if (!check.ok) return classNoticeView(mine.title, moveRefusedNotice(cls.name, check.refused, t), t);
    const timeZone = await zoneOf(deps, client, caller.teamId, caller.userId);
    // "/class move Algebra Thursday to Friday 4pm": the new time typed fills the form.
    const when = typed ? splitMoveText(typed).when : undefined;
    const pre = when ? parseScheduleText(when, new Date(deps.clock() * 1000), timeZone) : {};
    return moveFormView(mine, {
      cls,
      students: check.students,
      fields: {
        name: cls.name,
        date: pre.date ?? formatLocalDate(localDateOf(cls.beginTime, timeZone)),
        time: pre.time ?? localTimeOf(cls.beginTime, timeZone),
        duration: pre.durationMinutes ?? Math.round((cls.endTime - cls.beginTime) / 60),
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
    const read = await readMoveForm(deps, args.client, { ...caller, classId: cls.classId }, state, t);
    if (!read.ok) {
      await args.ack({ response_action: "errors", errors: fieldErrors(read.errors) });
      return;
    }
    const { request } = read.move;
    const key = moveJobKey(caller.teamId, caller.userId, request);
    const clash = await clashForm(deps, caller, check, read.move, key, state, mine);
    if (clash) {
      await args.ack({ response_action: "update", view: clash });
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
    const working = classWorkingView(
      mine.title,
      t("classMove.working", { name: userText(cls.name, 200) }),
      t,
    );
    await args.ack({ response_action: "update", view: working });
    deps.jobs?.wake();
  },
};
