/** The seats and recording modals' rules, on their fields and in the reports of a refused change. */
export const classChanges = {
  liveNeedsRecording: "Live broadcast needs recording to be on.",
  replayNeedsRecording: "Replay needs recording to be on.",
  seatsRange: "Seats must be a whole number from 1 to {{max}}.",
  hdSeats: "{{rule}}.",
  hdSeatsReduced: "{{rule}} (the school allows at most {{max}} seats).",
  /** The class service's answers about one class's seats or recording, as a report line says them. */
  answers: {
    seatsLocked: "seats can't change in the 20 minutes before class",
    liveNeedsRecording: "live broadcast and replay need recording to be on",
    videoLocked: "recording can't change in the 20 minutes before class",
    videoServiceProblem: "the video service had a problem; try again in a moment",
  },
} as const;
