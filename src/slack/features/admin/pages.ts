/**
 * Builds each page of the admin modal through the admin use cases. Shared by `/class admin`, the
 * navigation buttons and the form submissions, so every way to a page shows the same fresh data.
 * Not a listener: listeners call it, it reads and renders. The pages themselves are declared once,
 * in `ADMIN_PAGE_TABLE` (features/admin/metadata.ts).
 */
import type { ModalView } from "@slack/types";
import { latestAudit } from "../../../classes/admin/audit.js";
import { type ConnectionTestOutcome, connectionState } from "../../../classes/admin/connection.js";
import { getCourse, listCourses } from "../../../classes/admin/courses.js";
import type { ImportVerdict } from "../../../classes/admin/import.js";
import { madeAdminByInstall } from "../../../classes/admin/installed.js";
import { getLabel, knownLabels, listLabels } from "../../../classes/admin/labels.js";
import { getPerson, listPeople } from "../../../classes/admin/people.js";
import { getSchoolSettingsState } from "../../../classes/admin/settings.js";
import { classEventsState, classEventsTestedAt } from "../../../classes/events/status.js";
import { zoneChoice } from "../../../classes/time-zones.js";
import type { T } from "../../../i18n/index.js";
import { cloudFolders, type Folders } from "../../lib/cloud-folders.js";
import type { SlackDeps } from "../../lib/context.js";
import { auditPageView } from "./audit/view.js";
import { connectionFormView } from "./connection/view.js";
import { type CourseFormInput, courseFormView } from "./courses/form.js";
import { coursesPageView } from "./courses/view.js";
import { classEventsPageView } from "./events/view.js";
import { importReportView } from "./import/report.js";
import { importScopeNotes } from "./import/scopes.js";
import { importPageView } from "./import/view.js";
import { labelFormView } from "./labels/form.js";
import { labelsPageView } from "./labels/view.js";
import type { AdminPageFields, AdminPageName } from "./metadata.js";
import type { Notice } from "./modal.js";
import { personFormView } from "./people/form.js";
import { peoplePageView } from "./people/view.js";
import { channelMembersView } from "./registration/channel-page.js";
import { settingsFormView } from "./settings/view.js";
import { adminHomeView } from "./start-page.js";

/**
 * The school's top cloud folders, for picking a course's default folder by name. Asked as the
 * school (the admin pages know the team, not who looks); cached with the schedule form's listing.
 */
function schoolFolders(deps: SlackDeps, teamId: string, t: T): Promise<Folders> {
  return cloudFolders(deps, { teamId, userId: "system", role: "admin", person: null }, t);
}

/** What a transient page shows beside its metadata (a test result, a CSV to re-edit, a report). */
interface AdminExtras {
  /** Who looks at the start page: told so when their install made them the first admin. */
  readonly home: { readonly viewer?: string };
  readonly connection: { readonly lastTest?: ConnectionTestOutcome | null };
  readonly import: { readonly initialText?: string | null };
  /** What was typed, and why the service did not make the course, when the form comes back. */
  readonly course_new: Omit<NonNullable<CourseFormInput["newForm"]>, "formId">;
  readonly import_report: {
    readonly verdicts: readonly (ImportVerdict & {
      readonly place?: string;
      readonly registering?: boolean;
    })[];
    readonly separator?: "," | ";";
    /** Where the lines that failed are kept for "Fix and import again"; null when none failed. */
    readonly retryId?: string | null;
    /** How many teachers and students were left out for want of a UID. */
    readonly needsUid?: number;
    /** How many of them agreed and are being registered (the registration job's DM reports them). */
    readonly registering?: number;
  };
}

/** A page to show: its metadata (a list's offset defaults to 0) and what it shows beside it. */
export type AdminTarget = {
  [P in AdminPageName]: { readonly page: P } & Readonly<Omit<AdminPageFields<P>, "offset">> &
    ("offset" extends keyof AdminPageFields<P> ? { readonly offset?: number } : unknown) &
    (P extends keyof AdminExtras ? AdminExtras[P] : unknown);
}[AdminPageName];

export async function adminPage(
  deps: SlackDeps,
  teamId: string,
  target: AdminTarget,
  notice: Notice | null = null,
  /** The admin's language (`tFor` the caller). */
  t: T,
): Promise<ModalView> {
  switch (target.page) {
    case "home": {
      const [connection, courses, people, { settings, name, timeZoneUnset }, labels, eventsTestedAt] =
        await Promise.all([
          connectionState(deps, teamId),
          listCourses(deps, teamId),
          listPeople(deps, teamId),
          getSchoolSettingsState(deps, teamId),
          listLabels(deps, teamId),
          classEventsTestedAt(deps, teamId),
        ]);
      return adminHomeView({
        connection: connection && { sid: connection.sid, hasSecret: connection.hasSecret },
        courseCount: courses.length,
        refusedCourseCount: courses.filter((c) => c.problem).length,
        peopleCount: people.length,
        settings,
        schoolName: name,
        timeZoneUnset,
        labelCount: labels.length,
        eventsTestedAt,
        notice,
        t,
        ...(target.viewer !== undefined && {
          installer: await madeAdminByInstall(deps.store, teamId, target.viewer),
        }),
      });
    }
    case "connection": {
      const connection = await connectionState(deps, teamId);
      return connectionFormView({
        baseUrl: connection?.baseUrl ?? "",
        liveBaseUrl: connection?.liveBaseUrl ?? null,
        sid: connection?.sid ?? "",
        hasSecret: connection?.hasSecret ?? false,
        lastTest: target.lastTest ?? null,
        notice,
        t,
      });
    }
    case "courses":
      return coursesPageView({
        courses: await listCourses(deps, teamId),
        folders: await schoolFolders(deps, teamId, t),
        ...(target.offset === undefined ? {} : { offset: target.offset }),
        notice,
        t,
      });
    case "course_form": {
      const [course, folders] = await Promise.all([
        target.courseId === null ? undefined : getCourse(deps, teamId, target.courseId),
        schoolFolders(deps, teamId, t),
      ]);
      return courseFormView({ course: course ?? null, folders, notice, t });
    }
    case "course_new": {
      const { page: _page, ...newForm } = target;
      return courseFormView({ newForm, folders: await schoolFolders(deps, teamId, t), notice, t });
    }
    case "people":
      return peoplePageView({
        people: await listPeople(deps, teamId),
        ...(target.offset === undefined ? {} : { offset: target.offset }),
        notice,
        t,
      });
    case "person_form":
      return personFormView({
        person:
          target.slackUserId === null ? null : ((await getPerson(deps, teamId, target.slackUserId)) ?? null),
        notice,
        t,
      });
    case "channel_members":
      return channelMembersView(t, notice);
    // A registration's report lives in its job; reached again, the page is the directory it changed.
    case "registration_report":
      return peoplePageView({ people: await listPeople(deps, teamId), notice, t });
    case "import":
      return importPageView({
        initialText: target.initialText ?? null,
        notice,
        scopeNotes: await importScopeNotes(deps, teamId, t),
        t,
      });
    case "import_report":
      return importReportView({
        entries: target.verdicts,
        ...(target.separator === undefined ? {} : { separator: target.separator }),
        retryId: target.retryId ?? null,
        needsUid: target.needsUid ?? 0,
        registering: target.registering ?? 0,
        t,
      });
    case "audit":
      return auditPageView({ entries: await latestAudit(deps, teamId), t });
    case "settings": {
      const { settings, name } = await getSchoolSettingsState(deps, teamId);
      const timeZoneLabel = zoneChoice(settings.timeZone, deps.clock() * 1000).label;
      return settingsFormView({ settings, name, timeZoneLabel, notice, t });
    }
    case "class_events":
      return classEventsPageView({
        state: await classEventsState(deps, teamId, deps.publicUrl?.()),
        notice,
        t,
      });
    case "labels":
      return labelsPageView({
        labels: await listLabels(deps, teamId),
        ...(target.offset === undefined ? {} : { offset: target.offset }),
        notice,
        t,
      });
    case "label_form": {
      const label = target.labelId === null ? undefined : await getLabel(deps, teamId, target.labelId);
      const known = target.labelId === null ? await knownLabels(deps, teamId) : [];
      return labelFormView({ label: label ?? null, known, notice, t });
    }
  }
}
