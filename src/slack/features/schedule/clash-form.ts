/**
 * The schedule form shown again over a double booking: what the person entered kept, the warning
 * and the "Schedule anyway" box on top. The clashes are worked out again on every submit
 * (findStaffClashes), never carried in the view.
 */
import type { ModalView } from "@slack/types";
import { uniqueIdentity } from "../../../classes/schedule/create.js";
import type { ScheduleForm, SchedulePlan } from "../../../classes/schedule/plan.js";
import { schedulableCourses } from "../../../classes/schedule/plan.js";
import { type Clash, findStaffClashes } from "../../../classes/staff-clashes.js";
import type { T } from "../../../i18n/index.js";
import { clashesAccepted, clashWarning } from "../../lib/blocks/clash-warning.js";
import { readMany, type SubmittedState } from "../../lib/blocks/form-values.js";
import type { Caller, SlackDeps } from "../../lib/context.js";
import { InputId } from "../../lib/ids.js";
import { COURSE_FOLDER, type ScheduleMetadata, scheduleFormView } from "./form.js";

/** Whether the person ticked "Schedule anyway" under a warning that named these very clashes. */
export function scheduleAnyway(state: SubmittedState, clashes: readonly Clash[]): boolean {
  return clashesAccepted(readMany(state, InputId.scheduleAnyway), clashes);
}

/** The plan's clashes, not counting classes this same request made already (a retry finds them). */
export function planClashes(
  deps: SlackDeps,
  caller: Caller,
  plan: SchedulePlan,
  identityKey: string,
): Promise<Clash[]> {
  return findStaffClashes(deps, caller, {
    teacherUid: plan.teacher.uid,
    assistantUid: plan.assistant?.uid ?? null,
    occurrences: plan.occurrences,
    ignoreIdentities: plan.occurrences.map((_, i) => uniqueIdentity(caller.teamId, identityKey, i)),
  });
}

type Folder = { folderId: string; name: string };

/** The folders the submitted form listed (the service is not asked again before the answer). */
function foldersShown(blocks: readonly unknown[] | undefined, chosen: string | null, t: T): Folder[] {
  const block = (blocks ?? []).find(
    (b): b is { element?: { options?: { value?: string; text?: { text?: string } }[] } } =>
      !!b && typeof b === "object" && (b as { block_id?: unknown }).block_id === InputId.scheduleFolder,
  );
  const listed = (block?.element?.options ?? []).flatMap((o) =>
    typeof o.value === "string" && o.value !== COURSE_FOLDER && /^\d{1,20}$/.test(o.value)
      ? [{ folderId: o.value, name: String(o.text?.text ?? o.value) }]
      : [],
  );
  if (chosen && !listed.some((f) => f.folderId === chosen)) {
    listed.unshift({ folderId: chosen, name: t("schedule.form.folderNamed", { id: chosen }) });
  }
  return listed;
}

export async function scheduleClashView(
  deps: SlackDeps,
  caller: Caller,
  input: {
    readonly form: ScheduleForm;
    readonly meta: ScheduleMetadata;
    readonly clashes: readonly Clash[];
    readonly submittedBlocks: readonly unknown[] | undefined;
    readonly t: T;
  },
): Promise<ModalView> {
  const { form, meta, t } = input;
  return scheduleFormView({
    courses: await schedulableCourses(deps.store, caller),
    folders: foldersShown(input.submittedBlocks, form.folderId, t),
    timeZone: meta.tz,
    zoneFromProfile: meta.profile,
    initial: form,
    metadata: meta,
    clash: clashWarning(input.clashes, { t, timeZone: meta.tz, now: deps.clock(), action: "schedule" }),
    t,
  });
}
