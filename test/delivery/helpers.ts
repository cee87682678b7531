/** A store on a fresh SQLite file (or PostgreSQL schema), the Slack stand-in, and DMs to queue. */
import { type DmPayload, enqueueDm } from "../../src/delivery/index.js";
import type { SlackStandin } from "../../src/slack-standin/index.js";
import type { Store } from "../../src/store/index.js";

export const TEAM = "T0STANDIN";

/** A live link like the real DM's: the checkCode is derived from the SECRET and must never leak. */
export const CHECK_CODE = "9f2c4e1d0b7a65c3f1e2d3c4b5a69788";
export const LINK = `https://live.example/live_partner.php?lessonKey=k41&account=s&nickname=n&checkCode=${CHECK_CODE}`;

export function studentId(i: number): string {
  return `US${String(i).padStart(5, "0")}`;
}

export async function queueDms(
  store: Store,
  count: number,
  extra: (i: number) => Partial<DmPayload> & { dedupeKey?: string } = () => ({}),
): Promise<void> {
  for (let i = 0; i < count; i++) {
    const more = extra(i);
    await enqueueDm(store, {
      teamId: TEAM,
      channel: studentId(i),
      text: `dm-${i} your link: ${LINK}`,
      dedupeKey: `live-link:41:s${i}`,
      ...more,
    });
  }
}

/** How many times each text reached Slack, by the `dm-<i>` tag at its start. */
export function deliveries(standin: SlackStandin): Map<string, number> {
  const seen = new Map<string, number>();
  for (const m of standin.messages) {
    const tag = /^(dm-\d+|summary)/.exec(m.text)?.[1] ?? m.text;
    seen.set(tag, (seen.get(tag) ?? 0) + 1);
  }
  return seen;
}
