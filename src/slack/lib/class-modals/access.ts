/**
 * The one access check of the class modals, run by their registration in front of every open,
 * submit, click and menu search: role for the row's capability, the class exists, the caller may
 * teach its course (`classAccess`, read fresh from the store; never trusting a button value or
 * `private_metadata`). A refusal is logged with one line and shown with one notice.
 */
import { type ClassRefusal, classAccess } from "../../../classes/actor.js";
import type { T } from "../../../i18n/index.js";
import { type MessageContent, sectionMessage } from "../blocks/message.js";
import { escapeMrkdwn } from "../blocks/text.js";
import type { Caller, SlackDeps } from "../context.js";
import { classRefusalText } from "../words/refusal.js";
import { classNoticeView } from "./frame.js";
import { withHeadingFacts } from "./heading-facts.js";
import type { ClassContext, ClassModalRow } from "./row.js";

export type Admission =
  | { readonly ok: true; readonly ctx: ClassContext }
  /**
   * The facts of the refusal, worded by `admissionRefusalText` once the caller knows the reader; null:
   * the view's metadata was not ours.
   */
  | { readonly ok: false; readonly refusal: ClassRefusal | null };

/**
 * `classId` null: the view's metadata was not ours (crafted, or from an older version of the app).
 * `inModal`: a submission, click or search inside the modal, answered in Slack's 3 s: the viewer's zone
 * only if already known, never waited for.
 */
export async function admit(
  deps: SlackDeps,
  row: ClassModalRow,
  caller: Caller,
  classId: number | null,
  options: { readonly inModal?: boolean } = {},
): Promise<Admission> {
  const access = classId === null ? null : await classAccess(deps.store, caller, row.capability, classId);
  if (access?.ok) {
    const cls = await withHeadingFacts(deps, caller, access.cls, { waitForZone: options.inModal !== true });
    return { ok: true, ctx: { caller, cls } };
  }
  // Logged as facts: the refusal's kind and what it names, or the metadata that was not ours.
  deps.logger.info(
    {
      team: caller.teamId,
      user: caller.userId,
      capability: row.capability,
      classId,
      refusal: access?.refusal ?? { kind: "out-of-date" },
    },
    "class access refused",
  );
  return { ok: false, refusal: access?.refusal ?? null };
}

/**
 * A refused admission in the caller's words (`name`: the modal's `/class` word); the sentence is
 * escaped (or shown as plain text) where it is shown.
 */
export function admissionRefusalText(refusal: ClassRefusal | null, name: string, t: T): string {
  if (refusal === null) return t("classModals.picker.outOfDate", { word: name });
  return classRefusalText(refusal, t, { plain: true });
}

/** The refusal in the modal (a submit, a click or a pick inside it). */
export function refusalView(reason: string, title: string, t: T) {
  return classNoticeView(title, escapeMrkdwn(reason), t);
}

/** The refusal as a private message (a class button outside a modal). */
export function refusalMessage(reason: string): MessageContent {
  return sectionMessage(reason, { plain: true });
}
