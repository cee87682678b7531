/**
 * The class service's answers about one student (already in the class, not in it…) in the reader's
 * words; everything else is worded by the catalogues' `partnerErrors` (lib/words/errno-words.ts).
 */
import { SEATS_ANSWERS } from "../../../classes/class-seats.js";
import { VIDEO_ANSWERS } from "../../../classes/class-video.js";
import { ALREADY } from "../../../classes/partner-batch.js";
import type { NotDone } from "../../../classes/partner-failure.js";
import type { MessageKey, T } from "../../../i18n/index.js";
import { notDoneLine } from "../words/not-done.js";

const WORDS: Readonly<Record<string, Readonly<Record<number, MessageKey>>>> = {
  addClassStudentMultiple: { [ALREADY.add]: "classStudents.outcome.already" },
  delClassStudentMultiple: { [ALREADY.remove]: "classStudents.outcome.wasNotIn" },
  modifyClassSeatNum: {
    [SEATS_ANSWERS.inSession]: "reports.notDone.inSession",
    [SEATS_ANSWERS.over]: "reports.notDone.over",
    [SEATS_ANSWERS.locked]: "classChanges.answers.seatsLocked",
  },
  setClassVideoMultiple: {
    [VIDEO_ANSWERS.liveNeedsRecording]: "classChanges.answers.liveNeedsRecording",
    [VIDEO_ANSWERS.locked]: "classChanges.answers.videoLocked",
    [VIDEO_ANSWERS.serviceProblem]: "classChanges.answers.videoServiceProblem",
  },
};

/** The operation's own words for a refusal, when this app has them in every language. */
export function operationWords(why: NotDone, t: T): string | undefined {
  if (why.reason !== "refused") return undefined;
  const key = WORDS[why.operation]?.[why.errno];
  return key === undefined ? undefined : (t as (k: MessageKey) => string)(key);
}

/** One report line's reason: the operation's words, else the shared line wording. */
export function whyLine(why: NotDone, item: "class" | "student", t: T): string {
  return operationWords(why, t) ?? notDoneLine(why, item, t);
}
