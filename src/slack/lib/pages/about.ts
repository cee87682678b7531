/**
 * Where people find the privacy policy and support (issue 31 §5, a Marketplace requirement): the install
 * and OAuth result pages and the App Home's about line link them. PRIVACY_POLICY_URL, else the app's own
 * page at /privacy (docs/privacy.md in the reader's language); SUPPORT_URL, else a sentence saying whom
 * to ask.
 */
import type { T } from "../../../i18n/index.js";
import { htmlText } from "./html.js";

/** The app's own privacy page, served on the HTTP port (privacy.ts). */
export const PRIVACY_PATH = "/privacy";

export interface AboutLinks {
  /** PRIVACY_POLICY_URL; unset: the app's own page at PRIVACY_PATH. */
  readonly privacyPolicyUrl?: string;
  /** SUPPORT_URL (https or mailto:); unset: people are told to ask their school's Slack admin. */
  readonly supportUrl?: string;
}

/**
 * The privacy policy's address as a link on a page the app serves itself: PRIVACY_POLICY_URL, else
 * the own page's path on the same host.
 */
export const privacyHref = (about: AboutLinks): string => about.privacyPolicyUrl ?? PRIVACY_PATH;

/**
 * The privacy policy's address outside the app's pages (the App Home): PRIVACY_POLICY_URL, else the
 * own page under PUBLIC_URL; undefined when neither exists (Socket Mode serves no page).
 */
export function privacyAddress(about: AboutLinks, publicUrl: string | undefined): string | undefined {
  return about.privacyPolicyUrl ?? (publicUrl === undefined ? undefined : `${publicUrl}${PRIVACY_PATH}`);
}

/** The footer of the app's web pages: the privacy policy, and support (a link or whom to ask). */
export function aboutFooter(about: AboutLinks, t: T): string {
  const privacy = `<a href="${htmlText(privacyHref(about))}">${htmlText(t("about.privacyPolicy"))}</a>`;
  return `<footer>${privacy} · ${supportHtml(about, t)}</footer>`;
}

/** Support as HTML: SUPPORT_URL's link, or whom to ask. */
export function supportHtml(about: AboutLinks, t: T): string {
  return about.supportUrl === undefined
    ? htmlText(t("about.supportFallback"))
    : `<a href="${htmlText(about.supportUrl)}">${htmlText(t("about.support"))}</a>`;
}
