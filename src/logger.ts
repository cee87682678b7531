/**
 * Structured logs (pino). Redaction is by key, at any depth we log, so an object that happens to
 * carry a token or the school SECRET is written as [redacted] whoever logs it.
 */
import { type DestinationStream, type Logger, pino } from "pino";

export type { Logger } from "pino";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

export type LogLevel = (typeof LOG_LEVELS)[number];

const SENSITIVE_KEYS = [
  "secret",
  "SECRET",
  "safeKey",
  "token",
  "botToken",
  "appToken",
  "signingSecret",
  "password",
  "checkCode",
  "authorization",
  "Authorization",
  "databaseUrl",
  "encryptionKey",
];

/** `key`, `*.key` and `*.*.key` for each sensitive key: pino's paths are explicit per depth. */
export const REDACT_PATHS: readonly string[] = SENSITIVE_KEYS.flatMap((key) => [
  key,
  `*.${key}`,
  `*.*.${key}`,
]);

export interface LoggerOptions {
  readonly level?: LogLevel;
  /** Where lines go; default stdout. Tests pass a stream to read what was logged. */
  readonly destination?: DestinationStream;
  readonly name?: string;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  return pino(
    {
      name: options.name ?? "classroom",
      level: options.level ?? "info",
      redact: { paths: [...REDACT_PATHS], censor: "[redacted]" },
      // Error objects keep message, type and stack; a custom `toJSON` on our secrets still applies.
      serializers: { err: pino.stdSerializers.err },
    },
    options.destination,
  );
}
