/** The ratings modal as a class modal: its first page, or "no students yet". */
import { ratingRoster } from "../../classes/ratings.js";
import { classNoticeView } from "../views/class-modal.js";
import { ratePageView } from "../views/class-rate.js";
import { userText } from "../views/text.js";
import type { ClassModal } from "./class-modals.js";

export const rateClassModal: ClassModal = {
  capability: "rate",
  title: "Rate students",
  async build(deps, _caller, classRecord) {
    const students = await ratingRoster(deps, classRecord);
    if (students.length === 0) {
      return classNoticeView(
        "Rate students",
        `*${userText(classRecord.name, 200)}* has no students yet, so there is no one to rate. Add students with \`/class students\`.`,
      );
    }
    return ratePageView({ classId: classRecord.classId, heading: classRecord, students, page: 0 });
  },
};
