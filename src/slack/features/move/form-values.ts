/**
 * The move form as submitted, read in the person's zone: the new name, date, start and duration,
 * each problem on its field in the reader's words, and the new time checked against the service's
 * rules (not in the past, not sooner than the scheduling lead).
 */
import type { WebClient } from "@slack/web-api";
import { type MoveRequest, newTimeProblem } from "../../../classes/move-class.js";
import {
  formatLocalTime,
  type LocalDate,
  type LocalTime,
  parseLocalDate,
  parseLocalTime,
  zonedSeconds,
} from "../../../classes/schedule/occurrences.js";
import { schoolTimeZone } from "../../../classes/school-settings.js";
import type { T } from "../../../i18n/index.js";
import { readPicked, readText, type SubmittedState } from "../../lib/blocks/form-values.js";
import type { SlackDeps } from "../../lib/context.js";
import { ClassInputId } from "../../lib/ids.js";
import { profileZone } from "../../lib/locale/zones.js";
import { moveRefusalText } from "./view.js";

/** The move as typed, ready to check for clashes and start. */
export interface MoveTyped {
  readonly request: MoveRequest;
  readonly date: LocalDate;
  readonly time: LocalTime;
  readonly duration: number;
  readonly timeZone: string;
}

export async function zoneOf(deps: SlackDeps, client: WebClient | undefined, teamId: string, userId: string) {
  const zone = client ? await profileZone(client, userId) : null;
  return zone ?? (await schoolTimeZone(deps.store, teamId));
}

export function localTimeOf(unixSeconds: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(unixSeconds * 1000));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return formatLocalTime({ hour: part("hour"), minute: part("minute") });
}

/** The submitted form: the move to make, or the problems on their fields. */
export async function readMoveForm(
  deps: SlackDeps,
  client: WebClient | undefined,
  who: { readonly teamId: string; readonly userId: string; readonly classId: number },
  state: SubmittedState,
  t: T,
): Promise<
  | { readonly ok: true; readonly move: MoveTyped }
  | { readonly ok: false; readonly errors: Record<string, string> }
> {
  const name = readText(state, ClassInputId.moveName);
  const date = parseLocalDate(readPicked(state, ClassInputId.moveDate, "selected_date"));
  const time = parseLocalTime(readPicked(state, ClassInputId.moveTime, "selected_time"));
  const duration = Number(readText(state, ClassInputId.moveDuration));
  const errors: Record<string, string> = {};
  if (name === "") errors[ClassInputId.moveName] = t("classMove.giveName");
  if (!date) errors[ClassInputId.moveDate] = t("classMove.pickDate");
  if (!time) errors[ClassInputId.moveTime] = t("classMove.pickTime");
  if (!Number.isInteger(duration) || duration < 1 || duration > 24 * 60) {
    errors[ClassInputId.moveDuration] = t("classMove.durationRule");
  }
  if (!date || !time || errors[ClassInputId.moveDuration]) return { ok: false, errors };
  const timeZone = await zoneOf(deps, client, who.teamId, who.userId);
  const beginTime = zonedSeconds(date, time, timeZone);
  const endTime = beginTime + duration * 60;
  const problem = newTimeProblem(beginTime, endTime, deps.clock());
  if (problem) errors[ClassInputId.moveTime] = moveRefusalText({ why: "new-time", problem }, t);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const request: MoveRequest = { classId: who.classId, name, beginTime, endTime };
  return { ok: true, move: { request, date, time, duration, timeZone } };
}
