/**
 * Builds each page of the admin modal through the admin use cases. Shared by `/class admin`, the
 * navigation buttons and the form submissions, so every way to a page shows the same fresh data.
 * Not a listener: listeners call it, it reads and renders.
 */
import type { ModalView } from "@slack/types";
import { latestAudit } from "../../classes/admin/audit.js";
import { type ConnectionTestOutcome, connectionState } from "../../classes/admin/connection.js";
import { directoryTeachers, getCourse, listCourses } from "../../classes/admin/courses.js";
import type { ImportVerdict } from "../../classes/admin/import.js";
import { getLabel, listLabels } from "../../classes/admin/labels.js";
import { getPerson, listPeople } from "../../classes/admin/people.js";
import { getSchoolSettings } from "../../classes/admin/settings.js";
import type { SlackDeps } from "../context.js";
import { auditPageView } from "../views/admin/audit.js";
import { connectionFormView } from "../views/admin/connection.js";
import { courseFormView } from "../views/admin/course-form.js";
import { coursesPageView } from "../views/admin/courses.js";
import { adminHomeView } from "../views/admin/home.js";
import { importPageView } from "../views/admin/import.js";
import { importReportView } from "../views/admin/import-report.js";
import { labelFormView } from "../views/admin/label-form.js";
import { labelsPageView } from "../views/admin/labels.js";
import type { Notice } from "../views/admin/modal.js";
import { peoplePageView } from "../views/admin/people.js";
import { personFormView } from "../views/admin/person-form.js";
import { settingsFormView } from "../views/admin/settings.js";

export type AdminTarget =
  | { readonly page: "home" }
  | { readonly page: "connection"; readonly lastTest?: ConnectionTestOutcome | null }
  | { readonly page: "courses"; readonly offset?: number }
  | { readonly page: "course_form"; readonly courseId: number | null }
  | { readonly page: "people"; readonly offset?: number }
  | { readonly page: "person_form"; readonly slackUserId: string | null }
  | { readonly page: "import"; readonly initialText?: string | null }
  | { readonly page: "import_report"; readonly verdicts: readonly ImportVerdict[] }
  | { readonly page: "audit" }
  | { readonly page: "labels"; readonly offset?: number }
  | { readonly page: "label_form"; readonly labelId: number | null }
  | { readonly page: "settings" };

export async function adminPage(
  deps: SlackDeps,
  teamId: string,
  target: AdminTarget,
  notice: Notice | null = null,
): Promise<ModalView> {
  switch (target.page) {
    case "home": {
      const [connection, courses, people, settings, labels] = await Promise.all([
        connectionState(deps, teamId),
        listCourses(deps, teamId),
        listPeople(deps, teamId),
        getSchoolSettings(deps, teamId),
        listLabels(deps, teamId),
      ]);
      return adminHomeView({
        connection: connection && { sid: connection.sid, hasSecret: connection.hasSecret },
        courseCount: courses.length,
        peopleCount: people.length,
        settings,
        labelCount: labels.length,
        notice,
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
      });
    }
    case "courses":
      return coursesPageView({
        courses: await listCourses(deps, teamId),
        ...(target.offset === undefined ? {} : { offset: target.offset }),
        notice,
      });
    case "course_form": {
      const [course, teachers] = await Promise.all([
        target.courseId === null ? undefined : getCourse(deps, teamId, target.courseId),
        directoryTeachers(deps, teamId),
      ]);
      return courseFormView({
        course: course ?? null,
        teachers,
        notice,
      });
    }
    case "people":
      return peoplePageView({
        people: await listPeople(deps, teamId),
        ...(target.offset === undefined ? {} : { offset: target.offset }),
        notice,
      });
    case "person_form":
      return personFormView({
        person:
          target.slackUserId === null ? null : ((await getPerson(deps, teamId, target.slackUserId)) ?? null),
        notice,
      });
    case "import":
      return importPageView({ initialText: target.initialText ?? null, notice });
    case "import_report":
      return importReportView({ entries: target.verdicts });
    case "audit":
      return auditPageView({ entries: await latestAudit(deps, teamId) });
    case "settings":
      return settingsFormView({ settings: await getSchoolSettings(deps, teamId), notice });
    case "labels":
      return labelsPageView({
        labels: await listLabels(deps, teamId),
        ...(target.offset === undefined ? {} : { offset: target.offset }),
        notice,
      });
    case "label_form": {
      const label = target.labelId === null ? undefined : await getLabel(deps, teamId, target.labelId);
      return labelFormView({ label: label ?? null, notice });
    }
  }
}
