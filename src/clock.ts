/**
 * Time as the app reads it: a neutral leaf shared by the store, the sandbox, delivery and the use cases.
 * The partner SDK declares the same shape for itself (`partner/signing.ts`), as it imports nothing of
 * ours; the two are one type to the compiler.
 */

/** Unix time in whole seconds; injectable so tests and the sandbox can fix the time. */
export type Clock = () => number;

export const systemClock: Clock = () => Math.floor(Date.now() / 1000);
