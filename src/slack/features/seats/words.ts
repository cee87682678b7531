/** The video quality inside a sentence: "4 seats, standard video", "1 seat, Full HD". */
import { HD_SEATS, type HdAfter, type HdLevel } from "../../../classes/class-seats.js";
import type { T } from "../../../i18n/index.js";

/** The video quality by `isHd` level, as the seats form offers it. */
export const HD_KEYS = [
  "classModals.seats.standard",
  "classModals.seats.hd",
  "classModals.seats.fullHd",
] as const;

const HD_IN_TEXT = {
  0: "reports.seats.standard",
  1: "reports.seats.hd",
  2: "reports.seats.fullHd",
} as const satisfies Readonly<Record<HdLevel, string>>;

/** What a class has after a seats change, said in every seats reply. */
export function seatsAndHdText(seatNum: number, isHd: HdLevel, t: T): string {
  return t("reports.seats.seatsAndHd", {
    seats: t("reports.seats.seats", { count: seatNum }),
    hd: t(HD_IN_TEXT[isHd]),
  });
}

/** "Full HD turned off: HD needs 1 or 6 seats", or "" when HD was kept. */
export function hdTurnedOffText(after: HdAfter, t: T): string {
  if (after.turnedOff === null || after.turnedOff === 0) return "";
  const rule = t("reports.seats.hdRule", { seats: HD_SEATS.join(t("reports.seats.or")) });
  return t("reports.seats.hdOff", { level: t(HD_KEYS[after.turnedOff]), rule });
}
