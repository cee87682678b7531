/**
 * A new course as a durable job (docs/jobs.md), as every change the app asks of the service is: the
 * submission commits it and is answered at once, the job calls `addCourse` with the form's unique
 * identity, so a crash, a lost answer or a 460 "being created" is resumed by asking again and never
 * makes two courses. The result replaces the modal's working view: the Courses page saying the course
 * was created, or the form again, as typed, with the service's refusal under its field.
 */
import {
  type CreateCourseResult,
  createCourse,
  type NewCourse,
} from "../../../../classes/admin/course-create.js";
import { RetryJob } from "../../../../delivery/index.js";
import type { T } from "../../../../i18n/index.js";
import type { SlackJobRow } from "../../../lib/jobs/slack-job.js";
import { tForOrEnglish } from "../../../lib/locale/locale.js";
import { failureText } from "../../../lib/words/failure-text.js";
import { adminPage } from "../pages.js";
import { notTeachersText } from "../problems.js";

export const COURSE_NEW_JOB = "course-new";

export type CourseNewJobRequest = NewCourse;

/** Why the service did not make the course, in the admin's words. */
export function newCourseProblemText(result: Extract<CreateCourseResult, { ok: false }>, t: T): string {
  const { problem } = result;
  switch (problem.kind) {
    case "not-admin":
      return t("adminDirectory.courseForm.failed.notAdmin");
    case "not-connected":
      return t("adminDirectory.courseForm.failed.notConnected");
    case "not-teachers":
      return notTeachersText(problem.people, t);
    case "made-and-deleted":
      return t("adminDirectory.courseForm.failed.madeAndDeleted");
    case "no-folder":
      return t("adminDirectory.courseForm.failed.noFolder");
    case "unconfirmed":
      return t("adminDirectory.courseForm.failed.unconfirmed");
    case "failed":
      return failureText(problem.failure, "sentence", undefined, t);
  }
}

export const courseNewJob: SlackJobRow<CourseNewJobRequest> = {
  kind: COURSE_NEW_JOB,
  async run(deps, actor, request, { job, lastAttempt }) {
    // createCourse checks the admin role again, for the actor as the directory knows them now.
    const result = await createCourse(deps, actor, request, `job${job.id}`);
    if (!result.ok && result.problem.kind === "unconfirmed" && !lastAttempt) {
      throw new RetryJob("the class service did not confirm the course");
    }
    const t = await tForOrEnglish(deps, actor.teamId, actor.userId);
    if (result.ok) {
      const notice = t("adminDirectory.courseForm.created", {
        name: result.course.name,
        id: result.course.courseId,
      });
      return { view: await adminPage(deps, actor.teamId, { page: "courses" }, notice, t) };
    }
    const view = await adminPage(
      deps,
      actor.teamId,
      {
        page: "course_new",
        formId: request.formId,
        name: request.name,
        defaultFolderId: request.defaultFolderId,
        teacherSlackUserIds: request.teacherSlackUserIds,
        failed: { field: result.field, text: newCourseProblemText(result, t) },
      },
      null,
      t,
    );
    return { view };
  },
};
