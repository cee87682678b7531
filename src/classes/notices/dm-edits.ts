/**
 * A change that takes classes away from a student (a cancel, a removal) edits the live link DMs they
 * already have about those classes (chat.update through the outbox, `enqueueEdit`), so no old message
 * keeps a working Join button and nobody gets a second copy. The DMs are found by the dedupe keys
 * live-links.ts gives them (`live-link[-later]:<class | series[/n@digest]>:<uid>:<addedAt>`); a series
 * DM is rewritten with the classes of the series still ahead of the student, each with its link.
 */
import { createHash } from "node:crypto";
import { DM_KIND, enqueueEdit, type RenderedMessage } from "../../delivery/index.js";
import type { ClassRecord, OutboxMessage, StoreTransaction } from "../../store/index.js";
import type { ClassSummary } from "../classes-list.js";
import { type ClassLink, studentLinksFor } from "../student-links.js";
import { type NoticeDeps, recipientLocale } from "./recipient.js";
import type { DmChangedBy } from "./renderer.js";

/** The outbox caps dedupe keys at 200 characters. */
const MAX_KEY = 200;

/** What took the classes away: a cancel or a removal (`changedDm`). A move: moved-dms.ts. */
export type DmChange = {
  readonly change: "cancelled" | "removed";
  readonly by: DmChangedBy;
  readonly reason?: string;
};

export type EditDmsInput = DmChange & {
  readonly teamId: string;
  readonly student: { readonly uid: string; readonly slackUserId: string };
  /** The classes taken away, as they were before the change. */
  readonly classes: readonly ClassRecord[];
  /** Names this change (`cancel:<class id>`): the same change twice edits each DM once. */
  readonly cause: string;
  /** Unix seconds: classes of the series ended by then are not offered again. */
  readonly now: number;
  /** How a class reads (read once per transaction by the caller). */
  readonly summarize: (cls: ClassRecord) => ClassSummary;
};

/** Every live link DM the student was sent (or is about to be) about these classes, oldest first. */
export async function liveLinkDmsAbout(
  tx: Pick<StoreTransaction, "outbox">,
  teamId: string,
  uid: string,
  classes: readonly ClassRecord[],
): Promise<OutboxMessage[]> {
  const prefixes = new Set<string>();
  for (const c of classes) {
    for (const kind of ["live-link", "live-link-later"]) {
      prefixes.add(`${kind}:${c.classId}:${uid}:`);
      if (c.seriesId) prefixes.add(`${kind}:${c.seriesId}:${uid}:`);
    }
    // Recording switched on for several classes of the series: `live-link:<series>/<n>@<digest>:…`.
    if (c.seriesId) prefixes.add(`live-link:${c.seriesId}/`);
  }
  const found = new Map<string, OutboxMessage>();
  for (const prefix of prefixes) {
    // A moved class's key is an alias of the DM about the class it was moved from (`aliasMovedDm`).
    const dms = [
      ...(await tx.outbox.listByDedupePrefix(teamId, DM_KIND, prefix)),
      ...(await tx.outbox.listByAliasPrefix(teamId, DM_KIND, prefix)),
    ];
    for (const dm of dms) {
      if (dm.state === "dead" || !dm.dedupeKey.includes(`:${uid}:`)) continue;
      found.set(dm.dedupeKey, dm);
    }
  }
  return [...found.values()].sort((a, b) => a.id - b.id);
}

/** The subject of a live link DM key: a class id, or a series id (with its recording digest cut). */
export function subjectOf(dedupeKey: string): { classId: number } | { seriesId: string } {
  const subject = dedupeKey.split(":")[1] ?? "";
  if (/^\d+$/.test(subject)) return { classId: Number(subject) };
  return { seriesId: subject.split("/")[0] ?? subject };
}

/** The edit's own key: `edit:<cause>:<target>`, hashed when it would not fit. */
function editKey(cause: string, targetKey: string): string {
  const key = `edit:${cause}:${targetKey}`;
  if (key.length <= MAX_KEY) return key;
  return `edit:${createHash("sha256").update(key).digest("hex").slice(0, 40)}`;
}

/**
 * Queues, in `tx`, the edit of one DM the app sent `slackUserId` to read `message`, keyed by what
 * caused it (`editKey`), so the same change edits each DM once. True when queued now.
 */
export async function queueDmEdit(
  tx: Pick<StoreTransaction, "outbox">,
  input: {
    readonly teamId: string;
    readonly slackUserId: string;
    readonly dm: Pick<OutboxMessage, "dedupeKey">;
    readonly message: RenderedMessage;
    readonly cause: string;
  },
): Promise<boolean> {
  const { message, dm } = input;
  const { created } = await enqueueEdit(tx, {
    teamId: input.teamId,
    channel: input.slackUserId,
    targetKey: dm.dedupeKey,
    text: message.text,
    ...(message.blocks === undefined ? {} : { blocks: message.blocks }),
    dedupeKey: editKey(input.cause, dm.dedupeKey),
  });
  return created;
}

/**
 * Queues, in `tx`, one edit per DM the student has about `classes`. Call it after the change is
 * written in `tx` (enrolments removed, class cancelled), so "still ahead" reads the new state.
 * Returns how many DMs are edited.
 */
export async function editLiveLinkDms(
  tx: StoreTransaction,
  notices: NoticeDeps,
  input: EditDmsInput,
): Promise<number> {
  const render = notices.noticeRenderer;
  const { teamId, student } = input;
  const dms = await liveLinkDmsAbout(tx, teamId, student.uid, input.classes);
  if (dms.length === 0) return 0;
  const taken = new Set(input.classes.map((c) => c.classId));
  // The student's language, whoever made the change.
  const locale = await recipientLocale(tx, notices, teamId, student.slackUserId);
  const enrolled = new Set((await tx.enrolments.listForStudent(teamId, student.uid)).map((e) => e.classId));
  let edited = 0;
  for (const dm of dms) {
    const subject = subjectOf(dm.dedupeKey);
    const about = input.classes.filter((c) =>
      "classId" in subject ? c.classId === subject.classId : c.seriesId === subject.seriesId,
    );
    const links = "seriesId" in subject ? await stillAhead(tx, input, subject.seriesId, taken, enrolled) : [];
    const classes = (about.length > 0 ? about : input.classes).map(input.summarize);
    const message = render.changedDm(
      {
        change: input.change,
        classes,
        by: input.by,
        remaining: links,
        ...(input.reason === undefined ? {} : { reason: input.reason }),
      },
      locale,
    );
    const created = await queueDmEdit(tx, {
      teamId,
      slackUserId: student.slackUserId,
      dm,
      message,
      cause: input.cause,
    });
    if (created) edited += 1;
  }
  return edited;
}

/**
 * The classes of a series DM still ahead of the student: enrolled, not over at `now`, not among
 * `taken`; with their links.
 */
export async function stillAhead(
  tx: StoreTransaction,
  input: { readonly teamId: string; readonly student: { readonly uid: string }; readonly now: number },
  seriesId: string,
  taken: ReadonlySet<number>,
  enrolled: ReadonlySet<number>,
): Promise<ClassLink[]> {
  const remaining = (await tx.classes.listSeries(input.teamId, seriesId)).filter(
    (c) => !taken.has(c.classId) && enrolled.has(c.classId) && c.endTime > input.now,
  );
  if (remaining.length === 0) return [];
  const links = await studentLinksFor(tx, {
    teamId: input.teamId,
    classIds: remaining.map((c) => c.classId),
    studentUids: [input.student.uid],
  });
  return links.students[0]?.classes ?? [];
}
