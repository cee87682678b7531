/**
 * Why a seats or recording change was refused before anything was sent, in plain words for the
 * reader (a field error, a reply, a report DM), from the facts the use cases return: the field, and
 * the class refusal or the school maximum the seats were cut to.
 */
import type { AccessRefused } from "../../../classes/apply-to.js";
import { HD_SEATS, type SeatsProblem } from "../../../classes/class-seats.js";
import type { VideoProblem } from "../../../classes/class-video.js";
import { SEAT_CEILING } from "../../../classes/school-settings.js";
import type { T } from "../../../i18n/index.js";
import { classRefusalText } from "../words/refusal.js";

export type ChangeRefused = AccessRefused | SeatsProblem | VideoProblem;

/** Plain text: names are not escaped here (the caller shows it as plain text or escapes it). */
export function changeRefusedText(refused: ChangeRefused, t: T): string {
  switch (refused.field) {
    case "access":
      return classRefusalText(refused.refusal, t, { plain: true });
    case "live":
      return t("classChanges.liveNeedsRecording");
    case "replay":
      return t("classChanges.replayNeedsRecording");
    case "seats":
      return t("classChanges.seatsRange", { max: SEAT_CEILING });
    case "hd": {
      const rule = t("reports.seats.hdRule", { seats: HD_SEATS.join(t("reports.seats.or")) });
      return refused.reducedTo === undefined
        ? t("classChanges.hdSeats", { rule })
        : t("classChanges.hdSeatsReduced", { rule, max: refused.reducedTo });
    }
  }
}
