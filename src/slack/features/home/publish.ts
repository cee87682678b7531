/**
 * Builds and publishes a person's App Home tab: when they open it, and after a change that shows
 * on it (a class scheduled for them), so it is never stale.
 */
import type { WebClient } from "@slack/web-api";
import { actorOf } from "../../../classes/actor.js";
import { connectionState } from "../../../classes/admin/connection.js";
import { madeAdminByInstall } from "../../../classes/admin/installed.js";
import { upcomingClassesFor } from "../../../classes/classes-list.js";
import { languageChoiceOf, localeOf } from "../../../classes/language.js";
import { agendaChoiceOf } from "../../../classes/notices/morning-agenda.js";
import { recentClassesFor } from "../../../classes/recent-classes.js";
import { can } from "../../../classes/roles.js";
import { schoolOf } from "../../../classes/school-settings.js";
import { myClassLinks, withUid } from "../../../classes/student-links.js";
import { translator } from "../../../i18n/index.js";
import type { Caller, HomeTabs, SlackDeps } from "../../lib/context.js";
import { privacyAddress } from "../../lib/pages/about.js";
import { declinedScopesOf, declinedSentences } from "../../lib/scopes/declined.js";
import { homeView } from "./view.js";

/** Home reads at most this many classes (20 series of 12 and more), shown as at most 20 entries with buttons. */
const HOME_CLASS_LIMIT = 300;

export async function publishHome(
  deps: SlackDeps,
  client: WebClient,
  who: Caller,
  options: { readonly shown?: number } = {},
): Promise<void> {
  // A student's list is their own classes with their links, read once.
  const student = who.role === "student" ? withUid(who.person) : null;
  const [{ scope, classes, entries }, connection, myClasses, school, recent, agenda, language, locale, zone] =
    await Promise.all([
      student
        ? Promise.resolve({ scope: "attending" as const, classes: [], entries: [] })
        : upcomingClassesFor(deps.store, {
            teamId: who.teamId,
            role: who.role,
            person: who.person,
            now: deps.clock(),
            limit: HOME_CLASS_LIMIT,
          }),
      who.role === "admin" ? connectionState(deps, who.teamId) : Promise.resolve(null),
      student
        ? myClassLinks(deps.store, { teamId: who.teamId, student, now: deps.clock() })
        : Promise.resolve(undefined),
      schoolOf(deps.store, who.teamId),
      can(who.role, "rate") ? recentClassesFor(deps.store, who, deps.clock()) : Promise.resolve([]),
      can(who.role, "schedule") ? agendaChoiceOf(deps.store, who) : Promise.resolve(undefined),
      languageChoiceOf(deps.store, who),
      localeOf(deps, who.teamId, who.userId),
      // Their zone from the profiles already asked for (one users.info an hour, shared with the DMs).
      deps.profileZoneOf ? deps.profileZoneOf(who.teamId, who.userId).catch(() => null) : null,
    ]);
  const installer = who.role === "admin" && (await madeAdminByInstall(deps.store, who.teamId, who.userId));
  const declined = who.role === "admin" ? await declinedScopesOf(deps, who.teamId) : [];
  const t = translator(locale);
  // Someone with no class anywhere on their Home yet (a first visit) is told what the app is; admins
  // have their own first steps (the welcome DM and the admin section).
  const welcome =
    who.role !== "admin" &&
    classes.length === 0 &&
    entries.length === 0 &&
    (myClasses?.length ?? 0) === 0 &&
    recent.length === 0;
  await client.views.publish({
    user_id: who.userId,
    view: homeView({
      role: who.role,
      scope,
      classes,
      entries,
      connected: connection !== null,
      canSchedule: can(who.role, "schedule"),
      timeZone: school.settings.timeZone,
      viewerZone: zone,
      schoolName: school.name,
      now: deps.clock(),
      ...(options.shown === undefined ? {} : { shown: options.shown }),
      ...(myClasses && { myClasses }),
      recent,
      ...(agenda && { agenda }),
      language,
      t,
      declined: declinedSentences(declined, t),
      welcome,
      installer,
      about: {
        privacyUrl: privacyAddress(deps.about ?? {}, deps.publicUrl?.()),
        supportUrl: deps.about?.supportUrl,
      },
    }),
  });
}

/** Another member's Home, e.g. the teacher an admin scheduled a class for. */
export async function publishHomeOf(
  deps: SlackDeps,
  client: WebClient,
  teamId: string,
  userId: string,
): Promise<void> {
  await publishHome(deps, client, await actorOf(deps.store, deps.bootstrapAdmins, teamId, userId));
}

/** Publishes these members' Homes again; a failure is only logged (the next app_home_opened publishes it). */
export async function refreshHomes(
  deps: SlackDeps,
  client: WebClient,
  teamId: string,
  userIds: Iterable<string>,
): Promise<void> {
  await Promise.all(
    [...new Set(userIds)].map((userId) =>
      publishHomeOf(deps, client, teamId, userId).catch((err: unknown) =>
        deps.logger.warn({ err, user: userId }, "could not refresh the App Home"),
      ),
    ),
  );
}

/**
 * After an admin change that shows on someone's Home (their role, the school connection): publish
 * theirs again once the modal has its answer, tracked so shutdown waits.
 */
export function refreshHomesLater(
  deps: SlackDeps,
  client: WebClient,
  teamId: string,
  userIds: Iterable<string>,
): void {
  void deps.inFlight.track(refreshHomes(deps, client, teamId, userIds));
}

/** The Home as the other features ask for it (`deps.homes`). */
export const homeTabs: HomeTabs = {
  publish: publishHome,
  refresh: refreshHomes,
  refreshLater: refreshHomesLater,
};
