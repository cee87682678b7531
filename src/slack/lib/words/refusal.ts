/**
 * Refusals in the reader's language: a capability the caller's role lacks (one whole sentence per
 * capability, naming the roles that have it) and why a class may not be changed (`ClassRefusal`,
 * the facts `classAccess` returns).
 */
import type { ClassRefusal } from "../../../classes/actor.js";
import type { Capability, Role } from "../../../classes/roles.js";
import type { T } from "../../../i18n/index.js";
import { type MessageContent, sectionMessage } from "../blocks/message.js";
import { userText } from "../blocks/text.js";

export function refusalMessage(input: {
  readonly capability: Capability;
  readonly role: Role | null;
  readonly t: T;
}): MessageContent {
  const t = input.t;
  const text =
    input.role === null
      ? t(`refusals.notInDirectory.${input.capability}`)
      : t(`refusals.onlyRoles.${input.capability}`);
  return sectionMessage(text, { blockId: "refusal" });
}

/**
 * Why a class may not be changed, as mrkdwn (a course's name escaped); `plain`: the name as typed, for
 * a caller that escapes the whole sentence or shows it as plain text.
 */
export function classRefusalText(
  refusal: ClassRefusal,
  t: T,
  options: { readonly plain?: boolean } = {},
): string {
  switch (refusal.kind) {
    case "role":
      return t(`refusals.onlyRoles.${refusal.capability}`);
    case "no-class":
      return t("refusals.access.noClass", { classId: String(refusal.classId) });
    case "course":
      return refusal.courseName === null
        ? t("refusals.access.notYourCourseId", { courseId: String(refusal.courseId) })
        : t("refusals.access.notYourCourse", {
            course: options.plain ? refusal.courseName : userText(refusal.courseName, 200),
          });
  }
}
