/** The seats and recording modals' rules, on their fields and in the reports of a refused change. */
export const classChanges = {
  liveNeedsRecording: "Live broadcast needs recording to be on.",
  replayNeedsRecording: "Replay needs recording to be on.",
  seatsRange: "Seats must be a whole number from 1 to {{max}}.",
  hdSeats: "{{rule}}.",
  hdSeatsReduced: "{{rule}} (the school allows at most {{max}} seats).",
} as const;
