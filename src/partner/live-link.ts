/**
 * Student live links: the `live_partner.php` chat bypass, so a student can chat in the live page
 * without a second login. checkCode = md5(SECRET + lessonKey + account + nickname) over UTF-8.
 */
import { PartnerLiveLinkError } from "./errors.js";
import { checkCode } from "./signing.js";

/** The lessonKey of a live player address such as `{base}/live.php?lessonKey=K`. */
export function parseLessonKey(liveUrl: string): string {
  let key: string | null = null;
  try {
    key = new URL(liveUrl).searchParams.get("lessonKey");
  } catch {
    // Not an absolute URL (e.g. a bare path): read the query text directly.
    const match = /[?&]lessonKey=([^&#]*)/.exec(String(liveUrl));
    key = match?.[1] !== undefined ? safeDecode(match[1]) : null;
  }
  if (!key)
    throw new PartnerLiveLinkError(
      `live_url has no lessonKey: ${JSON.stringify(String(liveUrl).slice(0, 200))}`,
    );
  return key;
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return null;
  }
}

/** The vendor documents account under 32 and nickname under 24 characters (docs/partner-rules.md). */
export const LIVE_LINK_ACCOUNT_MAX = 31;
export const LIVE_LINK_NICKNAME_MAX = 23;

/** The first `max` characters (code points), so a cut never splits a character's UTF-8 bytes. */
export function cutCharacters(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join("");
}

export interface StudentLiveLinkInput {
  /** Where `live_partner.php` lives: the partner base URL unless configured otherwise; a path is kept. */
  readonly liveBase: string;
  readonly secret: string;
  readonly lessonKey: string;
  /** Student account (the value the service knows the student by). */
  readonly account: string;
  readonly nickname: string;
}

/**
 * `{liveBase}/live_partner.php?lessonKey=&account=&nickname=&checkCode=` with URL-encoded values;
 * account and nickname cut to the vendor's lengths first.
 */
export function studentLiveLink(input: StudentLiveLinkInput): string {
  for (const field of ["lessonKey", "account", "nickname"] as const) {
    if (typeof input[field] !== "string" || input[field] === "") {
      throw new PartnerLiveLinkError(`${field} is required for a student live link`);
    }
    // A lone surrogate has no UTF-8 form: it can be neither URL-encoded nor signed as the service would.
    if (/\p{Cs}/u.test(input[field])) {
      throw new PartnerLiveLinkError(`${field} contains a broken character (a lone UTF-16 surrogate)`);
    }
  }
  if (typeof input.secret !== "string" || input.secret === "") {
    throw new PartnerLiveLinkError("secret is required for a student live link");
  }
  let base: URL;
  try {
    base = new URL(input.liveBase);
  } catch {
    throw new PartnerLiveLinkError(
      `liveBase is not a URL: ${JSON.stringify(String(input.liveBase).slice(0, 200))}`,
    );
  }
  if (base.protocol !== "http:" && base.protocol !== "https:") {
    throw new PartnerLiveLinkError("liveBase must be an http: or https: URL");
  }
  // A base given as the page itself (…/live_partner.php) or as a directory with or without "/" both work.
  const dir = base.pathname.replace(/\/live_partner\.php$/, "").replace(/\/+$/, "");
  const { lessonKey } = input;
  // The service compares checkCode with what it receives, so the cut values are both sent and hashed.
  const account = cutCharacters(input.account, LIVE_LINK_ACCOUNT_MAX);
  const nickname = cutCharacters(input.nickname, LIVE_LINK_NICKNAME_MAX);
  const code = checkCode(input.secret, lessonKey, account, nickname);
  const query = [
    `lessonKey=${encodeURIComponent(lessonKey)}`,
    `account=${encodeURIComponent(account)}`,
    `nickname=${encodeURIComponent(nickname)}`,
    `checkCode=${code}`,
  ].join("&");
  return `${base.origin}${dir}/live_partner.php?${query}`;
}
