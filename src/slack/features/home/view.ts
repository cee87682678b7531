/** The App Home tab: the caller's upcoming classes, and for admins the way into the school settings. */

import { TZDate } from "@date-fns/tz";
import type { HomeView, KnownBlock } from "@slack/types";
import type { ListEntry } from "../../../classes/classes-list.js";
import type { LanguageChoice } from "../../../classes/language.js";
import { AGENDA_MINUTES, type AgendaChoice } from "../../../classes/notices/morning-agenda.js";
import type { RecentClass } from "../../../classes/recent-classes.js";
import type { Role } from "../../../classes/roles.js";
import type { ClassLink } from "../../../classes/student-links.js";
import type { T } from "../../../i18n/index.js";
import { calendarSubscribeButton } from "../../lib/blocks/calendar.js";
import { classButtons } from "../../lib/blocks/class-buttons.js";
import { LIMITS } from "../../lib/blocks/limits.js";
import { myClassesBlocks } from "../../lib/blocks/live-link.js";
import { escapeMrkdwn, mrkdwn, plainText, slackDate, userText } from "../../lib/blocks/text.js";
import { ActionId } from "../../lib/ids.js";
import { yourTimeBlock } from "../../lib/locale/reader-dates.js";
import { homeWelcomeBlock, installerBlock } from "../../lib/welcome/view.js";
import { courseText } from "../../lib/words/class-names.js";
import {
  type ClassListScope,
  type ClassSummary,
  classListMessage,
  entriesOf,
  entryLine,
} from "./class-list.js";

export interface HomeInput {
  readonly role: Role | null;
  readonly scope: ClassListScope;
  readonly classes: readonly ClassSummary[];
  /** The classes with each series as one entry; default one entry per class. */
  readonly entries?: readonly ListEntry[];
  /** Whether the school connection is set up, shown to admins. */
  readonly connected?: boolean;
  /** A student's own next classes with their links: shown with Join buttons instead of the plain list. */
  readonly myClasses?: readonly ClassLink[];
  /** Whether the caller may schedule: the Home then offers it, and buttons on each class. */
  readonly canSchedule?: boolean;
  /** Entries shown with their buttons; "Show more" adds more. Default HOME_CLASSES_WITH_BUTTONS. */
  readonly shown?: number;
  /** The school's zone and now (Unix seconds): entries are grouped as today, this week and later. */
  readonly timeZone?: string;
  readonly now?: number;
  /** The viewer's own zone (their Slack profile, cached); null or absent: not known. */
  readonly viewerZone?: string | null;
  /** The school's display name (admin settings); absent or null: none given. */
  readonly schoolName?: string | null;
  /** Classes that ended within the school's window, most recent first (teachers and admins). */
  readonly recent?: readonly RecentClass[];
  /** The caller's morning agenda choice: shown as a menu to people who teach. */
  readonly agenda?: AgendaChoice;
  /** The caller's language choice: shown as a menu to everyone in the directory. */
  readonly language?: LanguageChoice;
  /** The caller's translate function (their locale). */
  readonly t: T;
  /**
   * Admins: one sentence per feature an optional permission the workspace has not granted stops
   * (lib/scopes/declined.ts); none or absent: nothing is said.
   */
  readonly declined?: readonly string[];
  /** An admin whose install made them the school's first admin: the admin section says so. */
  readonly installer?: boolean;
  /** Nothing of theirs to show yet (a first visit): a short welcome says what the app does. */
  readonly welcome?: boolean;
  /** The about line's links: the privacy policy and support; each absent says whom to ask instead. */
  readonly about?: { readonly privacyUrl?: string | undefined; readonly supportUrl?: string | undefined };
}

/** Classes shown with their buttons on Home at first (two blocks each; Home holds 100). */
export const HOME_CLASSES_WITH_BUTTONS = 20;
/** The most "Show more" reaches: 40 entries, their group headings and the frame fit in 100 blocks. */
export const HOME_CLASSES_MAX = 40;
/** Entries "Show more" adds. */
const HOME_MORE_STEP = 20;

type Bucket = "today" | "week" | "later";
const BUCKET_HEADINGS = {
  today: "teacher.home.today",
  week: "teacher.home.week",
  later: "teacher.home.later",
} as const satisfies Readonly<Record<Bucket, string>>;

/** Today, within the next 7 days, or later, by the calendar of `timeZone`. */
function bucketOf(beginTime: number, now: number, timeZone: string): Bucket {
  const day = (t: number) => {
    const d = new TZDate(t * 1000, timeZone);
    return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / 86_400_000;
  };
  const days = day(beginTime) - day(now);
  return days <= 0 ? "today" : days < 7 ? "week" : "later";
}

const INTRO = {
  admin: "student.home.introAdmin",
  teacher: "student.home.introTeacher",
  student: "student.home.introStudent",
} as const satisfies Readonly<Record<Role, string>>;

export function homeView(input: HomeInput): HomeView {
  const t = input.t;
  const blocks: KnownBlock[] = [
    {
      type: "header",
      block_id: "home_header",
      text: plainText(
        input.schoolName ? t("home.headerSchool", { school: input.schoolName }) : t("home.header"),
        LIMITS.headerText,
      ),
    },
  ];
  if (input.welcome) blocks.push(homeWelcomeBlock(t));
  if (input.role === null) {
    blocks.push({
      type: "section",
      block_id: "home_stranger",
      text: mrkdwn(t("student.home.stranger")),
    });
    blocks.push(aboutBlock(input.about, t));
    return { type: "home", blocks };
  }
  // Subscribe (their own calendar feed, and New address) beside the intro: no block of the list's room.
  blocks.push({
    type: "section",
    block_id: "home_intro",
    text: mrkdwn(t(INTRO[input.role])),
    accessory: calendarSubscribeButton(t),
  });
  if (input.role === "admin") {
    blocks.push({
      type: "section",
      block_id: "home_admin",
      text: mrkdwn(
        t(input.connected === false ? "admin.homeSection.notConnected" : "admin.homeSection.connected"),
      ),
      accessory: {
        type: "button",
        action_id: ActionId.openAdmin,
        text: plainText(t("admin.homeSection.open"), LIMITS.buttonText),
        style: "primary",
      },
    });
    if (input.declined && input.declined.length > 0) {
      blocks.push({
        type: "section",
        block_id: "home_declined_scopes",
        text: mrkdwn(
          [t("admin.homeSection.declined"), ...input.declined.map((sentence) => `• ${sentence}`)].join("\n"),
        ),
      });
    }
    if (input.installer) blocks.push(installerBlock(t));
  }
  if (input.canSchedule) {
    blocks.push({
      type: "actions",
      block_id: "home_schedule",
      elements: [
        {
          type: "button",
          action_id: ActionId.scheduleOpen,
          text: plainText(t("teacher.home.schedule"), LIMITS.buttonText),
          style: "primary",
        },
      ],
    });
  }
  if (input.canSchedule && input.agenda) blocks.push(agendaMenu(input.agenda, t));
  if (input.language) blocks.push(languageMenu(input.language, t));
  blocks.push({ type: "divider", block_id: "home_divider" });
  // Home is one person's: where their clock differs from the school's, its dates say they are theirs.
  const yourTime =
    input.now === undefined
      ? null
      : yourTimeBlock(input.now, input.viewerZone ?? null, [input.timeZone ?? null], t);
  if (yourTime) blocks.push(yourTime);
  if (input.role === "student" && input.myClasses !== undefined) {
    blocks.push(...myClassesBlocks(input.myClasses, undefined, { calendar: true, t }).blocks);
  } else if (input.canSchedule && input.classes.length > 0) blocks.push(...classesWithButtons(input, t));
  else blocks.push(...classListMessage(input).blocks);
  // Recent classes take the room the upcoming ones leave ("Show more" to 40 leaves little).
  const room = LIMITS.viewBlocks - blocks.length - 3;
  if (input.recent && input.recent.length > 0 && room > 0)
    blocks.push(...recentBlocks(input.recent.slice(0, room), t));
  // The about line always ends the Home, whatever the list took.
  return { type: "home", blocks: [...blocks.slice(0, LIMITS.viewBlocks - 1), aboutBlock(input.about, t)] };
}

/** A configured address inside a Slack link: Slack's three escapes, and the bar that ends the URL. */
const linkUrl = (url: string) =>
  url.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\|/g, "%7C");

/** The Home's about line: the privacy policy and support, or whom to ask where either has no address. */
function aboutBlock(about: HomeInput["about"], t: T): KnownBlock {
  const privacy = about?.privacyUrl
    ? `<${linkUrl(about.privacyUrl)}|${escapeMrkdwn(t("about.privacyPolicy"))}>`
    : escapeMrkdwn(t("about.privacyFallback"));
  const support = about?.supportUrl
    ? `<${linkUrl(about.supportUrl)}|${escapeMrkdwn(t("about.support"))}>`
    : escapeMrkdwn(t("about.supportFallback"));
  return { type: "context", block_id: "home_about", elements: [mrkdwn(`${privacy} · ${support}`)] };
}

/** "07:30" for minutes after midnight. */
export function clockText(minuteOfDay: number): string {
  const hh = String(Math.floor(minuteOfDay / 60)).padStart(2, "0");
  return `${hh}:${String(minuteOfDay % 60).padStart(2, "0")}`;
}

const AGENDA_OFF = "off";

/** The morning agenda's menu: its time in the person's own zone, or off. */
function agendaMenu(choice: AgendaChoice, t: T): KnownBlock {
  const option = (value: string, label: string) => ({ value, text: plainText(label, LIMITS.optionText) });
  const options = [
    ...AGENDA_MINUTES.map((m) => option(String(m), t("teacher.home.agendaAt", { time: clockText(m) }))),
    option(AGENDA_OFF, t("teacher.home.agendaOffOption")),
  ];
  const selected = choice.enabled ? String(choice.minuteOfDay) : AGENDA_OFF;
  return {
    type: "section",
    block_id: "home_agenda",
    text: mrkdwn(
      choice.enabled
        ? t("teacher.home.agendaOn", { time: clockText(choice.minuteOfDay) })
        : t("teacher.home.agendaOff"),
    ),
    accessory: {
      type: "static_select",
      action_id: ActionId.agendaTime,
      options,
      ...(options.find((o) => o.value === selected) && {
        initial_option: options.find((o) => o.value === selected),
      }),
    },
  };
}

/** Home's language menu: automatic (Slack's locale) or a language, each named in its own language. */
function languageMenu(choice: LanguageChoice, t: T): KnownBlock {
  const option = (value: LanguageChoice, label: string) => ({
    value,
    text: plainText(label, LIMITS.optionText),
  });
  const options = [
    option("auto", t("home.language.automatic")),
    option("en", t("home.language.english")),
    option("zh-CN", t("home.language.chinese")),
  ];
  const selected = options.find((o) => o.value === choice);
  return {
    type: "section",
    block_id: "home_language",
    text: mrkdwn(t("home.language.heading")),
    accessory: {
      type: "static_select",
      action_id: ActionId.homeLanguage,
      options,
      ...(selected && { initial_option: selected }),
    },
  };
}

function unratedText(c: RecentClass, t: T): string {
  if (c.students === 0) return t("teacher.home.noStudents");
  if (c.unrated === 0) return t("teacher.home.allRated", { count: c.students });
  return t("teacher.home.unrated", { count: c.students, unrated: c.unrated });
}

/** "Recent classes": each ended class with its Rate students button (the rate modal checks access). */
function recentBlocks(recent: readonly RecentClass[], t: T): KnownBlock[] {
  return [
    { type: "divider", block_id: "home_recent_divider" },
    { type: "section", block_id: "home_recent", text: mrkdwn(t("teacher.home.recent")) },
    ...recent.map(
      (c, i): KnownBlock => ({
        type: "section",
        block_id: `home_recent_${i}`,
        text: mrkdwn(
          t("teacher.home.ended", {
            name: userText(c.name, 100),
            course: courseText(c, t),
            when: slackDate(c.endTime),
            rated: unratedText(c, t),
          }),
        ),
        accessory: {
          type: "button",
          action_id: ActionId.classRate,
          text: plainText(t("teacher.home.rate"), LIMITS.buttonText),
          value: String(c.classId),
        },
      }),
    ),
  ];
}

function classesWithButtons(input: HomeInput, t: T): KnownBlock[] {
  const entries = entriesOf(input);
  const limit = Math.min(HOME_CLASSES_MAX, Math.max(1, input.shown ?? HOME_CLASSES_WITH_BUTTONS));
  const shown = entries.slice(0, limit);
  const heading = t(
    input.scope === "all"
      ? "teacher.list.headingAll"
      : input.scope === "teaching"
        ? "teacher.list.headingTeaching"
        : "teacher.home.nextClasses",
  );
  const blocks: KnownBlock[] = [{ type: "section", block_id: "home_classes", text: mrkdwn(`*${heading}*`) }];
  let bucket: Bucket | undefined;
  shown.forEach((e, i) => {
    if (input.timeZone !== undefined && input.now !== undefined) {
      const next = bucketOf(
        e.kind === "series" ? e.next.beginTime : e.cls.beginTime,
        input.now,
        input.timeZone,
      );
      if (next !== bucket) {
        bucket = next;
        blocks.push({
          type: "context",
          block_id: `home_group_${next}`,
          elements: [mrkdwn(`*${t(BUCKET_HEADINGS[next])}*`)],
        });
      }
    }
    blocks.push({ type: "section", block_id: `home_class_${i}`, text: mrkdwn(entryLine(e, t, input.scope)) });
    // A series' buttons act on its next class and, by default, all later ones.
    blocks.push(
      e.kind === "series"
        ? classButtons(e.next.classId, `home_class_buttons_${i}`, "series", t)
        : classButtons(e.cls.classId, `home_class_buttons_${i}`, "class", t),
    );
  });
  if (shown.length < entries.length) {
    blocks.push({
      type: "context",
      block_id: "home_more_note",
      elements: [mrkdwn(t("teacher.home.showing", { shown: shown.length, total: entries.length }))],
    });
    if (shown.length < HOME_CLASSES_MAX) {
      blocks.push({
        type: "actions",
        block_id: "home_more",
        elements: [
          {
            type: "button",
            action_id: ActionId.homeMore,
            text: plainText(t("teacher.home.showMore"), LIMITS.buttonText),
            value: String(Math.min(HOME_CLASSES_MAX, shown.length + HOME_MORE_STEP)),
          },
        ],
      });
    }
  }
  return blocks;
}
