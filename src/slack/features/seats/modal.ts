/**
 * The seats & HD modal: the rules are checked on the fields before the ack, the calls after it in a
 * durable job (slack/jobs/seats.ts) that DMs the report. `/class seats <class> <n> [hd|fullhd|standard]`
 * starts the same job at once, answers privately that it is under way, and the report is DMed too.
 */
import { seriesScope } from "../../../classes/apply-to.js";
import { type HdLevel, hdAfter, seatMaxOf, seatsFieldProblem } from "../../../classes/class-seats.js";
import { fieldErrors, stateOf } from "../../lib/args.js";
import { readOption } from "../../lib/blocks/form-values.js";
import { LIMITS } from "../../lib/blocks/limits.js";
import { sectionMessage } from "../../lib/blocks/message.js";
import { escapeMrkdwn, userText } from "../../lib/blocks/text.js";
import { changeRefusedText } from "../../lib/class-modals/change-refusal.js";
import { faceFor, readApplyTo } from "../../lib/class-modals/frame.js";
import type { ClassCommandText, ClassModalRow } from "../../lib/class-modals/row.js";
import { ActionId, ClassInputId, classModalCallbackId } from "../../lib/ids.js";
import { startJob } from "../../lib/jobs/slack-job.js";
import { tFor } from "../../lib/locale/locale.js";
import { hdTurnedOffText, seatsAndHdText } from "../../lib/words/seats-words.js";
import { SEATS_JOB, type SeatsJobRequest } from "./job.js";
import { seatsModalView } from "./view.js";

const face = { callbackId: classModalCallbackId("seats"), titleKey: "classModals.titles.seats" } as const;

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
    run: async (deps, { caller, cls }, requestId) => {
      // No HD word: the class keeps its HD where the new seats allow it (hdAfter).
      const isHd = parsed.isHd ?? undefined;
      const t = await tFor(deps, caller.teamId, caller.userId);
      const name = `*${userText(cls.name, LIMITS.optionText)}*`;
      const max = await seatMaxOf(deps.store, caller.teamId);
      // The rules are answered at once, as the modal answers them on its fields: no job for them.
      const problem = seatsFieldProblem(seatNum, isHd, max);
      if (problem)
        return sectionMessage(
          t("reports.seats.command.rule", { name, problem: escapeMrkdwn(changeRefusedText(problem, t)) }),
        );
      // A class of a series: the command is for the series, this class and every later one.
      const applyTo = cls.seriesId === null ? "class" : "series";
      const request: SeatsJobRequest = {
        classId: cls.classId,
        applyTo,
        seatNum,
        ...(isHd !== undefined && { isHd }),
      };
      await startJob(deps, {
        kind: SEATS_JOB,
        actor: caller,
        sameAs: [requestId],
        title: t("classModals.titles.seats"),
        request,
      });
      const seats = Math.min(seatNum, max);
      const after = hdAfter(cls.isHd, seats, isHd);
      const off = hdTurnedOffText(after, t);
      const hd = seatsAndHdText(seats, after.isHd, t);
      const withOff = off === "" ? hd : t("reports.seats.command.what", { what: hd, off });
      const what = seats < seatNum ? t("reports.seats.command.reduced", { what: withOff, max }) : withOff;
      if (applyTo === "class") return sectionMessage(t("reports.seats.command.one", { name, what }));
      const scope = await seriesScope(deps.store, cls, deps.clock());
      const left = scope.over > 0 ? t("reports.seats.command.over", { count: scope.over }) : "";
      return sectionMessage(t("reports.seats.command.series", { count: scope.changing, name, what, left }));
    },
  };
}

export const seatsModal: ClassModalRow = {
  ...face,
  capability: "seats",
  button: ActionId.classSeats,
  async build(deps, { caller, cls }) {
    const t = await tFor(deps, caller.teamId, caller.userId);
    return seatsModalView(faceFor(face, t), cls, await seatMaxOf(deps.store, caller.teamId));
  },
  async submit(deps, args, ctx) {
    const { caller, cls } = ctx;
    const t = await tFor(deps, caller.teamId, caller.userId);
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
