/**
 * Installs the app into a stand-in workspace through the real OAuth endpoints, as a person would:
 * the install page, "Add to Slack", Slack's approval (the stand-in's grant), back to the redirect.
 */
import type { BootedStack } from "../../src/demo/boot.js";
import { createSignedClient, type SignedClient } from "../../src/slack-standin/index.js";

export interface Team {
  readonly id: string;
  readonly name: string;
  readonly domain: string;
}

export async function installApp(
  h: Pick<BootedStack, "appUrl" | "standin">,
  team: Team,
  userId: string,
): Promise<{ status: number; html: string }> {
  const page = await fetch(`${h.appUrl}/slack/install`);
  const html = await page.text();
  const cookie = (page.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const addToSlack = /href="([^"]+)"/.exec(html.replace(/&#38;/g, "&"))?.[1] ?? "";
  const state = new URL(addToSlack).searchParams.get("state") ?? "";
  const code = h.standin.grantInstall({ teamId: team.id, teamName: team.name, userId });
  const back = await fetch(`${h.appUrl}/slack/oauth_redirect?code=${code}&state=${state}`, {
    headers: { cookie },
  });
  return { status: back.status, html: await back.text() };
}

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
