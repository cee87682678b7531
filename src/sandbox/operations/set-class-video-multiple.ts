import { customColumnOf, intOf, isObject, jsonArrayField, requiredId, requiredIdField } from "../params.js";
import { errorInfo, Refusal } from "../refusal.js";
import { batchEntry, findClassOfCourse, findCourse, type Operation } from "./context.js";
import { FREEZE_BEFORE_START_SECONDS } from "./modify-class-seat-num.js";
import { bindPullAddresses, moreData } from "./more-data.js";

const SWITCHES = ["record", "live", "replay"] as const;

export const setClassVideoMultiple: Operation = {
  action: "setClassVideoMultiple",
  file: "course.api.php",
  handle(ctx) {
    const courseId = requiredIdField(ctx.fields, "courseId");
    const classJson = jsonArrayField(ctx.fields, "classJson", 155);
    const course = findCourse(ctx, courseId, 144);
    if (course.state === "deleted") throw new Refusal(149, `course ${courseId} was deleted`);
    if (course.type === "open") throw new Refusal(369, `course ${courseId} is of the open-class type`);

    const data = classJson.map((entry) => {
      if (!isObject(entry)) {
        return batchEntry(undefined, () => {
          throw new Refusal(100, "classJson entry is not an object");
        });
      }
      return batchEntry(customColumnOf(entry.customColumn), () => {
        const cls = findClassOfCourse(ctx, course, requiredId(entry.classId, "classId"), 212);
        // "When changing any one of record, live, replay, the other two are to be supplied as well."
        const values = SWITCHES.map((name) => intOf(entry[name]));
        if (values.some((v) => v === undefined))
          throw new Refusal(100, "send record, live and replay together");
        const [record, live, replay] = values.map((v) => (v === 1 ? 1 : 0)) as [number, number, number];
        if (record !== 1 && (live === 1 || replay === 1)) {
          throw new Refusal(251, "live and replay need recording");
        }
        // Recording and live are frozen from 20 minutes before the start on (and after the end);
        // replay may be switched at any time.
        const changesRecording = record !== cls.record || live !== cls.live;
        if (changesRecording && cls.beginTime - ctx.now < FREEZE_BEFORE_START_SECONDS) {
          throw new Refusal(252, "recording and live cannot change from 20 minutes before the start on");
        }
        cls.record = record;
        cls.live = live;
        cls.replay = replay;
        bindPullAddresses(cls, ctx.baseUrl);
        return { fields: { more_data: moreData(cls, ctx.baseUrl) } };
      });
    });
    return { data, error_info: errorInfo(1) };
  },
};
