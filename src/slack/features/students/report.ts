/** The students modal's words: the picks that cannot be added, by name, and the per-student report. */

import type { EnrolmentReport, NotEnrollable, StudentOutcome } from "../../../classes/enrol-students.js";
import type { NotDone } from "../../../classes/partner-failure.js";
import type { T } from "../../../i18n/index.js";
import type { MessageContent } from "../../lib/blocks/message.js";
import { classWorkReport, type ScopeSaid, scopeOf } from "../../lib/class-modals/report.js";
import type { NamedPicks } from "../../lib/jobs/enrol-request.js";
import { lowerFirst } from "../../lib/words/lower-first.js";
import { isPartnerFailure, notDoneLine } from "../../lib/words/not-done.js";

/** "Dan Smith and one other person you picked": named people first, the unnamed counted. */
function outsidersSubject(outsiders: readonly (string | null)[], t: T): string {
  const named = outsiders.filter((n): n is string => n !== null);
  const unnamed = outsiders.length - named.length;
  const other = named.length > 0;
  if (unnamed === 1) named.push(t(other ? "classStudents.unnamed.oneOther" : "classStudents.unnamed.one"));
  else if (unnamed > 1)
    named.push(
      t(other ? "classStudents.unnamed.manyOther" : "classStudents.unnamed.many", { count: unnamed }),
    );
  return names(named, t);
}

/** "Dan Smith is not in the school directory and Marie Curie is a teacher, not a student". */
function picksFacts(picks: NamedPicks, t: T): string {
  const facts: string[] = [];
  const { outsiders, notStudents } = picks;
  if (outsiders.length > 0) {
    const who = outsidersSubject(outsiders, t);
    facts.push(
      outsiders.length === 1
        ? t("classStudents.outsidersOne", { who })
        : t("classStudents.outsidersMany", { who }),
    );
  }
  const [only] = notStudents;
  if (notStudents.length === 1 && only)
    facts.push(t(`classStudents.notStudent.${only.role}`, { name: only.name }));
  else if (notStudents.length > 1) {
    const list = notStudents.map((p) =>
      t("classStudents.withRole", { name: p.name, role: t(`classStudents.role.${p.role}`) }),
    );
    facts.push(t("classStudents.notStudents", { names: names(list, t) }));
  }
  const [first = "", second] = facts;
  const text = second === undefined ? first : t("classStudents.bothFacts", { first, second });
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** The one refused person by name, else "them". */
function whom(picks: NamedPicks, t: T): string {
  const all = [...picks.outsiders, ...picks.notStudents.map((p) => p.name)];
  return all.length === 1 && all[0] ? all[0] : t("classStudents.them");
}

/** The option a teacher ticks to add the students among the picks without the others. */
export function addAnywayOption(others: number, t: T): string {
  return t("classStudents.addOther", { count: others });
}

/** What to do about it: tick the option (when some picks can be added), or ask an admin. */
function picksAdvice(picks: NamedPicks, others: number, t: T): string {
  if (others > 0) {
    return t("classStudents.tickAnyway", { option: addAnywayOption(others, t), who: whom(picks, t) });
  }
  if (picks.outsiders.length === 0) return t("classStudents.studentsOnly");
  const only = picks.outsiders.length === 1 ? picks.outsiders[0] : null;
  return t("classStudents.adminCanAdd", { who: only ?? t("classStudents.them") });
}

/** The students form asks first: shown above the option when some picks can be added and some not. */
export function addAnywayQuestion(picks: NamedPicks, others: number, t: T): string {
  return t("classStudents.askFirst", { facts: picksFacts(picks, t), advice: picksAdvice(picks, others, t) });
}

/** Why the students form was refused, as a sentence for the field it names. */
export function enrolmentRefusalText(refusal: NotEnrollable, picks: NamedPicks, t: T): string {
  return t("classStudents.refused", {
    facts: picksFacts(picks, t),
    advice: picksAdvice(picks, refusal.others, t),
  });
}

/** "Dan Smith was not added: not in the school directory." for each pick left out on confirmation. */
export function leftOutText(picks: NamedPicks, t: T): string {
  const lines = [
    ...picks.outsiders.map((name) =>
      name === null ? t("classStudents.leftOut.unnamed") : t("classStudents.leftOut.outsider", { name }),
    ),
    ...picks.notStudents.map((p) => t(`classStudents.leftOut.${p.role}`, { name: p.name })),
  ];
  return lines.join(" ");
}

/** Names in a headline before "and N more". */
const NAMES_SHOWN = 10;

/** "Ben Carter, Chloé Dubois and 张伟", or the first ten "and 290 more". */
function names(list: readonly string[], t: T): string {
  const shown = list.slice(0, NAMES_SHOWN);
  const rest = list.length - shown.length;
  const separator = t("classStudents.names.separator");
  if (rest > 0) return t("classStudents.names.more", { names: shown.join(separator), count: rest });
  if (shown.length <= 1) return shown[0] ?? "";
  return t("classStudents.names.two", {
    first: shown.slice(0, -1).join(separator),
    last: shown.at(-1) ?? "",
  });
}

/** What the job knows beside the report: the reader's zone, and whether links were to be sent. */
export interface EnrolmentReportOptions {
  /** The reader's zone, for the day of the scope sentence. */
  readonly zone?: string;
  /** "Send each new student their live link" was ticked; absent: the consequence is not said. */
  readonly sendLinks?: boolean;
}

/** "Added to …: names" with what it means for them: a DM with their link now, later, or none. */
function addedKey(sendLinks: boolean | undefined, recorded: boolean) {
  if (sendLinks === undefined) return "classStudents.report.added" as const;
  if (!sendLinks) return "classStudents.report.addedQuiet" as const;
  return recorded
    ? ("classStudents.report.addedLinks" as const)
    : ("classStudents.report.addedLater" as const);
}

/**
 * The students report counts people, not pairs: "Added to the 12 remaining classes of Algebra, from
 * Tue 1 Dec: Ben Carter, Chloé Dubois and 张伟 — each got a DM with their personal link", then only
 * what did not go as asked, under its class, person by person by name, in the words of the teacher
 * who asked (`t`).
 */
export function enrolmentReport(
  report: EnrolmentReport,
  leftOut: NamedPicks | undefined,
  t: T,
  options: EnrolmentReportOptions = {},
): MessageContent {
  const targets = report.classes.filter((c) => c.skipped === null);
  const said: ScopeSaid | undefined =
    options.zone === undefined ? undefined : { scope: report.scope, zone: options.zone };
  // Links go out now only where recording is on (else "your link will follow").
  const recorded = targets.every((c) => c.record !== false);
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
    // By name, so the report reads the same whatever order the service answered in.
    const everywhere = [...byStudent.values()]
      .filter((e) => e.asked > 0 && e.done === e.asked)
      .sort((a, b) => a.name.localeCompare(b.name));
    if (everywhere.length > 0) {
      const vars = {
        names: names(
          everywhere.map((e) => e.name),
          t,
        ),
        scope: scopeOf(targets, t, said),
        count: everywhere.length,
      };
      headlines.push(
        change === "add"
          ? t(addedKey(options.sendLinks, recorded), vars)
          : t("classStudents.report.removed", vars),
      );
    }
    for (const e of [...byStudent.values()].sort((a, b) => a.name.localeCompare(b.name))) {
      if (e.done > 0 && e.done < e.asked) {
        const vars = { name: e.name, done: e.done, count: e.asked };
        headlines.push(
          change === "add"
            ? t("classStudents.report.addedSome", vars)
            : t("classStudents.report.removedSome", vars),
        );
      }
    }
  }
  const joined =
    headlines.length > 0
      ? headlines.join(t("classStudents.report.separator"))
      : t("classStudents.report.nothing");
  const title =
    report.notSaved > 0
      ? t("classStudents.report.titleNotSaved", { headlines: joined, count: report.notSaved })
      : t("classStudents.report.title", { headlines: joined });
  return classWorkReport(
    leftOut ? t("classStudents.report.withLeftOut", { title, leftOut: leftOutText(leftOut, t) }) : title,
    report.classes
      .map((c) => ({
        className: c.className,
        beginTime: c.beginTime,
        lines:
          c.skipped !== null
            ? [t("classStudents.report.skipped", { why: notDoneLine({ reason: c.skipped }, "class", t) })]
            : c.students
                .filter((s) => !s.ok || s.notSaved)
                .sort((a, b) => a.name.localeCompare(b.name))
                .map((s) =>
                  t("classStudents.report.line", { name: s.name, outcome: studentOutcomeWords(s, t) }),
                ),
      }))
      .filter((section) => section.lines.length > 0),
    t,
  );
}

/**
 * A student's outcome in the reader's words: "added", "already in this class", "not removed: the class
 * service could not be reached; try again"…
 */
export function studentOutcomeWords(s: StudentOutcome, t: T): string {
  const outcome = s.ok
    ? t(s.change === "add" ? "classStudents.outcome.added" : "classStudents.outcome.removed")
    : studentNotDone(s.why, s.callFailed ? s.change : null, t);
  if (!s.notSaved) return outcome;
  return s.ok
    ? t("classStudents.outcome.notSaved", { outcome })
    : t("classStudents.outcome.serviceSays", { outcome });
}

/** A failed call says what was not done ("not added: …"); the service's answer for one entry stands alone. */
function studentNotDone(why: NotDone, failedCall: "add" | "remove" | null, t: T): string {
  if (!isPartnerFailure(why)) return notDoneLine(why, "student", t);
  const words = notDoneLine(why, "class", t);
  const lower = lowerFirst(words);
  if (failedCall === null) return lower;
  return failedCall === "add"
    ? t("classStudents.outcome.notAdded", { why: lower })
    : t("classStudents.outcome.notRemoved", { why: lower });
}
