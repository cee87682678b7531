/**
 * What the English audit page must say of each fact, written out on its own (the page words the
 * facts from src/i18n/en/auditLog.ts): test/slack/views/admin-problems.test.ts holds the two to one
 * wording, and the classes tests read lines through the page's own `saidText`.
 */
import type {
  AuditChange,
  AuditClass,
  AuditCourse,
  AuditDoing,
  AuditMeaning,
} from "../../src/classes/admin/audit.js";
import type { Role } from "../../src/store/index.js";
import { plural } from "../../src/words.js";
import { errnoEnglish } from "./i18n.js";

function classEnglish(cls: AuditClass): string {
  if (cls.kind === "class") return cls.name;
  return cls.kind === "class-of" ? `a class of ${cls.course}` : "a class";
}

function classesEnglish(course: AuditCourse): string {
  return course ? `classes of ${course}` : "classes";
}

/** What a partner call was doing, in English. */
export function doingEnglish(doing: AuditDoing): string {
  switch (doing.op) {
    case "addCourseClass":
      return `Scheduling ${classEnglish(doing.cls)}`;
    case "addCourseClassMultiple":
      return `Scheduling a weekly series of ${classesEnglish(doing.course)}`;
    case "addClassStudentMultiple":
      return `Adding students to ${classEnglish(doing.cls)}`;
    case "delClassStudentMultiple":
      return `Removing students from ${classEnglish(doing.cls)}`;
    case "modifyClassSeatNum":
      return `Changing the seats of ${classEnglish(doing.cls)}`;
    case "setClassVideoMultiple":
      return `Changing recording and live for ${classesEnglish(doing.course)}`;
    case "addClassLabels":
      return `Setting the labels of ${classesEnglish(doing.course)}`;
    case "getCloudList":
      return "Reading the school's cloud folder";
    case "updateClassStudentComment":
      return `Saving ratings for ${classEnglish(doing.cls)}`;
    case "unknown":
      return "Asking ClassIn";
  }
}

const NOUNS = {
  student: ["student", "students"],
  rating: ["rating", "ratings"],
  class: ["class", "classes"],
} as const;

/** Why a partner call failed, in English. */
export function meaningEnglish(why: AuditMeaning): string {
  switch (why.kind) {
    case "refused-connection":
      return "ClassIn refused the school's connection details";
    case "course-unknown":
      return "the course does not exist at ClassIn";
    case "course-deleted":
      return "the course was deleted at ClassIn";
    case "course-expired":
      return "the course has expired at ClassIn";
    case "refused-unknown":
      return "ClassIn refused it without a reason we know";
    case "refused": {
      // The catalogue's sentence for the code, as the end of the line.
      const sentence = errnoEnglish(why.errno).replace(/\.$/, "");
      // A sentence that starts with the service's name keeps it as it is written.
      return `ClassIn refused it: ${sentence.startsWith("ClassIn") ? sentence : `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`}`;
    }
    case "PartnerTransportError":
      return "ClassIn could not be reached";
    case "PartnerHttpError":
      return "ClassIn's address answered with an error";
    case "PartnerResponseError":
      return "ClassIn's answer could not be read";
    case "PartnerValidationError":
      return "not sent: the details broke a rule of ClassIn";
    case "failed":
      return "it failed";
    case "entries": {
      const [one, many] = NOUNS[why.noun];
      return `ClassIn refused ${plural(why.count, one, many)}`;
    }
  }
}

const ROLE_ENGLISH: Readonly<Record<Role, string>> = {
  admin: "Admin",
  teacher: "Teacher",
  student: "Student",
};

function personEnglish(change: Extract<AuditChange, { role: Role }>): string {
  const verb = { "person.add": "Added", "person.edit": "Edited", "person.remove": "Removed" }[change.op];
  const uid = change.uid === null ? "no UID" : `UID ${change.uid}`;
  return `${verb} ${change.name} (${ROLE_ENGLISH[change.role]}, ${uid})`;
}

/**
 * An admin change, in English: the line's `action` (the English page words the same facts from
 * src/i18n/en/auditLog.ts; test/slack/views/admin-problems.test.ts holds the two to one wording).
 */
export function changeEnglish(change: AuditChange): string {
  switch (change.op) {
    case "course.add":
      return `Added the course ${change.name}`;
    case "course.create":
      return `Created the course ${change.name} at ClassIn`;
    case "course.edit":
      return `Edited the course ${change.name}`;
    case "course.remove":
      return `Removed the course ${change.name}`;
    case "label.add":
      return `Added the label ${change.name}`;
    case "label.edit":
      return `Renamed a label to ${change.name}`;
    case "label.remove":
      return `Removed the label ${change.name}`;
    case "class.cancel": {
      const name = change.name ?? "a class";
      const said =
        change.count > 1
          ? `Cancelled ${plural(change.count, "class", "classes")} of ${name}`
          : `Cancelled ${name}`;
      return change.reason === null ? said : `${said} (reason: ${change.reason})`;
    }
    case "class.move":
      return `Moved ${change.name ?? "a class"} to a new time`;
    case "class.share":
      return change.series
        ? `Shared a card of the series of ${change.name} in a channel`
        : `Shared a card of ${change.name} in a channel`;
    case "connection.save":
      return `Saved the school connection (${change.baseUrl})`;
    case "connection.seed":
      return "Connected the school from the app's configuration";
    case "school.installed":
      return "Installed the app and became the school's first admin";
    case "workspace.erased":
      return "Erased the school's data";
    case "people.import":
      return `Imported people: ${change.added} added, ${change.updated} updated, ${plural(change.refused, "line")} refused`;
    case "person.add":
    case "person.edit":
    case "person.remove":
      return personEnglish(change);
    case "settings.save":
      return `Saved the school settings (${change.timeZone}, at most ${plural(change.seatMax, "seat")}, reminders ${change.reminderMinutes} min before)`;
    case "privacy.purge":
      return `Deleted personal data older than ${plural(change.days, "day")}: ${plural(change.ratings, "rating")}, ${plural(change.links, "live link record")}`;
    case "described":
      return change.description;
    case "settings":
      return "Changed the school's settings";
    case "other":
      return "Changed something in the school";
  }
}
