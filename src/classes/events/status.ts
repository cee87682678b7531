/** What the Class events admin page shows (issue 32 §1): the address, the steps, whether it works. */
import type { ClassesDeps } from "../deps.js";
import { eventsAddress, eventsToken } from "./address.js";

const DAY = 24 * 3600;

export interface ClassEventsState {
  /** The school's SID; null before the school is connected. */
  readonly sid: string | null;
  /** The full address; null without PUBLIC_URL (or in Socket Mode, which opens no port). */
  readonly address: string | null;
  readonly testedAt: number | null;
  readonly lastAt: number | null;
  /** Messages per `Cmd` in the last day. */
  readonly lastDay: Readonly<Record<string, number>>;
}

export async function classEventsState(
  deps: Pick<ClassesDeps, "store" | "clock">,
  teamId: string,
  publicUrl: string | undefined,
  options: { readonly renew?: boolean } = {},
): Promise<ClassEventsState> {
  const connection = await deps.store.workspaces.getConnection(teamId);
  // The address exists from the first look, so a rotation is the only thing that changes it.
  const token = await eventsToken(deps, teamId, options);
  const status = await deps.store.classEvents.status(teamId, deps.clock() - DAY);
  return {
    sid: connection?.sid ?? null,
    address: publicUrl ? eventsAddress(publicUrl, token) : null,
    testedAt: status.testedAt,
    lastAt: status.lastAt,
    lastDay: status.counts,
  };
}

/** When the service's test came (the admin start page's line); null before. */
export async function classEventsTestedAt(
  deps: Pick<ClassesDeps, "store">,
  teamId: string,
): Promise<number | null> {
  return (await deps.store.classEvents.status(teamId, Number.MAX_SAFE_INTEGER)).testedAt;
}
