/**
 * A change the partner SDK's validation refuses (no request sent) is worded in the reader's language
 * from the issues' fields: the SDK's English issue text never reaches the reader.
 */
import { describe, expect, it } from "vitest";
import { partnerFailureOf } from "../../../src/classes/partner-failure.js";
import { translator } from "../../../src/i18n/index.js";
import { checkParams, PartnerValidationError } from "../../../src/partner/index.js";
import { LABELS_FACE } from "../../../src/slack/features/labels/job.js";
import { classLabelsReportView } from "../../../src/slack/features/labels/view.js";
import { faceFor } from "../../../src/slack/lib/class-modals/frame.js";
import { failureText } from "../../../src/slack/lib/words/failure-text.js";
import { aClassRecord } from "../../support/class-record.js";
import { englishLeft, readableTexts } from "../../support/english-left.js";

const zh = translator("zh-CN");
const en = translator("en");

/** What the SDK throws for a comment of 1001 characters and a video entry with live but no recording. */
function refused() {
  const comment = checkParams("updateClassStudentComment", {
    classId: 41,
    commentJson: [{ studentUid: "u-1", starNum: 3, comment: "x".repeat(1001) }],
  });
  const video = checkParams("setClassVideoMultiple", {
    courseId: 5,
    classJson: [{ classId: 41, record: 0, live: 1, replay: 0 }],
  });
  const issues = [...comment.issues, ...video.issues];
  expect(issues.map((i) => i.path)).toEqual(["commentJson.0.comment", "classJson.0.live"]);
  const failure = partnerFailureOf(new PartnerValidationError("updateClassStudentComment", issues));
  if (failure === null) throw new Error("not a partner failure");
  return { failure, issues };
}

describe("failureText of a validation refusal", () => {
  it("names the fields in Chinese for a Chinese reader, with no English", () => {
    const { failure, issues } = refused();
    for (const wording of ["sentence", "line", "schedule"] as const) {
      const text = failureText(failure, wording, undefined, zh);
      expect(englishLeft(text), `${wording}: ${text}`).toEqual([]);
      for (const issue of issues) expect(text).not.toContain(issue.message);
    }
    expect(failureText(failure, "sentence", undefined, zh)).toBe(
      "ClassIn 的规则不接受评语、直播的值；请检查后重试。",
    );
  });

  it("names the fields in English for an English reader", () => {
    expect(failureText(refused().failure, "sentence", undefined, en)).toBe(
      "ClassIn's rules refuse the value given for the comment, live broadcast; check it and try again.",
    );
  });

  it("words a refusal about no field, or a field without a word of ours, in the reader's language", () => {
    const whole = { reason: "invalid", issues: [{ path: "", message: "unknown operation" }] } as const;
    expect(failureText(whole, "sentence", undefined, zh)).toBe(
      "ClassIn 的规则不接受这个请求；请检查后重试。",
    );
    const odd = {
      reason: "invalid",
      issues: [{ path: "classJson.0.folderId", message: "must be a positive integer ID" }],
    } as const;
    expect(failureText(odd, "sentence", undefined, zh)).toBe(
      "ClassIn 的规则不接受`folderId`的值；请检查后重试。",
    );
  });
});

describe("a labels report refused by validation", () => {
  it("reads in Chinese for a Chinese teacher, English nowhere", () => {
    const checked = checkParams("addClassLabels", {
      courseId: 5,
      classList: [{ classId: 41, classLabelId: [0] }],
    });
    expect(checked.issues.length).toBeGreaterThan(0);
    const cls = aClassRecord({ name: "代数" });
    const view = classLabelsReportView(faceFor(LABELS_FACE, zh), {
      heading: cls,
      labelNames: ["作业"],
      classes: [
        {
          classId: cls.classId,
          className: cls.name,
          beginTime: cls.beginTime,
          ok: false,
          why: { reason: "invalid", issues: checked.issues },
        },
      ],
    });
    const said = readableTexts("views.update", "U1", view);
    expect(said.length).toBeGreaterThan(0);
    expect(said.flatMap((s) => englishLeft(s.text, ["代数", "作业"]))).toEqual([]);
    expect(JSON.stringify(view)).toContain("ClassIn 的规则不接受标签的值；请检查后重试。");
  });
});
