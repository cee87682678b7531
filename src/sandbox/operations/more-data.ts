/**
 * `more_data` of a class (the partner API reference, op 2): (a) recorded, never live -> live_url only; (b) recorded
 * and live -> live_url and the three pull addresses, which stay bound to the class even after live is
 * switched off; (c) not recorded -> everything empty.
 */
import { randomHex } from "../random-hex.js";
import type { ClassRecord } from "../state.js";

export interface MoreData {
  live_url: string;
  live_info: { RTMP: string; HLS: string; FLV: string };
}

const EMPTY = { RTMP: "", HLS: "", FLV: "" } as const;

export function liveUrl(baseUrl: string, lessonKey: string): string {
  return `${baseUrl}/live.php?lessonKey=${lessonKey}`;
}

let lastBase = "";
let lastHost = "";
/** The hostname of the sandbox's base URL, parsed once rather than per created class. */
function hostOf(baseUrl: string): string {
  if (baseUrl !== lastBase) {
    lastHost = new URL(baseUrl).hostname;
    lastBase = baseUrl;
  }
  return lastHost;
}

/** Gives the class its pull addresses the first time live is on; later calls keep the same ones. */
export function bindPullAddresses(cls: ClassRecord, baseUrl: string): void {
  if (cls.pull || cls.live !== 1) return;
  const stream = `${cls.classId}_${randomHex(4)}`;
  const host = hostOf(baseUrl);
  cls.pull = {
    RTMP: `rtmp://${host}/live/${stream}`,
    HLS: `${baseUrl}/live/${stream}.m3u8`,
    FLV: `${baseUrl}/live/${stream}.flv`,
  };
}

export function moreData(cls: ClassRecord, baseUrl: string): MoreData {
  if (cls.record !== 1) return { live_url: "", live_info: { ...EMPTY } };
  return { live_url: liveUrl(baseUrl, cls.lessonKey), live_info: { ...(cls.pull ?? EMPTY) } };
}
