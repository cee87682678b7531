/**
 * register: a person's ClassIn account by phone or e-mail, answered as its UID. An account that exists
 * answers 135 (phone) or 461 (e-mail) with its UID in `data` (nickname and password are then left as
 * they are); addToSchoolMember is applied either way. The same request (every field but the
 * signature) again within 5 seconds of the sandbox's clock answers 101003002. A profile picture
 * (`Filedata`) is not stored.
 */
import { PHONE_ACCOUNT } from "../../partner/fields.js";
import { charLength, cut, field, intOf } from "../params.js";
import { errorInfo, Refusal } from "../refusal.js";
import type { Operation, OperationContext } from "./context.js";

/** Seconds within which the same register request is refused as a duplicate (101003002). */
export const DUPLICATE_WINDOW_SECONDS = 5;
export const NICKNAME_MAX = 24;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SIGNATURE_FIELDS = new Set(["SID", "safeKey", "timeStamp"]);

/** The request without its signature: what "the same request" means for the duplicate rule. */
function fingerprint(ctx: OperationContext): string {
  const fields = [...ctx.fields]
    .filter(([k]) => !SIGNATURE_FIELDS.has(k))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([ctx.school.sid, "register", fields]);
}

function accountKey(ctx: OperationContext): { key: string; account: string; existsCode: number } {
  const telephone = field(ctx.fields, "telephone");
  const email = field(ctx.fields, "email");
  if ((telephone === undefined) === (email === undefined)) {
    throw new Refusal(100, "send telephone or email (one of the two)");
  }
  if (telephone !== undefined) {
    if (!PHONE_ACCOUNT.test(telephone)) throw new Refusal(134, `telephone ${telephone} is not valid`);
    return { key: `tel:${telephone}`, account: telephone, existsCode: 135 };
  }
  const mail = (email as string).trim();
  if (!EMAIL.test(mail)) throw new Refusal(100, "email is not an e-mail address");
  return { key: `mail:${mail.toLowerCase()}`, account: mail, existsCode: 461 };
}

function password(ctx: OperationContext): string {
  const md5 = field(ctx.fields, "md5pass");
  if (md5 !== undefined) {
    if (!/^[0-9a-f]{32}$/i.test(md5)) throw new Refusal(100, "md5pass must be a 32-character md5");
    return md5.toLowerCase();
  }
  const plain = field(ctx.fields, "password");
  if (plain === undefined) throw new Refusal(100, "send password or md5pass");
  const n = charLength(plain);
  if (n < 6 || n > 20) throw new Refusal(137, "password must be 6-20 characters");
  return plain;
}

function memberRole(ctx: OperationContext): 0 | 1 | 2 {
  const text = field(ctx.fields, "addToSchoolMember");
  if (text === undefined) return 0;
  const n = intOf(text);
  if (n !== 0 && n !== 1 && n !== 2) throw new Refusal(100, "addToSchoolMember must be 0, 1 or 2");
  return n;
}

export const register: Operation = {
  action: "register",
  file: "course.api.php",
  handle(ctx) {
    const { key, account, existsCode } = accountKey(ctx);
    const secret = password(ctx);
    const nickname = cut(field(ctx.fields, "nickname") ?? "", NICKNAME_MAX);
    const role = memberRole(ctx);
    if (ctx.state.repeatedWithin(fingerprint(ctx), ctx.now, DUPLICATE_WINDOW_SECONDS)) {
      throw new Refusal(101003002, "the same request came within 5 seconds");
    }

    const existing = ctx.state.account(key);
    const person = existing ?? ctx.state.createAccount(key, nickname, secret);
    const { school } = ctx;
    if (role === 1 && !school.students.has(person.uid)) {
      const student = { uid: person.uid, name: person.nickname, account, password: person.password };
      school.students.set(person.uid, student);
      school.studentsByAccount.set(account, student);
    } else if (role === 2 && !school.teachers.has(person.uid)) {
      school.teachers.set(person.uid, { uid: person.uid, name: person.nickname, state: "active" });
    }
    return { data: Number(person.uid), error_info: errorInfo(existing ? existsCode : 1) };
  },
};
