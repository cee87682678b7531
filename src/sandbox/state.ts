/**
 * The in-memory model of the sandbox's schools: what the fixture declares plus the classes, students,
 * labels and comments that partner calls create. Lookups that decide error codes (which school owns a
 * course, folder, label or class) are indexed here so every operation answers them the same way.
 */
import type { Fixture, FixtureCourse, FixtureSchool, TeacherState } from "./fixture.js";
import { randomHex } from "./random-hex.js";

export interface Course {
  readonly courseId: number;
  readonly name: string;
  readonly folderId: string | undefined;
  readonly state: FixtureCourse["state"];
  readonly type: FixtureCourse["type"];
  readonly auditors: ReadonlySet<string>;
  readonly headTeacherUid: string | undefined;
  /** Courses made by addCourse: Unix seconds it expires at, 0 never (fixture courses: absent). */
  readonly expiryTime?: number;
  readonly courseIntroduce?: string;
  readonly courseUniqueIdentity?: string;
}

/** A ClassIn account made by register (or a fixture student's phone account). */
export interface Account {
  readonly uid: string;
  /** `tel:<phone>` or `mail:<lower-case e-mail>`. */
  readonly key: string;
  readonly nickname: string;
  /** Kept only because the real service stores it; never exposed by any answer. */
  readonly password: string;
}

export interface Teacher {
  readonly uid: string;
  readonly name: string;
  readonly state: TeacherState;
}

export interface Student {
  readonly uid: string;
  name: string;
  readonly account: string;
  /** Kept only because the real service stores it; never exposed by any answer. */
  readonly password: string;
}

export interface Folder {
  readonly id: string;
  readonly name: string;
  readonly parentId?: string | undefined;
  readonly system: boolean;
}

export interface FileEntry {
  readonly id: string;
  readonly name: string;
  readonly size: string;
  readonly folderId?: string | undefined;
}

export interface PullAddresses {
  readonly RTMP: string;
  readonly HLS: string;
  readonly FLV: string;
}

export interface Comment {
  starNum: number;
  comment: string;
}

export interface ClassRecord {
  readonly classId: number;
  readonly sid: string;
  readonly courseId: number;
  readonly className: string;
  readonly beginTime: number;
  readonly endTime: number;
  readonly teacherUid: string;
  readonly assistantUid: string;
  readonly folderId: string;
  seatNum: number;
  isHd: number;
  record: number;
  live: number;
  replay: number;
  readonly isAutoOnstage: number;
  readonly courseUniqueIdentity: string;
  readonly classIntroduce: string;
  labels: number[];
  /** Insertion-ordered: /__sandbox/state lists students in the order they were added. */
  readonly students: Set<string>;
  readonly comments: Map<string, Comment>;
  readonly lessonKey: string;
  /** Assigned the first time live is switched on and kept for the life of the class (more_data rule b). */
  pull: PullAddresses | undefined;
  deleted: boolean;
}

export interface School {
  readonly sid: string;
  readonly secret: string;
  readonly maxSeatNum: number;
  readonly rootFolderId: string | undefined;
  readonly classCapacity: number;
  readonly folders: ReadonlyMap<string, Folder>;
  readonly files: readonly FileEntry[];
  /** Mutable only for the control API's course delete. */
  readonly courses: Map<number, Course>;
  /** Mutable for register's addToSchoolMember 2. */
  readonly teachers: Map<string, Teacher>;
  readonly students: Map<string, Student>;
  readonly studentsByAccount: Map<string, Student>;
  readonly labels: ReadonlySet<number>;
  /** courseUniqueIdentity -> the class that first used it (deleted classes keep holding it). */
  readonly identities: Map<string, ClassRecord>;
  /** addCourse's courseUniqueIdentity -> the id of the course that first used it. */
  readonly courseIdentities: Map<string, number>;
}

/** Counts per uid, so "is a student / teacher of some class of this course" is O(1). */
class Tally {
  private readonly counts = new Map<string, number>();
  add(uid: string): void {
    this.counts.set(uid, (this.counts.get(uid) ?? 0) + 1);
  }
  remove(uid: string): void {
    const n = (this.counts.get(uid) ?? 0) - 1;
    if (n > 0) this.counts.set(uid, n);
    else this.counts.delete(uid);
  }
  has(uid: string): boolean {
    return this.counts.has(uid);
  }
}

interface CourseMembers {
  readonly students: Tally;
  readonly staff: Tally;
}

export interface NewClass {
  readonly courseId: number;
  readonly className: string;
  readonly beginTime: number;
  readonly endTime: number;
  readonly teacherUid: string;
  readonly assistantUid: string;
  readonly folderId: string;
  readonly seatNum: number;
  readonly isHd: number;
  readonly record: number;
  readonly live: number;
  readonly replay: number;
  readonly isAutoOnstage: number;
  readonly courseUniqueIdentity: string;
  readonly classIntroduce: string;
}

export const DEFAULT_PASSWORD = "123456";

/** How a class changed, in `eeoClassInfoChange`'s terms: 1 added, 2 deleted, 3 changed. */
export type ClassOp = 1 | 2 | 3;
export type ClassChangeListener = (
  cls: ClassRecord,
  opType: ClassOp,
  opData: Record<string, unknown>,
) => void;

function buildSchool(f: FixtureSchool): School {
  const students = new Map<string, Student>();
  const studentsByAccount = new Map<string, Student>();
  for (const s of f.students) {
    const student: Student = {
      uid: s.uid,
      name: s.name,
      account: s.account ?? s.uid,
      password: DEFAULT_PASSWORD,
    };
    students.set(s.uid, student);
    studentsByAccount.set(student.account, student);
  }
  return {
    sid: f.sid,
    secret: f.secret,
    maxSeatNum: f.maxSeatNum,
    rootFolderId: f.rootFolderId,
    classCapacity: f.classCapacity,
    folders: new Map(f.folders.map((x) => [x.id, { ...x }])),
    files: f.files.map((x) => ({ ...x })),
    courses: new Map(
      f.courses.map((c) => [
        c.courseId,
        {
          courseId: c.courseId,
          name: c.name,
          folderId: c.folderId,
          state: c.state,
          type: c.type,
          auditors: new Set(c.auditors),
          headTeacherUid: c.headTeacherUid,
        },
      ]),
    ),
    teachers: new Map(f.teachers.map((t) => [t.uid, { ...t }])),
    students,
    studentsByAccount,
    labels: new Set(f.labels),
    identities: new Map(),
    courseIdentities: new Map(),
  };
}

export class SandboxState {
  private readonly schools = new Map<string, School>();
  private readonly courseOwners = new Map<number, string>();
  private readonly folderOwners = new Map<string, string>();
  private readonly labelOwners = new Map<number, string>();
  private readonly classes = new Map<number, ClassRecord>();
  private readonly byLessonKey = new Map<string, ClassRecord>();
  private readonly members = new Map<number, CourseMembers>();
  private nextClassId = 300_001;
  private nextCourseId = 700_001;
  private nextUid = 50_000_001;
  /** Accounts by `tel:`/`mail:` key: ClassIn accounts are the service's, not one school's. */
  private readonly accounts = new Map<string, Account>();
  private readonly accountUids = new Set<string>();
  /** When each request fingerprint (school, action, fields) last arrived: register's duplicate rule. */
  private readonly recentRequests = new Map<string, number>();
  /** Told of every class added, deleted or changed (the pushed `eeoClassInfoChange`). */
  onClassChange: ClassChangeListener | undefined;

  constructor(fixture: Fixture) {
    for (const f of fixture.schools) {
      const school = buildSchool(f);
      this.schools.set(school.sid, school);
      // A fixture student with a phone account and a numeric UID (as the service's are) is an account
      // register answers 135 for; hand-written text UIDs ("S-1") are not ones the service would send.
      for (const s of f.students) {
        if (s.account === undefined || !/^[1-9]\d{0,15}$/.test(s.uid)) continue;
        const key = `tel:${s.account}`;
        if (!this.accounts.has(key))
          this.accounts.set(key, { uid: s.uid, key, nickname: s.name, password: DEFAULT_PASSWORD });
      }
      for (const s of school.students.keys()) this.accountUids.add(s);
      for (const t of school.teachers.keys()) this.accountUids.add(t);
      for (const id of school.courses.keys()) this.courseOwners.set(id, school.sid);
      for (const id of school.folders.keys()) this.folderOwners.set(id, school.sid);
      if (school.rootFolderId !== undefined) this.folderOwners.set(school.rootFolderId, school.sid);
      for (const id of school.labels) this.labelOwners.set(id, school.sid);
    }
  }

  school(sid: string): School | undefined {
    return this.schools.get(sid);
  }

  schoolIds(): string[] {
    return [...this.schools.keys()];
  }

  courseOwner(courseId: number): string | undefined {
    return this.courseOwners.get(courseId);
  }

  folderOwner(folderId: string): string | undefined {
    return this.folderOwners.get(folderId);
  }

  labelOwner(label: number): string | undefined {
    return this.labelOwners.get(label);
  }

  classById(classId: number): ClassRecord | undefined {
    return this.classes.get(classId);
  }

  classByLessonKey(lessonKey: string): ClassRecord | undefined {
    return this.byLessonKey.get(lessonKey);
  }

  classesOf(sid: string): ClassRecord[] {
    return [...this.classes.values()].filter((c) => c.sid === sid);
  }

  private membersOf(courseId: number): CourseMembers {
    let m = this.members.get(courseId);
    if (!m) {
      m = { students: new Tally(), staff: new Tally() };
      this.members.set(courseId, m);
    }
    return m;
  }

  /** A student of some live (not deleted) class of the course. */
  isCourseStudent(courseId: number, uid: string): boolean {
    return this.members.get(courseId)?.students.has(uid) ?? false;
  }

  /** Teacher or assistant of some live (not deleted) class of the course. */
  isCourseStaff(courseId: number, uid: string): boolean {
    return this.members.get(courseId)?.staff.has(uid) ?? false;
  }

  createClass(school: School, input: NewClass): ClassRecord {
    let lessonKey = randomHex(8);
    while (this.byLessonKey.has(lessonKey)) lessonKey = randomHex(8);
    // Spelled out instead of `{ ...input, ... }`: spreading 15 fields and then adding 8 more left V8 with a
    // slow dictionary-mode object (about 20 us per class, and slower reads on every later call).
    const cls: ClassRecord = {
      courseId: input.courseId,
      className: input.className,
      beginTime: input.beginTime,
      endTime: input.endTime,
      teacherUid: input.teacherUid,
      assistantUid: input.assistantUid,
      folderId: input.folderId,
      seatNum: input.seatNum,
      isHd: input.isHd,
      record: input.record,
      live: input.live,
      replay: input.replay,
      isAutoOnstage: input.isAutoOnstage,
      courseUniqueIdentity: input.courseUniqueIdentity,
      classIntroduce: input.classIntroduce,
      classId: this.nextClassId++,
      sid: school.sid,
      labels: [],
      students: new Set(),
      comments: new Map(),
      lessonKey,
      pull: undefined,
      deleted: false,
    };
    this.classes.set(cls.classId, cls);
    this.byLessonKey.set(lessonKey, cls);
    if (cls.courseUniqueIdentity !== "") school.identities.set(cls.courseUniqueIdentity, cls);
    const m = this.membersOf(cls.courseId);
    m.staff.add(cls.teacherUid);
    if (cls.assistantUid !== "") m.staff.add(cls.assistantUid);
    this.onClassChange?.(cls, 1, {});
    return cls;
  }

  /** A change an operation made to a class (only the changed fields). */
  classChanged(cls: ClassRecord, opData: Record<string, unknown>): void {
    if (Object.keys(opData).length > 0) this.onClassChange?.(cls, 3, opData);
  }

  addStudent(cls: ClassRecord, uid: string): void {
    cls.students.add(uid);
    this.membersOf(cls.courseId).students.add(uid);
  }

  removeStudent(cls: ClassRecord, uid: string): void {
    if (cls.students.delete(uid)) this.membersOf(cls.courseId).students.remove(uid);
  }

  /** Marks a class deleted (control API); its people stop counting as members of the course. */
  deleteClass(classId: number): boolean {
    const cls = this.classes.get(classId);
    if (!cls) return false;
    if (cls.deleted) return true;
    cls.deleted = true;
    const m = this.membersOf(cls.courseId);
    m.staff.remove(cls.teacherUid);
    if (cls.assistantUid !== "") m.staff.remove(cls.assistantUid);
    for (const uid of cls.students) m.students.remove(uid);
    this.onClassChange?.(cls, 2, {});
    return true;
  }

  /** Marks a course deleted (control API), as an admin does in the service's console. */
  deleteCourse(courseId: number): boolean {
    const sid = this.courseOwners.get(courseId);
    const courses = sid === undefined ? undefined : this.schools.get(sid)?.courses;
    const course = courses?.get(courseId);
    if (!courses || !course) return false;
    courses.set(courseId, { ...course, state: "deleted" });
    return true;
  }

  account(key: string): Account | undefined {
    return this.accounts.get(key);
  }

  /** A new account with a fresh numeric UID (never one a fixture person holds). */
  createAccount(key: string, nickname: string, password: string): Account {
    let uid = String(this.nextUid++);
    while (this.accountUids.has(uid)) uid = String(this.nextUid++);
    const account: Account = { uid, key, nickname, password };
    this.accounts.set(key, account);
    this.accountUids.add(uid);
    return account;
  }

  /**
   * Records that `fingerprint` arrived at `now`; true when the same one arrived less than `window`
   * seconds before (the earlier arrival is kept, so the window runs from the first request).
   */
  repeatedWithin(fingerprint: string, now: number, window: number): boolean {
    const last = this.recentRequests.get(fingerprint);
    if (last !== undefined && now - last < window && now >= last) return true;
    this.recentRequests.set(fingerprint, now);
    if (this.recentRequests.size > 10_000) {
      for (const [k, t] of this.recentRequests) if (now - t >= window) this.recentRequests.delete(k);
    }
    return false;
  }

  /** A course made by addCourse, owned by `school`. */
  createCourse(
    school: School,
    input: Pick<Course, "name" | "folderId" | "headTeacherUid" | "expiryTime" | "courseIntroduce"> & {
      courseUniqueIdentity: string;
    },
  ): Course {
    let courseId = this.nextCourseId++;
    while (this.courseOwners.has(courseId)) courseId = this.nextCourseId++;
    const course: Course = {
      courseId,
      name: input.name,
      folderId: input.folderId,
      state: "active",
      type: "standard",
      auditors: new Set(),
      headTeacherUid: input.headTeacherUid,
      expiryTime: input.expiryTime ?? 0,
      courseIntroduce: input.courseIntroduce ?? "",
      courseUniqueIdentity: input.courseUniqueIdentity,
    };
    school.courses.set(courseId, course);
    this.courseOwners.set(courseId, school.sid);
    if (input.courseUniqueIdentity !== "") school.courseIdentities.set(input.courseUniqueIdentity, courseId);
    return course;
  }

  registerStudent(school: School, uid: string, name: string, password: string): Student {
    const student: Student = { uid, name, account: uid, password };
    school.students.set(uid, student);
    school.studentsByAccount.set(student.account, student);
    return student;
  }
}

/** The shape GET /__sandbox/state answers with (issue 3, "Control API"). */
export function classView(c: ClassRecord) {
  return {
    classId: c.classId,
    courseId: c.courseId,
    className: c.className,
    beginTime: c.beginTime,
    endTime: c.endTime,
    teacherUid: c.teacherUid,
    assistantUid: c.assistantUid,
    folderId: c.folderId,
    seatNum: c.seatNum,
    isHd: c.isHd,
    record: c.record,
    live: c.live,
    replay: c.replay,
    isAutoOnstage: c.isAutoOnstage,
    courseUniqueIdentity: c.courseUniqueIdentity,
    classIntroduce: c.classIntroduce,
    labels: [...c.labels],
    students: [...c.students],
    comments: [...c.comments].map(([studentUid, v]) => ({
      studentUid,
      starNum: v.starNum,
      comment: v.comment,
    })),
    lessonKey: c.lessonKey,
    deleted: c.deleted,
  };
}

export type ClassView = ReturnType<typeof classView>;
