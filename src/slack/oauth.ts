/**
 * OAuth mode (issue 19): any workspace installs the app at /slack/install, Slack sends the person back
 * to /slack/oauth_redirect, Bolt verifies the state (signed with SLACK_STATE_SECRET, tied to a cookie)
 * and exchanges the code through oauth.v2.access; the installation goes to our store
 * (installation-store.ts). These are the pages a person sees on the way.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { HTTPReceiverOptions } from "@slack/bolt";

type HTTPReceiverInstallerOptions = NonNullable<HTTPReceiverOptions["installerOptions"]>;
type CallbackOptions = NonNullable<HTTPReceiverInstallerOptions["callbackOptions"]>;

export const INSTALL_PATH = "/slack/install";
export const REDIRECT_PATH = "/slack/oauth_redirect";
export const APP_NAME = "Classroom";

/** The bot scopes, each justified in manifest.yml (test/e2e/oauth.test.ts holds the two equal). */
export const BOT_SCOPES = [
  "commands",
  "chat:write",
  "im:write",
  "users:read",
  "users:read.email",
  "files:read",
  "channels:read",
  "groups:read",
  "im:history",
  "files:write",
] as const;

const htmlText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${htmlText(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1d1c1d}
a.add{display:inline-block;background:#4a154b;color:#fff;padding:.7rem 1.2rem;border-radius:6px;text-decoration:none;font-weight:600}</style>
</head><body>${body}</body></html>`;
}

/** GET /slack/install: the app's name, what it does, and the "Add to Slack" button. */
export function installPage(url: string): string {
  return page(
    `Add ${APP_NAME} to Slack`,
    `<h1>${APP_NAME}</h1>
<p>${APP_NAME} runs your school's live online classes from Slack: teachers schedule classes with
<code>/class schedule</code>, students and teachers get their personal class links as direct messages
with a reminder before class, and everyone sees their coming classes on the app's Home tab.</p>
<p>The person who installs ${APP_NAME} becomes the first admin of the school in this workspace.</p>
<p><a class="add" href="${htmlText(url)}">Add to Slack</a></p>`,
  );
}

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
  res.end(html);
}

/**
 * What an installation does before its success page: the installer made the school's first admin
 * (`schoolInstalled`); true when they were (false: the school already has an admin).
 */
export type OnInstalled = (installation: { teamId: string; userId: string }) => Promise<boolean>;

export const installCallbacks = (onInstalled: OnInstalled): CallbackOptions => ({
  success(installation, _options, _req: IncomingMessage, res: ServerResponse) {
    const team = installation.team?.name ?? installation.enterprise?.name ?? "your workspace";
    const appLink = `slack://app?team=${encodeURIComponent(installation.team?.id ?? "")}&id=${encodeURIComponent(installation.appId ?? "")}`;
    const teamId = installation.team?.id;
    const done = teamId ? onInstalled({ teamId, userId: installation.user.id }) : Promise.resolve(false);
    void done
      .catch(() => false)
      .then((firstAdmin) => {
        const who = firstAdmin
          ? "You are the first admin of your school."
          : "Your school's admins can give you a role with <code>/class admin</code>.";
        send(
          res,
          200,
          page(
            `${APP_NAME} is installed`,
            `<h1>${APP_NAME} is installed in ${htmlText(team)}</h1>
<p>${who} Next: open ${APP_NAME} in Slack, connect your school with <code>/class admin</code>, then
import your teachers and students.</p>
<p><code>/class help</code> lists everything the app does.</p>
<p><a class="add" href="${htmlText(appLink)}">Open ${APP_NAME} in Slack</a></p>`,
          ),
        );
      });
  },
  failure(error, _options, _req: IncomingMessage, res: ServerResponse) {
    // The code names what went wrong (e.g. the state expired, or access was denied) without secrets.
    send(
      res,
      400,
      page(
        `${APP_NAME} was not installed`,
        `<h1>${APP_NAME} was not installed</h1>
<p>Slack did not complete the installation (${htmlText(error.code ?? "unknown error")}).</p>
<p>Start again from <a href="${INSTALL_PATH}">the install page</a> in the same browser, within ten minutes.
If Slack says an admin must approve the app, ask a workspace admin to install it or approve the request.</p>`,
      ),
    );
  },
});

export const installerOptions = (
  clientOptions: HTTPReceiverInstallerOptions["clientOptions"],
  onInstalled: OnInstalled,
) =>
  ({
    installPath: INSTALL_PATH,
    redirectUriPath: REDIRECT_PATH,
    renderHtmlForInstallPath: installPage,
    callbackOptions: installCallbacks(onInstalled),
    ...(clientOptions ? { clientOptions } : {}),
  }) satisfies HTTPReceiverInstallerOptions;
