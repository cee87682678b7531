/**
 * Courses page: the registered courses, each with Edit / Remove, "New course" (made at the service
 * from its name) and "Register an existing course by ID".
 */
import type { ModalView } from "@slack/types";
import type { CourseEntry, CourseTeacher } from "../../../../classes/admin/courses.js";
import type { T } from "../../../../i18n/index.js";
import { LIMITS } from "../../../lib/blocks/limits.js";
import { plainText, slackDate, truncate, userCode, userText } from "../../../lib/blocks/text.js";
import { ActionId, CallbackId } from "../../../lib/ids.js";
import { type ListPageSpec, listPageView } from "../list-page.js";
import type { Notice } from "../modal.js";

export interface CoursesPageInput {
  readonly courses: readonly CourseEntry[];
  /** The school's cloud folders, to name each course's default folder; absent: its ID is shown. */
  readonly folders?: readonly { readonly folderId: string; readonly name: string }[];
  /** First index to show; out-of-range values show the nearest page. */
  readonly offset?: number;
  readonly notice?: Notice | null;
  /** The admin's language. */
  readonly t: T;
}

function teacherNames(teachers: readonly CourseTeacher[], t: T): string {
  if (teachers.length === 0) return t("adminDirectory.courses.noTeacher");
  const shown = teachers
    .slice(0, 10)
    .map((teacher) =>
      teacher.name === null
        ? t("common.teacherByUid", { uid: userText(teacher.uid, 60) })
        : userText(teacher.name, 60),
    );
  const more = teachers.length - shown.length;
  return more > 0
    ? t("adminDirectory.courses.teachersMore", { names: shown.join(", "), more })
    : shown.join(", ");
}

function coursesSpec(folderNames: ReadonlyMap<string, string>, t: T): ListPageSpec<CourseEntry> {
  return {
    page: "courses",
    callbackId: CallbackId.adminCourses,
    title: t("adminDirectory.courses.title"),
    noun: "courses",
    itemPrefix: "course",
    intro: (total) =>
      total === 0 ? t("adminDirectory.courses.empty") : t("adminDirectory.courses.intro", { count: total }),
    toolbar: [
      {
        type: "button",
        action_id: ActionId.courseCreate,
        text: plainText(t("adminDirectory.courses.create"), LIMITS.buttonText),
        style: "primary",
      },
      {
        type: "button",
        action_id: ActionId.courseAdd,
        text: plainText(t("adminDirectory.courses.add"), LIMITS.buttonText),
      },
    ],
    actionIds: {
      edit: ActionId.courseEdit,
      remove: ActionId.courseRemove,
      prev: ActionId.coursesPrev,
      next: ActionId.coursesNext,
    },
    removeTitle: t("adminDirectory.courses.removeTitle"),
    item: (course) => {
      const folderId = course.defaultFolderId == null ? "" : String(course.defaultFolderId);
      const named = folderNames.get(folderId);
      const folder =
        folderId === ""
          ? t("adminDirectory.courses.noFolder")
          : t("adminDirectory.courses.folder", {
              folder: named ? userText(named, 80) : userCode(folderId, 40),
            });
      const id = String(course.courseId);
      const details = t("adminDirectory.courses.details", {
        name: userText(course.name, 200),
        id,
        folder,
        teachers: teacherNames(course.teachers, t),
      });
      const problem = course.problem
        ? `\n${t("adminDirectory.courses.problem", {
            reason: t(`adminDirectory.courses.refusal.${course.problem.refusal}`),
            when: slackDate(course.problem.at),
            during: t(`adminDirectory.courses.during.${course.problem.during}`),
          })}`
        : "";
      return {
        details: `${details}${problem}`,
        value: id,
        removeWarning: t("adminDirectory.courses.removeWarning", { name: truncate(course.name, 120), id }),
      };
    },
  };
}

export function coursesPageView(input: CoursesPageInput): ModalView {
  const names = new Map((input.folders ?? []).map((f) => [f.folderId, f.name]));
  const t = input.t;
  return listPageView(coursesSpec(names, t), {
    items: input.courses,
    ...(input.offset === undefined ? {} : { offset: input.offset }),
    notice: input.notice ?? null,
    t,
  });
}
