/** `/class admin` start page: one section per area, each with a button that opens it. */
import type { KnownBlock, ModalView, SectionBlock } from "@slack/types";
import type { SchoolSettings } from "../../../classes/school-settings.js";
import type { T } from "../../../i18n/index.js";
import { mrkdwn, slackDate, userCode, userText } from "../../lib/blocks/text.js";
import { CallbackId } from "../../lib/ids.js";
import { installerBlock } from "../../lib/welcome/view.js";
import type { AdminPage } from "./metadata.js";
import { adminModal, type Notice, navigateButton, noticeBlocks } from "./modal.js";

export interface AdminHomeInput {
  /** The stored school connection, if any (no secret: only whether one is stored). */
  readonly connection: { readonly sid: string; readonly hasSecret: boolean } | null;
  readonly courseCount: number;
  /** Courses the class service refused (flagged on the Courses page). */
  readonly refusedCourseCount?: number;
  readonly peopleCount: number;
  /** When the class service's events test came (null: not yet); absent: the area is not shown. */
  readonly eventsTestedAt?: number | null;
  /** Absent: the Labels area is not shown (older callers). */
  readonly labelCount?: number;
  readonly notice?: Notice | null;
  /** The school settings as they apply now (defaults filled in). */
  readonly settings?: SchoolSettings;
  /** The school's display name; null or absent: none given, the school ID is shown. */
  readonly schoolName?: string | null;
  /** Nobody chose the school's time zone yet: the page asks for it first. */
  readonly timeZoneUnset?: boolean;
  /** The viewer's install made them the school's first admin: the page says so. */
  readonly installer?: boolean;
  /** The admin's language. */
  readonly t: T;
}

function area(page: AdminPage, title: string, detail: string, button: string): SectionBlock {
  return {
    type: "section",
    block_id: `area_${page}`,
    text: mrkdwn(`*${title}*\n${detail}`),
    accessory: navigateButton(button, page),
  };
}

function connectionDetail(connection: AdminHomeInput["connection"], name: string | null, t: T): string {
  if (!connection || connection.sid.trim() === "") return t("admin.home.connection.none");
  const school = name ? userText(name, 100) : "";
  const sid = userCode(connection.sid, 60);
  if (!connection.hasSecret)
    return name
      ? t("admin.home.connection.noSecretNamed", { school })
      : t("admin.home.connection.noSecretId", { sid });
  if (name) return t("admin.home.connection.connectedNamed", { school });
  return t("admin.home.connection.connectedId", { sid });
}

/** Why the viewer is an admin at all: their install made them the first one. */
export function adminHomeView(input: AdminHomeInput): ModalView {
  const t = input.t;
  const manage = t("admin.home.manage");
  const blocks: KnownBlock[] = [
    ...noticeBlocks(input.notice),
    ...(input.installer ? [installerBlock(t)] : []),
    ...(input.timeZoneUnset && input.settings
      ? [
          {
            type: "section",
            block_id: "ask_time_zone",
            text: mrkdwn(t("admin.home.askZone.text", { zone: input.settings.timeZone })),
            accessory: navigateButton(t("admin.home.askZone.button"), "settings", "primary"),
          } satisfies SectionBlock,
        ]
      : []),
    area(
      "connection",
      t("admin.home.connection.title"),
      connectionDetail(input.connection, input.schoolName ?? null, t),
      t("admin.home.connection.button"),
    ),
    ...(input.settings
      ? [
          area(
            "settings",
            t("admin.home.settings.title"),
            t("admin.home.settings.detail", {
              zone: input.settings.timeZone,
              seats: t("admin.home.settings.seats", { count: input.settings.seatMax }),
              minutes: input.settings.reminderMinutes,
              rateable: t("admin.home.settings.days", { count: input.settings.recentClassDays }),
              kept: t("admin.home.settings.days", { count: input.settings.personalDataDays }),
            }),
            t("admin.home.settings.button"),
          ),
        ]
      : []),
    area(
      "courses",
      t("admin.home.courses.title"),
      input.refusedCourseCount
        ? t("admin.home.courses.refused", { count: input.courseCount, refused: input.refusedCourseCount })
        : t("admin.home.courses.detail", { count: input.courseCount }),
      manage,
    ),
    area(
      "people",
      t("admin.home.people.title"),
      t("admin.home.people.detail", { count: input.peopleCount }),
      manage,
    ),
    area(
      "import",
      t("admin.home.import.title"),
      t("admin.home.import.detail"),
      t("admin.home.import.button"),
    ),
    ...(input.eventsTestedAt === undefined
      ? []
      : [
          area(
            "class_events",
            t("classEvents.home.title"),
            input.eventsTestedAt === null
              ? t("classEvents.home.waiting")
              : t("classEvents.home.connected", { when: slackDate(input.eventsTestedAt) }),
            t("classEvents.home.button"),
          ),
        ]),
    area("audit", t("admin.home.audit.title"), t("admin.home.audit.detail"), t("admin.home.audit.button")),
    ...(input.labelCount === undefined
      ? []
      : [
          area(
            "labels",
            t("admin.home.labels.title"),
            t("admin.home.labels.detail", { count: input.labelCount }),
            manage,
          ),
        ]),
  ];
  return adminModal({
    callbackId: CallbackId.adminHome,
    title: t("admin.title"),
    metadata: { page: "home" },
    blocks,
    t,
  });
}
