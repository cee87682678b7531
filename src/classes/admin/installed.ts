/**
 * A workspace installed the app (OAuth mode): its school row is made, and the person who installed it
 * becomes the school's first admin, unless the directory already has an admin (a reinstall keeps the
 * school's own choice). Audited; the installer's name is filled in from Slack later like anyone's.
 */
import type { Store } from "../../store/index.js";

export interface Installed {
  readonly teamId: string;
  /** The Slack user who installed the app. */
  readonly installerUserId: string;
}

/** The audit operation of an install that made its installer the school's first admin. */
export const INSTALLED_OPERATION = "school.installed";

/** Returns whether the installer was made the first admin. */
export async function schoolInstalled(
  store: Pick<Store, "workspaces" | "people" | "audit">,
  input: Installed,
): Promise<boolean> {
  const { teamId, installerUserId } = input;
  await store.workspaces.upsert({ teamId });
  const admins = await store.people.list(teamId, { role: "admin" });
  if (admins.length > 0) return false;
  const existing = await store.people.getBySlackUser(teamId, installerUserId);
  await store.people.upsert(teamId, {
    slackUserId: installerUserId,
    displayName: existing?.displayName ?? installerUserId,
    uid: existing?.uid ?? null,
    account: existing?.account ?? null,
    role: "admin",
  });
  await store.audit.recordAdminChange(teamId, {
    actor: installerUserId,
    operation: INSTALLED_OPERATION,
    summary: { description: "Installed the app and became the school's first admin" },
  });
  return true;
}

/**
 * Whether `userId` is the person whose install made them the school's first admin (the latest such
 * install: the audit of an earlier one goes with the school's erase on uninstall).
 */
export async function madeAdminByInstall(
  store: Pick<Store, "audit">,
  teamId: string,
  userId: string,
): Promise<boolean> {
  const [entry] = await store.audit.latest(teamId, 1, { kind: "admin", operation: INSTALLED_OPERATION });
  return entry?.actor === userId;
}
