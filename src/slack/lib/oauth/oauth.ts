/**
 * OAuth mode (issue 19): any workspace installs the app at /slack/install, Slack sends the person back
 * to /slack/oauth_redirect, Bolt verifies the state (signed with SLACK_STATE_SECRET, tied to a cookie)
 * and exchanges the code through oauth.v2.access; the installation goes to our store
 * (installation-store.ts). These are the pages a person sees on the way.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { HTTPReceiverOptions } from "@slack/bolt";
import { type Locale, localeFromAcceptLanguage, type T, translator } from "../../../i18n/index.js";
import { type AboutLinks, aboutFooter } from "../pages/about.js";
import { htmlText, page, sendHtml } from "../pages/html.js";
import { declinedOf, declinedSentences } from "../scopes/declined.js";

type HTTPReceiverInstallerOptions = NonNullable<HTTPReceiverOptions["installerOptions"]>;
type CallbackOptions = NonNullable<HTTPReceiverInstallerOptions["callbackOptions"]>;

export const INSTALL_PATH = "/slack/install";
export const REDIRECT_PATH = "/slack/oauth_redirect";
export const APP_NAME = "Classroom";

/**
 * The language of the install page's request. Bolt renders that page from the authorize URL alone, so
 * `withPageLanguage` runs each web request inside the locale its `Accept-Language` asks for.
 */
const pageLocale = new AsyncLocalStorage<Locale>();

/** `listener`, each request of which renders its pages in the browser's language (English default). */
export function withPageLanguage(listener: RequestListener): RequestListener {
  return (req, res) =>
    pageLocale.run(localeFromAcceptLanguage(req.headers["accept-language"]), () => listener(req, res));
}

const localeOfRequest = (req: IncomingMessage | undefined): Locale =>
  req ? localeFromAcceptLanguage(req.headers["accept-language"]) : (pageLocale.getStore() ?? "en");

/**
 * GET /slack/install: the app's name, what it does, the "Add to Slack" button, and where the privacy
 * policy and support are (after the button: the button is the page's first link).
 */
export function installPage(about: AboutLinks) {
  return (url: string, locale: Locale = localeOfRequest(undefined)): string => {
    const t = translator(locale);
    const app = APP_NAME;
    return page(
      locale,
      t("install.addTitle", { app }),
      `<h1>${app}</h1>
<p>${t("install.what", { app })}</p>
<p>${t("install.firstAdminNote", { app })}</p>
<p><a class="add" href="${htmlText(url)}">${t("install.addButton")}</a></p>
${aboutFooter(about, t)}`,
    );
  };
}

/**
 * What an installation does before its success page: the installer made the school's first admin
 * (`schoolInstalled`); true when they were (false: the school already has an admin).
 */
export type OnInstalled = (installation: { teamId: string; userId: string }) => Promise<boolean>;

export const installCallbacks = (onInstalled: OnInstalled, about: AboutLinks): CallbackOptions => ({
  success(installation, _options, req: IncomingMessage, res: ServerResponse) {
    const locale = localeOfRequest(req);
    const t = translator(locale);
    const app = APP_NAME;
    const team = installation.team?.name ?? installation.enterprise?.name ?? t("install.yourWorkspace");
    const appLink = `slack://app?team=${encodeURIComponent(installation.team?.id ?? "")}&id=${encodeURIComponent(installation.appId ?? "")}`;
    const teamId = installation.team?.id;
    const done = teamId ? onInstalled({ teamId, userId: installation.user.id }) : Promise.resolve(false);
    void done
      .catch(() => false)
      .then((firstAdmin) => {
        // An org-wide install names no school: its installer becomes each school's first admin when
        // that workspace first uses the app (lib/middleware/caller.ts).
        const who =
          !teamId && installation.isEnterpriseInstall
            ? t("install.orgFirstAdmin", { app })
            : t(firstAdmin ? "install.firstAdmin" : "install.notFirstAdmin");
        sendHtml(
          res,
          200,
          locale,
          page(
            locale,
            t("install.installedTitle", { app }),
            `<h1>${t("install.installedHeading", { app, team: htmlText(team) })}</h1>
<p>${who} ${t("install.next", { app })}</p>
<p>${t("install.help")}</p>
<p><a class="add" href="${htmlText(appLink)}">${t("install.open", { app })}</a></p>
${declinedHtml(installation.bot?.scopes, t)}${aboutFooter(about, t)}`,
          ),
        );
      });
  },
  failure(error, _options, req: IncomingMessage, res: ServerResponse) {
    const locale = localeOfRequest(req);
    const t = translator(locale);
    const app = APP_NAME;
    // The code names what went wrong (e.g. the state expired, or access was denied) without secrets.
    sendHtml(
      res,
      400,
      locale,
      page(
        locale,
        t("install.failedTitle", { app }),
        `<h1>${t("install.failedTitle", { app })}</h1>
<p>${t("install.failedWhy", { code: htmlText(error.code ?? t("install.unknownError")) })}</p>
<p>${t("install.failedAgain", { installPath: INSTALL_PATH })}</p>
${aboutFooter(about, t)}`,
      ),
    );
  },
});

/**
 * The optional permissions the installer declined: what will not work, one sentence each (the
 * features' own), and how an admin allows them later; nothing when all were granted.
 */
function declinedHtml(granted: readonly string[] | undefined, t: T): string {
  const sentences = declinedSentences(declinedOf(granted), t);
  if (sentences.length === 0) return "";
  const app = APP_NAME;
  const items = sentences.map((sentence) => `<li>${htmlText(sentence)}</li>`).join("");
  return `<section id="declined-scopes"><p>${t("install.declinedHeading", { app })}</p>
<ul>${items}</ul>
<p>${t("install.declinedHow", { app, installPath: INSTALL_PATH })}</p></section>
`;
}

export const installerOptions = (
  clientOptions: HTTPReceiverInstallerOptions["clientOptions"],
  onInstalled: OnInstalled,
  about: AboutLinks,
) =>
  ({
    installPath: INSTALL_PATH,
    redirectUriPath: REDIRECT_PATH,
    renderHtmlForInstallPath: installPage(about),
    callbackOptions: installCallbacks(onInstalled, about),
    ...(clientOptions ? { clientOptions } : {}),
  }) satisfies HTTPReceiverInstallerOptions;
