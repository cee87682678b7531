/**
 * "Removed …" as the teacher reads it (issue 30 §2): the students result names who was removed, from
 * which class, and what it means for them; the removed student's DM about the class is edited once.
 */
import { describe, expect, it } from "vitest";
import { ADA } from "../support/cast.js";
import { type ClassWorld, hoursFromNow, makeClass } from "../support/school.js";
import {
  type Harness,
  harnessPerFile,
  openByCommand,
  sentByTheApp,
  settled,
  submitForReport,
} from "./harness.js";
import { connectedSchool, demoStudentsFrom } from "./school.js";

let h: Harness;
let w: ClassWorld;

const moreStudents = demoStudentsFrom("UREM");

harnessPerFile(async (started) => {
  h = started;
  w = await connectedSchool(h, { people: [ADA] });
});

const openStudents = (classId: number) =>
  openByCommand(h, ADA.slackUserId, `students ${classId}`, "class_modal_students");

describe("removing a student", () => {
  it("from one class: the result names who and the class, their link stopped and they were told; their DM edited once", async () => {
    const [student] = await moreStudents(w, 1);
    if (!student) throw new Error("no student");
    const cls = await makeClass(w, { name: "Removal algebra", beginTime: hoursFromNow(40), record: true });
    await submitForReport(h, ADA.slackUserId, await openStudents(cls.classId), {
      "Add students": [student.slackUserId],
    });
    await sentByTheApp(h);
    const mark = h.standin.calls.length;
    const report = await submitForReport(h, ADA.slackUserId, await openStudents(cls.classId), {
      "Remove students": [student.name],
    });
    expect(report).toContain(`Removed ${student.name} from`);
    expect(report).toContain("Removal algebra");
    expect(report).toContain("their link stopped working and they were told");
    await sentByTheApp(h);
    await settled(h);
    const channels = [student.slackUserId, h.standin.dmChannelOf(student.slackUserId)];
    const edits = h.standin.calls.filter(
      (c) => c.seq >= mark && c.method === "chat.update" && channels.includes(String(c.args.channel)),
    );
    expect(edits).toHaveLength(1);
  }, 60_000);
});
