/**
 * The course form submitted. A course registered by id, or edited, is saved at once (no call to the
 * service). A new course is checked on its fields (the name, the folder, the allowed teachers by
 * name), then committed as a durable job (courses/job.ts) and Slack is answered with a working view;
 * the job makes the course at the service and shows the result in the modal.
 */
import { allowedTeacherUids, saveCourse } from "../../../../classes/admin/courses.js";
import type { T } from "../../../../i18n/index.js";
import { fieldErrors, type SubmissionArgs, stateOf } from "../../../lib/args.js";
import { mrkdwn, userText } from "../../../lib/blocks/text.js";
import { type Caller, callerOf, type SlackDeps } from "../../../lib/context.js";
import { CallbackId, InputId } from "../../../lib/ids.js";
import { jobStarted, requestKey, startJob } from "../../../lib/jobs/slack-job.js";
import { tFor } from "../../../lib/locale/locale.js";
import { slackNames } from "../../../lib/user-names.js";
import { decodeAdminMetadata } from "../metadata.js";
import { adminModal } from "../modal.js";
import { adminPage } from "../pages.js";
import { adminProblemText, notTeachersText } from "../problems.js";
import { readCourseValues, validateCourse } from "../validation.js";
import { COURSE_NEW_JOB, type CourseNewJobRequest } from "./job.js";

/** Said while the service makes the course; the job replaces it with the result. */
function creatingView(name: string, t: T) {
  return adminModal({
    callbackId: CallbackId.adminCourses,
    title: t("adminDirectory.courseForm.create"),
    metadata: { page: "courses", offset: 0 },
    blocks: [
      {
        type: "section",
        block_id: "course_creating",
        text: mrkdwn(t("adminDirectory.courseForm.creating", { name: userText(name, 200) })),
      },
    ],
    t,
  });
}

/** The job of one New course form: the same form submitted again is the same job. */
function newCourseJobKey(teamId: string, formId: string): string {
  return requestKey(teamId, "course-new", formId);
}

async function newCourseSubmitted(
  deps: SlackDeps,
  args: SubmissionArgs,
  caller: Caller,
  formId: string,
  t: T,
): Promise<void> {
  const check = validateCourse(readCourseValues(stateOf(args)), { editingCourseId: null, creating: true }, t);
  if (!check.value) {
    await args.ack({ response_action: "errors", errors: fieldErrors(check.errors) });
    return;
  }
  const { name, defaultFolderId, teacherSlackUserIds } = check.value;
  // Known before any call: people who are not teachers of the directory, by name, on the field.
  const allowed = await allowedTeacherUids(deps.store, caller.teamId, teacherSlackUserIds);
  if (!allowed.ok) {
    const unknown = allowed.outsiders.filter((p) => p.name === null).map((p) => p.slackUserId);
    const names = await slackNames(args.client, unknown);
    const people = allowed.outsiders.map((p) => ({ ...p, name: p.name ?? names.get(p.slackUserId) ?? null }));
    await args.ack({
      response_action: "errors",
      errors: fieldErrors({ [InputId.courseTeachers]: notTeachersText(people, t) }),
    });
    return;
  }
  const key = newCourseJobKey(caller.teamId, formId);
  const earlier = await jobStarted<CourseNewJobRequest>(deps, caller.teamId, COURSE_NEW_JOB, key);
  if (earlier && !earlier.unfinished) {
    // This form's course was made already (Slack sent the submission again): the list shows it.
    await args.ack({
      response_action: "update",
      view: await adminPage(deps, caller.teamId, { page: "courses" }, null, t),
    });
    return;
  }
  if (!earlier) {
    const request: CourseNewJobRequest = { formId, name, defaultFolderId, teacherSlackUserIds };
    await startJob(deps, {
      kind: COURSE_NEW_JOB,
      actor: caller,
      key,
      title: t("adminDirectory.courseForm.create"),
      viewId: args.view.id,
      request,
    });
  }
  await args.ack({ response_action: "update", view: creatingView(name, t) });
  deps.jobs?.wake();
}

export function adminCourseFormSubmitted(deps: SlackDeps) {
  return async (args: SubmissionArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const t = await tFor(deps, caller.teamId, caller.userId);
    const metadata = decodeAdminMetadata(args.view.private_metadata);
    if (metadata?.page === "course_new") {
      await newCourseSubmitted(deps, args, caller, metadata.formId, t);
      return;
    }
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
      let text = adminProblemText(saved.problem, t);
      if (saved.problem.kind === "not-teachers") {
        // People the directory does not know are named as Slack names them.
        const { people } = saved.problem;
        const names = await slackNames(
          args.client,
          people.filter((p) => p.name === null).map((p) => p.slackUserId),
        );
        text = notTeachersText(
          people.map((p) => ({ ...p, name: p.name ?? names.get(p.slackUserId) ?? null })),
          t,
        );
      }
      await args.ack({ response_action: "errors", errors: fieldErrors({ [field]: text }) });
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
