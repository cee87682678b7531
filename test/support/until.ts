/**
 * Waits for something the app does in the background (a job, the outbox worker, a timed sweep):
 * polls `read` until it gives a value other than undefined or false, and fails naming `what`.
 */
export async function until<T>(
  what: string,
  read: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 15_000,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
