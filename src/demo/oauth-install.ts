/**
 * Installs the app into a stand-in workspace through the real OAuth endpoints, as a person would: the
 * install page (its state cookie), "Add to Slack", Slack's approval (the stand-in's grant), and back to
 * the redirect, which exchanges the code through oauth.v2.access. For the tests, the demo and benches.
 */
import type { SlackStandin } from "../slack-standin/index.js";

export interface StandinTeam {
  readonly id: string;
  readonly name: string;
  readonly domain: string;
}

/** Resolves with the redirect's answer: its status and the page the person sees. */
export async function installThroughOAuth(
  stack: { readonly appUrl: string; readonly standin: SlackStandin },
  team: StandinTeam,
  userId: string,
): Promise<{ status: number; html: string }> {
  const page = await fetch(`${stack.appUrl}/slack/install`);
  const html = await page.text();
  const cookie = (page.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const addToSlack = /href="([^"]+)"/.exec(html.replace(/&#38;/g, "&"))?.[1] ?? "";
  const state = new URL(addToSlack).searchParams.get("state") ?? "";
  const code = stack.standin.grantInstall({ teamId: team.id, teamName: team.name, userId });
  const back = await fetch(`${stack.appUrl}/slack/oauth_redirect?code=${code}&state=${state}`, {
    headers: { cookie },
  });
  return { status: back.status, html: await back.text() };
}
