/**
 * Why a seats or recording change was refused before anything was sent, in plain words for the
 * reader (a field error, a reply, a report DM): the use cases return the field and the facts
 * (`refusal`, `reducedTo`) beside an English `message`.
 */
import type { ClassRefusal } from "../../../classes/actor.js";
import { HD_SEATS } from "../../../classes/class-seats.js";
import { SEAT_CEILING } from "../../../classes/school-settings.js";
import { type T, translator } from "../../../i18n/index.js";
import { classRefusalText } from "../refusal.js";

export interface ChangeRefused {
  readonly field: string;
  readonly message: string;
  readonly refusal?: ClassRefusal | undefined;
  readonly reducedTo?: number | undefined;
}

/** Plain text: names are not escaped here (the caller shows it as plain text or escapes it). */
export function changeRefusedText(refused: ChangeRefused, t: T = translator("en")): string {
  switch (refused.field) {
    case "access":
      return refused.refusal ? classRefusalText(refused.refusal, t, { plain: true }) : refused.message;
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
    default:
      return refused.message;
  }
}
