/**
 * The class modals, one row each, keyed by `/class` subcommand. Everything around a row is shared:
 * `/class <sub> [class]` (the class picker), the class buttons (value = class id), the picker's
 * select and its options listener. A row only says which capability it needs and builds its view
 * for one class the caller may act on; its view_submission listener (callback_id
 * `classModalCallbackId(sub)`, or labels' and rate's own; private_metadata names the class)
 * re-checks access itself through the use case. See docs/class-work.md, "Adding a class modal".
 */

import type { ModalView } from "@slack/types";
import type { WebClient } from "@slack/web-api";
import type { ClassActor } from "../../classes/class-actor.js";
import { seatMaxOf } from "../../classes/class-seats.js";
import { studentsOfClass } from "../../classes/enrol-students.js";
import { classLabelsForm } from "../../classes/labels.js";
import { ratingRoster } from "../../classes/ratings.js";
import type { Capability } from "../../classes/roles.js";
import { schoolTimeZone } from "../../classes/school-settings.js";
import type { ClassRecord } from "../../store/index.js";
import type { Caller, SlackDeps } from "../context.js";
import { profileZone } from "../schedule-modal.js";
import { classLabelsView } from "../views/class-labels.js";
import { classNoticeView } from "../views/class-modal.js";
import { seatsModalView } from "../views/class-modals/seats.js";
import { studentsModalView } from "../views/class-modals/students.js";
import { videoModalView } from "../views/class-modals/video.js";
import { ratePageView } from "../views/class-rate.js";
import { userText } from "../views/text.js";

export interface ClassModal {
  readonly capability: Capability;
  /** Title of the picker modal that opens when no class is named. */
  readonly title: string;
  build(deps: SlackDeps, caller: Caller, cls: ClassRecord): Promise<ModalView>;
}

export const CLASS_MODALS = {
  students: {
    capability: "students",
    title: "Students",
    async build(deps, caller, cls) {
      return studentsModalView(cls, await studentsOfClass(deps.store, caller.teamId, cls.classId));
    },
  },
  video: {
    capability: "video",
    title: "Recording & live",
    async build(_deps, _caller, cls) {
      return videoModalView(cls);
    },
  },
  seats: {
    capability: "seats",
    title: "Seats & HD",
    async build(deps, caller, cls) {
      return seatsModalView(cls, await seatMaxOf(deps.store, caller.teamId));
    },
  },
  labels: {
    capability: "labels",
    title: "Class labels",
    async build(deps, _caller, cls) {
      const form = await classLabelsForm(deps, cls);
      if (form.labels.length === 0) {
        return classNoticeView(
          "Class labels",
          "Your school has no labels yet. An admin adds them in `/class admin` → Labels, with their label ids from the class service.",
        );
      }
      return classLabelsView({
        classId: cls.classId,
        heading: cls,
        labels: form.labels,
        selected: cls.labelIds,
        laterInSeries: form.laterInSeries,
      });
    },
  },
  rate: {
    capability: "rate",
    title: "Rate students",
    async build(deps, _caller, cls) {
      const students = await ratingRoster(deps, cls);
      if (students.length === 0) {
        return classNoticeView(
          "Rate students",
          `*${userText(cls.name, 200)}* has no students yet, so there is no one to rate. Add students with \`/class students\`.`,
        );
      }
      return ratePageView({ classId: cls.classId, heading: cls, students, page: 0 });
    },
  },
} as const satisfies Readonly<Record<string, ClassModal>>;

export type ClassModalName = keyof typeof CLASS_MODALS;

export function classModalOf(subcommand: string): ClassModal | undefined {
  const table: Readonly<Record<string, ClassModal>> = CLASS_MODALS;
  return Object.hasOwn(table, subcommand) ? table[subcommand] : undefined;
}

export function actorOf(caller: Caller): ClassActor {
  return {
    teamId: caller.teamId,
    slackUserId: caller.userId,
    role: caller.role,
    uid: caller.person?.uid ?? null,
  };
}

/** The person's Slack time zone (users.info), else the school's. */
export async function timeZoneOf(deps: SlackDeps, client: WebClient, caller: Caller): Promise<string> {
  return (await profileZone(client, caller.userId)) ?? (await schoolTimeZone(deps.store, caller.teamId));
}
