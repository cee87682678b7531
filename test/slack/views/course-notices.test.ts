/**
 * The words about a course the service refuses and a course a teacher was allowed into: the course
 * named as typed (escaped, never markup), in both languages, the admin's DM with its button.
 */
import { describe, expect, it } from "vitest";
import { translator } from "../../../src/i18n/index.js";
import { Errno } from "../../../src/partner/index.js";
import {
  courseAllowedMessage,
  courseRefusedMessage,
} from "../../../src/slack/features/admin/courses/notices.js";
import { courseRefusalText, failureText } from "../../../src/slack/lib/words/failure-text.js";

const en = translator("en");
const zh = translator("zh-CN");
const NAME = "<!channel> Physics & *Labs*";

describe("a refused course in the teacher's words", () => {
  it("names the course, escaped, says why and that the admins were told", () => {
    const text = courseRefusalText(en, Errno.courseDeleted, NAME) as string;
    expect(text).toContain("ClassIn refuses the course &lt;!channel&gt; Physics &amp;");
    expect(text).toContain("it was deleted at ClassIn. Your school's admins have been told.");
    expect(text).not.toContain("<!channel>");
    expect(courseRefusalText(en, Errno.courseExpired)).toBe(
      "ClassIn refuses this class's course: it has expired at ClassIn, so it takes no new classes or seat changes. Your school's admins have been told.",
    );
    expect(courseRefusalText(zh, Errno.openClassType, "物理")).toBe(
      "ClassIn 拒绝了课程 物理：它是公开课课程，ClassIn 不允许本应用管理其中的课。学校管理员已经收到通知。",
    );
    expect(courseRefusalText(en, Errno.classOver, NAME)).toBeUndefined();
  });

  it("wins over an operation's own words wherever a failure is worded", () => {
    const failure = {
      reason: "refused",
      operation: "modifyClassSeatNum",
      errno: Errno.courseUnknown,
      course: "Algebra I",
    } as const;
    expect(failureText(failure, "line", () => "explained", en)).toBe(
      "ClassIn refuses the course Algebra I: ClassIn does not know this course ID. Your school's admins have been told.",
    );
  });
});

describe("the DMs about a course", () => {
  const facts = {
    courseId: 5004,
    name: NAME,
    refusal: "expired",
    during: "seats",
    at: 1_800_000_000,
  } as const;

  it("tells an admin the course, the reason and the call, with a button to the Courses page", () => {
    const message = courseRefusedMessage(facts, en);
    const shown = JSON.stringify(message);
    expect(message.text).toMatch(/^ClassIn refuses the course &lt;!channel&gt; Physics &amp;/);
    expect(message.text).not.toContain("<!channel>");
    expect(shown).not.toContain("<!channel>");
    expect(shown).toContain("(course 5004): it has expired at ClassIn");
    expect(shown).toContain("when changing seats");
    // The generic "open school admin" button, on the Courses page.
    expect(shown).toContain('"action_id":"home_open_admin"');
    expect(shown).toContain('"value":"courses"');
    expect(shown).toContain("Open Courses");
    expect(JSON.stringify(courseRefusedMessage(facts, zh))).toContain("打开课程");
  });

  it("tells a teacher they may schedule in the course, by whom and how", () => {
    const message = courseAllowedMessage({ courseId: 5002, name: "Physics", by: "UADMIN" }, en);
    const shown = JSON.stringify(message.blocks);
    expect(message.text).toBe("You can now schedule classes in Physics");
    expect(shown).toContain("You can now schedule classes in the course *Physics*.");
    expect(shown).toContain("<@UADMIN> allowed you.");
    expect(shown).toContain("Type `/class schedule` and pick the course.");
    expect(JSON.stringify(courseAllowedMessage({ courseId: 5002, name: "物理", by: null }, zh))).toContain(
      "输入 `/class schedule` 并选择这门课程。",
    );
  });
});
