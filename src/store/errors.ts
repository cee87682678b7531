/**
 * Typed store errors. Messages are written for the person who caused them (an admin importing people,
 * a teacher scheduling a class) and never contain stored secrets.
 */
export class StoreError extends Error {
  override name = "StoreError";
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** A unique rule was broken: the same UID, class id, course id or unique identity exists already. */
export class DuplicateError extends StoreError {
  override name = "DuplicateError";
  constructor(
    message: string,
    readonly entity: string,
    readonly field: string,
    readonly value: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The row asked for, or a row it must refer to (the course of a class), does not exist. */
export class NotFoundError extends StoreError {
  override name = "NotFoundError";
  constructor(
    message: string,
    readonly entity: string,
    readonly key: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The class a row refers to was not created through the app in this workspace. */
export function unknownClass(classId: number, options?: { cause?: unknown }): NotFoundError {
  return new NotFoundError(
    `class ${classId} is not known to the app in this workspace`,
    "class",
    String(classId),
    options,
  );
}

/** A row cannot be removed while other rows refer to it (a course that still has classes). */
export class InUseError extends StoreError {
  override name = "InUseError";
  constructor(
    message: string,
    readonly entity: string,
    readonly key: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** An argument is missing or out of range; names the operation and the field. */
export class ValidationError extends StoreError {
  override name = "ValidationError";
  constructor(
    readonly operation: string,
    readonly field: string,
    problem: string,
  ) {
    super(`${operation}: ${field} ${problem}`);
  }
}

/** The encryption key is missing, malformed or not the one the stored secrets were written with. */
export class EncryptionKeyError extends StoreError {
  override name = "EncryptionKeyError";
}

export type ConstraintKind = "unique" | "foreign-key" | "not-null" | "check";

/**
 * Recognises a constraint violation from either driver: better-sqlite3 reports
 * `SQLITE_CONSTRAINT_UNIQUE`/`_PRIMARYKEY`/`_FOREIGNKEY`..., pg reports SQLSTATE 23505/23503/23502/23514.
 */
export function constraintKind(err: unknown): ConstraintKind | undefined {
  if (typeof err !== "object" || err === null || !("code" in err)) return undefined;
  const code = String((err as { code: unknown }).code);
  switch (code) {
    case "SQLITE_CONSTRAINT_UNIQUE":
    case "SQLITE_CONSTRAINT_PRIMARYKEY":
    case "23505":
      return "unique";
    case "SQLITE_CONSTRAINT_FOREIGNKEY":
    case "23503":
      return "foreign-key";
    case "SQLITE_CONSTRAINT_NOTNULL":
    case "23502":
      return "not-null";
    case "SQLITE_CONSTRAINT_CHECK":
    case "23514":
      return "check";
    default:
      return undefined;
  }
}

/**
 * Turns a driver constraint violation into the typed error the caller describes for that kind; any other
 * error passes through unchanged. The driver error stays attached as `cause` for logs.
 */
export function translate(
  err: unknown,
  handlers: Partial<Record<ConstraintKind, () => StoreError>>,
): unknown {
  const kind = constraintKind(err);
  const make = kind && handlers[kind];
  if (!make) return err;
  const typed = make();
  Object.defineProperty(typed, "cause", { value: err, enumerable: false });
  return typed;
}

export function workspaceMissing(teamId: string): NotFoundError {
  return new NotFoundError(
    `workspace ${teamId} is not registered; the app must be installed in it first`,
    "workspace",
    teamId,
  );
}
