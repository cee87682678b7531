/**
 * Lets the event loop read what is waiting (other requests to ack) before the work after an ack
 * goes on. Without it a burst of requests is read in one turn and the first one's follow-up work
 * (views, partner calls, store writes) runs before the others are even acknowledged.
 */

// Taken at load: tests that fake timers must not stall the app's own work.
const immediate = globalThis.setImmediate;

export function yieldToIo(): Promise<void> {
  return new Promise((resolve) => immediate(() => resolve()));
}
