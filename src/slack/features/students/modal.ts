/**
 * The students modal: people picked directly are checked against the directory before the ack (an
 * inline error, nothing sent); a picked channel's members are read after it (those who are not
 * students are left out quietly anyway), then the partner calls run and the per-student report
 * arrives as a DM. Each stored chunk commits with its students' live link DMs (when the box is
 * ticked), via `enrolmentNotices`. "Remove students" of a class with more than a menu holds is searched here.
 */
import type { BlockSuggestion } from "@slack/bolt";
import type { WebClient } from "@slack/web-api";
import {
  prepareEnrolment,
  studentsOfClass,
  type UnenrollablePicks,
} from "../../../classes/enrol-students.js";
import { fieldErrors, stateOf } from "../../lib/args.js";
import { readMany } from "../../lib/blocks/form-values.js";
import { LIMITS } from "../../lib/blocks/limits.js";
import { plainText } from "../../lib/blocks/text.js";
import { faceFor, readApplyTo } from "../../lib/class-modals/frame.js";
import {
  addAnywayOption,
  addAnywayQuestion,
  enrolmentRefusalText,
  type NamedPicks,
} from "../../lib/class-modals/results.js";
import type { ClassModalRow } from "../../lib/class-modals/row.js";
import { ActionId, ClassInputId, classModalCallbackId } from "../../lib/ids.js";
import { ENROL_JOB, type EnrolJobRequest } from "../../lib/jobs/enrol-request.js";
import { startJob } from "../../lib/jobs/slack-job.js";
import { tFor } from "../../lib/locale/locale.js";
import { slackNames } from "../../lib/user-names.js";
import { classRefusalText } from "../../lib/words/refusal.js";
import { ADD_ANYWAY, SEND_LINKS, studentsModalView } from "./view.js";

/** A channel, private channel or DM ID as Slack sends it from a conversations_select. */
const CONVERSATION_ID = /^[CGD][A-Z0-9]{2,20}$/;

const face = { callbackId: classModalCallbackId("students") };

export const studentsModal: ClassModalRow = {
  ...face,
  capability: "students",
  button: ActionId.classStudents,
  async build(deps, { caller, cls }) {
    const mine = faceFor(face, "students", await tFor(deps, caller.teamId, caller.userId));
    return studentsModalView(mine, cls, await studentsOfClass(deps.store, caller.teamId, cls.classId));
  },
  async submit(deps, args, ctx) {
    const { caller, cls } = ctx;
    const t = await tFor(deps, caller.teamId, caller.userId);
    const state = stateOf(args);
    const picked = (
      state[ClassInputId.studentsChannel]?.[ClassInputId.studentsChannel] as
        | { selected_conversation?: string | null }
        | undefined
    )?.selected_conversation;
    const channel = picked === null || picked === "" ? undefined : picked;
    // Slack only sends a conversation ID here; anything else would be echoed into the report.
    if (channel !== undefined && !CONVERSATION_ID.test(channel)) {
      await args.ack({
        response_action: "errors",
        errors: fieldErrors({ [ClassInputId.studentsChannel]: t("classStudents.pickChannel") }),
      });
      return;
    }
    const prepared = await prepareEnrolment(deps, caller, {
      classId: cls.classId,
      applyTo: readApplyTo(state),
      addSlackUserIds: readMany(state, ClassInputId.studentsAdd),
      channelPending: channel !== undefined,
      removeUids: readMany(state, ClassInputId.studentsRemove),
      addOthersAnyway: readMany(state, ClassInputId.studentsAddAnyway).includes(ADD_ANYWAY),
    });
    if (!prepared.ok && "outsiders" in prepared) {
      const picks = await namedPicks(args.client, prepared);
      // Some picks can be added and some not: ask once, with the option that adds the others.
      if (prepared.others > 0 && !state[ClassInputId.studentsAddAnyway]) {
        const enrolled = await studentsOfClass(deps.store, caller.teamId, cls.classId);
        await args.ack({
          response_action: "update",
          view: studentsModalView(faceFor(face, "students", t), cls, enrolled, {
            question: addAnywayQuestion(picks, prepared.others, t),
            option: addAnywayOption(prepared.others, t),
          }),
        });
        return;
      }
      await args.ack({
        response_action: "errors",
        errors: fieldErrors({ [ClassInputId.studentsAdd]: enrolmentRefusalText(prepared, picks, t) }),
      });
      return;
    }
    if (!prepared.ok) {
      const field = prepared.field === "remove" ? ClassInputId.studentsRemove : ClassInputId.studentsAdd;
      const message =
        prepared.field === "remove"
          ? t("classStudents.notInClass", { uid: prepared.notInClass })
          : prepared.field === "add"
            ? t("classStudents.pickSome")
            : classRefusalText(prepared.refusal, t, { plain: true });
      await args.ack({ response_action: "errors", errors: fieldErrors({ [field]: message }) });
      return;
    }
    const leftOut = prepared.plan.leftOut ? await namedPicks(args.client, prepared.plan.leftOut) : undefined;
    // The partner work is a durable job: committed before the ack, done even across a restart.
    const request: EnrolJobRequest = {
      classId: cls.classId,
      applyTo: prepared.plan.applyTo,
      add: prepared.plan.add,
      remove: prepared.plan.remove,
      ...(channel ? { channel } : {}),
      sendLinks: sendLinksTicked(state),
      ...(leftOut ? { leftOut } : {}),
    };
    await startJob(deps, {
      kind: ENROL_JOB,
      actor: caller,
      sameAs: [args.view.id],
      title: t("classModals.titles.students"),
      request,
    });
    await args.ack();
    deps.jobs?.wake();
  },
  options: {
    /** The class's students matching what is typed; a refused search gets no options. */
    async [ClassInputId.studentsRemove](deps, args, { caller, cls }) {
      const query = ((args.body as BlockSuggestion).value ?? "").trim().toLowerCase();
      const students = await studentsOfClass(deps.store, caller.teamId, cls.classId);
      const found = students
        .filter((e) => query === "" || e.studentName.toLowerCase().includes(query))
        .slice(0, LIMITS.options);
      await args.ack({
        options: found.map((e) => ({
          text: plainText(e.studentName, LIMITS.optionText),
          value: e.studentUid,
        })),
      });
    },
  },
};

/** The picks that cannot be added, named: Slack's names for people outside the directory. */
async function namedPicks(client: WebClient | undefined, picks: UnenrollablePicks): Promise<NamedPicks> {
  const byId = await slackNames(client, picks.outsiders);
  return { outsiders: picks.outsiders.map((id) => byId.get(id) ?? null), notStudents: picks.notStudents };
}

/** A view opened before the checkbox existed has no such block: the default (send) applies. */
function sendLinksTicked(state: ReturnType<typeof stateOf>): boolean {
  if (!state[ClassInputId.studentsSendLinks]) return true;
  return readMany(state, ClassInputId.studentsSendLinks).includes(SEND_LINKS);
}
