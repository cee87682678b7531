/** Add or edit one course: id, name, default folder and the teachers allowed to schedule in it. */
import type { KnownBlock, ModalView, PlainTextOption } from "@slack/types";
import {
  COURSE_NAME_MAX_LENGTH,
  type CourseEntry,
  FOLDER_ID_MAX_LENGTH,
  type TeacherEntry,
} from "../../../../classes/admin/courses.js";
import type { T } from "../../../../i18n/index.js";
import { LIMITS } from "../../../lib/blocks/limits.js";
import { isSlackUserId, mrkdwn, plainText } from "../../../lib/blocks/text.js";
import { CallbackId, InputId } from "../../../lib/ids.js";
import { adminModal, type Notice, noticeBlocks, partnerIdBlock, toolbar } from "../modal.js";

export interface CourseFormInput {
  /** The course being edited; absent to add a new one. */
  readonly course?:
    | (Pick<CourseEntry, "courseId" | "name" | "teacherSlackUserIds"> &
        Partial<Pick<CourseEntry, "defaultFolderId">>)
    | null;
  /** The directory's teachers: the people who may be allowed to teach the course. */
  readonly teachers: readonly TeacherEntry[];
  /** The school's cloud folders to pick the default from by name; empty or absent: typed as an ID. */
  readonly folders?: readonly { readonly folderId: string; readonly name: string }[];
  readonly notice?: Notice | null;
  /** The admin's language. */
  readonly t: T;
}

function teacherOption(teacher: TeacherEntry): PlainTextOption {
  return { text: plainText(teacher.name, LIMITS.optionText), value: teacher.slackUserId };
}

/**
 * A static list of the directory's teachers, not a users_select: only people the directory knows
 * as teachers have a partner teacher UID, so picking anyone else would fail at the partner (136)
 * on the first class. Slack allows 100 options; a larger school gets a users picker instead, and
 * the submission check refuses anyone who is not a directory teacher.
 */
function teachersInput(input: CourseFormInput, t: T): KnownBlock {
  const selected = new Set(input.course?.teacherSlackUserIds ?? []);
  const teachers = input.teachers.filter((teacher) => isSlackUserId(teacher.slackUserId));
  const common = {
    type: "input" as const,
    block_id: InputId.courseTeachers,
    label: plainText(t("adminDirectory.courseForm.teachers.label"), LIMITS.inputLabel),
    optional: true,
    hint: plainText(t("adminDirectory.courseForm.teachers.hint"), LIMITS.inputHint),
  };
  if (teachers.length === 0) {
    return {
      type: "context",
      block_id: "course_no_teachers",
      elements: [mrkdwn(t("adminDirectory.courseForm.teachers.none"))],
    };
  }
  if (teachers.length > LIMITS.options) {
    const initial = [...selected].filter(isSlackUserId);
    return {
      ...common,
      element: {
        type: "multi_users_select",
        action_id: InputId.courseTeachers,
        ...(initial.length > 0 ? { initial_users: initial } : {}),
      },
    };
  }
  const options = teachers.map(teacherOption);
  const initial = teachers.filter((teacher) => selected.has(teacher.slackUserId)).map(teacherOption);
  return {
    ...common,
    element: {
      type: "multi_static_select",
      action_id: InputId.courseTeachers,
      options,
      ...(initial.length > 0 ? { initial_options: initial } : {}),
    },
  };
}

/** "No default folder" in the folder menu: a select cannot be emptied once something is picked. */
export const NO_FOLDER = "none";

/** The default folder picked by name from the school's folders; null when they are not known. */
function folderInput(input: CourseFormInput, t: T): KnownBlock | null {
  const folders = (input.folders ?? []).slice(0, LIMITS.options - 2);
  if (folders.length === 0) return null;
  const current = input.course?.defaultFolderId ?? null;
  const option = (value: string, text: string): PlainTextOption => ({
    text: plainText(text, LIMITS.optionText),
    value,
  });
  const options = [
    option(NO_FOLDER, t("adminDirectory.courseForm.folder.none")),
    ...folders.map((f) => option(f.folderId, f.name)),
  ];
  // A folder deeper than the top level (set before, or typed) stays choosable as it is.
  if (current && !folders.some((f) => f.folderId === current))
    options.push(option(current, t("adminDirectory.courseForm.folder.deeper")));
  const initial = options.find((o) => o.value === (current ?? NO_FOLDER));
  return {
    type: "input",
    block_id: InputId.courseDefaultFolder,
    label: plainText(t("adminDirectory.courseForm.folder.label"), LIMITS.inputLabel),
    optional: true,
    hint: plainText(t("adminDirectory.courseForm.folder.hint"), LIMITS.inputHint),
    element: {
      type: "static_select",
      action_id: InputId.courseDefaultFolder,
      options,
      ...(initial ? { initial_option: initial } : {}),
    },
  };
}

export function courseFormView(input: CourseFormInput): ModalView {
  const t = input.t;
  const course = input.course ?? null;
  const idBlock = partnerIdBlock({
    noun: "course",
    id: course ? course.courseId : null,
    inputId: InputId.courseId,
    fixedBlockId: "course_id_fixed",
    hint: t("adminDirectory.courseForm.idHint"),
    t,
  });
  const blocks: KnownBlock[] = [
    ...noticeBlocks(input.notice),
    idBlock,
    {
      type: "input",
      block_id: InputId.courseName,
      label: plainText(t("adminDirectory.courseForm.name"), LIMITS.inputLabel),
      element: {
        type: "plain_text_input",
        action_id: InputId.courseName,
        max_length: COURSE_NAME_MAX_LENGTH,
        ...(course?.name ? { initial_value: course.name.slice(0, COURSE_NAME_MAX_LENGTH) } : {}),
      },
    },
    folderInput(input, t) ?? {
      type: "input",
      block_id: InputId.courseDefaultFolder,
      label: plainText(t("adminDirectory.courseForm.folder.idLabel"), LIMITS.inputLabel),
      optional: true,
      hint: plainText(t("adminDirectory.courseForm.folder.idHint"), LIMITS.inputHint),
      element: {
        type: "plain_text_input",
        action_id: InputId.courseDefaultFolder,
        max_length: FOLDER_ID_MAX_LENGTH,
        ...(course?.defaultFolderId != null && course.defaultFolderId !== ""
          ? { initial_value: String(course.defaultFolderId).slice(0, FOLDER_ID_MAX_LENGTH) }
          : {}),
      },
    },
    teachersInput(input, t),
    toolbar("course_form_nav", [], "courses", t),
  ];
  return adminModal({
    callbackId: CallbackId.adminCourseForm,
    title: t(course ? "adminDirectory.courseForm.edit" : "adminDirectory.courseForm.add"),
    metadata: { page: "course_form", courseId: course ? course.courseId : null },
    blocks,
    submit: t("admin.save"),
    t,
  });
}
