/**
 * Why a class or an entry was not changed, in the words of one report line ("class is over", "seats
 * can't change in the 20 minutes before class"): the use cases return the facts (`NotDone`).
 */
import type { NotDone, PartnerFailure } from "../../../classes/partner-failure.js";
import type { T } from "../../../i18n/index.js";
import { failureText } from "./failure-text.js";

type OwnReason = Exclude<NotDone, PartnerFailure>["reason"];

const OWN_WORDS = {
  over: "reports.notDone.over",
  "in-session": "reports.notDone.inSession",
  deleted: "reports.notDone.deleted",
  "not-connected": "reports.notDone.notConnected",
  "not-enrolled": "reports.notDone.notEnrolled",
  unconfirmed: "reports.notDone.unconfirmed",
} as const satisfies Readonly<Record<Exclude<OwnReason, "no-answer">, string>>;

export function isPartnerFailure(why: NotDone): why is PartnerFailure {
  return !(why.reason in OWN_WORDS || why.reason === "no-answer");
}

/** `item` is what the service may not have answered for: a class of a batch, or a student of one. */
export function notDoneLine(why: NotDone, item: "class" | "student" = "class", t: T): string {
  if (isPartnerFailure(why)) return failureText(why, "line", undefined, t).replace(/[.。]$/, "");
  if (why.reason === "no-answer")
    return t(item === "class" ? "reports.notDone.noAnswerClass" : "reports.notDone.noAnswerStudent");
  return t(OWN_WORDS[why.reason]);
}
