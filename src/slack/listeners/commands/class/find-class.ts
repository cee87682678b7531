/**
 * Until the class picker lands: `/class labels 12345` (a class id) or `/class rate alg` (the start
 * of the name of one of the caller's upcoming classes; admins: any). Only finds the class; access
 * is checked by the modal that opens.
 */
import type { Caller, SlackDeps } from "../../../context.js";

export async function findClassFromText(
  deps: SlackDeps,
  caller: Caller,
  text: string,
): Promise<number | undefined> {
  const wanted = text.trim();
  if (/^\d{1,15}$/.test(wanted)) return Number(wanted);
  if (wanted === "") return undefined;
  const uid = caller.person?.uid;
  const upcoming =
    caller.role === "admin"
      ? await deps.store.classes.listUpcoming(caller.teamId, { now: deps.clock() })
      : uid
        ? await deps.store.classes.listUpcomingForTeacher(caller.teamId, uid, { now: deps.clock() })
        : [];
  const start = wanted.toLowerCase();
  return upcoming.find((c) => c.name.toLowerCase().startsWith(start))?.classId;
}
