/**
 * Opens the schedule modal from `/class schedule`, the shortcut or the Home button: at once with
 * the trigger (it expires in 3 s), then the form once the person's time zone and courses are read,
 * then the school's cloud folders when the service has answered.
 */
import type { ModalView } from "@slack/types";
import type { WebClient } from "@slack/web-api";
import { classesActorMayActOn } from "../../../classes/find-class.js";
import { matchCourse } from "../../../classes/schedule/course-match.js";
import { localDateOf } from "../../../classes/schedule/occurrences.js";
import { canBeTeacher, type ScheduleForm, schedulableCourses } from "../../../classes/schedule/plan.js";
import { parseScheduleText } from "../../../classes/schedule/prefill.js";
import { schoolTimeZone } from "../../../classes/school-settings.js";
import { type T, translator } from "../../../i18n/index.js";
import { sectionMessage } from "../../lib/blocks/message.js";
import { noticeModalView } from "../../lib/blocks/notice.js";
import { cloudFolders, type Folders } from "../../lib/cloud-folders.js";
import type { Caller, SlackDeps } from "../../lib/context.js";
import { tFor } from "../../lib/locale/locale.js";
import { profileZone } from "../../lib/locale/zones.js";
import { openThenFill } from "../../lib/modal-loading.js";
import { scheduleFormView, scheduleLoadingView } from "./form.js";
import { scheduleReadAs } from "./read-as.js";

/** How long the loading view waits for the reader's language: the trigger expires in 3 s. */
const LANGUAGE_WAIT_MS = 800;

/** The reader's words if known within LANGUAGE_WAIT_MS, else English (the form itself waits for them). */
function soon(language: Promise<T>): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(translator("en")), LANGUAGE_WAIT_MS);
    timer.unref?.();
    language.then(
      (t) => {
        clearTimeout(timer);
        resolve(t);
      },
      () => resolve(translator("en")),
    );
  });
}

export async function openScheduleModal(
  deps: SlackDeps,
  client: WebClient,
  triggerId: string,
  caller: Caller,
  text: string,
): Promise<void> {
  // The form, once built: the folders are added to it when the service has listed them.
  const built: { form?: (folders: Folders) => ModalView } = {};
  const language = tFor(deps, caller.teamId, caller.userId).catch(() => translator("en"));
  const shown = await openThenFill(client, triggerId, scheduleLoadingView(await soon(language)), async () => {
    const t = await language;
    const [zone, courses, school] = await Promise.all([
      profileZone(client, caller.userId),
      schedulableCourses(deps.store, caller),
      schoolTimeZone(deps.store, caller.teamId),
    ]);
    if (courses.length === 0) {
      return noticeModalView({
        title: t("schedule.title"),
        message: sectionMessage(t("schedule.form.noCourseToTeach"), { blockId: "schedule_no_course" }),
      });
    }
    const timeZone = zone ?? school;
    const now = deps.clock();
    // Words of the names the teacher uses are never read as slips ("Julia" stays a name).
    const classes = text.trim() === "" ? [] : await classesActorMayActOn(deps.store, caller, now);
    const names = [...courses.map((c) => c.name), ...classes.map((c) => c.name)];
    const read = parseScheduleText(text, new Date(now * 1000), timeZone, { names });
    // From free text only: the plain form (Home, shortcut) starts with no course, as before.
    const { course } = text.trim() === "" ? { course: null } : matchCourse(read.name, courses);
    // The course matched is said on the Read-as line, unless the name already says it ("Physics").
    const said = course && course.name.toLowerCase() !== read.name?.toLowerCase();
    const pre = said ? { ...read, course: course.name } : read;
    const initial: Partial<ScheduleForm> = {
      ...(course ? { courseId: String(course.courseId) } : {}),
      ...(pre.name ? { name: pre.name } : {}),
      ...(pre.date ? { date: pre.date } : {}),
      ...(pre.time ? { time: pre.time } : {}),
      ...(pre.durationMinutes ? { duration: String(pre.durationMinutes) } : {}),
      ...(pre.weekly ? { weekly: true, weekdays: pre.weekdays ?? [] } : {}),
      ...(pre.weeks ? { weeks: String(pre.weeks) } : {}),
      ...(pre.interval ? { interval: String(pre.interval) } : {}),
      ...(pre.until ? { until: pre.until } : {}),
      ...(canBeTeacher(caller.person) ? { teacherSlackUserId: caller.userId } : {}),
    };
    built.form = (folders: Folders) =>
      scheduleFormView({
        courses,
        folders,
        timeZone,
        zoneFromProfile: zone !== null,
        initial,
        ...(text.trim() !== "" ? { readAs: scheduleReadAs(pre, localDateOf(now, timeZone).year, t) } : {}),
        metadata: { tz: timeZone, profile: zone !== null },
        t,
      });
    return built.form([]);
  });
  const form = built.form;
  if (!form) return;
  const folders = await cloudFolders(deps, caller, await language);
  if (folders.length === 0) return;
  // The hash makes Slack refuse this update once the person has submitted (the view changed).
  await client.views
    .update({ view_id: shown.viewId, ...(shown.hash ? { hash: shown.hash } : {}), view: form(folders) })
    .catch((err: unknown) => deps.logger.debug({ err }, "schedule form changed before folders arrived"));
}
