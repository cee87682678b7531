/** The seats & HD modal: the rules are checked on the fields before the ack, the calls after it. */
import { classAccess } from "../../../classes/class-actor.js";
import { type HdLevel, seatMaxOf, seatsFieldProblem, setClassSeats } from "../../../classes/class-seats.js";
import { callerOf, type SlackDeps } from "../../context.js";
import { ClassInputId } from "../../ids.js";
import { seatsReport } from "../../views/class-modals/results.js";
import { readOption } from "../../views/form-values.js";
import { actorOf } from "../class-modals.js";
import {
  finishInBackground,
  refuseInModal,
  submittedApplyTo,
  submittedClassId,
} from "./class-modal-common.js";
import { type SubmissionArgs, stateOf } from "./types.js";

export function classSeatsSubmitted(deps: SlackDeps) {
  return async (args: SubmissionArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const actor = actorOf(caller);
    const classId = submittedClassId(args);
    const access = await classAccess(deps.store, actor, "seats", classId);
    if (!access.ok) return refuseInModal(args, "Seats & HD", access.reason);
    const state = stateOf(args);
    const seatNum = Number(readOption(state, ClassInputId.seatNum));
    const hd = Number(readOption(state, ClassInputId.seatHd) ?? "0");
    const isHd: HdLevel = hd === 1 || hd === 2 ? hd : 0;
    const problem = seatsFieldProblem(seatNum, isHd, await seatMaxOf(deps.store, caller.teamId));
    if (problem) {
      const field = problem.field === "hd" ? ClassInputId.seatHd : ClassInputId.seatNum;
      await args.ack({ response_action: "errors", errors: { [field]: problem.message } });
      return;
    }
    await args.ack();
    finishInBackground(deps, args.client, caller, async () =>
      seatsReport(
        await setClassSeats(deps, actor, { classId, applyTo: submittedApplyTo(args), seatNum, isHd }),
      ),
    );
  };
}
