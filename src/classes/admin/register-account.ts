/**
 * The phone or e-mail a person's {{service}} account is registered with, from what a Slack profile or a
 * school's list holds ("+86 138 0000 0001", "(415) 555-0100", "Ann@School.org"). The service wants a
 * phone as `00<country>-<number>`, a mainland China number without its country code: what can be made
 * so is; what cannot is refused with a reason the admin can act on (never sent to the service).
 */
import { PHONE_ACCOUNT } from "../../partner/fields.js";

export type RegisterAccount =
  | { readonly kind: "telephone"; readonly value: string }
  | { readonly kind: "email"; readonly value: string };

/** Why a person cannot be registered with what we know of them. */
export type AccountProblem =
  /** Neither a phone nor an e-mail address. */
  | "none"
  /** A phone without a country code that is not a mainland China mobile number. */
  | "phone-country"
  /** Not a phone number at all (letters, too short or too long). */
  | "phone"
  | "email";

export type AccountCheck =
  | { readonly ok: true; readonly account: RegisterAccount }
  | { readonly ok: false; readonly problem: AccountProblem };

/** The service's e-mail rule (the SDK's), and its length. */
const EMAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;
const EMAIL_MAX = 100;
/** A mainland China mobile number: 11 digits from 1. */
const MAINLAND_MOBILE = /^1\d{10}$/;

/**
 * Country calling codes are prefix-free (ITU E.164): "1" and "7" are one digit, these two, every
 * other three; so "+4420…" is 44 and "+35312…" is 353 without a separator to tell.
 */
const TWO_DIGIT_CODES = new Set([
  "20",
  "27",
  "30",
  "31",
  "32",
  "33",
  "34",
  "36",
  "39",
  "40",
  "41",
  "43",
  "44",
  "45",
  "46",
  "47",
  "48",
  "49",
  "51",
  "52",
  "53",
  "54",
  "55",
  "56",
  "57",
  "58",
  "60",
  "61",
  "62",
  "63",
  "64",
  "65",
  "66",
  "81",
  "82",
  "84",
  "86",
  "90",
  "91",
  "92",
  "93",
  "94",
  "95",
  "98",
]);

function countryCodeLength(digits: string): number {
  if (digits.startsWith("1") || digits.startsWith("7")) return 1;
  return TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? 2 : 3;
}

/** The phone as the service wants it, or why it cannot be. */
export function servicePhone(
  text: string,
): { ok: true; value: string } | { ok: false; problem: AccountProblem } {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, problem: "none" };
  // Spaces, dashes, dots and brackets are how people group digits; anything else is not a phone.
  if (!/^\+?[\d\s\-().]+$/.test(trimmed)) return { ok: false, problem: "phone" };
  const international = trimmed.startsWith("+") || /^00[1-9]/.test(trimmed.replace(/[\s\-().]/g, ""));
  let digits = trimmed.replace(/[^\d]/g, "");
  if (!international) {
    if (MAINLAND_MOBILE.test(digits)) return { ok: true, value: digits };
    return { ok: false, problem: digits.length >= 5 ? "phone-country" : "phone" };
  }
  if (digits.startsWith("00")) digits = digits.slice(2);
  // Where the person separated the country code ("+1 415…", "0086-138…"), that separation wins.
  const grouped = trimmed.replace(/^\+|^00/, "").match(/^\s*(\d{1,4})[\s\-(.]/);
  const codeLength = grouped?.[1] ? grouped[1].length : countryCodeLength(digits);
  const country = digits.slice(0, codeLength);
  const national = digits.slice(codeLength);
  // A mainland number is sent without its country code.
  if (country === "86" && MAINLAND_MOBILE.test(national)) return { ok: true, value: national };
  const value = `00${country}-${national.replace(/^0+/, "")}`;
  return PHONE_ACCOUNT.test(value) ? { ok: true, value } : { ok: false, problem: "phone" };
}

export function serviceEmail(
  text: string,
): { ok: true; value: string } | { ok: false; problem: AccountProblem } {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, problem: "none" };
  if (trimmed.length > EMAIL_MAX || !EMAIL.test(trimmed) || /\p{Cc}/u.test(trimmed)) {
    return { ok: false, problem: "email" };
  }
  return { ok: true, value: trimmed };
}

/**
 * What to register a person with: their phone when it can be made valid (a phone is the usual
 * {{service}} login), else their e-mail; the phone's problem when neither works and a phone was given.
 */
export function registerAccountOf(person: {
  readonly email?: string | null | undefined;
  readonly phone?: string | null | undefined;
}): AccountCheck {
  const phone = servicePhone(person.phone ?? "");
  if (phone.ok) return { ok: true, account: { kind: "telephone", value: phone.value } };
  const email = serviceEmail(person.email ?? "");
  if (email.ok) return { ok: true, account: { kind: "email", value: email.value } };
  if (phone.problem !== "none") return { ok: false, problem: phone.problem };
  return { ok: false, problem: email.problem };
}

/**
 * A person's account field read as a phone or an e-mail address, for a form or a list whose one
 * "account" column may hold either: an "@" means e-mail.
 */
export function contactOfAccount(account: string): { email?: string; phone?: string } {
  const text = account.trim();
  if (text === "") return {};
  return text.includes("@") ? { email: text } : { phone: text };
}
