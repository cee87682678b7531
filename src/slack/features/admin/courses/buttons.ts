/** New course, register by id, edit and remove buttons of the courses page, and its paging. */
import { randomBytes } from "node:crypto";
import { getCourse, removeCourse } from "../../../../classes/admin/courses.js";
import { type ButtonArgs, intValue, showInModal } from "../../../lib/args.js";
import { callerOf, type SlackDeps } from "../../../lib/context.js";
import { tFor } from "../../../lib/locale/locale.js";
import { listButtons } from "../list-buttons.js";
import { adminPage } from "../pages.js";

const courses = listButtons<number>({
  page: "courses",
  form: (courseId) => ({ page: "course_form", courseId }),
  parse: intValue,
  exists: async (deps, teamId, courseId) => (await getCourse(deps, teamId, courseId)) !== undefined,
  gone: "adminDirectory.courses.gone",
  remove: removeCourse,
});

export const courseAddClicked = courses.add;
export const courseEditClicked = courses.edit;
export const courseRemoveClicked = courses.remove;
export const coursesPaged = courses.paged;

/**
 * "New course": the form of a course made at the service from its name. Each opening is a new form
 * id: the course's unique identity, so submitting this form again answers the course it made.
 */
export function courseCreateClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const { teamId, userId } = callerOf(args.context);
    const t = await tFor(deps, teamId, userId);
    const formId = randomBytes(8).toString("hex");
    await showInModal(args, await adminPage(deps, teamId, { page: "course_new", formId }, null, t));
  };
}
