/**
 * The two public live pages: the player page a `live_url` points at, and the chat login bypass
 * (`live_partner.php`) that admits a student when checkCode = md5(SECRET + lessonKey + account + nickname).
 */
import { timingSafeEqual } from "node:crypto";
import { checkCode } from "../partner/signing.js";
import type { SandboxState } from "./state.js";

export interface Page {
  status: number;
  html: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>\n<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>\n<body>${body}</body></html>\n`;
}

function when(unix: number): string {
  return new Date(unix * 1000).toISOString().replace(".000Z", "Z");
}

export function livePage(state: SandboxState, query: URLSearchParams): Page {
  const cls = state.classByLessonKey(query.get("lessonKey") ?? "");
  if (!cls || cls.deleted) return { status: 404, html: page("Not found", "<h1>No such lesson</h1>") };
  const name = escapeHtml(cls.className);
  return {
    status: 200,
    html: page(
      cls.className,
      `<h1>${name}</h1><p>Live player (sandbox) from ${when(cls.beginTime)} to ${when(cls.endTime)}.</p>` +
        "<p>Log in with a phone number to chat.</p>",
    ),
  };
}

export function livePartnerPage(state: SandboxState, query: URLSearchParams): Page {
  const lessonKey = query.get("lessonKey") ?? "";
  const account = query.get("account") ?? "";
  const nickname = query.get("nickname") ?? "";
  const given = Buffer.from(query.get("checkCode") ?? "");
  const cls = state.classByLessonKey(lessonKey);
  const school = cls && !cls.deleted ? state.school(cls.sid) : undefined;
  const expected = school ? Buffer.from(checkCode(school.secret, lessonKey, account, nickname)) : undefined;
  if (!cls || !expected || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return {
      status: 403,
      html: page("Forbidden", "<h1>Invalid link</h1><p>The checkCode does not match.</p>"),
    };
  }
  return {
    status: 200,
    html: page(
      cls.className,
      `<h1>${escapeHtml(cls.className)}</h1><p>Live player (sandbox), chatting as ${escapeHtml(nickname)}.</p>`,
    ),
  };
}
