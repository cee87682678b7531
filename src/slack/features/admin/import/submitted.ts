/**
 * Imports pasted people. A paste refused as a whole is a field error; otherwise every line's member
 * is checked with Slack and the admin gets the report, one verdict per line. A short paste is
 * answered with the report itself; one whose checks outlast the ack's budget (Slack waits 3 s)
 * shows "Checking…" at once and the report replaces it when ready.
 *
 * A list longer than the box (3,000 characters) is pasted in parts: "More to paste" keeps the part in
 * the store (under the school, the admin and a draft id the form carries) and asks for the next; the
 * last submission imports every part at once, with one report. The listener row lets only admins in,
 * on every submission.
 */
import { randomBytes } from "node:crypto";
import type { ModalView } from "@slack/types";
import { importPeople } from "../../../../classes/admin/import.js";
import { joinImportParts } from "../../../../classes/people-import.js";
import type { T } from "../../../../i18n/index.js";
import { updateModal } from "../../../lib/after-ack.js";
import { fieldErrors, type SubmissionArgs, stateOf } from "../../../lib/args.js";
import { readMany } from "../../../lib/blocks/form-values.js";
import { type Caller, callerOf, type SlackDeps } from "../../../lib/context.js";
import { InputId } from "../../../lib/ids.js";
import { tFor } from "../../../lib/locale/locale.js";
import { decodeAdminMetadata } from "../metadata.js";
import { adminPage } from "../pages.js";
import { importRefusalText, uploadProblemText } from "../problems.js";
import { readImportText, uploadedFileId, validateImport } from "../validation.js";
import { slackMembers } from "./members.js";
import { importCheckingView } from "./report.js";
import { uploadedText } from "./uploaded-file.js";
import { importPageView, MORE_VALUE } from "./view.js";

/** How long the submission waits for the import before answering with "Checking…" instead. */
const ACK_BUDGET_MS = 1500;

const newDraftId = () => randomBytes(8).toString("hex");

export function adminImportSubmitted(deps: SlackDeps) {
  return async (args: SubmissionArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const t = await tFor(deps, caller.teamId, caller.userId);
    const state = stateOf(args);
    const metadata = decodeAdminMetadata(args.view.private_metadata);
    const draftId = metadata?.page === "import" ? metadata.draft : null;
    const more = readMany(state, InputId.importMore).includes(MORE_VALUE);
    const kept =
      draftId === null ? [] : await deps.store.importDrafts.parts(caller.teamId, caller.userId, draftId);
    const fileId = uploadedFileId(state);
    let text = readImportText(state);
    if (fileId !== null) {
      if (text.trim() !== "") {
        await args.ack({
          response_action: "errors",
          errors: fieldErrors({ [InputId.importFile]: t("adminImport.errors.both") }),
        });
        return;
      }
      const read = await uploadedText(args.client, fileId).catch(() => null);
      if (read === null || !read.ok) {
        const problem =
          read === null
            ? t("adminImport.errors.fileUnavailable")
            : t("adminImport.upload.onField", { problem: uploadProblemText(read.problem, t) });
        await args.ack({ response_action: "errors", errors: fieldErrors({ [InputId.importFile]: problem }) });
        return;
      }
      text = read.text;
    } else if (text.trim() === "" && (more || kept.length === 0)) {
      await args.ack({
        response_action: "errors",
        errors: fieldErrors({
          [InputId.importCsv]: t(
            kept.length === 0 ? "adminImport.errors.empty" : "adminImport.errors.nextPart",
          ),
        }),
      });
      return;
    }
    const field = fileId === null ? InputId.importCsv : InputId.importFile;
    const joined = joinImportParts(text.trim() === "" ? kept : [...kept, text]);
    // The parts so far are read as one list with each new part, so a part that breaks the list (a bad
    // header, too many lines) is said while it is on screen.
    const check = validateImport(kept.length === 0 ? text : joined.text, field, t);
    if (!check.value) {
      await args.ack({ response_action: "errors", errors: fieldErrors(check.errors) });
      return;
    }
    if (more) {
      await keepPart(deps, args, caller, draftId ?? newDraftId(), text, check.value.report.length, t);
      return;
    }
    const parsed = check.value;
    // A list in parts is reported by part and line, as the admin pasted it.
    const place = (line: number) => {
      const at = kept.length === 0 ? null : joined.placeOf(line);
      return at === null ? undefined : t("adminImport.report.place", { part: at.part, line: at.line });
    };
    const work: Promise<ModalView> = (async () => {
      const result = await importPeople(deps, caller, parsed, slackMembers(args.client));
      if (draftId !== null) await deps.store.importDrafts.discard(caller.teamId, caller.userId, draftId);
      if (!result.ok) {
        return adminPage(
          deps,
          caller.teamId,
          { page: "import", draft: null },
          { ok: false, text: importRefusalText(result.refusal, t) },
          t,
        );
      }
      return adminPage(
        deps,
        caller.teamId,
        {
          page: "import_report",
          verdicts: result.verdicts.map((v) => {
            const where = place(v.line);
            return where === undefined ? v : { ...v, place: where };
          }),
          separator: parsed.separator ?? ",",
        },
        null,
        t,
      );
    })();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), ACK_BUDGET_MS);
    });
    const quick = await Promise.race([work, late]).finally(() => clearTimeout(timer));
    if (quick) {
      await args.ack({ response_action: "update", view: quick });
      return;
    }
    await args.ack({ response_action: "update", view: importCheckingView(parsed.report.length, t) });
    const viewId = args.view.id;
    void deps.inFlight.track(
      work
        .then((view) => updateModal(deps, args.client, viewId, view))
        .catch((err: unknown) =>
          deps.logger.warn(
            { err: err instanceof Error ? err.name : "unknown", team: caller.teamId },
            "people import failed after the ack",
          ),
        ),
    );
  };
}

/** Keeps one part in the store and shows the form again, empty, with what is kept so far. */
async function keepPart(
  deps: SlackDeps,
  args: SubmissionArgs,
  caller: Caller,
  draftId: string,
  text: string,
  linesSoFar: number,
  t: T,
): Promise<void> {
  const parts = await deps.store.importDrafts.addPart(caller.teamId, caller.userId, draftId, text);
  await args.ack({
    response_action: "update",
    view: importPageView({ draft: { id: draftId, parts, lines: linesSoFar }, t }),
  });
}
