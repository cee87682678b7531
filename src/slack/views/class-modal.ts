/**
 * The frame of the modals that act on one class (labels, ratings): what their private_metadata
 * holds (which class, which page — never who may act), the "working" modal shown while a page
 * loads or saves, and a closing notice.
 */
import type { KnownBlock, ModalView } from "@slack/types";
import { z } from "zod";
import { CallbackId } from "../ids.js";
import { LIMITS } from "./limits.js";
import { mrkdwn, plainText, slackDate, userText } from "./text.js";

const metadataSchema = z.object({
  classId: z.number().int().positive(),
  page: z.number().int().min(0).max(10_000).optional(),
});
export type ClassModalMetadata = z.infer<typeof metadataSchema>;

export function encodeClassModalMetadata(metadata: ClassModalMetadata): string {
  return JSON.stringify(metadataSchema.parse(metadata));
}

/** null for anything that is not ours. */
export function decodeClassModalMetadata(text: unknown): ClassModalMetadata | null {
  if (typeof text !== "string" || text.length > LIMITS.privateMetadata) return null;
  try {
    const parsed = metadataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface ClassHeading {
  readonly name: string;
  readonly beginTime: number;
}

/** "*Algebra I* · Tue, Mar 3 5:00 PM" in each reader's own time zone. */
export function classHeading(c: ClassHeading): string {
  return `*${userText(c.name, 200)}* · ${slackDate(c.beginTime)}`;
}

export function classWorkingView(title: string, text: string): ModalView {
  return {
    type: "modal",
    callback_id: CallbackId.classWorking,
    title: plainText(title, LIMITS.viewTitle),
    close: plainText("Close", LIMITS.viewClose),
    blocks: [{ type: "section", block_id: "working", text: mrkdwn(text) }],
  };
}

/** A modal that only tells something and closes (a refusal, "no students yet"). */
export function classNoticeView(
  title: string,
  text: string,
  callbackId: string = CallbackId.classNotice,
): ModalView {
  const blocks: KnownBlock[] = [{ type: "section", block_id: "notice", text: mrkdwn(text) }];
  return {
    type: "modal",
    callback_id: callbackId,
    title: plainText(title, LIMITS.viewTitle),
    close: plainText("Close", LIMITS.viewClose),
    blocks,
  };
}
