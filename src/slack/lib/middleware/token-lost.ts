/**
 * A workspace whose bot token was lost (an oauth.v2.exchange whose answer died with the process:
 * lib/oauth/token-exchange.ts marks the installation `tokenLostAt`) can be told only through a
 * request's own answer, which needs no token: a slash command's ack body, a form's ack, a button's
 * response_url. Anyone there who uses the app is told, in their language, that an admin must install
 * it again (with the Add to Slack link when PUBLIC_URL is known); the request goes no further, as
 * every Web API call would be refused. Events pass on (an uninstall must still be heard).
 */
import type { AnyMiddlewareArgs, Middleware } from "@slack/bolt";
import type { T } from "../../../i18n/index.js";
import type { MessageContent } from "../blocks/message.js";
import { noticeModalView } from "../blocks/notice.js";
import type { SlackDeps } from "../context.js";
import { tForOrEnglish } from "../locale/locale.js";
import { APP_NAME, INSTALL_PATH } from "../oauth/oauth.js";
import {
  ackAndRespondOf,
  enterpriseIdOf,
  requestKind,
  responseUrlOf,
  teamIdOf,
  userIdOf,
} from "./request.js";

/** The requests a person makes: each is answered; anything else (events) goes on. */
const ANSWERED = new Set([
  "command",
  "block_actions",
  "shortcut",
  "message_action",
  "view_submission",
  "view_closed",
  "block_suggestion",
]);

/** A Slack link's address: Slack's three escapes, and the bar that would end it. */
const linkUrl = (url: string) =>
  url.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\|/g, "%7C");

export function tokenLostMessage(t: T, publicUrl: string | undefined): MessageContent {
  const text =
    publicUrl === undefined
      ? t("refusals.tokenLostNoLink")
      : t("refusals.tokenLost", {
          link: `<${linkUrl(`${publicUrl}${INSTALL_PATH}`)}|${t("install.addButton")}>`,
        });
  return { text, blocks: [{ type: "section", text: { type: "mrkdwn", text } }] };
}

async function tokenLost(deps: SlackDeps, body: unknown): Promise<boolean> {
  const teamId = teamIdOf(body);
  const own = teamId ? await deps.store.installations.findForTeam(teamId) : undefined;
  if (own) return own.tokenLostAt !== undefined;
  // A workspace of an org-wide install: the organisation's token.
  const enterpriseId = enterpriseIdOf(body);
  if (!enterpriseId) return false;
  const org = await deps.store.installations.find({ enterpriseId, isEnterpriseInstall: true });
  return org?.tokenLostAt !== undefined;
}

/** OAuth mode's middleware, before ack-first: it owns the ack of a request it answers. */
export function tokenLostAnswer(deps: SlackDeps): Middleware<AnyMiddlewareArgs> {
  return async (args) => {
    const { body } = args;
    const kind = requestKind(body);
    if (!ANSWERED.has(kind) || !(await tokenLost(deps, body))) {
      await args.next();
      return;
    }
    const { ack, respond } = ackAndRespondOf(args);
    const teamId = teamIdOf(body);
    deps.logger.warn(
      { teamId, kind },
      "request from a workspace whose token was lost: told to install again",
    );
    if (kind === "block_suggestion") {
      await ack?.({ options: [] });
      return;
    }
    // The stored language choice, or English: the Slack profile cannot be read without a token.
    const t = await tForOrEnglish({ store: deps.store }, teamId, userIdOf(body));
    const message = tokenLostMessage(t, deps.publicUrl?.());
    if (kind === "command") {
      await ack?.({ response_type: "ephemeral", text: message.text, blocks: message.blocks });
      return;
    }
    if (kind === "view_submission") {
      await ack?.({ response_action: "update", view: noticeModalView({ title: APP_NAME, message }) });
      return;
    }
    await ack?.();
    // A button in a message: its response_url; a Home button or a shortcut offers no way without a token.
    if (respond && responseUrlOf(body)) {
      await respond({
        response_type: "ephemeral",
        replace_original: false,
        text: message.text,
        blocks: message.blocks,
      });
    }
  };
}
