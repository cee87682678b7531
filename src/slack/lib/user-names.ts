/**
 * People's names as Slack gives them (users.info), for people the school directory does not hold:
 * what a person reads names them by name, never by a member id or a `<@U…>` mention (plain text
 * cannot render mentions). Asked before an ack, so each look-up is time-boxed; a name Slack does not
 * give in time is null and the words say "a person you picked" instead.
 */
import type { WebClient } from "@slack/web-api";

/** Names looked up at most; the words count the rest. */
export const NAMES_LOOKED_UP = 10;
/** Well inside the 3 seconds a view submission's ack has. */
const LOOKUP_MS = 1_000;

export async function slackNames(
  client: WebClient | undefined,
  userIds: readonly string[],
): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>(userIds.map((id) => [id, null]));
  if (!client) return out;
  await Promise.all(
    userIds.slice(0, NAMES_LOOKED_UP).map(async (id) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), LOOKUP_MS);
      });
      const name = await Promise.race([nameOf(client, id), late]);
      clearTimeout(timer);
      out.set(id, name);
    }),
  );
  return out;
}

async function nameOf(client: WebClient, user: string): Promise<string | null> {
  try {
    const info = await client.users.info({ user });
    const u = info.user;
    const name = u?.real_name || u?.profile?.real_name || u?.profile?.display_name || "";
    return name.trim() === "" ? null : name.trim();
  } catch {
    return null;
  }
}
