/**
 * How a notice reads, left to the surface that shows it: the notices here decide who is told what and
 * when (the facts), the Slack side turns the facts into a message (`src/slack/tables/notice-renderer.ts`),
 * and main.ts passes that renderer in (`NoticeDeps`, recipient.ts). Delivery stores and posts the
 * rendered message as is. Each method takes the reader's `Locale` last, found by the notices
 * (`recipientLocale`: the recipient's, whoever caused the notice; default English): the renderer
 * looks nothing up.
 */

import type { RenderedMessage } from "../../delivery/index.js";
import type { Locale } from "../../i18n/locale.js";
import type { CourseAllowedFacts, CourseRefusedFacts } from "../admin/course-notices.js";
import type { ClassCardFacts } from "../class-cards.js";
import type { ClassSummary } from "../classes-list.js";
import type { ClassEventsQuietFacts } from "../events/quiet.js";
import type { ScheduleOutcome } from "../schedule/create.js";
import type { ClassLink } from "../student-links.js";
import type { ClassEndedSummary } from "./class-ended.js";

/**
 * Who made the change a student is told of: a person by name, the school (its class service), or a
 * school admin whose name is not known (worded in the reader's language).
 */
export type ChangedBy = { readonly name: string } | "school" | "admin";

/** In a student's DM, also someone whose name is not known: their teacher. */
export type DmChangedBy = ChangedBy | "teacher";

/**
 * A student's live link DM edited after a change: the classes it no longer admits them to (cancelled,
 * or they were removed), and the classes of the same DM still ahead of them (a series), with links.
 */
export interface ChangedDm {
  readonly change: "cancelled" | "removed";
  readonly classes: readonly ClassSummary[];
  readonly by: DmChangedBy;
  readonly remaining: readonly ClassLink[];
  /** A cancel's reason as the canceller typed it (escaped by the view). */
  readonly reason?: string;
}

/** The one new DM of a cancel: the notification beside the edited DMs. */
export interface CancelNotice {
  readonly classes: readonly ClassSummary[];
  readonly by: DmChangedBy;
  readonly reason?: string;
  /**
   * The student's DM about these classes was edited to say it all: the notice only points to it (no
   * second copy of the same text); false: the notice is the only message, so it says it all.
   */
  readonly edited: boolean;
  /** The student downloaded a calendar file of these classes: it still shows them. */
  readonly calendarFile?: boolean;
}

/**
 * The teacher's (and assistant's) scheduling message as its classes are now, after a change: the same
 * message edited, so it always says the current dates and settings.
 */
export interface ScheduledNow {
  readonly name: string;
  readonly courseName: string;
  readonly teacherSlackUserId: string;
  readonly assistantSlackUserId: string | null;
  readonly createdBy: string;
  readonly seats: number;
  readonly isHd: 0 | 1 | 2;
  readonly record: boolean;
  readonly live: boolean;
  readonly replay: boolean;
  readonly liveUrl: string | null;
  readonly weekly: boolean;
  /** Students of the classes still on: the fewest and the most one class has (equal when alike). */
  readonly students: { readonly fewest: number; readonly most: number };
  /** The labels of the classes still on, by name; null when they differ from class to class. */
  readonly labels: readonly string[] | null;
  /** The school's zone: a series' weekday is named in it ("every other Tuesday"). */
  readonly timeZone: string;
  /** Every class of it, in date order: those still on, and those cancelled (shown struck). */
  readonly classes: readonly {
    readonly classId: number;
    readonly beginTime: number;
    readonly endTime: number;
    readonly cancelled: boolean;
    /** A cancelled class's reason, as the canceller typed it (escaped by the view). */
    readonly cancelReason?: string;
  }[];
}

/** The class's teacher or assistant told that someone else changed their class. */
export interface StaffChangeNotice {
  /** What was done: a cancel, a move (with the new time), or another change named by the view. */
  readonly change: "cancelled" | "moved" | "video" | "seats" | "students" | "labels";
  /** A recording change: the settings the classes have now. */
  readonly video?: { readonly record: boolean; readonly live: boolean; readonly replay: boolean };
  /** A seats change: the seats and HD the classes have now. */
  readonly seats?: { readonly seatNum: number; readonly isHd: 0 | 1 | 2 };
  /** A students or labels change: who or which labels were added and removed, by name. */
  readonly added?: readonly string[];
  readonly removed?: readonly string[];
  readonly classes: readonly ClassSummary[];
  /** Who did it (a person by name, or an admin whose name is not known). */
  readonly by: ChangedBy;
  /** The class at its new time (a move). */
  readonly to?: ClassSummary;
  readonly reason?: string;
  /** The reader assists the class (rather than teaching it). */
  readonly assisting: boolean;
}

/**
 * A student's live link DM after a move (issue 30 §4): the one message they have about the class,
 * edited to "Moved: <old time> → <new time>" with the Join button of the new class (or "your link will
 * follow" when it is not recorded); a series DM keeps its other classes ahead with their buttons. Also
 * the whole message when the student had no DM to edit (then it is their only message about it).
 */
export interface MovedDm {
  /** The class as it was (its old time). */
  readonly from: ClassSummary;
  /** The class at its new time, with the student's own link (null: not recorded, the link will follow). */
  readonly to: ClassLink;
  readonly by: ChangedBy;
  /** A series DM: the other classes of it still ahead of the student, with their links. */
  readonly remaining: readonly ClassLink[];
  /** The student downloaded a calendar file of the class: it is out of date now (issue 30). */
  readonly calendarFile?: boolean;
}

/**
 * The one notification of recording switched on for classes a student was told "your link will
 * follow" about: their DM was edited to carry the Join button, this points to it.
 */
export interface LinkReady {
  /** The classes whose link is now in the edited DM, in date order. */
  readonly classes: readonly ClassSummary[];
}

/** A student's single-class DM once the class is over: no Join button, the replay's when it has one. */
export interface EndedDm {
  readonly cls: ClassLink;
  /** Replay is on: `cls.link` opens it. */
  readonly replay: boolean;
}

/** The one new DM of a move when the student's DM about the class was edited: a pointer to it. */
export interface MovedNotice {
  readonly from: ClassSummary;
  readonly to: ClassSummary;
  readonly by: ChangedBy;
  /** The edited DM carries the new Join button (false: the link will follow). */
  readonly withLink: boolean;
}

export interface NoticeRenderer {
  /**
   * A student's DM on joining one class, or several classes of a series (date order, at least one):
   * a series has one Join button, the next class not over at `now` (default: the first listed).
   */
  liveLinkDm(
    classes: readonly ClassLink[],
    /** `recordingOff`: recording was just switched off, so the class without a link says why. */
    options: { readonly now?: number; readonly recordingOff?: boolean },
    locale: Locale,
  ): RenderedMessage;
  /** The reminder Slack posts `minutesBefore` the class begins. */
  reminder(cls: ClassLink, minutesBefore: number, locale: Locale): RenderedMessage;
  /**
   * The teacher's DM once a class or a series is scheduled: what was made, what was not and why. The
   * assistant's (`reader` "assistant") says first that they assist, and whom.
   */
  scheduleResult(outcome: ScheduleOutcome, locale: Locale, reader?: "teacher" | "assistant"): RenderedMessage;
  /** The scheduling message edited after a change of its classes: as they are now. */
  scheduledNow(input: ScheduledNow, locale: Locale): RenderedMessage;
  /** The teacher's DM once a class ended: who joined, who did not, and the way to rate them. */
  classEndedSummary(summary: ClassEndedSummary, locale: Locale): RenderedMessage;
  /** A student's DM once a class with replay on ended, with their personal link. */
  replayAvailable(cls: ClassLink, locale: Locale): RenderedMessage;
  /** The live link DM as it reads after a cancel or a removal: no Join button for those classes. */
  changedDm(input: ChangedDm, locale: Locale): RenderedMessage;
  /** The live link DM of a moved class: "Moved: <old> → <new>", with the new class's Join button. */
  movedDm(input: MovedDm, locale: Locale): RenderedMessage;
  /** The short new DM pointing to the live link DM just edited to carry the Join button. */
  linkReady(input: LinkReady, locale: Locale): RenderedMessage;
  /** The short new DM pointing to the live link DM just edited to say recording is off (no Join link). */
  recordingOff(input: LinkReady, locale: Locale): RenderedMessage;
  /** The live link DM of one class, edited once the class has ended. */
  endedDm(input: EndedDm, locale: Locale): RenderedMessage;
  /** The one short new DM of a move, pointing to the student's edited DM (an edit makes no sound). */
  movedNotice(input: MovedNotice, locale: Locale): RenderedMessage;
  /** The one short new DM telling a student their class (or classes of a series) was cancelled. */
  cancelNotice(input: CancelNotice, locale: Locale): RenderedMessage;
  /** The DM telling a class's teacher (or assistant) that someone else cancelled or moved it. */
  staffChangeNotice(input: StaffChangeNotice, locale: Locale): RenderedMessage;
  /** A class card in a channel, as the class is now (open with its Join button, ended, or cancelled). */
  classCard(facts: ClassCardFacts, locale: Locale): RenderedMessage;
  /** An admin's DM: the class service refuses a course, why, and a button to the Courses page. */
  courseRefused(facts: CourseRefusedFacts, locale: Locale): RenderedMessage;
  /** A teacher's DM: they may now schedule classes in a course, and how. */
  courseAllowed(facts: CourseAllowedFacts, locale: Locale): RenderedMessage;
  /** An admin's DM: no class event came for a week while classes were held, and what to check. */
  classEventsQuiet(facts: ClassEventsQuietFacts, locale: Locale): RenderedMessage;
}
