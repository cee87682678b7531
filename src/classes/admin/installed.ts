/**
 * A workspace installed the app (OAuth mode): its school row is made, and the person who installed it
 * becomes the school's first admin, unless the directory already has an admin (a reinstall keeps the
 * school's own choice). Audited; the installer's name is filled in from Slack later like anyone's.
 * An Enterprise Grid org-wide install names no workspace: each school of the organisation gets its
 * first admin when it is first seen (`orgSchoolSeen`), the same way.
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
export function schoolInstalled(store: Pick<Store, "transaction">, input: Installed): Promise<boolean> {
  const { teamId, installerUserId } = input;
  return store.transaction(async (tx) => {
    // The upsert first: it locks the school's row (PostgreSQL; SQLite holds its one write lock), so of
    // two instances making the same school's first admin at once the second sees the first's admin
    // and neither the role nor the audit entry is written twice.
    await tx.workspaces.upsert({ teamId });
    const admins = await tx.people.list(teamId, { role: "admin" });
    if (admins.length > 0) return false;
    const existing = await tx.people.getBySlackUser(teamId, installerUserId);
    await tx.people.upsert(teamId, {
      slackUserId: installerUserId,
      displayName: existing?.displayName ?? installerUserId,
      uid: existing?.uid ?? null,
      account: existing?.account ?? null,
      role: "admin",
    });
    await tx.audit.recordAdminChange(teamId, {
      actor: installerUserId,
      operation: INSTALLED_OPERATION,
      // The operation is the fact the audit page words (audit-change.ts).
      summary: {},
    });
    return true;
  });
}

export interface OrgSchoolSeen {
  readonly teamId: string;
  /** The Enterprise Grid organisation the request named. */
  readonly enterpriseId: string;
}

/**
 * A workspace of an Enterprise Grid organisation is seen: when the organisation installed the app
 * org-wide and the school has no admin yet, the organisation's installer becomes its first admin as if
 * they had installed it in this workspace (`schoolInstalled`; Grid user ids are the same in every
 * workspace of the organisation). Answers the installer's id when they were made admin, else null.
 * A school with an admin costs one read; its own choice of admins is never changed.
 */
export async function orgSchoolSeen(
  store: Pick<Store, "people" | "installations" | "transaction">,
  input: OrgSchoolSeen,
): Promise<string | null> {
  const { teamId, enterpriseId } = input;
  if ((await store.people.list(teamId, { role: "admin" })).length > 0) return null;
  const installation = await store.installations.findForEnterprise(enterpriseId);
  // No org-wide installation (the organisation's workspaces install the app one by one): no installer
  // of the organisation's, each school's own install makes its admin.
  if (!installation?.isEnterpriseInstall) return null;
  const installerUserId = installation.user.id;
  return (await schoolInstalled(store, { teamId, installerUserId })) ? installerUserId : null;
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
