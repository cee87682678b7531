/** The labels modal as a class modal: the school's labels, pre-set with the class's. */
import { classLabelsForm } from "../../classes/labels.js";
import { classLabelsView } from "../views/class-labels.js";
import { classNoticeView } from "../views/class-modal.js";
import type { ClassModal } from "./class-modals.js";

export const labelsClassModal: ClassModal = {
  capability: "labels",
  title: "Class labels",
  async build(deps, _caller, classRecord) {
    const form = await classLabelsForm(deps, classRecord);
    if (form.labels.length === 0) {
      return classNoticeView(
        "Class labels",
        "Your school has no labels yet. An admin adds them in `/class admin` → Labels, with their label ids from the class service.",
      );
    }
    return classLabelsView({
      classId: classRecord.classId,
      heading: classRecord,
      labels: form.labels,
      selected: classRecord.labelIds,
      laterInSeries: form.laterInSeries,
    });
  },
};
