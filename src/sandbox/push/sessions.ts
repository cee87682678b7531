/**
 * Class sessions played from the sandbox clock (docs/sandbox.md, "Pushed events"): scripted steps (who
 * enters and leaves, hands, awards, help, extension, recordings, the close) become the service's
 * real-time messages when the clock reaches them, and the close becomes `End` — only for those who
 * entered, none when nobody did, at the latest when the overtime is over.
 */
import type { SandboxClock } from "../clock.js";
import { randomHex } from "../random-hex.js";
import type { ClassRecord, SandboxState } from "../state.js";
import type { Pusher } from "./pusher.js";
import { sidValue } from "./pusher.js";
import { Room } from "./room.js";
import type { SessionInput, Step } from "./script.js";

/** `CloseTime` is the scheduled end plus the service's fixed 20 minutes of overtime. */
export const OVERTIME_SECONDS = 20 * 60;
/** A real `End` came about 10 minutes after an early close; never later than `CloseTime`. */
export const END_AFTER_CLOSE_SECONDS = 10 * 60;
const ENTER = 67371107;
const LEAVE = 67371111;
const HANDS_AND_AWARDS = 67375105;
const IDENTITY = { student: 1, auditor: 2, teacher: 3, assistant: 4 } as const;
const REASON_NORMAL = 1;
const REASON_CLASSROOM_CLOSED = 2;

type Timed = Step & { readonly at: number; readonly seq: number };

interface Session {
  readonly cls: ClassRecord;
  /** Not yet played, in time order. */
  readonly steps: Timed[];
  readonly room: Room;
  /** The scheduled end, moved by an extension. */
  endTime: number;
  closedAt: number | undefined;
  /** Set when the teacher closed before `CloseTime`. */
  realClose: number | undefined;
  endDue: number | undefined;
}

export class Sessions {
  private readonly sessions = new Map<number, Session>();
  private seq = 0;

  constructor(
    private readonly state: SandboxState,
    private readonly clock: SandboxClock,
    private readonly pusher: Pusher,
    private readonly baseUrl: () => string,
  ) {}

  /** Adds steps to a class's session; undefined when the class is unknown. */
  script(classId: number, input: SessionInput): { steps: number } | undefined {
    const cls = this.state.classById(classId);
    if (!cls) return undefined;
    let session = this.sessions.get(classId);
    if (!session) {
      session = {
        cls,
        steps: [],
        room: new Room(),
        endTime: cls.endTime,
        closedAt: undefined,
        realClose: undefined,
        endDue: undefined,
      };
      this.sessions.set(classId, session);
    }
    const now = this.clock.now();
    const steps = [...(input.defaults ? defaultSteps(cls, input.defaults) : []), ...(input.steps ?? [])];
    for (const step of steps) session.steps.push({ ...step, at: step.at ?? now, seq: this.seq++ });
    session.steps.sort((a, b) => a.at - b.at || a.seq - b.seq);
    this.tick();
    return { steps: session.steps.length };
  }

  /** Plays everything due by the sandbox clock, earliest first across all classes. */
  tick(): void {
    const now = this.clock.now();
    for (;;) {
      let next: { time: number; run: () => void } | undefined;
      for (const s of this.sessions.values()) {
        const due = this.nextOf(s);
        if (due && due.time <= now && (!next || due.time < next.time)) next = due;
      }
      if (!next) return;
      next.run();
    }
  }

  private nextOf(s: Session): { time: number; run: () => void } | undefined {
    const closeTime = s.endTime + OVERTIME_SECONDS;
    const step = s.steps[0];
    const candidates: { time: number; run: () => void }[] = [];
    if (step) candidates.push({ time: step.at, run: () => this.play(s, s.steps.shift() as Timed) });
    if (s.closedAt === undefined && s.room.anyoneEntered)
      candidates.push({ time: closeTime, run: () => this.close(s, closeTime) });
    if (s.endDue !== undefined) {
      const due = s.endDue;
      candidates.push({ time: due, run: () => this.end(s, due) });
    }
    // Ties: the scripted step first, then the close, then `End`.
    return candidates.reduce<(typeof candidates)[number] | undefined>(
      (best, c) => (!best || c.time < best.time ? c : best),
      undefined,
    );
  }

  private common(s: Session, cmd: string | number, at: number): Record<string, unknown> {
    return {
      SID: sidValue(s.cls.sid),
      CourseID: s.cls.courseId,
      ClassID: s.cls.classId,
      Cmd: cmd,
      StartTime: s.cls.beginTime,
      CloseTime: s.endTime + OVERTIME_SECONDS,
      ActionTime: at,
    };
  }

  private emit(s: Session, cmd: string | number, fields: Record<string, unknown>): void {
    this.pusher.emit(s.cls.sid, String(cmd), fields);
  }

  private play(s: Session, step: Timed): void {
    // After the close only recordings still come (files are produced after the class).
    if (s.closedAt !== undefined && step.type !== "record") return;
    const { cls } = s;
    switch (step.type) {
      case "enter": {
        const identity = step.identity ?? this.identityOf(cls, step.uid);
        const clientId = step.clientId ?? 0;
        const device = step.device ?? 0;
        if (!s.room.enter(step.uid, identity, clientId, device, step.at)) return;
        const account = this.state.school(cls.sid)?.students.get(step.uid)?.account ?? "";
        this.emit(s, ENTER, {
          ...this.common(s, ENTER, step.at),
          UID: uidValue(step.uid),
          Identity: identity,
          NickName: step.nickname ?? this.nameOf(cls, step.uid),
          Device: device,
          ClientID: clientId,
          LoginMobile: /^\d[\d-]*$/.test(account) ? account : "",
          LoginEmail: "",
        });
        return;
      }
      case "leave":
        this.leave(s, step.uid, step.clientId ?? 0, step.reason ?? REASON_NORMAL, step.at);
        return;
      case "handsUp": {
        const up = step.up ?? true;
        if (up) s.room.handUp(step.uid);
        this.emit(s, HANDS_AND_AWARDS, {
          ...this.common(s, HANDS_AND_AWARDS, step.at),
          SourceUID: uidValue(step.uid),
          TargetUID: 0,
          Color: `hands up ${step.uid}`,
          Handsup: up,
        });
        return;
      }
      case "award": {
        const times = step.times ?? 1;
        s.room.award(step.uid, times);
        this.emit(s, HANDS_AND_AWARDS, {
          ...this.common(s, HANDS_AND_AWARDS, step.at),
          SourceUID: uidValue(cls.teacherUid),
          TargetUID: uidValue(step.uid),
          Color: `award ${step.uid}`,
          Times: times,
        });
        return;
      }
      case "help": {
        const userList = [cls.teacherUid, cls.assistantUid].filter((u) => u !== "").map(uidValue);
        this.emit(s, "HelpInfo", {
          ...this.common(s, "HelpInfo", step.at),
          Data: { UID: uidValue(step.uid), Message: step.message, UserList: userList },
        });
        return;
      }
      case "extend": {
        s.endTime += step.minutes * 60;
        // The vendor's example of ClassLen has no ClassID (nor CloseTime): the course and start say which.
        this.emit(s, "ClassLen", {
          SID: sidValue(cls.sid),
          CourseID: cls.courseId,
          Cmd: "ClassLen",
          StartTime: cls.beginTime,
          PrelectTimeLength: s.endTime - cls.beginTime,
          CloseClassDelay: OVERTIME_SECONDS,
          ActionTime: step.at,
        });
        return;
      }
      case "record": {
        const vet = step.vet ?? step.at;
        const vst = step.vst ?? Math.min(vet, Math.max(cls.beginTime, vet - 3600));
        const fileId = randomHex(12);
        this.emit(s, "Record", {
          ...this.common(s, "Record", step.at),
          VUrl: `${this.baseUrl()}/records/${fileId}.mp4`,
          VST: vst,
          VET: vet,
          Duration: vet - vst,
          FileId: fileId,
          Size: step.size ?? (vet - vst) * 125_000,
          CIDExt: step.cidExt ?? "ClassRoom",
        });
        return;
      }
      case "close":
        this.close(s, step.at);
        return;
    }
  }

  private leave(s: Session, uid: string, clientId: number, reason: number, at: number): void {
    if (!s.room.leave(uid, clientId, at)) return;
    this.emit(s, LEAVE, {
      ...this.common(s, LEAVE, at),
      UID: uidValue(uid),
      Identity: s.room.identityOf(uid),
      ClientID: clientId,
      Reason: reason,
    });
  }

  private close(s: Session, at: number): void {
    const closeTime = s.endTime + OVERTIME_SECONDS;
    const closedAt = Math.min(at, closeTime);
    s.closedAt = closedAt;
    if (closedAt < closeTime) s.realClose = closedAt;
    for (const [uid, clientId] of s.room.inside())
      this.leave(s, uid, clientId, REASON_CLASSROOM_CLOSED, closedAt);
    // No End is sent when nobody entered.
    if (s.room.anyoneEntered) s.endDue = Math.min(closedAt + END_AFTER_CLOSE_SECONDS, closeTime);
  }

  private end(s: Session, at: number): void {
    s.endDue = undefined;
    this.emit(s, "End", {
      ...this.common(s, "End", at),
      ...(s.realClose !== undefined ? { RealCloseTime: s.realClose } : {}),
      Data: s.room.endData(),
    });
  }

  private identityOf(cls: ClassRecord, uid: string): number {
    if (uid === cls.teacherUid) return IDENTITY.teacher;
    if (uid === cls.assistantUid) return IDENTITY.assistant;
    const course = this.state.school(cls.sid)?.courses.get(cls.courseId);
    if (course?.auditors.has(uid)) return IDENTITY.auditor;
    return IDENTITY.student;
  }

  private nameOf(cls: ClassRecord, uid: string): string {
    const school = this.state.school(cls.sid);
    return school?.teachers.get(uid)?.name ?? school?.students.get(uid)?.name ?? uid;
  }
}

/** UIDs are numbers at the service; the sandbox's text UIDs ("S-1") stay text. */
function uidValue(uid: string): number | string {
  return sidValue(uid);
}

function defaultSteps(cls: ClassRecord, d: NonNullable<SessionInput["defaults"]>): Step[] {
  const absent = new Set(d.absent ?? []);
  const steps: Step[] = [{ type: "enter", uid: cls.teacherUid, at: cls.beginTime }];
  if (cls.assistantUid !== "") steps.push({ type: "enter", uid: cls.assistantUid, at: cls.beginTime });
  for (const uid of cls.students) {
    if (absent.has(uid)) continue;
    steps.push({ type: "enter", uid, at: cls.beginTime + (d.late?.[uid] ?? 0) });
  }
  steps.push({ type: "close", at: cls.endTime });
  return steps;
}
