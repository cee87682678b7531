/**
 * The privacy policy and support links of the web pages and the App Home's about line. Plain text: the
 * page HTML-escapes it, the Home puts it in a Slack link.
 */
export const about = {
  privacyPolicy: "Privacy policy",
  support: "Support",
  supportFallback: "For help, ask your school's Slack admin.",
  /** Home, when the privacy policy has no address (Socket Mode, no PRIVACY_POLICY_URL). */
  privacyFallback: "How the app keeps your data: ask your school's Slack admin.",
  privacyUnavailable: "The privacy policy cannot be shown right now; try again in a minute.",
  privacyTitle: "Privacy policy of {{app}}",
} as const;
