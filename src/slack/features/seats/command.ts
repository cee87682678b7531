/**
 * `/class seats <class> <n> [hd|fullhd|standard]`: the seats and video quality read from the text,
 * the same durable job as the modal started at once, and a private answer that it is under way (the
 * report is DMed).
 */
import { seriesScope } from "../../../classes/apply-to.js";
import { type HdLevel, hdAfter, seatMaxOf, seatsFieldProblem } from "../../../classes/class-seats.js";
import { settingsTarget } from "../../../classes/settings-freeze.js";
import { LIMITS } from "../../lib/blocks/limits.js";
import { sectionMessage } from "../../lib/blocks/message.js";
import { escapeMrkdwn, slackDate, userText } from "../../lib/blocks/text.js";
import { changeRefusedText } from "../../lib/class-modals/change-refusal.js";
import { lockedText } from "../../lib/class-modals/locked.js";
import type { ClassCommandText } from "../../lib/class-modals/row.js";
import { startJob } from "../../lib/jobs/slack-job.js";
import { tFor } from "../../lib/locale/locale.js";
import { SEATS_JOB, type SeatsJobRequest } from "./job.js";
import { hdTurnedOffText, seatsAndHdText } from "./words.js";

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

export function seatsCommandText(rest: string): ClassCommandText {
  const parsed = parseSeatsArgs(rest);
  const { seatNum } = parsed;
  if (seatNum === null) return { classText: rest };
  return {
    classText: parsed.classText,
    run: async (deps, { caller, cls: named, openedOn }, requestId) => {
      // No HD word: the class keeps its HD where the new seats allow it (hdAfter).
      const isHd = parsed.isHd ?? undefined;
      const t = await tFor(deps, caller.teamId, caller.userId);
      // A class within the freeze is answered now; in a series, the change goes to the later classes.
      const target = await settingsTarget(deps.store, named, deps.clock());
      const locked = target.locked ?? { cls: named, reason: "over" as const };
      // One class named by its day is that class: frozen, it is not traded for a later one.
      if (target.cls === null || (openedOn === "class" && target.locked)) {
        return sectionMessage(
          `${lockedText(locked.cls, locked.reason, t)} ${t("classModals.locked.nothingLeft")}`,
        );
      }
      const cls = target.cls;
      const name = `*${userText(cls.name, LIMITS.optionText)}*`;
      const max = await seatMaxOf(deps.store, caller.teamId);
      // The rules are answered at once, as the modal answers them on its fields: no job for them.
      const problem = seatsFieldProblem(seatNum, isHd, max);
      if (problem)
        return sectionMessage(
          t("reports.seats.command.rule", { name, problem: escapeMrkdwn(changeRefusedText(problem, t)) }),
        );
      // The scope rule of every door (lib/class-modals/scope.ts): a series named by its name alone is
      // the series, this class and every later one; named with a day, that one class.
      const applyTo = cls.seriesId !== null && (openedOn ?? "series") === "series" ? "series" : "class";
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
      const scope = await seriesScope(deps.store, cls, deps.clock());
      if (applyTo === "class" && cls.seriesId !== null)
        return sectionMessage(
          t("reports.seats.command.oneOfSeries", {
            name,
            what,
            when: slackDate(cls.beginTime),
            count: scope.changing,
          }),
        );
      if (applyTo === "class") return sectionMessage(t("reports.seats.command.one", { name, what }));
      const left = scope.over > 0 ? t("reports.seats.command.over", { count: scope.over }) : "";
      return sectionMessage(t("reports.seats.command.series", { count: scope.changing, name, what, left }));
    },
  };
}
