/**
 * "Add to calendar": the calendar file of a class, or of the series it belongs to, for the person who
 * asked, with their own Join links (a student's personal links; the live page for teachers). Checked
 * on every click: a student gets only classes they are in, a teacher only classes of their courses.
 */
import type { ClassRecord } from "../../store/index.js";
import { type Actor, type ClassRefusal, classAccess, uidOf } from "../actor.js";
import { wasMoved } from "../cancelled-by.js";
import { classSummarizer } from "../classes-list.js";
import type { ClassesDeps } from "../deps.js";
import { studentLinksFor } from "../student-links.js";
import { type CalendarClass, type CalendarWords, calendarText } from "./ics.js";

export type { CalendarWords } from "./ics.js";

export type CalendarScope = "class" | "series";

export interface CalendarRequest {
  readonly classId: number;
  readonly scope: CalendarScope;
}

export type CalendarFile =
  | {
      readonly ok: true;
      readonly filename: string;
      /** The class's name (a person's text: the Slack layer escapes it where it shows it). */
      readonly name: string;
      readonly classes: number;
      readonly series: boolean;
      readonly content: string;
    }
  | { readonly ok: false; readonly problem: CalendarProblem };

/** Why there is no file: facts the view words. */
export type CalendarProblem =
  | { readonly kind: "notYours" }
  | { readonly kind: "gone" }
  | { readonly kind: "access"; readonly refusal: ClassRefusal };

const NOT_YOURS = { ok: false, problem: { kind: "notYours" } } as const;

/** A file name from the class name: letters, digits and dashes, never empty. */
function filenameOf(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${base || "class"}.ics`;
}

export async function calendarFile(
  deps: Pick<ClassesDeps, "store">,
  actor: Actor,
  request: CalendarRequest,
  timeZone: string,
  /** The event descriptions in the reader's language. */
  words: CalendarWords,
): Promise<CalendarFile> {
  const { store } = deps;
  const { teamId } = actor;
  const student = actor.role === "student";
  const uid = uidOf(actor);
  let cls: ClassRecord | undefined;
  let enrolled = new Set<number>();
  if (student) {
    if (!uid) return NOT_YOURS;
    enrolled = new Set((await store.enrolments.listForStudent(teamId, uid)).map((e) => e.classId));
    if (!enrolled.has(request.classId)) return NOT_YOURS;
    cls = await store.classes.get(teamId, request.classId);
  } else {
    const access = await classAccess(store, actor, "students", request.classId);
    if (!access.ok) return { ok: false, problem: { kind: "access", refusal: access.refusal } };
    cls = access.cls;
  }
  if (!cls || cls.deleted) return { ok: false, problem: { kind: "gone" } };
  const series = request.scope === "series" && cls.seriesId !== null;
  const records = series
    ? (await store.classes.listSeries(teamId, cls.seriesId as string)).filter(
        (c) => !student || enrolled.has(c.classId),
      )
    : [cls];
  const summarize = await classSummarizer(store, teamId);
  const links = new Map<number, string | null>();
  if (student && uid) {
    const found = await studentLinksFor(store, {
      teamId,
      classIds: records.map((c) => c.classId),
      studentUids: [uid],
    });
    for (const c of found.students[0]?.classes ?? []) links.set(c.classId, c.link);
  }
  const classes: CalendarClass[] = records.map((c) => {
    const s = summarize(c);
    return {
      classId: c.classId,
      name: c.name,
      courseId: s.courseId,
      courseName: s.courseName,
      teacherUid: s.teacherUid,
      teacherName: s.teacherName,
      beginTime: c.beginTime,
      endTime: c.endTime,
      link: student ? (links.get(c.classId) ?? null) : c.liveUrl,
    };
  });
  const first = classes[0];
  const last = classes.at(-1);
  if (!first || !last) return NOT_YOURS;
  const cancelled = series
    ? (await store.classes.listSeriesCancelled(teamId, cls.seriesId as string))
        .filter((c) => !wasMoved(c) && c.beginTime > first.beginTime && c.beginTime < last.beginTime)
        .map((c) => c.beginTime)
    : [];
  const content = calendarText({
    teamId,
    seriesId: series ? cls.seriesId : null,
    classes,
    cancelled,
    timeZone,
    words,
  });
  // A later move or cancel of these classes tells the person this file is out of date.
  await store.calendarFeeds.rememberFile(
    teamId,
    actor.userId,
    classes.map((c) => c.classId),
  );
  return {
    ok: true,
    filename: filenameOf(cls.name),
    name: cls.name,
    classes: classes.length,
    series,
    content,
  };
}
