/**
 * The seats & HD modal: the rules are checked on the fields before the ack, the calls after it in a
 * durable job (slack/features/seats/job.ts) that DMs the report. `/class seats <class> <n> [hd|fullhd|standard]`
 * starts the same job at once, answers privately that it is under way, and the report is DMed too.
 */
import { type HdLevel, seatMaxOf, seatsFieldProblem } from "../../../classes/class-seats.js";
import { settingsLockedReason, settingsTarget } from "../../../classes/settings-freeze.js";
import { fieldErrors, stateOf } from "../../lib/args.js";
import { readOption } from "../../lib/blocks/form-values.js";
import { changeRefusedText } from "../../lib/class-modals/change-refusal.js";
import { faceFor, readApplyTo } from "../../lib/class-modals/frame.js";
import { lockedNoticeView, withLockedNote } from "../../lib/class-modals/locked.js";
import type { ClassModalRow } from "../../lib/class-modals/row.js";
import { ActionId, ClassInputId, classModalCallbackId } from "../../lib/ids.js";
import { startJob } from "../../lib/jobs/slack-job.js";
import { tFor } from "../../lib/locale/locale.js";
import { seatsCommandText } from "./command.js";
import { SEATS_JOB, type SeatsJobRequest } from "./job.js";
import { seatsModalView } from "./view.js";

const face = { callbackId: classModalCallbackId("seats"), titleKey: "classModals.titles.seats" } as const;

export const seatsModal: ClassModalRow = {
  ...face,
  capability: "seats",
  button: ActionId.classSeats,
  async build(deps, { caller, cls }) {
    const t = await tFor(deps, caller.teamId, caller.userId);
    const mine = faceFor(face, t);
    // A class within the freeze (or in session, or ended) is said so now, not refused after the submit.
    const target = await settingsTarget(deps.store, cls, deps.clock());
    if (target.cls === null) return lockedNoticeView(mine.title, target.locked, t);
    const view = seatsModalView(mine, target.cls, await seatMaxOf(deps.store, caller.teamId));
    return target.locked ? withLockedNote(view, target.locked, target.cls, t) : view;
  },
  async submit(deps, args, ctx) {
    const { caller, cls } = ctx;
    const t = await tFor(deps, caller.teamId, caller.userId);
    // The form stayed open into the freeze: said in the modal, nothing started.
    const locked = settingsLockedReason(cls, deps.clock());
    if (locked !== null) {
      const view = lockedNoticeView(faceFor(face, t).title, { cls, reason: locked }, t);
      await args.ack({ response_action: "update", view });
      return;
    }
    const state = stateOf(args);
    const seatNum = Number(readOption(state, ClassInputId.seatNum));
    const hd = Number(readOption(state, ClassInputId.seatHd) ?? "0");
    const picked: HdLevel = hd === 1 || hd === 2 ? hd : 0;
    // The radio starts at the class's HD: left there, it is not asked for, and the seats change keeps
    // it where the seats allow it and turns it off (and says so) where not — as `/class seats` does.
    // An HD level the person picked is taken as asked, and refused on its field when the seats forbid it.
    const isHd: HdLevel | undefined = picked === cls.isHd ? undefined : picked;
    const problem = seatsFieldProblem(seatNum, isHd, await seatMaxOf(deps.store, caller.teamId));
    if (problem) {
      const field = problem.field === "hd" ? ClassInputId.seatHd : ClassInputId.seatNum;
      await args.ack({
        response_action: "errors",
        errors: fieldErrors({ [field]: changeRefusedText(problem, t) }),
      });
      return;
    }
    // The partner work is a durable job (docs/jobs.md): committed before the ack, reported by DM.
    const request: SeatsJobRequest = {
      classId: cls.classId,
      applyTo: readApplyTo(state),
      seatNum,
      ...(isHd !== undefined && { isHd }),
    };
    await startJob(deps, {
      kind: SEATS_JOB,
      actor: caller,
      sameAs: [args.view.id],
      title: t("classModals.titles.seats"),
      request,
    });
    await args.ack();
    deps.jobs?.wake();
  },
  commandText: seatsCommandText,
};
