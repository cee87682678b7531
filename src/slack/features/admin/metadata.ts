/**
 * The admin modal is one modal whose content changes page by page (views.update), so each page
 * records where it is in `private_metadata`. Only ids and offsets go in: names and settings are
 * read fresh from the store, which keeps the JSON far below Slack's 3000-character limit.
 *
 * `ADMIN_PAGE_TABLE` is the one list of admin pages: what each page's metadata holds and whether
 * the navigation buttons lead to it. The page names, the metadata schema and the targets the admin
 * surface builds (features/admin/pages.ts) all come from it.
 */
import { z } from "zod";
import { SLACK_USER_ID } from "../../../slack-user-id.js";
import { metadataCodec } from "../../lib/blocks/metadata.js";

const offset = z.number().int().min(0).max(1_000_000);
const slackUserId = z.string().regex(SLACK_USER_ID);
const none = {} as const;

export const ADMIN_PAGE_TABLE = {
  home: { nav: true, fields: none },
  connection: { nav: true, fields: none },
  courses: { nav: true, fields: { offset } },
  course_form: { nav: false, fields: { courseId: z.number().int().positive().nullable() } },
  // A new course made at the service: the form's own id, from which its unique identity derives.
  course_new: { nav: false, fields: { formId: z.string().regex(/^[0-9a-f]{16}$/) } },
  people: { nav: true, fields: { offset } },
  person_form: { nav: false, fields: { slackUserId: slackUserId.nullable() } },
  // "Add a channel's members" (a button on the People page) and a registration's report.
  channel_members: { nav: true, fields: none },
  registration_report: { nav: false, fields: none },
  // The list pasted so far in parts (kept in the store under this id, not here: 3,000 characters).
  import: {
    nav: true,
    fields: {
      draft: z
        .string()
        .regex(/^[0-9a-f]{16}$/)
        .nullable(),
    },
  },
  import_report: { nav: false, fields: none },
  audit: { nav: true, fields: none },
  labels: { nav: true, fields: { offset } },
  label_form: { nav: false, fields: { labelId: z.number().int().positive().nullable() } },
  settings: { nav: true, fields: none },
  class_events: { nav: true, fields: none },
} as const satisfies Record<string, { nav: boolean; fields: z.ZodRawShape }>;

type Table = typeof ADMIN_PAGE_TABLE;
export type AdminPageName = keyof Table;
/** Pages the navigation buttons lead to (`admin_nav_<page>`). */
export type AdminPage = { [P in AdminPageName]: Table[P]["nav"] extends true ? P : never }[AdminPageName];
/** The fields page `P` keeps in its metadata. */
export type AdminPageFields<P extends AdminPageName> = {
  -readonly [F in keyof Table[P]["fields"]]: z.output<Table[P]["fields"][F]>;
};
export type AdminMetadata = { [P in AdminPageName]: { page: P } & AdminPageFields<P> }[AdminPageName];

export const ADMIN_PAGES = (Object.keys(ADMIN_PAGE_TABLE) as AdminPageName[]).filter(
  (page): page is AdminPage => ADMIN_PAGE_TABLE[page].nav,
);

export function isAdminPage(value: unknown): value is AdminPage {
  return typeof value === "string" && (ADMIN_PAGES as readonly string[]).includes(value);
}

const schema = z.discriminatedUnion(
  "page",
  Object.entries(ADMIN_PAGE_TABLE).map(([page, p]) => z.object({ page: z.literal(page), ...p.fields })) as [
    z.ZodObject<{ page: z.ZodLiteral<string> }>,
    ...z.ZodObject<{ page: z.ZodLiteral<string> }>[],
  ],
) as unknown as z.ZodType<AdminMetadata>;

const codec = metadataCodec("admin view", schema);
export const encodeAdminMetadata = codec.encode;
/** The page a submitted or clicked admin view was on; null when the metadata is not ours. */
export const decodeAdminMetadata = codec.decode;
