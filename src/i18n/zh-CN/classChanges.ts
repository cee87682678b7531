import type { Catalog } from "../catalog.js";
import type { classChanges as en } from "../en/classChanges.js";

export const classChanges: Catalog<typeof en> = {
  liveNeedsRecording: "直播需要先开启录制。",
  replayNeedsRecording: "回放需要先开启录制。",
  seatsRange: "座位数必须是 1 到 {{max}} 之间的整数。",
  hdSeats: "{{rule}}。",
  hdSeatsReduced: "{{rule}}（学校最多允许 {{max}} 个座位）。",
};
