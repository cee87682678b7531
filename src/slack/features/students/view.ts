import type { KnownBlock, ModalView, PlainTextOption } from "@slack/types";
import type { T } from "../../../i18n/index.js";
import type { ClassRecord, Enrolment } from "../../../store/index.js";
import { LIMITS } from "../../lib/blocks/limits.js";
import { plainText } from "../../lib/blocks/text.js";
import { type ClassModalFace, classModalFrame, laterOf } from "../../lib/class-modals/frame.js";
import { ClassInputId } from "../../lib/ids.js";

/** The value of the one "Send each new student their live link" option. */
export const SEND_LINKS = "send_links";
/** The value of the one "Add the N others anyway" option. */
export const ADD_ANYWAY = "add_anyway";

/** Asked after a submission with people who cannot be added among students who can. */
export interface AddAnywayAsk {
  /** Why nobody was added yet, naming the people (a plain sentence). */
  readonly question: string;
  /** The option's words, "Add the 3 others anyway". */
  readonly option: string;
}

export function studentsModalView(
  face: ClassModalFace,
  cls: ClassRecord,
  enrolled: readonly Enrolment[],
  ask?: AddAnywayAsk,
  /** The workspace declined both channels:read and groups:read: the channel field says so at open. */
  channelsDeclined = false,
): ModalView {
  const t = face.t;
  const blocks: KnownBlock[] = [
    {
      type: "input",
      block_id: ClassInputId.studentsAdd,
      optional: true,
      label: plainText(t("classStudents.add"), LIMITS.inputLabel),
      element: { type: "multi_users_select", action_id: ClassInputId.studentsAdd },
    },
    ...(ask ? addAnywayBlocks(ask, t) : []),
    {
      type: "input",
      block_id: ClassInputId.studentsChannel,
      optional: true,
      label: plainText(t("classStudents.channel"), LIMITS.inputLabel),
      hint: plainText(
        t(channelsDeclined ? "classStudents.channelNoPermissionHint" : "classStudents.channelHint"),
        LIMITS.inputHint,
      ),
      element: {
        type: "conversations_select",
        action_id: ClassInputId.studentsChannel,
        filter: { include: ["public", "private"], exclude_bot_users: true },
      },
    },
  ];
  if (enrolled.length > LIMITS.options) {
    // More than a static menu holds: the options listener (class-students-options.ts) searches them.
    blocks.push({
      type: "input",
      block_id: ClassInputId.studentsRemove,
      optional: true,
      label: plainText(t("classStudents.remove"), LIMITS.inputLabel),
      hint: plainText(t("classStudents.removeSearch", { count: enrolled.length }), LIMITS.inputHint),
      element: { type: "multi_external_select", action_id: ClassInputId.studentsRemove, min_query_length: 0 },
    });
  } else if (enrolled.length > 0) {
    const options: PlainTextOption[] = enrolled.map((e) => ({
      text: plainText(e.studentName, LIMITS.optionText),
      value: e.studentUid,
    }));
    blocks.push({
      type: "input",
      block_id: ClassInputId.studentsRemove,
      optional: true,
      label: plainText(t("classStudents.remove"), LIMITS.inputLabel),
      element: { type: "multi_static_select", action_id: ClassInputId.studentsRemove, options },
    });
  }
  const sendLinks: PlainTextOption = {
    text: plainText(t("classStudents.sendLinks"), LIMITS.optionText),
    value: SEND_LINKS,
  };
  blocks.push({
    type: "input",
    block_id: ClassInputId.studentsSendLinks,
    optional: true,
    label: plainText(t("classStudents.liveLink"), LIMITS.inputLabel),
    hint: plainText(t("classStudents.sendLinksHint"), LIMITS.inputHint),
    element: {
      type: "checkboxes",
      action_id: ClassInputId.studentsSendLinks,
      options: [sendLinks],
      initial_options: [sendLinks],
    },
  });
  return classModalFrame(face, {
    cls,
    later: laterOf(cls),
    blocks,
  });
}

/** The question in words (plain text: it names people as typed) and the option that answers it. */
function addAnywayBlocks(ask: AddAnywayAsk, t: T): KnownBlock[] {
  return [
    {
      type: "section",
      block_id: "class_students_add_anyway_question",
      text: plainText(t("classStudents.question", { question: ask.question }), LIMITS.sectionText),
    },
    {
      type: "input",
      block_id: ClassInputId.studentsAddAnyway,
      optional: true,
      label: plainText(t("classStudents.others"), LIMITS.inputLabel),
      element: {
        type: "checkboxes",
        action_id: ClassInputId.studentsAddAnyway,
        options: [{ text: plainText(ask.option, LIMITS.optionText), value: ADD_ANYWAY }],
      },
    },
  ];
}
