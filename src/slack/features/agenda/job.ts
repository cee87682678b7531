/**
 * The morning agenda's sweep (classes/notices/morning-agenda.ts) with Slack's parts: each person's zone
 * from their profile (users.info, as the schedule form reads it) and the agenda's Block Kit.
 */

import { localeOf } from "../../../classes/language.js";
import { type AgendaDeps, agendaHandler } from "../../../classes/notices/morning-agenda.js";
import type { JobHandler } from "../../../delivery/index.js";
import { translator } from "../../../i18n/index.js";
import type { SlackDeps } from "../../lib/context.js";
import type { ClientFor } from "../../lib/jobs/slack-job.js";
import { profileZone } from "../../lib/locale/zones.js";
import { morningAgendaMessage } from "./view.js";

/** A sweep every quarter hour would ask Slack for each teacher's zone; a zone rarely changes. */
const ZONE_FRESH_MS = 60 * 60_000;

export function agendaJobHandler(
  deps: Pick<AgendaDeps, "store" | "now" | "logger"> & Pick<SlackDeps, "profileLocaleOf">,
  clientFor: ClientFor,
): JobHandler {
  const zones = new Map<string, { at: number; zone: string | null }>();
  return agendaHandler({
    ...deps,
    // Each teacher's agenda in their own language.
    render: (agenda, locale) => morningAgendaMessage(agenda, translator(locale)),
    localeOf: (teamId, userId) => localeOf(deps, teamId, userId),
    async timeZoneOf(teamId, userId) {
      const key = `${teamId}:${userId}`;
      const cached = zones.get(key);
      if (cached && Date.now() - cached.at < ZONE_FRESH_MS) return cached.zone;
      // A workspace without an installation: its school's zone (no agenda goes out there anyway).
      const client = await clientFor(teamId).catch(() => undefined);
      if (!client) return null;
      const zone = await profileZone(client, userId);
      zones.set(key, { at: Date.now(), zone });
      return zone;
    },
  });
}
