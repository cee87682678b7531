/**
 * What the English admin forms must say of each refusal, written out on its own (the forms word the
 * facts from src/i18n/en/adminProblems.ts): test/slack/views/admin-problems.test.ts holds the two to
 * one wording.
 */
import type {
  AdminProblem,
  ConnectionFailure,
  ConnectionField,
  SettingsNumber,
  SettingsProblem,
} from "../../src/classes/admin/problems.js";
import { errnoEnglish } from "./i18n.js";

const FIELD_WORDS: Readonly<Record<ConnectionField, string>> = {
  baseUrl: "base URL",
  liveBaseUrl: "live page base URL",
  sid: "SID",
};

function joinWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** Why the partner refused or could not be reached, in English. */
export function connectionFailureEnglish(failure: ConnectionFailure): string {
  switch (failure.kind) {
    case "keys-refused":
      return "the SID or SECRET is wrong: ClassIn refused them";
    case "refused":
      return `ClassIn refused it: ${errnoEnglish(failure.errno)}`;
    case "timeout":
      return `ClassIn at ${failure.baseUrl} did not answer in time`;
    case "unreachable":
      return `ClassIn at ${failure.baseUrl} could not be reached${failure.code ? ` (${failure.code})` : ""}; check the base URL`;
    case "http":
      return `${failure.baseUrl} answered HTTP ${failure.status}, not ClassIn; check the base URL`;
    case "not-partner":
      return `${failure.baseUrl} answered, but not like ClassIn; check the base URL`;
    case "unusable":
      return "the stored connection is not usable; save it again";
    case "not-run":
      return "the test could not run";
    case "secret-unreadable":
      return "the stored SECRET cannot be read with this app's encryption key; enter the SECRET again and save";
    case "not-saved":
      return "no connection is saved yet; fill in the form and save it first";
  }
}

/** The problem's English sentence (what `message` says). */
export function englishOf(problem: AdminProblem): string {
  switch (problem.kind) {
    case "secret-missing":
      return "Enter the school SECRET";
    case "secret-again":
      return `You changed the ${joinWords(problem.changed.map((f) => FIELD_WORDS[f]))}: enter the school SECRET again to save`;
    case "secret-unreadable":
      return "The stored SECRET cannot be read any more; enter it again";
    case "connection-refused":
      return `ClassIn refused this connection: ${connectionFailureEnglish(problem.failure)}. Fix it, or tick “Save anyway” below`;
    case "uid-needed":
      return `A ${problem.role} needs a UID; only an admin may have none`;
    case "slack-user-listed":
      return "This Slack user is already in the directory; edit them from the list";
    case "uid-taken":
      return `This UID already belongs to ${problem.owner}`;
    case "uid-taken-other":
      return "This UID already belongs to another person in the directory";
    case "last-admin":
      return `${problem.name} is the school's last admin: make someone else admin first, so the school always has one`;
    case "person-gone":
      return "That person was already removed";
    case "not-teachers": {
      const unnamed = problem.people.filter((p) => p.name === null).length;
      const names = [
        ...problem.people.flatMap((p) => (p.name === null ? [] : [p.name])),
        ...(unnamed === 1 ? ["a person you picked"] : unnamed > 1 ? [`${unnamed} people you picked`] : []),
      ];
      const last = names.at(-1) ?? "";
      const joined = names.length <= 1 ? last : `${names.slice(0, -1).join(", ")} and ${last}`;
      const text =
        problem.people.length === 1
          ? `${joined} is not a teacher in the directory; add them as a teacher first, or leave them out.`
          : `${joined} are not teachers in the directory; add them as teachers first, or leave them out.`;
      return text.charAt(0).toUpperCase() + text.slice(1);
    }
    case "course-listed":
      return `Course ${problem.courseId} is already registered; edit it from the course list`;
    case "course-gone":
      return `Course ${problem.courseId} was already removed`;
    case "course-in-use":
      return `${problem.name} still has classes scheduled through the app, so it cannot be removed`;
    case "label-name-control":
      return "The name contains control characters (such as line breaks or NUL)";
    case "label-listed":
      return `Label ${problem.labelId} is already in the list; edit it there`;
    case "label-gone":
      return `Label ${problem.labelId} was already removed`;
  }
}

const NUMBER_WORDS: Readonly<Record<SettingsNumber, string>> = {
  seatMax: "seat maximum",
  reminderMinutes: "reminder time",
  recentClassDays: "number of days",
  personalDataDays: "number of days personal data is kept",
};

export function settingsProblemEnglish(problem: SettingsProblem): string {
  switch (problem.kind) {
    case "name-control":
      return "The school name contains control characters (such as line breaks or NUL)";
    case "name-too-long":
      return `Use at most ${problem.max} characters for the school name`;
    case "enter":
      return `Enter the ${NUMBER_WORDS[problem.what]}`;
    case "whole":
      return `The ${NUMBER_WORDS[problem.what]} must be a whole number from ${problem.min} to ${problem.max}`;
    case "zone-missing":
      return "Pick the school's time zone, e.g. type New York or Berlin";
    case "zone-not-listed":
      return "Pick the school's time zone from the list: type a city to find it";
  }
}
