/** Courses page: the registered partner courses, each with Edit / Remove, and "Add course". */
import type { ModalView } from "@slack/types";
import type { CourseEntry, TeacherEntry } from "../../../classes/admin/courses.js";
import { ActionId, CallbackId } from "../../ids.js";
import { LIMITS } from "../limits.js";
import { plainText, plural, slackDate, truncate, userCode, userText } from "../text.js";
import { type ListPageSpec, listPageView } from "./list-page.js";
import type { Notice } from "./modal.js";

export interface CoursesPageInput {
  readonly courses: readonly CourseEntry[];
  /** The school's cloud folders, to name each course's default folder; absent: its ID is shown. */
  readonly folders?: readonly { readonly folderId: string; readonly name: string }[];
  /** First index to show; out-of-range values show the nearest page. */
  readonly offset?: number;
  readonly notice?: Notice | null;
}

function teacherNames(teachers: readonly TeacherEntry[]): string {
  if (teachers.length === 0) return "no teacher allowed yet";
  const shown = teachers.slice(0, 10).map((t) => userText(t.name, 60));
  const more = teachers.length - shown.length;
  return more > 0 ? `${shown.join(", ")} and ${more} more` : shown.join(", ");
}

function coursesSpec(folderNames: ReadonlyMap<string, string>): ListPageSpec<CourseEntry> {
  return {
    page: "courses",
    callbackId: CallbackId.adminCourses,
    title: "Courses",
    noun: "courses",
    itemPrefix: "course",
    intro: (total) =>
      total === 0
        ? "No courses yet. Add the partner courses teachers may schedule classes in."
        : `${plural(total, "course")} registered. Teachers can schedule only in courses that allow them.`,
    toolbar: [
      {
        type: "button",
        action_id: ActionId.courseAdd,
        text: plainText("Add course", LIMITS.buttonText),
        style: "primary",
      },
    ],
    actionIds: {
      edit: ActionId.courseEdit,
      remove: ActionId.courseRemove,
      prev: ActionId.coursesPrev,
      next: ActionId.coursesNext,
    },
    removeTitle: "Remove this course?",
    item: (course) => {
      const folderId = course.defaultFolderId == null ? "" : String(course.defaultFolderId);
      const named = folderNames.get(folderId);
      const folder =
        folderId === ""
          ? "no default folder"
          : named
            ? `folder ${userText(named, 80)}`
            : `folder ${userCode(folderId, 40)}`;
      const id = String(course.courseId);
      const problem = course.problem
        ? `\n⚠️ The class service refuses this course: ${course.problem.reason} (seen ${slackDate(course.problem.at)} when ${course.problem.during}).`
        : "";
      return {
        details: `*${userText(course.name, 200)}* · course ${course.courseId}\nDefault: ${folder} · Teachers: ${teacherNames(course.teachers)}${problem}`,
        value: id,
        removeWarning: `${truncate(course.name, 120)} (course ${id}) will no longer be offered for scheduling. Classes already scheduled stay as they are.`,
      };
    },
  };
}

export function coursesPageView(input: CoursesPageInput): ModalView {
  const names = new Map((input.folders ?? []).map((f) => [f.folderId, f.name]));
  return listPageView(coursesSpec(names), {
    items: input.courses,
    ...(input.offset === undefined ? {} : { offset: input.offset }),
    notice: input.notice ?? null,
  });
}
