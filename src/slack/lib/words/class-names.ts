/**
 * A class's course and teacher as a list shows them: by name, or, when the app no longer knows the
 * course or the teacher (null name), by id in the reader's words ("Course 5001", "课程 5001").
 */
import type { ClassSummary } from "../../../classes/classes-list.js";
import type { T } from "../../../i18n/index.js";
import { mention, userText } from "../blocks/text.js";

export function courseText(c: Pick<ClassSummary, "courseId" | "courseName">, t: T, max = 100): string {
  return c.courseName === null
    ? t("common.courseById", { courseId: c.courseId })
    : userText(c.courseName, max);
}

/** The teacher by name (escaped), or by UID when the directory no longer knows them. */
export function teacherNameText(c: Pick<ClassSummary, "teacherUid" | "teacherName">, t: T, max = 80): string {
  return c.teacherName === null
    ? t("common.teacherByUid", { uid: userText(c.teacherUid, 60) })
    : userText(c.teacherName, max);
}

/** The teacher as a mention when they have a Slack user, else as `teacherNameText`. */
export function teacherText(
  c: Pick<ClassSummary, "teacherUid" | "teacherName" | "teacherSlackUserId">,
  t: T,
  max = 80,
): string {
  return c.teacherSlackUserId ? mention(c.teacherSlackUserId) : teacherNameText(c, t, max);
}
