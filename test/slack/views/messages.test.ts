import { describe, expect, it } from "vitest";
import { translator } from "../../../src/i18n/index.js";
import { helpMessage } from "../../../src/slack/features/help/view.js";
import { type ClassSummary, classListMessage } from "../../../src/slack/features/home/class-list.js";
import { errorMessage, newReferenceId } from "../../../src/slack/lib/blocks/error.js";
import { refusalMessage } from "../../../src/slack/lib/words/refusal.js";
import { messageProblems, shownText } from "./view-reader.js";

const en = translator("en");

function commandsShown(role: Parameters<typeof helpMessage>[0]["role"]): string[] {
  const text = shownText(helpMessage({ t: en, role }));
  return [...text.matchAll(/`\/class (\w+)/g)].map((m) => m[1] ?? "");
}

describe("help message", () => {
  it("shows a teacher the teacher commands and no admin or student ones", () => {
    expect(commandsShown("teacher")).toEqual([
      "schedule",
      "students",
      "video",
      "seats",
      "labels",
      "rate",
      "cancel",
      "move",
      "share",
      "files",
      "list",
      "help",
    ]);
  });

  it("shows a student their link command and the list", () => {
    expect(commandsShown("student")).toEqual(["list", "my", "link", "help"]);
    expect(shownText(helpMessage({ t: en, role: "student" }))).toContain("/class link [class]");
  });

  it("shows an admin the teacher commands, the admin modal, and that their list covers the whole school", () => {
    expect(commandsShown("admin")).toEqual([
      "schedule",
      "students",
      "video",
      "seats",
      "labels",
      "rate",
      "cancel",
      "move",
      "share",
      "files",
      "list",
      "admin",
      "help",
    ]);
    expect(shownText(helpMessage({ t: en, role: "admin" }))).toContain("every upcoming class of the school");
  });

  it("tells someone outside the directory to ask an admin, offering only help", () => {
    const message = helpMessage({ t: en, role: null });
    expect(commandsShown(null)).toEqual(["help"]);
    expect(message.text).toContain("Ask an admin of your school to add you");
  });

  it("fits a message for every role", () => {
    for (const role of ["admin", "teacher", "student", null] as const) {
      expect(messageProblems(helpMessage({ t: en, role }))).toEqual([]);
    }
  });
});

describe("refusal message", () => {
  it("names who may do it and whom to ask", () => {
    const refusal = refusalMessage({ t: en, capability: "admin", role: "student" });
    expect(refusal.text).toBe(
      "Sorry, only admins can open the school admin settings. Ask an admin of your school if you need this.",
    );
    expect(shownText(refusal)).toBe(refusal.text);
    expect(refusalMessage({ t: en, capability: "schedule", role: "student" }).text).toMatch(
      /^Sorry, only teachers and admins can schedule classes\./,
    );
  });

  it("tells an unknown user they are not in the directory", () => {
    expect(refusalMessage({ t: en, capability: "list", role: null }).text).toMatch(
      /not in the school directory yet.*Ask an admin of your school to add you/,
    );
  });
});

describe("error message", () => {
  it("is friendly, carries the reference and nothing else the caller passes", () => {
    const reference = newReferenceId();
    expect(reference).toMatch(/^[A-Z2-9]{8}$/);
    const message = errorMessage({ t: en, referenceId: reference });
    expect(shownText(message)).toContain(`\`${reference}\``);
    expect(message.text).toMatch(/^Sorry, something went wrong/);
    const leaky = errorMessage({ t: en, referenceId: "TypeError: secret=abc at client.ts:12" });
    expect(JSON.stringify(leaky)).not.toContain("secret");
    expect(shownText(leaky)).toContain("`unknown`");
  });

  it("gives different references to different failures", () => {
    const ids = new Set(Array.from({ length: 50 }, () => newReferenceId()));
    expect(ids.size).toBe(50);
  });
});

describe("class list message", () => {
  const algebra: ClassSummary = {
    classId: 1,
    name: "Algebra <b>",
    courseId: 5001,
    teacherUid: "T-ADA",
    courseName: "Maths & more",
    beginTime: 1_800_000_000,
    endTime: 1_800_002_700,
    teacherName: "Ann",
    teacherSlackUserId: "U0ANN001",
    seriesId: null,
    seats: 6,
    record: true,
    live: true,
    replay: false,
  };

  it("shows name, course, time in the reader's zone, teacher, seats and recording", () => {
    const message = classListMessage({ t: en, classes: [algebra], scope: "teaching" });
    expect(messageProblems(message)).toEqual([]);
    const text = shownText(message);
    expect(text).toContain("*Algebra &lt;b&gt;* · Maths &amp; more");
    expect(text).toContain(
      "<!date^1800000000^{date_long} {time}|Fri 2027-01-15 08:00 UTC> (45 min) · <@U0ANN001> · 6 seats · recorded, live",
    );
    expect(message.text).toBe("Classes you teach or assist: 1 upcoming class");
  });

  it("a course and a teacher no longer known: by id, in the reader's language (issue 20)", () => {
    const orphan = { ...algebra, courseName: null, teacherName: null, teacherSlackUserId: null };
    const english = shownText(classListMessage({ t: en, classes: [orphan], scope: "teaching" }));
    expect(english).toContain("*Algebra &lt;b&gt;* · Course 5001");
    expect(english).toContain("· UID T-ADA ·");
    const zh = shownText(classListMessage({ classes: [orphan], scope: "teaching", t: translator("zh-CN") }));
    expect(zh).toContain("*Algebra &lt;b&gt;* · 课程 5001");
    expect(zh).toContain("UID T-ADA");
    expect(zh).not.toContain("Course");
  });

  it("says plainly when a class is not recorded; a student's list never shows seats or recording", () => {
    const classes = [{ ...algebra, record: false }];
    expect(shownText(classListMessage({ t: en, classes, scope: "teaching" }))).toContain("not recorded");
    const theirs = shownText(classListMessage({ t: en, classes, scope: "attending" }));
    expect(theirs).toContain("*Algebra &lt;b&gt;*");
    expect(theirs).not.toMatch(/seat|recorded/);
  });

  it("has an empty state for each kind of caller", () => {
    expect(classListMessage({ t: en, classes: [], scope: "teaching" }).text).toContain("/class schedule");
    expect(classListMessage({ t: en, classes: [], scope: "attending" }).text).toContain(
      "You have no upcoming classes",
    );
    expect(classListMessage({ t: en, classes: [], scope: "all" }).text).toBe("No classes are scheduled.");
  });

  it("stays within a message's 50 blocks for a long list and says how many are shown", () => {
    const classes = Array.from({ length: 120 }, (_, i) => ({
      ...algebra,
      classId: i,
      name: "x".repeat(500),
    }));
    const message = classListMessage({ t: en, classes, scope: "all" });
    expect(messageProblems(message)).toEqual([]);
    expect(shownText(message)).toContain("Showing the next 40 of 120 classes and series.");
  });
});
