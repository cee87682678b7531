/**
 * Why a class or an entry was not changed, in the words of one report line ("class is over", "seats
 * can't change in the 20 minutes before class"): the use cases return the facts (`NotDone`).
 */
import { CLASS_DELETED_TEXT } from "../../classes/class-deleted.js";
import { NOT_CONNECTED_TEXT, type NotDone, type PartnerFailure } from "../../classes/partner-failure.js";
import { failureText } from "./failure-text.js";

type OwnReason = Exclude<NotDone, PartnerFailure>["reason"];

const OWN_WORDS: Readonly<Record<Exclude<OwnReason, "no-answer">, string>> = {
  over: "class is over",
  "in-session": "class is in session",
  deleted: CLASS_DELETED_TEXT,
  "not-connected": NOT_CONNECTED_TEXT,
  "not-enrolled": "not in this class",
  unconfirmed: "the class service did not confirm it; check the class before trying again",
};

export function isPartnerFailure(why: NotDone): why is PartnerFailure {
  return !(why.reason in OWN_WORDS || why.reason === "no-answer");
}

/** `item` is what the service may not have answered for: a class of a batch, or a student of one. */
export function notDoneLine(why: NotDone, item: "class" | "student" = "class"): string {
  if (isPartnerFailure(why)) return failureText(why, "line").replace(/\.$/, "");
  if (why.reason === "no-answer") return `the class service did not answer for this ${item}`;
  return OWN_WORDS[why.reason];
}
