/**
 * The sleeps of a polling loop (the delivery worker, the job runner): each ends at its time, at once
 * when the loop is stopping, or — a wakeable one — when `wake()` says there is work now.
 */
export interface Naps {
  sleep(ms: number, wakeable?: boolean): Promise<void>;
  /** Ends the wakeable sleep under way, if any. */
  wake(): void;
}

export function naps(stopping: AbortSignal): Naps {
  let wakeUp: (() => void) | undefined;
  return {
    sleep(ms, wakeable = false) {
      if (stopping.aborted) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          stopping.removeEventListener("abort", done);
          if (wakeUp === done) wakeUp = undefined;
          resolve();
        };
        const timer = setTimeout(done, Math.max(0, ms));
        stopping.addEventListener("abort", done);
        if (wakeable) wakeUp = done;
      });
    },
    wake() {
      wakeUp?.();
    },
  };
}
