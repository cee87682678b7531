/**
 * `/class seats [class] [n] [hd]`: with a class and a number it runs at once and answers privately;
 * otherwise the seats modal (through the class picker).
 */
import { type HdLevel, setClassSeats } from "../../../../classes/class-seats.js";
import { seatsReport } from "../../../views/class-modals/results.js";
import { actorOf, CLASS_MODALS } from "../../class-modals.js";
import { openForFound, resolveClass } from "./class-modal.js";
import type { Subcommand } from "./types.js";

const HD_WORDS: Readonly<Record<string, HdLevel>> = { standard: 0, sd: 0, hd: 1, fullhd: 2, "full-hd": 2 };

/** Splits "Algebra 6 hd" into the class text, the seats and the HD level. */
export function parseSeatsArgs(rest: string): {
  classText: string;
  seatNum: number | null;
  isHd: HdLevel | null;
} {
  const words = rest.split(/\s+/).filter((w) => w !== "");
  let isHd: HdLevel | null = null;
  const last = words.at(-1)?.toLowerCase();
  if (last !== undefined && Object.hasOwn(HD_WORDS, last) && words.length > 1) {
    isHd = HD_WORDS[last] ?? null;
    words.pop();
  }
  let seatNum: number | null = null;
  const n = words.at(-1);
  if (n !== undefined && /^\d{1,2}$/.test(n) && words.length > 1) {
    seatNum = Number(n);
    words.pop();
  }
  return { classText: words.join(" "), seatNum, isHd };
}

export const seatsSubcommand: Subcommand = async (deps, caller, args, rest) => {
  const modal = CLASS_MODALS.seats;
  const parsed = parseSeatsArgs(rest);
  const found = await resolveClass(deps, caller, parsed.seatNum === null ? rest : parsed.classText);
  if (found.kind !== "found" || parsed.seatNum === null) {
    await openForFound(deps, caller, args, "seats", modal, found);
    return;
  }
  const isHd = parsed.isHd ?? 0;
  const result = await setClassSeats(deps, actorOf(caller), {
    classId: found.cls.classId,
    applyTo: "class",
    seatNum: parsed.seatNum,
    isHd,
  });
  const message = seatsReport(result);
  await args.respond({ response_type: "ephemeral", text: message.text, blocks: message.blocks });
};
