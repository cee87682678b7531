/** Which schedule form field a class-creation error of the service belongs to. */
import type { ScheduleField } from "./plan.js";

const FIELD_OF_ERRNO: Readonly<Record<number, ScheduleField>> = {
  136: "teacher",
  172: "teacher",
  173: "teacher",
  387: "teacher",
  800: "teacher",
  318: "assistant",
  319: "assistant",
  320: "assistant",
  322: "assistant",
  330: "assistant",
  388: "assistant",
  804: "assistant",
  119: "duration",
  165: "duration",
  120: "date",
  268: "date",
  259: "seats",
  160: "folder",
};

export function fieldOfErrno(errno: number): ScheduleField | null {
  return FIELD_OF_ERRNO[errno] ?? null;
}
