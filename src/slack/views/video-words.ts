/**
 * The names of a class's video switches, declared once: the schedule form and the recording modal
 * show the same words for the same switch, and the errors say them too ("Live broadcast needs
 * recording to be on").
 */
export const VIDEO_SWITCH_WORDS = {
  record: "Recording",
  live: "Live broadcast",
  replay: "Replay",
} as const;
