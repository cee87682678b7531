/**
 * What an import form submission answers, worked out whole: the list (pasted, or the uploaded file
 * read from Slack), checked as one with the parts kept so far; then either the part kept ("More to
 * paste") or the import run with its report. The listener (submitted.ts) gives it Slack's ack budget.
 */
import type { WebClient } from "@slack/web-api";
import type { Actor } from "../../../../classes/actor.js";
import { type ImportVerdict, importPeople, type PersonNeedingUid } from "../../../../classes/admin/import.js";
import {
  discardImportDraft,
  importDraftParts,
  keepImportPart,
  newImportDraftId,
} from "../../../../classes/admin/import-drafts.js";
import type { RegistrationPerson } from "../../../../classes/admin/registration.js";
import {
  type ImportParseResult,
  isEmailAddress,
  joinImportParts,
  listText,
  parsePeopleCsv,
} from "../../../../classes/people-import.js";
import type { T } from "../../../../i18n/index.js";
import type { SubmissionAnswer } from "../../../lib/after-ack.js";
import type { SlackDeps } from "../../../lib/context.js";
import { InputId } from "../../../lib/ids.js";
import { lacksScope } from "../../../lib/scopes/granted.js";
import { adminPage } from "../pages.js";
import { importRefusalText, importSaidText, uploadProblemText } from "../problems.js";
import { startRegistration } from "../registration/start.js";
import { validateImport } from "../validation.js";
import { type SchoolOrg, slackMembers } from "./members.js";
import { uploadedText } from "./uploaded-file.js";
import { importPageView } from "./view.js";

/** The import form as submitted. */
export interface ImportSubmission {
  /** The list pasted in parts so far, from the form's metadata. */
  readonly draftId: string | null;
  /** "More to paste" ticked: keep this part and ask for the next. */
  readonly more: boolean;
  readonly fileId: string | null;
  readonly text: string;
  /** The admin ticked that the people agreed: those without a UID get an account made (registration). */
  readonly consent: boolean;
}

export async function importAnswer(
  deps: SlackDeps,
  client: WebClient,
  actor: Actor,
  /** The school's workspace and organisation: people of another one are refused. */
  org: SchoolOrg,
  form: ImportSubmission,
  t: T,
  /** Told the number of lines as soon as the list is read, for the "Checking…" view. */
  onRead: (lines: number) => void,
): Promise<SubmissionAnswer> {
  const kept = await importDraftParts(deps, actor, form.draftId);
  const refused = (errors: Record<string, string>): SubmissionAnswer => ({
    errors,
    again: formAgain(form.draftId, kept, Object.values(errors).join(" "), form.text, t),
  });
  // An uploaded file is read with files:read, which the workspace may have declined.
  if (form.fileId !== null && (await lacksScope(deps, actor.teamId, "files:read"))) {
    return refused({ [InputId.importFile]: t("adminImport.scopes.files") });
  }
  const pasted = await listOf(client, form, kept.length > 0, t);
  if ("errors" in pasted) return refused(pasted.errors);
  const { text } = pasted;
  const field = form.fileId === null ? InputId.importCsv : InputId.importFile;
  const joined = joinImportParts(text.trim() === "" ? kept : [...kept, text]);
  // The parts so far are read as one list with each new part, so a part that breaks the list (a bad
  // header, too many lines) is said while it is on screen.
  const check = validateImport(kept.length === 0 ? text : joined.text, field, t);
  if (!check.value) return refused(check.errors);
  // Members named by e-mail address need users:read.email, which the workspace may have declined.
  const byEmail = check.value.report.some((e) => e.ok && e.row?.email !== undefined);
  if (byEmail && (await lacksScope(deps, actor.teamId, "users:read.email"))) {
    return refused({ [field]: t("adminImport.scopes.email") });
  }
  const lines = check.value.report.length;
  onRead(lines);
  if (form.more) {
    const draftId = form.draftId ?? newImportDraftId();
    const parts = await keepImportPart(deps, actor, draftId, text);
    return { view: importPageView({ draft: { id: draftId, parts, lines }, t }) };
  }
  // A list in parts is reported by part and line, as the admin pasted it.
  const place = (line: number) => {
    const at = kept.length === 0 ? null : joined.placeOf(line);
    return at === null ? undefined : t("adminImport.report.place", { part: at.part, line: at.line });
  };
  return { view: await runImport(deps, client, actor, org, form, check.value, place, t) };
}

/**
 * The form again with the parts kept so far and the box as it was sent (nothing typed is lost), saying
 * what is wrong with the part just sent; an uploaded file's field comes back empty.
 */
function formAgain(draftId: string | null, kept: readonly string[], problem: string, text: string, t: T) {
  const lines = parsePeopleCsv(joinImportParts(kept).text).report.length;
  const draft = draftId !== null && kept.length > 0 ? { id: draftId, parts: kept.length, lines } : null;
  return importPageView({ draft, notice: { ok: false, text: problem }, initialText: text, t });
}

/** The list submitted: the file's text (read from Slack) or the box's; a problem goes on its field. */
async function listOf(
  client: WebClient,
  form: ImportSubmission,
  partsKept: boolean,
  t: T,
): Promise<{ readonly text: string } | { readonly errors: Record<string, string> }> {
  if (form.fileId === null) {
    if (form.text.trim() === "" && (form.more || !partsKept)) {
      const problem = t(partsKept ? "adminImport.errors.nextPart" : "adminImport.errors.empty");
      return { errors: { [InputId.importCsv]: problem } };
    }
    return { text: form.text };
  }
  if (form.text.trim() !== "") return { errors: { [InputId.importFile]: t("adminImport.errors.both") } };
  const read = await uploadedText(client, form.fileId).catch(() => null);
  if (read?.ok) return { text: read.text };
  const problem =
    read === null
      ? t("adminImport.errors.fileUnavailable")
      : t("adminImport.upload.onField", { problem: uploadProblemText(read.problem, t) });
  return { errors: { [InputId.importFile]: problem } };
}

async function runImport(
  deps: SlackDeps,
  client: WebClient,
  actor: Actor,
  org: SchoolOrg,
  form: Pick<ImportSubmission, "draftId" | "consent">,
  parsed: ImportParseResult,
  place: (line: number) => string | undefined,
  t: T,
) {
  const result = await importPeople(deps, actor, parsed, slackMembers(client, org, deps.scopes));
  if (form.draftId !== null) await discardImportDraft(deps, actor, form.draftId);
  if (!result.ok) {
    const notice = { ok: false, text: importRefusalText(result.refusal, t) };
    return adminPage(deps, actor.teamId, { page: "import", draft: null }, notice, t);
  }
  // People without a UID who agreed get their accounts made by the registration job (its report is a
  // DM); their lines are not failures to fix.
  const registering = form.consent && result.needsUid.length > 0;
  if (registering) {
    await startRegistration(deps, actor, result.needsUid.map(registrationPerson), {
      consent: true,
      title: t("registration.report.title"),
    });
  }
  const verdicts = result.verdicts.map((v): ReportedVerdict => {
    const where = place(v.line);
    const marked = registering && v.said.kind === "needs-uid" ? { ...v, registering: true } : v;
    return where === undefined ? marked : { ...marked, place: where };
  });
  // The lines that failed are kept, as pasted under the admin's header, for "Fix and import again"
  // to put back into the box: nothing the admin typed is lost.
  // The draft's first part is the lines, its second their reasons in the admin's words (shown above
  // the box, escaped there).
  const failed = verdicts.filter((v) => !v.ok && !v.registering);
  let retryId: string | null = null;
  if (failed.length > 0) {
    retryId = newImportDraftId();
    await keepImportPart(
      deps,
      actor,
      retryId,
      listText(
        result.header,
        failed.map((v) => v.text),
      ),
    );
    const reasons = failed.map((v) =>
      t("adminImport.report.entry", {
        mark: "❌",
        where: v.place ?? t("adminImport.report.line", { line: v.line }),
        message: importSaidText(v.said, t),
      }),
    );
    await keepImportPart(deps, actor, retryId, reasons.join("\n"));
  }
  const page = {
    page: "import_report",
    verdicts,
    separator: parsed.separator ?? ",",
    retryId,
    needsUid: registering ? 0 : result.needsUid.length,
    registering: registering ? result.needsUid.length : 0,
  } as const;
  return adminPage(deps, actor.teamId, page, null, t);
}

type ReportedVerdict = ImportVerdict & { readonly place?: string; readonly registering?: boolean };

/**
 * Whom to register for a line without a UID: its e-mail and phone columns, else its account when that is
 * an e-mail or a phone (the registration reads the person's Slack e-mail when the line gives neither).
 */
function registrationPerson(p: PersonNeedingUid): RegistrationPerson {
  const account = p.account ?? "";
  const email = p.email ?? (isEmailAddress(account) ? account : undefined);
  const phone = p.phone ?? (email === undefined && /^\+?[\d\s()-]{6,}$/.test(account) ? account : undefined);
  return {
    slackUserId: p.slackUserId,
    name: p.name,
    role: p.role,
    ...(email === undefined ? {} : { email }),
    ...(phone === undefined ? {} : { phone }),
  };
}
