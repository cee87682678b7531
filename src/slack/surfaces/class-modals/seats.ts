/**
 * The seats & HD modal: the rules are checked on the fields before the ack, the calls after it.
 * `/class seats <class> <n> [hd|fullhd|standard]` runs at once and answers privately.
 */
import { type HdLevel, seatMaxOf, seatsFieldProblem, setClassSeats } from "../../../classes/class-seats.js";
import { stateOf } from "../../args.js";
import { ActionId, ClassInputId, classModalCallbackId } from "../../ids.js";
import { readApplyTo } from "../../views/class-modals/frame.js";
import { seatsReport } from "../../views/class-modals/results.js";
import { seatsModalView } from "../../views/class-modals/seats.js";
import { readOption } from "../../views/form-values.js";
import { closeAndReport } from "./finish.js";
import type { ClassCommandText, ClassModalRow } from "./row.js";

const face = { title: "Seats & HD", callbackId: classModalCallbackId("seats") };

const HD_WORDS: Readonly<Record<string, HdLevel>> = { standard: 0, sd: 0, hd: 1, fullhd: 2, "full-hd": 2 };

/** Splits "Algebra 6 hd" into the class text, the seats and the HD level. */
export function parseSeatsArgs(rest: string): {
  classText: string;
  seatNum: number | null;
  isHd: HdLevel | null;
} {
  const words = rest.split(/\s+/).filter((w) => w !== "");
  let isHd: HdLevel | null = null;
  const last = words.at(-1)?.toLowerCase();
  if (last !== undefined && Object.hasOwn(HD_WORDS, last) && words.length > 1) {
    isHd = HD_WORDS[last] ?? null;
    words.pop();
  }
  let seatNum: number | null = null;
  const n = words.at(-1);
  if (n !== undefined && /^\d{1,2}$/.test(n) && words.length > 1) {
    seatNum = Number(n);
    words.pop();
  }
  return { classText: words.join(" "), seatNum, isHd };
}

function seatsCommandText(rest: string): ClassCommandText {
  const parsed = parseSeatsArgs(rest);
  const { seatNum } = parsed;
  if (seatNum === null) return { classText: rest };
  return {
    classText: parsed.classText,
    run: async (deps, { caller, cls }) =>
      seatsReport(
        await setClassSeats(deps, caller, {
          classId: cls.classId,
          applyTo: "class",
          seatNum,
          isHd: parsed.isHd ?? 0,
        }),
      ),
  };
}

export const seatsModal: ClassModalRow = {
  ...face,
  capability: "seats",
  button: ActionId.classSeats,
  async build(deps, { caller, cls }) {
    return seatsModalView(face, cls, await seatMaxOf(deps.store, caller.teamId));
  },
  async submit(deps, args, ctx) {
    const { caller, cls } = ctx;
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
    await closeAndReport(deps, args, ctx, face.title, async () =>
      seatsReport(
        await setClassSeats(deps, caller, {
          classId: cls.classId,
          applyTo: readApplyTo(state),
          seatNum,
          isHd,
        }),
      ),
    );
  },
  commandText: seatsCommandText,
};
