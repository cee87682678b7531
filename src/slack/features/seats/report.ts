/** The seats & HD report: the seats and video every class has now, and what was not changed. */

import type { SeatsResult } from "../../../classes/class-seats.js";
import type { T } from "../../../i18n/index.js";
import { type MessageContent, sectionMessage } from "../../lib/blocks/message.js";
import { changeRefusedText } from "../../lib/class-modals/change-refusal.js";
import { classWorkReport, scopeOf } from "../../lib/class-modals/report.js";
import { lowerFirst } from "../../lib/words/lower-first.js";
import { notDoneLine } from "../../lib/words/not-done.js";
import { hdTurnedOffText, seatsAndHdText } from "./words.js";

/**
 * Every seats report says the seats and HD the classes have now, for the scope asked for (in the
 * reader's `zone`); a refused change names the class and why, never the seats it asked for.
 */
export function seatsReport(result: SeatsResult, t: T, zone?: string): MessageContent {
  if (!result.ok) {
    const why = lowerFirst(changeRefusedText(result, t));
    return sectionMessage(
      result.className === undefined
        ? t("reports.seats.refused", { why })
        : t("reports.seats.refusedOne", { name: result.className, why }),
      { plain: true },
    );
  }
  const said = zone === undefined ? undefined : { scope: result.scope, zone };
  const saved = result.classes.filter((c) => c.ok);
  const hdOf = new Map(result.hd.map((h) => [h.classId, h]));
  const afters = saved.flatMap((c) => hdOf.get(c.classId) ?? []);
  const [first] = afters;
  // One HD for every saved class goes in the title; otherwise each class line says its own.
  const uniform =
    first !== undefined && afters.every((a) => a.isHd === first.isHd && a.turnedOff === first.turnedOff);
  const notChanged = result.classes.filter((c) => !c.ok);
  const [onlyRefused] = notChanged;
  let title: string;
  if (saved.length > 0) {
    const now = uniform
      ? seatsAndHdText(result.seatNum, first.isHd, t)
      : t("reports.seats.seats", { count: result.seatNum });
    // One "before" for every changed class: "8 seats → 6 seats"; else each class line says its own.
    const sameBefore =
      first !== undefined &&
      afters.every((a) => a.seatsBefore === first.seatsBefore && a.hdBefore === first.hdBefore);
    const was =
      sameBefore && uniform
        ? seatsAndHdText(first.seatsBefore, first.hdBefore, t)
        : sameBefore
          ? t("reports.seats.seats", { count: first.seatsBefore })
          : null;
    const what = was === null || was === now ? now : t("reports.seats.fromTo", { from: was, to: now });
    const off = uniform ? hdTurnedOffText(first, t) : "";
    const scope = scopeOf(saved, t, said);
    title =
      result.reducedFrom === null
        ? t("reports.seats.title", { scope, what })
        : t("reports.seats.titleReduced", { scope, what, from: result.reducedFrom });
    if (off !== "") title = t("reports.seats.titleOff", { title, off });
    // Classes of the series already over or in session were left as they were: said in the title.
    const left = notChanged.filter(
      (c) => !c.ok && (c.why.reason === "over" || c.why.reason === "in-session"),
    );
    if (left.length > 0) title = t("reports.seats.titleLeft", { title, count: left.length });
  } else if (result.classes.length === 1 && onlyRefused && !onlyRefused.ok) {
    // One class refused: the reason is the title, not said again below it.
    return sectionMessage(
      t("reports.seats.refusedOne", {
        name: onlyRefused.className,
        why: notDoneLine(onlyRefused.why, "class", t),
      }),
      { plain: true },
    );
  } else {
    title = t("reports.seats.notChangedTitle", { scope: scopeOf(result.classes, t, said) });
  }
  return classWorkReport(
    title,
    result.classes.map((c) => {
      const after = hdOf.get(c.classId);
      const off = after ? hdTurnedOffText(after, t) : "";
      const to = after ? seatsAndHdText(result.seatNum, after.isHd, t) : "";
      const from = after ? seatsAndHdText(after.seatsBefore, after.hdBefore, t) : "";
      const what =
        from === to ? t("reports.seats.already", { what: to }) : t("reports.seats.fromTo", { from, to });
      const saved = off === "" ? what : t("reports.savedWithOff", { what, off });
      return {
        className: c.className,
        beginTime: c.beginTime,
        lines: [c.ok ? saved : t("reports.notChanged", { why: notDoneLine(c.why, "class", t) })],
      };
    }),
    t,
  );
}
