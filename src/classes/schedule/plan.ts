/**
 * Checks a schedule form against every documented rule and the school's policy before anything is
 * sent, and turns it into the classes to create. Everything is read again from the store here (the
 * caller's role, the course's allowed teachers, the directory), so a stale or crafted form cannot
 * schedule what the person may not.
 */
import { CLASS_START_MIN_LEAD_SECONDS, charLength, latestBeginTime } from "../../partner/index.js";
import { isSlackUserId } from "../../slack-user-id.js";
import type { Course, Person, PersonWithUid, Store } from "../../store/index.js";
import type { Actor } from "../actor.js";
import type { ClassesDeps } from "../deps.js";
import { can, canTeachCourse } from "../roles.js";
import { SEAT_CEILING, schoolSettings } from "../school-settings.js";
import { hasControlCharacter } from "../typed-text.js";
import {
  formatLocalDate,
  type LocalDate,
  type Occurrence,
  occurrences,
  parseLocalDate,
  parseLocalTime,
  seriesDates,
  type Weekday,
} from "./occurrences.js";

/** Form fields, named once; the Slack view maps each to its input block. */
export const SCHEDULE_FIELDS = [
  "course",
  "name",
  "date",
  "time",
  "duration",
  "teacher",
  "assistant",
  "seats",
  "hd",
  "video",
  "folder",
  "intro",
  "repeat",
  "weekdays",
  "weeks",
  "interval",
  "until",
] as const;
export type ScheduleField = (typeof SCHEDULE_FIELDS)[number];
/**
 * What is wrong with a field, as a fact the form words in the reader's language
 * (slack/features/schedule/problems.ts).
 */
export type ScheduleProblem =
  | { readonly kind: "choose-course" }
  | { readonly kind: "course-not-allowed" }
  | { readonly kind: "enter-name" }
  | { readonly kind: "too-long"; readonly max: number }
  | { readonly kind: "name-control" }
  | { readonly kind: "choose-date" }
  | { readonly kind: "choose-time" }
  | { readonly kind: "duration-whole" }
  | { readonly kind: "duration-range"; readonly min: number; readonly max: number }
  | { readonly kind: "choose-teacher" }
  | { readonly kind: "not-a-teacher" }
  | { readonly kind: "own-classes-only" }
  /** Names as people gave them: the view escapes them for where they are shown. */
  | { readonly kind: "teacher-not-allowed"; readonly teacher: string; readonly course: string }
  | { readonly kind: "assistant-not-teacher" }
  | { readonly kind: "assistant-is-teacher" }
  | { readonly kind: "seats-none" }
  /** The school's own maximum (below the ceiling) or the service's ceiling. */
  | { readonly kind: "seats-over"; readonly max: number; readonly school: boolean }
  | { readonly kind: "hd-seats" }
  | { readonly kind: "video-needs-recording" }
  | { readonly kind: "choose-folder" }
  | { readonly kind: "weeks-range"; readonly max: number }
  | { readonly kind: "interval-range"; readonly max: number }
  | { readonly kind: "until-before-date" }
  | { readonly kind: "no-weekday" }
  | { readonly kind: "too-many-classes"; readonly max: number; readonly made: number }
  | { readonly kind: "too-soon"; readonly minutes: number }
  | { readonly kind: "last-too-far"; readonly date: LocalDate }
  | { readonly kind: "too-far" };
export type FieldErrors = Partial<Record<ScheduleField, ScheduleProblem>>;

export const NAME_MAX_CHARS = 50;
export const MIN_DURATION_MINUTES = 15;
export const MAX_DURATION_MINUTES = 24 * 60;
/** How far ahead the form asks a class to start: the service's minimum plus a minute, so a slow submit does not race it. */
export const FORM_START_LEAD_SECONDS = CLASS_START_MIN_LEAD_SECONDS + 60;
export const INTRO_MAX_CHARS = 1000;
export const MAX_OCCURRENCES = 100;
export const MAX_WEEKS = 100;
/** The longest gap the form offers between two weeks with classes ("every 4 weeks"). */
export const MAX_INTERVAL_WEEKS = 4;
export const DEFAULT_SEATS = 6;
export const DEFAULT_DURATION_MINUTES = 60;

/** What the person entered, as text; the Slack layer fills it from the view state. */
export interface ScheduleForm {
  readonly courseId: string | null;
  readonly name: string;
  readonly date: string;
  readonly time: string;
  readonly duration: string;
  readonly teacherSlackUserId: string | null;
  readonly assistantSlackUserId: string | null;
  readonly seats: string;
  /** "0" none, "1" HD, "2" full HD. */
  readonly hd: string | null;
  readonly record: boolean;
  readonly live: boolean;
  readonly replay: boolean;
  readonly autoEnter: boolean;
  /** null or "": the course's folder. */
  readonly folderId: string | null;
  readonly intro: string;
  readonly weekly: boolean;
  readonly weekdays: readonly Weekday[];
  readonly weeks: string;
  /** Every this many weeks ("2": fortnightly); absent or "": every week. */
  readonly interval?: string;
  /** The series' last date, YYYY-MM-DD; absent or "": the number of weeks alone says. */
  readonly until?: string;
}

export interface SchedulePlan {
  readonly teamId: string;
  readonly createdBy: string;
  readonly course: Course;
  readonly name: string;
  readonly teacher: PersonWithUid;
  readonly assistant: PersonWithUid | null;
  readonly seats: number;
  readonly isHd: 0 | 1 | 2;
  readonly record: boolean;
  readonly live: boolean;
  readonly replay: boolean;
  readonly autoEnter: boolean;
  readonly folderId: string | null;
  readonly intro: string | null;
  readonly weekly: boolean;
  readonly timeZone: string;
  readonly occurrences: readonly Occurrence[];
}

export interface ScheduleRequest {
  readonly form: ScheduleForm;
  /** The zone the form's dates and times are in. */
  readonly timeZone: string;
}

export type PlanResult =
  | { readonly ok: true; readonly plan: SchedulePlan }
  | { readonly ok: false; readonly errors: FieldErrors; readonly refused?: "may-not-schedule" };

/** A directory entry that can teach: a teacher, or an admin with a partner UID. */
export function canBeTeacher(p: Person | undefined | null): p is PersonWithUid {
  return !!p && (p.role === "teacher" || p.role === "admin") && p.uid !== null && p.uid.trim() !== "";
}

/** The courses the caller may schedule in, by name. */
export async function schedulableCourses(store: Store, caller: Actor): Promise<Course[]> {
  if (!can(caller.role, "schedule")) return [];
  const courses = await store.courses.list(caller.teamId);
  return courses
    .filter((c) =>
      canTeachCourse({
        role: caller.role,
        uid: caller.person?.uid ?? null,
        allowedTeacherUids: c.teacherUids,
      }),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

function whole(text: string): number | null {
  const t = text.trim();
  return /^\d{1,6}$/.test(t) ? Number(t) : null;
}

export async function planSchedule(
  deps: Pick<ClassesDeps, "store" | "clock">,
  caller: Actor,
  { form, timeZone }: ScheduleRequest,
): Promise<PlanResult> {
  const errors: FieldErrors = {};
  if (!can(caller.role, "schedule")) {
    return { ok: false, errors, refused: "may-not-schedule" };
  }
  const { store } = deps;
  // Only the people the form names are read, so a large directory does not slow the answer.
  // The form's picks are looked up only when they are member IDs: anything else names nobody (and
  // the store would refuse it as an ID).
  const picked = [form.teacherSlackUserId, form.assistantSlackUserId].filter(isSlackUserId);
  const named = [...new Set([caller.userId, ...picked])];
  const [workspace, course, people] = await Promise.all([
    store.workspaces.get(caller.teamId),
    // A course ID is positive: "0" names no course (the store would refuse it as a bad ID).
    form.courseId && /^[1-9]\d{0,14}$/.test(form.courseId)
      ? store.courses.get(caller.teamId, Number(form.courseId))
      : Promise.resolve(undefined),
    Promise.all(named.map((id) => store.people.getBySlackUser(caller.teamId, id))),
  ]);
  const settings = schoolSettings(workspace);
  const bySlack = new Map(people.flatMap((p) => (p ? [[p.slackUserId, p] as const] : [])));
  // The caller's directory entry as it is now, not as it was when the request was routed.
  const me = bySlack.get(caller.userId) ?? null;
  const myUid = me?.uid ?? null;

  if (!course) errors.course = { kind: "choose-course" };
  else if (!canTeachCourse({ role: caller.role, uid: myUid, allowedTeacherUids: course.teacherUids })) {
    errors.course = { kind: "course-not-allowed" };
  }

  const name = form.name.trim();
  if (name === "") errors.name = { kind: "enter-name" };
  else if (charLength(name) > NAME_MAX_CHARS) errors.name = { kind: "too-long", max: NAME_MAX_CHARS };
  else if (hasControlCharacter(name)) errors.name = { kind: "name-control" };

  const date = parseLocalDate(form.date);
  if (!date) errors.date = { kind: "choose-date" };
  const time = parseLocalTime(form.time);
  if (!time) errors.time = { kind: "choose-time" };

  const duration = whole(form.duration);
  if (duration === null) errors.duration = { kind: "duration-whole" };
  else if (duration < MIN_DURATION_MINUTES || duration > MAX_DURATION_MINUTES) {
    errors.duration = { kind: "duration-range", min: MIN_DURATION_MINUTES, max: MAX_DURATION_MINUTES };
  }

  const teacher = form.teacherSlackUserId ? bySlack.get(form.teacherSlackUserId) : undefined;
  if (!form.teacherSlackUserId) errors.teacher = { kind: "choose-teacher" };
  else if (!canBeTeacher(teacher)) {
    errors.teacher = { kind: "not-a-teacher" };
  } else if (caller.role !== "admin" && teacher.slackUserId !== caller.userId) {
    errors.teacher = { kind: "own-classes-only" };
  } else if (
    course &&
    !canTeachCourse({
      role: teacher.role === "admin" ? "admin" : "teacher",
      uid: teacher.uid,
      allowedTeacherUids: course.teacherUids,
    })
  ) {
    errors.teacher = { kind: "teacher-not-allowed", teacher: teacher.displayName, course: course.name };
  }

  let assistant: PersonWithUid | null = null;
  if (form.assistantSlackUserId) {
    const a = bySlack.get(form.assistantSlackUserId);
    if (!canBeTeacher(a)) errors.assistant = { kind: "assistant-not-teacher" };
    else if (canBeTeacher(teacher) && a.uid === teacher.uid) {
      errors.assistant = { kind: "assistant-is-teacher" };
    } else assistant = a;
  }

  const seats = whole(form.seats);
  const seatMax = Math.min(settings.seatMax, SEAT_CEILING);
  if (seats === null || seats < 1) errors.seats = { kind: "seats-none" };
  else if (seats > seatMax) {
    errors.seats = { kind: "seats-over", max: seatMax, school: seatMax < SEAT_CEILING };
  }

  const isHd = (form.hd === "1" ? 1 : form.hd === "2" ? 2 : 0) as 0 | 1 | 2;
  if (isHd !== 0 && seats !== null && seats !== 1 && seats !== 6) {
    errors.hd = { kind: "hd-seats" };
  }
  if (!form.record && (form.live || form.replay)) {
    errors.video = { kind: "video-needs-recording" };
  }

  const folder = (form.folderId ?? "").trim();
  if (folder !== "" && !/^\d{1,20}$/.test(folder)) errors.folder = { kind: "choose-folder" };

  const intro = form.intro.trim();
  if (charLength(intro) > INTRO_MAX_CHARS) errors.intro = { kind: "too-long", max: INTRO_MAX_CHARS };

  let weeks = 1;
  let interval = 1;
  let until: LocalDate | undefined;
  if (form.weekly) {
    const typedUntil = (form.until ?? "").trim();
    if (typedUntil !== "") {
      const u = parseLocalDate(typedUntil);
      if (!u || (date && typedUntil < formatLocalDate(date))) errors.until = { kind: "until-before-date" };
      else until = u;
    }
    const i = (form.interval ?? "").trim() === "" ? 1 : whole(form.interval ?? "");
    if (i === null || i < 1 || i > MAX_INTERVAL_WEEKS) {
      errors.interval = { kind: "interval-range", max: MAX_INTERVAL_WEEKS };
    } else interval = i;
    // With a last date, an empty number of weeks is as many as reach it.
    // A last date refused says what is wrong; the weeks it would have filled are not blamed too.
    const w = form.weeks.trim() === "" && until && date ? weeksTo(date, until) : whole(form.weeks);
    if (errors.until) weeks = 1;
    else if (w === null || w < 1 || w > MAX_WEEKS) errors.weeks = { kind: "weeks-range", max: MAX_WEEKS };
    else weeks = w;
  }

  let planned: Occurrence[] = [];
  if (date && time && duration !== null && !errors.weeks) {
    const dates = seriesDates(
      date,
      form.weekly ? { weekdays: form.weekdays, weeks, interval, ...(until ? { until } : {}) } : null,
    );
    planned = occurrences(dates, time, duration, timeZone);
    const now = deps.clock();
    const first = planned[0];
    const last = planned.at(-1);
    if (planned.length === 0) errors.weekdays = { kind: "no-weekday" };
    else if (planned.length > MAX_OCCURRENCES) {
      errors.weeks = { kind: "too-many-classes", max: MAX_OCCURRENCES, made: planned.length };
    } else if (first && first.beginTime < now + FORM_START_LEAD_SECONDS) {
      errors.time = { kind: "too-soon", minutes: FORM_START_LEAD_SECONDS / 60 };
    } else if (last && last.beginTime > latestBeginTime(now)) {
      errors[form.weekly ? "weeks" : "date"] = form.weekly
        ? { kind: "last-too-far", date: last.date }
        : { kind: "too-far" };
    }
  }

  if (Object.keys(errors).length > 0 || !course || !canBeTeacher(teacher) || seats === null) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    plan: {
      teamId: caller.teamId,
      createdBy: caller.userId,
      course,
      name,
      teacher,
      assistant,
      seats,
      isHd,
      record: form.record,
      live: form.record && form.live,
      replay: form.record && form.replay,
      autoEnter: form.autoEnter,
      folderId: folder === "" ? course.defaultFolderId : folder,
      intro: intro === "" ? null : intro,
      weekly: form.weekly,
      timeZone,
      occurrences: planned,
    },
  };
}

/** The weeks from `first` that reach `until` (its week included). */
function weeksTo(first: LocalDate, until: LocalDate): number {
  const days =
    (Date.UTC(until.year, until.month - 1, until.day) - Date.UTC(first.year, first.month - 1, first.day)) /
    86_400_000;
  return Math.floor(days / 7) + 1;
}
