/** Reads the submitted schedule modal into the plain form the scheduling use case checks. */
import type { ScheduleForm } from "../../../classes/schedule/plan.js";
import {
  readMany,
  readOption,
  readPicked,
  readRawText,
  readText,
  readUser,
  type SubmittedState,
} from "../../lib/blocks/form-values.js";
import { InputId } from "../../lib/ids.js";
import { COURSE_FOLDER, REPEAT_WEEKLY, VideoOption, weekdayFromValue } from "./form.js";

export function readScheduleForm(state: SubmittedState | null | undefined): ScheduleForm {
  const switches = readMany(state, InputId.scheduleVideo);
  const folder = readOption(state, InputId.scheduleFolder);
  return {
    courseId: readOption(state, InputId.scheduleCourse),
    name: readText(state, InputId.scheduleName),
    date: readPicked(state, InputId.scheduleDate, "selected_date"),
    time: readPicked(state, InputId.scheduleTime, "selected_time"),
    duration: readText(state, InputId.scheduleDuration),
    teacherSlackUserId: readUser(state, InputId.scheduleTeacher),
    assistantSlackUserId: readUser(state, InputId.scheduleAssistant),
    seats: readText(state, InputId.scheduleSeats),
    hd: readOption(state, InputId.scheduleHd),
    record: switches.includes(VideoOption.record),
    live: switches.includes(VideoOption.live),
    replay: switches.includes(VideoOption.replay),
    autoEnter: switches.includes(VideoOption.autoEnter),
    folderId: folder === null || folder === COURSE_FOLDER ? null : folder,
    intro: readRawText(state, InputId.scheduleIntro).trim(),
    weekly: readOption(state, InputId.scheduleRepeat) === REPEAT_WEEKLY,
    weekdays: readMany(state, InputId.scheduleWeekdays).flatMap((v) => {
      const d = weekdayFromValue(v);
      return d === null ? [] : [d];
    }),
    weeks: readText(state, InputId.scheduleWeeks),
    interval: readOption(state, InputId.scheduleInterval) ?? "",
    until: readPicked(state, InputId.scheduleUntil, "selected_date"),
  };
}
