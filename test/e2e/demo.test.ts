/**
 * `npm run demo` is the README's first command: it must play the whole scripted session on a fresh
 * machine and show each person what the app really answered.
 */
import { describe, expect, it } from "vitest";
import { runDemo } from "../../src/demo/script.js";
import { DEMO_SECRET } from "../../src/sandbox/index.js";

describe("demo", () => {
  it("plays the admin, teacher and student scenes end to end and prints what each person sees", async () => {
    let out = "";
    await runDemo({
      write: (text) => {
        out += text;
      },
    });
    // The admin's first save is refused on the field, the second one works, and the test passes.
    expect(out).toContain("Base URL: Enter a full address starting with https://");
    expect(out).toContain("School connection saved");
    expect(out).toMatch(/Connection works/);
    // The admin's own spreadsheet (no IDs): the bad role in plain words, everyone else's ClassIn
    // account made once they agreed, and the report by name in her DM.
    expect(out).toContain('Nguyễn Văn An: The role "pupil" must be admin, teacher or student. (line 5)');
    expect(out).toContain("Getting ClassIn accounts for 5 people who agreed");
    expect(out).toContain("*New ClassIn accounts (5):* Ada Lovelace, Ben Carter, 张伟, 李娜, 王芳");
    // A new course made at ClassIn from its name; Ada is told she may teach it.
    expect(out).toContain("Created the course Algebra I at ClassIn");
    expect(out).toContain("You can now schedule classes in the course *Algebra I*.");
    // Role-aware help and the refusal for a student.
    expect(out).toContain("You are a *teacher* of this school");
    expect(out).toContain("Sorry, only admins can open the school admin settings");
    expect(out).toContain("@zhangwei sees their App Home");
    // The class ends: Ada's summary names who clicked Join, each student gets the replay link, and
    // Ada rates the ended class from her Home's Recent classes; the partner confirmed it.
    expect(out).toContain("1 of 2 students opened their Join link.");
    expect(out).toMatch(/\*Joined\* \(1\)\n\s+• 张伟/);
    expect(out).toMatch(/\*Did not open their link\* \(1\)\n\s+• Ben Carter/);
    expect(out.match(/Replay is available:\* \*Algebra\*/g)).toHaveLength(2);
    expect(out).toMatch(
      /\*Recent classes\*\n\s+\*Algebra\* · Algebra I\n\s+Ended .* · 2 of 2 students not rated yet/,
    );
    expect(out).toContain("✅ Ben Carter: saved");
    // The teacher schedules a class and a weekly series, and gets a message for each.
    expect(out).toContain("Algebra* · Algebra I is scheduled");
    expect(out).toContain("weekly series, 12 classes scheduled");
    // A student gets the live link DM and the sandbox's live page lets them chat under their name.
    expect(out).toContain("You are in a class");
    expect(out).toContain("The live page answers 200");
    expect(out).toContain("chatting as 张伟");
    expect(out).not.toContain("checkCode");
    // Ada tries to schedule over her own class: warned, with the class and its time; then another time.
    expect(out).toMatch(/This would double-book someone:\*\n\s+• Ada Lovelace already teaches \*Algebra/);
    expect(out).toContain("Office hour* · Algebra I is scheduled");
    // The SECRET typed into the form never comes back in anything people see.
    expect(out).not.toContain(DEMO_SECRET);
    // 张伟 adds the class to his calendar: a file in his DM, the event in his own zone.
    expect(out).toMatch(/A file "Algebra\.ics" arrives in 张伟's DM/);
    expect(out).toMatch(/Algebra, \d{4}-\d{2}-\d{2} \d{2}:\d{2} Asia\/Shanghai/);
    // The teacher adds a student and sets recording through the class modals; reports arrive by DM.
    expect(out).toMatch(/Added to [^\n]*Algebra[^\n]*: Ben Carter — /);
    // The recording report says what changed and the settings the class has now, never a bare "saved".
    expect(out).toMatch(
      /(Recording|Replay) on[^\n]* for Algebra[^\n]*\*\n\s+\*Algebra\* · .*\n\s+• now recording on, live off, replay on/,
    );
    // A holiday: one class of the series cancelled; 张伟's series message edited, one notice.
    expect(out).toContain("The teacher cancels one class of the weekly series");
    expect(out).toContain("cancelled by Ada");
    expect(out).toContain("series message now says the date was cancelled and keeps the other dates");
    // The move (issue 30 §4): 张伟's message is edited to say moved, old → new, with weekdays in his
    // time, said once; Ada's own scheduling message of the series is edited to the new date.
    const move = out.slice(
      out.indexOf("The teacher moves the next class"),
      out.indexOf("The student's calendar follows the move"),
    );
    expect(move).toMatch(
      /@zhangwei sees a message change to:\n\s+:arrow_right: \*Moved:\* ~(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday), [^~]*~ → \*(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday), /,
    );
    expect(move).toMatch(
      /@ada sees a message change to:\n\s+\*Algebra practice\* · Algebra I: weekly series/,
    );
    expect(move).toContain("Dates and times are in your time zone (China Standard Time).");
    // The calendar feed (issue 30 §5): subscribed from Home, fetched over HTTP; after the move the
    // same event (UID) has the new time and a higher SEQUENCE; the cancelled date reads CANCELLED.
    expect(out).toContain("The student subscribes to their own calendar feed");
    expect(out).toMatch(/\/calendar\/<his token>\.ics/);
    expect(out).toMatch(/His calendar app fetches it: HTTP 200, \d+ events, Cache-Control: /);
    expect(out).toMatch(/Algebra practice, \w{3} [\d-]+ [\d:]+ UTC, CANCELLED/);
    const moved = /moved, same event: Algebra practice, .* → .*, SEQUENCE (\d+) → (\d+)/.exec(out);
    expect(moved).not.toBeNull();
    expect(Number(moved?.[2])).toBeGreaterThan(Number(moved?.[1]));
    // The morning agenda: one DM at 07:30 Ada's time on her next teaching day, with the class buttons.
    // A class card in a channel: posted by the teacher, Join answered privately with the student's own link.
    expect(out).toContain("A teacher shares a class card in a channel; a student clicks Join");
    expect(out).toMatch(/everyone sees in the channel #C0ALGEBRA:\n\s+\*Algebra\* · Algebra I/);
    expect(out).toContain("Your own link, only for you");
    expect(out).toContain("The teacher's morning agenda");
    expect(out).toMatch(/Your classes today: \d+ class/);
    expect(out.slice(out.indexOf("The teacher's morning agenda"))).toContain("Recording & live");
    // Issue 20: 李娜's Slack is in Chinese, so her live link DM (and its notification) is too.
    const teacherScene = out.indexOf("A Chinese-speaking teacher types her class in Chinese");
    const lina = out.slice(
      out.indexOf("A Chinese-speaking student gets her live link in Chinese"),
      teacherScene,
    );
    expect(lina).toMatch(/你已加入 \*Algebra practice\* · Algebra I（@Ada Lovelace）的 \*\d+ 节课\* ：/);
    expect(lina).toContain("[进入直播和聊天]");
    // Her phone names the first class's time in her own zone (Shanghai), not UTC.
    expect(lina).toMatch(
      /Her phone's notification reads: 你已加入 Algebra practice 的 \d+ 节课，第一节上课时间：周[一二三四五六日] \d{4}-\d{2}-\d{2} \d{2}:\d{2} GMT\+8。/,
    );
    expect(lina).not.toContain("You are in");
    // 王芳 types her class in Chinese: the form is filled from it and everything she reads is Chinese.
    const wang = out.slice(teacherScene);
    // Her only course is chosen and said (issue 30).
    expect(wang).toMatch(/识别为：代数复习，课程：Algebra I，\d+月\d+日周.\s15:00，45 分钟/);
    expect(wang).toContain("课程名称: [代数复习]");
    expect(wang).toContain("开始时间: [🕒 15:00]");
    expect(wang).toMatch(/@wangfang gets a DM:\n\s+\*代数复习\* · Algebra I 已安排/);
  }, 180_000);
});
