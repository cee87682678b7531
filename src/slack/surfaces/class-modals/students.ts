/**
 * The students modal: people picked directly are checked against the directory before the ack (an
 * inline error, nothing sent); a picked channel's members are read after it (those who are not
 * students are left out quietly anyway), then the partner calls run and the per-student report
 * arrives as a DM. Each stored chunk commits with its students' live link DMs (when the box is
 * ticked), via `onStored`. "Remove students" of a class with more than a menu holds is searched here.
 */
import type { BlockSuggestion } from "@slack/bolt";
import type { WebClient } from "@slack/web-api";
import {
  prepareEnrolment,
  runEnrolment,
  studentsOfClass,
  withChannelMembers,
} from "../../../classes/enrol-students.js";
import { enrolmentNotices } from "../../../classes/notices/enrolment-notices.js";
import { fieldErrors, stateOf } from "../../args.js";
import { ActionId, ClassInputId, classModalCallbackId } from "../../ids.js";
import { readApplyTo } from "../../views/class-modals/frame.js";
import { enrolmentRefusalText, enrolmentReport } from "../../views/class-modals/results.js";
import { SEND_LINKS, studentsModalView } from "../../views/class-modals/students.js";
import { readMany } from "../../views/form-values.js";
import { LIMITS } from "../../views/limits.js";
import { sectionMessage } from "../../views/message.js";
import { plainText } from "../../views/text.js";
import { closeAndReport } from "./finish.js";
import type { ClassModalRow } from "./row.js";

/** conversations.members page size (Slack's maximum). */
const MEMBERS_PAGE = 1000;

const face = { title: "Students", callbackId: classModalCallbackId("students") };

export const studentsModal: ClassModalRow = {
  ...face,
  capability: "students",
  button: ActionId.classStudents,
  async build(deps, { caller, cls }) {
    return studentsModalView(face, cls, await studentsOfClass(deps.store, caller.teamId, cls.classId));
  },
  async submit(deps, args, ctx) {
    const { caller, cls } = ctx;
    const state = stateOf(args);
    const channel = (
      state[ClassInputId.studentsChannel]?.[ClassInputId.studentsChannel] as
        | { selected_conversation?: string }
        | undefined
    )?.selected_conversation;
    const prepared = await prepareEnrolment(deps, caller, {
      classId: cls.classId,
      applyTo: readApplyTo(state),
      addSlackUserIds: readMany(state, ClassInputId.studentsAdd),
      channelPending: channel !== undefined,
      removeUids: readMany(state, ClassInputId.studentsRemove),
    });
    if (!prepared.ok) {
      const field = prepared.field === "remove" ? ClassInputId.studentsRemove : ClassInputId.studentsAdd;
      await args.ack({
        response_action: "errors",
        errors: fieldErrors({ [field]: enrolmentRefusalText(prepared) }),
      });
      return;
    }
    await closeAndReport(deps, args, ctx, face.title, async () => {
      let plan = prepared.plan;
      let channelNote: string | null = null;
      if (channel) {
        try {
          plan = await withChannelMembers(deps.store, plan, await channelMembers(args.client, channel));
        } catch (err) {
          deps.logger.warn(
            { err: err instanceof Error ? err.name : "unknown", team: caller.teamId },
            "students: could not read the picked channel's members",
          );
          channelNote = `Could not read the members of <#${channel}>, so nobody was added from it. Invite the app to the channel, or pick the students one by one.`;
        }
      }
      const report = await runEnrolment(deps, caller, plan, {
        onStored: enrolmentNotices({
          teamId: caller.teamId,
          addedBy: caller.userId,
          requestId: args.view.id,
          sendLinks: sendLinksTicked(state),
          renderer: deps.noticeRenderer,
          after: { reminders: deps.reminders, delivery: deps.delivery },
          logger: deps.logger,
        }),
      });
      const message = enrolmentReport(report);
      if (!channelNote) return message;
      return {
        text: `${channelNote} ${message.text}`,
        blocks: [...sectionMessage(channelNote).blocks, ...message.blocks],
      };
    });
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

/** A view opened before the checkbox existed has no such block: the default (send) applies. */
function sendLinksTicked(state: ReturnType<typeof stateOf>): boolean {
  if (!state[ClassInputId.studentsSendLinks]) return true;
  return readMany(state, ClassInputId.studentsSendLinks).includes(SEND_LINKS);
}

async function channelMembers(client: WebClient, channel: string): Promise<string[]> {
  const out: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.conversations.members({
      channel,
      limit: MEMBERS_PAGE,
      ...(cursor ? { cursor } : {}),
    });
    out.push(...(page.members ?? []));
    cursor = page.response_metadata?.next_cursor || undefined;
  } while (cursor);
  return out;
}
