/** Add, edit and remove buttons of the courses page, and its paging. */
import { getCourse, removeCourse } from "../../../../classes/admin/courses.js";
import { intValue } from "../../../lib/args.js";
import { listButtons } from "../list-buttons.js";

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
