/** Parameter rules of seats and video (modifyClassSeatNum, setClassVideoMultiple): each refused before any request, on its field. */
import { describe } from "vitest";
import { type Case, partnerPerFile, refusedBeforeAnyRequest } from "./helpers/validation.js";

const partner = partnerPerFile();

const cases: Case[] = [
  ["required courseId", "modifyClassSeatNum", { classId: 2, seatNum: 3 }, "courseId", /required/],
  [
    "ID must be a positive integer",
    "modifyClassSeatNum",
    { courseId: 1, classId: "2x", seatNum: 3 },
    "classId",
    /positive integer/,
  ],
  [
    "seatNum or isHd, at least one",
    "modifyClassSeatNum",
    { courseId: 1, classId: 2 },
    "seatNum",
    /seatNum or isHd/,
  ],
  [
    "seatNum at most 12",
    "modifyClassSeatNum",
    { courseId: 1, classId: 2, seatNum: 13 },
    "seatNum",
    /at most 12/,
  ],
  [
    "seatNum whole number",
    "modifyClassSeatNum",
    { courseId: 1, classId: 2, seatNum: 2.5 },
    "seatNum",
    /whole/,
  ],
  ["isHd is 0/1/2", "modifyClassSeatNum", { courseId: 1, classId: 2, isHd: 3 }, "isHd", /0 \(not HD\)/],
  [
    "HD only with 1 or 6 seats (seat change)",
    "modifyClassSeatNum",
    { courseId: 1, classId: 2, seatNum: 4, isHd: 1 },
    "isHd",
    /seatNum 1 or 6/,
  ],
  [
    "unknown field is refused",
    "modifyClassSeatNum",
    { courseId: 1, classId: 2, seatNum: 1, seats: 2 },
    "seats",
    /unknown field/,
  ],
  [
    "all three switches with a video change",
    "setClassVideoMultiple",
    { courseId: 1, classJson: [{ classId: 2, record: 1 }] },
    "classJson.0.live",
    /required/,
  ],
  [
    "video: live needs record",
    "setClassVideoMultiple",
    { courseId: 1, classJson: [{ classId: 2, record: 0, live: 1, replay: 0 }] },
    "classJson.0.live",
    /251/,
  ],
  [
    "video: replay needs record",
    "setClassVideoMultiple",
    { courseId: 1, classJson: [{ classId: 2, record: 0, live: 0, replay: 1 }] },
    "classJson.0.replay",
    /251/,
  ],
  [
    "video classId required",
    "setClassVideoMultiple",
    { courseId: 1, classJson: [{ record: 1, live: 0, replay: 0 }] },
    "classJson.0.classId",
    /required/,
  ],
  [
    "video switches are 0/1",
    "setClassVideoMultiple",
    { courseId: 1, classJson: [{ classId: 2, record: 2, live: 0, replay: 0 }] },
    "classJson.0.record",
    /0 \(off\) or 1/,
  ],
  [
    "video customColumn at most 50",
    "setClassVideoMultiple",
    { courseId: 1, classJson: [{ classId: 2, record: 1, live: 1, replay: 1, customColumn: "v".repeat(51) }] },
    "classJson.0.customColumn",
    /1-50/,
  ],
];

describe("parameter rules: refused before any request", () => {
  refusedBeforeAnyRequest(partner, cases);
});
