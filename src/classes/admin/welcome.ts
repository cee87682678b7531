/**
 * The first run in a workspace greets its first admin, once: in OAuth mode the installer right after the
 * install, in single-workspace mode the first admin to open the app. One DM through the outbox, in
 * the transaction that marks the school as welcomed, so of several instances (or a retried event)
 * exactly one queues it. The marketplace rule "no DM to anyone the school did not put in its
 * directory" has this one exception: the admin who set the app up.
 */
import { dmDedupeKey, enqueueDm, type RenderedMessage } from "../../delivery/index.js";
import type { ClassesDeps } from "../deps.js";

export interface WelcomeRequest {
  readonly teamId: string;
  /** The installer, or the admin who opened the app first. */
  readonly slackUserId: string;
  /** The welcome as it reads to them (the Slack view renders it, in their language). */
  readonly render: () => Promise<RenderedMessage>;
}

/** Queues the welcome DM unless the school was welcomed before; true when this call queued it. */
export async function welcomeFirstAdmin(
  deps: Pick<ClassesDeps, "store" | "delivery">,
  request: WelcomeRequest,
): Promise<boolean> {
  const { teamId, slackUserId } = request;
  // Every later opening by an admin ends here, with one read and no write lock.
  if ((await deps.store.workspaces.get(teamId))?.welcomedAt != null) return false;
  // Rendered before the transaction: finding the reader's language may ask Slack.
  const message = await request.render();
  const queued = await deps.store.transaction(async (tx) => {
    if (!(await tx.workspaces.markWelcomed(teamId))) return false;
    const { created } = await enqueueDm(tx, {
      teamId,
      channel: slackUserId,
      text: message.text,
      ...(message.blocks === undefined ? {} : { blocks: message.blocks }),
      dedupeKey: dmDedupeKey("welcome", "school", slackUserId),
    });
    return created;
  });
  if (queued) deps.delivery?.wake();
  return queued;
}
