/**
 * The admin modal is one modal whose content changes page by page (views.update), so each page
 * records where it is in `private_metadata`. Only ids and offsets go in: names and settings are
 * read fresh from the store, which keeps the JSON far below Slack's 3000-character limit.
 */
import { z } from "zod";
import { SLACK_USER_ID } from "../../../slack-user-id.js";
import { ADMIN_PAGES, type AdminPage } from "../../ids.js";
import { LIMITS } from "../limits.js";

export { ADMIN_PAGES, type AdminPage };

export function isAdminPage(value: unknown): value is AdminPage {
  return typeof value === "string" && (ADMIN_PAGES as readonly string[]).includes(value);
}

const offset = z.number().int().min(0).max(1_000_000);
const slackUserId = z.string().regex(SLACK_USER_ID);

const adminMetadataSchema = z.discriminatedUnion("page", [
  z.object({ page: z.literal("home") }),
  z.object({ page: z.literal("connection") }),
  z.object({ page: z.literal("courses"), offset }),
  z.object({ page: z.literal("course_form"), courseId: z.number().int().positive().nullable() }),
  z.object({ page: z.literal("people"), offset }),
  z.object({ page: z.literal("person_form"), slackUserId: slackUserId.nullable() }),
  z.object({ page: z.literal("import") }),
  z.object({ page: z.literal("import_report") }),
  z.object({ page: z.literal("audit") }),
  z.object({ page: z.literal("labels"), offset }),
  z.object({ page: z.literal("label_form"), labelId: z.number().int().positive().nullable() }),
  z.object({ page: z.literal("settings") }),
]);
export type AdminMetadata = z.infer<typeof adminMetadataSchema>;

/** Throws only on a programming error (a value outside the schema), naming the field. */
export function encodeAdminMetadata(metadata: AdminMetadata): string {
  const parsed = adminMetadataSchema.safeParse(metadata);
  if (!parsed.success) {
    const where = parsed.error.issues.map((issue) => issue.path.join(".") || "page").join(", ");
    throw new TypeError(`admin view metadata: invalid ${where}`);
  }
  const text = JSON.stringify(parsed.data);
  if (text.length > LIMITS.privateMetadata) throw new RangeError("admin private_metadata is too long");
  return text;
}

/** The page a submitted or clicked admin view was on; null when the metadata is not ours. */
export function decodeAdminMetadata(text: unknown): AdminMetadata | null {
  if (typeof text !== "string" || text.length > LIMITS.privateMetadata) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = adminMetadataSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
