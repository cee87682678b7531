/** The files a message dropped into the app's DM shares, as the people import reads them. */

export interface SharedFile {
  readonly id: string;
  /** Its name or title; null when Slack gave neither. */
  readonly name: string | null;
  readonly filetype: string;
}

/** The people-list files a message shares: CSV or plain text, as the import form takes. */
export function sharedFiles(event: unknown): SharedFile[] {
  const e = event as { subtype?: unknown; bot_id?: unknown; channel_type?: unknown; files?: unknown };
  if (e.subtype !== "file_share" || e.bot_id !== undefined || e.channel_type !== "im") return [];
  if (!Array.isArray(e.files)) return [];
  return e.files.flatMap((f: { id?: unknown; name?: unknown; title?: unknown; filetype?: unknown }) =>
    typeof f?.id === "string"
      ? [
          {
            id: f.id,
            name: typeof f.name === "string" ? f.name : typeof f.title === "string" ? f.title : null,
            filetype: typeof f.filetype === "string" ? f.filetype : "",
          },
        ]
      : [],
  );
}

/** The file types a people list comes in (what the import form takes). */
export const PEOPLE_LIST_TYPES = new Set(["csv", "text", "txt", ""]);
