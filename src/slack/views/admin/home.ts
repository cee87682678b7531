/** `/class admin` start page: one section per area, each with a button that opens it. */
import type { KnownBlock, ModalView, SectionBlock } from "@slack/types";
import type { SchoolSettings } from "../../../classes/school-settings.js";
import { CallbackId } from "../../ids.js";
import { mrkdwn, plural, userCode, userText } from "../text.js";
import type { AdminPage } from "./metadata.js";
import { adminModal, type Notice, navigateButton, noticeBlocks } from "./modal.js";

export interface AdminHomeInput {
  /** The stored school connection, if any (no secret: only whether one is stored). */
  readonly connection: { readonly sid: string; readonly hasSecret: boolean } | null;
  readonly courseCount: number;
  /** Courses the class service refused (flagged on the Courses page). */
  readonly refusedCourseCount?: number;
  readonly peopleCount: number;
  /** Absent: the Labels area is not shown (older callers). */
  readonly labelCount?: number;
  readonly notice?: Notice | null;
  /** The school settings as they apply now (defaults filled in). */
  readonly settings?: SchoolSettings;
  /** The school's display name; null or absent: none given, the school ID is shown. */
  readonly schoolName?: string | null;
  /** Nobody chose the school's time zone yet: the page asks for it first. */
  readonly timeZoneUnset?: boolean;
}

function area(page: AdminPage, title: string, detail: string, button: string): SectionBlock {
  return {
    type: "section",
    block_id: `area_${page}`,
    text: mrkdwn(`*${title}*\n${detail}`),
    accessory: navigateButton(button, page),
  };
}

function connectionDetail(connection: AdminHomeInput["connection"], name: string | null): string {
  if (!connection || connection.sid.trim() === "") return "Not set up yet: add the school's SID and SECRET.";
  const school = name ? `*${userText(name, 100)}*` : `school ${userCode(connection.sid, 60)}`;
  if (!connection.hasSecret)
    return `${name ? school : `School ${userCode(connection.sid, 60)}`}: the SECRET is missing.`;
  if (name) return `Connected as ${school}.`;
  return `Connected as ${school}. Give the school a name in School settings to show it instead of this ID.`;
}

export function adminHomeView(input: AdminHomeInput): ModalView {
  const blocks: KnownBlock[] = [
    ...noticeBlocks(input.notice),
    ...(input.timeZoneUnset && input.settings
      ? [
          {
            type: "section",
            block_id: "ask_time_zone",
            text: mrkdwn(
              `*Which time zone is your school in?*\nPeople whose Slack profile has no time zone see class times in ${input.settings.timeZone} until you set it.`,
            ),
            accessory: navigateButton("Set time zone", "settings", "primary"),
          } satisfies SectionBlock,
        ]
      : []),
    area(
      "connection",
      "School connection",
      connectionDetail(input.connection, input.schoolName ?? null),
      "Open",
    ),
    ...(input.settings
      ? [
          area(
            "settings",
            "School settings",
            `Time zone ${input.settings.timeZone}, at most ${plural(input.settings.seatMax, "seat")} on stage, reminders ${input.settings.reminderMinutes} min before class, classes rateable ${plural(input.settings.recentClassDays, "day")} after. Ratings, comments and link opens are kept ${plural(input.settings.personalDataDays, "day")} after each class, then deleted.`,
            "Edit",
          ),
        ]
      : []),
    area(
      "courses",
      "Courses",
      input.refusedCourseCount
        ? `${plural(input.courseCount, "course")} registered, ${input.refusedCourseCount} refused by the class service: see why on the Courses page.`
        : `${plural(input.courseCount, "course")} registered.`,
      "Manage",
    ),
    area("people", "People", `${plural(input.peopleCount, "person", "people")} in the directory.`, "Manage"),
    area("import", "Import people", "Paste a list (CSV) to add or update many people at once.", "Import"),
    area("audit", "Audit log", "Every change and partner call, newest first.", "View"),
    ...(input.labelCount === undefined
      ? []
      : [
          area(
            "labels",
            "Labels",
            `${plural(input.labelCount, "label")} teachers can put on classes.`,
            "Manage",
          ),
        ]),
  ];
  return adminModal({
    callbackId: CallbackId.adminHome,
    title: "School admin",
    metadata: { page: "home" },
    blocks,
  });
}
