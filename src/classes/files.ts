/**
 * The school's cloud folder, one level at a time (getCloudList). Used by `/class files` and by the
 * schedule modal's folder choice, so both show the same listing and the same explanations.
 */
import { type CloudFile, type CloudFolder, Errno } from "../partner/index.js";
import type { Actor } from "./actor.js";
import type { ClassesDeps } from "./deps.js";
import { type PartnerFailure, partnerFailureOf } from "./partner-failure.js";

export interface FolderListing {
  readonly ok: true;
  /** null: the school's top-level folder. */
  readonly folderId: string | null;
  readonly folders: readonly CloudFolder[];
  readonly files: readonly CloudFile[];
}

/** Why a folder was not listed: what the service answered, or no connection yet. */
export type FolderNotListed = PartnerFailure | { readonly reason: "not-connected" };

export type FolderListingResult =
  | FolderListing
  | { readonly ok: false; readonly folderId: string | null; readonly why: FolderNotListed };

/** Partner folder ids are whole numbers; anything else is refused before a call. */
export function parseFolderId(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^[1-9]\d{0,17}$/.test(trimmed) ? trimmed : undefined;
}

/** A folder the service refused to list, as a fact its view words: gone, or another school's. */
export type FolderProblem = "missing" | "not-school";

export function folderProblemOf(errno: number): FolderProblem | undefined {
  if (errno === Errno.folderMissing) return "missing";
  if (errno === Errno.folderNotSchool) return "not-school";
  return undefined;
}

/** Lists one folder; the audit log names the actor. */
export async function listCloudFolder(
  deps: ClassesDeps,
  actor: Actor,
  folderId: string | null,
): Promise<FolderListingResult> {
  const client = await deps.partners.forWorkspace(actor.teamId);
  if (!client) return { ok: false, folderId, why: { reason: "not-connected" } };
  try {
    const result = await deps.partners.asActor(actor.userId, () =>
      client.getCloudList(folderId === null ? {} : { folderId }),
    );
    return { ok: true, folderId, folders: result.folders, files: result.files };
  } catch (err) {
    const why = partnerFailureOf(err);
    if (!why) throw err;
    return { ok: false, folderId, why };
  }
}

/** One folder of a path walked by name: its id (for the listing) and its name (for people). */
export interface FolderStepByName {
  readonly id: string;
  readonly name: string;
}

export interface FolderByNames {
  /** The folders found, from the top. */
  readonly path: readonly FolderStepByName[];
  /** The listing of the last folder found (the top when none was). */
  readonly listing: FolderListingResult;
  /** The name no folder of the last one found is called; absent when the whole path was found. */
  readonly missing?: string;
}

/** The folder called `name` (or the only one whose name starts with it). */
function folderNamed(folders: readonly CloudFolder[], name: string): CloudFolder | undefined {
  const lower = name.toLowerCase();
  const exact = folders.filter((f) => f.folderName.toLowerCase() === lower);
  if (exact.length > 0) return exact[0];
  const starts = folders.filter((f) => f.folderName.toLowerCase().startsWith(lower));
  return starts.length === 1 ? starts[0] : undefined;
}

/**
 * `/class files Algebra/Week 1`: a folder named by its path from the top, so nobody types an id.
 * Each step lists one folder, as the buttons do.
 */
export async function listCloudFolderByNames(
  deps: ClassesDeps,
  actor: Actor,
  names: readonly string[],
): Promise<FolderByNames> {
  const path: FolderStepByName[] = [];
  let listing = await listCloudFolder(deps, actor, null);
  for (const name of names) {
    if (!listing.ok) return { path, listing };
    const folder = folderNamed(listing.folders, name);
    if (!folder) return { path, listing, missing: name };
    path.push({ id: folder.folderId, name: folder.folderName });
    listing = await listCloudFolder(deps, actor, folder.folderId);
  }
  return { path, listing };
}
