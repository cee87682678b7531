/**
 * The DMs about a course (classes/admin/course-notices.ts decides who gets them and when): every
 * admin is told once that the service refuses a course, with a button to the Courses page; a teacher
 * allowed into a course is told they can schedule in it, and how. Course names are the admin's
 * typing: escaped in the blocks and the fallback.
 */
import type { KnownBlock } from "@slack/types";
import type { CourseAllowedFacts, CourseRefusedFacts } from "../../../../classes/admin/course-notices.js";
import type { T } from "../../../../i18n/index.js";
import { LIMITS } from "../../../lib/blocks/limits.js";
import type { MessageContent } from "../../../lib/blocks/message.js";
import { mention, mrkdwn, plainText, slackDate, truncate, userText } from "../../../lib/blocks/text.js";
import { ActionId } from "../../../lib/ids.js";
import type { AdminPage } from "../metadata.js";

export function courseRefusedMessage(facts: CourseRefusedFacts, t: T): MessageContent {
  const name = userText(facts.name, 200);
  const body = t("adminDirectory.courseNotices.refused.body", {
    name,
    id: facts.courseId,
    reason: t(`adminDirectory.courses.refusal.${facts.refusal}`),
    when: slackDate(facts.at),
    during: t(`adminDirectory.courses.during.${facts.during}`),
  });
  const blocks: KnownBlock[] = [
    { type: "section", block_id: "course_refused", text: mrkdwn(truncate(body, LIMITS.sectionText)) },
    {
      type: "context",
      block_id: "course_refused_next",
      elements: [mrkdwn(t("adminDirectory.courseNotices.refused.next"))],
    },
    {
      type: "actions",
      block_id: "course_refused_actions",
      elements: [
        {
          type: "button",
          action_id: ActionId.openAdmin,
          text: plainText(t("adminDirectory.courseNotices.refused.button"), LIMITS.buttonText),
          value: "courses" satisfies AdminPage,
        },
      ],
    },
  ];
  const text = t("adminDirectory.courseNotices.refused.text", { name });
  return { text: truncate(text, LIMITS.messageText), blocks };
}

export function courseAllowedMessage(facts: CourseAllowedFacts, t: T): MessageContent {
  const name = userText(facts.name, 200);
  const lines = [
    t("adminDirectory.courseNotices.allowed.body", { name }),
    ...(facts.by ? [t("adminDirectory.courseNotices.allowed.by", { admin: mention(facts.by) })] : []),
    t("adminDirectory.courseNotices.allowed.how"),
  ];
  const blocks: KnownBlock[] = [
    {
      type: "section",
      block_id: "course_allowed",
      text: mrkdwn(truncate(lines.join("\n"), LIMITS.sectionText)),
    },
  ];
  const text = t("adminDirectory.courseNotices.allowed.text", { name });
  return { text: truncate(text, LIMITS.messageText), blocks };
}
