/** Adds or edits a course; the course being edited comes from the page's private_metadata. */
import { saveCourse } from "../../../../classes/admin/courses.js";
import { fieldErrors, type SubmissionArgs, stateOf } from "../../../lib/args.js";
import { callerOf, type SlackDeps } from "../../../lib/context.js";
import { InputId } from "../../../lib/ids.js";
import { tFor } from "../../../lib/locale/locale.js";
import { decodeAdminMetadata } from "../metadata.js";
import { adminPage } from "../pages.js";
import { adminProblemText } from "../problems.js";
import { readCourseValues, validateCourse } from "../validation.js";

export function adminCourseFormSubmitted(deps: SlackDeps) {
  return async (args: SubmissionArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const t = await tFor(deps, caller.teamId, caller.userId);
    const metadata = decodeAdminMetadata(args.view.private_metadata);
    const editing = metadata?.page === "course_form" ? metadata.courseId : null;
    const check = validateCourse(readCourseValues(stateOf(args)), { editingCourseId: editing }, t);
    if (!check.value || check.value.courseId === null) {
      await args.ack({ response_action: "errors", errors: fieldErrors(check.errors) });
      return;
    }
    const saved = await saveCourse(deps, caller, {
      courseId: check.value.courseId,
      editing: editing !== null,
      name: check.value.name,
      defaultFolderId: check.value.defaultFolderId,
      teacherSlackUserIds: check.value.teacherSlackUserIds,
    });
    if (!saved.ok) {
      const field = saved.field === "courseId" ? InputId.courseId : InputId.courseTeachers;
      await args.ack({
        response_action: "errors",
        errors: fieldErrors({ [field]: adminProblemText(saved.problem, t) }),
      });
      return;
    }
    const notice = t(saved.created ? "adminDirectory.courseForm.added" : "adminDirectory.courseForm.saved", {
      name: saved.course.name,
    });
    await args.ack({
      response_action: "update",
      view: await adminPage(deps, caller.teamId, { page: "courses" }, notice, t),
    });
  };
}
