import { SETTINGS_FROZEN_BEFORE_START_SECONDS } from "../../partner/index.js";
import { field, hdOf, intOf, requiredIdField } from "../params.js";
import { errorInfo, Refusal } from "../refusal.js";
import { findClassOfCourse, findCourse, type Operation } from "./context.js";

/** Seat and recording changes are refused when the class starts in less than this (the SDK's rule). */
export const FREEZE_BEFORE_START_SECONDS = SETTINGS_FROZEN_BEFORE_START_SECONDS;

export const modifyClassSeatNum: Operation = {
  action: "modifyClassSeatNum",
  file: "course.api.php",
  handle(ctx) {
    const courseId = requiredIdField(ctx.fields, "courseId");
    const classId = requiredIdField(ctx.fields, "classId");
    const seatText = field(ctx.fields, "seatNum");
    const hdText = field(ctx.fields, "isHd");
    if (seatText === undefined && hdText === undefined) throw new Refusal(100, "send seatNum or isHd");
    let seat: number | undefined;
    if (seatText !== undefined) {
      seat = intOf(seatText);
      if (seat === undefined || seat < 1) throw new Refusal(100, "seatNum must be a positive integer");
    }

    const course = findCourse(ctx, courseId, 147);
    if (course.state === "deleted") throw new Refusal(149, `course ${courseId} was deleted`);
    if (course.state === "expired") throw new Refusal(153, `course ${courseId} has expired`);
    if (course.type === "open") throw new Refusal(369, `course ${courseId} is of the open-class type`);
    // modifyClassSeatNum does not document 212: a deleted class is "no information about the class".
    const cls = findClassOfCourse(ctx, course, classId, 143);
    if (ctx.now >= cls.endTime) throw new Refusal(145, "the class is over");
    if (ctx.now >= cls.beginTime) throw new Refusal(140, "the class is in session");
    if (cls.beginTime - ctx.now < FREEZE_BEFORE_START_SECONDS) {
      throw new Refusal(348, "the class starts within 20 minutes");
    }

    // Above the school maximum (and so above the ceiling of 12) the value is reduced, not refused.
    const seatNum = seat === undefined ? cls.seatNum : Math.min(seat, ctx.school.maxSeatNum);
    const isHd = hdText === undefined ? cls.isHd : hdOf(hdText);
    if (isHd !== 0 && seatNum !== 1 && seatNum !== 6) throw new Refusal(100, "HD needs seatNum 1 or 6");
    const changed = seatNum !== cls.seatNum;
    cls.seatNum = seatNum;
    cls.isHd = isHd;
    if (changed) ctx.state.classChanged(cls, { seatNum });
    return { error_info: errorInfo(1) };
  },
};
