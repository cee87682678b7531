/** What each class modal reports when done, per class and per entry, in plain words. */
import type { SeatsResult } from "../../../classes/class-seats.js";
import type { VideoResult } from "../../../classes/class-video.js";
import type { EnrolmentReport, NotEnrollable, StudentOutcome } from "../../../classes/enrol-students.js";
import type { NotDone } from "../../../classes/partner-failure.js";
import type { Role } from "../../../classes/roles.js";
import { type T, translator } from "../../../i18n/index.js";
import { type MessageContent, sectionMessage } from "../message.js";
import { isPartnerFailure, notDoneLine } from "../not-done.js";
import { plural } from "../text.js";
import { classWorkReport } from "./report.js";
import { hdTurnedOffText, seatsAndHdText } from "./seats.js";

/**
 * Picked people who cannot be added, by name: the names Slack gave for people outside the directory
 * (null where it gave none), the directory's names for people who are not students.
 */
export interface NamedPicks {
  readonly outsiders: readonly (string | null)[];
  readonly notStudents: readonly { readonly name: string; readonly role: Role }[];
}

const ROLE_WITH_ARTICLE: Readonly<Record<Role, string>> = {
  admin: "an admin",
  teacher: "a teacher",
  student: "a student",
};

/** "Dan Smith and one other person you picked": named people first, the unnamed counted. */
function outsidersSubject(outsiders: readonly (string | null)[]): string {
  const named = outsiders.filter((n): n is string => n !== null);
  const unnamed = outsiders.length - named.length;
  const other = named.length > 0 ? "other " : "";
  if (unnamed === 1) named.push(`one ${other}person you picked`);
  else if (unnamed > 1) named.push(`${unnamed} ${other}people you picked`);
  return names(named);
}

/** "Dan Smith is not in the school directory and Marie Curie is a teacher, not a student". */
function picksFacts(picks: NamedPicks): string {
  const facts: string[] = [];
  const { outsiders, notStudents } = picks;
  if (outsiders.length > 0)
    facts.push(
      `${outsidersSubject(outsiders)} ${outsiders.length === 1 ? "is" : "are"} not in the school directory`,
    );
  const [only] = notStudents;
  if (notStudents.length === 1 && only)
    facts.push(`${only.name} is ${ROLE_WITH_ARTICLE[only.role]}, not a student`);
  else if (notStudents.length > 1)
    facts.push(`${names(notStudents.map((p) => `${p.name} (${p.role})`))} are not students`);
  const text = facts.join(" and ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** The one refused person by name, else "them". */
function whom(picks: NamedPicks): string {
  const all = [...picks.outsiders, ...picks.notStudents.map((p) => p.name)];
  return all.length === 1 && all[0] ? all[0] : "them";
}

/** The option a teacher ticks to add the students among the picks without the others. */
export function addAnywayOption(others: number): string {
  return others === 1 ? "Add the other student anyway" : `Add the ${others} others anyway`;
}

/** What to do about it: tick the option (when some picks can be added), or ask an admin. */
function picksAdvice(picks: NamedPicks, others: number): string {
  if (others > 0) {
    const who = whom(picks);
    return `Tick “${addAnywayOption(others)}” below to add the others without ${who}, or take ${who} off the list.`;
  }
  if (picks.outsiders.length === 0) return "Pick students only.";
  const outsiders = picks.outsiders.length === 1 && picks.outsiders[0] ? picks.outsiders[0] : "them";
  return `An admin can add ${outsiders} to the school directory in /class admin → People.`;
}

/** The students form asks first: shown above the option when some picks can be added and some not. */
export function addAnywayQuestion(picks: NamedPicks, others: number): string {
  return `${picksFacts(picks)}, so nobody was added yet. ${picksAdvice(picks, others)}`;
}

/** Why the students form was refused, as a sentence for the field it names. */
export function enrolmentRefusalText(refusal: NotEnrollable, picks: NamedPicks): string {
  return `${picksFacts(picks)}, so nobody was added. ${picksAdvice(picks, refusal.others)}`;
}

/** "Dan Smith was not added: not in the school directory." for each pick left out on confirmation. */
export function leftOutText(picks: NamedPicks): string {
  const lines = [
    ...picks.outsiders.map(
      (n) => `${n ?? "A person you picked"} was not added: not in the school directory.`,
    ),
    ...picks.notStudents.map((p) => `${p.name} was not added: ${ROLE_WITH_ARTICLE[p.role]}, not a student.`),
  ];
  return lines.join(" ");
}

/** Names in a headline before "and N more". */
const NAMES_SHOWN = 10;

/** "Ben Carter, Chloé Dubois and 张伟", or the first ten "and 290 more". */
function names(list: readonly string[]): string {
  const shown = list.slice(0, NAMES_SHOWN);
  const rest = list.length - shown.length;
  if (rest > 0) return `${shown.join(", ")} and ${rest} more`;
  return shown.length <= 1 ? (shown[0] ?? "") : `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`;
}

/** "Algebra", or "12 classes of Algebra practice" (the classes a change was asked for). */
function scopeOf(classes: readonly { readonly className: string }[], t?: T): string {
  const first = classes[0]?.className ?? "the class";
  if (t === undefined) {
    if (classes.length === 1) return first;
    const same = classes.every((c) => c.className === first);
    return same ? `${classes.length} classes of ${first}` : `${classes.length} classes`;
  }
  if (classes.length === 1) return t("reports.seats.oneClass", { name: first });
  const same = classes.every((c) => c.className === first);
  return same
    ? t("reports.seats.classesOf", { count: classes.length, name: first })
    : t("reports.seats.classes", { count: classes.length });
}

/**
 * The students report counts people, not pairs: "Ben Carter, Chloé Dubois and 张伟 added to 12
 * classes of Algebra practice", then only what did not go as asked, under its class.
 */
export function enrolmentReport(report: EnrolmentReport, leftOut?: NamedPicks): MessageContent {
  const targets = report.classes.filter((c) => c.skipped === null);
  const headlines: string[] = [];
  for (const change of ["add", "remove"] as const) {
    const byStudent = new Map<string, { name: string; done: number; asked: number }>();
    for (const c of targets) {
      for (const s of c.students) {
        if (s.change !== change) continue;
        const e = byStudent.get(s.uid) ?? { name: s.name, done: 0, asked: 0 };
        e.asked += 1;
        if (s.ok && !s.notSaved) e.done += 1;
        byStudent.set(s.uid, e);
      }
    }
    const verb = change === "add" ? "added to" : "removed from";
    // By name, so the report reads the same whatever order the service answered in.
    const everywhere = [...byStudent.values()]
      .filter((e) => e.asked > 0 && e.done === e.asked)
      .sort((a, b) => a.name.localeCompare(b.name));
    if (everywhere.length > 0)
      headlines.push(`${names(everywhere.map((e) => e.name))} ${verb} ${scopeOf(targets)}`);
    for (const e of [...byStudent.values()].sort((a, b) => a.name.localeCompare(b.name))) {
      if (e.done > 0 && e.done < e.asked)
        headlines.push(`${e.name} ${verb} ${e.done} of ${plural(e.asked, "class", "classes")}`);
    }
  }
  const notSaved =
    report.notSaved > 0
      ? `. Saving failed for ${plural(report.notSaved, "student")}: the class service has the change, this app does not show it yet; run the same change again to save it`
      : "";
  const title = headlines.length > 0 ? headlines.join("; ") : "Students: nothing changed";
  const notAdded = leftOut ? ` ${leftOutText(leftOut)}` : "";
  return classWorkReport(
    `${title}${notSaved}.${notAdded}`,
    report.classes
      .map((c) => ({
        className: c.className,
        beginTime: c.beginTime,
        lines:
          c.skipped !== null
            ? [`skipped: ${notDoneLine({ reason: c.skipped })}`]
            : c.students
                .filter((s) => !s.ok || s.notSaved)
                .sort((a, b) => a.name.localeCompare(b.name))
                .map((s) => `${s.name}: ${studentOutcomeText(s)}`),
      }))
      .filter((section) => section.lines.length > 0),
  );
}

/** Said after a student's outcome when the service confirmed it but the store could not save it. */
export const NOT_SAVED_TEXT = "but saving it here failed, so this app does not show it yet";

/** "added", "already in this class", "not removed: the class service could not be reached; try again"… */
export function studentOutcomeText(s: StudentOutcome): string {
  const did = s.change === "add" ? "added" : "removed";
  const text = s.ok ? did : studentNotDone(s.why, s.callFailed ? `not ${did}: ` : "");
  if (!s.notSaved) return text;
  return `${s.ok ? text : `the class service says ${text}`}, ${NOT_SAVED_TEXT}`;
}

function studentNotDone(why: NotDone, prefix: string): string {
  if (!isPartnerFailure(why)) return notDoneLine(why, "student");
  const words = notDoneLine(why);
  return `${prefix}${words.charAt(0).toLowerCase()}${words.slice(1)}`;
}

/** `t`: the words of the teacher who asked (the report is DMed to them). */
export function videoReport(result: VideoResult, t: T = translator("en")): MessageContent {
  if (!result.ok) return sectionMessage(result.message, { plain: true });
  return classWorkReport(
    t("reports.video.title"),
    result.classes.map((c) => ({
      className: c.className,
      beginTime: c.beginTime,
      lines: [c.ok ? t("reports.saved") : t("reports.notChanged", { why: notDoneLine(c.why, "class", t) })],
    })),
    t,
  );
}

/**
 * Every seats report says the seats and HD the classes have now; a refused change names the class
 * and why, never the seats it asked for.
 */
export function seatsReport(result: SeatsResult, t: T = translator("en")): MessageContent {
  if (!result.ok) {
    const why = lowerFirst(result.message);
    return sectionMessage(
      result.className === undefined
        ? t("reports.seats.refused", { why })
        : t("reports.seats.refusedOne", { name: result.className, why }),
      { plain: true },
    );
  }
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
    const what = uniform
      ? seatsAndHdText(result.seatNum, first.isHd, t)
      : t("reports.seats.seats", { count: result.seatNum });
    const off = uniform ? hdTurnedOffText(first, t) : "";
    const scope = scopeOf(saved, t);
    title =
      result.reducedFrom === null
        ? t("reports.seats.title", { scope, what })
        : t("reports.seats.titleReduced", { scope, what, from: result.reducedFrom });
    if (off !== "") title = t("reports.seats.titleOff", { title, off });
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
    title = t("reports.seats.notChangedTitle", { scope: scopeOf(result.classes, t) });
  }
  return classWorkReport(
    title,
    result.classes.map((c) => {
      const after = hdOf.get(c.classId);
      const off = after ? hdTurnedOffText(after, t) : "";
      const what = after ? seatsAndHdText(result.seatNum, after.isHd, t) : "";
      const saved =
        uniform || !after
          ? t("reports.saved")
          : off === ""
            ? t("reports.savedWith", { what })
            : t("reports.savedWithOff", { what, off });
      return {
        className: c.className,
        beginTime: c.beginTime,
        lines: [c.ok ? saved : t("reports.notChanged", { why: notDoneLine(c.why, "class", t) })],
      };
    }),
    t,
  );
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}
