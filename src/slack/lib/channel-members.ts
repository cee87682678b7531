/**
 * Everyone in a channel, as Slack lists them (conversations.members, every page): the students modal's
 * "a channel's members" and the admin's "Add a channel's members" both read a channel this way.
 */
import type { WebClient } from "@slack/web-api";

/** Slack's largest page for conversations.members: fewer calls against its Tier 4 limit. */
const MEMBERS_PAGE = 1000;

export async function channelMembers(client: WebClient, channel: string): Promise<string[]> {
  const out: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.conversations.members({
      channel,
      limit: MEMBERS_PAGE,
      ...(cursor ? { cursor } : {}),
    });
    out.push(...(page.members ?? []));
    cursor = page.response_metadata?.next_cursor || undefined;
  } while (cursor);
  return out;
}
