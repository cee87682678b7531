/** Courses page: the registered partner courses, each with Edit / Remove, and "Add course". */
import type { ActionsBlock, KnownBlock, ModalView, SectionBlock } from "@slack/types";
import type { CourseEntry, TeacherEntry } from "../../../classes/admin/courses.js";
import { ActionId, CallbackId } from "../../ids.js";
import { mrkdwn, plainText, plural, truncate, userCode, userText } from "../text.js";
import { adminModal, type Notice, noticeBlocks, toolbar } from "./modal.js";
import { pageOf, pagingBlocks } from "./paging.js";

export interface CoursesPageInput {
  readonly courses: readonly CourseEntry[];
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

// Block ids use the list position, not the course id, so even duplicate data cannot repeat one.
function courseBlocks(course: CourseEntry, index: number): [SectionBlock, ActionsBlock] {
  const folderId = course.defaultFolderId == null ? "" : String(course.defaultFolderId);
  const folder = folderId !== "" ? `folder ${userCode(folderId, 40)}` : "no default folder";
  const details = `*${userText(course.name, 200)}* · course ${course.courseId}\nDefault: ${folder} · Teachers: ${teacherNames(course.teachers)}`;
  const id = String(course.courseId);
  return [
    { type: "section", block_id: `course_${index}`, text: mrkdwn(details) },
    {
      type: "actions",
      block_id: `course_${index}_actions`,
      elements: [
        { type: "button", action_id: ActionId.courseEdit, text: plainText("Edit", 75), value: id },
        {
          type: "button",
          action_id: ActionId.courseRemove,
          text: plainText("Remove", 75),
          style: "danger",
          value: id,
          confirm: {
            title: plainText("Remove this course?", 100),
            text: plainText(
              `${truncate(course.name, 120)} (course ${id}) will no longer be offered for scheduling. Classes already scheduled stay as they are.`,
              300,
            ),
            confirm: plainText("Remove", 30),
            deny: plainText("Keep", 30),
            style: "danger",
          },
        },
      ],
    },
  ];
}

export function coursesPageView(input: CoursesPageInput): ModalView {
  const page = pageOf(input.courses, input.offset);
  const intro =
    page.total === 0
      ? "No courses yet. Add the partner courses teachers may schedule classes in."
      : `${plural(page.total, "course")} registered. Teachers can schedule only in courses that allow them.`;
  const blocks: KnownBlock[] = [
    ...noticeBlocks(input.notice),
    { type: "section", block_id: "courses_intro", text: mrkdwn(intro) },
    toolbar("courses_toolbar", [
      { type: "button", action_id: ActionId.courseAdd, text: plainText("Add course", 75), style: "primary" },
    ]),
    ...page.items.flatMap((course, i) => courseBlocks(course, page.offset + i)),
    ...pagingBlocks(page, "courses", { prev: ActionId.coursesPrev, next: ActionId.coursesNext }, "courses"),
  ];
  return adminModal({
    callbackId: CallbackId.adminCourses,
    title: "Courses",
    metadata: { page: "courses", offset: page.offset },
    blocks,
  });
}
