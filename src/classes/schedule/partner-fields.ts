/** Which schedule form field a class-creation error of the service belongs to. */
import { type CreateClassParam, createClassParamOfErrno } from "../../partner/index.js";
import type { ScheduleField } from "./plan.js";

const FIELD_OF_PARAM: Readonly<Record<CreateClassParam, ScheduleField>> = {
  teacherUid: "teacher",
  assistantUid: "assistant",
  endTime: "duration",
  beginTime: "date",
  seatNum: "seats",
  folderId: "folder",
};

export function fieldOfErrno(errno: number): ScheduleField | null {
  const param = createClassParamOfErrno[errno];
  return param ? FIELD_OF_PARAM[param] : null;
}
