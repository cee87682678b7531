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
import { CONTROL_CHARACTER_PROBLEM, hasControlCharacter } from "../typed-text.js";
import {
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
] as const;
export type ScheduleField = (typeof SCHEDULE_FIELDS)[number];
export type FieldErrors = Partial<Record<ScheduleField, string>>;

export const NAME_MAX_CHARS = 50;
export const MIN_DURATION_MINUTES = 15;
export const MAX_DURATION_MINUTES = 24 * 60;
/** How far ahead the form asks a class to start: the service's minimum plus a minute, so a slow submit does not race it. */
export const FORM_START_LEAD_SECONDS = CLASS_START_MIN_LEAD_SECONDS + 60;
export const INTRO_MAX_CHARS = 1000;
export const MAX_OCCURRENCES = 100;
export const MAX_WEEKS = 100;
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
  | { readonly ok: false; readonly errors: FieldErrors; readonly refused?: string };

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

function dateLabel(d: LocalDate): string {
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).toLocaleDateString("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

export async function planSchedule(
  deps: Pick<ClassesDeps, "store" | "clock">,
  caller: Actor,
  { form, timeZone }: ScheduleRequest,
): Promise<PlanResult> {
  const errors: FieldErrors = {};
  if (!can(caller.role, "schedule")) {
    return { ok: false, errors, refused: "You may not schedule classes. Ask an admin of your school." };
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

  if (!course) errors.course = "Choose a course";
  else if (!canTeachCourse({ role: caller.role, uid: myUid, allowedTeacherUids: course.teacherUids })) {
    errors.course = "You are not allowed to teach this course. Ask an admin to add you to it.";
  }

  const name = form.name.trim();
  if (name === "") errors.name = "Enter a class name";
  else if (charLength(name) > NAME_MAX_CHARS) errors.name = `At most ${NAME_MAX_CHARS} characters`;
  else if (hasControlCharacter(name)) errors.name = `The name ${CONTROL_CHARACTER_PROBLEM}`;

  const date = parseLocalDate(form.date);
  if (!date) errors.date = "Choose a date";
  const time = parseLocalTime(form.time);
  if (!time) errors.time = "Choose a start time";

  const duration = whole(form.duration);
  if (duration === null) errors.duration = "Enter the length in whole minutes, e.g. 45";
  else if (duration < MIN_DURATION_MINUTES || duration > MAX_DURATION_MINUTES) {
    errors.duration = "A class lasts from 15 minutes to 24 hours (1440 minutes)";
  }

  const teacher = form.teacherSlackUserId ? bySlack.get(form.teacherSlackUserId) : undefined;
  if (!form.teacherSlackUserId) errors.teacher = "Choose the teacher";
  else if (!canBeTeacher(teacher)) {
    errors.teacher = "This person is not a teacher in the school directory; an admin can add them";
  } else if (caller.role !== "admin" && teacher.slackUserId !== caller.userId) {
    errors.teacher = "You can schedule your own classes only; an admin can schedule for another teacher";
  } else if (
    course &&
    !canTeachCourse({
      role: teacher.role === "admin" ? "admin" : "teacher",
      uid: teacher.uid,
      allowedTeacherUids: course.teacherUids,
    })
  ) {
    errors.teacher = `${teacher.displayName} is not allowed to teach ${course.name}`;
  }

  let assistant: PersonWithUid | null = null;
  if (form.assistantSlackUserId) {
    const a = bySlack.get(form.assistantSlackUserId);
    if (!canBeTeacher(a)) errors.assistant = "The assistant must be a teacher in the school directory";
    else if (canBeTeacher(teacher) && a.uid === teacher.uid) {
      errors.assistant = "The teacher cannot also be the assistant";
    } else assistant = a;
  }

  const seats = whole(form.seats);
  const seatMax = Math.min(settings.seatMax, SEAT_CEILING);
  if (seats === null || seats < 1) errors.seats = "Enter how many students are on stage (1 or more)";
  else if (seats > seatMax) {
    errors.seats =
      seatMax < SEAT_CEILING
        ? `Your school allows at most ${seatMax} students on stage`
        : `At most ${SEAT_CEILING} students on stage`;
  }

  const isHd = (form.hd === "1" ? 1 : form.hd === "2" ? 2 : 0) as 0 | 1 | 2;
  if (isHd !== 0 && seats !== null && seats !== 1 && seats !== 6) {
    errors.hd = "HD and full HD are only possible with 1 or 6 students on stage";
  }
  if (!form.record && (form.live || form.replay)) {
    errors.video = "Live broadcast and replay need Recording on";
  }

  const folder = (form.folderId ?? "").trim();
  if (folder !== "" && !/^\d{1,20}$/.test(folder)) errors.folder = "Choose a folder from the list";

  const intro = form.intro.trim();
  if (charLength(intro) > INTRO_MAX_CHARS) errors.intro = `At most ${INTRO_MAX_CHARS} characters`;

  let weeks = 1;
  if (form.weekly) {
    const w = whole(form.weeks);
    if (w === null || w < 1 || w > MAX_WEEKS) errors.weeks = `Enter a number of weeks from 1 to ${MAX_WEEKS}`;
    else weeks = w;
  }

  let planned: Occurrence[] = [];
  if (date && time && duration !== null && !errors.weeks) {
    const dates = seriesDates(date, form.weekly ? { weekdays: form.weekdays, weeks } : null);
    planned = occurrences(dates, time, duration, timeZone);
    const now = deps.clock();
    const first = planned[0];
    const last = planned.at(-1);
    if (planned.length === 0) errors.weekdays = "None of these weekdays falls in the chosen weeks";
    else if (planned.length > MAX_OCCURRENCES) {
      errors.weeks = `A series has at most ${MAX_OCCURRENCES} classes; these settings make ${planned.length}`;
    } else if (first && first.beginTime < now + FORM_START_LEAD_SECONDS) {
      errors.time = `The class must start at least ${FORM_START_LEAD_SECONDS / 60} minutes from now`;
    } else if (last && last.beginTime > latestBeginTime(now)) {
      errors[form.weekly ? "weeks" : "date"] = form.weekly
        ? `The last class (${dateLabel(last.date)}) would be more than 3 years ahead`
        : "The class must start within 3 years";
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
