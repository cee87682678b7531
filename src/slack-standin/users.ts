import type { JsonObject, UserInfoInput } from "./types.js";

/** Offset of `timeZone` from UTC at `atMs`, in seconds (what Slack reports as tz_offset). */
export function zoneOffsetSeconds(timeZone: string, atMs: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(atMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  const wholeSecondMs = Math.floor(atMs / 1000) * 1000;
  return Math.round((asUtc - wholeSecondMs) / 1000);
}

function zoneLabel(timeZone: string, atMs: number): string {
  const part = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "long" })
    .formatToParts(new Date(atMs))
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}

/** Throws RangeError for a zone name Intl does not know, so setUserInfo fails where the mistake is. */
export function assertTimeZone(timeZone: string): void {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
  } catch {
    throw new RangeError(`setUserInfo: unknown time zone "${timeZone}"`);
  }
}

/**
 * The `user` object users.info answers, with tz fields computed for the stand-in's current time.
 * Like Slack, `locale` is there only when asked for (`include_locale`).
 */
export function userObject(
  id: string,
  input: UserInfoInput,
  teamId: string,
  atMs: number,
  includeLocale = false,
): JsonObject {
  const tz = input.tz ?? "UTC";
  const name = input.name ?? id.toLowerCase();
  const realName = input.real_name ?? name;
  return {
    id,
    team_id: input.team_id ?? teamId,
    name,
    deleted: input.deleted ?? false,
    real_name: realName,
    tz,
    tz_label: zoneLabel(tz, atMs),
    tz_offset: zoneOffsetSeconds(tz, atMs),
    is_admin: input.is_admin ?? false,
    is_bot: input.is_bot ?? false,
    is_app_user: false,
    ...(input.is_stranger === undefined ? {} : { is_stranger: input.is_stranger }),
    ...(input.enterprise_user === undefined
      ? {}
      : {
          enterprise_user: {
            id: id,
            enterprise_id: input.enterprise_user.enterprise_id,
            enterprise_name: input.enterprise_user.enterprise_name ?? input.enterprise_user.enterprise_id,
            is_admin: false,
            is_owner: false,
            teams: [input.team_id ?? teamId],
          },
        }),
    ...(includeLocale ? { locale: input.locale ?? "en-US" } : {}),
    profile: {
      real_name: realName,
      real_name_normalized: realName,
      display_name: input.display_name ?? name,
      display_name_normalized: input.display_name ?? name,
      ...(input.email === undefined ? {} : { email: input.email }),
      team: input.team_id ?? teamId,
    },
  };
}
