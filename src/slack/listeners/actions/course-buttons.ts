/** Add, edit and remove buttons of the courses page, and its paging. */
import { removeCourse } from "../../../classes/admin/courses.js";
import { callerOf, type SlackDeps } from "../../context.js";
import { adminPage } from "../../pages/admin.js";
import { type ButtonArgs, buttonValue, intValue, showInModal } from "./types.js";

export function courseAddClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const { teamId } = callerOf(args.context);
    await showInModal(args, await adminPage(deps, teamId, { page: "course_form", courseId: null }));
  };
}

export function courseEditClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const { teamId } = callerOf(args.context);
    const courseId = intValue(buttonValue(args));
    const course = courseId === undefined ? undefined : await deps.store.courses.get(teamId, courseId);
    if (!course) {
      const notice = { ok: false, text: "That course is no longer registered." };
      await showInModal(args, await adminPage(deps, teamId, { page: "courses" }, notice));
      return;
    }
    await showInModal(
      args,
      await adminPage(deps, teamId, { page: "course_form", courseId: course.courseId }),
    );
  };
}

export function courseRemoveClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const courseId = intValue(buttonValue(args));
    const result =
      courseId === undefined
        ? { ok: false as const, message: "That course is no longer registered" }
        : await removeCourse(deps, { teamId: caller.teamId, actor: caller.userId }, courseId);
    const notice = result.ok ? `Removed ${result.name}.` : { ok: false, text: `${result.message}.` };
    await showInModal(args, await adminPage(deps, caller.teamId, { page: "courses" }, notice));
  };
}

export function coursesPaged(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const { teamId } = callerOf(args.context);
    await showInModal(
      args,
      await adminPage(deps, teamId, { page: "courses", offset: intValue(buttonValue(args)) ?? 0 }),
    );
  };
}
