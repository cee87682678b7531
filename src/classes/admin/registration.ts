/**
 * People's {{service}} accounts and UIDs made (or looked up) by the app with the service's `register`,
 * only after the admin confirmed that the people agreed (the vendor may suspend a school's right to
 * register otherwise). Each person's UID and account are stored in the directory through `savePerson`
 * as soon as the service answers (same checks, same audit), so a job resumed after a crash skips
 * them; the audit entry says which job stored them and how, so the resumed report reads as a calm one.
 * A new account gets a random initial password the person resets with "Forgot password" at the
 * service: it is made here, sent once, and never stored, logged or returned.
 */
import { randomBytes } from "node:crypto";
import { Errno, normalize, outcomeUnknown, PartnerError } from "../../partner/index.js";
import type { Actor } from "../actor.js";
import type { ClassesDeps } from "../deps.js";
import { mapBounded, type PartnerFailure, partnerFailureOf } from "../partner-failure.js";
import type { Role } from "../roles.js";
import { type RegisteredBy, savePerson } from "./people.js";
import type { AccountProblem } from "./register-account.js";
import { registerAccountOf } from "./register-account.js";

/** Someone to give an account: what Slack or the school's list knows of them. */
export interface RegistrationPerson {
  readonly slackUserId: string;
  readonly name: string;
  readonly role: "student" | "teacher";
  readonly email?: string | null | undefined;
  readonly phone?: string | null | undefined;
}

/** The service's errnos this use case reads (partner-more-operations.md, `register`). */
export const REGISTER_ERRNO = {
  duplicate: Errno.duplicateRequest,
  teacherLimit: Errno.teacherLimit,
  /** Registered, but the profile picture / adding as the school's student / teacher failed. */
  partial: [
    Errno.registeredPictureFailed,
    Errno.registeredNotStudent,
    Errno.registeredNotTeacher,
  ] as readonly number[],
} as const;

/** Registrations running at once: the service documents no rate limit; a few keep a school's list brief. */
export const REGISTRATIONS_AT_ONCE = 3;
/** The service answers the same register request within this many seconds with 101003002. */
export const DUPLICATE_WINDOW_SECONDS = 5;

/** What happened for one person: facts the report words. */
export type RegistrationOutcome =
  /** A new account; it has a random initial password the person resets. */
  | { readonly kind: "made"; readonly uid: string; readonly account: string }
  /** The phone or e-mail already had an account (135/461): its UID is used. */
  | { readonly kind: "existing"; readonly uid: string; readonly account: string }
  /**
   * Registered, but the service could not add them to the school as a student or teacher (820/821)
   * or save their picture (340): the UID is stored; the admin adds them to the school in the console.
   */
  | {
      readonly kind: "partial";
      readonly uid: string;
      readonly account: string;
      readonly errno: number;
      /** What the service could not do: add them as the school's student or teacher, or keep their picture. */
      readonly missing: "student" | "teacher" | "picture";
      readonly existed: boolean;
    }
  /** In the directory with a UID already: not registered again, nothing changed (a different role is said). */
  | { readonly kind: "had-uid"; readonly uid: string; readonly role: Role; readonly asked: Role }
  /** Without the admin's confirmation nobody is registered: the UID must come from the school console. */
  | { readonly kind: "needs-uid" }
  /** No phone or e-mail to register with, or one that cannot be made valid. */
  | { readonly kind: "no-account"; readonly problem: AccountProblem }
  /** The school's limit of active teachers is reached (845). */
  | { readonly kind: "teacher-limit" }
  /** The service refused (its errno), or the call failed. */
  | { readonly kind: "refused"; readonly failure: PartnerFailure }
  /** The UID the service answered belongs to another member of the directory. */
  | { readonly kind: "uid-taken"; readonly uid: string; readonly owner: string | null }
  /** The directory refused the entry for another reason (changed meanwhile). */
  | { readonly kind: "not-saved"; readonly uid: string }
  | { readonly kind: "not-connected" }
  /** The service's answer was lost or said "too soon" every time until the job's last attempt. */
  | { readonly kind: "unconfirmed" };

export interface PersonResult {
  readonly slackUserId: string;
  readonly name: string;
  readonly outcome: RegistrationOutcome;
}

export interface RegistrationOptions {
  /** The job's key: written in each stored person's audit entry. */
  readonly job: string;
  /** The admin ticked that the people agreed to have an account made for them. */
  readonly consent: boolean;
  /** A later attempt of the job: read what earlier attempts stored. */
  readonly resumed: boolean;
  /** The job's last attempt: a person whose answer is not known is reported, not left for later. */
  readonly lastAttempt: boolean;
}

export type RegistrationRun =
  | { readonly ok: false; readonly refusal: "role" }
  | {
      readonly ok: true;
      /** One per person asked for, in order; people to ask again are not among them. */
      readonly results: readonly PersonResult[];
      /**
       * People to register again at least DUPLICATE_WINDOW_SECONDS later (101003002, or an answer
       * that was lost): the job tries again then; they are never reported as failed before its end.
       */
      readonly again: readonly string[];
    };

/** A directory name's length (the person form's and the import's). */
const NAME_MAX = 80;
/** Control characters (NUL, line breaks, DEL…): PostgreSQL cannot store NUL (classes/typed-text.ts). */
const CONTROL_CHARACTERS = /\p{Cc}/gu;

/**
 * The name to store and send: what Slack or a list said, without control characters and cut to the
 * directory's length (a Slack profile may hold anything); the account when nothing is left.
 */
function cleanName(name: string, account: string): string {
  const clean = name.replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim();
  return clean === "" ? account : [...clean].slice(0, NAME_MAX).join("");
}

/** 6-20 characters from crypto (16 here), made for one request and forgotten. */
export function initialPassword(): string {
  return randomBytes(12).toString("base64url");
}

/** What the audit says earlier attempts of this job stored, by Slack user. */
async function storedEarlier(
  deps: Pick<ClassesDeps, "store">,
  teamId: string,
  job: string,
): Promise<Map<string, RegisteredBy>> {
  const out = new Map<string, RegisteredBy>();
  for (const operation of ["person.add", "person.edit"]) {
    const entries = await deps.store.audit.latest(teamId, 1000, { kind: "admin", operation });
    for (const entry of entries) {
      const registered = entry.summary.registered as Partial<RegisteredBy> | undefined;
      const slackUserId = entry.summary.slackUserId;
      if (registered?.job !== job || typeof slackUserId !== "string") continue;
      out.set(slackUserId, {
        job,
        existed: registered.existed === true,
        ...(typeof registered.errno === "number" ? { errno: registered.errno } : {}),
      });
    }
  }
  return out;
}

function missingOf(errno: number): "student" | "teacher" | "picture" {
  if (errno === Errno.registeredNotStudent) return "student";
  if (errno === Errno.registeredNotTeacher) return "teacher";
  return "picture";
}

function earlierOutcome(by: RegisteredBy, uid: string, account: string): RegistrationOutcome {
  if (by.errno !== undefined) {
    return {
      kind: "partial",
      uid,
      account,
      errno: by.errno,
      missing: missingOf(by.errno),
      existed: by.existed,
    };
  }
  return { kind: by.existed ? "existing" : "made", uid, account };
}

type Answer =
  | { readonly kind: "uid"; readonly uid: string; readonly existed: boolean; readonly errno?: number }
  | { readonly kind: "again" }
  | { readonly kind: "done"; readonly outcome: RegistrationOutcome };

function uidIn(data: unknown): string | null {
  const uid = (data as { uid?: unknown } | undefined)?.uid;
  if (typeof uid === "string" && uid !== "") return uid;
  if (typeof uid === "number" && Number.isSafeInteger(uid) && uid > 0) return String(uid);
  return null;
}

/** The service's answer to one register call, as what to do next. */
function answerOf(err: unknown, lastAttempt: boolean): Answer {
  if (err instanceof PartnerError) {
    if (err.errno === REGISTER_ERRNO.duplicate) {
      return lastAttempt ? { kind: "done", outcome: { kind: "unconfirmed" } } : { kind: "again" };
    }
    if (err.errno === REGISTER_ERRNO.teacherLimit)
      return { kind: "done", outcome: { kind: "teacher-limit" } };
    const uid = uidIn(err.data);
    if (REGISTER_ERRNO.partial.includes(err.errno) && uid !== null) {
      return { kind: "uid", uid, existed: false, errno: err.errno };
    }
  }
  if (outcomeUnknown(err)) {
    return lastAttempt ? { kind: "done", outcome: { kind: "unconfirmed" } } : { kind: "again" };
  }
  const failure = partnerFailureOf(err);
  if (failure === null) throw err;
  return { kind: "done", outcome: { kind: "refused", failure } };
}

/**
 * Registers each person who has no UID yet (with consent) and stores what the service answers; the
 * rest are reported as they are. Checks that the actor is an admin, every time it runs.
 */
export async function registerPeople(
  deps: ClassesDeps,
  actor: Actor,
  people: readonly RegistrationPerson[],
  options: RegistrationOptions,
): Promise<RegistrationRun> {
  if (actor.role !== "admin") return { ok: false, refusal: "role" };
  const { store, partners } = deps;
  const earlier = options.resumed ? await storedEarlier(deps, actor.teamId, options.job) : new Map();
  const client = options.consent ? await partners.forWorkspace(actor.teamId) : undefined;
  const again: string[] = [];
  const results = await mapBounded(
    people,
    REGISTRATIONS_AT_ONCE,
    async (person): Promise<PersonResult | null> => {
      const said = (outcome: RegistrationOutcome): PersonResult => ({
        slackUserId: person.slackUserId,
        name: person.name,
        outcome,
      });
      const existing = await store.people.getBySlackUser(actor.teamId, person.slackUserId);
      if (existing?.uid) {
        const account = existing.account ?? "";
        const by = earlier.get(person.slackUserId);
        if (by) return said(earlierOutcome(by, existing.uid, account));
        return said({
          kind: "had-uid",
          uid: existing.uid,
          role: existing.role,
          asked: person.role,
        });
      }
      if (!options.consent) return said({ kind: "needs-uid" });
      const check = registerAccountOf(person);
      if (!check.ok) return said({ kind: "no-account", problem: check.problem });
      if (!client) return said({ kind: "not-connected" });
      // An entry without a UID (an admin who does not teach) keeps its role: no role changes silently.
      const role: Role = existing?.role ?? person.role;
      const { account } = check;
      const name = existing?.displayName ?? cleanName(person.name, account.value);
      let answer: Answer;
      try {
        const registered = await partners.asActor(actor.userId, () =>
          client.register({
            ...(account.kind === "telephone" ? { telephone: account.value } : { email: account.value }),
            password: initialPassword(),
            nickname: normalize.nickname(name),
            addToSchoolMember: role === "student" ? 1 : 2,
          }),
        );
        answer = { kind: "uid", uid: registered.uid, existed: registered.existed };
      } catch (err) {
        answer = answerOf(err, options.lastAttempt);
      }
      if (answer.kind === "again") {
        again.push(person.slackUserId);
        return null;
      }
      if (answer.kind === "done") return said(answer.outcome);
      const saved = await savePerson(deps, actor, {
        slackUserId: person.slackUserId,
        name,
        uid: answer.uid,
        account: account.value,
        role,
        editingSlackUserId: existing ? person.slackUserId : null,
        registered: {
          job: options.job,
          existed: answer.existed,
          ...(answer.errno === undefined ? {} : { errno: answer.errno }),
        },
      });
      if (!saved.ok) {
        if (saved.problem.kind === "uid-taken") {
          return said({ kind: "uid-taken", uid: answer.uid, owner: saved.problem.owner });
        }
        if (saved.problem.kind === "uid-taken-other") {
          return said({ kind: "uid-taken", uid: answer.uid, owner: null });
        }
        return said({ kind: "not-saved", uid: answer.uid });
      }
      if (answer.errno !== undefined) {
        return said({
          kind: "partial",
          uid: answer.uid,
          account: account.value,
          errno: answer.errno,
          missing: missingOf(answer.errno),
          existed: answer.existed,
        });
      }
      return said({ kind: answer.existed ? "existing" : "made", uid: answer.uid, account: account.value });
    },
  );
  return { ok: true, results: results.filter((r): r is PersonResult => r !== null), again };
}
