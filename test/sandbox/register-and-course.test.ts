/** register and addCourse in the sandbox: each documented rule and error. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PartnerClient, PartnerValidationError } from "../../src/partner/index.js";
import {
  NOW,
  OTHER_SECRET,
  OTHER_SID,
  type PartnerTestClient,
  SECRET,
  SID,
  startTestSandbox,
} from "./helpers.js";

const DAY = 86_400;
const errnoOf = (a: { json: { error_info: { errno: number } } }) => a.json.error_info.errno;

let c: PartnerTestClient;
beforeAll(async () => {
  c = await startTestSandbox();
});
afterAll(() => c.sandbox.close());
beforeEach(() => c.sandbox.setNow(NOW));

/** Moves past register's 5-second duplicate window, so a test's repeat is a new request. */
const later = () => c.sandbox.advance(5);
let phones = 0;
/** A mainland number no other test registered. */
const newPhone = () => `1390000${String(++phones).padStart(4, "0")}`;

describe("register", () => {
  const register = (fields: Record<string, string | number>, sid = SID) =>
    c.call("register", fields, sid === SID ? {} : { sid, secret: OTHER_SECRET });

  it("creates an account by phone and answers its UID as a number", async () => {
    const a = await register({ telephone: newPhone(), password: "secret1", nickname: "Ben" });
    expect(a.json.error_info).toEqual({ errno: 1, error: "Success" });
    expect(Number.isSafeInteger(a.json.data) && a.json.data > 0).toBe(true);
  });

  it("an account that exists answers 135 (phone) or 461 (e-mail) with the same UID", async () => {
    const phone = newPhone();
    const first = await register({ telephone: phone, password: "secret1" });
    later();
    const again = await register({ telephone: phone, password: "another1", nickname: "Other" });
    expect(errnoOf(again)).toBe(135);
    expect(again.json.data).toBe(first.json.data);

    const mail = await register({ email: "ada@example.com", md5pass: "e10adc3949ba59abbe56e057f20f883e" });
    expect(errnoOf(mail)).toBe(1);
    later();
    // E-mail addresses are compared without case.
    const mailAgain = await register({ email: "Ada@Example.com", password: "secret1" });
    expect(errnoOf(mailAgain)).toBe(461);
    expect(mailAgain.json.data).toBe(mail.json.data);
  });

  it("accounts are the service's: another school registering the phone gets 135 and the UID", async () => {
    const phone = newPhone();
    const first = await register({ telephone: phone, password: "secret1" });
    const other = await register({ telephone: phone, password: "secret1" }, OTHER_SID);
    expect([errnoOf(other), other.json.data]).toEqual([135, first.json.data]);
  });

  it("the same request again within 5 seconds answers 101003002; after 5 seconds it is a new request", async () => {
    const fields = { telephone: newPhone(), password: "secret1" };
    const first = await register(fields);
    c.sandbox.advance(4);
    const repeat = await register(fields);
    expect(errnoOf(repeat)).toBe(101003002);
    expect(repeat.json.data).toBeUndefined();
    c.sandbox.advance(1);
    const after = await register(fields);
    expect([errnoOf(after), after.json.data]).toEqual([135, first.json.data]);
    // A different request (another nickname) is not a duplicate.
    const other = await register({ ...fields, nickname: "Ben" });
    expect(errnoOf(other)).toBe(135);
  });

  it("addToSchoolMember 1 makes the account a student of the school, also when it existed", async () => {
    const classId = await c.createClass();
    const phone = newPhone();
    const plain = await register({ telephone: phone, password: "secret1" });
    const uid = String(plain.json.data);
    expect((await c.addStudents(classId, [uid])).json.data[0].errno).toBe(113);
    later();
    const member = await register({ telephone: phone, password: "secret1", addToSchoolMember: 1 });
    expect(errnoOf(member)).toBe(135);
    expect((await c.addStudents(classId, [uid])).json.data[0].errno).toBe(1);
  });

  it("addToSchoolMember 2 makes the account a teacher of the school", async () => {
    const a = await register({ telephone: newPhone(), password: "secret1", addToSchoolMember: 2 });
    const uid = String(a.json.data);
    const created = await c.call("addCourseClass", {
      courseId: 9002,
      className: "Taught by a new teacher",
      beginTime: NOW + DAY,
      endTime: NOW + DAY + 3600,
      teacherUid: uid,
    });
    expect(errnoOf(created)).toBe(1);
  });

  it.each([
    ["neither telephone nor email", { password: "secret1" }, 100],
    [
      "both telephone and email",
      { telephone: "13900009999", email: "x@example.com", password: "secret1" },
      100,
    ],
    ["a phone starting with 0", { telephone: "013900009999", password: "secret1" }, 134],
    ["a phone with letters", { telephone: "1390000abcd", password: "secret1" }, 134],
    ["a country code without 00", { telephone: "44-7700900123", password: "secret1" }, 134],
    ["an e-mail without @", { email: "ada.example.com", password: "secret1" }, 100],
    ["no password", { telephone: "13900009999" }, 100],
    ["a password of 5 characters", { telephone: "13900009999", password: "12345" }, 137],
    ["a password of 21 characters", { telephone: "13900009999", password: "x".repeat(21) }, 137],
    ["an md5pass that is not 32 hex", { telephone: "13900009999", md5pass: "abc" }, 100],
    ["addToSchoolMember 3", { telephone: "13900009999", password: "secret1", addToSchoolMember: 3 }, 100],
  ])("refuses %s", async (_rule, fields, errno) => {
    const a = await register(fields as Record<string, string | number>);
    expect(errnoOf(a)).toBe(errno);
    expect(a.json.data).toBeUndefined();
  });

  it("accepts a phone with a country code and a password of 6 and of 20 characters", async () => {
    expect(errnoOf(await register({ telephone: "0044-7700900999", password: "123456" }))).toBe(1);
    expect(errnoOf(await register({ telephone: newPhone(), password: "x".repeat(20) }))).toBe(1);
  });
});

describe("addCourse", () => {
  const addCourse = (fields: Record<string, string | number>) => c.call("addCourse", fields);

  it("creates a course of the school, where classes can then be created", async () => {
    const a = await addCourse({ courseName: "Physics", folderId: "102", courseIntroduce: "Forces" });
    expect(a.json.error_info).toEqual({ errno: 1, error: "Success" });
    const courseId = a.json.data as number;
    expect(Number.isSafeInteger(courseId) && courseId > 0).toBe(true);
    const classId = await c.createClass({ courseId });
    // The course's folder is the class's default folder.
    expect(c.classState(classId)).toMatchObject({ courseId, folderId: "102" });
    // Another school does not know the course.
    const other = await c.call(
      "addCourseClass",
      {
        courseId,
        className: "x",
        beginTime: NOW + DAY,
        endTime: NOW + DAY + 3600,
        teacherUid: "T-1",
      },
      { sid: OTHER_SID, secret: OTHER_SECRET },
    );
    expect(errnoOf(other)).toBe(144);
  });

  it("a courseUniqueIdentity that exists answers that course's id instead of a new course", async () => {
    const first = await addCourse({ courseName: "Chemistry", courseUniqueIdentity: "slack-chem" });
    const again = await addCourse({ courseName: "Chemistry 2", courseUniqueIdentity: "slack-chem" });
    expect([errnoOf(again), again.json.data]).toEqual([1, first.json.data]);
    const without = await addCourse({ courseName: "Chemistry" });
    expect(without.json.data).not.toBe(first.json.data);
  });

  it("an identity held by a deleted course answers 398", async () => {
    const first = await addCourse({ courseName: "Biology", courseUniqueIdentity: "slack-bio" });
    c.sandbox.deleteCourse(first.json.data);
    expect(errnoOf(await addCourse({ courseName: "Biology", courseUniqueIdentity: "slack-bio" }))).toBe(398);
  });

  it("expiryTime: 0 never expires; at least a day ahead (151) and within 5 years (154)", async () => {
    expect(errnoOf(await addCourse({ courseName: "a", expiryTime: 0 }))).toBe(1);
    expect(errnoOf(await addCourse({ courseName: "a", expiryTime: NOW + DAY }))).toBe(1);
    expect(errnoOf(await addCourse({ courseName: "a", expiryTime: NOW + DAY - 1 }))).toBe(151);
    // Five calendar years after now (NOW is in 2026: the span holds the leap day of 2028).
    const latest = NOW + (365 * 5 + 1) * DAY;
    expect(new Date(latest * 1000).toISOString().slice(4)).toBe(new Date(NOW * 1000).toISOString().slice(4));
    expect(errnoOf(await addCourse({ courseName: "a", expiryTime: latest }))).toBe(1);
    expect(errnoOf(await addCourse({ courseName: "a", expiryTime: latest + 1 }))).toBe(154);
    expect(errnoOf(await addCourse({ courseName: "a", expiryTime: "soon" }))).toBe(100);
  });

  it("a folder that is not the school's answers 160", async () => {
    expect(errnoOf(await addCourse({ courseName: "a", folderId: "999" }))).toBe(160);
    expect(errnoOf(await addCourse({ courseName: "a", folderId: "201" }))).toBe(160);
  });

  it("the head teacher must be a teacher of the school: 331, suspended 389, out of use 805", async () => {
    expect(errnoOf(await addCourse({ courseName: "a", mainTeacherUid: "T-2" }))).toBe(1);
    expect(errnoOf(await addCourse({ courseName: "a", mainTeacherUid: "S-1" }))).toBe(331);
    expect(errnoOf(await addCourse({ courseName: "a", mainTeacherUid: "T-3" }))).toBe(389);
    expect(errnoOf(await addCourse({ courseName: "a", mainTeacherUid: "T-4" }))).toBe(805);
  });

  it("the head teacher cannot be added as a student of the course (333)", async () => {
    const a = await addCourse({ courseName: "Headed", mainTeacherUid: "T-2" });
    const classId = await c.createClass({ courseId: a.json.data, teacherUid: "T-1" });
    const r = await c.call("addClassStudentMultiple", {
      courseId: a.json.data,
      classId,
      identity: 1,
      studentJson: [{ uid: "T-2", name: "Grace" }],
    });
    expect(r.json.data[0].errno).toBe(333);
  });

  it.each([
    ["no courseName", {}],
    ["a blank courseName", { courseName: "  " }],
    ["a courseUniqueIdentity of 33 characters", { courseName: "a", courseUniqueIdentity: "x".repeat(33) }],
  ])("refuses %s with 100", async (_rule, fields) => {
    expect(errnoOf(await addCourse(fields))).toBe(100);
  });

  it("cuts a longer courseName to 90 and courseIntroduce to 400 characters (not refused)", async () => {
    const a = await addCourse({ courseName: "课".repeat(91), courseIntroduce: "x".repeat(401) });
    expect(errnoOf(a)).toBe(1);
  });
});

describe("through the SDK", () => {
  it("register's 135 is a success with the UID; addCourse's identity gives the same id", async () => {
    const client = new PartnerClient({
      baseUrl: c.url,
      sid: SID,
      secret: SECRET,
      clock: () => c.sandbox.now(),
    });
    try {
      const telephone = newPhone();
      const first = await client.register({ telephone, password: "secret1", nickname: "Ben" });
      later();
      const again = await client.register({ telephone, md5pass: "e10adc3949ba59abbe56e057f20f883e" });
      expect(first).toMatchObject({ errno: 1, existed: false });
      expect(again).toMatchObject({ errno: 135, existed: true, uid: first.uid });
      const course = await client.addCourse({ courseName: "Geometry", courseUniqueIdentity: "sdk-geo" });
      const repeat = await client.addCourse({ courseName: "Geometry", courseUniqueIdentity: "sdk-geo" });
      expect(repeat.courseId).toBe(course.courseId);
      const expiry = await client
        .addCourse({ courseName: "Geometry", expiryTime: c.sandbox.now() + 60 })
        .catch((e: unknown) => e);
      expect(expiry).toBeInstanceOf(PartnerValidationError);
    } finally {
      await client.close();
    }
  });
});
