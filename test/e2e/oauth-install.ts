/** Workspaces side by side on one stand-in: each installs the app, each signs its own requests. */
import type { BootedStack } from "../../src/demo/boot.js";
import { installThroughOAuth, type StandinTeam } from "../../src/demo/oauth-install.js";
import { createSignedClient, type SignedClient } from "../../src/slack-standin/index.js";

export type Team = StandinTeam;
export const installApp = installThroughOAuth;

/** Signed requests from `team` (Slack signs every workspace's requests with the app's one secret). */
export function teamClient(
  h: Pick<BootedStack, "appUrl" | "standin" | "signingSecret">,
  team: Team,
  appUrl = h.appUrl,
): SignedClient {
  return createSignedClient({
    appUrl,
    signingSecret: h.signingSecret,
    standin: h.standin,
    team: { id: team.id, domain: team.domain },
  });
}
