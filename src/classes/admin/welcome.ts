/**
 * The first run in a workspace greets its first admin, once: in OAuth mode the installer right after the
 * install, in single-workspace mode the first admin to open the app. One DM through the outbox, in
 * the transaction that marks the school as welcomed, so of several instances (or a retried event)
 * exactly one queues it. The marketplace rule "no DM to anyone the school did not put in its
 * directory" has this one exception: the admin who set the app up.
 */
import { dmDedupeKey, enqueueDm, type RenderedMessage } from "../../delivery/index.js";
import type { ClassesDeps } from "../deps.js";
import { timeZoneIsDefault } from "../school-settings.js";

/**
 * Which of the first steps the school has done when the welcome is written, as far as a few reads
 * tell: in single-workspace mode the connection may come from the environment and people from an
 * earlier install; after an OAuth install usually none. The DM is sent once, so it is not updated
 * later (the admin home asks for what is still missing).
 */
export interface WelcomeProgress {
  /** Someone picked the school's time zone (even UTC on purpose). */
  readonly timeZoneChosen: boolean;
  /** A connection to the class service (SID and SECRET) is stored. */
  readonly connected: boolean;
  /** Teachers or students in the directory (admins alone do not count). */
  readonly people: boolean;
  /** At least one course, and every course has an allowed teacher (without one, only admins may use it). */
  readonly coursesWithTeachers: boolean;
}

export interface WelcomeRequest {
  readonly teamId: string;
  /** The installer, or the admin who opened the app first. */
  readonly slackUserId: string;
  /** The welcome as it reads to them (the Slack view renders it, in their language). */
  readonly render: (progress: WelcomeProgress) => Promise<RenderedMessage>;
}

/** The school's first steps done so far: four reads of the store, no call to the class service or Slack. */
export async function welcomeProgress(
  deps: Pick<ClassesDeps, "store">,
  teamId: string,
): Promise<WelcomeProgress> {
  const [workspace, connection, people, courses] = await Promise.all([
    deps.store.workspaces.get(teamId),
    deps.store.workspaces.getConnection(teamId),
    deps.store.people.list(teamId),
    deps.store.courses.list(teamId),
  ]);
  return {
    timeZoneChosen: !timeZoneIsDefault(workspace),
    connected: connection != null,
    people: people.some((p) => p.role !== "admin"),
    coursesWithTeachers: courses.length > 0 && courses.every((c) => c.teacherUids.length > 0),
  };
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
  const message = await request.render(await welcomeProgress(deps, teamId));
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
