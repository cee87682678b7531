/**
 * One course's form, in three kinds: a new course made at the service from its name (no id typed),
 * a course the school already has there registered by its id, or a registered course edited. Each
 * has the name, the default folder (picked by name from the school's cloud folders) and the allowed
 * teachers (a user picker: only teachers of the directory are accepted, checked on submit).
 */
import type { KnownBlock, ModalView, PlainTextOption } from "@slack/types";
import {
  COURSE_NAME_MAX_LENGTH,
  type CourseEntry,
  FOLDER_ID_MAX_LENGTH,
} from "../../../../classes/admin/courses.js";
import type { T } from "../../../../i18n/index.js";
import { LIMITS } from "../../../lib/blocks/limits.js";
import { isSlackUserId, mrkdwn, plainText } from "../../../lib/blocks/text.js";
import { CallbackId, InputId } from "../../../lib/ids.js";
import type { AdminMetadata } from "../metadata.js";
import { adminModal, type Notice, noticeBlocks, partnerIdBlock, toolbar } from "../modal.js";

export interface CourseFormInput {
  /** The course being edited; absent to register one by id (or, with `newForm`, to make one). */
  readonly course?:
    | (Pick<CourseEntry, "courseId" | "name" | "teacherSlackUserIds"> &
        Partial<Pick<CourseEntry, "defaultFolderId">>)
    | null;
  /**
   * A new course made at the service: the form's id (its course's unique identity) and what was
   * typed when the form comes back after a failed creation.
   */
  readonly newForm?: {
    readonly formId: string;
    readonly name?: string;
    readonly defaultFolderId?: string | null;
    readonly teacherSlackUserIds?: readonly string[];
    /** Why the service did not make it, under the field it concerns (null: above the form). */
    readonly failed?: { readonly field: "name" | "folder" | "teachers" | null; readonly text: string } | null;
  } | null;
  /** The school's cloud folders to pick the default from by name; empty or absent: typed as an ID. */
  readonly folders?: readonly { readonly folderId: string; readonly name: string }[];
  readonly notice?: Notice | null;
  /** The admin's language. */
  readonly t: T;
}

/**
 * The allowed teachers by a user picker, whatever the school's size: the submission refuses, by
 * name, anyone who is not a teacher of the directory (only they have a teacher UID at the service).
 * The hint says what an empty field means: every teacher of the school may schedule in the course.
 */
function teachersInput(selected: readonly string[], t: T): KnownBlock {
  const initial = selected.filter(isSlackUserId);
  return {
    type: "input",
    block_id: InputId.courseTeachers,
    label: plainText(t("adminDirectory.courseForm.teachers.label"), LIMITS.inputLabel),
    optional: true,
    hint: plainText(t("adminDirectory.courseForm.teachers.hint"), LIMITS.inputHint),
    element: {
      type: "multi_users_select",
      action_id: InputId.courseTeachers,
      ...(initial.length > 0 ? { initial_users: initial } : {}),
    },
  };
}

/** "No default folder" in the folder menu: a select cannot be emptied once something is picked. */
export const NO_FOLDER = "none";

/** The default folder picked by name from the school's folders; null when they are not known. */
function folderInput(input: CourseFormInput, current: string | null, t: T): KnownBlock | null {
  const folders = (input.folders ?? []).slice(0, LIMITS.options - 2);
  if (folders.length === 0) return null;
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

/** The default folder typed as an ID, when the school's folders could not be listed. */
function folderIdInput(current: string | null, t: T): KnownBlock {
  return {
    type: "input",
    block_id: InputId.courseDefaultFolder,
    label: plainText(t("adminDirectory.courseForm.folder.idLabel"), LIMITS.inputLabel),
    optional: true,
    hint: plainText(t("adminDirectory.courseForm.folder.idHint"), LIMITS.inputHint),
    element: {
      type: "plain_text_input",
      action_id: InputId.courseDefaultFolder,
      max_length: FOLDER_ID_MAX_LENGTH,
      ...(current != null && current !== ""
        ? { initial_value: String(current).slice(0, FOLDER_ID_MAX_LENGTH) }
        : {}),
    },
  };
}

function nameInput(current: string | undefined, t: T): KnownBlock {
  return {
    type: "input",
    block_id: InputId.courseName,
    label: plainText(t("adminDirectory.courseForm.name"), LIMITS.inputLabel),
    hint: plainText(
      t("adminDirectory.courseForm.nameHint", { max: COURSE_NAME_MAX_LENGTH }),
      LIMITS.inputHint,
    ),
    element: {
      type: "plain_text_input",
      action_id: InputId.courseName,
      max_length: COURSE_NAME_MAX_LENGTH,
      ...(current ? { initial_value: current.slice(0, COURSE_NAME_MAX_LENGTH) } : {}),
    },
  };
}

/** A refusal of the service said under the field it concerns, when the form comes back. */
function problemUnder(
  field: string,
  failed: { readonly field: string | null; readonly text: string } | null | undefined,
): KnownBlock[] {
  if (!failed || failed.field !== field) return [];
  return [
    {
      type: "context",
      block_id: `course_problem_${field}`,
      // Plain text: it may name people as the directory or Slack names them.
      elements: [plainText(`❌ ${failed.text}`, LIMITS.sectionText)],
    },
  ];
}

export function courseFormView(input: CourseFormInput): ModalView {
  const t = input.t;
  const course = input.course ?? null;
  const fresh = course ? null : (input.newForm ?? null);
  const folder = course ? (course.defaultFolderId ?? null) : (fresh?.defaultFolderId ?? null);
  const failed = fresh?.failed ?? null;
  const blocks: KnownBlock[] = [
    ...noticeBlocks(input.notice),
    ...(failed && failed.field === null
      ? noticeBlocks({
          ok: false,
          text: t("adminDirectory.courseForm.failed.banner", { reason: failed.text }),
        })
      : []),
    fresh
      ? {
          type: "context",
          block_id: "course_new_intro",
          elements: [mrkdwn(t("adminDirectory.courseForm.createIntro"))],
        }
      : partnerIdBlock({
          noun: "course",
          id: course ? course.courseId : null,
          inputId: InputId.courseId,
          fixedBlockId: "course_id_fixed",
          hint: t("adminDirectory.courseForm.idHint"),
          t,
        }),
    nameInput(course?.name ?? fresh?.name, t),
    ...problemUnder("name", failed),
    folderInput(input, folder, t) ?? folderIdInput(folder, t),
    ...problemUnder("folder", failed),
    teachersInput(course?.teacherSlackUserIds ?? fresh?.teacherSlackUserIds ?? [], t),
    ...problemUnder("teachers", failed),
    toolbar("course_form_nav", [], "courses", t),
  ];
  const metadata: AdminMetadata = fresh
    ? { page: "course_new", formId: fresh.formId }
    : { page: "course_form", courseId: course ? course.courseId : null };
  const title = fresh
    ? "adminDirectory.courseForm.create"
    : course
      ? "adminDirectory.courseForm.edit"
      : "adminDirectory.courseForm.add";
  return adminModal({
    callbackId: CallbackId.adminCourseForm,
    title: t(title),
    metadata,
    blocks,
    submit: t(fresh ? "adminDirectory.courseForm.createSubmit" : "admin.save"),
    t,
  });
}
