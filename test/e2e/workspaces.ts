/**
 * Several workspaces on one app in OAuth mode (issue 19): each installed through /slack/install and
 * /slack/oauth_redirect (the stand-in answers oauth.v2.access), each with its own signed client, its
 * own school (connected on first contact) and the same cast of people.
 */
import type { SignedClient } from "../../src/slack-standin/index.js";
import { createSignedClient } from "../../src/slack-standin/index.js";
import { ADMIN, CAST } from "../support/cast.js";
import { type ClassWorld, seedSchool } from "../support/school.js";
import { type Harness, WAIT_MS } from "./harness.js";

export interface TestTeam {
  readonly id: string;
  readonly domain: string;
  readonly name: string;
}

export const HILL: TestTeam = { id: "T0HILL", domain: "hill", name: "Hill School" };
export const DALE: TestTeam = { id: "T0DALE", domain: "dale", name: "Dale School" };

/**
 * A person opens the install page, clicks "Add to Slack", approves on Slack and lands back on the app;
 * answers the success page they see.
 */
export async function installTeam(
  h: Harness,
  team: TestTeam,
  userId: string,
  options: { expiresInSeconds?: number; declinedScopes?: readonly string[] } = {},
  headers: Record<string, string> = {},
): Promise<string> {
  const page = await fetch(`${h.appUrl}/slack/install`);
  const html = await page.text();
  const cookie = (page.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const addToSlack = /href="([^"]+)"/.exec(html.replace(/&#38;/g, "&"))?.[1] ?? "";
  const state = new URL(addToSlack).searchParams.get("state") ?? "";
  const code = h.standin.grantInstall({ teamId: team.id, teamName: team.name, userId, ...options });
  const back = await fetch(`${h.appUrl}/slack/oauth_redirect?code=${code}&state=${state}`, {
    headers: { cookie, ...headers },
  });
  const landed = await back.text();
  if (back.status !== 200) throw new Error(`install of ${team.id} failed: HTTP ${back.status}`);
  return landed;
}

export function teamClient(h: Harness, team: TestTeam): SignedClient {
  return createSignedClient({
    appUrl: h.appUrl,
    signingSecret: h.signingSecret,
    standin: h.standin,
    team: { id: team.id, domain: team.domain },
  });
}

export interface InstalledSchool {
  readonly team: TestTeam;
  readonly slack: SignedClient;
  readonly world: ClassWorld;
}

/** A partner school to connect a workspace to, as its admin does with /class admin. */
export interface PartnerSchool {
  readonly baseUrl: string;
  readonly sid: string;
  readonly secret: string;
}

/**
 * The team installed by ADMIN (its first admin), its school connected (to `connect`, as its admin would,
 * or else on first contact by the app's seed connection), the cast in its directory and the courses
 * registered.
 */
export async function installedSchool(
  h: Harness,
  team: TestTeam,
  options: { expiresInSeconds?: number; declinedScopes?: readonly string[]; connect?: PartnerSchool } = {},
): Promise<InstalledSchool> {
  const { connect: _connect, ...grant } = options;
  await installTeam(h, team, ADMIN, grant);
  if (options.connect) {
    await h.store.workspaces.upsert({ teamId: team.id });
    await h.store.workspaces.setConnection(team.id, {
      partnerBaseUrl: options.connect.baseUrl,
      liveBaseUrl: null,
      sid: options.connect.sid,
      secret: options.connect.secret,
      connectedBy: ADMIN,
    });
  }
  for (const p of CAST) {
    h.standin.setUserInfo(p.slackUserId, {
      name: p.displayName.split(" ")[0]?.toLowerCase(),
      real_name: p.displayName,
    });
  }
  const slack = teamClient(h, team);
  const mark = h.standin.calls.length;
  await slack.as(ADMIN).command("/class help");
  await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
  await seedSchool(h.store, team.id);
  return {
    team,
    slack,
    world: { store: h.store, partners: h.app.partners, teamId: team.id, now: () => h.sandbox.now() },
  };
}
