/**
 * The outermost global middleware. Tracks listener work (shutdown waits for it) and turns any error
 * thrown below into a friendly message for the person plus one log line with the same reference,
 * so nothing fails silently and no rejection escapes to the process. A modal the person closed
 * before the app could update it is dropped quietly (see closed-modal.ts).
 */
import type { AnyMiddlewareArgs, Middleware } from "@slack/bolt";
import { errorMessage, newReferenceId } from "../blocks/error.js";
import { noticeModalView } from "../blocks/notice.js";
import type { SlackDeps } from "../context.js";
import { tForOrEnglish } from "../locale/locale.js";
import { rateLimitedFor } from "../rate-limit.js";
import { isClosedModal } from "./closed-modal.js";
import { replyPrivately } from "./reply.js";
import { ackAndRespondOf, modalOf, requestKind, teamIdOf, userIdOf } from "./request.js";

type Args = Parameters<Middleware<AnyMiddlewareArgs>>[0];

async function tell(
  deps: SlackDeps,
  args: Args,
  referenceId: string,
  retryAfterSeconds: number | undefined,
): Promise<void> {
  // Their language, or English when even that cannot be read (the failure may be the store's own).
  const t = await tForOrEnglish(deps, teamIdOf(args.body), userIdOf(args.body));
  const message = errorMessage({ referenceId, retryAfterSeconds, t });
  const title = t("refusals.error.title");
  const view = noticeModalView({ title, message });
  const { body } = args;
  const kind = requestKind(body);
  const { ack, respond } = ackAndRespondOf(args);
  if (kind === "view_submission" && ack) {
    // Not acked yet: the open modal shows the message. Acked already: it throws, and we go on below.
    try {
      await ack({ response_action: "update", view });
      return;
    } catch {
      // fall through
    }
  }
  const modal = modalOf(body);
  if (modal && kind === "block_actions") {
    await args.client.views.update({ view_id: modal.id, view });
    return;
  }
  await replyPrivately({ body, client: args.client, respond }, message, {
    modalTitle: title,
  });
}

export function errorGuard(deps: SlackDeps): Middleware<AnyMiddlewareArgs> {
  return async (args) => {
    const work = (async () => {
      try {
        await args.next();
      } catch (err) {
        if (isClosedModal(err)) {
          deps.logger.info(
            { kind: requestKind(args.body), team: teamIdOf(args.body), user: userIdOf(args.body) },
            "the modal was closed before it could be updated: dropped",
          );
          return;
        }
        const referenceId = newReferenceId();
        const retryAfterSeconds = rateLimitedFor(err);
        deps.logger[retryAfterSeconds === undefined ? "error" : "warn"](
          {
            err,
            referenceId,
            kind: requestKind(args.body),
            team: teamIdOf(args.body),
            user: userIdOf(args.body),
            ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
          },
          retryAfterSeconds === undefined ? "listener failed" : "listener failed: Slack rate limit",
        );
        try {
          await tell(deps, args, referenceId, retryAfterSeconds);
        } catch (tellErr) {
          if (isClosedModal(tellErr)) return;
          deps.logger.error({ err: tellErr, referenceId }, "could not tell the user about a failure");
        }
      }
    })();
    await deps.inFlight.track(work);
  };
}
