/**
 * Work a caller attaches to a use case's transaction that talks to Slack or wakes the outbox worker,
 * so it runs only once the transaction has committed (it must not act on rows that may roll back).
 */
export type AfterCommit = () => Promise<void>;
